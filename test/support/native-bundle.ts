// A test file's module bundled by esbuild, as the extension ships its code, and loaded by Node's own import.
//
// For the tests whose loops play hundreds of thousands of moves (the random-play fuzz): under vitest's module runner
// every call from one module into another goes through the runner's export getters, and the engine ran 2.5 to 3
// times slower than bundled (1,000 Maze games: 66 s against 20 s). The bundle is the same source, so the tests check
// the same code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** `entry` (a path from the repository's root) bundled and imported before the calling file's tests, as `module`. */
export function nativeBundle<T>(entry: string): { readonly module: T } {
  const loaded = { module: undefined as T };
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'patience-bundle-'));
    const outfile = join(dir, 'bundle.mjs');
    await build({
      absWorkingDir: REPO,
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      tsconfig: 'src/engine/tsconfig.json',
      logLevel: 'silent',
    });
    loaded.module = (await import(/* @vite-ignore */ pathToFileURL(outfile).href)) as T;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return loaded;
}

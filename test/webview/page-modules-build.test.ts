// The webview build lists the modules the game tab's first table needs (esbuild.mjs pageModulesOf, written to
// page-modules.json beside main.js), which the host's HTML preloads: main.js's static imports, and each game's
// chunk with everything it imports that main.js does not.
import * as esbuild from 'esbuild';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/game-id';
import { parsePageModules } from '../../src/host/panel/page-modules';

interface Build {
  buildOptions: (name: string, options: object) => esbuild.BuildOptions;
  pageModulesOf: (metafile: unknown) => { version: number; main: string[]; games: Record<string, string[]> };
  PAGE_MODULES: string;
}
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'patience-page-modules-'));
let build: Build;
let outputs: esbuild.Metafile['outputs'] = {};

beforeAll(async () => {
  build = (await import(pathToFileURL(join(root, 'esbuild.mjs')).href)) as Build;
  const built = await esbuild.build({
    ...build.buildOptions('webview', { production: true, quiet: true }),
    outdir: out,
    absWorkingDir: root,
  });
  outputs = built.metafile?.outputs ?? {};
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** A metafile's outputs as esbuild writes them: each file's imports and the entry point it was built from. */
const output = (imports: [string, 'import-statement' | 'dynamic-import'][], entryPoint?: string) => ({
  bytes: 1,
  inputs: {},
  exports: [],
  imports: imports.map(([path, kind]) => ({ path, kind })),
  ...(entryPoint ? { entryPoint } : {}),
});

describe('pageModulesOf', () => {
  it("lists main.js's static imports, and each game's chunk with what it imports deeper down, less main.js's", () => {
    const metafile = {
      inputs: {},
      outputs: {
        'dist/webview/main.js': output(
          [
            ['dist/webview/chunk-A.js', 'import-statement'],
            ['dist/webview/game-C.js', 'dynamic-import'],
            ['dist/webview/motion-M.js', 'dynamic-import'],
          ],
          'webview/main.ts',
        ),
        'dist/webview/chunk-A.js': output([['dist/webview/chunk-B.js', 'import-statement']]),
        'dist/webview/chunk-B.js': output([]),
        'dist/webview/game-C.js': output(
          [
            ['dist/webview/chunk-CRUEL.js', 'import-statement'],
            ['dist/webview/chunk-A.js', 'import-statement'],
          ],
          'src/engine/games/cruel/game.ts',
        ),
        'dist/webview/chunk-CRUEL.js': output([
          ['dist/webview/chunk-STOCK.js', 'import-statement'],
          ['dist/webview/chunk-B.js', 'import-statement'],
        ]),
        'dist/webview/chunk-STOCK.js': output([]),
        'dist/webview/motion-M.js': output([['dist/webview/chunk-B.js', 'import-statement']], 'webview/motion/motion.ts'),
      },
    };
    expect(build.pageModulesOf(metafile)).toEqual({
      version: 1,
      main: ['chunk-A.js', 'chunk-B.js'],
      games: { cruel: ['game-C.js', 'chunk-CRUEL.js', 'chunk-STOCK.js'] },
    });
  });
});

describe("the webview build's page-modules.json", () => {
  it('is written beside main.js, a list the host reads, naming files of the build for every game', () => {
    const parsed = parsePageModules(JSON.parse(readFileSync(join(out, build.PAGE_MODULES), 'utf8')));
    if (!parsed.ok) throw new Error(parsed.error);
    const { main, games } = parsed.value;
    expect(main.length).toBeGreaterThan(0);
    for (const game of GAME_IDS) {
      const files = games[game] ?? [];
      // First the chunk the page's import() of the game names, built from that game's file.
      const entry = Object.entries(outputs).find(([, o]) => o.entryPoint === `src/engine/games/${game}/game.ts`)?.[0];
      expect(files[0], game).toBe(entry?.split('/').pop());
      expect(
        files.filter((file) => main.includes(file)),
        game,
      ).toEqual([]);
    }
    for (const file of [...main, ...Object.values(games).flat()]) expect(existsSync(join(out, file)), file).toBe(true);
  });
});

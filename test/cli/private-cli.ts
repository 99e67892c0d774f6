// The CLI built for one test file into a folder of its own (not dist/cli.js, so other builds in the same checkout
// cannot race the test), removed after the file's tests; the folder also holds the files a test writes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as bundle } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';

export interface PrivateCli {
  /** The built CLI's path, once the file's beforeAll has run. */
  readonly cli: string;
  /** Its folder, for the files a test writes. */
  readonly dir: string;
}

/** Builds src/cli/cli.ts before the calling test file's tests and removes it after them. */
export function privateCli(name: string): PrivateCli {
  const built = { cli: '', dir: '' };
  beforeAll(async () => {
    built.dir = mkdtempSync(join(tmpdir(), `patience-${name}-`));
    built.cli = join(built.dir, 'cli.js');
    await bundle({
      entryPoints: ['src/cli/cli.ts'],
      outfile: built.cli,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      tsconfig: 'src/tsconfig.json',
      logLevel: 'silent',
    });
  });
  afterAll(() => rmSync(built.dir, { recursive: true, force: true }));
  return built;
}

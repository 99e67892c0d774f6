// Statistics export and import stay out of the Node host's bundle until first used (issue 17: the
// bundle's 60,000-byte budget): built as esbuild.mjs builds them, dist/extension.js requires
// dist/host-transfer.js for both commands and holds none of the file reading, move code or checks.
import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'patience-transfer-'));
let outputs: esbuild.Metafile['outputs'];

beforeAll(async () => {
  const { buildOptions } = (await import(pathToFileURL(join(root, 'esbuild.mjs')).href)) as {
    buildOptions: (name: string, options: object) => esbuild.BuildOptions;
  };
  const host = await esbuild.build({
    ...buildOptions('extension', { production: true, quiet: true }),
    outdir: out,
    absWorkingDir: root,
    metafile: true,
  });
  outputs = host.metafile.outputs;
  // A production build with every game read from the registry first: seconds on a busy machine.
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const output = (name: string) => Object.entries(outputs).find(([file]) => file.endsWith(name))![1];
const TRANSFER = [
  'src/host/stats/transfer-commands.ts',
  ...['transfer.ts', 'json-pieces.ts', 'move-code.ts', 'import-check.ts', 'import-plan.ts', 'import-file.ts'].map(
    (f) => `src/stats-core/${f}`,
  ),
];

describe('dist/host-transfer.js', () => {
  it('holds export and import; dist/extension.js only requires it', () => {
    const host = output('/extension.js');
    expect(Object.keys(host.inputs).filter((input) => TRANSFER.includes(input))).toEqual([]);
    expect(host.imports.map((i) => i.path)).toContain('./host-transfer.js');
    const transfer = output('/host-transfer.js');
    expect(Object.keys(transfer.inputs)).toEqual(expect.arrayContaining(TRANSFER));
    // CommonJS, minified: the export names stay, as the keys of module.exports.
    const text = readFileSync(join(out, 'host-transfer.js'), 'utf8');
    for (const name of ['exportStatistics', 'importStatistics']) expect(text).toMatch(new RegExp(`\\b${name}:`));
  });
});

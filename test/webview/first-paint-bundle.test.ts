// What the game tab's first paint loads (dist/webview/main.js and the chunks it imports statically) holds
// none of the parts the page fetches on first use: built as esbuild.mjs builds the webview, the rules and
// keys panels, the solver, the ending's show, the motion, the Russian table and the sounds stay apart.
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'patience-first-paint-'));
let firstPaint: string[] = [];

beforeAll(async () => {
  const { buildOptions } = (await import(pathToFileURL(join(root, 'esbuild.mjs')).href)) as { buildOptions: (name: string, options: object) => esbuild.BuildOptions };
  const built = await esbuild.build({ ...buildOptions('webview', { production: true, quiet: true }), outdir: out, absWorkingDir: root, metafile: true });
  const outputs = built.metafile.outputs;
  const loaded = new Set(Object.keys(outputs).filter((file) => file.endsWith('/main.js')));
  for (const file of loaded) for (const { path, kind } of outputs[file].imports) if (kind === 'import-statement') loaded.add(path);
  firstPaint = [...loaded].flatMap((file) => Object.keys(outputs[file].inputs));
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const LATER = ['webview/panels/rules-panel.ts', 'webview/panels/keys-panel.ts', 'webview/solver/solver-ui.ts', 'webview/ending/ending-show.ts', 'webview/motion/motion.ts', 'webview/l10n/ru.ts', 'webview/sound/synth.ts', 'webview/sound/tones.ts'];

describe("the game tab's first paint", () => {
  it('holds the table and not what loads on first use', () => {
    expect(firstPaint).toContain('webview/board/patience-table.ts');
    expect(firstPaint).toContain('webview/sound/sound-player.ts');
    expect(firstPaint.filter((input) => LATER.includes(input))).toEqual([]);
  });
});

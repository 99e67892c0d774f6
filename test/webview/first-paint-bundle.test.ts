// What the game tab's first paint loads (dist/webview/main.js and the chunks it imports statically) holds
// none of the parts the page fetches on first use: built as esbuild.mjs builds the webview, the rules and
// keys panels, the solver, the ending's show, the motion, the keyboard's play, the Russian table, the sounds and every
// game's rules stay apart; nor the daily deal's generator, which checking a daily deal's date does not need.
import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GAME_IDS } from '../../src/engine/game-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'patience-first-paint-'));
let firstPaint: string[] = [];
let firstPaintCode = '';
let lazyInputs: string[] = [];

beforeAll(async () => {
  const { buildOptions } = (await import(pathToFileURL(join(root, 'esbuild.mjs')).href)) as {
    buildOptions: (name: string, options: object) => esbuild.BuildOptions;
  };
  const built = await esbuild.build({
    ...buildOptions('webview', { production: true, quiet: true }),
    outdir: out,
    absWorkingDir: root,
    metafile: true,
  });
  const outputs = built.metafile.outputs;
  const loaded = new Set(Object.keys(outputs).filter((file) => file.endsWith('/main.js')));
  for (const file of loaded) for (const { path, kind } of outputs[file].imports) if (kind === 'import-statement') loaded.add(path);
  firstPaint = [...loaded].flatMap((file) => Object.keys(outputs[file].inputs));
  firstPaintCode = [...loaded].map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
  lazyInputs = Object.keys(outputs)
    .filter((file) => !loaded.has(file))
    .flatMap((file) => Object.keys(outputs[file].inputs));
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

// Each game's rules come with the first game of it the page shows (webview/games/game-loader.ts).
const GAMES_LATER = GAME_IDS.flatMap((id) => [`src/engine/games/${id}/game.ts`, `src/engine/games/${id}/rules.ts`]);
const LATER = [
  ...GAMES_LATER,
  'src/engine/games/freecell-family/rules.ts',
  'webview/panels/rules-panel.ts',
  'webview/panels/keys-panel.ts',
  'webview/solver/solver-ui.ts',
  'webview/ending/ending-show.ts',
  'webview/motion/motion.ts',
  'webview/board/keyboard-controller.ts',
  'webview/board/table-play.ts',
  'webview/l10n/ru.ts',
  'webview/sound/synth.ts',
  'webview/sound/tones.ts',
  'src/engine/daily-candidates.ts',
  'src/engine/random.ts',
  // The elements declare their properties in `static properties` (webview/page/element-properties.ts), not by decorators.
  'node_modules/@lit/reactive-element/decorators/property.js',
  'node_modules/@lit/reactive-element/decorators/state.js',
  'node_modules/@lit/reactive-element/decorators/custom-element.js',
];

describe("the game tab's first paint", () => {
  it('holds the table and not what loads on first use', () => {
    expect(firstPaint).toContain('webview/board/patience-table.ts');
    expect(firstPaint).toContain('webview/sound/sound-player.ts');
    expect(firstPaint.filter((input) => LATER.includes(input))).toEqual([]);
  });

  it("builds no date format as it starts: dates and shares are the statistics', replay's, result panel's and solver line's", () => {
    expect(firstPaintCode).toContain('Intl.PluralRules');
    expect(firstPaintCode).not.toContain('DateTimeFormat');
  });

  it("fetches each game's rules as a chunk of its own, which the page's game loader imports", () => {
    for (const id of GAME_IDS) expect(lazyInputs, id).toContain(`src/engine/games/${id}/rules.ts`);
  });
});

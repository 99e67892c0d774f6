#!/usr/bin/env node
// npm run screenshots [-- --lang en|ru] [--scene WORD]: the README's and the walkthrough's pictures, taken from the packaged extension
// (out/patience.vsix, built first) in a real VS Code (code-server) and Chromium, as a player sees them:
//   media/readme/*.png               the README's (English)
//   media/walkthrough/<lang>/*.png   the walkthrough's steps, in English and in Russian (with the test language pack)
// One VS Code per language runs the SCENES in order (a scene may build on the ones before it: the statistics imported
// first show in every later picture). A scene drives the real UI through a Session (./screenshot-session.mjs), in any
// language (commands by id, piles by index), then calls shoot(). To add a picture, add a scene or a shoot() call;
// pictures must stay under 300 KB (this fails otherwise): pick the viewport and the part of the window with that in mind.
// Needs what the e2e tests need (npm run setup:vscode; env VSCODE_TOOLS, CHROMIUM, HEADED=1, KEEP_STATE=1 as there).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, openWorkbench, startCodeServer, until } from '../test/support/code-server.mjs';
import { frameWith } from '../test/support/workbench.mjs';
import { REPO, VSIX, chooseSetting, loadEngine } from '../test/e2e/support.mjs';
import { loadSolver } from '../test/e2e/solver-play.mjs';
import { russianLanguagePack } from '../test/l10n/language-pack.mjs';
import { Session } from './screenshot-session.mjs';

const MAX_BYTES = 300_000;
/** The README's pictures: the whole window. */
const WIDE = { width: 1280, height: 800 };
/** The walkthrough's: the size of a step's picture column, so the table is drawn at the size it is shown. */
const SMALL = { width: 960, height: 600 };
/** The Settings editor: tall enough for the first three settings whole (its list scrolls on). */
const SETTINGS = { width: 960, height: 720 };
/** New Game… over the table: the walkthrough's width, tall enough for the picker to list every game without scrolling. */
const PICKER = { width: 960, height: 980 };
/** The Statistics sidebar: tall enough for today's deals of every game and the totals below them, and to keep the activity bar's lower icons below the picture. */
const STATISTICS = { width: 960, height: 1100 };
/** The README's picture with the Statistics sidebar: tall enough for its totals' weekly chart. */
const WIDE_SIDEBAR = { width: 1280, height: 920 };

const read = (file) => JSON.parse(fs.readFileSync(path.join(REPO, file), 'utf8'));
const MANIFEST = read('package.json');
const LANGUAGES = {
  en: { nls: read('package.nls.json'), server: {}, browser: {} },
  ru: { nls: read('package.nls.ru.json'), server: { locale: 'ru', languagePack: russianLanguagePack }, browser: { locale: 'ru-RU' } },
};

/**
 * FreeCell #1's first 44 moves as the solver played them when the picture was taken (2026-12-03), kept here so the
 * picture and its words stay the same when the solver finds another line (t tableau, f free cell, h foundation, xN cards).
 */
const FREECELL_LINE =
  't6>f1 t6>f2 t8>f2 t8>f3 t7>f4 t7>t6 f2>t6 t7>f2 t8>t3 t4>t3 t4>t7 t2>t4 f3>t2 t1>t2 t5>f3 t5>t4 t8>h1 t5>h3 t8>h3 t1>t8 t3>h3 ' +
  't8>t3 t6>t7x2 t1>t8 t1>h1 t6>t1 t6>h3 t2>t6 f3>t2 t7>t1x2 t8>f3 t2>t8 t6>t2 f4>t6 t2>t6x2 t2>f4 t2>t5 t2>h1 t8>h1 f4>t8 t6>t8x2 ' +
  't6>f4 f2>t6 f3>t6';
const PILE_KINDS = { t: 'tableau', f: 'freecell', h: 'foundation', w: 'waste' };
/** The engine's moves a line like FREECELL_LINE writes (`w` the waste, `+` a click on the stock). */
function movesOf(line) {
  return line.split(' ').map((step) => {
    if (step === '+') return { action: 'deal' };
    const [, from, to, count] = /^([tfhw]\d*)>([tfhw]\d*)(?:x(\d+))?$/.exec(step) ?? [];
    if (!from) throw new Error(`not a move: ${step}`);
    const pile = (short) => (short.length > 1 ? `${PILE_KINDS[short[0]]}-${short.slice(1)}` : PILE_KINDS[short]);
    return count ? { from: pile(from), to: pile(to), count: Number(count) } : { from: pile(from), to: pile(to) };
  });
}

/**
 * Klondike #5 with three card deals: the first 38 moves of the line the solver played when the picture was taken
 * (2026-12-07), kept so the picture and its words stay the same (w the waste, + a click on the stock).
 */
const KLONDIKE_LINE =
  't3>h1 t7>h1 t3>h2 t2>h3 t5>h3 t1>t5 t4>t1 t4>t2 t4>t1 t6>t4 + w>t4 + + + w>t7 w>h3 t6>t7 t2>t6 t2>h3 t7>t2x3 + + w>t4 ' +
  't6>t4x2 t6>h4 w>t3 t5>t3x2 + w>t1 + w>h4 t4>h4 t6>h4 w>t3 + + +';

/** Klondike #5 after KLONDIKE_LINE, as README.md's alt text says it: the waste's top three, eleven cards home. */
const KLONDIKE_DESCRIBED = ['waste: 6H 5S 9D 5C TC 6C', 'score: 11/52', 'stock: [5D] [KH] [3S] [KC] [9H] [8C] [9C] [4D] [7S] [3D]'];

/** FreeCell #1 after FREECELL_LINE, as README.md's alt text says it: free cells, foundations, 3♠ held back. */
const FREECELL_DESCRIBED = [
  'freecell-1: 3D',
  'freecell-2:',
  'freecell-3:',
  'freecell-4: 8C',
  'foundation-1: AC 2C 3C 4C 5C 6C',
  'foundation-2: AS 2S',
  'foundation-3: AH 2H 3H 4H 5H 6H 7H',
  'foundation-4:',
  'tableau-6: 4D 3S',
];

/** The hint in Baker's Game #3 after the solver's first 3 moves, as the pictures' words say it: 4♠ to the empty free cell 3. */
const BAKERS_GAME_HINT = { from: 'tableau-2', to: 'freecell-3' };

/**
 * The scenes, in the order they run in each language's VS Code. `readme` pictures are taken in English only.
 * Deals: Spider Three Decks 7 (the solver wins it in 292 moves; the first 40 make a game well under way), Klondike 5 with
 * three card deals (KLONDIKE_LINE: the waste's top three fanned, eleven cards home), FreeCell 1 with
 * safe autoplay (Microsoft's deal 1; the 44 moves of FREECELL_LINE, a line the solver once played, leave two free cells full, fifteen cards home and 3♠ held
 * back by the safe rule), Baker's Game 3 under the kings rules (winnable; a hint after a few moves).
 */
const SCENES = [
  {
    name: 'statistics imported (shown by every later picture with the sidebar open)',
    async run(s) {
      await s.importStatistics(sampleResults(s.engine));
      await s.command('workbench.action.closeSidebar');
    },
  },
  {
    name: 'the Patience settings, as they are at first',
    async run(s) {
      await s.openSettings('@ext:patience-dev.patience', Object.keys(MANIFEST.contributes.configuration.properties).length);
      // The Settings editor down to the last setting it shows whole (its list scrolls on): none cut in half.
      await s.shoot(`media/walkthrough/${s.lang}/settings.png`, { viewport: SETTINGS, clip: () => wholeSettings(s.page) });
      await s.closeSettings();
      // The scenes leave games with moves for others: no question each time.
      await chooseSetting(s.page, s.server, 'patience.confirmAbandon', null, false);
    },
  },
  {
    name: 'Spider Three Decks under way',
    async run(s) {
      const record = await s.openDeal('spider-three-decks', 7);
      await s.playLine(record, 40);
      await s.shoot('media/readme/spider-three-decks.png', { viewport: WIDE, readme: true });
    },
  },
  {
    name: 'FreeCell under way, and New Game… listing every game over it',
    async run(s) {
      const record = await s.openDeal('freecell', 1, 'safe');
      await s.playMoves(record, movesOf(FREECELL_LINE));
      // The README's words for this picture name these cards: they must match what the table shows.
      s.expectLines(record, FREECELL_DESCRIBED);
      await s.shoot('media/readme/freecell.png', { viewport: WIDE, readme: true });
      // The picker's list is as tall as the window lets it be: open it in the picture's window (in Russian the README's
      // wider, shorter shot above is skipped, and the list opened in a smaller window showed 7 of the 8 games).
      await s.page.setViewportSize(PICKER);
      await s.openGamePicker(s.engine.GAME_IDS.length);
      await s.shoot(`media/walkthrough/${s.lang}/start.png`, { viewport: PICKER });
      await s.page.keyboard.press('Escape');
    },
  },
  {
    name: 'Klondike under way, three cards at a time',
    readmeOnly: true,
    async run(s) {
      await chooseSetting(s.page, s.server, 'patience.klondike.deal', s.nls['config.klondike.deal.three.label'], 'three');
      const record = await s.openDeal('klondike', 5, 'three');
      await s.playMoves(record, movesOf(KLONDIKE_LINE));
      s.expectLines(record, KLONDIKE_DESCRIBED);
      await s.shoot('media/readme/klondike.png', { viewport: WIDE, readme: true });
    },
  },
  {
    name: "Baker's Game with a hint",
    async run(s) {
      const record = await s.openDeal('bakers-game', 3, 'kings');
      await s.playLine(record, 3);
      await s.hint(BAKERS_GAME_HINT);
      await s.shoot(`media/walkthrough/${s.lang}/play.png`, { viewport: SMALL, part: '.part.editor' });
    },
  },
  {
    name: 'the Statistics sidebar beside the game',
    async run(s) {
      const stats = await showStatistics(s);
      // The sidebar and the table's edge, down to the end of the totals of all games (the first card): the figures stay
      // legible at the size the walkthrough shows them, and no card is cut in half.
      await s.shoot(`media/walkthrough/${s.lang}/statistics.png`, {
        viewport: STATISTICS,
        clip: async () => {
          const card = await stats.locator('patience-stats-card').first().boundingBox();
          return { x: 0, y: 0, width: 600, height: Math.min(STATISTICS.height, Math.ceil(card.y + card.height + 6)) };
        },
      });
    },
  },
  {
    name: "Baker's Game with a hint and the statistics, light theme (README)",
    readmeOnly: true,
    async run(s) {
      await chooseSetting(s.page, s.server, 'workbench.colorTheme', 'Light Modern', 'Light Modern');
      await until(
        'the light theme',
        () => s.page.locator('.monaco-workbench').getAttribute('class'),
        (c) => / vs( |$)/.test(c ?? ''),
      );
      await showStatistics(s);
      const record = await s.openDeal('bakers-game', 3, 'kings');
      await s.playLine(record, 3);
      await s.hint(BAKERS_GAME_HINT);
      await s.shoot('media/readme/bakers-game.png', { viewport: WIDE_SIDEBAR, readme: true });
    },
  },
];

/** The Settings editor's rectangle, ending under the last of its settings in view from top to bottom. */
async function wholeSettings(page) {
  const editor = await page.locator('.settings-editor').boundingBox();
  const bottoms = await page
    .locator('.settings-editor .settings-tree-container .monaco-list-row')
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().bottom));
  const bottom = Math.max(...bottoms.filter((b) => b <= editor.y + editor.height));
  if (!Number.isFinite(bottom)) throw new Error('no setting shown whole in the Settings editor');
  return { x: editor.x, y: editor.y, width: editor.width, height: Math.ceil(bottom - editor.y) };
}

/** Opens the Statistics sidebar and waits for its cards and today's deal number of every game (the solver finds them); its frame. */
async function showStatistics(s) {
  await s.command('patience.showStatistics');
  const stats = await frameWith(s.page, 'patience-stats-view');
  await until(
    'the statistics cards',
    () => stats.locator('patience-stats-card').count(),
    (n) => n >= 3,
  );
  await until(
    "today's deal number of every game",
    () => stats.locator('patience-stats-daily .deal.found').count(),
    (n) => n === s.engine.GAME_IDS.length,
    300000,
  );
  return stats;
}

/**
 * Forty-odd results over three weeks, of every game (each rule set of a game with several), as a player's sidebar would
 * show them (a fixed pattern): the games and their scores from the registry, the moves a won game takes and how often a
 * game is won made up from the game's size.
 */
function sampleResults(engine) {
  const games = engine.GAME_IDS.flatMap((game, g) => {
    const { variants, maxScore } = engine.rulesOf(game);
    return (variants.length > 1 ? variants : [undefined]).map((variant, v) => [
      game,
      maxScore,
      [Math.round(maxScore * 1.2), Math.round(maxScore * 2.4)],
      0.35 + ((g * 3 + v * 5) % 10) * 0.05,
      variant,
    ]);
  });
  let seed = 20261201;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const start = Date.UTC(2026, 10, 9, 18);
  return Array.from({ length: 44 }, (_, i) => {
    const [game, max, [fewest, most], winRate, variant] = games[Math.floor(next() * games.length)];
    const outcome = next() < winRate ? 'won' : next() < 0.7 ? 'lost' : 'abandoned';
    const moves = Math.round(fewest + next() * (most - fewest)) * (outcome === 'won' ? 1 : 0.6);
    return {
      id: `sample-${String(i + 1).padStart(4, '0')}`,
      game,
      ...(variant ? { variant } : {}),
      deal: 1 + Math.floor(next() * 2_000_000_000),
      outcome,
      score: outcome === 'won' ? max : Math.round(max * (0.2 + next() * 0.6)),
      moves: Math.max(1, Math.round(moves)),
      timeMs: Math.round((3 + next() * 17) * 60_000),
      endedAt: new Date(start + i * 11 * 3_600_000 + next() * 3_600_000).toISOString(),
      hintsUsed: next() < 0.3 ? 1 + Math.floor(next() * 4) : 0,
    };
  });
}

async function inLanguage(lang, engine, solver) {
  const { server: serverOptions, browser: browserOptions } = LANGUAGES[lang];
  const server = await startCodeServer({
    vsix: VSIX,
    ...serverOptions,
    languagePack: serverOptions.languagePack?.(),
    settings: { 'workbench.colorTheme': 'Default Dark Modern' },
  });
  const browser = await launchChromium({ ...browserOptions, viewport: WIDE });
  const session = new Session({ lang, nls: LANGUAGES[lang].nls, server, browser, engine, solver });
  try {
    await openWorkbench(browser.page, server);
    for (const scene of scenes) {
      if (scene.readmeOnly && lang !== 'en') continue;
      console.log(`[screenshots] ${lang}: ${scene.name}`);
      await scene.run(session);
    }
  } catch (error) {
    const failed = path.join(REPO, 'test-output', `screenshots-failed-${lang}.png`);
    fs.mkdirSync(path.dirname(failed), { recursive: true });
    await browser.page.screenshot({ path: failed }).catch(() => {});
    throw new Error(`${error.message}\n(the window then: ${failed})`, { cause: error });
  } finally {
    await browser.close();
    await server.stop();
  }
  return session.taken;
}

const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const only = option('--lang') ? [option('--lang')] : Object.keys(LANGUAGES);
// --scene WORD: only the scenes whose name holds WORD (to look at one picture again; commit the pictures of a full run).
const scenes = SCENES.filter((scene) => scene.name.includes(option('--scene') ?? ''));
console.log('[screenshots] packaging the extension (npm run package)…');
execFileSync('npm', ['run', '--silent', 'package'], { cwd: REPO, stdio: 'ignore' });
const [engine, solver] = await Promise.all([loadEngine(), loadSolver()]);
const taken = [];
for (const lang of only) taken.push(...(await inLanguage(lang, engine, solver)));

let tooBig = 0;
for (const file of taken) {
  const bytes = fs.statSync(file).size;
  if (bytes > MAX_BYTES) tooBig++;
  console.log(`${String(bytes).padStart(8)} B  ${path.relative(REPO, file)}${bytes > MAX_BYTES ? `  OVER ${MAX_BYTES} B` : ''}`);
}
if (tooBig) {
  console.error(`[screenshots] ${tooBig} picture(s) over ${MAX_BYTES} bytes: take a smaller part of the window`);
  process.exit(1);
}

#!/usr/bin/env node
// npm run screenshots [-- --lang en|ru]: the README's and the walkthrough's pictures, taken from the packaged extension
// (out/patience.vsix, built first) in a real VS Code (code-server) and Chromium, as a player sees them:
//   media/readme/*.png               the README's (English)
//   media/walkthrough/<lang>/*.png   the walkthrough's steps, in English and in Russian (with the test language pack)
// One VS Code per language runs the SCENES in order (a scene may build on the ones before it: the statistics imported
// first show in every later picture). A scene drives the real UI, language-neutrally (commands by id, piles by index),
// then calls shoot(). To add a picture, add a scene or a shoot() call; pictures must stay under 300 KB (this fails
// otherwise): pick the viewport and the part of the window with that in mind.
// Needs what the e2e tests need (npm run setup:vscode; env VSCODE_TOOLS, CHROMIUM, HEADED=1, KEEP_STATE=1 as there).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { frameWith, launchChromium, openInFileDialog, openWorkbench, runCommand, startCodeServer, until } from '../test/support/code-server.mjs';
import { statisticsExport } from '../test/support/statistics-export.mjs';
import { REPO, Table, VSIX, chooseSetting, loadEngine } from '../test/e2e/support.mjs';
import { highlighted, loadSolver, pressH } from '../test/e2e/solver-play.mjs';
import { russianLanguagePack } from '../test/l10n/language-pack.mjs';

const MAX_BYTES = 300_000;
/** The README's pictures: the whole window. */
const WIDE = { width: 1280, height: 800 };
/** The walkthrough's: the size of a step's picture column, so the table is drawn at the size it is shown. */
const SMALL = { width: 960, height: 600 };

const read = (file) => JSON.parse(fs.readFileSync(path.join(REPO, file), 'utf8'));
const MANIFEST = read('package.json');
const LANGUAGES = {
  en: { nls: read('package.nls.json'), server: {}, browser: {} },
  ru: { nls: read('package.nls.ru.json'), server: { locale: 'ru', languagePack: russianLanguagePack }, browser: { locale: 'ru-RU' } },
};

/**
 * The scenes, in the order they run in each language's VS Code. `readme` pictures are taken in English only.
 * Deals: Spider Three Decks 7 (the solver wins it in 292 moves; the first 40 make a game well under way), Baker's Game 3
 * under the kings rules (winnable; a hint after a few moves).
 */
const SCENES = [
  {
    name: 'statistics imported (shown by every later picture with the sidebar open)',
    async run(s) {
      await s.importStatistics(sampleResults());
      await s.command('workbench.action.closeSidebar');
    },
  },
  {
    name: 'the Patience settings, as they are at first',
    async run(s) {
      await s.openSettings('@ext:patience-dev.patience', Object.keys(MANIFEST.contributes.configuration.properties).length);
      await s.shoot(`media/walkthrough/${s.lang}/settings.png`, { viewport: SMALL, part: '.settings-editor' });
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
      await s.shoot(`media/walkthrough/${s.lang}/start.png`, { viewport: SMALL, part: '.part.editor' });
    },
  },
  {
    name: "Baker's Game with a hint",
    async run(s) {
      const record = await s.openDeal('bakers-game', 3, 'kings');
      await s.playLine(record, 3);
      await s.hint();
      await s.shoot(`media/walkthrough/${s.lang}/play.png`, { viewport: SMALL, part: '.part.editor' });
    },
  },
  {
    name: 'the Statistics sidebar beside the game',
    async run(s) {
      await s.command('patience.showStatistics');
      const stats = await frameWith(s.page, 'patience-stats-view');
      await until('the statistics cards', () => stats.locator('patience-stats-card').count(), (n) => n >= 3);
      // The sidebar and the table's edge: the figures stay legible at the size the walkthrough shows them.
      await s.shoot(`media/walkthrough/${s.lang}/statistics.png`, { viewport: SMALL, clip: { x: 0, y: 0, width: 600, height: SMALL.height } });
    },
  },
  {
    name: "Baker's Game with a hint and the statistics, light theme (README)",
    readmeOnly: true,
    async run(s) {
      await chooseSetting(s.page, s.server, 'workbench.colorTheme', 'Light Modern', 'Light Modern');
      await until('the light theme', () => s.page.locator('.monaco-workbench').getAttribute('class'), (c) => / vs( |$)/.test(c ?? ''));
      await s.command('patience.showStatistics');
      const record = await s.openDeal('bakers-game', 3, 'kings');
      await s.playLine(record, 3);
      await s.hint();
      await s.shoot('media/readme/bakers-game.png', { viewport: WIDE, readme: true });
    },
  },
];

/** Forty-odd results over three weeks, of every game, as a player's sidebar would show them (a fixed pattern). */
function sampleResults() {
  const games = [
    ['spider-three-decks', 144, [240, 360], 0.35], ['cruel', 48, [60, 120], 0.6], ['maze', 48, [110, 190], 0.5],
    ['bakers-game', 52, [85, 130], 0.45, 'kings'], ['pileon', 52, [55, 110], 0.4], ['bakers-game', 52, [80, 120], 0.7, 'any'],
  ];
  let seed = 20261201;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const start = Date.UTC(2026, 10, 9, 18);
  return Array.from({ length: 44 }, (_, i) => {
    const [game, max, [fewest, most], winRate, variant] = games[Math.floor(next() * games.length)];
    const outcome = next() < winRate ? 'won' : next() < 0.7 ? 'lost' : 'abandoned';
    const moves = Math.round(fewest + next() * (most - fewest)) * (outcome === 'won' ? 1 : 0.6);
    return {
      id: `sample-${String(i + 1).padStart(4, '0')}`, game, ...(variant ? { variant } : {}), deal: 1 + Math.floor(next() * 2_000_000_000),
      outcome, score: outcome === 'won' ? max : Math.round(max * (0.2 + next() * 0.6)), moves: Math.max(1, Math.round(moves)),
      timeMs: Math.round((3 + next() * 17) * 60_000), endedAt: new Date(start + i * 11 * 3_600_000 + next() * 3_600_000).toISOString(),
      hintsUsed: next() < 0.3 ? 1 + Math.floor(next() * 4) : 0,
    };
  });
}

/** The game table, found without words: piles by their index in the game's rules, cards by their index in the pile. */
class AnyLanguageTable extends Table {
  game = 'spider-three-decks';

  pile(id) {
    const index = this.engine.rulesOf(this.game).piles.findIndex((p) => p.id === id);
    return this.frame.locator('patience-table patience-pile').nth(index);
  }

  card(id, index) {
    return this.pile(id).locator('patience-card').nth(index);
  }
}

/** One language's VS Code: the scenes' steps and shoot(). */
class Session {
  constructor(lang, server, browser, engine, solver) {
    Object.assign(this, { lang, server, browser, engine, solver, page: browser.page, nls: LANGUAGES[lang].nls });
    this.table = new AnyLanguageTable(this.page, engine);
    this.taken = [];
  }

  /** Runs a command from the palette by its id: a contributed one under its title in this language, or VS Code's own. */
  async command(id) {
    const contributed = MANIFEST.contributes.commands.find((c) => c.command === id);
    const words = (value) => value.replace(/^%(.+)%$/, (_, key) => this.nls[key]);
    const title = contributed ? `${words(contributed.category)}: ${words(contributed.title)}` : VSCODE_COMMANDS[id];
    if (!title) throw new Error(`no palette title known for ${id}`);
    await runCommand(this.page, title);
  }

  /** A new game of `game`, then Select Deal… `deal`; waits until the table shows it. */
  async openDeal(game, deal, variant) {
    const { page, table } = this;
    await this.command(`patience.newGame.${game}`);
    await until(`a new ${game} on the table`, () => table.position(), (p) => p.game === game, 30000);
    table.game = game;
    const ids = await table.frame.locator('patience-table patience-pile').evaluateAll((piles) => piles.map((p) => p.spec.id));
    if (ids.join() !== this.engine.rulesOf(game).piles.map((p) => p.id).join()) throw new Error(`the table's piles are not in the rules' order: ${ids}`);
    // The box asking for the number has a title ("Select Deal: …"), the palette none; tried again if a closing palette
    // or a tab taking the focus closed it.
    const input = page.locator('.quick-input-widget input');
    const title = page.locator('.quick-input-widget .quick-input-title');
    for (let tries = 1; ; tries++) {
      await this.command('patience.selectDeal');
      const asked = await until('the deal number box', async () => (await title.isVisible()) && (await title.innerText()).trim() !== '', Boolean, 10000).then(() => true, () => false);
      if (asked && await input.fill(String(deal), { timeout: 3000 }).then(() => true, () => false)) break;
      if (tries === 3) throw new Error('Select Deal… did not ask for a number');
      await page.keyboard.press('Escape');
    }
    await page.keyboard.press('Enter');
    const record = { game, deal, moves: [], ...(variant ? { variant } : {}) };
    await table.shows(record, 30000);
    return record;
  }

  /** Plays the first `count` moves of the solver's winning line with clicks (the stock with a click on it). */
  async playLine(record, count) {
    const { engine, table } = this;
    const { line } = this.solver.solve(table.expected(record).position, { knowledge: 'full', maxMs: 20000, now: () => performance.now() });
    if (!line || line.length < count) throw new Error(`no winning line of ${count} moves for ${record.game} #${record.deal}`);
    for (const move of line.slice(0, count)) {
      const position = table.expected(record).position;
      if (engine.isAction(move)) await table.pile(engine.rulesOf(record.game).piles.find((p) => p.kind === 'stock').id).click();
      else await table.clickMove(position, move);
      record.moves.push(move);
      await table.shows(record);
    }
  }

  /** H in the tab, until the table shows the hinted move. */
  async hint() {
    await pressH(this.table);
    await until('the hint on the table', () => highlighted(this.table), (h) => h.targets?.length === 1, 30000);
  }

  async importStatistics(results) {
    const file = path.join(this.server.workspace, 'statistics.json');
    fs.writeFileSync(file, statisticsExport(results));
    await this.command('patience.stats.import');
    await openInFileDialog(this.page, file);
    await this.page.locator('.notifications-toasts .notification-toast').first().waitFor({ timeout: 30000 });
    await this.clearNotifications();
  }

  async clearNotifications() {
    const toasts = this.page.locator('.notifications-toasts .notification-toast');
    if (await toasts.count()) await this.command('notifications.clearAll');
    await until('no notification in view', () => toasts.count(), (n) => n === 0);
  }

  /** The Settings editor, searched for `query` (typed into its search box, as a player would), showing `count` settings. */
  async openSettings(query, count) {
    const { page } = this;
    await runCommand(page, 'Preferences: Open User Settings');
    const editor = page.locator('.settings-editor');
    const search = editor.locator('.search-container .monaco-editor');
    await search.waitFor();
    const counted = editor.locator('.settings-count-widget');
    await until(`the settings for ${query}`, async () => {
      if ((await search.locator('.view-lines').innerText({ timeout: 1000 })).trim() !== query) {
        await search.click();
        await page.keyboard.press('Control+a');
        await page.keyboard.type(query);
      }
      // The search box offers to complete what was typed: a click beside it closes that (Esc might close the editor).
      if (await editor.locator('.suggest-widget.visible').count()) await counted.click({ timeout: 1000 });
      return counted.innerText({ timeout: 1000 });
    }, (found) => typeof found === 'string' && Number(/\d+/.exec(found)?.[0]) === count && /\d/.test(found));
    await until('the completions closed', () => editor.locator('.suggest-widget.visible').count(), (n) => n === 0);
  }

  async closeSettings() {
    const { page } = this;
    await until('the Settings editor to close', async () => {
      if (await page.locator('.settings-editor').isVisible()) await page.keyboard.press('Escape');
      await new Promise((resolve) => setTimeout(resolve, 300));
      return page.locator('.settings-editor').isVisible();
    }, (visible) => visible === false);
  }

  /**
   * Writes a screenshot of the window (or of `part`, a CSS selector, or of the `clip` rectangle) at `viewport`: no
   * notification, no hover, every card picture loaded. `readme` pictures are taken in English only.
   */
  async shoot(file, { viewport, part, clip, readme = false }) {
    if (readme && this.lang !== 'en') return;
    const { page } = this;
    await page.setViewportSize(viewport);
    await this.clearNotifications();
    await page.mouse.move(viewport.width - 2, viewport.height / 2);
    // The game tab's page, if one is open, draws its cards again at the new size.
    const frames = await Promise.all(page.frames().map(async (f) => ((await f.locator('patience-table').count().catch(() => 0)) ? f : null)));
    for (const frame of frames.filter(Boolean)) {
      await until('every card drawn, its picture loaded, nothing moving', () => frame.locator('patience-table').evaluate((t) => {
        const cards = [...t.shadowRoot.querySelectorAll('patience-pile')].flatMap((p) => [...p.shadowRoot.querySelectorAll('patience-card')]);
        const images = cards.flatMap((c) => [...(c.shadowRoot ?? c).querySelectorAll('img')]);
        return images.every((i) => i.complete) && cards.every((c) => c.getAnimations().length === 0);
      }), (settled) => settled === true);
    }
    await new Promise((resolve) => setTimeout(resolve, 700));   // the workbench's own layout after the resize
    const out = path.join(REPO, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await (part ? page.locator(part).first().screenshot({ path: out }) : page.screenshot({ path: out, clip }));
    this.taken.push(out);
    console.log(`[screenshots] ${file}`);
  }
}

/** VS Code's own commands the scenes run, under their palette titles (VS Code stays English with the test pack). */
const VSCODE_COMMANDS = {
  'workbench.action.closeSidebar': 'View: Close Primary Side Bar',
  'notifications.clearAll': 'Notifications: Clear All Notifications',
};

async function inLanguage(lang, engine, solver) {
  const { server: serverOptions, browser: browserOptions } = LANGUAGES[lang];
  const server = await startCodeServer({
    vsix: VSIX, ...serverOptions, languagePack: serverOptions.languagePack?.(),
    settings: { 'workbench.colorTheme': 'Default Dark Modern' },
  });
  const browser = await launchChromium({ ...browserOptions, viewport: WIDE });
  const session = new Session(lang, server, browser, engine, solver);
  try {
    await openWorkbench(browser.page, server);
    for (const scene of SCENES) {
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

const only = process.argv.includes('--lang') ? [process.argv[process.argv.indexOf('--lang') + 1]] : Object.keys(LANGUAGES);
console.log('[screenshots] packaging the extension (npm run package)…');
execFileSync('npm', ['run', '--silent', 'package'], { cwd: REPO, stdio: 'ignore' });
const [engine, solver] = await Promise.all([loadEngine(), loadSolver()]);
const taken = [];
for (const lang of only) taken.push(...await inLanguage(lang, engine, solver));

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

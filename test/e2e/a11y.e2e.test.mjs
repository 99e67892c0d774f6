// Issue 23, item 15, accessibility proven: axe-core, injected into the extension's webviews in a real VS Code
// (code-server + Chromium), finds no serious or critical violation on the game tab of every game, a won game with its
// result panel, the rules page, the list of keys, the Statistics view and the replay tab, in the light, dark and high
// contrast themes. Each game's tab is scanned in one theme a run, the themes taking the games in turn
// (test/support/game-sample.cjs: PATIENCE_GAME_SAMPLE=all scans every game in every theme); the other pages in every
// theme. One server and one browser for the whole file; a test per theme.
//
//   npm run test:e2e   (or: npm run package && node --test test/e2e/a11y.e2e.test.mjs)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  GAMES,
  NEW_GAME_COMMAND,
  REPO,
  loadEngine,
  openSession,
  paletteInput,
  runCommand,
  screenshotOnFailure,
  tab,
  until,
} from './support.mjs';
import { sampleNote, sharesOf } from '../support/game-sample.cjs';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WINNING_LINE = JSON.parse(fs.readFileSync(path.join(REPO, 'test/e2e/data/bakers-game-1-any.json'), 'utf8'));
/** VS Code's themes by their names in the Color Theme picker: the class each gives a webview's body, and the workbench. */
const THEMES = {
  'Light Modern': ['vscode-light', 'vs'],
  'Dark Modern': ['vscode-dark', 'vs-dark'],
  'Dark High Contrast': ['vscode-high-contrast', 'hc-black'],
};
const BLOCKING = ['serious', 'critical'];

describe('Accessibility: axe-core on every page of the extension (code-server + Chromium)', { timeout: 600000 }, () => {
  let session, page, table;
  /** Each page's violations per theme, for the summary printed at the end: { theme: { page: [violation] } }. */
  const found = {};

  before(async () => {
    console.log(sampleNote());
    const engine = await loadEngine();
    // The first theme from the start (then the picker has nothing to do).
    const settings = {
      'workbench.colorTheme': 'Default Light Modern',
      'patience.confirmAbandon': false,
      'patience.winnableDealsOnly': false,
      'patience.bakersGame.rules': 'any',
      'patience.showWinnability': true,
    };
    session = await openSession(settings, engine);
    ({ page, table } = session);
    // No card in flight while axe measures the colours under it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  after(async () => {
    for (const [theme, pages] of Object.entries(found)) {
      for (const [name, violations] of Object.entries(pages)) {
        const blocking = violations.filter((v) => BLOCKING.includes(v.impact));
        console.log(
          `axe ${theme} / ${name}: ${blocking.length} serious or critical (${violations.length} in all)${violations
            .map(
              (v) =>
                `\n  ${v.impact} ${v.id} ×${v.nodes.length}: ${v.nodes
                  .slice(0, 3)
                  .map((n) => n.target.join(' > '))
                  .join(' | ')}${v.nodes[0]?.summary ? `\n    ${v.nodes[0].summary.replace(/\n/g, ' ')}` : ''}`,
            )
            .join('')}`,
        );
      }
    }
    await session?.close();
  });

  const uiTest = screenshotOnFailure(test, () => page, 'a11y-');

  /** The inner frame of the visible webview whose page has `selector` (a game tab, the replay tab, the Statistics view). */
  async function frameWith(selector) {
    return until(
      `a webview with ${selector}`,
      async () => {
        for (const iframe of await page.locator('iframe.webview.ready:visible').all()) {
          const inner = await (
            await iframe
              .contentFrame()
              .locator('#active-frame')
              .elementHandle({ timeout: 1000 })
              .catch(() => null)
          )?.contentFrame();
          if (inner && (await inner.locator(selector).count())) return inner;
        }
        return null;
      },
      (frame) => typeof frame?.locator === 'function',
      30000,
    );
  }

  /**
   * axe-core's violations on the page of `frame`. Injected once per page by Playwright's evaluate, which goes through the
   * DevTools protocol: the page's CSP, which refuses any script of ours, does not govern it.
   */
  async function axe(frame, theme, name) {
    await until(
      `the ${theme} theme in ${name}`,
      () => frame.locator('body').getAttribute('class'),
      (c) => typeof c === 'string' && c.split(' ').includes(THEMES[theme][0]),
    );
    if (!(await frame.evaluate(() => typeof window.axe === 'object'))) await frame.evaluate(AXE);
    const violations = await frame.evaluate(async () =>
      (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary })),
      })),
    );
    (found[theme] ??= {})[name] = violations;
    return violations.filter((v) => BLOCKING.includes(v.impact));
  }

  /**
   * Picks `theme` in the Color Theme picker (each scan then waits for its class on the page's body). Its themes come a
   * moment after it opens (a filter typed before them matches nothing), and a tab that takes the focus closes it: it is
   * opened again until the workbench wears the theme.
   */
  async function chooseTheme(theme) {
    const input = page.locator('.quick-input-widget input');
    const row = page.locator('.quick-input-list .monaco-list-row', {
      has: page.locator('.label-name', { hasText: new RegExp(`^${theme}$`) }),
    });
    const worn = async () =>
      !(await input.isVisible()) && (await page.locator('.monaco-workbench').getAttribute('class')).split(' ').includes(THEMES[theme][1]);
    await until(
      `${theme} on the workbench`,
      async () => {
        if (await worn()) return true;
        if (await input.isVisible()) await page.keyboard.press('Escape');
        await runCommand(page, 'Preferences: Color Theme');
        await until(
          'the Color Theme picker',
          () => input.getAttribute('placeholder'),
          (text) => /Color Theme/.test(text),
          5000,
        );
        await until(
          'its themes',
          () => page.locator('.quick-input-list .monaco-list-row').count(),
          (n) => n > 3,
          5000,
        );
        await input.fill(theme);
        await row.click({ timeout: 3000 });
        return until('the theme', worn, Boolean, 3000);
      },
      (done) => done === true,
      60000,
    );
  }

  async function newGame(game) {
    await runCommand(page, `Patience: ${NEW_GAME_COMMAND[game]}`);
    await until(
      `a new ${GAMES[game]} on the table`,
      () => table.header(),
      (h) => h.heading?.startsWith(GAMES[game]) && h.moves === 0,
      60000,
    );
  }

  const shares = sharesOf(Object.keys(GAMES), Object.keys(THEMES).length);
  for (const [t, theme] of Object.keys(THEMES).entries()) {
    uiTest(
      `${theme}: no serious or critical violation on the game tab of ${shares[t].map((game) => GAMES[game]).join(', ')}, a won game, the rules, the keys, the statistics and the replay`,
      async () => {
        await chooseTheme(theme);
        const blocking = {};
        for (const game of shares[t]) {
          await newGame(game);
          blocking[`game tab: ${GAMES[game]}`] = await axe(await frameWith('patience-app'), theme, `game tab: ${GAMES[game]}`);
        }
        // Won, with the result panel over the table.
        await newGame('bakers-game');
        await paletteInput(page, 'Patience: Select Deal…', /^Select Deal: Baker's Game/, String(WINNING_LINE.deal), () =>
          tab(page, `Baker's Game #${WINNING_LINE.deal}`).isVisible(),
        );
        await table.shows({ ...WINNING_LINE, moves: [] });
        await table.playMoves(WINNING_LINE.moves);
        await table.frame.locator('patience-result-panel h2').waitFor({ timeout: 30000 });
        blocking["game tab: Baker's Game, won"] = await axe(await frameWith('patience-app'), theme, "game tab: Baker's Game, won");
        // The won game's rules page and list of keys, each opened by its toolbar button.
        for (const [button, panel, name] of [
          ['Rules', 'patience-rules-panel', 'rules page'],
          ['?', 'patience-keys-panel', 'list of keys'],
        ]) {
          await table.frame.locator('patience-header button', { hasText: button }).click();
          await table.frame.locator(panel).waitFor();
          blocking[name] = await axe(await frameWith(panel), theme, name);
          await table.frame.locator(panel).locator('button').click();
          await table.frame.locator(panel).waitFor({ state: 'detached' });
        }
        await runCommand(page, 'Patience: Show Statistics');
        blocking['statistics view'] = await axe(await frameWith('patience-stats-view patience-stats-card'), theme, 'statistics view');
        // Left open: the next theme is picked while it has the focus (the game tab, shown again, would take it and close
        // the picker), and the next Replay Last Game reveals it.
        await runCommand(page, 'Patience: Replay Last Game');
        blocking['replay tab'] = await axe(await frameWith('patience-replay patience-table'), theme, 'replay tab');

        assert.deepEqual(
          Object.fromEntries(
            Object.entries(blocking).map(([name, list]) => [name, list.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}: ${v.help}`)]),
          ),
          Object.fromEntries(Object.keys(blocking).map((name) => [name, []])),
        );
      },
    );
  }
});

// End to end, issue 23's "every word on the table is true" in a real VS Code (code-server + Chromium, the packaged
// .vsix): after a win with help (Show Me How played the end), the result panel, the sidebar's totals and its Last
// games all say "with help", never "You won!" or a green "Won"; and Show Me How on a fresh winnable Spider Three
// Decks deal (the visible cards prove nothing there) plays a move, a line proved with full knowledge.
//
//   npm run --silent package && node --test test/e2e/result-words.e2e.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { frameWith } from '../support/workbench.mjs';
import { OUT, REPO, loadEngine, openSession, runCommand, screenshotOnFailure, until } from './support.mjs';
import { openDeal, solverBar } from './solver-play.mjs';

/** Baker's Game #1 under the "any" rules, won (test/e2e/data): the player plays all but the end. */
const WINNING_LINE = JSON.parse(fs.readFileSync(path.join(REPO, 'test/e2e/data/bakers-game-1-any.json'), 'utf8'));
const LEFT_TO_SHOW = 4;
const WITH_HELP = 'Won with help — not counted as a win';

describe('Every word on the table is true (code-server + Chromium)', { timeout: 300000 }, () => {
  let page, table, engine, session;
  before(async () => {
    engine = await loadEngine();
    session = await openSession({ 'workbench.colorTheme': 'Default Light Modern', 'patience.confirmAbandon': false, 'patience.bakersGame.rules': 'any', 'patience.winnableDealsOnly': false }, engine);
    ({ page, table } = session);
  });

  after(() => session?.close());

  const uiTest = screenshotOnFailure(test, () => page, 'result-words-');

  uiTest('a win with help: the result panel, the totals and Last games all say "with help"', async () => {
    const record = await openDeal(table, 'bakers-game', 1, 'any');
    const played = WINNING_LINE.moves.slice(0, -LEFT_TO_SHOW);
    await table.playMoves(played);
    await table.shows({ ...record, moves: played });
    // Show Me How plays the rest: the game is assisted.
    await runCommand(page, 'Patience: Show Me How');
    const panel = table.frame.locator('patience-result-panel');
    const title = panel.locator('h2');
    await title.waitFor({ timeout: 60000 });
    assert.equal(await title.textContent(), WITH_HELP);
    assert.equal(engine.status(await table.position()), 'won');
    await page.screenshot({ path: path.join(OUT, 'result-words-assisted-panel.png') });

    await runCommand(page, 'Patience: Show Statistics');
    const frame = await frameWith(page, 'patience-stats-view');
    const said = () => frame.locator('patience-stats-view').evaluate((view) => {
      const card = view.shadowRoot.querySelector('patience-stats-card');
      const figures = Object.fromEntries([...card.shadowRoot.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt').textContent.trim(), d.querySelector('dd').textContent.trim()]));
      const recent = card.shadowRoot.querySelector('patience-stats-recent')?.shadowRoot.querySelector('li .line span:last-child');
      return { figures, last: recent ? { text: recent.textContent.trim(), className: recent.className } : null };
    });
    const shown = await until('the win in the statistics', said, (s) => s?.figures['Won with help'] === '1' && s.last !== null, 30000);
    assert.equal(shown.figures.Won, '0');
    assert.deepEqual(shown.last, { text: 'Won with help', className: 'assisted' });
    await page.screenshot({ path: path.join(OUT, 'result-words-assisted-statistics.png') });
  });

  uiTest('Show Me How on a fresh winnable Spider Three Decks deal plays a move (a line proved with full knowledge)', async () => {
    // Deal 3: winnable, proved with full knowledge in well under a second; nothing is proved from its visible cards.
    const record = await openDeal(table, 'spider-three-decks', 3);
    await runCommand(page, 'Patience: Show Me How');
    const moved = await until('the first move of the solution', () => table.header(), (h) => h.moves >= 1, 60000);
    assert.ok(moved.moves >= 1);
    // Each move named as it is played (once it has landed), not only counted.
    const bar = await until('the move named on the solver line', () => solverBar(table), (b) => /^(Move|Deal) .*\(move \d+ of \d+\)$/.test(b.message ?? ''), 30000);
    assert.notEqual(bar.message, 'No win is known from this position.');
    await page.screenshot({ path: path.join(OUT, 'result-words-spider-show-me.png') });
    await runCommand(page, 'Patience: Show Me How'); // pause
    assert.equal(record.game, 'spider-three-decks');
  });
});

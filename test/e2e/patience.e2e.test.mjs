// End to end: the packaged .vsix installed in a real VS Code (code-server), the workbench in Debian Chromium,
// a player's mouse and keyboard: the palette, Select Deal…, moves by mouse and keyboard, a window reload, a setting
// changed live and a game won through the UI. One server and one browser for the whole file; the tests run in order
// and build on each other (the game dealt in one is played in the next), as a player's session would. How the table
// looks and moves (motion, themes, card styles, the walkthrough) is appearance.e2e.test.mjs's, in a VS Code of its own.
//
//   npm run test:e2e       (packages out/patience.vsix first; env: VSIX, HEADED=1, KEEP_STATE=1, CHROMIUM)
// Screenshots go to test-output/e2e/ (gitignored).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { reloadWindow } from '../support/code-server.mjs';
import {
  OUT,
  REPO,
  assertQuietConsole,
  chooseSetting,
  loadEngine,
  openSession,
  paletteInput,
  screenshotOnFailure,
  tab,
  until,
} from './support.mjs';

// A winning line for Baker's Game deal 1 under the `any` rules, found with the project's solver
// (`npm run patience -- solve bakers-game 1 --variant any --line`) and checked with `npm run patience -- replay`.
const WINNING_LINE = JSON.parse(fs.readFileSync(path.join(REPO, 'test/e2e/data/bakers-game-1-any.json'), 'utf8'));

describe('Patience in VS Code (code-server + Chromium)', { timeout: 600000 }, () => {
  let server, page, table, engine, consoleMessages;
  /** The Baker's Game (kings) deal 1 record the tests play, move by move. */
  const kings = { game: 'bakers-game', variant: 'kings', deal: 1, moves: [] };

  let session;
  before(async () => {
    engine = await loadEngine();
    // Any deal, at once (table.e2e.test.mjs plays with the default, winnable deals).
    session = await openSession({ 'workbench.colorTheme': 'Default Dark Modern', 'patience.winnableDealsOnly': false }, engine);
    ({ server, page, table, consoleMessages } = session);
  });

  after(() => session?.close());

  const uiTest = screenshotOnFailure(test, () => page);

  uiTest('"New Game…" from the command palette opens the game tab with a fresh deal', async () => {
    const input = await paletteInput(page, 'Patience: New Game…', /Patience: New Game/);
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Pileon' }).waitFor();
    await input.fill('Baker');
    await page.keyboard.press('Enter');
    await tab(page, /^Baker's Game #\d+$/).waitFor({ timeout: 30000 });
    await table.frame.locator('patience-card').first().waitFor({ timeout: 30000 });
    assert.equal(await table.frame.locator('patience-card').count(), 52);
    const header = await table.header();
    assert.equal(header.heading, "Baker's Game (kings only)");
    assert.match(header.deal, /^Deal \d+$/);
    assert.equal(header.moves, 0);
    const deal = Number(header.deal.slice(5));
    await table.shows({ game: 'bakers-game', variant: 'kings', deal, moves: [] });
    assert.equal(await page.locator('.tabs-container .tab').count(), 1);
  });

  uiTest('"Select Deal…" refuses 0 with the error in the box, then deals 1', async () => {
    const input = await paletteInput(page, 'Patience: Select Deal…', /^Select Deal: Baker's Game/, '0');
    const message = page.locator('.quick-input-widget .quick-input-message');
    await until(
      'the error under the box',
      () => message.innerText(),
      (text) => /There is no deal 0\. Enter a deal number from 1 to 2147483647\./.test(text),
    );
    await page.keyboard.press('Enter');
    assert.ok(await input.isVisible(), 'Enter on a bad number closed the box');
    await input.fill('abc');
    await until(
      'the error under the box',
      () => message.innerText(),
      (text) => /"abc" is not a whole number/.test(text),
    );
    await input.fill('1');
    await page.keyboard.press('Enter');
    await tab(page, "Baker's Game #1").waitFor();
    await table.shows(kings);
    assert.equal((await table.header()).deal, 'Deal 1');
    await page.screenshot({ path: path.join(OUT, 'select-deal-1.png') });
  });

  uiTest('mouse: drag and drop, click to pick up then click to drop, double-click', async () => {
    const play = async (how, move) => {
      const before = table.expected(kings).position;
      await table[how](before, move);
      kings.moves.push(move);
      await table.shows(kings);
    };
    await play('drag', { from: 'tableau-1', to: 'freecell-1' });
    assert.match(await table.pile('freecell-1').getAttribute('aria-label'), /^free cell 1, 1 card: six of spades$/);
    await play('clickMove', { from: 'tableau-3', to: 'freecell-2' });
    assert.match(await table.announcement(), /^Moved two of hearts from tableau 3 to free cell 2\./);

    await table.doubleClickTop('tableau-6'); // Baker's Game: the top card goes to the first empty free cell
    kings.moves.push({ from: 'tableau-6', to: 'freecell-3' });
    await table.shows(kings);

    // Nine of clubs onto the six of hearts: not a legal target, the card goes back and nothing changes.
    await table.drag(table.expected(kings).position, { from: 'tableau-2', to: 'tableau-4' });
    await page.waitForTimeout(400);
    await table.shows(kings);
    await page.screenshot({ path: path.join(OUT, 'mouse-moves.png') });
  });

  uiTest("keyboard: arrows and Enter inside the webview, Ctrl+Z / Ctrl+Y through VS Code's keybindings", async () => {
    // The last drag left the keyboard focus on tableau 2: the arrows walk along the row to tableau 6.
    const focused = async () => (await table.focusPath()).slice(2, 4).join(' / ');
    for (let i = 0; i < 8 && !/^tableau 6,/.test(await focused()); i++)
      await page.keyboard.press(/^tableau [7-8],/.test(await focused()) ? 'ArrowLeft' : 'ArrowRight');
    await until('the focus on tableau 6', focused, (f) =>
      /^tableau 6, 5 cards.* \/ two of clubs, face up, tableau 6, card 5 of 5$/.test(f),
    );
    await page.keyboard.press('Enter');
    await until(
      'the two of clubs picked up',
      () => table.announcement(),
      (t) => t === 'Picked up two of clubs. Choose a pile.',
    );
    await page.keyboard.press('ArrowUp'); // tableau 6 → foundation 2, above it
    await until('the focus on foundation 2', focused, (f) => f.startsWith('foundation 2, empty'));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await until('the focus on free cell 4', focused, (f) => f.startsWith('free cell 4, empty'));
    await page.keyboard.press('Enter');
    // The two goes to the cell, and the aces it uncovered (and the two after them) go home on their own.
    kings.moves.push({ from: 'tableau-6', to: 'freecell-4' });
    await table.shows(kings);
    assert.equal((await table.header()).score, '3/52');

    // Esc puts picked-up cards back.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await until(
      'cards picked up',
      () => table.frame.locator('patience-card[aria-pressed="true"]').count(),
      (n) => n > 0,
    );
    await page.keyboard.press('Escape');
    await until(
      'nothing picked up',
      () => table.frame.locator('patience-card[aria-pressed="true"]').count(),
      (n) => n === 0,
    );
    assert.equal(await table.announcement(), 'Put back.');

    // VS Code's own keys, pressed inside the webview, reach the extension's commands and come back to the table.
    await page.keyboard.press('Control+z');
    await table.shows({ ...kings, moves: kings.moves.slice(0, -1) });
    await page.keyboard.press('Control+z');
    await table.shows({ ...kings, moves: kings.moves.slice(0, -2) });
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+Shift+z');
    await table.shows(kings);
  });

  uiTest('reloading the window mid-game brings the tab back at the same move', async () => {
    await reloadWindow(page);
    await tab(page, "Baker's Game #1").waitFor({ timeout: 30000 });
    await table.shows(kings, 30000);
    // The restored tab is live: the next move is played and kept.
    const next = engine.legalMoves(table.expected(kings).position).find((m) => !engine.isAction(m) && m.to.startsWith('tableau'));
    assert.ok(next, 'no legal tableau move');
    await table.clickMove(table.expected(kings).position, next);
    kings.moves.push(next);
    await table.shows(kings);
  });

  uiTest('the won panel: Baker\'s Game deal 1 under the "any" rules, its opening and end game played through the mouse', async () => {
    // A settings change reaches the running extension: the next deal uses the new rules.
    await chooseSetting(page, server, 'patience.bakersGame.rules', 'Any card', 'any');
    await paletteInput(page, 'Patience: Select Deal…', /^Select Deal: Baker's Game/, '1');
    // The game in progress has moves: VS Code asks before it is thrown away.
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /Abandon Baker's Game #1\?/);
    await dialog.locator('.monaco-button', { hasText: 'Abandon and Deal' }).click();
    const won = { ...WINNING_LINE, moves: [] };
    await until(
      'the any-rules table',
      () => table.header(),
      (h) => h.heading === "Baker's Game (any card on an empty column)" && h.moves === 0,
    );
    await table.shows(won);

    // Through the mouse: the opening and the end game, mostly click-click (quick), every fourth move a drag, with
    // every run move of the line (2, 3 and 4 cards, through free cells and onto an empty column). The middle of the
    // line (moves MOUSE_OPENING to MOUSE_END_GAME) goes in as the table's own move events: a move through the mouse
    // costs a second or more in CI, and those moves add nothing the others do not test.
    const MOUSE_OPENING = 12;
    const MOUSE_END_GAME = 56;
    for (const [i, move] of WINNING_LINE.moves.entries()) {
      const before = table.expected(won).position;
      if (i >= MOUSE_OPENING && i < MOUSE_END_GAME) await table.playMoves([move]);
      else await table[i % 4 === 3 ? 'drag' : 'clickMove'](before, move);
      won.moves.push(move);
      if (i < MOUSE_OPENING || i >= MOUSE_END_GAME - 1) await table.shows(won);
    }
    assert.equal(table.expected(won).status, 'won');
    const panel = table.frame.locator('patience-result-panel');
    await panel.locator('h2', { hasText: 'You won!' }).waitFor();
    const figures = await panel.evaluate((el) => [...el.shadowRoot.querySelectorAll('dd')].map((d) => d.textContent.trim()));
    assert.deepEqual(figures.slice(1), [String(WINNING_LINE.moves.length), '52/52']);
    await page.screenshot({ path: path.join(OUT, 'bakers-game-1-any-won.png') });
  });

  uiTest('the browser console shows no CSP violation and no error from the extension', async () => {
    await assertQuietConsole(table, server, consoleMessages);
  });
});

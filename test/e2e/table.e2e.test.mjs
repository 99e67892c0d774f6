// End to end, the table a new player meets in a real VS Code (code-server + Chromium, the packaged .vsix, default
// settings): the keyboard works from the first key (the focus is in the table after New Game, and Tab from the
// toolbar reaches it), a hint does not move the table, and a fresh Cruel deal is dealt winnable, with no Finish at
// move 0, and Show Me How (at 8x, chosen on its bar) stopped in the end game leaves Finish, which wins with help (the
// result panel, the sidebar's totals and Last games all say so; the replay marks the moves Show Me How and Finish
// played), and deal links work in a browser VS Code. One server and one browser for the
// whole file; the tests run in order.
//
//   npm run test:e2e       (packages out/patience.vsix first; env: VSIX, HEADED=1, KEEP_STATE=1, CHROMIUM)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  GAMES,
  NEW_GAME_COMMAND,
  OUT,
  assertQuietConsole,
  loadEngine,
  openSession,
  runCommand,
  screenshotOnFailure,
  tab,
  until,
} from './support.mjs';
import { stopShowInEndGame } from './solver-play.mjs';
import { frameWith } from '../support/workbench.mjs';

describe('The table in VS Code, default settings (code-server + Chromium)', { timeout: 300000 }, () => {
  let server, page, table, engine, consoleMessages, session;
  // Only the theme and the abandon question differ from a new player's settings: winnable deals, no light.
  const settings = { 'workbench.colorTheme': 'Default Dark Modern', 'patience.confirmAbandon': false };

  before(async () => {
    engine = await loadEngine();
    session = await openSession(settings, engine);
    ({ server, page, table, consoleMessages } = session);
  });

  after(() => session?.close());

  const uiTest = screenshotOnFailure(test, () => page, 'table-');

  /** Where the keyboard focus is: whether the webview's page has it, and the accessible names down to the focused element. */
  const focus = () =>
    table.frame.locator('patience-app').evaluate(() => {
      const names = [];
      for (let el = document.activeElement; el; el = el.shadowRoot?.activeElement)
        names.push(el.getAttribute('aria-label') ?? el.localName);
      return { pageHasFocus: document.hasFocus(), names };
    });
  const inTable = (f) => f.pageHasFocus && f.names.some((n) => / table$/.test(n)) && /, card \d+ of \d+$/.test(f.names.at(-1));

  /** The solver's line: the kind of deal, the message, the buttons. */
  const bar = () =>
    table.frame.locator('patience-app').evaluate((app) => {
      const root = app.shadowRoot.querySelector('patience-solver-bar')?.shadowRoot;
      return {
        kind: root?.querySelector('.kind')?.textContent ?? '',
        message: root?.querySelector('.message')?.textContent ?? '',
        buttons: [...(root?.querySelectorAll('button') ?? [])].map((b) => b.textContent),
      };
    });

  async function newGame(game) {
    await runCommand(page, `Patience: ${NEW_GAME_COMMAND[game]}`);
    return until(
      `a new ${GAMES[game]} on the table`,
      () => table.header(),
      (h) => h.heading?.startsWith(GAMES[game]) && h.moves === 0,
      60000,
    );
  }

  uiTest('after New Game the focus is in the table, and the first arrow key moves it there', async () => {
    await newGame('bakers-game');
    const first = await until('the focus in the table', focus, inTable);
    assert.match(first.names.at(-1), /, tableau 1, card \d+ of \d+$/);
    await page.keyboard.press('ArrowRight');
    const next = await until('the focus on the next column', focus, (f) => inTable(f) && f.names.at(-1) !== first.names.at(-1));
    assert.match(next.names.at(-1), /, tableau 2, card \d+ of \d+$/);
    await page.screenshot({ path: path.join(OUT, 'table-focus.png') });
  });

  uiTest('back on the game tab from another editor, the focus is in the table again', async () => {
    await runCommand(page, 'File: New Untitled Text File');
    await page.locator('.monaco-editor.focused').waitFor();
    await tab(page, /^Baker's Game #\d+$/).click();
    await until('the focus back in the table', focus, inTable);
    await page.keyboard.press('ArrowLeft');
    await until('the arrow keys working', focus, (f) => inTable(f) && /, tableau 1, card \d+ of \d+$/.test(f.names.at(-1)));
  });

  uiTest('Tab from the toolbar reaches the table, Shift+Tab goes back', async () => {
    await table.frame.locator('patience-header button', { hasText: 'Rules' }).focus();
    let reached = null;
    // Past the toolbar's last button (?) and the solver's line (Finish) if it shows one.
    for (let tabs = 0; tabs < 4 && !reached; tabs++) {
      await page.keyboard.press('Tab');
      const now = await focus();
      if (inTable(now)) reached = now;
    }
    assert.ok(reached, 'Tab never reached the table');
    await page.keyboard.press('Shift+Tab');
    const back = await until('the focus out of the table', focus, (f) => f.pageHasFocus && !f.names.some((n) => / table$/.test(n)));
    assert.ok(back.names.includes('patience-header') || back.names.includes('patience-solver-bar'), back.names.join(' / '));
  });

  uiTest("a hint leaves the table's box where it was (no layout shift)", async () => {
    const box = await table.frame.locator('patience-table').boundingBox();
    await table.frame.locator('patience-app').evaluate(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((e) => e.value))).observe({ type: 'layout-shift' });
    });
    await table.frame.locator('patience-header h1').click();
    await page.keyboard.press('h');
    await until('the hint', bar, (b) => b.message && b.message !== 'Thinking…', 20000);
    assert.deepEqual(await table.frame.locator('patience-table').boundingBox(), box);
    await until(
      'the hint drawn on the table',
      () => table.frame.locator('patience-hint-arrow').evaluate((a) => a.shadowRoot.querySelectorAll('path').length),
      (n) => n > 0,
    );
    assert.deepEqual(await table.frame.locator('patience-table').boundingBox(), box);
    assert.deepEqual(await table.frame.locator('patience-app').evaluate(() => window.__shifts), []);
    await page.screenshot({ path: path.join(OUT, 'table-hint.png') });
  });

  uiTest(
    'a fresh Cruel deal (default settings) is dealt winnable with no Finish at move 0; Show Me How at 8x stopped in the end game leaves Finish, which wins, each move gliding, with the celebration',
    async () => {
      await newGame('cruel');
      const proved = await until('the deal proved winnable', bar, (b) => b.kind === 'Winnable deal', 30000);
      assert.ok(!proved.buttons.includes('Finish'), `no Finish at move 0 (buttons: ${proved.buttons})`);
      // The replay's speeds on Show Me How's bar: 8x, kept in the settings for the games after.
      const showing = stopShowInEndGame(table);
      const speed = table.frame.locator('patience-solver-bar select');
      await speed.waitFor({ timeout: 60000 });
      await speed.selectOption('8');
      await page.screenshot({ path: path.join(OUT, 'table-show-me-8x.png') });
      const { total } = await showing;
      assert.ok(total > 10, `Show Me How played a long line (${total} moves)`);
      await table.frame.locator('patience-solver-bar button', { hasText: 'Finish' }).click();
      await until(
        "Finish's moves gliding",
        () => table.runningAnimations(),
        (n) => n > 0,
        30000,
      );
      // The cascade over the table, then the result panel: Show Me How played most of it, so the win is one with help
      // (Finish's moves alone would have kept it the player's).
      await table.frame.locator('patience-app canvas').waitFor({ state: 'attached', timeout: 120000 });
      await page.screenshot({ path: path.join(OUT, 'table-finish-celebration.png') });
      await table.frame
        .locator('patience-result-panel h2', { hasText: 'Won with help — not counted as a win' })
        .waitFor({ timeout: 120000 });
      assert.equal(await table.frame.locator('patience-app canvas').count(), 0);
      assert.equal(engine.status(await table.position()), 'won');
      const header = await table.header();
      assert.equal(header.score, '48/48');
      assert.ok(header.moves > 20, `the whole deal was played (${header.moves} moves)`);
      await page.screenshot({ path: path.join(OUT, 'table-finish-won.png') });

      // Every surface tells the same story of that win: the sidebar's totals and its Last games say "with help" too,
      // never a green "Won".
      await runCommand(page, 'Patience: Show Statistics');
      const frame = await frameWith(page, 'patience-stats-view');
      const said = () =>
        frame.locator('patience-stats-view').evaluate((view) => {
          const card = view.shadowRoot.querySelector('patience-stats-card');
          const figures = Object.fromEntries(
            [...card.shadowRoot.querySelectorAll('dl > div')].map((d) => [
              d.querySelector('dt').textContent.trim(),
              d.querySelector('dd').textContent.trim(),
            ]),
          );
          const recent = card.shadowRoot.querySelector('patience-stats-recent')?.shadowRoot.querySelector('li .line span:last-child');
          return { figures, last: recent ? { text: recent.textContent.trim(), className: recent.className } : null };
        });
      // Until the view has drawn its card, `said` fails and `until` hands over { error }: no figures yet, so wait on.
      const shown = await until('the win in the statistics', said, (s) => s?.figures?.['Won with help'] === '1' && s.last !== null, 30000);
      assert.equal(shown.figures.Won, '0');
      assert.deepEqual(shown.last, { text: 'Won with help', className: 'assisted' });
      await page.screenshot({ path: path.join(OUT, 'table-assisted-statistics.png') });

      // The replay marks the moves the player did not play: Show Me How's, then Finish's to the end.
      await runCommand(page, 'Patience: Replay Last Game');
      const replay = await frameWith(page, 'patience-replay patience-replay-moves');
      const tags = await until(
        'the moves tagged in the replay',
        () =>
          replay
            .locator('patience-replay-moves')
            .evaluate((list) => [...list.shadowRoot.querySelectorAll('li')].map((li) => li.querySelector('.by')?.textContent ?? '')),
        (t) => Array.isArray(t) && t.length > 1,
        30000,
      );
      assert.equal(tags.at(-1), 'Finish');
      assert.ok(tags.includes('Show me'), `Show Me How's moves tagged (${tags.join(',')})`);
      assert.equal(tags.indexOf('Finish'), tags.lastIndexOf('Show me') + 1, 'Finish took over where Show Me How stopped');
      await page.screenshot({ path: path.join(OUT, 'table-replay-marks.png') });
    },
  );

  // Deal links in a browser VS Code (no clipboard permission at first): Open Deal Link… opens its box at once and
  // empty, with no "Unable to read from the browser's clipboard" error (the workbench shows that error, sticky, when a
  // read of the browser's clipboard is refused, and holds the read until it is dismissed); Copy Deal Link puts the
  // deal's name and a vscode:// link on the clipboard, which the box then takes.
  const notifications = () =>
    page.locator('.notifications-toasts .notification-toast, .notifications-center .notification-list-item').allInnerTexts();
  const linkBoxTitle = () => page.locator('.quick-input-widget .quick-input-title').innerText({ timeout: 1000 });
  const linkBox = () => page.locator('.quick-input-widget input');

  uiTest('Open Deal Link… opens its box, empty, and no error about the clipboard appears', async () => {
    await runCommand(page, 'Patience: Open Deal Link…');
    await until('the Open Deal Link box', linkBoxTitle, (t) => t === 'Patience: Open Deal Link', 15000);
    assert.equal(await linkBox().inputValue(), '');
    // The workbench's error would come with the read, before the box: give it time to show anyway.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    assert.deepEqual(
      (await notifications()).filter((text) => /clipboard/i.test(text)),
      [],
    );
    await page.keyboard.press('Escape');
  });

  uiTest("Copy Deal Link copies the deal's name and a vscode:// link; pasted into Open Deal Link… it opens that deal", async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // The header, not a tab's label: the won Pileon game's tab may still be open beside the new one.
    const deal = Number((await newGame('pileon')).deal.slice('Deal '.length));
    await tab(page, `Pileon #${deal}`).waitFor({ timeout: 30000 });
    await runCommand(page, 'Patience: Copy Deal Link');
    const copied = await until(
      'the copied link',
      () => page.evaluate(() => navigator.clipboard.readText()),
      (text) => typeof text === 'string' && text.includes('://'),
    );
    assert.equal(copied, `Pileon #${deal}\nvscode://patience-dev.patience/play?game=pileon&deal=${deal}`);
    await newGame('maze');
    await tab(page, /^Maze #\d+$/).waitFor({ timeout: 30000 });
    await runCommand(page, 'Patience: Open Deal Link…');
    await until('the Open Deal Link box', linkBoxTitle, (t) => t === 'Patience: Open Deal Link', 15000);
    await linkBox().fill(copied.split('\n')[1]);
    await page.keyboard.press('Enter');
    await tab(page, `Pileon #${deal}`).waitFor({ timeout: 30000 });
  });

  uiTest('the browser console shows no CSP violation and no error', async () => {
    await assertQuietConsole(table, server, consoleMessages);
  });
});

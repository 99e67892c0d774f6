// Patience as vscode.dev runs it: the packaged .vsix's browser bundle (package.json `browser`, dist/web/extension.js)
// in VS Code's web worker extension host, played in Chromium. code-server runs an extension in that host when its kind
// is "web" (VS Code picks the web worker for a web extension installed on the server); the user setting
// remote.extensionKind makes it so for the unchanged package, which otherwise runs in the Node host. So this is the
// same .vsix, the same manifest, with no Node: no worker_threads, no fs, no process, so the host's solver (winnable deals
// only, the daily deal) searches in slices on the host's own thread. One server and one browser; the tests run in order
// and build on each other as a player's session would.
//
//   npm run test:web       (packages out/patience.vsix first; env: VSIX, HEADED=1, KEEP_STATE=1, CHROMIUM)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { frameWith, outputChannelLines, runningExtension } from '../support/workbench.mjs';
import { OUT, assertQuietConsole, loadEngine, openSession, runCommand, screenshotOnFailure, until } from '../e2e/support.mjs';
import { finish, hint, hintedMove, loadSolver, openDeal, play, solverBar, stopShowInEndGame } from '../e2e/solver-play.mjs';

const EXTENSION_ID = 'patience-dev.patience';
// Baker's Game deal 3 under the kings rules can be won in 31 moves (npm run patience -- solve bakers-game 3 --variant kings).
const DEAL = 3;

describe('Patience in the web worker extension host (code-server + Chromium)', { timeout: 300000 }, () => {
  let session, page, table, engine, solver, consoleMessages;
  const settings = {
    'remote.extensionKind': { [EXTENSION_ID]: ['web'] },
    'patience.bakersGame.rules': 'kings',
    'patience.showWinnability': true,
    'patience.confirmAbandon': false,
  };

  before(async () => {
    [engine, solver] = await Promise.all([loadEngine(), loadSolver()]);
    session = await openSession(settings, engine);
    ({ page, table, consoleMessages } = session);
  });

  after(() => session?.close());

  const uiTest = screenshotOnFailure(test, () => page, 'web-');

  uiTest("a new Baker's Game is a deal the host's solver proves winnable, and Patience runs in the web worker host", async () => {
    // Winnable deals (the default): the extension host searches in slices on its own thread (no worker_threads in a browser).
    await runCommand(page, "Patience: New Baker's Game");
    const header = await until(
      'a new deal',
      () => table.header(),
      (h) => h.moves === 0 && /^Deal \d+$/.test(h.deal),
      60000,
    );
    assert.equal(header.heading, "Baker's Game (kings only)");
    const deal = Number(header.deal.slice(5));
    const result = solver.solve(engine.newGame('bakers-game', deal, 'kings'), {
      knowledge: 'full',
      maxMs: 20000,
      now: () => performance.now(),
    });
    assert.equal(result.verdict, 'solved', `deal ${deal} under the kings rules`);
    await until(
      'the line saying so',
      () => solverBar(table),
      (b) => b.kind === 'Winnable deal',
      20000,
    );

    // VS Code's own account of where each extension runs.
    const row = await runningExtension(page, 'Patience');
    assert.match(row, /web worker/i, `Patience's row in Running Extensions: ${row}`);
  });

  const record = { game: 'bakers-game', variant: 'kings', deal: DEAL, moves: [] };

  uiTest('a move, Ctrl+Z undoes it, H highlights a legal move, the light says winnable', async () => {
    Object.assign(record, await openDeal(table, 'bakers-game', DEAL, 'kings'));
    const first = engine.legalMoves(table.expected(record).position).find((m) => !engine.isAction(m));
    await play(table, record, first);
    // The key goes through VS Code's keybinding to the command in the web worker host, and back to the table.
    await table.frame.locator('patience-header h1').click();
    await page.keyboard.press('Control+z');
    record.moves.pop();
    await table.shows(record);

    const answer = await hint(table);
    const move = await hintedMove(table, record);
    assert.ok(answer.message.length > 0);
    assert.equal(
      (
        await until(
          'the verdict',
          () => solverBar(table),
          (b) => b.light?.text === 'still winnable',
          20000,
        )
      ).light.className,
      'light winnable',
    );
    await page.screenshot({ path: path.join(OUT, 'web-hint.png') });
    await play(table, record, move);
  });

  uiTest(
    'Show Me How stopped in the end game of a Cruel deal leaves Finish, which wins; the Statistics view counts it as won with help',
    async () => {
      // Baker's Game plays every card home by itself, so it has no end game to finish: Cruel deal 1 has one (won in 71 moves).
      await openDeal(table, 'cruel', 1);
      await stopShowInEndGame(table);
      await finish(table);
      await runCommand(page, 'Patience: Show Statistics');
      const frame = await frameWith(page, 'patience-stats-view');
      const counted = () =>
        frame.locator('patience-stats-view').evaluate((view) =>
          [...view.shadowRoot.querySelectorAll('patience-stats-card')].map((card) => ({
            scope: card.stats.scope,
            played: card.stats.played,
            won: card.stats.won,
            withHelp: card.stats.assistedWins,
          })),
        );
      // The total first, then Cruel, then Baker's Game under the kings rules (left with its moves for Cruel: abandoned); the
      // first deal was left untouched, so it is not counted. Show Me How played the solver's line: the Cruel game is
      // assisted, its win counted apart from the player's own.
      const cards = await until(
        'the won game in the statistics',
        counted,
        (c) => Array.isArray(c) && c.length >= 3 && c[0].withHelp === 1,
        30000,
      );
      assert.deepEqual(
        cards.map(({ played, won, withHelp }) => ({ played, won, withHelp })),
        [
          { played: 2, won: 0, withHelp: 1 },
          { played: 1, won: 0, withHelp: 1 },
          { played: 1, won: 0, withHelp: 0 },
        ],
      );
      assert.deepEqual(
        cards.slice(1).map((c) => c.scope.split(':')[0]),
        ['cruel', 'bakers-game'],
      );
      await page.screenshot({ path: path.join(OUT, 'web-statistics.png') });
    },
  );

  uiTest("Daily Deal…: the host's solver finds today's deals on its own thread, and Baker's Game's is dealt", async () => {
    await runCommand(page, 'Patience: Daily Deal…');
    const row = page.locator('.quick-input-list .monaco-list-row', { has: page.locator('.label-name', { hasText: /^Baker's Game$/ }) });
    await until(
      "Baker's Game's number in the picker",
      () => row.innerText({ timeout: 1000 }),
      (t) => /Deal \d+/.test(t ?? ''),
      120000,
    );
    await row.click();
    const header = await until(
      'the daily deal on the table',
      () => table.header(),
      (h) => /^Daily deal \S+ · Deal \d+$/.test(h.deal ?? ''),
      60000,
    );
    const [, date, deal] = /^Daily deal (\S+) · Deal (\d+)$/.exec(header.deal);
    assert.equal(Number(deal), (await solver.findDailyDeal('bakers-game', date)).deal, `the daily deal of ${date}`);
  });

  uiTest('no CSP violation or error in the browser console or the Patience log', async () => {
    // The web worker host keeps its logs in the browser, not on the server: read the channel in the Output panel.
    await assertQuietConsole(table, session.server, consoleMessages, { logLines: () => outputChannelLines(page, 'Patience') });
  });
});

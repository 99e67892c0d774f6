// End to end, the solver as a player meets it in a real VS Code (code-server + Chromium, the packaged .vsix): a hint
// in three games a run, in turn (the worker started from a blob: URL under the page's CSP), the winnability light, a
// position proved lost and "Undo to the last winnable position", Show Me How on a Spider deal the visible cards prove
// nothing of (a line proved with full knowledge), and "winnable deals only". One server and one browser for the whole file; the tests run in order, each opening the deal it needs.
//
//   npm run test:e2e       (packages out/patience.vsix first; env: VSIX, HEADED=1, KEEP_STATE=1, CHROMIUM)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  GAMES,
  OUT,
  assertQuietConsole,
  chooseSetting,
  loadEngine,
  openSession,
  runCommand,
  screenshotOnFailure,
  until,
} from './support.mjs';
import {
  clickBarButton,
  hint as askHint,
  hintedMove,
  highlighted as drawnHint,
  loadSolver,
  openDeal as openDealOn,
  play as playOn,
  solverBar,
} from './solver-play.mjs';
import { sampleNote, sampleOf } from '../support/game-sample.cjs';

// Baker's Game under the kings rules (`npm run patience -- solve bakers-game 1-20 --variant kings`): deal 14 cannot be
// won, proved in a few milliseconds; deal 3 can, and after these two moves it cannot any more: the first keeps it
// winnable, the second loses it (each verdict also takes the solver milliseconds: the worker's budget is 1.5 s).
const KINGS_LOST_DEAL = 14;
const KINGS_DEAL = 3;
const KINGS_LOSING = [
  { from: 'tableau-1', to: 'freecell-1' },
  { from: 'tableau-1', to: 'freecell-2' },
];

describe('The solver in VS Code (code-server + Chromium)', { timeout: 300000 }, () => {
  let server, page, table, engine, solver, consoleMessages;
  // The light on from the start: the worker checks every position while the tests play.
  // Any deal until the last test turns "winnable deals only" on as a player would.
  const settings = {
    'workbench.colorTheme': 'Default Dark Modern',
    'patience.confirmAbandon': false,
    'patience.bakersGame.rules': 'kings',
    'patience.showWinnability': true,
    'patience.winnableDealsOnly': false,
  };

  let session;
  before(async () => {
    console.log(sampleNote());
    [engine, solver] = await Promise.all([loadEngine(), loadSolver()]);
    session = await openSession(settings, engine);
    ({ server, page, table, consoleMessages } = session);
  });

  after(() => session?.close());

  const uiTest = screenshotOnFailure(test, () => page, 'solver-');

  const openDeal = (game, deal, variant) => openDealOn(table, game, deal, variant);
  const bar = () => solverBar(table);
  const highlighted = () => drawnHint(table);
  const hint = () => askHint(table);
  const play = (record, move) => playOn(table, record, move);

  // The same walk for every game (each game's hints are the unit tests'): three games a run, the next three the next day
  // (test/support/game-sample.cjs; PATIENCE_GAME_SAMPLE=all: every game).
  for (const game of sampleOf(Object.keys(GAMES), 3)) {
    uiTest(`${GAMES[game]}: H in the tab highlights one legal move, says it in words, and the move plays`, async () => {
      const deal = game === 'bakers-game' ? KINGS_DEAL : 1;
      const record = await openDeal(game, deal, game === 'bakers-game' ? 'kings' : undefined);
      const position = table.expected(record).position;
      const answer = await hint();
      const move = await hintedMove(table, record);
      // The words are the ones for that move (Spider's hint is a guess from the visible cards, and says so).
      const words = solver.SOLVER_WORDS.en;
      const text = solver.hintText(position, move, words);
      assert.ok([text, words.guess(text)].includes(answer.message), `hint text "${answer.message}", expected "${text}"`);
      assert.match(await table.announcement(), new RegExp(`^${answer.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await page.screenshot({ path: path.join(OUT, `hint-${game}.png`) });

      await play(record, move);
      // The position changed: the hint and its highlight are gone.
      assert.deepEqual(await highlighted(), { lifted: [], targets: [] });
      assert.equal((await bar()).message ?? '', '');
    });
  }

  uiTest("the winnability light: Baker's Game (kings) deal 14 is lost from the start, deal 3 is winnable", async () => {
    await openDeal('bakers-game', KINGS_LOST_DEAL, 'kings');
    await until(`the verdict on deal ${KINGS_LOST_DEAL}`, bar, (b) => b.light?.text === 'this deal cannot be won', 20000);
    assert.equal((await bar()).light.className, 'light lost');
    // Lost from the start: nothing earlier to undo to, so no Undo button.
    const answer = await hint();
    assert.equal(answer.message, 'This position can no longer be won');
    assert.deepEqual(answer.buttons ?? [], []);
    assert.equal((await table.header()).moves, 0);

    await openDeal('bakers-game', KINGS_DEAL, 'kings');
    const shown = await until(`the verdict on deal ${KINGS_DEAL}`, bar, (b) => b.light && !b.light.text.startsWith("can't tell"), 20000);
    assert.deepEqual(shown.light, { text: 'still winnable', className: 'light winnable' });
    await page.screenshot({ path: path.join(OUT, 'winnability-light.png') });
  });

  const kings = { game: 'bakers-game', variant: 'kings', deal: KINGS_DEAL, moves: [] };

  uiTest("a position proved lost (Baker's Game kings deal 3, two moves in): H says so, Undo goes back one move", async () => {
    await play(kings, KINGS_LOSING[0]);
    await until('still winnable after the first move', bar, (b) => b.light?.text === 'still winnable', 20000);
    await play(kings, KINGS_LOSING[1]);
    const lost = table.expected(kings).position;
    assert.equal(engine.status(lost), 'playing', 'moves are left: lost only to the solver');
    assert.equal(solver.solve(lost, { maxMs: 5000, now: () => performance.now() }).verdict, 'unsolvable');
    await until('the light turning', bar, (b) => b.light?.text === 'lost since move 2' && b.light.className === 'light lost', 20000);

    const answer = await hint();
    assert.equal(answer.message, 'This position can no longer be won');
    // The line names the way back: to the move before the one that lost it.
    assert.deepEqual(answer.buttons, ['Undo to move 1']);
    assert.deepEqual(await highlighted(), { lifted: [], targets: [] }, 'no move is highlighted');
    await page.screenshot({ path: path.join(OUT, 'lost-position.png') });

    await clickBarButton(table, 'Undo to move 1');
    kings.moves.pop();
    await table.shows(kings);
    assert.match(await table.announcement(), /^Undid 1 move: this position can be won\./);
    await until('winnable again', bar, (b) => b.light?.text === 'still winnable', 20000);
    // An ordinary undo: the lost move can be redone.
    assert.equal(await table.frame.locator('patience-header button', { hasText: 'Redo' }).isEnabled(), true);
  });

  // Finish at the end game (none at move 0 on a fresh Cruel deal; after Show Me How stopped in the end game, Finish
  // wins) is played in table.e2e.test.mjs, under the default settings.

  uiTest('Show Me How on a fresh winnable Spider Three Decks deal plays a move (a line proved with full knowledge)', async () => {
    // Deal 3: winnable, proved with full knowledge in well under a second; nothing is proved from its visible cards.
    const record = await openDeal('spider-three-decks', 3);
    await runCommand(page, 'Patience: Show Me How');
    const moved = await until(
      'the first move of the solution',
      () => table.header(),
      (h) => h.moves >= 1,
      60000,
    );
    assert.ok(moved.moves >= 1);
    // Each move named as it is played (once it has landed), not only counted.
    const shown = await until(
      'the move named on the solver line',
      bar,
      (b) => /^(Move|Deal) .*\(move \d+ of \d+\)$/.test(b.message ?? ''),
      30000,
    );
    assert.notEqual(shown.message, 'No win is known from this position.');
    await page.screenshot({ path: path.join(OUT, 'solver-spider-show-me.png') });
    await runCommand(page, 'Patience: Show Me How'); // pause
    assert.equal(record.game, 'spider-three-decks');
  });

  uiTest("winnable deals only: new Baker's Games (kings) get deals the solver proves winnable", async () => {
    await chooseSetting(page, server, 'patience.winnableDealsOnly', null, true);
    const deals = [];
    for (let i = 0; i < 3; i++) {
      await runCommand(page, "Patience: New Baker's Game");
      const header = await until(
        'a new deal',
        () => table.header(),
        (h) => h.moves === 0 && /^Deal \d+$/.test(h.deal) && h.deal !== `Deal ${deals.at(-1) ?? KINGS_DEAL}`,
        60000,
      );
      assert.equal(header.heading, "Baker's Game (kings only)");
      deals.push(Number(header.deal.slice(5)));
    }
    // Under the kings rules most deals cannot be won (13 of the first 20): three winnable ones by chance would be luck (~1 in 20).
    for (const deal of deals) {
      const result = solver.solve(engine.newGame('bakers-game', deal, 'kings'), {
        knowledge: 'full',
        maxMs: 20000,
        now: () => performance.now(),
      });
      assert.equal(result.verdict, 'solved', `deal ${deal} under the kings rules`);
    }
  });

  uiTest('the browser console shows no CSP violation and no error while the worker ran', async () => {
    await assertQuietConsole(table, server, consoleMessages);
  });
});

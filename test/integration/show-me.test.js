// Show Me How in a real VS Code: the palette command (S) makes the game tab's solver play its winning
// line on the real page, move by move, to the win; the host counts the win, marked assisted, apart from
// the player's own wins. To keep it short the game is resumed a few moves from the end of a line the
// engine proves here (bundled for this test from src/ with esbuild); the page proves its own line.
'use strict';
const assert = require('assert');
const vscode = require('vscode');
const { closeAllEditors, engineFromSources, patience, saved, tabTitle, until, untilGameTab, withoutAbandonQuestion } = require('./helpers');

/** Moves the page's solver is left to play: each is shown with a pause, a few seconds in all. */
const LEFT_TO_SHOW = 5;
const GAME_ID = 'show-me-how-integration-1';

describe('Show Me How', () => {
  withoutAbandonQuestion();

  it("plays the solver's line to the win of a Pileon deal, and the statistics count it as an assisted win", async function () {
    this.timeout(90000);
    const api = await patience();
    const { newGame, solve } = engineFromSources("export { newGame } from './src/engine'; export { solve } from './src/engine/solver';");
    const deal = 34;
    const solved = solve(newGame('pileon', deal), { maxMs: 20000 });
    assert.strictEqual(solved.verdict, 'solved');
    const record = { game: 'pileon', variant: 'standard', deal, moves: solved.line.slice(0, -LEFT_TO_SHOW) };
    const wonBefore = api.statistics.snapshot().scopes.find((s) => s.scope === 'pileon')?.won ?? 0;

    await closeAllEditors();
    // The only unfinished game, so Resume opens it without asking which (earlier suites leave theirs).
    for (const game of await api.savedGames.list()) await api.savedGames.remove(game.id);
    await api.globalState.update('patience.savedGame', {
      schema: 1,
      id: GAME_ID,
      record,
      elapsedMs: 90000,
      status: 'playing',
      score: 0,
      savedAt: new Date().toISOString(),
    });
    await vscode.commands.executeCommand('patience.resume');
    await untilGameTab(tabTitle(record));
    assert.strictEqual(api.openGame().id, GAME_ID);

    await vscode.commands.executeCommand('patience.showMe');
    const won = await until(
      'the shown line to win the game',
      () => saved(api),
      (s) => s?.status === 'won',
      60000,
    );
    assert.ok(won.record.moves.length > record.moves.length, 'the page played the rest');
    const result = await until(
      'the win in the statistics',
      () => api.statistics.document().results.get(GAME_ID),
      (r) => r !== undefined,
    );
    assert.deepStrictEqual([result.outcome, result.assisted], ['won', true]);
    // Counted apart: an assisted win is played, not won.
    assert.strictEqual(api.statistics.snapshot().scopes.find((s) => s.scope === 'pileon').won, wonBefore);
  });
});

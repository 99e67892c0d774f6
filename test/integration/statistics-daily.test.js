// The Statistics sidebar's daily deals in a real VS Code: shown, the sidebar's page takes today's
// deals, numbered by dist/host-solver.js in its worker thread; its Play (the Daily Deal command with
// the game) deals one; won through the page's progress message, the sidebar marks it done. The
// winning line comes from the engine itself, bundled for this test from src/ with esbuild.
'use strict';
const assert = require('assert');
const vscode = require('vscode');
const { GAME_IDS, engineFromSources, patience, until, withoutAbandonQuestion } = require('./helpers');

describe('the Statistics sidebar', () => {
  withoutAbandonQuestion();

  it("lists today's daily deals, deals one from its Play, and marks it won once it is won", async () => {
    const api = await patience();
    await vscode.commands.executeCommand('patience.showStatistics');
    const board = async () => (await api.sidebar())?.daily;
    const pileon = (b) => b?.games.find((g) => g.game === 'pileon');
    // Pileon's number is searched first and proved in about a second; the others follow in the same thread.
    const first = await until(
      "the sidebar to list today's deals with Pileon's number",
      board,
      (b) => typeof pileon(b)?.deal === 'number',
      60000,
    );
    assert.strictEqual(first.date, new Date().toISOString().slice(0, 10));
    assert.deepStrictEqual(
      first.games.map((g) => g.game),
      GAME_IDS,
    );
    assert.strictEqual(pileon(first).state, null);

    await vscode.commands.executeCommand('patience.dailyDeal', 'pileon');
    const game = api.openGame();
    assert.deepStrictEqual([game.record.game, game.record.deal, game.daily], ['pileon', pileon(first).deal, first.date]);
    await until('Pileon in progress in the sidebar', board, (b) => pileon(b)?.state === 'playing');

    const { findDailyDeal, replay, score } = engineFromSources(
      "export { replay, score } from './src/engine'; export { findDailyDeal } from './src/engine/daily-deal';",
    );
    const { deal, line } = await findDailyDeal('pileon', first.date);
    assert.strictEqual(deal, game.record.deal);
    const record = { ...game.record, moves: [...line] };
    const replayed = replay(record);
    assert.ok(replayed.ok, replayed.error);
    api.receive({ type: 'progress', id: game.id, record, status: 'won', score: score(replayed.value.positions.at(-1)), elapsedMs: 61000 });
    const done = await until('Pileon marked won in the sidebar', board, (b) => pileon(b)?.state === 'won');
    assert.strictEqual(pileon(done).streak, 1);
    assert.strictEqual(api.statistics.snapshot().scopes.find((s) => s.scope === 'pileon').won, 1);
  });
});

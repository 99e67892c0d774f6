// The replay in a real VS Code with its real page: a game won here is replayed from its exact record, read
// back from the game journal, by Patience: Replay Last Game, in a tab of its own, whose page steps through
// it (the host learns each step from the page, so a step seen here was drawn there).
'use strict';
const assert = require('assert');
const vscode = require('vscode');
const { EXTENSION_ID, patience, until, withoutAbandonQuestion } = require('./helpers');
const WON = require('../e2e/data/bakers-game-1-any.json'); // Baker's Game #1 (any card on an empty column), won in 82 moves

const replayTabs = () =>
  vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => tab.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith('patience.replay'));

describe('replay', () => {
  let api;
  withoutAbandonQuestion();
  before(async () => {
    api = await patience();
  });

  it('Replay Last Game opens the game just won, and its page steps forward, back and to the end', async () => {
    const link = `${vscode.env.uriScheme}://${EXTENSION_ID}/play?game=bakers-game&deal=1&variant=any`;
    await vscode.commands.executeCommand('patience.openDealLink', link);
    const game = await until(
      "Baker's Game #1 (any) on the table",
      () => api.openGame(),
      (g) => g?.record.deal === 1 && g.record.variant === 'any',
    );
    const won = api.statistics.snapshot().total.won;
    assert.ok(api.receive({ type: 'progress', id: game.id, record: WON, status: 'won', score: 52, elapsedMs: 95000 }));
    await until(
      'the win counted',
      () => api.statistics.snapshot().total.won,
      (n) => n === won + 1,
    );

    // The command resolves to the replay tab's host side (a command run in its own extension host hands back what it returns).
    const tab = await vscode.commands.executeCommand('patience.replayLastGame');
    await until(
      'the replay tab',
      () => replayTabs().map((tab) => tab.label),
      (labels) => labels.length === 1 && labels[0] === "Replay: Baker's Game #1",
    );
    await until(
      'the replay page at the deal',
      () => tab?.shown?.at,
      (at) => at === 0,
      20000,
    );
    assert.strictEqual(tab.shown.game.id, game.id);
    assert.deepStrictEqual(tab.shown.game.record, WON);

    for (const [to, at] of [
      [5, 5],
      [4, 4],
      [82, 82],
      [1000, 82],
      [0, 0],
    ]) {
      assert.ok(tab.step(to), 'the page is listening');
      await until(
        `the page at step ${at}`,
        () => tab.shown.at,
        (now) => now === at,
      );
    }
  });
});

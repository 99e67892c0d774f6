// patience.winnableDealsOnly in a real extension host, on by default: a new game is a deal the solver proves
// winnable, searched by dist/host-solver.js (a worker thread beside dist/extension.js, which leaves the solver out),
// and the table is told so. (The launcher's user settings turn it off for the other suites, for speed.)
'use strict';
const assert = require('assert');
const path = require('path');
const vscode = require('vscode');
const { EXTENSION_ID, GAMES, closeAllEditors, patience, setSetting, tabTitle, untilGameTab } = require('./helpers');

describe('winnable deals only', () => {
  let api;
  let solver;
  before(async () => {
    api = await patience();
    solver = require(path.join(vscode.extensions.getExtension(EXTENSION_ID).extensionPath, 'dist', 'host-solver.js'));
    await setSetting('confirmAbandon', false);
    // No user setting: the product's default.
    await setSetting('winnableDealsOnly', undefined);
    assert.strictEqual(vscode.workspace.getConfiguration('patience').inspect('winnableDealsOnly').defaultValue, true);
  });
  after(async () => {
    await setSetting('winnableDealsOnly', false);
    await setSetting('confirmAbandon', undefined);
    await closeAllEditors();
  });

  // No clock in the proofs below: the search is deterministic and runs to a verdict (or its memory
  // bound), so a loaded machine cannot change the answer.
  const untimed = { maxMs: Infinity, now: () => 0 };

  // Pinned verdicts (test/engine/solver/pinned-deals.test.ts), proved by the host's solver bundle.
  const PINNED = [
    ['bakers-game', 2, 'kings', 'solved'],
    ['bakers-game', 14, 'kings', 'unsolvable'],
    ['cruel', 2, undefined, 'solved'],
    ['cruel', 96, undefined, 'unsolvable'],
    ['pileon', 1, undefined, 'solved'],
    ['pileon', 89, undefined, 'unsolvable'],
  ];
  it('the host solver gives the pinned verdicts', async () => {
    for (const [game, deal, variant, verdict] of PINNED) {
      assert.strictEqual(await solver.proveDeal(game, deal, variant, untimed), verdict, `${game} ${deal}`);
    }
  });

  // The games whose deals the solver settles in well under a second (Spider Three Decks and Maze often take the full budget).
  for (const game of ['bakers-game', 'pileon', 'cruel']) {
    it(`New ${GAMES[game]} deals a game the solver proves winnable`, async () => {
      await vscode.commands.executeCommand(`patience.newGame.${game}`);
      const { record } = api.openGame();
      assert.strictEqual(record.game, game);
      await untilGameTab(tabTitle(record));
      const verdict = await solver.proveDeal(game, record.deal, record.variant, untimed);
      assert.strictEqual(verdict, 'solved', `${tabTitle(record)} was dealt as winnable`);
      assert.strictEqual(api.openGame().dealtWinnable, true, 'the table is told the deal was proved winnable');
    });
  }
});

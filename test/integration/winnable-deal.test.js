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

  // The games whose deals the solver settles in well under a second (Spider Three Decks and Maze often take the full budget).
  for (const game of ['bakers-game', 'pileon', 'cruel']) {
    it(`New ${GAMES[game]} deals a game the solver proves winnable`, async () => {
      await vscode.commands.executeCommand(`patience.newGame.${game}`);
      const { record } = api.openGame();
      assert.strictEqual(record.game, game);
      await untilGameTab(tabTitle(record));
      const verdict = await solver.proveDeal(game, record.deal, record.variant, { maxMs: 20000, now: () => performance.now() });
      assert.strictEqual(verdict, 'solved', `${tabTitle(record)} was dealt as winnable`);
      assert.strictEqual(api.openGame().dealtWinnable, true, 'the table is told the deal was proved winnable');
    });
  }
});

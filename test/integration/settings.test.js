// Settings take effect at once, without a reload: the Baker's Game rule set for the next deal, and the question
// before an unfinished game is abandoned.
'use strict';
const assert = require('assert');
const vscode = require('vscode');
const { closeAllEditors, dealNumber, patience, saved, setSetting, stubWindow, untilGameTab, untilSavedMoves } = require('./helpers');

describe('settings', () => {
  let api;
  const stubs = [];
  before(async () => {
    api = await patience();
  });
  afterEach(() => {
    while (stubs.length) stubs.pop().restore();
  });
  after(async () => {
    await setSetting('bakersGame.rules', undefined);
    await setSetting('confirmAbandon', undefined);
    await closeAllEditors();
  });

  it("patience.bakersGame.rules chooses the rule set of the next Baker's Game, live", async () => {
    await setSetting('confirmAbandon', false);
    await setSetting('bakersGame.rules', 'any');
    await vscode.commands.executeCommand('patience.newGame.bakers-game');
    assert.strictEqual(api.openGame().record.variant, 'any');
    assert.strictEqual((await saved(api)).record.variant, 'any');

    await setSetting('bakersGame.rules', 'kings');
    assert.strictEqual(api.openGame().record.variant, 'any', 'the game in progress keeps the rules it was dealt with');
    await vscode.commands.executeCommand('patience.newDeal');
    assert.strictEqual(api.openGame().record.variant, 'kings');
  });

  it("other games ignore the Baker's Game rule set", async () => {
    await setSetting('bakersGame.rules', 'any');
    await vscode.commands.executeCommand('patience.newGame.cruel');
    assert.strictEqual(api.openGame().record.variant, undefined);
  });

  describe('patience.confirmAbandon', () => {
    let unfinished;
    before(async () => {
      await setSetting('confirmAbandon', false);
      unfinished = await dealNumber(api, 'spider-three-decks', 99);
      await vscode.commands.executeCommand('patience.deal');
      unfinished = (await untilSavedMoves(api, [{ action: 'deal' }], 20000)).record;
    });

    it('on: a new deal over an unfinished game asks first; "Cancel" keeps the game', async () => {
      await setSetting('confirmAbandon', true);
      const question = stubWindow('showWarningMessage', () => undefined);
      stubs.push(question);
      await vscode.commands.executeCommand('patience.newDeal');
      assert.strictEqual(question.calls.length, 1);
      const [message, options, ...buttons] = question.calls[0];
      assert.strictEqual(message, 'Abandon Spider Three Decks #99?');
      assert.ok(options.modal);
      assert.match(options.detail, /1 move in/);
      assert.deepStrictEqual(buttons, ['Abandon and Deal']);
      assert.deepStrictEqual(api.openGame().record, unfinished);
      assert.deepStrictEqual((await saved(api)).record, unfinished);
    });

    it('on: "Abandon and Deal" deals the new game', async () => {
      const question = stubWindow('showWarningMessage', () => 'Abandon and Deal');
      stubs.push(question);
      await vscode.commands.executeCommand('patience.newGame.maze');
      assert.strictEqual(question.calls.length, 1);
      assert.strictEqual(api.openGame().record.game, 'maze');
      await untilGameTab(`Maze #${api.openGame().record.deal}`);
    });

    it('on: a game with no move yet is replaced without a question', async () => {
      const question = stubWindow('showWarningMessage', () => undefined);
      stubs.push(question);
      await vscode.commands.executeCommand('patience.newGame.pileon');
      assert.strictEqual(question.calls.length, 0);
      assert.strictEqual(api.openGame().record.game, 'pileon');
    });

    it('off: no question, changed live', async () => {
      await dealNumber(api, 'spider-three-decks', 99);
      await vscode.commands.executeCommand('patience.deal');
      await untilSavedMoves(api, [{ action: 'deal' }], 20000);
      await setSetting('confirmAbandon', false);
      const question = stubWindow('showWarningMessage', () => undefined);
      stubs.push(question);
      await vscode.commands.executeCommand('patience.newDeal');
      assert.strictEqual(question.calls.length, 0);
      assert.notDeepStrictEqual(api.openGame().record, unfinished);
    });
  });
});

// The game tab in a real VS Code with the real webview (rendered in the workbench's browser): the New Game
// picker, moves and undo/redo that the webview plays and reports, Select Deal…, Resume Game, and the host's
// validation of what the page sends.
'use strict';
const assert = require('assert');
const vscode = require('vscode');
const {
  GAMES,
  GAME_IDS,
  closeAllEditors,
  dealNumber,
  gameTabs,
  patience,
  pickRow,
  saved,
  setSetting,
  stubWindow,
  sleep,
  tabTitle,
  until,
  untilGameTab,
  untilSavedMoves,
  watchQuickPick,
} = require('./helpers');
const { sampleOf } = require('../support/game-sample.cjs');

const DEAL = [{ action: 'deal' }];

describe('game tab', () => {
  let api;
  const stubs = [];
  before(async () => {
    api = await patience();
    await setSetting('confirmAbandon', false); // the abandon question has its own tests (settings.test.js)
  });
  afterEach(() => {
    while (stubs.length) stubs.pop().restore();
  });
  after(async () => {
    await setSetting('confirmAbandon', undefined);
    await closeAllEditors();
  });

  describe('New Game…', () => {
    before(closeAllEditors);

    // Picking a row is the same walk for every game: two games a run (test/support/game-sample.cjs), each run checking
    // that the picker lists every game; "New <Game>" below deals every game.
    for (const game of sampleOf(GAME_IDS, 2)) {
      it(`picking ${GAMES[game]} opens the patience.game tab titled "${GAMES[game]} #<deal>"`, async () => {
        const picker = watchQuickPick();
        stubs.push(picker);
        const running = vscode.commands.executeCommand('patience.newGame');
        const items = await until(
          'the New Game picker',
          () => picker.shown[0],
          (list) => list !== undefined,
        );
        const rows = items.filter((item) => item.kind !== vscode.QuickPickItemKind.Separator);
        assert.deepStrictEqual(
          rows
            .filter((i) => Object.values(GAMES).includes(i.label))
            .map((i) => i.label)
            .sort(),
          Object.values(GAMES).sort(),
        );
        await pickRow(picker, GAMES[game]);
        await running;
        const record = api.openGame()?.record;
        assert.strictEqual(record?.game, game);
        assert.deepStrictEqual(record.moves, []);
        assert.ok(Number.isInteger(record.deal) && record.deal >= 1 && record.deal <= 2147483647, `deal ${record.deal}`);
        await untilGameTab(tabTitle(record)); // one tab: a new game replaces the one shown
        assert.deepStrictEqual((await saved(api)).record, record);
        assert.strictEqual(api.globalState.get('patience.recentGames')[0], game, 'the game picked is now the last played');
      });
    }

    it('"New <Game>" deals that game at once, in the same tab', async () => {
      for (const game of GAME_IDS) {
        await vscode.commands.executeCommand(`patience.newGame.${game}`);
        const record = api.openGame().record;
        assert.strictEqual(record.game, game);
        await untilGameTab(tabTitle(record));
      }
    });

    it('"New Deal" deals another deal of the game on the table', async () => {
      const before = await dealNumber(api, 'maze', 77);
      await vscode.commands.executeCommand('patience.newDeal');
      const after = api.openGame().record;
      assert.strictEqual(after.game, 'maze');
      assert.notStrictEqual(after.deal, before.deal);
      await untilGameTab(tabTitle(after));
    });
  });

  describe('moves through the webview', () => {
    let record;
    before(async () => {
      record = await dealNumber(api, 'spider-three-decks', 8315);
    });

    it('"Deal" is played by the webview and its progress changes the saved game (its own file)', async () => {
      assert.deepStrictEqual((await saved(api)).record.moves, []);
      await vscode.commands.executeCommand('patience.deal');
      const stored = await untilSavedMoves(api, DEAL, 20000); // the first load of the page may take a moment
      assert.deepStrictEqual({ ...stored.record, moves: [] }, { ...record, moves: [] });
      assert.strictEqual(stored.status, 'playing');
      assert.ok(!Number.isNaN(stored.savedAt) && stored.savedAt > 0, 'a saved time');
      assert.deepStrictEqual(api.openGame().record.moves, DEAL);
    });

    it('Undo and Redo go through the webview and back into the saved game', async () => {
      await vscode.commands.executeCommand('patience.undo');
      await untilSavedMoves(api, []);
      await vscode.commands.executeCommand('patience.redo');
      await untilSavedMoves(api, DEAL);
      await vscode.commands.executeCommand('patience.deal');
      await untilSavedMoves(api, [...DEAL, ...DEAL]);
      await vscode.commands.executeCommand('patience.undo');
      await vscode.commands.executeCommand('patience.undo');
      await untilSavedMoves(api, []);
      await vscode.commands.executeCommand('patience.redo');
      await vscode.commands.executeCommand('patience.redo');
      await untilSavedMoves(api, [...DEAL, ...DEAL]);
    });

    it('Restart Deal takes the game back to the deal, with the same number', async () => {
      await vscode.commands.executeCommand('patience.restart');
      const stored = await untilSavedMoves(api, []);
      assert.strictEqual(stored.record.deal, 8315);
      await untilGameTab('Spider Three Decks #8315');
    });

    it('Show Rules reaches the table and changes nothing saved', async () => {
      await vscode.commands.executeCommand('patience.deal');
      await untilSavedMoves(api, DEAL);
      await vscode.commands.executeCommand('patience.showRules');
      await sleep(300);
      assert.deepStrictEqual((await saved(api)).record.moves, DEAL);
    });
  });

  describe('messages the page sends are checked by the host', () => {
    const SIX_OF_SPADES_TO_A_CELL = { from: 'tableau-1', to: 'freecell-1' }; // deal 1: tableau-1 ends in 6S
    let start;
    before(async () => {
      start = await dealNumber(api, 'bakers-game', 1);
    });
    const progress = (moves, extra = {}) => ({
      type: 'progress',
      record: { ...start, moves },
      status: 'playing',
      score: 0,
      elapsedMs: 1000,
      ...extra,
    });

    it('a legal move in a progress message is replayed, kept as the open game and saved', async () => {
      assert.ok(api.receive(progress([SIX_OF_SPADES_TO_A_CELL])));
      await until(
        'the move on the open game',
        () => Promise.resolve(api.openGame().record.moves),
        (moves) => JSON.stringify(moves) === JSON.stringify([SIX_OF_SPADES_TO_A_CELL]),
      );
      await untilSavedMoves(api, [SIX_OF_SPADES_TO_A_CELL]);
    });

    it("an illegal move, a malformed message or another deal's record changes nothing", async () => {
      const before = JSON.stringify(await saved(api));
      api.receive(progress([SIX_OF_SPADES_TO_A_CELL, { from: 'tableau-2', to: 'foundation-1' }])); // 9C cannot start a foundation
      api.receive(progress([{ from: 'tableau-1', to: 'nowhere-9' }]));
      api.receive({ type: 'progress', record: { game: 'bakers-game', deal: 1 } });
      api.receive({ type: 'teleport' });
      api.receive(progress([SIX_OF_SPADES_TO_A_CELL], { record: { ...start, deal: 2, moves: [] } }));
      await sleep(500);
      assert.strictEqual(JSON.stringify(await saved(api)), before);
      assert.deepStrictEqual(api.openGame().record.moves, [SIX_OF_SPADES_TO_A_CELL]);
    });
  });

  describe('Select Deal…', () => {
    before(async () => {
      await dealNumber(api, 'cruel', 8315);
    });

    it('refuses a bad number with the error in the box, and changes nothing', async () => {
      const before = JSON.stringify(await saved(api));
      const errors = {};
      const input = stubWindow('showInputBox', (options) => {
        assert.match(options.title, /Cruel/);
        assert.strictEqual(options.value, '8315', 'the box starts with the deal on the table');
        for (const text of ['0', 'abc', '2147483648', '-5', '12.5', '', '#8316']) errors[text] = options.validateInput(text);
        return '0'; // what the box holds if the player forces it anyway
      });
      stubs.push(input);
      await vscode.commands.executeCommand('patience.selectDeal');
      assert.strictEqual(input.calls.length, 1);
      assert.match(errors['0'], /There is no deal 0\. Enter a deal number from 1 to 2147483647\./);
      assert.match(errors.abc, /"abc" is not a whole number/);
      assert.match(errors['2147483648'], /There is no deal 2147483648/);
      assert.ok(errors['-5'] && errors['12.5'] && errors[''], JSON.stringify(errors));
      assert.strictEqual(errors['#8316'], undefined, '"#8316" is a deal number');
      await sleep(300);
      assert.strictEqual(JSON.stringify(await saved(api)), before);
      await untilGameTab('Cruel #8315');
    });

    it('dismissed (Esc) changes nothing either', async () => {
      const before = JSON.stringify(await saved(api));
      stubs.push(stubWindow('showInputBox', () => undefined));
      await vscode.commands.executeCommand('patience.selectDeal');
      assert.strictEqual(JSON.stringify(await saved(api)), before);
    });

    it('a good number deals it in the open tab', async () => {
      stubs.push(stubWindow('showInputBox', () => '#42'));
      await vscode.commands.executeCommand('patience.selectDeal');
      assert.deepStrictEqual(api.openGame().record, { game: 'cruel', deal: 42, moves: [] });
      await untilGameTab('Cruel #42');
      assert.deepStrictEqual((await saved(api)).record, { game: 'cruel', deal: 42, moves: [] });
    });
  });

  describe('Resume Game', () => {
    it('the game in progress survives closing the tab and comes back with "Resume Game" at the same move', async () => {
      const record = await dealNumber(api, 'spider-three-decks', 4242);
      await vscode.commands.executeCommand('patience.deal');
      await untilSavedMoves(api, DEAL, 20000);
      await closeAllEditors();
      assert.strictEqual(api.openGame(), undefined);
      assert.deepStrictEqual((await saved(api)).record, { ...record, moves: DEAL }, 'closing the tab keeps the saved game');

      await vscode.commands.executeCommand('patience.resume');
      await untilGameTab('Spider Three Decks #4242');
      assert.deepStrictEqual(api.openGame().record, { ...record, moves: DEAL });
      // The new page got the record with its move: it can undo it, and redo it.
      await vscode.commands.executeCommand('patience.undo');
      await untilSavedMoves(api, [], 20000);
      await vscode.commands.executeCommand('patience.redo');
      await untilSavedMoves(api, DEAL);
    });

    it('"Resume Game" with the tab open only brings it forward', async () => {
      await vscode.commands.executeCommand('patience.resume');
      assert.strictEqual(gameTabs().length, 1);
      assert.deepStrictEqual(api.openGame().record.moves, DEAL);
    });

    it('"New Game…" offers to continue the unfinished game first', async () => {
      await closeAllEditors();
      const picker = watchQuickPick();
      stubs.push(picker);
      const running = vscode.commands.executeCommand('patience.newGame');
      const items = await until(
        'the New Game picker',
        () => picker.shown[0],
        (list) => list !== undefined,
      );
      assert.match(items[0].label, /Continue Spider Three Decks #4242/);
      assert.match(items[0].description, /^1 move in \d+:\d\d$/);
      await pickRow(picker, items[0].label);
      await running;
      await untilGameTab('Spider Three Decks #4242');
      assert.deepStrictEqual(api.openGame().record.moves, DEAL);
    });

    it('brings back a deal with no move yet too', async () => {
      await dealNumber(api, 'pileon', 3);
      await closeAllEditors();
      await vscode.commands.executeCommand('patience.resume');
      await untilGameTab('Pileon #3');
    });

    it('with no saved game it says so and opens nothing', async () => {
      await closeAllEditors();
      for (const game of await api.savedGames.list()) await api.savedGames.remove(game.id);
      const info = stubWindow('showInformationMessage', () => undefined);
      stubs.push(info);
      await vscode.commands.executeCommand('patience.resume');
      assert.deepStrictEqual(
        info.calls.map((c) => c[0]),
        ['There is no unfinished game to resume.'],
      );
      assert.strictEqual(gameTabs().length, 0);
    });

    it('a table command with no game tab offers a new game instead', async () => {
      const info = stubWindow('showInformationMessage', () => undefined);
      stubs.push(info);
      await vscode.commands.executeCommand('patience.undo');
      assert.match(info.calls[0][0], /No game is open/);
      assert.strictEqual(gameTabs().length, 0);
    });
  });
});

// Deal links in a real VS Code: a link handed to VS Code reaches the extension's URI handler (registered on onUri)
// and opens that deal,
// Copy Deal Link puts the open game's name and link on the real clipboard (a vscode:// link: code-server's own
// scheme opens nothing on a desktop), Open Deal Link opens it again, a bad link changes nothing, and Open Deal Link…
// in this browser VS Code opens its box without reading the browser's clipboard.
'use strict';
const assert = require('assert');
const vscode = require('vscode');
const { EXTENSION_ID, patience, stubWindow, tabTitle, until, untilGameTab, withoutAbandonQuestion } = require('./helpers');

/**
 * Hands a link to VS Code as a browser would: desktop VS Code takes `<uriScheme>://…` itself; code-server's workbench
 * takes the /callback address asExternalUri makes of it and passes it on to the extension's URI handler.
 */
async function openLink(link) {
  await vscode.env.openExternal(await vscode.env.asExternalUri(vscode.Uri.parse(link)));
}

describe('deal links', () => {
  let api;
  withoutAbandonQuestion();
  before(async () => {
    api = await patience();
  });

  it('a link opened in VS Code deals that game, deal and rule set; Copy Deal Link gives it back, and Open Deal Link opens it', async () => {
    const link = `${vscode.env.uriScheme}://${EXTENSION_ID}/play?game=bakers-game&deal=617&variant=any`;
    await openLink(link);
    const record = await until(
      'the deal the link names',
      () => api.openGame()?.record,
      (r) => r?.deal === 617,
    );
    assert.deepStrictEqual(record, { game: 'bakers-game', variant: 'any', deal: 617, moves: [] });
    await untilGameTab(tabTitle(record));

    await vscode.commands.executeCommand('patience.copyDealLink');
    assert.strictEqual(
      await vscode.env.clipboard.readText(),
      `Baker's Game #617\nvscode://${EXTENSION_ID}/play?game=bakers-game&deal=617&variant=any`,
    );

    await vscode.commands.executeCommand('patience.newGame.maze');
    await vscode.commands.executeCommand('patience.openDealLink', await vscode.env.clipboard.readText());
    assert.deepStrictEqual(api.openGame().record, record);
    await vscode.commands.executeCommand('patience.openDealLink', 'Пекарь #8');
    assert.deepStrictEqual([api.openGame().record.game, api.openGame().record.deal], ['bakers-game', 8]);
  });

  it('a malformed link says what is wrong and leaves the game as it was', async () => {
    const before = api.openGame().record;
    const errors = stubWindow('showErrorMessage', () => undefined);
    try {
      await vscode.commands.executeCommand('patience.openDealLink', `vscode://${EXTENSION_ID}/play?game=maze&deal=2147483648`);
      await openLink(`${vscode.env.uriScheme}://${EXTENSION_ID}/play?game=maze&deal=1&variant=kings`);
      await until(
        'two error messages',
        () => errors.calls.length,
        (n) => n === 2,
      );
    } finally {
      errors.restore();
    }
    assert.deepStrictEqual(
      errors.calls.map((call) => call[0]),
      [
        'Patience cannot open this deal. "2147483648" is not a deal number from 1 to 2147483647.',
        'Patience cannot open this deal. Maze has one rule set only, so the link\'s "kings" means nothing.',
      ],
    );
    assert.deepStrictEqual(api.openGame().record, before);
  });

  it("Open Deal Link… in a browser VS Code opens its box at once and empty: the browser's clipboard is not read", async () => {
    assert.strictEqual(vscode.env.uiKind, vscode.UIKind.Web, 'code-server runs the workbench in a browser');
    // A deal the box would offer if it read the clipboard (this test run's workbench can read it without an error).
    await vscode.env.clipboard.writeText('Maze #5');
    const boxes = stubWindow('showInputBox', () => undefined);
    try {
      await vscode.commands.executeCommand('patience.openDealLink');
    } finally {
      boxes.restore();
    }
    assert.strictEqual(boxes.calls.length, 1);
    assert.strictEqual(boxes.calls[0][0].value, undefined);
  });
});

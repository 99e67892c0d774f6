// Activation and the manifest, in a real VS Code: every contributed command is registered, and the palette
// filters and keybindings name only contributed commands.
'use strict';
const assert = require('assert');
const vscode = require('vscode');
const { EXTENSION_ID, GAME_IDS, patience } = require('./helpers');

describe('activation', () => {
  let manifest;
  before(async () => {
    await patience();
    manifest = vscode.extensions.getExtension(EXTENSION_ID).packageJSON;
  });

  it('activates and returns the test API', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    const api = await ext.activate();
    assert.ok(ext.isActive);
    assert.strictEqual(typeof api.receive, 'function');
    assert.ok(api.globalState, 'no globalState in the API');
    assert.strictEqual(typeof api.statistics?.snapshot, 'function', 'no statistics in the API');
  });

  it('registers every contributed command, and no patience.* command it does not contribute', async () => {
    const contributed = manifest.contributes.commands.map((c) => c.command).sort();
    // VS Code itself registers `<view id>.focus`, `.open`, … for every contributed view (the Statistics sidebar).
    const views = Object.values(manifest.contributes.views ?? {})
      .flat()
      .map((v) => `${v.id}.`);
    const registered = (await vscode.commands.getCommands(true))
      .filter((id) => id.startsWith('patience.') && !views.some((view) => id.startsWith(view)))
      .sort();
    assert.deepStrictEqual(
      registered.filter((id) => contributed.includes(id)),
      contributed,
      'contributed but not registered',
    );
    assert.deepStrictEqual(
      registered.filter((id) => !contributed.includes(id)),
      [],
      'registered but not contributed',
    );
  });

  it('contributes New Game… and one New <Game> command for each of the five games', () => {
    const ids = manifest.contributes.commands.map((c) => c.command);
    for (const id of [
      'patience.newGame',
      ...GAME_IDS.map((g) => `patience.newGame.${g}`),
      'patience.newDeal',
      'patience.selectDeal',
      'patience.restart',
      'patience.undo',
      'patience.redo',
      'patience.deal',
      'patience.showRules',
      'patience.resume',
    ]) {
      assert.ok(ids.includes(id), `${id} is not contributed`);
    }
  });

  it('gives every command a translated title in the Patience category', () => {
    for (const c of manifest.contributes.commands) {
      assert.ok(c.title && !/^%.*%$/.test(c.title), `${c.command} has no translated title (${c.title})`);
      assert.strictEqual(c.category, 'Patience', `${c.command} category`);
    }
  });

  it('names only contributed commands in keybindings and palette menus', () => {
    const ids = new Set(manifest.contributes.commands.map((c) => c.command));
    for (const k of manifest.contributes.keybindings) assert.ok(ids.has(k.command), `keybinding for unknown ${k.command}`);
    for (const m of manifest.contributes.menus.commandPalette) assert.ok(ids.has(m.command), `palette entry for unknown ${m.command}`);
  });
});

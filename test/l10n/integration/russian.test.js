// Patience in a real VS Code whose display language is Russian (the extension under development, loaded by
// code-server's Node extension host): what VS Code itself reads from the manifest, the host's vscode.l10n.t
// strings from l10n/bundle.l10n.ru.json, and the pages' language.
'use strict';
const assert = require('assert');
const vscode = require('vscode');
const {
  EXTENSION_ID,
  closeAllEditors,
  engineFromSources,
  gameTabs,
  patience,
  setSetting,
  sleep,
  stubWindow,
  until,
} = require('../../integration/helpers');

// Each game's Russian name, from the registry.
const { GAME_IDS, gameNameIn } = engineFromSources("export { GAME_IDS, gameNameIn } from './src/engine';");
const RUSSIAN_NAMES = GAME_IDS.map((game) => gameNameIn(game, 'ru'));

describe('Patience in Russian', () => {
  let api;
  const stubs = [];
  before(async () => {
    api = await patience();
    await setSetting('confirmAbandon', false);
  });
  afterEach(() => {
    while (stubs.length) stubs.pop().restore();
  });
  after(async () => {
    await setSetting('confirmAbandon', undefined);
    await closeAllEditors();
  });

  it('runs in an extension host whose display language is Russian', () => {
    assert.strictEqual(vscode.env.language, 'ru');
  });

  it('has its manifest read with package.nls.ru.json: command titles, category, view name', () => {
    const pkg = vscode.extensions.getExtension(EXTENSION_ID).packageJSON;
    const command = (id) => pkg.contributes.commands.find((c) => c.command === id);
    // Command titles and categories come localized as { value, original }: the palette shows `value` and also
    // matches what is typed against the English `original`.
    assert.deepStrictEqual(command('patience.newGame').category, { value: 'Пасьянс', original: 'Patience' });
    assert.deepStrictEqual(command('patience.newGame').title, { value: 'Новая игра…', original: 'New Game…' });
    assert.strictEqual(command('patience.newGame.cruel').title.value, 'Новая игра «Жестокость»');
    assert.strictEqual(pkg.contributes.views.patience[0].name, 'Статистика');
    assert.strictEqual(pkg.contributes.configuration.properties['patience.bakersGame.rules'].enumItemLabels[0], 'Только короли');
  });

  it('asks "New Game…" in Russian, with the games under their Russian names', async () => {
    await closeAllEditors();
    const seen = [];
    const original = vscode.window.showQuickPick;
    vscode.window.showQuickPick = (items, options, ...rest) => {
      seen.push({ items: Promise.resolve(items), options });
      return original.call(vscode.window, items, options, ...rest);
    };
    stubs.push({
      restore: () => {
        vscode.window.showQuickPick = original;
      },
    });
    const running = vscode.commands.executeCommand('patience.newGame');
    await until(
      'the New Game picker',
      () => seen.length,
      (n) => n > 0,
    );
    const items = await seen[0].items;
    await sleep(300); // the items travel to the workbench before the key does
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await running;
    assert.deepStrictEqual(items.map((i) => i.label).sort(), [...RUSSIAN_NAMES].sort());
    assert.ok(RUSSIAN_NAMES.includes('Жестокость'));
    assert.strictEqual(seen[0].options.title, 'Пасьянс: новая игра');
    assert.ok(
      items.every((i) => /[а-яё]/i.test(i.detail)),
      'the games are described in Russian',
    );
  });

  it('titles the game tab in Russian', async () => {
    await vscode.commands.executeCommand('patience.newGame.cruel');
    const labels = await until(
      'the game tab',
      () => gameTabs().map((t) => t.label),
      (l) => l.length === 1 && /^Жестокость #\d+$/.test(l[0]),
    );
    assert.match(labels[0], /^Жестокость #\d+$/);
    assert.strictEqual(api.openGame().record.game, 'cruel');
  });

  it('answers a wrong deal number in Russian', async () => {
    let validate;
    stubs.push(
      stubWindow('showInputBox', (options) => {
        validate = options;
        return undefined;
      }),
    );
    await vscode.commands.executeCommand('patience.selectDeal');
    assert.match(validate.title, /^Выбор раздачи: Жестокость$/);
    assert.strictEqual(validate.validateInput('0'), 'Раздачи 0 нет. Введите номер раздачи от 1 до 2147483647.');
    await sleep(0);
  });
});

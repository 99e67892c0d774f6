// Shared by the integration tests (not a test file itself: index.js loads only `*.test.js`). They run inside the
// extension host, so they see what the extension sees: its commands, its globalState (through the API activate()
// returns) and the tabs. They cannot click in the webview; they drive it with the same commands the palette sends.
'use strict';
const assert = require('assert');
const path = require('path');
const vscode = require('vscode');

const EXTENSION_ID = 'patience-dev.patience';
// The games, from the registry (src/engine/games/registry.ts, bundled from the sources): their ids in order, each one's English name.
const { GAME_IDS, gameNameIn } = engineFromSources("export { GAME_IDS, gameNameIn } from './src/engine';");
const GAMES = Object.fromEntries(GAME_IDS.map((id) => [id, gameNameIn(id, 'en')]));
const GAME_VIEW_TYPE = 'patience.game';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Activates the extension and returns its test API ({ globalState, openGame(), receive() }). */
async function patience() {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(ext, `${EXTENSION_ID} is not installed in this VS Code`);
  const api = await ext.activate();
  assert.ok(api && typeof api.openGame === 'function', 'activate() returned no test API');
  return api;
}

/** Polls `read` until `done(value)` holds; fails with the last value seen. */
async function until(what, read, done, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  let value;
  for (;;) {
    value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

/**
 * The saved game (a file of its own under globalStorageUri/games) of the game on the table, or with no
 * game tab the one saved last: { id, record, elapsedMs, status, savedAt, openElsewhere }.
 */
async function saved(api) {
  const games = await api.savedGames.list();
  const open = api.openGame()?.id;
  return open === undefined ? games[0] : games.find((game) => game.id === open);
}

/** Waits until the saved record has `moves` (the webview's progress got to the host and into its file). */
const untilSavedMoves = (api, moves, timeoutMs) =>
  until(
    `the saved record to have moves ${JSON.stringify(moves)}`,
    () => saved(api),
    (s) => s !== undefined && JSON.stringify(s.record.moves) === JSON.stringify(moves),
    timeoutMs,
  );

/** The game tabs open in any group. */
function gameTabs() {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => tab.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith(GAME_VIEW_TYPE));
}

/** Waits for exactly one game tab with this label. */
const untilGameTab = (label) =>
  until(
    `one game tab "${label}"`,
    () => gameTabs().map((tab) => tab.label),
    (labels) => labels.length === 1 && labels[0] === label,
  );

/** "Cruel #8315", as the host titles the tab. */
const tabTitle = (record) => `${GAMES[record.game]} #${record.deal}`;

async function closeAllEditors() {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await until('no game tab', gameTabs, (tabs) => tabs.length === 0);
}

/**
 * Replaces vscode.window[name] for one call pattern; `answer(...args)` gives the reply. Returns the calls seen and a
 * restore(). The tests load the same `vscode` API object as the extension, so the extension sees the stand-in.
 */
function stubWindow(name, answer) {
  const original = vscode.window[name];
  const calls = [];
  vscode.window[name] = async (...args) => {
    calls.push(args);
    return answer(...args);
  };
  return {
    calls,
    restore: () => {
      vscode.window[name] = original;
    },
  };
}

/**
 * Wraps vscode.window.showQuickPick so the real picker still shows, and notes its items and which one is active
 * (through the picker's own onDidSelectItem): the tests then move through it with the quick-input commands, as a
 * player would with the arrows, and accept the row they mean.
 */
function watchQuickPick() {
  const original = vscode.window.showQuickPick;
  const picker = {
    shown: [],
    active: undefined,
    /** The picker has answered (picked or dismissed). */
    closed: false,
    restore: () => {
      vscode.window.showQuickPick = original;
    },
  };
  vscode.window.showQuickPick = (items, options = {}, ...rest) => {
    Promise.resolve(items).then((list) => picker.shown.push(list));
    const onDidSelectItem = (item) => {
      picker.active = item;
      return options.onDidSelectItem?.(item);
    };
    // A game tab takes the focus when its page has loaded or it is revealed, which on a busy machine can be a second
    // after the test saw the tab, and VS Code closes a picker that loses the focus: the tests' picker keeps it.
    const answer = original.call(vscode.window, items, { ...options, onDidSelectItem, ignoreFocusOut: true }, ...rest);
    Promise.resolve(answer).then(() => (picker.closed = true));
    return answer;
  };
  return picker;
}

/** In the open picker: moves the selection down until the row labelled `label` is active, then accepts it. */
async function pickRow(picker, label) {
  const rows = await until(
    'the picker',
    () => picker.shown[0],
    (list) => list !== undefined,
  );
  for (let step = 0; step <= 2 * rows.length; step++) {
    if (picker.closed) assert.fail(`the picker closed before "${label}" was picked (active: ${picker.active?.label})`);
    if (picker.active?.label === label) {
      await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
      return;
    }
    const before = picker.active;
    await vscode.commands.executeCommand('workbench.action.quickOpenSelectNext');
    await until(
      `the selection to move off "${before?.label}"`,
      () => picker.active,
      (active) => active !== undefined && active !== before,
      5000,
    ).catch(() => {});
  }
  assert.fail(`could not select "${label}" in the picker (active: ${picker.active?.label})`);
}

/**
 * Modules of the engine from the sources, bundled with esbuild for a test (the extension's bundles do not
 * export them): `entry` is a module's text with paths from the repository's root, such as
 * "export { newGame } from './src/engine';".
 */
function engineFromSources(entry) {
  const root = path.join(__dirname, '..', '..');
  const { outputFiles } = require('esbuild').buildSync({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    tsconfig: path.join(root, 'src', 'tsconfig.json'),
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, require);
  return module.exports;
}

/** Updates a `patience.*` user setting and waits until the extension host reads the new value. */
async function setSetting(key, value) {
  await vscode.workspace.getConfiguration('patience').update(key, value, vscode.ConfigurationTarget.Global);
  await until(
    `patience.${key} = ${JSON.stringify(value)}`,
    () => vscode.workspace.getConfiguration('patience').get(key),
    (v) => JSON.stringify(v) === JSON.stringify(value ?? v),
  );
}

/**
 * Mocha hooks for a suite that deals over games freely: no abandon question while it runs (settings.test.js tests
 * the question), no editor left open before or after it.
 */
function withoutAbandonQuestion() {
  before(async () => {
    await setSetting('confirmAbandon', false);
    await closeAllEditors();
  });
  after(async () => {
    await setSetting('confirmAbandon', undefined);
    await closeAllEditors();
  });
}

/** Deals `deal` of `game` through "New <Game>" and "Select Deal…" (its input box answered with the number). */
async function dealNumber(api, game, deal) {
  await vscode.commands.executeCommand(`patience.newGame.${game}`);
  const input = stubWindow('showInputBox', () => String(deal));
  try {
    await vscode.commands.executeCommand('patience.selectDeal');
  } finally {
    input.restore();
  }
  const record = api.openGame()?.record;
  assert.deepStrictEqual([record?.game, record?.deal], [game, deal]);
  await untilGameTab(tabTitle(record));
  return record;
}

module.exports = {
  EXTENSION_ID,
  GAMES,
  GAME_IDS,
  sleep,
  patience,
  until,
  saved,
  untilSavedMoves,
  gameTabs,
  untilGameTab,
  tabTitle,
  closeAllEditors,
  stubWindow,
  watchQuickPick,
  pickRow,
  setSetting,
  withoutAbandonQuestion,
  dealNumber,
  engineFromSources,
};

// The game tab, the entry of dist/host-game-tab.js (esbuild.mjs), loaded with the first tab a window
// shows (game-session.ts): the tab's panel and its page's HTML. Before it loads no game tab is open.
import type * as vscode from 'vscode';
import { type GamePageHtml, webviewHtml } from '../panel/webview-html';
import { readPageModules } from '../panel/page-modules';

export { GamePanel } from './game-panel';
export { SheetsKept } from '../panel/sheets-kept';

/** The game tab's page writer, with the modules the webview build listed (read once, with the tab's code). */
export async function gamePageHtml(extensionUri: vscode.Uri, log: vscode.LogOutputChannel): Promise<GamePageHtml> {
  const modules = await readPageModules(extensionUri, log);
  return (webview, uri, cardStyle, game, small) => webviewHtml(webview, uri, cardStyle, game, small, modules);
}

// The game tab, the entry of dist/host-game-tab.js (esbuild.mjs), loaded with the first tab a window
// shows (game-session.ts): the tab's panel and its page's HTML. Before it loads no game tab is open.
export { GamePanel } from './game-panel';
export { webviewHtml } from '../panel/webview-html';

// The webview preview page shared by the screenshot and measurement scripts: the real bundle in
// a page that plays the host (a fake acquireVsCodeApi that records what the webview posts and
// answers `ready` and `newGame` with a `load`), under the real host's CSP, with VS Code theme
// variables, served on 127.0.0.1 and driven by Debian Chromium through playwright-core.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OUT = path.join(REPO, 'test-output');
const PREVIEW = path.join(OUT, 'preview');
const NONCE = 'cHJldmlldy1ub25jZQ';

// Typical values of VS Code's Light+, Dark+ and High Contrast themes, as the workbench sets them.
const FONT = '-apple-system, BlinkMacSystemFont, "Segoe WPC", "Segoe UI", "Ubuntu", "Droid Sans", sans-serif';
export const THEMES = {
  light: {
    bodyClass: 'vscode-light',
    vars: {
      'editor-background': '#ffffff',
      foreground: '#616161',
      'editor-foreground': '#000000',
      descriptionForeground: '#717171',
      'button-background': '#007acc',
      'button-foreground': '#ffffff',
      'button-hoverBackground': '#0062a3',
      'button-secondaryBackground': '#5f6a79',
      'button-secondaryForeground': '#ffffff',
      'button-secondaryHoverBackground': '#4c5561',
      focusBorder: '#0090f1',
      'editorWidget-background': '#f3f3f3',
      'editorWidget-foreground': '#616161',
      'editorWidget-border': '#c8c8c8',
      'widget-shadow': 'rgba(0, 0, 0, 0.16)',
      'panel-border': 'rgba(128, 128, 128, 0.35)',
    },
  },
  dark: {
    bodyClass: 'vscode-dark',
    vars: {
      'editor-background': '#1e1e1e',
      foreground: '#cccccc',
      'editor-foreground': '#d4d4d4',
      descriptionForeground: 'rgba(204, 204, 204, 0.7)',
      'button-background': '#0e639c',
      'button-foreground': '#ffffff',
      'button-hoverBackground': '#1177bb',
      'button-secondaryBackground': '#3a3d41',
      'button-secondaryForeground': '#ffffff',
      'button-secondaryHoverBackground': '#45494e',
      focusBorder: '#007fd4',
      'editorWidget-background': '#252526',
      'editorWidget-foreground': '#cccccc',
      'editorWidget-border': '#454545',
      'widget-shadow': 'rgba(0, 0, 0, 0.36)',
      'panel-border': 'rgba(128, 128, 128, 0.35)',
    },
  },
  hc: {
    bodyClass: 'vscode-high-contrast',
    vars: {
      'editor-background': '#000000',
      foreground: '#ffffff',
      'editor-foreground': '#ffffff',
      descriptionForeground: 'rgba(255, 255, 255, 0.7)',
      'button-background': '#000000',
      'button-foreground': '#ffffff',
      'button-border': '#6fc3df',
      'button-secondaryBackground': '#000000',
      'button-secondaryForeground': '#ffffff',
      focusBorder: '#f38518',
      contrastBorder: '#6fc3df',
      contrastActiveBorder: '#f38518',
      'editorWidget-background': '#0c141f',
      'editorWidget-foreground': '#ffffff',
      'editorWidget-border': '#6fc3df',
      'widget-shadow': 'transparent',
      'panel-border': '#6fc3df',
    },
  },
};

function themeCss(theme) {
  const vars = Object.entries(theme.vars)
    .map(([k, v]) => `  --vscode-${k}: ${v};`)
    .join('\n');
  // VS Code's default webview styles come first, as in a real webview.
  return (
    `html {\n${vars}\n  --vscode-font-family: ${FONT};\n  --vscode-font-size: 13px;\n}\n` +
    'body { background-color: transparent; color: var(--vscode-editor-foreground); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); margin: 0; padding: 0 20px; }\n' +
    'img, video { max-width: 100%; max-height: 100%; }\n'
  );
}

// Plays the host: records what the webview posts, answers `ready` and `newGame` with a `load`.
const FAKE_HOST = `
const q = new URLSearchParams(location.search);
const theme = q.get('theme') || 'dark';
document.body.className = { light: 'vscode-light', dark: 'vscode-dark', hc: 'vscode-high-contrast' }[theme];
const link = document.createElement('link');
link.rel = 'stylesheet';
link.href = 'theme-' + theme + '.css';
document.head.append(link);
window.__posted = [];
window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + e.sourceFile + ':' + e.lineNumber));
let state = q.get('state') ? JSON.parse(q.get('state')) : undefined;
// Like the real host, load the saved game when there is one.
let record = q.get('record') ? JSON.parse(q.get('record')) : state ? state.record : { game: q.get('game') || 'spider-three-decks', deal: Number(q.get('deal') || 1), moves: [] };
// The card style is the page's own (index-<style>.html), as the host writes it; the back comes with the settings.
const settings = { animations: q.get('animations') ?? 'normal', bakersGameRules: 'kings', cardStyle: document.body.dataset.deck, cardBack: q.get('cardBack') || 'red' };
const load = () => window.postMessage({ type: 'load', record, elapsedMs: 0, settings }, '*');
window.acquireVsCodeApi = () => ({
  postMessage(message) {
    window.__posted.push(JSON.parse(JSON.stringify(message)));
    if (message.type === 'ready') setTimeout(load, 0);
    if (message.type === 'newGame') {
      record = { game: record.game, deal: message.sameDeal ? record.deal : (record.deal || 0) + 1, moves: [] };
      setTimeout(load, 0);
    }
  },
  getState: () => state,
  setState: (s) => { state = s; },
});
`;

function writePage(cspSource) {
  fs.mkdirSync(PREVIEW, { recursive: true });
  for (const [name, theme] of Object.entries(THEMES)) fs.writeFileSync(path.join(PREVIEW, `theme-${name}.css`), themeCss(theme));
  const csp = `default-src 'none'; style-src ${cspSource}; img-src ${cspSource}; script-src 'nonce-${NONCE}'; connect-src ${cspSource}; worker-src blob:;`;
  // A page per card style, as the host writes it when nothing is kept of earlier tables (src/host/panel/sheets-kept.ts):
  // its name on <body>, its own four sheets preloaded (what a table of the usual size draws; a small one draws the
  // style's large index, and Chromium then warns of the preloads unused).
  for (const style of CARD_STYLES) {
    const preloads = ['clubs', 'diamonds', 'hearts', 'spades']
      .map((suit) => `<link rel="preload" as="image" href="${cspSource}/cards/${style}/${suit}.svg">`)
      .join('\n');
    fs.writeFileSync(
      path.join(PREVIEW, pageOf(style)),
      `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Patience preview</title>
<link rel="stylesheet" href="${cspSource}/dist/page.css">
${preloads}
</head>
<body data-cards-uri="${cspSource}/cards/" data-worker-uri="${cspSource}/dist/solver-worker.js" data-deck="${style}">
<script nonce="${NONCE}">${FAKE_HOST}</script>
<script type="module" nonce="${NONCE}">performance.mark('script-start');</script>
<script type="module" nonce="${NONCE}" src="${cspSource}/dist/main.js"></script>
</body>
</html>
`,
    );
  }
}

/**
 * The page as the host writes it for the game it opens with (src/host/panel/webview-html.ts): the game on <body>,
 * the modules its first table needs (dist/webview/page-modules.json, written by the webview build) preloaded from <head>.
 * The game is the one the fake host loads: the saved state's, the `record`'s, or `game`.
 */
function asTheHostWrites(html, url) {
  const q = new URL(url, 'http://x').searchParams;
  const json = (name) => (q.get(name) ? JSON.parse(q.get(name)) : undefined);
  const game = json('state')?.record?.game ?? json('record')?.game ?? q.get('game') ?? 'spider-three-decks';
  if (!/^[\w-]+$/.test(game)) return html;
  const manifest = path.join(REPO, 'dist/webview/page-modules.json');
  const { main, games } = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')) : { main: [], games: {} };
  const base = /href="([^"]*)\/dist\/page\.css"/.exec(html)[1];
  const links = [...new Set([...main, ...(games[game] ?? [])])]
    .map((file) => `<link rel="modulepreload" nonce="${NONCE}" href="${base}/dist/${file}">\n`)
    .join('');
  return html.replace('</head>', `${links}</head>`).replace('<body ', `<body data-game="${game}" `);
}

/** The card styles (patience.cardStyle), a folder of sheets each in media/cards. */
const CARD_STYLES = fs.readdirSync(path.join(REPO, 'media/cards'));
/** The preview page of a card style: index.html for the classic one. */
const pageOf = (style = 'classic') => (style === 'classic' ? 'index.html' : `index-${style}.html`);

function serve() {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.map': 'application/json' };
  const roots = [
    ['/cards/', path.join(REPO, 'media/cards')],
    ['/dist/', path.join(REPO, 'dist/webview')],
    ['/', PREVIEW],
  ];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x').pathname;
    if (url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const [prefix, dir] = roots.find(([p]) => url.startsWith(p));
    const file = path.join(dir, url.slice(prefix.length) || 'index.html');
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    if (file.startsWith(PREVIEW) && file.endsWith('.html')) res.end(asTheHostWrites(fs.readFileSync(file, 'utf8'), req.url));
    else fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Builds the production bundle; returns its size in bytes. */
export function buildBundle() {
  execFileSync(process.execPath, ['esbuild.mjs', '--production', 'webview'], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  return fs.statSync(path.join(REPO, 'dist/webview/main.js')).size;
}

/** Writes the page and serves it; `base` is also the page's CSP source, like a webview's cspSource. */
export async function startPreview() {
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  writePage(base);
  return { base, close: () => server.close() };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const TABLE = "document.querySelector('patience-app').shadowRoot.querySelector('patience-table')";

// waitForFunction polls with eval inside the page, which its CSP forbids: pass it functions only.
export async function open(page, base, { cardStyle, ...params }) {
  await page.goto(`${base}/${pageOf(cardStyle)}?${new URLSearchParams(params)}`);
  await untilDrawn(page);
}

/** Waits for the cards and every picture (in every shadow root), then for fonts, so a screenshot shows the finished table. */
export async function untilDrawn(page) {
  await page.waitForFunction(
    () => {
      const imgs = [];
      const walk = (root) => {
        imgs.push(...root.querySelectorAll('img'));
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
      };
      walk(document);
      return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    undefined,
    { polling: 50 },
  );
  await page.evaluate(() => document.fonts.ready);
}

export const posted = (page) => page.evaluate('window.__posted');
export const progressCount = async (page) => (await posted(page)).filter((m) => m.type === 'progress').length;
export const lastRecord = async (page) => (await posted(page)).filter((m) => m.type === 'progress').at(-1)?.record;
export const center = (box) => ({ x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 12) });

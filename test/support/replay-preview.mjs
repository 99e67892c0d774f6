// Replay tab preview: the real replay bundle under the host's CSP, showing a won Baker's Game
// (test/e2e/data/bakers-game-1-any.json) at move 30, screenshotted in the light, dark and
// high-contrast themes, in English and in Russian, wide and narrow. Reports console errors, CSP
// violations and a page that scrolls.
//
//   node test/support/replay-preview.mjs        screenshots into test-output/replay/
//
// Needs chromium (`apt-get install -y chromium`); CHROMIUM overrides the path.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { OUT, REPO, THEMES, launchChromium, untilDrawn } from './webview-page.mjs';

const SHOTS = path.join(OUT, 'replay');
const ORIGIN = 'http://replay-preview.test';
const NONCE = 'cmVwbGF5LXByZXZpZXc';
const SIZES = [
  [1000, 640],
  [520, 640],
];
/** The list's colours in VS Code's themes (the page's fallbacks are the editor's). */
const LISTS = {
  light: {
    'sideBar-background': '#f3f3f3',
    'list-activeSelectionBackground': '#0060c0',
    'list-activeSelectionForeground': '#ffffff',
    'list-hoverBackground': '#e8e8e8',
    'dropdown-background': '#ffffff',
    'dropdown-foreground': '#616161',
    'dropdown-border': '#cecece',
  },
  dark: {
    'sideBar-background': '#252526',
    'list-activeSelectionBackground': '#04395e',
    'list-activeSelectionForeground': '#ffffff',
    'list-hoverBackground': '#2a2d2e',
    'dropdown-background': '#3c3c3c',
    'dropdown-foreground': '#f0f0f0',
    'dropdown-border': '#3c3c3c',
  },
  hc: {
    'sideBar-background': '#000000',
    'list-activeSelectionBackground': '#000000',
    'list-activeSelectionForeground': '#ffffff',
    'list-hoverBackground': '#000000',
    'dropdown-background': '#000000',
    'dropdown-foreground': '#ffffff',
    'dropdown-border': '#6fc3df',
  },
};

function page(theme, lang, record) {
  const vars = { ...THEMES[theme].vars, ...LISTS[theme] };
  const css = `html {\n${Object.entries(vars)
    .map(([k, v]) => `  --vscode-${k}: ${v};`)
    .join('\n')}\n  --vscode-font-family: system-ui, "Ubuntu", "Droid Sans", sans-serif;\n  --vscode-font-size: 13px;\n}\n`;
  const game = { id: 'preview00001', game: 'bakers-game', deal: 1, outcome: 'won', endedAt: Date.UTC(2026, 10, 30, 18, 5), record };
  const settings = { animations: false, bakersGameRules: 'any', cardStyle: 'classic', cardBack: 'red' };
  const host = `window.__errors = [];
document.addEventListener('securitypolicyviolation', (e) => window.__errors.push('CSP ' + e.violatedDirective + ' ' + (e.blockedURI || 'inline')));
window.addEventListener('error', (e) => window.__errors.push(String(e.message)));
window.acquireVsCodeApi = () => ({
  postMessage(m) {
    if (m.type === 'ready') setTimeout(() => { window.postMessage({ type: 'show', game: ${JSON.stringify(game)}, settings: ${JSON.stringify(settings)} }, '*'); window.postMessage({ type: 'step', to: 30 }, '*'); }, 0);
    if (m.type === 'error') window.__errors.push(m.message);
  },
  getState() { return undefined; },
  setState() {},
});`;
  return {
    css,
    html: `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${ORIGIN}; style-src ${ORIGIN}; font-src ${ORIGIN}; script-src 'nonce-${NONCE}'">
<link rel="stylesheet" href="${ORIGIN}/theme.css">
<link rel="stylesheet" href="${ORIGIN}/page.css">
</head>
<body class="${THEMES[theme].bodyClass}" data-cards-uri="${ORIGIN}/media/cards" data-deck="classic">
<patience-replay></patience-replay>
<script nonce="${NONCE}">${host}</script>
<script type="module" nonce="${NONCE}" src="${ORIGIN}/replay.js"></script>
</body>
</html>`,
  };
}

async function main() {
  // The replay's bundle, and the page's styles (dist/webview/page.css, built with the game tab's bundle), linked as the host links them.
  execFileSync(process.execPath, ['esbuild.mjs', '--production', '--quiet', 'replay', 'webview'], { cwd: REPO, stdio: 'inherit' });
  const script = fs.readFileSync(path.join(REPO, 'dist/webview/replay.js'));
  const pageCss = fs.readFileSync(path.join(REPO, 'dist/webview/page.css'));
  const record = JSON.parse(fs.readFileSync(path.join(REPO, 'test/e2e/data/bakers-game-1-any.json'), 'utf8'));
  fs.mkdirSync(SHOTS, { recursive: true });
  const browser = await launchChromium();
  const problems = [];
  try {
    for (const lang of ['en', 'ru']) {
      for (const theme of Object.keys(LISTS)) {
        for (const [width, height] of SIZES) {
          const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
          const tab = await context.newPage();
          const { html, css } = page(theme, lang, record);
          await tab.route(`${ORIGIN}/**`, (route) => {
            const url = new URL(route.request().url());
            if (url.pathname === '/replay.js') return route.fulfill({ body: script, contentType: 'text/javascript' });
            if (url.pathname === '/theme.css') return route.fulfill({ body: css, contentType: 'text/css' });
            if (url.pathname === '/page.css') return route.fulfill({ body: pageCss, contentType: 'text/css' });
            if (url.pathname.startsWith('/media/'))
              return route.fulfill({ path: path.join(REPO, decodeURIComponent(url.pathname)), contentType: 'image/svg+xml' });
            return route.fulfill({ body: html, contentType: 'text/html' });
          });
          await tab.goto(`${ORIGIN}/index.html`);
          await tab.waitForFunction(
            () => document.querySelector('patience-replay')?.shadowRoot?.querySelector('patience-replay-bar')?.at === 30,
            undefined,
            { polling: 50 },
          );
          await untilDrawn(tab);
          const name = `replay-${lang}-${theme}-${width}.png`;
          await tab.screenshot({ path: path.join(SHOTS, name) });
          const scrolls = await tab.evaluate(
            () => document.documentElement.scrollWidth > innerWidth || document.documentElement.scrollHeight > innerHeight,
          );
          if (scrolls) problems.push(`${name}: the page scrolls`);
          const errors = await tab.evaluate(() => window.__errors);
          for (const p of errors) problems.push(`${name}: ${p}`);
          console.log(`${name}${errors.length || scrolls ? '  PROBLEMS' : ''}`);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else console.log(`no console errors, no CSP violations, no scrolling; screenshots in ${path.relative(REPO, SHOTS)}`);
}

await main();

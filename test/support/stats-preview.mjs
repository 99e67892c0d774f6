// Statistics sidebar preview: the real stats bundle under the host's CSP, fed a season of sample
// results (stats-sample.ts, summarized by the host's code), screenshotted at sidebar widths in the
// light, dark and high-contrast themes, in English and in Russian. Reports console errors and CSP
// violations, checks that nothing inside a card is wider than the card, that a row's numbers stand at one
// height when a label wraps, and that nothing moves when
// today's daily deal numbers arrive (the page is shown first with every number still being found).
//
//   node test/support/stats-preview.mjs        screenshots into test-output/stats/
//
// Needs chromium (`apt-get install -y chromium`); CHROMIUM overrides the path.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { OUT, REPO, THEMES, launchChromium } from './webview-page.mjs';

const SHOTS = path.join(OUT, 'stats');
const ORIGIN = 'http://stats-preview.test';
const NONCE = 'c3RhdHMtcHJldmlldw';
const WIDTHS = [260, 320, 400];
/** What the themes of VS Code give the sidebar and the chart colours (the page's fallbacks are Light+'s). */
const SIDEBAR = {
  light: {
    'sideBar-background': '#f3f3f3',
    'charts-green': '#388a34',
    'charts-red': '#e51400',
    'charts-yellow': '#bf8803',
    'widget-border': 'rgba(0,0,0,0.1)',
    'textLink-foreground': '#006ab1',
  },
  dark: {
    'sideBar-background': '#252526',
    'charts-green': '#89d185',
    'charts-red': '#f14c4c',
    'charts-yellow': '#cca700',
    'widget-border': 'rgba(255,255,255,0.12)',
    'textLink-foreground': '#3794ff',
  },
  hc: {
    'sideBar-background': '#000000',
    'charts-green': '#89d185',
    'charts-red': '#f48771',
    'charts-yellow': '#ffd700',
    'widget-border': '#6fc3df',
    'textLink-foreground': '#21a6ff',
  },
};

async function sample(now) {
  const built = await esbuild.build({
    entryPoints: [path.join(REPO, 'test/support/stats-sample.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const { sampleSidebar } = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
  return sampleSidebar(now);
}

/** Where every card and every daily deal's row is, to compare before and after the numbers arrive. */
const boxes = () => {
  const view = document.querySelector('patience-stats-view').shadowRoot;
  const daily = view.querySelector('patience-stats-daily')?.shadowRoot;
  const items = [...view.querySelectorAll('patience-stats-card'), ...(daily ? daily.querySelectorAll('li, li > *') : [])];
  return items.map((el) => {
    const r = el.getBoundingClientRect();
    return `${el.localName}.${el.classList[0] ?? ''} ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  });
};

function page(theme, lang, { snapshot, finding }) {
  const vars = { ...THEMES[theme].vars, ...SIDEBAR[theme] };
  const css =
    `html {\n${Object.entries(vars)
      .map(([k, v]) => `  --vscode-${k}: ${v};`)
      .join(
        '\n',
      )}\n  --vscode-font-family: system-ui, "Ubuntu", "Droid Sans", sans-serif;\n  --vscode-font-size: 13px;\n  background: var(--vscode-sideBar-background);\n}\n` +
    'body { color: var(--vscode-foreground); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); margin: 0; padding: 0; }\n';
  const host = `window.__errors = [];
document.addEventListener('securitypolicyviolation', (e) => window.__errors.push('CSP ' + e.violatedDirective + ' ' + (e.blockedURI || 'inline')));
window.addEventListener('error', (e) => window.__errors.push(String(e.message)));
const snapshot = ${JSON.stringify(snapshot)};
window.__send = (daily) => window.postMessage({ type: 'snapshot', snapshot, daily }, '*');
window.acquireVsCodeApi = () => ({ postMessage(m) { if (m.type === 'ready') setTimeout(() => window.__send(${JSON.stringify(finding)}), 0); if (m.type === 'error') window.__errors.push(m.message); } });`;
  return {
    css,
    html: `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${ORIGIN}; style-src ${ORIGIN}; font-src ${ORIGIN}; script-src 'nonce-${NONCE}'">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${ORIGIN}/theme.css">
</head>
<body class="${THEMES[theme].bodyClass}">
<patience-stats-view></patience-stats-view>
<script nonce="${NONCE}">${host}</script>
<script type="module" nonce="${NONCE}" src="${ORIGIN}/stats.js"></script>
</body>
</html>`,
  };
}

async function main() {
  execFileSync(process.execPath, ['esbuild.mjs', '--production', '--quiet', 'stats'], { cwd: REPO, stdio: 'inherit' });
  const script = fs.readFileSync(path.join(REPO, 'dist/webview/stats.js'));
  const sidebar = await sample(Date.now());
  fs.mkdirSync(SHOTS, { recursive: true });
  const browser = await launchChromium();
  const problems = [];
  try {
    for (const lang of ['en', 'ru']) {
      for (const theme of Object.keys(SIDEBAR)) {
        for (const width of lang === 'en' ? WIDTHS : [260, 320]) {
          const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
          const tab = await context.newPage();
          const { html, css } = page(theme, lang, sidebar);
          await tab.route(`${ORIGIN}/**`, (route) => {
            const url = new URL(route.request().url());
            if (url.pathname === '/stats.js') return route.fulfill({ body: script, contentType: 'text/javascript' });
            if (url.pathname === '/theme.css') return route.fulfill({ body: css, contentType: 'text/css' });
            return route.fulfill({ body: html, contentType: 'text/html' });
          });
          await tab.goto(`${ORIGIN}/index.html`);
          await tab.waitForFunction(
            () => document.querySelector('patience-stats-view')?.shadowRoot?.querySelector('patience-stats-card') !== null,
            undefined,
            { polling: 50 },
          );
          await tab.evaluate(() => document.fonts.ready);
          const name = `stats-${lang}-${theme}-${width}.png`;
          // The numbers arrive: nothing may move.
          const before = await tab.evaluate(boxes);
          await tab.evaluate((daily) => window.__send(daily), sidebar.daily);
          await tab.waitForFunction(
            () =>
              !document
                .querySelector('patience-stats-view')
                .shadowRoot.querySelector('patience-stats-daily')
                .shadowRoot.querySelector('.finding'),
            undefined,
            { polling: 50 },
          );
          const after = await tab.evaluate(boxes);
          const moved = after.filter((box, i) => box !== before[i]);
          if (moved.length > 0 || after.length !== before.length)
            problems.push(
              `${name}: moved when the daily numbers arrived: ${moved.map((box) => `${before[after.indexOf(box)]} → ${box}`).join('; ')}`,
            );
          await tab.screenshot({ path: path.join(SHOTS, name), fullPage: true });
          const pageWidth = await tab.evaluate(() => document.documentElement.scrollWidth);
          if (pageWidth > width) problems.push(`${name}: the page scrolls sideways (${pageWidth} px wide)`);
          // Today's daily deals on their own, then each of the first cards, at full size, to look at closely.
          await tab.locator('patience-stats-daily').screenshot({ path: path.join(SHOTS, `daily-${lang}-${theme}-${width}.png`) });
          const cards = tab.locator('patience-stats-card');
          for (let i = 0; i < Math.min(3, await cards.count()); i++)
            await cards.nth(i).screenshot({ path: path.join(SHOTS, `card-${i}-${lang}-${theme}-${width}.png`) });
          const overflow = await tab.evaluate(() => {
            const out = [];
            const cards = document
              .querySelector('patience-stats-view')
              .shadowRoot.querySelectorAll('patience-stats-daily, patience-stats-card');
            for (const card of cards) {
              const box = card.getBoundingClientRect();
              const walk = (root) => {
                for (const el of root.querySelectorAll('*')) {
                  const r = el.getBoundingClientRect();
                  if (
                    r.width > 0 &&
                    !el.classList.contains('sr-only') &&
                    !el.closest('.sr-only') &&
                    (r.right > box.right + 0.5 || r.left < box.left - 0.5)
                  )
                    out.push(`${el.localName}.${el.className}`);
                  if (el.shadowRoot) walk(el.shadowRoot);
                }
              };
              walk(card.shadowRoot);
            }
            return out;
          });
          // A row of figures whose label wraps ("Fewest moves", «Лучшая серия») keeps its numbers at one height.
          const uneven = await tab.evaluate(() => {
            const out = [];
            for (const card of document.querySelector('patience-stats-view').shadowRoot.querySelectorAll('patience-stats-card')) {
              const rows = new Map();
              for (const cell of card.shadowRoot.querySelectorAll('dl > div')) {
                const top = Math.round(cell.getBoundingClientRect().top);
                rows.set(top, [...(rows.get(top) ?? []), Math.round(cell.querySelector('dd').getBoundingClientRect().top)]);
              }
              for (const [top, values] of rows)
                if (new Set(values).size > 1)
                  out.push(`${card.shadowRoot.querySelector('h2').textContent} row at ${top}: ${values.join(', ')}`);
            }
            return out;
          });
          const errors = await tab.evaluate(() => window.__errors);
          for (const p of [
            ...errors,
            ...overflow.map((o) => `wider than its card: ${o}`),
            ...uneven.map((u) => `numbers of a row at different heights: ${u}`),
          ])
            problems.push(`${name}: ${p}`);
          console.log(`${name}${errors.length + overflow.length + uneven.length ? '  PROBLEMS' : ''}`);
          // A player who has played nothing yet: the welcome under today's deals.
          await tab.evaluate(({ snapshot, daily }) => window.postMessage({ type: 'snapshot', snapshot, daily }, '*'), sidebar.welcome);
          await tab.waitForFunction(
            () => document.querySelector('patience-stats-view').shadowRoot.querySelector('.welcome') !== null,
            undefined,
            { polling: 50 },
          );
          await tab.screenshot({ path: path.join(SHOTS, `welcome-${lang}-${theme}-${width}.png`) });
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
  } else
    console.log(
      `no console errors, no CSP violations, nothing wider than its card, every row's numbers level, nothing moved when the daily numbers arrived; screenshots in ${path.relative(REPO, SHOTS)}`,
    );
}

await main();

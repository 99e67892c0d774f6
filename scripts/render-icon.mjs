#!/usr/bin/env node
// Rasterises media/icon.svg to media/icon.png (128×128, transparent corners)
// with a headless Chromium driven by playwright-core (a dev dependency).
//
//   node scripts/render-icon.mjs [path-to-chromium]
//
// The browser is taken from the first argument, $CHROMIUM, or /usr/bin/chromium
// (Debian: apt-get install chromium).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svgPath = join(root, 'media', 'icon.svg');
const pngPath = join(root, 'media', 'icon.png');
const executablePath = process.argv[2] ?? process.env.CHROMIUM ?? '/usr/bin/chromium';

const SIZE = 128;
const src = `data:image/svg+xml;base64,${readFileSync(svgPath).toString('base64')}`;
const html =
  `<!doctype html><html><head><style>html,body{margin:0;background:transparent}` +
  `img{display:block;width:${SIZE}px;height:${SIZE}px}</style></head>` +
  `<body><img src="${src}"></body></html>`;

const browser = await chromium.launch({
  executablePath,
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
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.waitForFunction(() => document.images[0]?.complete);
  await page.screenshot({
    path: pngPath,
    omitBackground: true,
    clip: { x: 0, y: 0, width: SIZE, height: SIZE },
  });
  console.log(`wrote ${pngPath}`);
} finally {
  await browser.close();
}

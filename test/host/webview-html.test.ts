import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_STYLES, type CardStyle, sheetFolder } from '../../src/protocol/protocol';
import { webviewHtml, webviewPage } from '../../src/host/panel/webview-html';
import type { PageModules } from '../../src/host/panel/page-modules';
import { webviewOptions } from '../../src/host/panel/webview-options';
import { FakePanel, Uri } from '../support/vscode-double';

const extensionUri = Uri.file('/ext');
const render = (style: CardStyle = 'classic', modules?: PageModules, small = false): string =>
  webviewHtml(new FakePanel('patience.game', 'x').webview as never, extensionUri as never, style, 'freecell', small, modules);
/** A list as the webview build writes it (dist/webview/page-modules.json): FreeCell and Cruel share a chunk with main.js. */
const MODULES: PageModules = {
  main: ['chunk-MAIN.js', 'chunk-SHARED.js'],
  games: { freecell: ['game-FREECELL.js', 'chunk-SHARED.js', 'chunk-CELLS.js'], cruel: ['game-CRUEL.js', 'chunk-CRUEL.js'] },
};
const RESOURCE_ORIGIN = 'https://file+.vscode-resource.vscode-cdn.net';

describe('the game tab page', () => {
  it('has the CSP: nothing by default, our files for images, styles, fonts and fetches, scripts by nonce only, workers from blob: only', () => {
    const html = render();
    const nonce = /nonce="([0-9a-f]{32})"/.exec(html)?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https://*.vscode-cdn.net; style-src https://*.vscode-cdn.net; font-src https://*.vscode-cdn.net; script-src 'nonce-${nonce}'; connect-src https://*.vscode-cdn.net; worker-src blob:">`,
    );
  });

  it('makes a fresh nonce every time', () => {
    const nonces = new Set(Array.from({ length: 20 }, () => /'nonce-([^']+)'/.exec(render())?.[1]));
    expect(nonces.size).toBe(20);
  });

  it('loads the webview bundle as a module with the nonce, after the <patience-app> element', () => {
    const html = render();
    const nonce = /'nonce-([^']+)'/.exec(html)?.[1];
    expect(html).toMatch(/<patience-app><\/patience-app>\s*<script/);
    expect(html).toContain(`<script type="module" nonce="${nonce}" src="${RESOURCE_ORIGIN}/ext/dist/webview/main.js"></script>`);
    expect(html.match(/<script/g)).toHaveLength(1); // no inline script
    expect(html).not.toMatch(/<style|style="/);
  });

  it("links the page's styles (the theme's colours, built from webview/page.css) from <head>, before the pictures", () => {
    const head = render().split('</head>')[0];
    expect(head).toContain(`<link rel="stylesheet" href="${RESOURCE_ORIGIN}/ext/dist/webview/page.css">\n<link rel="preload"`);
    expect(existsSync(join(__dirname, '../../webview/page.css'))).toBe(true);
  });

  it('tells the page where the cards are, the card style it starts with and the game it opens with, on <body>', () => {
    expect(render('four-colour')).toContain(
      `<body data-cards-uri="${RESOURCE_ORIGIN}/ext/media/cards" data-worker-uri="${RESOURCE_ORIGIN}/ext/dist/webview/solver-worker.js" data-deck="four-colour" data-game="freecell">`,
    );
  });

  it('preloads the four sheets of the style it starts with from <head> (files that exist), so they download while the script does', () => {
    for (const style of CARD_STYLES) {
      const head = render(style).split('</head>')[0];
      const preloads = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)].map((m) => m[1]);
      expect(preloads).toEqual(
        ['clubs', 'diamonds', 'hearts', 'spades'].map((suit) => `${RESOURCE_ORIGIN}/ext/media/cards/${style}/${suit}.svg`),
      );
      for (const url of preloads) expect(existsSync(join(__dirname, '../..', url.slice(`${RESOURCE_ORIGIN}/ext/`.length))), url).toBe(true);
      expect(head.match(/<link/g)).toHaveLength(5);
    }
  });

  it("preloads the style's large-index sheets instead when its cards were small (sheetFolder's folder, files that exist)", () => {
    for (const style of CARD_STYLES) {
      const head = render(style, undefined, true).split('</head>')[0];
      const preloads = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)].map((m) => m[1]);
      expect(preloads).toEqual(
        ['clubs', 'diamonds', 'hearts', 'spades'].map(
          (suit) => `${RESOURCE_ORIGIN}/ext/media/cards/${sheetFolder(style, 'en', true)}/${suit}.svg`,
        ),
      );
      for (const url of preloads) expect(existsSync(join(__dirname, '../..', url.slice(`${RESOURCE_ORIGIN}/ext/`.length))), url).toBe(true);
      expect(head.match(/<link/g)).toHaveLength(5);
    }
  });

  it("preloads the modules of the game it opens with (main.js's and that game's, once each) from <head>, with the script's nonce", () => {
    const html = render('classic', MODULES);
    const nonce = /'nonce-([^']+)'/.exec(html)?.[1];
    const [head] = html.split('</head>');
    const preloads = [...head.matchAll(/<link rel="modulepreload" nonce="([^"]+)" href="([^"]+)">/g)];
    expect(preloads.map((m) => m[1])).toEqual(Array(4).fill(nonce));
    expect(preloads.map((m) => m[2])).toEqual(
      ['chunk-MAIN.js', 'chunk-SHARED.js', 'game-FREECELL.js', 'chunk-CELLS.js'].map(
        (file) => `${RESOURCE_ORIGIN}/ext/dist/webview/${file}`,
      ),
    );
    expect(html.match(/<link rel="modulepreload"/g)).toHaveLength(4); // none of Cruel's, none in <body>
  });

  it("preloads no modules without the build's list: the page fetches them as it goes", () => {
    expect(render()).not.toContain('modulepreload');
  });

  it('has no remote URLs: every address is an extension file through asWebviewUri', () => {
    const urls = render().match(/\b(?:https?:)?\/\/[^\s"'<>;]+/g) ?? [];
    const addresses = urls.filter((url) => !url.startsWith('https://*.vscode-cdn.net')); // the CSP source itself
    expect(addresses.length).toBe(8); // the stylesheet, four card sheets, the cards folder, the worker, the script
    for (const url of addresses) expect(url.startsWith(`${RESOURCE_ORIGIN}/ext/`), url).toBe(true);
  });
});

describe('another page (e.g. a sidebar view)', () => {
  it('gets the same CSP with its own element and script, and no data attributes unless asked', () => {
    const webview = new FakePanel('patience.stats', 'x').webview;
    const html = webviewPage(webview as never, extensionUri as never, {
      title: 'Patience Statistics',
      element: 'patience-stats-view',
      script: ['dist', 'webview', 'stats.js'],
    });
    const nonce = /'nonce-([^']+)'/.exec(html)?.[1];
    expect(html).toContain("content=\"default-src 'none'; img-src");
    expect(html).toContain('<title>Patience Statistics</title>');
    expect(html).toMatch(/<body>\s*<patience-stats-view><\/patience-stats-view>/);
    expect(html).not.toContain('<link');
    expect(html).toContain(`<script type="module" nonce="${nonce}" src="${RESOURCE_ORIGIN}/ext/dist/webview/stats.js"></script>`);
  });
});

describe('webview options', () => {
  it('enable scripts and allow media/ and dist/webview only, without retainContextWhenHidden', () => {
    const options = webviewOptions(extensionUri as never);
    expect(options.enableScripts).toBe(true);
    expect(options.localResourceRoots?.map(String)).toEqual(['file:///ext/media', 'file:///ext/dist/webview']);
    expect(options).not.toHaveProperty('retainContextWhenHidden');
  });
});

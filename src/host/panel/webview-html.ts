// The pages of our webviews: a strict CSP with a fresh nonce, every asset through asWebviewUri, one
// custom element and its module script. The only place that writes HTML.
import * as vscode from 'vscode';
import { type CardStyle, sheetFolder } from '../../protocol/protocol';
import type { GameId } from '../../engine/game-id';
import { NO_PAGE_MODULES, type PageModules, modulesOf } from './page-modules';

export interface PageSpec {
  /** The document title (screen readers announce it). */
  readonly title: string;
  /** The custom element the script defines, e.g. 'patience-app'. */
  readonly element: string;
  /** The module script, as a path inside the extension. */
  readonly script: readonly string[];
  /** `<body data-…>` attributes holding folders inside the extension, e.g. { 'cards-uri': ['media', 'cards'] }. */
  readonly folders?: Readonly<Record<string, readonly string[]>>;
  /** `<body data-…>` attributes holding plain words, e.g. { deck: 'classic' }. */
  readonly words?: Readonly<Record<string, string>>;
  /** Stylesheets of the page, as paths inside the extension, linked from `<head>`. */
  readonly styles?: readonly (readonly string[])[];
  /** Pictures the page's first paint draws, preloaded from `<head>` so they download while the script does. */
  readonly preload?: readonly (readonly string[])[];
  /** Modules the script imports, as paths inside the extension, preloaded (with the nonce) so they download beside it. */
  readonly modules?: readonly (readonly string[])[];
  /**
   * A worker script inside the extension, given as `<body data-worker-uri>`. A webview cannot start
   * a Worker from its resource URL (another origin): the page fetches the text and starts it from
   * a blob: URL, so the CSP allows fetching our resources and blob: workers.
   */
  readonly worker?: readonly string[];
}

/**
 * The four sheets (a suit each, scripts/make-cards.mjs) of a style a first table draws, in VS Code's language: the
 * style's own, or its large index when the page said its cards were `small` there (./sheets-kept.ts). Every first
 * table shows all four (card-picture.ts), so none waits unused.
 */
export const cardSheets = (style: CardStyle, small: boolean) =>
  ['clubs', 'diamonds', 'hearts', 'spades'].map((suit) => [
    'media',
    'cards',
    sheetFolder(style, vscode.env.language, small),
    `${suit}.svg`,
  ]);

/** What writes the game tab's page for the card style and the game it opens with, its cards `small` if they were last time. */
export type GamePageHtml = (
  webview: vscode.Webview,
  extensionUri: vscode.Uri,
  cardStyle: CardStyle,
  game: GameId,
  small: boolean,
) => string;

/**
 * The game tab's page; its script finds the card pictures from `<body data-cards-uri>` (a folder per
 * style), the style it starts with from `<body data-deck>` and the game it opens with from `<body data-game>`
 * (its rules' modules preloaded: `modules`, the webview build's list). The sheets its first table draws are
 * preloaded: the style's own, or its large index if `small` (the page said so of its last table of this game).
 */
export function webviewHtml(
  webview: vscode.Webview,
  extensionUri: vscode.Uri,
  cardStyle: CardStyle,
  game: GameId,
  small = false,
  modules: PageModules = NO_PAGE_MODULES,
): string {
  return webviewPage(webview, extensionUri, {
    title: vscode.l10n.t('Patience'),
    element: 'patience-app',
    script: ['dist', 'webview', 'main.js'],
    folders: { 'cards-uri': ['media', 'cards'] },
    words: { deck: cardStyle, game },
    styles: [['dist', 'webview', 'page.css']],
    preload: cardSheets(cardStyle, small),
    modules: modulesOf(modules, game),
    worker: ['dist', 'webview', 'solver-worker.js'],
  });
}

export function webviewPage(webview: vscode.Webview, extensionUri: vscode.Uri, page: PageSpec): string {
  const nonce = makeNonce();
  const asset = (path: readonly string[]): string =>
    escapeAttribute(webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, ...path)).toString());
  const csp = [
    "default-src 'none'",
    `img-src ${webview.cspSource}`,
    `style-src ${webview.cspSource}`,
    `font-src ${webview.cspSource}`,
    `script-src 'nonce-${nonce}'`,
    ...(page.worker ? [`connect-src ${webview.cspSource}`, 'worker-src blob:'] : []),
  ].join('; ');
  const folders = { ...page.folders, ...(page.worker ? { 'worker-uri': page.worker } : {}) };
  const data = [
    ...Object.entries(folders).map(([name, path]) => [name, asset(path)]),
    ...Object.entries(page.words ?? {}).map(([name, word]) => [name, escapeAttribute(word)]),
  ]
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('');
  const links = [
    ...(page.styles ?? []).map((path) => `\n<link rel="stylesheet" href="${asset(path)}">`),
    ...(page.preload ?? []).map((path) => `\n<link rel="preload" as="image" href="${asset(path)}">`),
    ...(page.modules ?? []).map((path) => `\n<link rel="modulepreload" nonce="${nonce}" href="${asset(path)}">`),
  ].join('');
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(vscode.env.language)}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${escapeAttribute(page.title)}</title>${links}
</head>
<body${data}>
<${page.element}></${page.element}>
<script type="module" nonce="${nonce}" src="${asset(page.script)}"></script>
</body>
</html>`;
}

/** 128 random bits as hex: a new one for every page, so an old page's nonce never works again. */
function makeNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

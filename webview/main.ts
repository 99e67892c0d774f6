// Webview entry: the page's styles, then the app element, told where the card pictures live and
// which style to start with (`<body data-cards-uri data-deck>`, set by the host's HTML, which
// also preloads that style's sheets).
import { css } from 'lit';
import './elements/patience-app';
import type { PatienceApp } from './elements/patience-app';
import { CARD_STYLES } from '../src/protocol';

// The felt and highlight colours for each VS Code theme kind (the body's `vscode-*` class), as
// `--patience-*` properties the elements read through their shadow roots. The keyboard focus is a
// ring apart from the card, a band of the gap colour between (unlike the hint's and the selection's
// glow, which hugs the card), so the two never look alike, high contrast included.
const pageStyles = css`
  html,
  body {
    height: 100%;
    margin: 0;
    padding: 0;
    overflow: hidden;
  }
  body {
    font-family: var(--vscode-font-family, system-ui, sans-serif);
    font-size: var(--vscode-font-size, 13px);
    color: var(--vscode-foreground);
    background: var(--vscode-editor-background);
    --patience-felt: #2d6e44;
    --patience-slot: rgb(0 0 0 / 0.1);
    --patience-outline: rgb(255 255 255 / 0.45);
    --patience-hint: rgb(255 255 255 / 0.75);
    --patience-target: #ffe066;
    --patience-select: #ffcc33;
    --patience-badge-bg: rgb(0 0 0 / 0.6);
    --patience-badge-fg: #fff;
    --patience-focus: var(--vscode-focusBorder, #0090f1);
    --patience-focus-gap: #fff;
  }
  body.vscode-dark {
    --patience-felt: #1c4a2e;
    --patience-slot: rgb(0 0 0 / 0.18);
    --patience-outline: rgb(255 255 255 / 0.3);
    --patience-hint: rgb(255 255 255 / 0.6);
  }
  body.vscode-high-contrast,
  body.vscode-high-contrast-light {
    --patience-felt: var(--vscode-editor-background);
    --patience-slot: transparent;
    --patience-outline: var(--vscode-contrastBorder);
    --patience-hint: var(--vscode-foreground);
    --patience-target: var(--vscode-contrastActiveBorder);
    --patience-select: var(--vscode-contrastActiveBorder);
    --patience-badge-bg: var(--vscode-editor-background);
    --patience-badge-fg: var(--vscode-foreground);
    --patience-focus-gap: var(--vscode-editor-background);
  }
  patience-app {
    display: flex;
    height: 100%;
  }
`;

// Constructable stylesheets need no inline <style>, which the page's CSP forbids.
const sheet = pageStyles.styleSheet;
if (sheet) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const base = document.body.dataset.cardsUri ?? '';
const style = document.body.dataset.deck;
const app: PatienceApp = document.querySelector('patience-app') ?? document.createElement('patience-app');
app.cardsUri = base === '' || base.endsWith('/') ? base : `${base}/`;
app.cardStyle = CARD_STYLES.find((known) => known === style) ?? 'classic';
if (!app.isConnected) document.body.append(app);

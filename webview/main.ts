// Webview entry: page styles, then the app element, told where the card pictures live
// (`<body data-cards-uri>`, set by the host's HTML).
import './elements/patience-app';
import type { PatienceApp } from './elements/patience-app';
import { pageStyles } from './theme';

const sheet = pageStyles.styleSheet;
// Constructable stylesheets need no inline <style>, which the page's CSP forbids.
if (sheet) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const base = document.body.dataset.cardsUri ?? '';
const app: PatienceApp = document.querySelector('patience-app') ?? document.createElement('patience-app');
app.cardsUri = base === '' || base.endsWith('/') ? base : `${base}/`;
if (!app.isConnected) document.body.append(app);

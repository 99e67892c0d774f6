// Webview entry: the app element, told where the card pictures live and which style to start with
// (`<body data-cards-uri data-deck>`, set by the host's HTML, which also preloads that style's sheets
// and links the page's styles, ./page.css).
import './table/patience-app';
import type { PatienceApp } from './table/patience-app';
import { CARD_STYLES } from '../src/protocol';

const base = document.body.dataset.cardsUri ?? '';
const style = document.body.dataset.deck;
const app: PatienceApp = document.querySelector('patience-app') ?? document.createElement('patience-app');
app.cardsUri = base === '' || base.endsWith('/') ? base : `${base}/`;
app.cardStyle = CARD_STYLES.find((known) => known === style) ?? 'classic';
if (!app.isConnected) document.body.append(app);

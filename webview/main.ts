// Webview entry: the app element, told where the card pictures live and which style to start with
// (`<body data-cards-uri data-deck>`, set by the host's HTML, which also links the page's styles,
// ./page.css), put in the page once the opening game's rules are here.
// First: the opening game's rules are asked for, and the host's element is held back until they come.
import { heldApp, openingGame } from './games/opening-game';
import './table/patience-app';
import type { PatienceApp } from './table/patience-app';
import { CARD_STYLES } from '../src/protocol/protocol';

const base = document.body.dataset.cardsUri ?? '';
const style = document.body.dataset.deck;
const app = heldApp as PatienceApp;
customElements.upgrade(app); // defined now (./table/patience-app), though out of the page
app.cardsUri = base === '' || base.endsWith('/') ? base : `${base}/`;
app.cardStyle = CARD_STYLES.find((known) => known === style) ?? 'classic';
await openingGame;
document.body.append(app);

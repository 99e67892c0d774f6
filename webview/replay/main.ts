// The replay tab's entry (its own bundle, dist/webview/replay.js: the game tab's first bundle does
// not grow): the replay element, told where the card pictures live and which style to start with
// (`<body data-cards-uri data-deck>`, as the game tab's page is; the host links the page's styles, page.css).
import { CARD_STYLES } from '../../src/protocol/protocol';
import './patience-replay';
import type { PatienceReplay } from './patience-replay';

const base = document.body.dataset.cardsUri ?? '';
const style = document.body.dataset.deck;
const replay: PatienceReplay = document.querySelector('patience-replay') ?? document.createElement('patience-replay');
replay.cardsUri = base === '' || base.endsWith('/') ? base : `${base}/`;
replay.cardStyle = CARD_STYLES.find((known) => known === style) ?? 'classic';
if (!replay.isConnected) document.body.append(replay);

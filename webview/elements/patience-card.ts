// One card: a window onto a sheet of card pictures (media/cards/<style>/<suit>.svg, made by
// scripts/make-cards.mjs). The pile renders it, places it, names it and marks it with the
// `selected` and `liftable` attributes the styles below read.
// A card is a plain element in the pile's shadow root, not a LitElement with a shadow root of its
// own: a full Spider table has 156 of them, and 156 fewer update cycles and shadow roots make the
// first paint and every style pass cheaper.
import { css, html } from 'lit';
import { type Card, type GameId, isFaceDown, rankOf, suitOf } from '../../src/engine';
import { CARD_BACKS, type CardBack } from '../../src/protocol';
import { isFrozenCard } from '../card-labels';

/** The sheets of a style, by suit (the engine's order); each has its 13 faces, then every back. */
export const SHEETS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const FIRST_BACK = 13;
// A sheet: cells of 250×350 card units, 260×360 apart, 6 a row, 1550×1070 in all. The picture is
// drawn at the sheet's size relative to the card, and shifted to show one cell.
const COLUMNS = 6;
const [CELL_W, CELL_H, PITCH_X, PITCH_Y, SHEET_W, SHEET_H] = [250, 350, 260, 360, 1550, 1070];
const STEP_X = (PITCH_X / CELL_W) * 100;
const STEP_Y = (PITCH_Y / CELL_H) * 100;

/** The card's styles, adopted by the pile whose shadow root the cards live in (with the motion's stand-ins, patience-ghost). */
export const cardStyles = css`
  patience-card, patience-ghost { position: absolute; display: block; width: var(--patience-card-w); height: var(--patience-card-h); border-radius: calc(var(--patience-card-w) * 0.056); box-shadow: 0 1px 2px rgb(0 0 0 / 0.35); overflow: hidden; cursor: default; outline: none; }
  patience-card[liftable] { cursor: grab; }
  /* Picked up or hinted: a dashed line just off the card. The keyboard focus: a solid ring, a band of the gap colour between. */
  patience-card[selected] { outline: 3px dashed var(--patience-select); outline-offset: 2px; box-shadow: 0 4px 10px rgb(0 0 0 / 0.45); }
  patience-card:focus-visible { box-shadow: 0 0 0 3px var(--patience-focus-gap), 0 0 0 6px var(--patience-focus); }
  patience-card[selected]:focus-visible { outline-offset: 8px; }
  patience-card .frozen { position: absolute; left: 5%; bottom: 3.5%; width: 30%; aspect-ratio: 1; box-sizing: border-box; border-radius: 50%; border: max(1px, calc(var(--patience-card-w) * 0.012)) solid #1d6fa5; background: #dff3fc; pointer-events: none; }
  patience-card .frozen svg { display: block; width: 100%; height: 100%; }
  patience-ghost img, patience-card img { position: absolute; width: 620%; height: 305.7143%; max-width: none; max-height: none; pointer-events: none; user-select: none; -webkit-user-drag: none; }
`;

export interface Picture {
  readonly sheet: (typeof SHEETS)[number];
  readonly cell: number;
}

/**
 * The picture of the card at `index` of pile number `pile`: its face from its suit's sheet (a frozen Pileon top's too:
 * its four cards are known, and the badge says it is frozen), or the back `back` from the sheet of its pile, never of
 * its own suit, which the page would give away. Spider's columns start face down, so every first table shows all four
 * sheets and no preloaded one waits unused.
 */
export function cardPicture(game: GameId, pile: number, cards: readonly Card[], index: number, back: CardBack = 'red'): Picture {
  const card = cards[index];
  if (isFaceDown(card) && !isFrozenCard(game, cards, index)) return { sheet: SHEETS[pile % 4], cell: FIRST_BACK + CARD_BACKS.indexOf(back) };
  return { sheet: SHEETS[suitOf(card)], cell: rankOf(card) - 1 };
}

/** The frozen badge's six-fold snowflake in a 200-unit box about its middle: each arm a stem and a V of twigs. */
const SNOWFLAKE = [0, 60, 120, 180, 240, 300].map((degrees) => {
  const [sin, cos] = [Math.sin((degrees * Math.PI) / 180), Math.cos((degrees * Math.PI) / 180)];
  const at = (x: number, y: number): string => `${Math.round(x * cos - y * sin)} ${Math.round(x * sin + y * cos)}`;
  return `M${at(0, 0)}L${at(0, -78)}M${at(-22, -62)}L${at(0, -40)}L${at(22, -62)}`;
}).join('');

/** The small badge on a frozen Pileon pile's top card (decoration: the card's name says "frozen"). */
export const frozenBadge = html`<span class="frozen" aria-hidden="true"><svg viewBox="-100 -100 200 200" fill="none" stroke="#1d6fa5" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"><path d=${SNOWFLAKE}></path></svg></span>`;

/** Where `cell` lies on its sheet, as fractions of the sheet's width and height (to draw it elsewhere). */
export function cellBox(cell: number): { x: number; y: number; w: number; h: number } {
  return { x: ((cell % COLUMNS) * PITCH_X) / SHEET_W, y: (Math.floor(cell / COLUMNS) * PITCH_Y) / SHEET_H, w: CELL_W / SHEET_W, h: CELL_H / SHEET_H };
}

/** Where the sheet sits under the card to show `cell`, as percentages of the card's size. */
export function cellPlace(cell: number): Record<string, string> {
  const percent = (n: number): string => `${-n.toFixed(3)}%`;
  return { left: percent((cell % COLUMNS) * STEP_X), top: percent(Math.floor(cell / COLUMNS) * STEP_Y) };
}

export class PatienceCard extends HTMLElement {
  /** The card's position in its pile (0 = bottom). */
  index = 0;
}
customElements.define('patience-card', PatienceCard);

declare global {
  interface HTMLElementTagNameMap {
    'patience-card': PatienceCard;
  }
}

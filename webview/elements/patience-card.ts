// One card: a window onto a sheet of card pictures (media/cards/<style>/<suit>.svg, made by
// scripts/make-cards.mjs). The pile renders it, places it, names it and marks it with the
// `selected` and `liftable` attributes the styles below read.
// A card is a plain element in the pile's shadow root, not a LitElement with a shadow root of its
// own: a full Spider table has 156 of them, and 156 fewer update cycles and shadow roots make the
// first paint and every style pass cheaper.
import { css } from 'lit';
import { type Card, type GameId, isFaceDown, rankOf, suitOf } from '../../src/engine';
import { CARD_BACKS, type CardBack } from '../../src/protocol';
import { isFrozenCard } from '../card-labels';

/** The sheets of a style, by suit (the engine's order); each has its 13 faces, the frozen back, then every back. */
export const SHEETS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const FROZEN = 13;
const FIRST_BACK = 14;
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
  patience-card[selected] { box-shadow: 0 0 0 3px var(--patience-select), 0 4px 10px rgb(0 0 0 / 0.45); }
  patience-card:focus-visible { outline: 3px solid var(--patience-focus); outline-offset: 3px; }
  patience-card:focus-visible:not([selected]) { box-shadow: 0 0 0 3px var(--patience-focus-gap); }
  patience-card[selected]:focus-visible { outline-offset: 6px; }
  patience-ghost img, patience-card img { position: absolute; width: 620%; height: 305.7143%; max-width: none; max-height: none; pointer-events: none; user-select: none; -webkit-user-drag: none; }
`;

export interface Picture {
  readonly sheet: (typeof SHEETS)[number];
  readonly cell: number;
}

/**
 * The picture of the card at `index` of pile number `pile`: its face from its suit's sheet, or the back `back` (Pileon's
 * frozen back) from the sheet of its pile, never of its own suit, which the page would give away. Spider's ten
 * columns start face down, so every first table shows all four sheets and no preloaded one waits unused.
 */
export function cardPicture(game: GameId, pile: number, cards: readonly Card[], index: number, back: CardBack = 'red'): Picture {
  const card = cards[index];
  if (isFaceDown(card)) return { sheet: SHEETS[pile % 4], cell: isFrozenCard(game, cards, index) ? FROZEN : FIRST_BACK + CARD_BACKS.indexOf(back) };
  return { sheet: SHEETS[suitOf(card)], cell: rankOf(card) - 1 };
}

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

// Which picture a card shows and where that picture lies on its sheet (media/cards/<style>/<suit>.svg):
// plain functions, no element, so the table's cards and the motion's stand-ins draw the same.
import { type Card, type GameId, gameOf, isFaceDown, rankOf, suitOf } from '../../src/engine';
import { CARD_BACKS, type CardBack } from '../../src/protocol/protocol';

/** In a game with frozen piles (Pileon), a pile whose top card lies face down is frozen: its four cards are all known. */
export const isFrozenCard = (game: GameId, cards: readonly Card[], index: number): boolean =>
  gameOf(game).frozenPiles && index === cards.length - 1 && isFaceDown(cards[index]);

/** The sheets of a style, by suit (the engine's order); each has its 13 faces, then every back. */
export const SHEETS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const FIRST_BACK = 13;
// A sheet: cells of 250×350 card units, 260×360 apart, 6 a row, 1550×1070 in all. The picture is
// drawn at the sheet's size relative to the card, and shifted to show one cell.
const COLUMNS = 6;
const [CELL_W, CELL_H, PITCH_X, PITCH_Y, SHEET_W, SHEET_H] = [250, 350, 260, 360, 1550, 1070];
const STEP_X = (PITCH_X / CELL_W) * 100;
const STEP_Y = (PITCH_Y / CELL_H) * 100;

export interface Picture {
  readonly sheet: (typeof SHEETS)[number];
  readonly cell: number;
}

/**
 * The picture of the card at `index` of pile number `pile`: its face from its suit's sheet (a frozen Pileon top's too:
 * its four cards are known, and the badge says it is frozen), or the back `back` from the sheet of its pile, never of
 * its own suit, which the page would give away. Spider's columns start face down, so every first table shows all four
 * sheets.
 */
export function cardPicture(game: GameId, pile: number, cards: readonly Card[], index: number, back: CardBack = 'red'): Picture {
  const card = cards[index];
  if (isFaceDown(card) && !isFrozenCard(game, cards, index))
    return { sheet: SHEETS[pile % 4], cell: FIRST_BACK + CARD_BACKS.indexOf(back) };
  return { sheet: SHEETS[suitOf(card)], cell: rankOf(card) - 1 };
}

/** Where `cell` lies on its sheet, as fractions of the sheet's width and height (to draw it elsewhere). */
export function cellBox(cell: number): { x: number; y: number; w: number; h: number } {
  return {
    x: ((cell % COLUMNS) * PITCH_X) / SHEET_W,
    y: (Math.floor(cell / COLUMNS) * PITCH_Y) / SHEET_H,
    w: CELL_W / SHEET_W,
    h: CELL_H / SHEET_H,
  };
}

/** Where the sheet sits under the card to show `cell`, as percentages of the card's size. */
export function cellPlace(cell: number): Record<string, string> {
  const percent = (n: number): string => `${-n.toFixed(3)}%`;
  return { left: percent((cell % COLUMNS) * STEP_X), top: percent(Math.floor(cell / COLUMNS) * STEP_Y) };
}

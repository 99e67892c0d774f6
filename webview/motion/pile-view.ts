// What the motion needs of a pile element on the table (the board's <patience-pile> has it all): the
// motion moves cards and stand-ins inside piles without importing the board, which imports the motion.
import type { Card, GameId, PileSpec } from '../../src/engine';
import type { CardBack } from '../../src/protocol/protocol';

/** A drawn card: an element that knows its place in its pile (0 = bottom). */
export interface CardView extends HTMLElement {
  readonly index: number;
}

export interface PileView extends HTMLElement {
  readonly game: GameId;
  readonly spec: PileSpec;
  /** The pile's number on the table. */
  readonly pile: number;
  readonly cards: readonly Card[];
  /** Base URL of the sheets of card pictures, ending in "/". */
  readonly cardsUri: string;
  readonly cardBack: CardBack;
  /** Each card's offset along the fan. */
  readonly offsets: readonly number[];
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** Cards lifted from it are being dragged (it draws above the other piles). */
  dragging: boolean;
  /** Dragged cards would drop on it now. */
  hover: boolean;
  /** The card elements from `from` up, as drawn. */
  cardElements(from: number): CardView[];
  /** Where the card at `i` sits in the pile (its `left` and `top`). */
  cardPlace(i: number): Record<string, string>;
}

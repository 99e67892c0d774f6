// Where every card lies on the table, by identity, worked out from the layout's own numbers (no
// DOM reads): what the motion compares from one position to the next. In the page's first bundle;
// the planning that reads it is in the motion chunk.
import { type Position, faceOf, isFaceDown, rulesOf } from '../../src/engine';
import { type TableLayout, cardPoint, fanOffsets, firstDrawn } from '../layout';

/** A position as laid out on the table. */
export interface Frame {
  readonly position: Position;
  readonly layout: TableLayout;
}

/** Where a card lies in a frame. */
export interface Place {
  readonly pile: number;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly down: boolean;
  /** Drawn by its pile (a stock draws only its top card, an unfanned pile its top two). */
  readonly drawn: boolean;
}

/** A frame's places by card (the engine's card without its face; a repeat, which no deal makes, gets its own). */
export type Places = ReadonlyMap<number, Place>;

export function placesOf({ position, layout }: Frame): Places {
  const specs = rulesOf(position.game).piles;
  const out = new Map<number, Place>();
  position.piles.forEach((cards, pile) => {
    const spec = specs[pile];
    const slot = layout.slots[pile];
    const offsets = fanOffsets(cards, spec.fan, layout.cardW, layout.cardH, slot);
    const drawnFrom = firstDrawn(spec, cards.length);
    cards.forEach((card, index) => {
      const { x, y } = cardPoint(slot, spec.fan, offsets[index]);
      let id = faceOf(card);
      while (out.has(id)) id += 256;
      out.set(id, { pile, index, x, y, down: isFaceDown(card), drawn: index >= drawnFrom });
    });
  });
  return out;
}

/** Where a new deal comes from: the stock, or (a game without one) beyond the table's top left corner. */
export function dealOrigin({ position, layout }: Frame): { x: number; y: number; stock: number } {
  const { slots, cardW } = layout;
  const stock = rulesOf(position.game).piles.findIndex((spec) => spec.kind === 'stock');
  return stock >= 0 ? { x: slots[stock].x, y: slots[stock].y, stock } : { x: -cardW, y: slots[0].y, stock };
}

// Where every card lies on the table, by identity, worked out from the layout's own numbers (no
// DOM reads): what the motion compares from one position to the next. In the motion chunk, which
// imports nothing from the page's first bundle at run time: the rules and the layout come in a kit.
import type { Card, GameRules, PileSpec, Position } from '../../src/engine';
import type { Rect, TableLayout } from '../layout/layout';

/** The page's own rules and geometry, handed to the motion chunk. */
export interface Geometry {
  rulesOf(game: Position['game']): GameRules;
  fanOffsets(cards: readonly Card[], fan: PileSpec['fan'], cardW: number, cardH: number, slot: Rect, fanned?: number): number[];
  cardPoint(slot: Rect, fan: PileSpec['fan'], offset: number): { x: number; y: number };
  firstDrawn(spec: PileSpec, count: number, fanned?: number): number;
  faceOf(card: Card): number;
  isFaceDown(card: Card): boolean;
}

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
  /** Drawn by its pile (a stock draws only its top card, an unfanned pile its top two, a waste its fanned ones and one more). */
  readonly drawn: boolean;
}

/** A frame's places by card (the engine's card without its face; a repeat, which no deal makes, gets its own). */
export type Places = ReadonlyMap<number, Place>;

/** A point on the table where cards gather: the stock, or beyond the table's edge (`stock` -1). */
export interface Spot {
  readonly x: number;
  readonly y: number;
  readonly stock: number;
}

export function placesOf({ position, layout }: Frame, kit: Geometry): Places {
  const rules = kit.rulesOf(position.game);
  const specs = rules.piles;
  // A waste fans as many cards as a click on the stock draws.
  const fanned = rules.draws?.(position.variant) ?? 1;
  const out = new Map<number, Place>();
  position.piles.forEach((cards, pile) => {
    const spec = specs[pile];
    const slot = layout.slots[pile];
    const offsets = kit.fanOffsets(cards, spec.fan, layout.cardW, layout.cardH, slot, fanned);
    const drawnFrom = kit.firstDrawn(spec, cards.length, fanned);
    cards.forEach((card, index) => {
      const { x, y } = kit.cardPoint(slot, spec.fan, offsets[index]);
      let id = kit.faceOf(card);
      // Past every card there is (nine bits: cards.ts).
      while (out.has(id)) id += 0x200;
      out.set(id, { pile, index, x, y, down: kit.isFaceDown(card), drawn: index >= drawnFrom });
    });
  });
  return out;
}

/** The stock's place; a game without one deals from beyond the table's top left corner. */
export function stockSpot({ position, layout }: Frame, kit: Geometry): Spot {
  const { slots, cardW } = layout;
  const stock = kit.rulesOf(position.game).piles.findIndex((spec) => spec.kind === 'stock');
  return stock >= 0 ? { x: slots[stock].x, y: slots[stock].y, stock } : { x: -cardW, y: slots[0].y, stock };
}

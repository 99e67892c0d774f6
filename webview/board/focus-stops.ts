// Where the keyboard focus of the table can be: a pile and a card of it, and the cards of a pile the
// arrows stop at. In the page's first bundle (the table keeps its focus with them); the keys that move
// it are the keyboard chunk's (./keyboard-controller.ts).
import type { PileSpec } from '../../src/engine';
import { FOCUS_PILE } from './patience-pile';

export interface Spot {
  readonly pile: number;
  /** A card index, or FOCUS_PILE for an empty pile. */
  readonly index: number;
}

/**
 * Where the focus can stop in a pile: the cards that can be picked up, and always the top card.
 * Buried cards are skipped, so the arrows reach the next pile in a press or two; a screen reader
 * hears them in the pile's name.
 */
export function focusStops(spec: PileSpec, count: number, liftable: number): number[] {
  if (count === 0) return [FOCUS_PILE];
  const first = spec.fan === 'none' ? count - 1 : count - Math.max(liftable, 1);
  return Array.from({ length: count - first }, (_, k) => first + k);
}

// A position as visible knowledge sees it (types.ts Knowledge): every face-down card made one anonymous card, so a
// search cannot read the cards nobody has seen (Spider's, Klondike's columns and stock).
import { isFaceDown, turnDown } from '../cards';
import type { Position } from '../types';

/** What a hidden card becomes under visible knowledge: every hidden card looks the same. */
const HIDDEN = turnDown(0);

/** The position as visible knowledge sees it. */
export function maskHidden(position: Position): Position {
  const piles = position.piles.map((pile) => pile.map((card) => (isFaceDown(card) ? HIDDEN : card)));
  return { ...position, piles };
}

// Shared mechanics of foundations built up in suit from the ace, and counting the cards on them.
import { type Card, ACE, isFaceUp, rankOf, suitOf } from '../cards';
import type { Position } from '../types';

/** A foundation built up in suit from the ace: empty takes any ace, otherwise the next card of its suit. */
export function foundationAccepts(foundation: readonly Card[], card: Card): boolean {
  const top = foundation[foundation.length - 1];
  if (top === undefined) return rankOf(card) === ACE;
  return isFaceUp(card) && suitOf(top) === suitOf(card) && rankOf(card) === rankOf(top) + 1;
}

/** Total cards on the given foundation piles. */
export function cardsOn(position: Position, piles: readonly number[]): number {
  let total = 0;
  for (const i of piles) total += position.piles[i].length;
  return total;
}

/** All the given piles hold `size` cards each (a full set of foundations means the game is won). */
export function allHold(position: Position, piles: readonly number[], size: number): boolean {
  return piles.every((i) => position.piles[i].length === size);
}

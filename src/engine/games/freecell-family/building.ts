// How the FreeCell family builds in the tableau: down in suit (Baker's Game) or in alternating colours (FreeCell).
import { type Card, isFaceUp, rankOf, suitOf } from '../../cards';
import { followsDownInSuit, suitedRunLength } from '../../mechanics/runs';

export type Building = 'suit' | 'alternate';

/** Red suits are diamonds and hearts (suits 1 and 2 of C, D, H, S). */
export const isRed = (card: Card): boolean => {
  const suit = suitOf(card);
  return suit === 1 || suit === 2;
};

/** `card` may go on `target` building down in alternating colours (FreeCell; Baker's Game builds in suit). */
export function followsDownAlternating(target: Card | undefined, card: Card): boolean {
  return target !== undefined && isFaceUp(target) && isRed(target) !== isRed(card) && rankOf(target) === rankOf(card) + 1;
}

/** Length of the alternating-colour run descending by one at the top of a pile (FreeCell's movable run). */
export function alternatingRunLength(pile: readonly Card[]): number {
  const n = pile.length;
  if (n === 0 || !isFaceUp(pile[n - 1])) return 0;
  let length = 1;
  while (length < n && followsDownAlternating(pile[n - length - 1], pile[n - length])) length++;
  return length;
}

export const follows = (building: Building, target: Card | undefined, card: Card): boolean =>
  building === 'suit' ? followsDownInSuit(target, card) : followsDownAlternating(target, card);

export const runLength = (building: Building, pile: readonly Card[]): number =>
  building === 'suit' ? suitedRunLength(pile) : alternatingRunLength(pile);

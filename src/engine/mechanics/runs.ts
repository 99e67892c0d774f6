// Shared mechanics of runs: the sequences descending by one at the top of a pile, in one suit or in alternating colours.
import { type Card, isSuitedLink, isFaceUp, rankOf, suitOf } from '../cards';

/** Length of the face-up run at the top of a pile whose every card `follows` the one under it (0 if empty or face down). */
function topRunLength(pile: readonly Card[], follows: (below: Card, card: Card) => boolean): number {
  const n = pile.length;
  if (n === 0 || !isFaceUp(pile[n - 1])) return 0;
  let length = 1;
  while (length < n && follows(pile[n - length - 1], pile[n - length])) length++;
  return length;
}

/** Length of the face-up same-suit run, descending by one, at the top of a pile (0 if empty or face down). */
export const suitedRunLength = (pile: readonly Card[]): number => topRunLength(pile, isSuitedLink);

/** `card` may go on `target` when building down in suit (target one rank higher, same suit). */
export function followsDownInSuit(target: Card | undefined, card: Card): boolean {
  return target !== undefined && isFaceUp(target) && suitOf(target) === suitOf(card) && rankOf(target) === rankOf(card) + 1;
}

/** Number of suited links (a face-up card on a face-up same-suit card one rank higher) in a pile. */
export function suitedLinks(pile: readonly Card[]): number {
  let links = 0;
  for (let i = 1; i < pile.length; i++) if (isSuitedLink(pile[i - 1], pile[i])) links++;
  return links;
}

/** The lowest-lying of the top `count` cards of a pile: the card that touches the target on a drop. */
export const baseOfLift = (pile: readonly Card[], count: number): Card => pile[pile.length - count];

/** Red suits are diamonds and hearts (suits 1 and 2 of C, D, H, S). */
export const isRed = (card: Card): boolean => {
  const suit = suitOf(card);
  return suit === 1 || suit === 2;
};

/** `card` may go on `target` building down in alternating colours (FreeCell, Klondike). */
export function followsDownAlternating(target: Card | undefined, card: Card): boolean {
  return target !== undefined && isFaceUp(target) && isRed(target) !== isRed(card) && rankOf(target) === rankOf(card) + 1;
}

/** Length of the face-up run in alternating colours, descending by one, at the top of a pile (0 if empty or face down). */
export const alternatingRunLength = (pile: readonly Card[]): number => topRunLength(pile, followsDownAlternating);

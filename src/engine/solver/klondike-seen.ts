// Klondike as the player sees it on the page, for its hints: the columns' face-up cards and how many lie face down
// under them, the foundations, the waste's top card (the top three, fanned, with three-card deals), and only the sizes
// of the stock and of the rest of the waste. A hint may read this and nothing else; a sample fills what is unseen with
// the cards nobody can place, at random, so a full-knowledge search can play it (klondike-planner.ts).
import { isFaceDown, kindOf, turnDown, turnUp } from '../cards';
import { klondikeStock } from '../games/klondike/rules';
import type { MersenneTwister } from '../random';
import type { Position } from '../types';

/** A card nobody sees in the player's view. */
const UNSEEN = -1;

/** How many of the waste's top cards the page shows: three fanned with three-card deals, else the top one. */
export const wasteShown = (position: Position): number => (klondikeStock(position.variant).draws === 3 ? 3 : 1);

/** Whether the waste card at `index` (0: its bottom) is one the page shows. */
const isShownWaste = (position: Position, waste: readonly number[], index: number): boolean => index >= waste.length - wasteShown(position);

/** The position as the page shows it: every card the player cannot see now made UNSEEN, the redeals made kept. */
export function seenPiles(position: Position): number[][] {
  const { stock, waste } = klondikeStock(position.variant);
  return position.piles.map((pile, p) =>
    pile.map((card, i) => {
      if (p === stock || isFaceDown(card)) return UNSEEN;
      if (p === waste && !isShownWaste(position, pile, i)) return UNSEEN;
      return card;
    }),
  );
}

/**
 * The player's view as a key. Two positions of one game with equal views are equal: a column's face-down cards are
 * the deal's bottom ones (their count says which), and the stock and waste hold the cards that are nowhere else in the
 * deal's order (cards only leave them), split at the waste's size. So a hint can tell a position it has seen before
 * from the view alone.
 */
export function seenKey(position: Position): string {
  let key = keys.get(position);
  if (key === undefined) {
    key = `${position.redeals ?? 0}|${JSON.stringify(seenPiles(position))}`;
    keys.set(position, key);
  }
  return key;
}

/** Each position's key once: a hint reads the key of every position of the game so far. */
const keys = new WeakMap<Position, string>();

/**
 * A full position the view could stand for: the cards the player cannot place (52 less the seen ones) dealt at random
 * into the unseen places (face-down column cards, the stock, the waste under its shown cards), each face as it lies.
 */
export function samplePosition(position: Position, random: MersenneTwister): Position {
  const seen = seenPiles(position);
  const placed = new Set<number>();
  for (const pile of seen) for (const card of pile) if (card !== UNSEEN) placed.add(kindOf(card));
  const unknown: number[] = [];
  for (let kind = 0; kind < 52; kind++) if (!placed.has(kind)) unknown.push(kind);
  for (let i = unknown.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [unknown[i], unknown[j]] = [unknown[j], unknown[i]];
  }
  let next = 0;
  const piles = position.piles.map((pile, p) =>
    pile.map((card, i) => {
      if (seen[p][i] !== UNSEEN) return card;
      const kind = unknown[next++];
      return isFaceDown(card) ? turnDown(kind) : turnUp(kind);
    }),
  );
  return { ...position, piles };
}

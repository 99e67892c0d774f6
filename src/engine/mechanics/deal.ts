// Shared mechanics of a deal: the seeded deck of a deal number, and empty piles to deal into.
import { type Card, standardDeck } from '../cards';
import { MersenneTwister, shuffle } from '../random';
import type { GameId, Position } from '../types';

/** s[0..] for a game dealt by the project's seeded generator (see random.ts). */
export function seededDeck(dealNumber: number, copies = 1): { order: Card[]; rng: MersenneTwister } {
  const rng = new MersenneTwister(dealNumber);
  return { order: shuffle(standardDeck(copies), rng), rng };
}

/** s[0..] of `deck` (in the order its shuffle starts from) for a deal number, by the project's seeded generator. */
export const seededOrder = (dealNumber: number, deck: readonly Card[]): Card[] => shuffle(deck, new MersenneTwister(dealNumber));

/** A position with `pileCount` empty piles, to be filled by a deal. */
export function emptyPiles(pileCount: number): Card[][] {
  // A loop, not Array.from over an array-like: this is a deal's setting up, cheaper by microseconds.
  const piles: Card[][] = [];
  for (let i = 0; i < pileCount; i++) piles.push([]);
  return piles;
}

export function makePosition(game: GameId, variant: string, piles: Card[][], justDealt = false): Position {
  return { game, variant, piles, justDealt };
}

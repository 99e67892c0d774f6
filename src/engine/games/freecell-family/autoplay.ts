// The FreeCell family's automatic play to the foundations: every playable card (Baker's Game, FreeCell's
// "all"), only AisleRiot's safe cards (FreeCell's default) or none (AisleRiot's three Autoplay options for FreeCell).
import { type Card, rankOf, suitOf } from '../../cards';
import { foundationAccepts } from '../../mechanics/foundations';
import type { Position } from '../../types';
import { isRed } from '../../mechanics/runs';
import { FOUNDATIONS, FREECELLS, TABLEAU } from './layout';

export type Autoplay = 'all' | 'safe' | 'off';

const SOURCES = [...FREECELLS, ...TABLEAU];

/** h(suit): the highest rank on each suit's foundation (0 when none), by suit C, D, H, S. */
export function homeHeights(piles: readonly (readonly Card[])[]): number[] {
  const heights = [0, 0, 0, 0];
  for (const f of FOUNDATIONS) {
    const pile = piles[f];
    if (pile.length > 0) heights[suitOf(pile[0])] = rankOf(pile[pile.length - 1]);
  }
  return heights;
}

/** The highest rank of a red and of a black card that may go home by itself (AisleRiot's safe-card limit for FreeCell). */
export function safeLimits(heights: ArrayLike<number>): { red: number; black: number } {
  const [clubs, diamonds, hearts, spades] = [heights[0], heights[1], heights[2], heights[3]];
  const black = Math.min(clubs, spades);
  const red = Math.min(diamonds, hearts);
  return { red: Math.min(2 + black, 3 + red), black: Math.min(2 + red, 3 + black) };
}

/** Whether automatic play may take `card` home (legality apart). */
function mayGoHome(mode: Autoplay, piles: readonly (readonly Card[])[], card: Card): boolean {
  if (mode === 'all') return true;
  const limits = safeLimits(homeHeights(piles));
  return rankOf(card) <= (isRed(card) ? limits.red : limits.black);
}

/** The foundation a card may be played to: its suit's, or for an ace the lowest-numbered empty one. */
export function foundationFor(piles: readonly (readonly Card[])[], card: Card): number {
  for (const f of FOUNDATIONS) if (piles[f].length > 0 && foundationAccepts(piles[f], card)) return f;
  for (const f of FOUNDATIONS) if (piles[f].length === 0 && foundationAccepts(piles[f], card)) return f;
  return -1;
}

/** Scans free cells 1…4 then columns 1…8, plays the first card allowed home, and starts over until none is. */
export function playToFoundations(position: Position, mode: Autoplay): Position {
  if (mode === 'off') return position;
  let piles = position.piles as Card[][];
  let copied = false;
  for (let scanning = true; scanning;) {
    scanning = false;
    for (const source of SOURCES) {
      const pile = piles[source];
      if (pile.length === 0) continue;
      const card = pile[pile.length - 1];
      const target = foundationFor(piles, card);
      if (target < 0 || !mayGoHome(mode, piles, card)) continue;
      if (!copied) {
        piles = piles.slice();
        copied = true;
      }
      piles[source] = pile.slice(0, -1);
      piles[target] = piles[target].concat(card);
      scanning = true;
      break;
    }
  }
  return copied ? { ...position, piles } : position;
}

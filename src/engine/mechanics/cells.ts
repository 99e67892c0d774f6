// Shared mechanics of empty piles (free cells, columns): counting them and finding the first.
import type { Position } from '../types';

/** Empty piles among `piles` (free cells, tableau columns), optionally not counting some. */
export function countEmpty(position: Position, piles: readonly number[], except: readonly number[] = []): number {
  let n = 0;
  for (const i of piles) if (position.piles[i].length === 0 && !except.includes(i)) n++;
  return n;
}

/** The first empty pile among `piles` in order, or -1. */
export function firstEmpty(position: Position, piles: readonly number[]): number {
  for (const i of piles) if (position.piles[i].length === 0) return i;
  return -1;
}

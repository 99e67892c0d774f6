// Shared layout helpers: a row of piles on the table grid, and index ranges of piles.
import type { PileKind, PileSpec } from '../types';

/** `count` piles `${prefix}-1 …` of one kind, side by side on one grid row. */
export function pileRow(
  prefix: string,
  kind: PileKind,
  count: number,
  place: { row: number; col?: number; first?: number; fan?: PileSpec['fan']; capacity?: number },
): PileSpec[] {
  const first = place.first ?? 1;
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${first + i}`,
    kind,
    row: place.row,
    col: (place.col ?? 0) + i,
    fan: place.fan ?? 'none',
    ...(place.capacity !== undefined ? { capacity: place.capacity } : {}),
  }));
}

/** Indices of a contiguous block of piles: first index and count. */
export const indexRange = (first: number, count: number): number[] => Array.from({ length: count }, (_, i) => first + i);

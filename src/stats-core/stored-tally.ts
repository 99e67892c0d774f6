// A tally as schema 4 stored it in JSON (synced.ts encodeTally): what schema 5 packs into one text
// (packed-tally.ts), what a machine's own index keeps on its disk (own-store.ts), and what decodeTally reads.
import type { ScopeKey } from './result';

/** A scope's tally as stored: the counts, then the bests, the streak, when, the weeks, the carried totals. */
export type StoredScope = [
  played: number,
  won: number,
  assistedWins: number,
  winsWithoutHints: number,
  lost: number,
  abandoned: number,
  unverified: number,
  bestScore: number | null,
  fastestWinMs: number | null,
  fewestMoves: number | null,
  winTimeMs: number,
  timedWins: number,
  newest: number,
  since: number,
  streak: StoredStreak,
  /** Per week: its start in minutes since 1970 (a local Monday midnight), then its four counts. */
  weeks: number[],
  carried?: [played: number, won: number, imported: 0 | 1],
];
export type StoredStreak = [run: number, runFrom: number | null, lastBreak: number | null, best: number, seen: number];
/** A game's daily deals: its newest day, the days won and passed over within the window as bits (hex, bit i: `last` − i), its runs. */
export type StoredDaily = [last: number, won: string, passed: string, run: number, best: number, seen: number];

export interface StoredTally {
  /** Entries folded, digest, resets applied. */
  n: number;
  d: string;
  a: Record<string, number>;
  s: Record<ScopeKey, StoredScope>;
  t: StoredStreak;
  y: Record<string, StoredDaily>;
  c?: number;
  /** Folds made (partition.ts `folds`); left out while 0. An earlier version of schema 4 reads past it. */
  f?: number;
}

/**
 * The daily deal's calendar and its candidate deals: everything about it but the solver's proof
 * (daily-deal.ts), so the host, the protocol and the statistics can check a date without loading
 * the solver.
 *
 * A date is a UTC calendar day written `YYYY-MM-DD`, from 2000-01-01 to 9999-12-31. The candidates
 * of (date, game), exactly: seed = FNV-1a 32-bit hash of the ASCII text `YYYY-MM-DD:<game id>`
 * (offset basis 2166136261, prime 16777619); MT19937 seeded with init_genrand(seed) (random.ts);
 * each 32-bit output x gives the candidate deal x & 0x7fffffff, skipping 0. Changing any of this
 * changes every daily deal; tests pin some.
 */
import { MersenneTwister } from './random';
import type { GameId } from './types';

export type DailyDate = string;

const DATE = /^\d{4}-\d\d-\d\d$/;
const FIRST_DAY = '2000-01-01';

/** A real calendar day written YYYY-MM-DD, in 2000 … 9999. */
export function isDailyDate(value: unknown): value is DailyDate {
  if (typeof value !== 'string' || !DATE.test(value) || value < FIRST_DAY) return false;
  // Date.parse rolls 02-30 over to 03-02: a real day is the one it names.
  const ms = Date.parse(`${value}T00:00Z`);
  return ms >= 0 && utcDate(ms) === value;
}

/** The UTC calendar day of a time in ms since 1970 (the daily deal changes at 00:00 UTC). */
export const utcDate = (ms: number): DailyDate => new Date(ms).toISOString().slice(0, 10);

/** FNV-1a, 32 bits, of an ASCII text. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i) & 0xff;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The candidate deals of `game` on `date`, in the order they are tried (endless). */
export function* dailyCandidates(game: GameId, date: DailyDate): Generator<number, never> {
  const rng = new MersenneTwister(fnv1a(`${date}:${game}`));
  for (;;) {
    const deal = rng.nextUint32() & 0x7fffffff;
    if (deal !== 0) yield deal;
  }
}

/**
 * The daily deal's candidate deals, exactly: seed = FNV-1a 32-bit hash of the ASCII text
 * `YYYY-MM-DD:<game id>` (offset basis 2166136261, prime 16777619); MT19937 seeded with
 * init_genrand(seed) (random.ts); each 32-bit output x gives the candidate deal x & 0x7fffffff,
 * skipping 0. Changing any of this changes every daily deal; tests pin some. A file apart from the
 * calendar (daily.ts), so what checks a date does not carry the generator.
 */
import type { DailyDate } from './daily';
import { MersenneTwister } from './random';
import type { GameId } from './types';

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

// Where a game's daily deal can be, without the solver: among the first MAX_CANDIDATES candidates of its day
// (daily.ts, daily-deal.ts). For tests that check every game's daily number without pinning one per game.
import type { GameId } from '../../src/engine';
import { dailyCandidates } from '../../src/engine/daily-candidates';
import { MAX_CANDIDATES } from '../../src/engine/daily-deal';

/** The first `n` candidate deals of `game` on `date`, in the order they are tried. */
export function firstCandidates(game: GameId, date: string, n: number): number[] {
  const out: number[] = [];
  for (const deal of dailyCandidates(game, date)) if (out.push(deal) >= n) break;
  return out;
}

/** `deal` may be `game`'s daily deal on `date`: it is one of the candidates the search tries. */
export const isDailyCandidate = (game: GameId, date: string, deal: unknown): boolean =>
  firstCandidates(game, date, MAX_CANDIDATES).includes(deal as number);

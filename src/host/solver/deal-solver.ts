// Whether one deal can be won, proved by the solver reading every card (`full` knowledge). It runs
// in the solver's own file (dist/host-solver.js on the Node host): the host bundle imports only its types.
import { type DailyDate, type GameId, newGame } from '../../engine';
import { findDailyDeal } from '../../engine/daily-deal';
import { type Verdict, createSearch } from '../../engine/solver';

export interface ProofBudget {
  /** Milliseconds for this deal in all. */
  readonly maxMs: number;
  readonly now: () => number;
  /** Milliseconds between pauses (default: the whole budget in one go). */
  readonly sliceMs?: number;
  /** Yields between slices, so a thread shared with other work stays responsive. */
  readonly pause?: () => Promise<void>;
}

/** solved, unsolvable, or unknown once the budget is spent (or the search can settle nothing more). */
export async function proveDeal(game: GameId, deal: number, variant: string | undefined, budget: ProofBudget): Promise<Verdict> {
  const { maxMs, now, sliceMs = maxMs, pause = () => Promise.resolve() } = budget;
  const search = createSearch(newGame(game, deal, variant), { knowledge: 'full' });
  const stopAt = now() + maxMs;
  for (;;) {
    const { verdict, finished } = search.run({ maxMs: sliceMs, now });
    if (verdict !== 'unknown' || finished || now() >= stopAt) return verdict;
    await pause();
  }
}

/** Positions between pauses when the daily deal is searched on a shared thread (a few milliseconds). */
const DAILY_SLICE = 2000;

/** The daily deal's number; with `pause`, the search yields every DAILY_SLICE positions (same answer). */
export async function dailyDealNumber(game: GameId, date: DailyDate, pause?: () => Promise<void>): Promise<number> {
  return (await findDailyDeal(game, date, pause ? { slice: DAILY_SLICE, pause } : {})).deal;
}

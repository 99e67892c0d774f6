// Whether one deal can be won, proved by the solver reading every card (`full` knowledge). It runs
// in the solver's own file (dist/host-solver.js on the Node host): the host bundle imports only its types.
import { type GameId, newGame } from '../engine';
import { type Verdict, createSearch } from '../engine/solver';

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

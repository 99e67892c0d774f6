// Where "winnable deals only" proves its deals, loaded on first use so the solver costs the host
// nothing at activation. Node host: a solver thread (solver-thread.ts); if none starts, this thread.
// Web host: this thread. In this thread a proof runs in slices with a pause between them.
import type { DailyDate, GameId } from '../engine';
import type { Verdict } from '../engine/solver';

/** Proves deals one at a time (one request at a time: the next waits for the answer). */
export interface DealProver {
  /** solved, unsolvable, or unknown once maxMs is spent. */
  prove(game: GameId, deal: number, variant: string | undefined, maxMs: number): Promise<Verdict>;
  /** The daily deal's number (src/engine/daily-deal.ts); rejects if no candidate is proved. */
  daily(game: GameId, date: DailyDate): Promise<number>;
  dispose(): void;
}

export interface Slices {
  readonly now: () => number;
  readonly pause: () => Promise<void>;
  readonly sliceMs: number;
}

/**
 * The solver on this thread. esbuild's Node host target turns this import into a require of
 * dist/host-solver.js (esbuild.mjs, solverApart); the web host's bundle holds the solver itself.
 */
export async function proverInThisThread(slices: Slices): Promise<DealProver> {
  const { proveDeal, dailyDealNumber } = await import('./deal-solver');
  return {
    prove: (game, deal, variant, maxMs) => proveDeal(game, deal, variant, { maxMs, ...slices }),
    daily: (game, date) => dailyDealNumber(game, date, slices.pause),
    dispose: () => undefined,
  };
}

/** A solver thread on the Node host (from `solverFile`, default the built one); otherwise this thread. */
export async function openProver(slices: Slices, solverFile?: string): Promise<DealProver> {
  if (!process.env.PATIENCE_BROWSER) {
    try {
      const { startSolverThread } = await import('./solver-thread');
      return await startSolverThread(solverFile);
    } catch {
      // No worker here (or the file would not load in one): the same search in slices on this thread.
    }
  }
  return proverInThisThread(slices);
}

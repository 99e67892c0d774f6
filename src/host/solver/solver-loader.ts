// Where "winnable deals only" proves its deals, loaded on first use so the solver costs the host
// nothing at activation. Node host: a solver thread (solver-thread.ts); if none starts, this thread.
// Web host: this thread. In this thread a proof runs in slices with a pause between them.
import type { DealProver, Slices } from './deal-prover';

export type { DealProver, Slices };

/**
 * The solver on this thread. esbuild's Node host target turns this import into a require of
 * dist/host-solver.js (esbuild.mjs, APART); the web host's bundle holds the solver itself.
 */
export async function proverInThisThread(slices: Slices): Promise<DealProver> {
  const { proveDeal, dailyDealNumber } = await import('./deal-solver');
  return {
    prove: (game, deal, variant, maxMs) => proveDeal(game, deal, variant, { maxMs, ...slices }),
    daily: (game, date, variant) => dailyDealNumber(game, date, variant, slices.pause),
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

// "Winnable deals only" (patience.winnableDealsOnly): draws deal numbers until the solver proves
// one winnable, each within a per-deal budget and all within an overall cap. The solver loads on
// first use and works off this thread where it can (solver-loader.ts), so the extension host stays responsive.
import type { GameId } from '../../engine';
import { randomDeal } from './deal-picker';
import { perDealDefault } from './winnable-budget';
import { type DealProver, type Slices, openProver, proverInThisThread } from '../solver/solver-loader';

export interface WinnableSearchOptions {
  readonly random?: () => number;
  readonly now?: () => number;
  /** Yields between deals, and between slices on this thread (default: a setTimeout of 0). */
  readonly pause?: () => Promise<void>;
  readonly perDealMs?: number;
  readonly totalMs?: number;
  readonly sliceMs?: number;
  /** Where deals are proved (default: openProver, a solver thread where there can be one). */
  readonly prover?: (slices: Slices) => Promise<DealProver>;
}

/** A deal proved winnable, or (proved: false) a fresh draw once the overall cap is spent. */
export async function findWinnableDeal(
  game: GameId,
  variant: string | undefined,
  options: WinnableSearchOptions = {},
): Promise<{ deal: number; proved: boolean }> {
  const { random = randomDeal, now = () => performance.now(), pause = () => new Promise<void>((r) => setTimeout(r, 0)) } = options;
  const { perDealMs = perDealDefault(game, variant), totalMs = 20_000, sliceMs = 20, prover: open = openProver } = options;
  const slices: Slices = { now, pause, sliceMs };
  const stopAt = now() + totalMs;
  let prover = await open(slices);
  // A solver thread that fails mid-search hands over to this thread for the rest.
  const prove = async (deal: number, maxMs: number) => {
    try {
      return await prover.prove(game, deal, variant, maxMs);
    } catch {
      prover.dispose();
      prover = await proverInThisThread(slices);
      return prover.prove(game, deal, variant, maxMs);
    }
  };
  try {
    for (;;) {
      const deal = random();
      if ((await prove(deal, Math.min(perDealMs, stopAt - now()))) === 'solved') return { deal, proved: true };
      if (now() >= stopAt) return { deal: random(), proved: false };
      await pause();
    }
  } finally {
    prover.dispose();
  }
}

// Whether one deal can be won, proved by the solver reading every card (`full` knowledge). The entry of
// the solver's own file (dist/host-solver.js on the Node host, esbuild.mjs): required on first use it
// proves deals on the host's thread; started as a worker thread (workerData SOLVER_THREAD) it answers
// the host's SolverRequests over its parentPort. The host bundle imports only its types.
import { type DailyDate, type GameId, newGame } from '../../engine';
import { findDailyDeal } from '../../engine/daily-deal';
import { type Verdict, createSearch } from '../../engine/solver';
import type { MessagePort } from 'node:worker_threads';
import { SOLVER_THREAD, type SolverRequest, type SolverThreadMessage } from './deal-prover';

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
  // The dealer wants a win soon: a game may search in its win-first order (SolveOptions.winFirst).
  const search = createSearch(newGame(game, deal, variant), { knowledge: 'full', winFirst: true });
  const stopAt = now() + maxMs;
  for (;;) {
    const { verdict, finished } = search.run({ maxMs: sliceMs, now });
    if (verdict !== 'unknown' || finished || now() >= stopAt) return verdict;
    await pause();
  }
}

/** Positions between pauses when the daily deal is searched on a shared thread (a few milliseconds). */
const DAILY_SLICE = 2000;

/** The daily deal's number under `variant`; with `pause`, the search yields every DAILY_SLICE positions (same answer). */
export async function dailyDealNumber(
  game: GameId,
  date: DailyDate,
  variant: string | undefined,
  pause?: () => Promise<void>,
): Promise<number> {
  return (
    await findDailyDeal(game, date, { ...(variant !== undefined ? { variant } : {}), ...(pause ? { slice: DAILY_SLICE, pause } : {}) })
  ).deal;
}

/** Answers the host's requests over `port`, this file running as the solver thread. */
function answerOn(port: MessagePort, threadCpuMs: () => number): void {
  const reply = (message: SolverThreadMessage): void => port.postMessage(message);
  const failed = (error: unknown): void => reply({ error: String(error) });
  port.on('message', (request: SolverRequest) => {
    // One slice for the whole budget (nothing else waits on this thread), in this thread's CPU time where Node measures it.
    if ('daily' in request) dailyDealNumber(request.game, request.daily, request.variant).then((deal) => reply({ deal }), failed);
    else
      proveDeal(request.game, request.deal, request.variant, { maxMs: request.maxMs, now: threadCpuMs }).then(
        (verdict) => reply({ verdict }),
        failed,
      );
  });
  reply('ready');
}

// The web host has no threads: its bundle leaves this out (and Node's clocks with it).
if (!process.env.PATIENCE_BROWSER) {
  /* eslint-disable @typescript-eslint/no-require-imports -- a require inside the branch goes with it, an import would stay */
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  if (workerData === SOLVER_THREAD && parentPort)
    answerOn(parentPort, (require('../../cpu-clock') as typeof import('../../cpu-clock')).threadCpuMs);
  /* eslint-enable @typescript-eslint/no-require-imports */
}

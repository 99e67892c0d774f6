// The Node host's solver thread: dist/host-solver.js in a worker_threads Worker, asked about one deal
// at a time, so the extension host's own thread is never busy searching.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GameId } from '../engine';
import type { Verdict } from '../engine/solver';
import type { DealProver } from './solver-loader';

/** The Worker's workerData: tells dist/host-solver.js it runs as the solver thread. */
export const SOLVER_THREAD = 'patience.solver-thread';

export interface ProveRequest {
  readonly game: GameId;
  readonly deal: number;
  readonly variant: string | undefined;
  readonly maxMs: number;
}

/** What the thread posts: once 'ready' when its solver has loaded, then one reply per request. */
export type SolverThreadMessage = 'ready' | { readonly verdict: Verdict } | { readonly error: string };

/** Starts the thread on `file` (default: host-solver.js beside this bundle); rejects if it cannot start. */
export function startSolverThread(file = join(__dirname, 'host-solver.js')): Promise<DealProver> {
  const worker = new Worker(file, { workerData: SOLVER_THREAD });
  // A search left running never keeps the host process alive.
  worker.unref();
  let waiting: { resolve(message: SolverThreadMessage): void; reject(error: Error): void } | undefined;
  const next = (): Promise<SolverThreadMessage> => new Promise((resolve, reject) => (waiting = { resolve, reject }));
  const settle = (answer: (w: NonNullable<typeof waiting>) => void): void => {
    const w = waiting;
    waiting = undefined;
    if (w) answer(w);
  };
  worker.on('message', (message: SolverThreadMessage) => settle((w) => w.resolve(message)));
  worker.on('error', (error) => settle((w) => w.reject(error)));
  worker.on('exit', (code) => settle((w) => w.reject(new Error(`the solver thread stopped (exit code ${code})`))));

  const prover: DealProver = {
    async prove(game, deal, variant, maxMs) {
      const reply = next();
      worker.postMessage({ game, deal, variant, maxMs } satisfies ProveRequest);
      const message = await reply;
      if (message === 'ready') throw new Error('the solver thread said ready twice');
      if ('error' in message) throw new Error(message.error);
      return message.verdict;
    },
    dispose: () => void worker.terminate(),
  };
  return next().then(
    () => prover,
    (error: unknown) => {
      prover.dispose();
      throw error;
    },
  );
}

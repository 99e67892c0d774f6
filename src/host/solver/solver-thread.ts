// The Node host's solver thread: dist/host-solver.js in a worker_threads Worker, asked about one deal
// at a time, so the extension host's own thread is never busy searching.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type DealProver, SOLVER_THREAD, type SolverRequest, type SolverThreadMessage } from './deal-prover';

/** Starts the thread on `file` (default: host-solver.js beside this bundle, built from deal-solver.ts); rejects if it cannot start. */
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

  const ask = async (request: SolverRequest): Promise<Exclude<SolverThreadMessage, 'ready' | { readonly error: string }>> => {
    const reply = next();
    worker.postMessage(request);
    const message = await reply;
    if (message === 'ready') throw new Error('the solver thread said ready twice');
    if ('error' in message) throw new Error(message.error);
    return message;
  };
  const prover: DealProver = {
    async prove(game, deal, variant, maxMs) {
      const answer = await ask({ game, deal, variant, maxMs });
      if (!('verdict' in answer)) throw new Error('the solver thread did not answer with a verdict');
      return answer.verdict;
    },
    async daily(game, daily, variant) {
      const answer = await ask({ game, daily, variant });
      if (!('deal' in answer)) throw new Error('the solver thread did not answer with a deal');
      return answer.deal;
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

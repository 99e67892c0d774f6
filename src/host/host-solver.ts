// Entry of dist/host-solver.js, the solver kept out of the Node host's bundle (dist/extension.js).
// Required on first use it exports proveDeal; started as a worker thread (workerData SOLVER_THREAD)
// it answers the host's ProveRequests over its parentPort.
import { parentPort, workerData } from 'node:worker_threads';
import { proveDeal } from './deal-solver';
import { type ProveRequest, SOLVER_THREAD, type SolverThreadMessage } from './solver-thread';

export { proveDeal };

const port = workerData === SOLVER_THREAD ? parentPort : null;
if (port) {
  const reply = (message: SolverThreadMessage): void => port.postMessage(message);
  port.on('message', ({ game, deal, variant, maxMs }: ProveRequest) => {
    // One slice for the whole budget: nothing else waits on this thread.
    proveDeal(game, deal, variant, { maxMs, now: () => performance.now() }).then(
      (verdict) => reply({ verdict }),
      (error: unknown) => reply({ error: String(error) }),
    );
  });
  reply('ready');
}

// Entry of dist/host-solver.js, the solver kept out of the Node host's bundle (dist/extension.js).
// Required on first use it exports proveDeal and dailyDealNumber; started as a worker thread
// (workerData SOLVER_THREAD) it answers the host's SolverRequests over its parentPort.
import { parentPort, workerData } from 'node:worker_threads';
import { threadCpuMs } from '../../cpu-clock';
import { dailyDealNumber, proveDeal } from './deal-solver';
import { SOLVER_THREAD, type SolverRequest, type SolverThreadMessage } from './solver-thread';

export { dailyDealNumber, proveDeal };

const port = workerData === SOLVER_THREAD ? parentPort : null;
if (port) {
  const reply = (message: SolverThreadMessage): void => port.postMessage(message);
  const failed = (error: unknown): void => reply({ error: String(error) });
  port.on('message', (request: SolverRequest) => {
    // One slice for the whole budget (nothing else waits on this thread), in this thread's CPU time where Node measures it.
    if ('daily' in request) dailyDealNumber(request.game, request.daily).then((deal) => reply({ deal }), failed);
    else proveDeal(request.game, request.deal, request.variant, { maxMs: request.maxMs, now: threadCpuMs }).then((verdict) => reply({ verdict }), failed);
  });
  reply('ready');
}

// The solver's thread (its own bundle, dist/webview/solver-worker.js, started from a blob: URL by
// the page). One job at a time: a new request replaces the one running, as the page only ever
// wants the answer about the position now on the table.
import { type SolverJob, createSolverJob } from './solver-handler';
import type { SolverFailure, SolverRequest } from '../solver-protocol';

let current: SolverJob | null = null;
let scheduled = false;
const now = (): number => performance.now();

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(tick, 0);
}

function tick(): void {
  scheduled = false;
  const job = current;
  if (!job) return;
  const response = job.step();
  if (!response) {
    // Yield to the message queue between slices so a cancel or a newer request is heard.
    schedule();
    return;
  }
  if (current === job) current = null;
  postMessage(response);
}

addEventListener('message', (event: MessageEvent<SolverRequest>) => {
  const request = event.data;
  if (request?.type === 'cancel') {
    if (current?.id === request.id) current = null;
    return;
  }
  if (request?.type !== 'solve') return;
  try {
    current = createSolverJob(request, now);
    schedule();
  } catch (error) {
    postMessage({ type: 'failed', id: request.id, message: String(error) } satisfies SolverFailure);
  }
});

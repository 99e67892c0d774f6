// The solver worker's pure handler, answering in the page's own thread: what the webview tests give the
// page instead of a Worker, with a budget in positions so answers do not depend on the machine.
import type { Position } from '../../src/engine';
import type { Solver } from '../../webview/controllers/solver-client';
import { handleSolverRequest } from '../../webview/solver-handler';
import type { SolveRequest } from '../../webview/solver-protocol';

export const request = (position: Position, extra: Partial<SolveRequest> = {}): SolveRequest =>
  ({ type: 'solve', id: 1, position, maxMs: 60_000, maxPositions: 20_000, language: 'en', ...extra });

export const directSolver: Solver = {
  solve: async (position, maxMs, language) => handleSolverRequest(request(position, { maxMs, language })),
  cancel: () => undefined,
};

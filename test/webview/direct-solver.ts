// The solver worker's pure handler, answering in the page's own thread: what the webview tests give the
// page instead of a Worker, with a budget in positions so answers do not depend on the machine.
import { type GameRecord, type Position, toStart } from '../../src/engine';
import type { Solver } from '../../webview/solver/solver-client';
import { handleSolverRequest } from '../../webview/solver/worker/solver-handler';
import type { SolveRequest } from '../../webview/solver/solver-protocol';

/** A position alone is asked about as a game that starts there. */
export const recordAt = (position: Position): GameRecord => ({
  game: position.game,
  variant: position.variant,
  start: toStart(position),
  moves: [],
});

export const request = (game: GameRecord | Position, extra: Partial<SolveRequest> = {}): SolveRequest => ({
  type: 'solve',
  id: 1,
  record: 'piles' in game ? recordAt(game) : game,
  maxMs: 60_000,
  maxPositions: 20_000,
  language: 'en',
  ...extra,
});

export const directSolver: Solver = {
  solve: async (record, maxMs, language, knowledge) =>
    handleSolverRequest(request(record, { maxMs, language, ...(knowledge ? { knowledge } : {}) })),
  cancel: () => undefined,
};

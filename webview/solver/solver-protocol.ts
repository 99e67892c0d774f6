// Messages between the game page and its solver worker. Types only: the page's solver chunk
// imports this file, never the solver or the engine, so both stay in the worker's bundle.
import type { GameRecord, Move } from '../../src/engine';
import type { SolverLanguage } from '../l10n/solver-strings';

/**
 * The hint for the game `record` holds, searched for at most `maxMs` (in slices, so a newer request
 * can replace it). The record, not only the position: a hint never leads back to a position of the
 * game so far (src/engine/solver/hint-of-record.ts).
 */
export interface SolveRequest {
  readonly type: 'solve';
  readonly id: number;
  readonly record: GameRecord;
  readonly maxMs: number;
  /** The language of the hint's sentence. */
  readonly language: SolverLanguage;
  /** Tests: a budget in positions as well, so the answer does not depend on the machine. */
  readonly maxPositions?: number;
  /** `full`: Show Me How's winning line, proved with the face-down cards too (Spider; full-line-job.ts). Absent: the visible cards. */
  readonly knowledge?: 'full';
}

/** Drop the request with this id (a newer one also replaces it). */
export interface CancelRequest {
  readonly type: 'cancel';
  readonly id: number;
}

export type SolverRequest = SolveRequest | CancelRequest;

/** Where the table shows a hinted move: the cards lifted (pile, first card) and the target pile. */
export interface HintSpots {
  /** -1 for an action (deal, redeal): then `to` is the stock. */
  readonly pile: number;
  readonly from: number;
  readonly to: number;
  /** Maze: the cell of the card the move fits beside (the gap's neighbour its words name), marked as well. */
  readonly beside?: number;
}

export interface SolverResponse {
  readonly type: 'result';
  readonly id: number;
  readonly verdict: 'solved' | 'unsolvable' | 'unknown';
  /** A game that hides cards is searched from the visible cards only: its verdicts say so. */
  readonly visibleOnly: boolean;
  /** No legal move at all (then there is no hint). */
  readonly noMove: boolean;
  /** The move to show, always one of the engine's legal moves: the winning line's first when solved. */
  readonly move?: Move;
  readonly spots?: HintSpots;
  /** The hint in words ("Move 7♥ onto 8♥ — frees tableau 3"), or why there is none. */
  readonly text: string;
  /** The move is a best guess from the cards in sight (Spider, no win proved from them): the page says so with the words. */
  readonly guess?: true;
  /** The winning line proved from the position (its first move is `move`): what Show Me How plays. */
  readonly line?: readonly Move[];
  /** Each move of `line` in the hint's words, for Show Me How to name as it plays it. */
  readonly lineWords?: readonly string[];
  /** The end game's moves home, when Finish is offered (the engine's finishLine: every card face up, nothing left to choose). */
  readonly finish?: readonly Move[];
}

/** The worker could not search (a bug): the page reports it to the host. */
export interface SolverFailure {
  readonly type: 'failed';
  readonly id: number;
  readonly message: string;
}

// The solver's public face: a position's search model and a resumable search, each game's from by-game.ts.
import type { Position } from '../types';
import { BestFirstSearch, type SnapshotModel } from './best-first';
import { solverOf } from './by-game';
import { DepthFirstSearch } from './depth-first';
import type { Search } from './search';
import type { SearchModel, SolveOptions, SolveResult } from './types';

export type { Budget, Knowledge, SolveOptions, SolveResult, Verdict } from './types';
export type { Search } from './search';

/**
 * The search model for a position. Knowledge defaults to `visible`, the honest choice for hints;
 * only a game that hides cards (the descriptor's hidesCards: Spider Three Decks, Spider, Klondike) changes with the choice.
 */
export function modelFor(position: Position, options: SolveOptions = {}): SearchModel {
  return solverOf(position.game).model(position, options);
}

/** A resumable search from a position: call `run(budget)` until the verdict is not unknown. */
export function createSearch(position: Position, given: SolveOptions = {}): Search {
  // The positions to avoid, each as a model of the same kind, whose keys the search marks seen.
  const options = given.avoid?.length ? { ...given, avoidModels: given.avoid.map((other) => modelFor(other, given)) } : given;
  const own = solverOf(position.game).search?.(position, options);
  if (own) return own;
  const model = modelFor(position, options);
  return model.strategy === 'best-first' ? new BestFirstSearch(model as SnapshotModel, options) : new DepthFirstSearch(model, options);
}

/** Solves a position within one budget. */
export function solve(position: Position, options: SolveOptions = {}): SolveResult {
  return createSearch(position, options).run(options);
}

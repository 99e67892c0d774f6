import type { Position } from '../types';
import { BakersGameModel } from './bakers-game';
import { Search } from './search';
import type { SearchModel, SolveOptions, SolveResult } from './types';

export type { Budget, Knowledge, SolveOptions, SolveResult, Verdict } from './types';
export { Search } from './search';

/** The search model for a position: per-game knowledge over the engine's rules. */
export function modelFor(position: Position, options: SolveOptions = {}): SearchModel {
  switch (position.game) {
    case 'bakers-game':
      return new BakersGameModel(position);
    default:
      throw new Error(`no solver for ${position.game} yet`);
  }
}

/** A resumable search from a position: call `run(budget)` until the verdict is not unknown. */
export function createSearch(position: Position, options: SolveOptions = {}): Search {
  return new Search(modelFor(position, options), options.maxStored);
}

/** Solves a position within one budget. */
export function solve(position: Position, options: SolveOptions = {}): SolveResult {
  return createSearch(position, options).run(options);
}

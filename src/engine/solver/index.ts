import type { Position } from '../types';
import { BakersGameModel } from './bakers-game';
import { cruelKnowledge } from './cruel';
import { EngineModel } from './engine-model';
import { mazeKnowledge } from './maze';
import { pileonKnowledge } from './pileon';
import { Search } from './search';
import { maskHidden, spiderKnowledge, spiderVisibleKnowledge } from './spider-three-decks';
import type { SearchModel, SolveOptions, SolveResult } from './types';

export type { Budget, Knowledge, SolveOptions, SolveResult, Verdict } from './types';
export { Search } from './search';

/**
 * The search model for a position. Knowledge defaults to `visible`, the honest choice for hints;
 * only Spider Three Decks hides cards, so it is the only game where the choice changes anything.
 */
export function modelFor(position: Position, options: SolveOptions = {}): SearchModel {
  switch (position.game) {
    case 'bakers-game':
      return new BakersGameModel(position);
    case 'cruel':
      return new EngineModel(position, cruelKnowledge);
    case 'maze':
      return new EngineModel(position, mazeKnowledge);
    case 'pileon':
      return new EngineModel(position, pileonKnowledge);
    case 'spider-three-decks':
      return options.knowledge === 'full'
        ? new EngineModel(position, spiderKnowledge)
        : new EngineModel(maskHidden(position), spiderVisibleKnowledge);
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

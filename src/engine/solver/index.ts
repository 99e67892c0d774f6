import type { Position } from '../types';
import { BakersGameModel } from './bakers-game';
import { BestFirstSearch, type SnapshotModel } from './best-first';
import { cruelKnowledge } from './cruel';
import { DepthFirstSearch } from './depth-first';
import { EngineModel, type GameKnowledge } from './engine-model';
import { mazeKnowledge } from './maze';
import { pileonKnowledge } from './pileon';
import type { Search } from './search';
import { SpiderModel } from './spider-model';
import { maskHidden, spiderKnowledge, spiderVisibleKnowledge } from './spider-three-decks';
import type { SearchModel, SolveOptions, SolveResult } from './types';

export type { Budget, Knowledge, SolveOptions, SolveResult, Verdict } from './types';
export type { Search } from './search';

const KNOWLEDGE: Record<Exclude<Position['game'], 'bakers-game' | 'spider-three-decks'>, GameKnowledge> = {
  cruel: cruelKnowledge,
  maze: mazeKnowledge,
  pileon: pileonKnowledge,
};

/**
 * The search model for a position. Knowledge defaults to `visible`, the honest choice for hints;
 * only Spider Three Decks hides cards, so it is the only game where the choice changes anything.
 */
export function modelFor(position: Position, options: SolveOptions = {}): SearchModel {
  switch (position.game) {
    case 'bakers-game':
      return new BakersGameModel(position);
    case 'spider-three-decks':
      if (options.knowledge !== 'full') return new EngineModel(maskHidden(position), spiderVisibleKnowledge);
      return SpiderModel.fits(position) ? new SpiderModel(position) : new EngineModel(position, spiderKnowledge);
    default:
      return new EngineModel(position, KNOWLEDGE[position.game]);
  }
}

/** A resumable search from a position: call `run(budget)` until the verdict is not unknown. */
export function createSearch(position: Position, options: SolveOptions = {}): Search {
  const model = modelFor(position, options);
  return model.strategy === 'best-first'
    ? new BestFirstSearch(model as SnapshotModel, options)
    : new DepthFirstSearch(model, options);
}

/** Solves a position within one budget. */
export function solve(position: Position, options: SolveOptions = {}): SolveResult {
  return createSearch(position, options).run(options);
}

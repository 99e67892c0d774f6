import type { Position } from '../types';
import { BestFirstSearch, type SnapshotModel } from './best-first';
import { CruelModel } from './cruel-model';
import { DepthFirstSearch } from './depth-first';
import { familyModel } from './freecell-family/games';
import { EngineModel } from './engine-model';
import { MazeBuilder } from './maze-builder';
import { MazeModel } from './maze-model';
import { pileonKnowledge } from './pileon';
import type { Search } from './search';
import { SequentialSearch } from './sequential-search';
import { SpiderModel } from './spider-model';
import { SpiderStagedSearch } from './spider-search';
import { maskHidden, spiderKnowledge, spiderVisibleKnowledge } from './spider-three-decks';
import type { SearchModel, SolveOptions, SolveResult } from './types';

export type { Budget, Knowledge, SolveOptions, SolveResult, Verdict } from './types';
export type { Search } from './search';

/**
 * The search model for a position. Knowledge defaults to `visible`, the honest choice for hints;
 * only Spider Three Decks hides cards, so it is the only game where the choice changes anything.
 */
export function modelFor(position: Position, options: SolveOptions = {}): SearchModel {
  switch (position.game) {
    case 'bakers-game':
      return familyModel(position);
    case 'spider-three-decks':
      if (options.knowledge !== 'full') return new EngineModel(maskHidden(position), spiderVisibleKnowledge);
      return SpiderModel.fits(position) ? new SpiderModel(position) : new EngineModel(position, spiderKnowledge);
    case 'cruel':
      // The rules' moves exactly; searches (createSearch) also stop at positions proved lost.
      return new CruelModel(position, false, false);
    case 'maze':
      return new MazeModel(position);
    case 'pileon':
      return new EngineModel(position, pileonKnowledge);
  }
}

/** A resumable search from a position: call `run(budget)` until the verdict is not unknown. */
export function createSearch(position: Position, given: SolveOptions = {}): Search {
  // The positions to avoid, each as a model of the same kind, whose keys the search marks seen.
  const options = given.avoid?.length ? { ...given, avoidModels: given.avoid.map((other) => modelFor(other, given)) } : given;
  if (position.game === 'maze') return new MazeBuilder(position, options);
  if (position.game === 'cruel') {
    // Home moves forced first, best first (54 against 47 of deals 1–60 at 1 s), then the exact search for
    // proofs, depth first: its order does not matter to exhausting, and it is faster and smaller.
    return new SequentialSearch(new BestFirstSearch(new CruelModel(position, true), options), () => new DepthFirstSearch(new CruelModel(position), options));
  }
  // Full-knowledge Spider in play (a face-down stock): its compact model, searched stage by stage.
  if (position.game === 'spider-three-decks' && options.knowledge === 'full' && SpiderModel.fits(position)) return new SpiderStagedSearch(position, options);
  const model = modelFor(position, options);
  return model.strategy === 'best-first'
    ? new BestFirstSearch(model as SnapshotModel, options)
    : new DepthFirstSearch(model, options);
}

/** Solves a position within one budget. */
export function solve(position: Position, options: SolveOptions = {}): SolveResult {
  return createSearch(position, options).run(options);
}

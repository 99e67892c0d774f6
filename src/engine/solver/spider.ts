// Spider's solver as the solvers' table uses it (by-game.ts): with full knowledge, Spider Three Decks' compact model and
// staged search for two decks and ten columns (spider-board.ts's TWO_DECKS); with visible knowledge, the engine's own
// model with what the solver knows of a Spider of the family (spider-knowledge.ts); hints, with one suit, from samples of
// the unseen cards, each solved with full knowledge (spider-sampled-planner.ts), else from the visible planner (spider-planner.ts).
import type { Position } from '../types';
import { EngineModel } from './engine-model';
import { maskHidden } from './masked';
import { TWO_DECKS } from './spider-board';
import { spiderKnowledgeFor } from './spider-knowledge';
import { SpiderModel } from './spider-model';
import { type PlannerOptions, spiderPlannerMove } from './spider-planner';
import { spiderSampledMove } from './spider-sampled-planner';
import { SpiderStagedSearch } from './spider-search';
import type { SolveOptions } from './types';

const SPIDER = spiderKnowledgeFor(TWO_DECKS);

export const spiderSolver = {
  /** Hints and the light (visible knowledge) never read a face-down card nor the stock. */
  model: (position: Position, options: SolveOptions) => {
    if (options.knowledge !== 'full') return new EngineModel(maskHidden(position), SPIDER.visible);
    return SpiderModel.fits(position, TWO_DECKS) ? new SpiderModel(position, TWO_DECKS) : new EngineModel(position, SPIDER.full);
  },
  /** Full knowledge in play (a face-down stock): the compact model, searched stage by stage. */
  search: (position: Position, options: SolveOptions) =>
    options.knowledge === 'full' && SpiderModel.fits(position, TWO_DECKS)
      ? new SpiderStagedSearch(position, options, false, TWO_DECKS)
      : undefined,
  /** Few hints are proved within their time: a short try, then the planner's move (by rule set, below). */
  hintPlanner: {
    proofShare: 0.05,
    // One suit: the samples' plans (7001-7007: 6 of 7 won, where the look-ahead won 7 of 15 of 7001-7015). Two and four
    // suits: the look-ahead, which won 6 of 10 and 3 of 10 there, where the samples' plans won 1 of 4 and 0 of 3.
    move: (history: readonly Position[], options: PlannerOptions) =>
      history[history.length - 1].variant === 'one'
        ? spiderSampledMove(history, options, TWO_DECKS)
        : spiderPlannerMove(history, options, TWO_DECKS),
  },
};

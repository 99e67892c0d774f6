// Spider's solver as the solvers' table uses it (by-game.ts): the engine's own model with what the solver knows of a
// Spider of the family (spider-knowledge.ts) for eight foundations and ten columns, read with full or visible knowledge.
// A first hookup, correct and honest but not fast: the engine model checks every move with the rules.
import type { Position } from '../types';
import { EngineModel } from './engine-model';
import { maskHidden } from './masked';
import { spiderKnowledgeFor } from './spider-knowledge';
import type { SearchModel, SolveOptions } from './types';

const SPIDER = spiderKnowledgeFor({ foundations: 8, tableau: 10, stock: 50 });

export const spiderSolver = {
  /** Hints and the light (visible knowledge) never read a face-down card nor the stock. */
  model: (position: Position, options: SolveOptions): SearchModel =>
    options.knowledge === 'full' ? new EngineModel(position, SPIDER.full) : new EngineModel(maskHidden(position), SPIDER.visible),
};

// Each game's solver: the search model of its positions and, where it has one, its own search, by the kind a game's
// descriptor names (games/descriptor.ts SolverKind: its own id, or its family's), apart from the registry so that only
// the bundles that solve carry the models. A game with a solver of its own adds its line here; a game of a family with
// a solver (the FreeCell family) needs none. test/engine/games/registry.test.ts checks that every game's kind has one.
import type { GameId } from '../game-id';
import { gameOf } from '../games';
import type { SolverKind } from '../games/descriptor';
import type { Position } from '../types';
import { BestFirstSearch } from './best-first';
import { CruelModel } from './cruel-model';
import { DepthFirstSearch } from './depth-first';
import { EngineModel } from './engine-model';
import { familySolver } from './freecell-family/solver';
import { klondikeSolver } from './klondike';
import { klondikePlannerMove } from './klondike-planner';
import { MazeBuilder } from './maze-builder';
import { MazeModel } from './maze-model';
import { pileonKnowledge } from './pileon';
import type { Search } from './search';
import { type PlannerOptions, spiderPlannerMove } from './spider-planner';
import { SequentialSearch } from './sequential-search';
import { THREE_DECKS } from './spider-board';
import { SpiderModel } from './spider-model';
import { spiderSolver } from './spider';
import { SpiderStagedSearch } from './spider-search';
import { maskHidden } from './masked';
import { spiderKnowledge, spiderVisibleKnowledge } from './spider-knowledge';
import type { Move } from '../types';
import type { SearchModel, SolveOptions } from './types';

export interface GameSolver {
  /** The search model of a position; knowledge defaults to `visible`, the honest choice for hints. */
  model(position: Position, options: SolveOptions): SearchModel;
  /** The game's own search, where it has one for these options; otherwise the model's strategy picks one. */
  search?(position: Position, options: SolveOptions): Search | undefined;
  /**
   * Where proofs rarely come within a hint's time: the share of it the proof search gets, and the planner whose move is
   * the hint when none comes (undefined: no hint, though moves are left).
   */
  hintPlanner?: { readonly proofShare: number; readonly move: (history: readonly Position[], options: PlannerOptions) => Move | undefined };
}

const SOLVERS: Readonly<Partial<Record<SolverKind, GameSolver>>> = {
  'spider-three-decks': {
    model: (position, options) => {
      if (options.knowledge !== 'full') return new EngineModel(maskHidden(position), spiderVisibleKnowledge);
      return SpiderModel.fits(position, THREE_DECKS) ? new SpiderModel(position) : new EngineModel(position, spiderKnowledge);
    },
    // Full-knowledge Spider in play (a face-down stock): its compact model, searched stage by stage.
    search: (position, options) =>
      options.knowledge === 'full' && SpiderModel.fits(position, THREE_DECKS) ? new SpiderStagedSearch(position, options) : undefined,
    // Few hints are proved within their time: a short try, then the planner's move.
    hintPlanner: { proofShare: 0.05, move: spiderPlannerMove },
  },
  cruel: {
    // The rules' moves exactly; its search also stops at positions proved lost.
    model: (position) => new CruelModel(position, false, false),
    // Home moves forced first, best first (54 against 47 of deals 1–60 at 1 s), then the exact search for
    // proofs, depth first: its order does not matter to exhausting, and it is faster and smaller.
    search: (position, options) =>
      new SequentialSearch(
        new BestFirstSearch(new CruelModel(position, true), options),
        () => new DepthFirstSearch(new CruelModel(position), options),
      ),
  },
  maze: {
    model: (position) => new MazeModel(position),
    search: (position, options) => new MazeBuilder(position, options),
  },
  pileon: {
    model: (position) => new EngineModel(position, pileonKnowledge),
  },
  'freecell-family': familySolver,
  klondike: {
    ...klondikeSolver,
    // Hints see only the page (klondike-seen.ts): a short try for a proof, then the sampled planner's move.
    hintPlanner: { proofShare: 0.02, move: klondikePlannerMove },
  },
  spider: spiderSolver,
};

/** The solver of `game`: its descriptor's kind's. */
export function solverOf(game: GameId): GameSolver {
  const kind = gameOf(game).solver;
  const solver = SOLVERS[kind];
  if (!solver) throw new Error(`${game}'s solver is "${kind}", which solver/by-game.ts has no solver for`);
  return solver;
}

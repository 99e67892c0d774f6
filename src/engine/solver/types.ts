// The solver's shared types: verdicts, knowledge, budgets, options and search models.
import type { Move, Position } from '../types';

/** solved: a winning line was found; unsolvable: the whole reachable space holds no win; unknown: the budget ran out. */
export type Verdict = 'solved' | 'unsolvable' | 'unknown';

/**
 * What the solver may look at. `full` reads every card, face down or not (winnable-deal
 * generation). `visible` never reads a face-down card or the stock (hints, "can this still be
 * won?"); README.md says what each verdict then means.
 */
export type Knowledge = 'full' | 'visible';

export interface Budget {
  /** New positions this call may visit (default: no limit). */
  readonly maxPositions?: number;
  /** Milliseconds this call may run, measured with `now` (default: no limit). */
  readonly maxMs?: number;
  /**
   * A clock in milliseconds; the engine has no timers, so the caller passes one. Best is the CPU
   * time of the thread that searches (Node: process.cpuUsage), so a busy machine does not shorten
   * the search; where there is none (a browser's worker), performance.now.
   */
  readonly now?: () => number;
}

export interface SolveOptions extends Budget {
  readonly knowledge?: Knowledge;
  /** Upper bound on positions remembered over the whole search (default: as many as maxBytes allows). */
  readonly maxStored?: number;
  /**
   * Upper bound on the memory the search holds: its table of positions (at most half of it), the
   * strategy's nodes and snapshots (default 256 MiB). Reaching it ends the search with a finished unknown.
   */
  readonly maxBytes?: number;
  /**
   * Positions the search never enters (a hint's game so far, so its line never goes back to one).
   * Then running out proves only that no win avoids them (hint-of-record.ts searches again without).
   */
  readonly avoid?: readonly Position[];
  /**
   * A win found soon matters more than a verdict (the winnable-only dealer, which gives each deal a few
   * milliseconds): a game may search in another order then. Its verdicts are as sound; only the positions to reach
   * them change, so the daily deal's search (a budget of positions) never asks for it.
   */
  readonly winFirst?: boolean;
}

export interface SolveResult {
  readonly verdict: Verdict;
  /** solved: every move from the position to the win, replayable with the engine. */
  readonly line?: readonly Move[];
  /**
   * The best first move known: the line's first move when solved; otherwise the first move of the
   * most promising line searched (by the game's progress measure), or undefined when there is none.
   */
  readonly hint?: Move;
  /** Positions visited in total (all slices). */
  readonly positions: number;
  /**
   * The search is over: running it again cannot change the answer. False only for an unknown
   * that more budget might settle; an unknown is finished when hidden cards or pruning stood in
   * the way of a proof, or the memory bound (`maxStored`, `maxBytes`) was reached.
   */
  readonly finished: boolean;
}

/**
 * A game seen by the search: one current position, changed in place by `play` and `undo` so the
 * search allocates nothing per step. Moves are small integers the model chooses; `toMove` names
 * them as engine moves.
 */
export interface SearchModel {
  /** Width of the canonical key in 32-bit words. */
  readonly keyWords: number;
  /**
   * Writes the canonical key: equal keys only for positions that play out the same. A model that
   * keeps a hash of its key up to date as it plays may return it (never 0, and then always).
   */
  key(out: Uint32Array): number | void;
  /**
   * The model's own key words, kept up in place as it plays, where it keeps them: the search reads the
   * key there rather than have `key` copy it out at every position (`key(keyView)` then only returns the hash).
   */
  readonly keyView?: Uint32Array;
  isWon(): boolean;
  /**
   * Where positions of one key differ in what they can still reach, a rank: a position is seen once one
   * with its key and a rank at most its own was, which can reach everything it can (Klondike's waste and
   * redeals, klondike/README). Without it, equal keys are seen alike.
   */
  rank?(): number;
  /**
   * Writes the moves worth trying here into `out` from `at`, best first, and returns how many.
   * They must be legal, and every legal move left out must lead where a listed move (or no move)
   * leads, up to the key, or back to where the last move played came from (seen already), or be
   * one a stated, tested argument shows is never needed for a win (Baker's Game's natural links,
   * README.md, "links kept"), so an exhausted search is a proof.
   */
  moves(out: Int32Array, at: number): number;
  /** The most moves `moves` may write for one position (default 4096, Spider's room): searches size their buffers by it. */
  readonly movesAtMost?: number;
  play(move: number): void;
  undo(): void;
  /** The engine move a model move stands for (the first one, for a model move that stands for several). */
  toMove(move: number): Move;
  /** Every engine move a model move stands for, in order, when it can stand for more than one (default: `toMove`'s). */
  toMoves?(move: number): readonly Move[];
  /**
   * Every engine move from the model's start to its position now, for a model whose `play` makes
   * forced moves of its own after the one asked (Baker's Game's put-backs); default: `toMoves` of
   * each move played.
   */
  line?(): readonly Move[];
  /**
   * Restarts for a depth-first search: the new positions each try may visit before the search starts
   * over from its start, nothing seen, after `reorder(attempt)`; the try after the last has no limit.
   */
  readonly tries?: readonly number[];
  /** Orders moves another way from now on, for try number `attempt` (1, 2, …). */
  reorder?(attempt: number): void;
  /** How to search it: depth first (small spaces, exhausted cheaply) or best first (needs `SnapshotModel`); default depth first. */
  readonly strategy?: 'depth-first' | 'best-first';
  /** Some legal move was dropped as unpromising (not as equivalent): running out then proves nothing. */
  readonly pruned?: boolean;
  /** The position depends on hidden cards (visible knowledge): a leaf the search may not look past. */
  isFrontier?(): boolean;
  /** How promising the position looks, higher is better: moves are tried best first. */
  evaluate?(): number;
  /** Progress, higher is better, used to pick a hint when no win is found. */
  progress?(): number;
}

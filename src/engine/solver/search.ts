// What every solver search shares: the Search interface, its limits, and a base class with the memory bound and table of keys.
import type { Move } from '../types';
import { BudgetClock } from './budget-clock';
import { KeySet } from './key-set';
import type { Budget, SearchModel, SolveResult, Verdict } from './types';

/** The memory bound of a search by default: 256 MiB of positions, keys and snapshots. */
export const DEFAULT_MAX_BYTES = 256 * 2 ** 20;
/** Positions between looks at the memory (the clock adapts its own: budget-clock.ts). */
const MEMORY_EVERY = 64;
/** Slots the table of keys starts with (it doubles as it fills): small, since most FreeCell tries end within a few hundred. */
const KEYSET_FLOOR = 1 << 9;
/** Keys one step may add at most (one position's moves), kept free in a full table. */
const STEP_MARGIN = 4096;
/** What may come between two looks at memory (new snapshots, a few frames): 1/32 of the bound is kept for it. */
const SLACK = 32;

/** A search that runs in slices: call `run` again to continue while the verdict is unknown. */
export interface Search {
  run(budget?: Budget): SolveResult;
  /** The most memory the search has held so far, in bytes (its tables, nodes and snapshots). */
  readonly peakBytes: number;
}

/** What bounds a search's memory (types.ts, SolveOptions). */
export interface SearchLimits {
  readonly maxStored?: number;
  readonly maxBytes?: number;
  /** Models standing at the positions never to enter: their keys are seen before the search starts. */
  readonly avoidModels?: readonly SearchModel[];
}

/** The engine moves a model move stands for, in order. */
export function engineMoves(model: SearchModel, move: number): readonly Move[] {
  return model.toMoves ? model.toMoves(move) : [model.toMove(move)];
}

/** What a freshly played move led to. */
export const Reached = { Seen: 0, Frontier: 1, Won: 2, Open: 3 } as const;
export type Reached = (typeof Reached)[keyof typeof Reached];

/**
 * What every search strategy shares: the set of positions seen (by exact canonical key, so an
 * exhausted search is a proof), budgets, the verdict and the hint.
 */
export abstract class SearchBase implements Search {
  protected readonly seen: KeySet;
  protected readonly key: Uint32Array;
  protected positions = 1;
  /** Set once the search is over: a win, a proof, or nothing more it could do. */
  protected verdict: Verdict | null = null;
  protected line: Move[] | undefined;
  private frontierSeen = false;
  private bestProgress = -Infinity;
  private bestFirst: Move | undefined;

  private readonly avoidModels: readonly SearchModel[];
  private readonly maxStored: number;
  private readonly maxBytes: number;
  peakBytes = 0;

  /** `limits` may be a number: maxStored alone (the first form of this constructor). */
  constructor(
    protected readonly model: SearchModel,
    limits: SearchLimits | number = {},
  ) {
    const {
      maxStored = Infinity,
      maxBytes = DEFAULT_MAX_BYTES,
      avoidModels = [],
    } = typeof limits === 'number' ? { maxStored: limits } : limits;
    this.maxStored = maxStored;
    this.maxBytes = maxBytes;
    // Half the bound for the table of keys: it never grows past it, the rest is for the strategy.
    this.seen = new KeySet(model.keyWords, KEYSET_FLOOR, maxBytes / 2, model.rank !== undefined);
    // The model's own key words where it keeps them up (never written here), else a buffer its key() fills.
    this.key = model.keyView ?? new Uint32Array(model.keyWords);
    this.avoidModels = avoidModels;
    this.markStartSeen();
    if (model.isWon()) this.win([]);
    this.bestProgress = model.progress?.() ?? -Infinity;
  }

  run(budget: Budget = {}): SolveResult {
    if (this.verdict === null) {
      const stopAt = this.positions + (budget.maxPositions ?? Infinity);
      const clock = new BudgetClock(budget, this.positions);
      let memoryAt = this.positions + MEMORY_EVERY;
      while (this.verdict === null && this.step()) {
        if (this.positions >= stopAt) break;
        if (this.seen.size >= this.maxStored || this.seen.room(STEP_MARGIN) === 0) this.verdict = 'unknown';
        if (this.positions >= memoryAt) {
          if (this.measureBytes() > this.maxBytes - this.maxBytes / SLACK) this.verdict = 'unknown';
          memoryAt = this.positions + MEMORY_EVERY;
        }
        if (clock.spent(this.positions)) break;
      }
      this.measureBytes();
    }
    const verdict = this.verdict ?? 'unknown';
    // No hint once proved lost; without any progress, the model's first choice at the start.
    const hint = verdict === 'unsolvable' ? undefined : (this.line?.[0] ?? this.bestFirst ?? this.firstChoice());
    return {
      verdict,
      ...(this.line ? { line: this.line } : {}),
      ...(hint ? { hint } : {}),
      positions: this.positions,
      finished: this.verdict !== null,
    };
  }

  /** Marks seen the positions never to enter and the model's position (the start). */
  private markStartSeen(): void {
    // The others' keys go through a buffer of their own: this.key may be the model's own words.
    const theirs = this.avoidModels.length ? new Uint32Array(this.model.keyWords) : this.key;
    for (const other of this.avoidModels) this.seen.add(theirs, other.key(theirs) ?? undefined, other.rank?.());
    this.seen.add(this.key, this.model.key(this.key) ?? undefined, this.model.rank?.());
  }

  /**
   * Forgets every position seen but the start's and those to avoid, and the verdict, for a search that
   * starts over from its start (the model standing there again); positions keep counting.
   */
  protected forgetSeen(): void {
    this.seen.clear();
    this.markStartSeen();
    this.verdict = null;
    this.line = undefined;
  }

  /** One unit of work (expanding one position); false once nothing is left to search. */
  protected abstract step(): boolean;
  /** Bytes the strategy holds beside the table of keys (its frames, nodes, snapshots). */
  protected abstract strategyBytes(): number;

  /**
   * Whether the strategy may take `extra` bytes more (an array doubling); if not, the search ends
   * now as unknown (finished), so memory never goes past the bound.
   */
  protected memoryAllows(extra: number): boolean {
    if (this.seen.bytes + this.strategyBytes() + extra <= this.maxBytes - this.maxBytes / SLACK) return true;
    this.verdict ??= 'unknown';
    return false;
  }

  private measureBytes(): number {
    const bytes = this.seen.bytes + this.strategyBytes();
    if (bytes > this.peakBytes) this.peakBytes = bytes;
    return bytes;
  }
  protected abstract firstChoice(): Move | undefined;

  /** Nothing left to search: no win anywhere, unless hidden cards or pruning were in the way. */
  protected exhausted(): void {
    this.verdict = this.frontierSeen || this.model.pruned ? 'unknown' : 'unsolvable';
  }

  protected win(line: Move[]): void {
    this.verdict = 'solved';
    this.line = line;
  }

  /**
   * Plays `move` and judges the position it leads to; the caller undoes it. `first` is the first
   * move of the line to it, for the hint.
   */
  protected visit(move: number, first: number): Reached {
    const model = this.model;
    model.play(move);
    if (!this.seen.add(this.key, model.key(this.key) ?? undefined, model.rank?.())) return Reached.Seen;
    this.positions++;
    if (model.progress) {
      const progress = model.progress();
      if (progress > this.bestProgress) {
        this.bestProgress = progress;
        this.bestFirst = model.toMove(first);
      }
    }
    // A frontier hangs on hidden cards: not even a win there is known.
    if (model.isFrontier?.()) {
      this.frontierSeen = true;
      return Reached.Frontier;
    }
    return model.isWon() ? Reached.Won : Reached.Open;
  }
}

import type { Move } from '../types';
import { KeySet } from './key-set';
import type { Budget, SearchModel, SolveResult, Verdict } from './types';

const DEFAULT_MAX_STORED = 4_000_000;
/** Room a model may write its moves into, per position (Spider's worst case stays far below). */
const MOVE_ROOM = 4096;
const CLOCK_EVERY = 512;

/**
 * Depth-first search over a model, remembering every position by its canonical key so each is
 * expanded once: exhausting the stack proves no win is reachable. The search runs in slices
 * (`run` with a budget) and keeps its stack between them, so a worker can interleave it with
 * messages and a caller can stop it at any time.
 */
export class Search {
  private readonly seen: KeySet;
  private readonly key: Uint32Array;
  private moveBuffer = new Int32Array(1 << 16);
  /** Per depth: first move, end of moves, next move to try, in moveBuffer. */
  private start = new Int32Array(1024);
  private end = new Int32Array(1024);
  private next = new Int32Array(1024);
  /** The model's evaluation of each move's position, beside moveBuffer. */
  private value = new Float64Array(1 << 16);
  private depth = 0;
  private positions = 1;
  private verdict: Verdict | null = null;
  private line: Move[] | undefined;
  private frontierSeen = false;
  private bestProgress = -Infinity;
  private bestFirst: Move | undefined;

  constructor(private readonly model: SearchModel, private readonly maxStored = DEFAULT_MAX_STORED) {
    this.seen = new KeySet(model.keyWords);
    this.key = new Uint32Array(model.keyWords);
    model.key(this.key);
    this.seen.add(this.key);
    if (model.isWon()) {
      this.verdict = 'solved';
      this.line = [];
      return;
    }
    this.bestProgress = model.progress?.() ?? -Infinity;
    this.expand(0);
  }

  /** Searches on until a verdict or the budget; call again to continue an unknown. */
  run(budget: Budget = {}): SolveResult {
    if (this.verdict === null) this.step(budget);
    return this.result();
  }

  private result(): SolveResult {
    const verdict = this.verdict ?? 'unknown';
    // No hint once proved lost; without progress, the model's first choice at the root.
    const fallback = verdict === 'unknown' && this.end[0] > 0 ? this.model.toMove(this.moveBuffer[0]) : undefined;
    const hint = verdict === 'unsolvable' ? undefined : this.line?.[0] ?? this.bestFirst ?? fallback;
    return {
      verdict,
      ...(this.line ? { line: this.line } : {}),
      ...(hint ? { hint } : {}),
      positions: this.positions,
    };
  }

  private step(budget: Budget): void {
    const model = this.model;
    const maxPositions = budget.maxPositions ?? Infinity;
    const clock = budget.now;
    const deadline = clock && budget.maxMs !== undefined ? clock() + budget.maxMs : Infinity;
    const stopAt = this.positions + maxPositions;
    let checks = 0;
    for (;;) {
      const d = this.depth;
      if (this.next[d] === this.end[d]) {
        if (d === 0) {
          this.verdict = this.frontierSeen ? 'unknown' : 'unsolvable';
          return;
        }
        model.undo();
        this.depth--;
        continue;
      }
      model.play(this.moveBuffer[this.next[d]++]);
      this.expand(d + 1);
      if (this.verdict !== null || this.positions >= stopAt) return;
      if (this.seen.size >= this.maxStored) {
        this.verdict = 'unknown';
        return;
      }
      if (++checks % CLOCK_EVERY === 0 && clock && clock() >= deadline) return;
    }
  }

  /**
   * Makes the current position depth `d`'s frame: its moves to new positions, best first. Each new
   * position is remembered as it is generated, so it is expanded once, from its frame.
   */
  private expand(d: number): void {
    if (d >= this.start.length) {
      this.start = grown(this.start);
      this.end = grown(this.end);
      this.next = grown(this.next);
    }
    const model = this.model;
    const at = d === 0 ? 0 : this.end[d - 1];
    while (at + MOVE_ROOM > this.moveBuffer.length) this.moveBuffer = grown(this.moveBuffer);
    if (at + MOVE_ROOM > this.value.length) this.value = grownFloat(this.value, this.moveBuffer.length);
    const count = model.moves(this.moveBuffer, at);
    let kept = at;
    for (let i = at; i < at + count; i++) {
      const move = this.moveBuffer[i];
      model.play(move);
      model.key(this.key);
      if (this.seen.add(this.key)) {
        this.positions++;
        this.noteProgress(d, move);
        // A frontier hangs on hidden cards: not even a win there is known.
        if (model.isFrontier?.()) {
          this.frontierSeen = true;
        } else if (model.isWon()) {
          this.verdict = 'solved';
          this.line = this.path(d, move);
          model.undo();
          return;
        } else {
          this.moveBuffer[kept] = move;
          if (model.evaluate) this.value[kept] = model.evaluate();
          kept++;
        }
      }
      model.undo();
    }
    if (model.evaluate) this.sortByValue(at, kept);
    this.start[d] = at;
    this.next[d] = at;
    this.end[d] = kept;
    this.depth = d;
  }

  /** Insertion sort of a frame's moves by value, highest first (stable: the model's order breaks ties). */
  private sortByValue(from: number, to: number): void {
    const moves = this.moveBuffer;
    const value = this.value;
    for (let i = from + 1; i < to; i++) {
      const move = moves[i];
      const v = value[i];
      let j = i - 1;
      while (j >= from && value[j] < v) {
        moves[j + 1] = moves[j];
        value[j + 1] = value[j];
        j--;
      }
      moves[j + 1] = move;
      value[j + 1] = v;
    }
  }

  /** The moves that lead to depth `d`, then `last`. */
  private path(d: number, last: number): Move[] {
    const line: Move[] = [];
    for (let i = 0; i < d; i++) line.push(this.model.toMove(this.moveBuffer[this.next[i] - 1]));
    line.push(this.model.toMove(last));
    return line;
  }

  /** Remembers the first move towards the most progress seen (`last` just played at depth d). */
  private noteProgress(d: number, last: number): void {
    if (!this.model.progress) return;
    const progress = this.model.progress();
    if (progress <= this.bestProgress) return;
    this.bestProgress = progress;
    this.bestFirst = this.model.toMove(d === 0 ? last : this.moveBuffer[this.next[0] - 1]);
  }
}

function grownFloat(array: Float64Array, length: number): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(length);
  bigger.set(array);
  return bigger;
}

function grown(array: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

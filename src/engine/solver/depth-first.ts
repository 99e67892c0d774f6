// The solver's depth-first search, for games whose whole space can be exhausted.
import type { Move } from '../types';
import { engineMoves, Reached, SearchBase, type SearchLimits } from './search';
import type { SearchModel } from './types';

/** Room a model may write its moves into, per position, unless it says less (Spider's worst case stays far below). */
const MOVE_ROOM = 4096;
/** Frames the move buffer holds at first (it doubles as the search goes deeper). */
const FIRST_FRAMES = 4;
/** Depths the frame tables hold at first (they double as the search goes deeper). */
const FIRST_DEPTHS = 64;

/**
 * Depth-first search: one position in the model, moved by play/undo, and a stack of frames of
 * untried moves, best first. Cheap per position and small in memory; the strategy for games whose
 * whole space can be exhausted (Baker's Game, Pileon, Cruel).
 */
export class DepthFirstSearch extends SearchBase {
  private moveBuffer: Int32Array;
  /** Room one frame may need: the model's most moves for a position. */
  private readonly moveRoom: number;
  /** The model's evaluation of each move's position, beside moveBuffer (empty for a model without one). */
  private value: Float64Array;
  /** Per depth: end of its moves and next move to try, in moveBuffer. */
  private end = new Int32Array(FIRST_DEPTHS);
  private next = new Int32Array(FIRST_DEPTHS);
  private depth = 0;
  /** The try under way (model.tries) and the positions counted when it began. */
  private attempt = 0;
  private tryStart = 0;

  /**
   * Without an evaluation the moves are tried as the model lists them, each played once: a new
   * position is entered as soon as it is found, a seen one taken back at once. With one, every
   * move of a frame is played first to value and sort its position, then again to enter it.
   */
  private readonly listedOnly: boolean;
  /** Engine moves the model had played before this search began (its `line` starts earlier). */
  private readonly lineStart: number;

  constructor(model: SearchModel, limits?: SearchLimits | number) {
    super(model, limits);
    // Most searches of Baker's Game and FreeCell's tries end within a millisecond or two: allocate only what they use.
    this.moveRoom = model.movesAtMost ?? MOVE_ROOM;
    this.moveBuffer = new Int32Array(model.movesAtMost ? this.moveRoom * FIRST_FRAMES : 2 * MOVE_ROOM);
    this.listedOnly = !model.evaluate;
    this.lineStart = model.line?.().length ?? 0;
    this.value = new Float64Array(this.listedOnly ? 0 : this.moveBuffer.length);
    if (this.verdict === null) {
      if (this.listedOnly) this.frame(0);
      else this.expand(0);
    }
  }

  /**
   * Starts the search over from its first position with nothing seen, so a model that now orders its
   * moves otherwise takes another way (model.tries); reuses every table.
   */
  restart(): void {
    for (; this.depth > 0; this.depth--) this.model.undo();
    this.forgetSeen();
    if (this.model.isWon()) this.win([]);
    else if (this.listedOnly) this.frame(0);
    else this.expand(0);
  }

  /** Starts the next try (model.tries): the model orders its moves another way, the search starts over. */
  private nextTry(): void {
    this.attempt++;
    this.tryStart = this.positions;
    this.model.reorder?.(this.attempt);
    this.restart();
  }

  /** Plays depth `d`'s `move`: true when it led to a new position, now depth d + 1 (or the end: a win). */
  private descend(d: number, move: number): boolean {
    const reached = this.visit(move, d === 0 ? move : this.moveBuffer[this.next[0] - 1]);
    if (reached === Reached.Won) this.win(this.path(d, move));
    if (reached !== Reached.Open) {
      this.model.undo();
      return reached === Reached.Won;
    }
    this.frame(d + 1);
    return true;
  }

  /** Makes the current position depth `d`'s frame of moves, as the model lists them. */
  private frame(d: number): void {
    if (!this.room(d)) return;
    const at = d === 0 ? 0 : this.end[d - 1];
    this.next[d] = at;
    this.end[d] = at + this.model.moves(this.moveBuffer, at);
    this.depth = d;
  }

  /** Room for depth `d`'s frame (false: the memory bound refused it, the search is over). */
  private room(d: number): boolean {
    if (d >= this.end.length) {
      this.end = grown(this.end, this.end.length * 2);
      this.next = grown(this.next, this.next.length * 2);
    }
    const at = d === 0 ? 0 : this.end[d - 1];
    if (at + this.moveRoom > this.moveBuffer.length) {
      if (!this.memoryAllows(this.moveBuffer.length * (this.listedOnly ? 4 : 12))) return false;
      this.moveBuffer = grown(this.moveBuffer, this.moveBuffer.length * 2);
      if (!this.listedOnly) {
        const value = new Float64Array(this.moveBuffer.length);
        value.set(this.value);
        this.value = value;
      }
    }
    return true;
  }

  protected step(): boolean {
    const tries = this.model.tries;
    if (tries && this.attempt < tries.length && this.positions - this.tryStart >= tries[this.attempt]) this.nextTry();
    for (;;) {
      const d = this.depth;
      if (this.next[d] < this.end[d]) {
        const move = this.moveBuffer[this.next[d]++];
        if (this.listedOnly) {
          if (!this.descend(d, move)) continue;
          return true;
        }
        this.model.play(move);
        this.expand(d + 1);
        return true;
      }
      if (d === 0) {
        this.exhausted();
        return false;
      }
      this.model.undo();
      this.depth--;
    }
  }

  protected strategyBytes(): number {
    return this.moveBuffer.length * 4 + this.value.length * 8 + this.end.length * 8;
  }

  protected firstChoice(): Move | undefined {
    return this.end[0] > 0 ? this.model.toMove(this.moveBuffer[0]) : undefined;
  }

  /**
   * Makes the current position depth `d`'s frame: its moves to new positions, best first. Each new
   * position is remembered as it is generated, so it is expanded once, from its frame.
   */
  private expand(d: number): void {
    if (!this.room(d)) return;
    const model = this.model;
    const at = d === 0 ? 0 : this.end[d - 1];
    const count = model.moves(this.moveBuffer, at);
    let kept = at;
    for (let i = at; i < at + count; i++) {
      const move = this.moveBuffer[i];
      const reached = this.visit(move, d === 0 ? move : this.moveBuffer[this.next[0] - 1]);
      if (reached === Reached.Won) {
        this.win(this.path(d, move));
      } else if (reached === Reached.Open) {
        this.moveBuffer[kept] = move;
        if (model.evaluate) this.value[kept] = model.evaluate();
        kept++;
      }
      model.undo();
      if (this.verdict !== null) return;
    }
    if (model.evaluate) this.sortByValue(at, kept);
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

  /** The moves that lead to depth `d`, then `last` (the model stands after them). */
  private path(d: number, last: number): Move[] {
    if (this.model.line) return this.model.line().slice(this.lineStart);
    const line: Move[] = [];
    for (let i = 0; i < d; i++) line.push(...engineMoves(this.model, this.moveBuffer[this.next[i] - 1]));
    line.push(...engineMoves(this.model, last));
    return line;
  }
}

export function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(length);
  bigger.set(array);
  return bigger;
}

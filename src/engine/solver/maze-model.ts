// Maze's compact search model for the solver: the grid as bytes, a move filling an empty cell.
import { maze as mazeRules } from '../games/maze/rules';
import type { Move, Position } from '../types';
import type { SnapshotModel } from './best-first';

// Maze's grid (games/maze/rules.ts): cell-1 … cell-54 (pile indices 0 … 53), read as one line; rows connect.
const CELLS = 54;
const LAST = CELLS - 1;
const EMPTY = 255;
const ACES = [0, 13, 26, 39];
const QUEENS = [11, 24, 37, 50];

const rank = (card: number) => (card % 13) + 1;
/** `next` may follow `prev` in reading order: the same suit one higher, or any ace after any queen. */
const follows = (prev: number, next: number) => (rank(next) === 1 ? rank(prev) === 12 : next === prev + 1 && rank(next) !== 13);

/**
 * Maze as a compact mutable grid, for speed: a move puts a card into an empty cell and leaves its
 * own cell empty. It lists exactly the engine's moves (every card that may enter each empty cell);
 * test/engine/solver checks them against `legalMoves`/`applyMove`. The key is the grid itself: the
 * empty cells are alike, so nothing else is needed.
 */
export class MazeModel implements SnapshotModel {
  readonly keyWords = 14;
  readonly strategy = 'best-first';
  private readonly grid = new Uint8Array(56).fill(EMPTY);
  private readonly words = new Uint32Array(this.grid.buffer);
  /** The cell of each card, or -1 (kings and cards left out of a start position). */
  private readonly cellOf = new Int8Array(52).fill(-1);
  /** Cards in play and the links between neighbours in reading order (empty cells skipped). */
  private links = 0;
  private log = new Int32Array(1 << 12);
  private top = 0;
  private readonly candidates = new Uint8Array(16);
  private readonly tails = new Uint8Array(52);
  private readonly lengths = new Uint8Array(4);

  constructor(private readonly position: Position) {
    for (let c = 0; c < CELLS; c++) {
      const pile = position.piles[c];
      if (pile.length) this.put(pile[0], c);
    }
    this.grid[54] = this.grid[55] = 0;
    this.links = this.score();
  }

  key(out: Uint32Array): void {
    out.set(this.words);
  }

  isWon(): boolean {
    return this.links === 48;
  }

  progress(): number {
    return this.links;
  }

  /**
   * Score points, and cards already in order within their suit, three times as much: the score
   * alone cannot see a run in the right order but in the wrong place (measured on deals 1–100).
   */
  evaluate(): number {
    return this.links + 3 * this.inOrder();
  }

  /** The card in a cell, or -1 for an empty one. */
  cardIn(cell: number): number {
    const card = this.grid[cell];
    return card === EMPTY ? -1 : card;
  }

  /** Cards on the grid (48 in a dealt game; a start position may leave some out). */
  cardCount(): number {
    let count = 0;
    for (let c = 0; c < CELLS; c++) if (this.grid[c] !== EMPTY) count++;
    return count;
  }

  /** Cards that need not move within their suit: per suit, the longest run of rising ranks in reading order. */
  private inOrder(): number {
    const tails = this.tails;
    const lengths = this.lengths;
    lengths.fill(0);
    for (let c = 0; c < CELLS; c++) {
      const card = this.grid[c];
      if (card === EMPTY) continue;
      const s = (card / 13) | 0;
      const r = card % 13;
      const base = s * 13;
      let lo = 0;
      let hi = lengths[s];
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (tails[base + mid] < r) lo = mid + 1;
        else hi = mid;
      }
      tails[base + lo] = r;
      if (lo === lengths[s]) lengths[s]++;
    }
    return lengths[0] + lengths[1] + lengths[2] + lengths[3];
  }

  moves(out: Int32Array, at: number): number {
    let n = at;
    const grid = this.grid;
    for (let to = 0; to < CELLS; to++) {
      if (grid[to] !== EMPTY) continue;
      let k = 0;
      // The cards that may come here: after the left neighbour, before the right one (or a corner's).
      if (to === 0) for (const ace of ACES) this.candidates[k++] = ace;
      else if (grid[to - 1] !== EMPTY) k = this.after(grid[to - 1], k);
      if (to === LAST) for (const queen of QUEENS) this.candidates[k++] = queen;
      else if (grid[to + 1] !== EMPTY) k = this.before(grid[to + 1], k);
      for (let i = 0; i < k; i++) {
        const card = this.candidates[i];
        const from = this.cellOf[card];
        if (from < 0 || this.candidates.indexOf(card) < i) continue;
        out[n++] = from | (to << 8);
      }
    }
    return n - at;
  }

  play(move: number): void {
    if (this.top + 1 > this.log.length) this.grow();
    this.transfer(move & 255, move >> 8);
    this.log[this.top++] = move;
  }

  undo(): void {
    const move = this.log[--this.top];
    this.transfer(move >> 8, move & 255);
  }

  toMove(move: number): Move {
    const piles = mazeRules.piles;
    return { from: piles[move & 255].id, to: piles[move >> 8].id };
  }

  snapshot(): Uint8Array {
    return this.grid.slice(0, CELLS);
  }

  restore(snapshot: unknown): void {
    const grid = snapshot as Uint8Array;
    this.top = 0;
    this.cellOf.fill(-1);
    for (let c = 0; c < CELLS; c++) {
      this.grid[c] = grid[c];
      if (grid[c] !== EMPTY) this.cellOf[grid[c]] = c;
    }
    this.links = this.score();
  }

  /** The engine position this model stands for (for tests). */
  toPosition(): Position {
    const piles = Array.from(this.grid.subarray(0, CELLS), (card) => (card === EMPTY ? [] : [card]));
    return { ...this.position, piles };
  }

  private after(card: number, k: number): number {
    if (rank(card) === 12) for (const ace of ACES) this.candidates[k++] = ace;
    else this.candidates[k++] = card + 1;
    return k;
  }

  private before(card: number, k: number): number {
    if (rank(card) === 1) for (const queen of QUEENS) this.candidates[k++] = queen;
    else this.candidates[k++] = card - 1;
    return k;
  }

  private transfer(from: number, to: number): void {
    const card = this.grid[from];
    this.links -= this.linksAround(from);
    this.grid[from] = EMPTY;
    this.links += this.bridge(from);
    this.links -= this.bridge(to);
    this.put(card, to);
    this.links += this.linksAround(to);
  }

  private put(card: number, cell: number): void {
    this.grid[cell] = card;
    this.cellOf[card] = cell;
  }

  /** Score points the card in `cell` takes part in: its link to the card before it (or being a first ace) and to the card after. */
  private linksAround(cell: number): number {
    const card = this.grid[cell];
    const prev = this.occupied(cell, -1);
    const next = this.occupied(cell, 1);
    let links = prev < 0 ? (rank(card) === 1 ? 1 : 0) : follows(this.grid[prev], card) ? 1 : 0;
    if (next >= 0 && follows(card, this.grid[next])) links++;
    return links;
  }

  /** The point between the occupied neighbours of the empty `cell` (or a first ace after it). */
  private bridge(cell: number): number {
    const prev = this.occupied(cell, -1);
    const next = this.occupied(cell, 1);
    if (next < 0) return 0;
    return prev < 0 ? (rank(this.grid[next]) === 1 ? 1 : 0) : follows(this.grid[prev], this.grid[next]) ? 1 : 0;
  }

  private occupied(cell: number, step: number): number {
    for (let c = cell + step; c >= 0 && c < CELLS; c += step) if (this.grid[c] !== EMPTY) return c;
    return -1;
  }

  private score(): number {
    let score = 0;
    let prev = -1;
    for (let c = 0; c < CELLS; c++) {
      const card = this.grid[c];
      if (card === EMPTY) continue;
      if (prev < 0 ? rank(card) === 1 : follows(prev, card)) score++;
      prev = card;
    }
    return score;
  }

  private grow(): void {
    const bigger = new Int32Array(this.log.length * 2);
    bigger.set(this.log);
    this.log = bigger;
  }
}

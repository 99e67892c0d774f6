// Maze solved by construction: a winning reading order grown from both ends of the grid.
import type { Move, Position } from '../types';
import { BestFirstSearch } from './best-first';
import { BudgetClock } from './budget-clock';
import { KeySet } from './key-set';
import { MazeModel } from './maze-model';
import type { Search, SearchLimits } from './search';
import type { Budget, SolveResult } from './types';

const CELLS = 54;
const CARDS = 48;
/** Positions one step of the construction may look at before that chain order is given up. */
const STEP_LIMIT = 20_000;
const SNAP_BYTES = CELLS + 64;

/** The 24 orders of the four suits. */
const SUIT_ORDERS: readonly (readonly number[])[] = (() => {
  const orders: number[][] = [];
  const permute = (done: number[], rest: number[]): void => {
    if (rest.length === 0) orders.push(done);
    rest.forEach((suit, i) =>
      permute(
        [...done, suit],
        rest.filter((_, j) => j !== i),
      ),
    );
  };
  permute([], [0, 1, 2, 3]);
  return orders;
})();

/** The winning reading order for a suit order: A…Q of each suit in turn. */
const chainOf = (order: readonly number[]): number[] => order.flatMap((suit) => Array.from({ length: 12 }, (_, r) => suit * 13 + r));

/**
 * Maze by construction: choose a winning reading order (an order of the suits), then grow it from
 * both ends of the grid: a prefix from cell-1 rightwards and a suffix ending at cell-54 leftwards,
 * each next card brought beside its neighbour by a small breadth-first search that touches only the
 * cells in between. When the two meet the reading order is the chosen one and the game is won (the
 * six empty cells lie between them). Suit orders are tried most-in-place first; a step that finds
 * nothing within STEP_LIMIT positions gives that order up. If every order fails, a best-first search
 * from the start takes over. It never proves a deal lost (Maze never is by the rules, and its space
 * is far too large): without a win the verdict stays unknown.
 */
export class MazeBuilder implements Search {
  peakBytes = 0;
  private readonly model: MazeModel;
  private readonly complete: boolean;
  private readonly orders: number[][];
  private positions = 1;
  private solvedLine: Move[] | undefined;
  private fallback: Search | undefined;
  // The order being built and how far: prefix chain[0, i) in cells [0, p), suffix chain[j, 48) in cells [s, 54).
  private order = -1;
  private chain: number[] = [];
  private i = 0;
  private p = 0;
  private j = CARDS;
  private s = CELLS;
  private line: number[] = [];
  // The breadth-first search of the current step: nodes as snapshots with their parent and move.
  private seen = new KeySet(14, 1 << 12);
  private snaps: Uint8Array[] = [];
  private parent: number[] = [];
  private moveOf: number[] = [];
  private head = 0;
  private readonly key = new Uint32Array(14);
  private readonly buffer = new Int32Array(1024);

  constructor(
    private readonly root: Position,
    private readonly limits: SearchLimits = {},
  ) {
    this.model = new MazeModel(root);
    this.complete = this.model.cardCount() === CARDS;
    const scored = SUIT_ORDERS.map((order) => {
      const chain = chainOf(order);
      return { chain, inPlace: this.inPlace(chain) };
    });
    scored.sort((a, b) => b.inPlace - a.inPlace);
    this.orders = scored.map(({ chain }) => chain);
    if (this.model.isWon()) this.solvedLine = [];
    else if (this.complete) this.nextOrder();
  }

  run(budget: Budget = {}): SolveResult {
    if (!this.solvedLine && !this.fallback) this.build(budget);
    if (this.solvedLine) {
      const line = this.solvedLine;
      return { verdict: 'solved', line, ...(line.length ? { hint: line[0] } : {}), positions: this.positions, finished: true };
    }
    if (!this.fallback) {
      const hint = this.line.length ? this.model.toMove(this.line[0]) : undefined;
      return { verdict: 'unknown', ...(hint ? { hint } : {}), positions: this.positions, finished: false };
    }
    const start = this.positions;
    const result = this.fallback.run(budget);
    this.peakBytes = Math.max(this.peakBytes, this.fallback.peakBytes);
    return { ...result, positions: start + result.positions };
  }

  /** Builds until won, out of orders (then the fallback is ready), or out of budget. */
  private build(budget: Budget): void {
    const stopAt = this.positions + (budget.maxPositions ?? Infinity);
    const clock = new BudgetClock(budget, this.positions);
    while (!this.solvedLine && !this.fallback && this.positions < stopAt) {
      this.step();
      if (clock.spent(this.positions)) break;
    }
    this.peakBytes = Math.max(this.peakBytes, this.seen.bytes + this.snaps.length * SNAP_BYTES);
  }

  /** Expands one node of the current step's search, or starts the next step or order. */
  private step(): void {
    if (this.head >= this.snaps.length || this.seen.size > STEP_LIMIT) {
      this.nextOrder();
      return;
    }
    const node = this.head++;
    const model = this.model;
    model.restore(this.snaps[node]);
    const count = model.moves(this.buffer, 0);
    // The first move that brings the next card in; a move that wins outright goes first.
    let reached = -1;
    for (let k = 0; k < count; k++) {
      const move = this.buffer[k];
      const from = move & 255;
      const to = move >> 8;
      if (from < this.p || to < this.p || from >= this.s || to >= this.s) continue;
      model.play(move);
      model.key(this.key);
      if (this.seen.add(this.key)) {
        this.positions++;
        if (model.isWon()) {
          this.commit(node, move);
          return;
        }
        if (reached < 0 && this.reached()) reached = move;
        this.snaps.push(model.snapshot());
        this.parent.push(node);
        this.moveOf.push(move);
      }
      model.undo();
    }
    if (reached >= 0) this.commit(node, reached);
  }

  /** The next card of the prefix or of the suffix is in its cell. */
  private reached(): boolean {
    return this.model.cardIn(this.p) === this.chain[this.i] || this.model.cardIn(this.s - 1) === this.chain[this.j - 1];
  }

  /** Plays the step's moves for real, grows both ends, and starts the next step (or declares the win). */
  private commit(node: number, last: number): void {
    const moves = [last];
    for (let n = node; n > 0; n = this.parent[n]) moves.push(this.moveOf[n]);
    this.model.restore(this.snaps[0]);
    for (let k = moves.length - 1; k >= 0; k--) {
      this.model.play(moves[k]);
      this.line.push(moves[k]);
    }
    this.grow();
    this.startStep();
  }

  /** Takes into the prefix and suffix every next card already in its cell. */
  private grow(): void {
    const model = this.model;
    while (this.i < this.j && model.cardIn(this.p) === this.chain[this.i]) {
      this.i++;
      this.p++;
    }
    while (this.j > this.i && model.cardIn(this.s - 1) === this.chain[this.j - 1]) {
      this.j--;
      this.s--;
    }
  }

  private startStep(): void {
    // Won when the two ends meet, or sooner if the cards between already read in order.
    if (this.i === this.j || this.model.isWon()) {
      this.solvedLine = this.line.map((move) => this.model.toMove(move));
      return;
    }
    this.seen = new KeySet(14, 1 << 12);
    // A step never passes a position to avoid (SolveOptions.avoid): seen before it starts.
    for (const other of this.limits.avoidModels ?? []) {
      other.key(this.key);
      this.seen.add(this.key);
    }
    this.model.key(this.key);
    this.seen.add(this.key);
    this.snaps = [this.model.snapshot()];
    this.parent = [-1];
    this.moveOf = [0];
    this.head = 0;
  }

  /** Gives up the current order and begins the next from the start; after the last, the fallback. */
  private nextOrder(): void {
    this.order++;
    if (this.order >= this.orders.length || !this.complete) {
      this.fallback = new BestFirstSearch(new MazeModel(this.root), this.limits);
      return;
    }
    this.model.restore(new MazeModel(this.root).snapshot());
    this.chain = this.orders[this.order];
    this.i = 0;
    this.p = 0;
    this.j = CARDS;
    this.s = CELLS;
    this.line = [];
    this.grow();
    this.startStep();
  }

  /** How much of `chain` the grid already reads: neighbours in reading order that are neighbours in it, and its first card first. */
  private inPlace(chain: readonly number[]): number {
    const place = new Int8Array(52).fill(-2);
    chain.forEach((card, k) => {
      place[card] = k;
    });
    let score = 0;
    let previous = -1;
    for (let cell = 0; cell < CELLS; cell++) {
      const card = this.model.cardIn(cell);
      if (card < 0) continue;
      if (previous < 0 ? place[card] === 0 : place[card] === place[previous] + 1) score++;
      previous = card;
    }
    return score;
  }
}

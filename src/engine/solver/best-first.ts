// The solver's best-first search, with snapshots and stages, for games where one early mistake traps a depth-first one.
import type { Move } from '../types';
import { grown } from './depth-first';
import { engineMoves, Reached, SearchBase, type SearchLimits } from './search';
import type { SearchModel } from './types';

const MOVE_ROOM = 4096;
/** A snapshot is kept every this many moves down a line; positions between are replayed from it. */
const CHECKPOINT = 8;
/** Expansions each stage gets per round before the next stage's turn; doubled every round. */
const FIRST_QUOTA = 16;

/** A model whose positions can be kept and brought back (immutable positions make this free). */
export interface SnapshotModel extends SearchModel {
  /** What each move costs against the evaluation, so long detours lose to short progress. */
  readonly stepCost?: number;
  snapshot(): unknown;
  restore(snapshot: unknown): void;
  /** Irreversible progress (Spider's deals), never decreasing along a line; 0 if none. */
  stage?(): number;
  /** Roughly what one snapshot takes in memory, in bytes (default: its byteLength if it is a typed array, else 1 KB). */
  readonly snapshotBytes?: number;
}

/** What a snapshot costs: a typed array's bytes plus the object around them. */
function sizeOf(snapshot: unknown, model: SnapshotModel): number {
  if (model.snapshotBytes !== undefined) return model.snapshotBytes;
  return ArrayBuffer.isView(snapshot) ? snapshot.byteLength + 64 : 1024;
}

/**
 * Best-first search: expands the most promising open position wherever it is in the tree, so one
 * early mistake cannot trap it the way it traps a depth-first search. Where play has stages
 * (Spider's deals), each stage gets a quota of expansions per round, earliest stage first, so the
 * search neither deals at once nor polishes the first stage for ever; quotas double each round.
 * Every position seen is expanded once in the end, so exhausting the search is still a proof.
 * Only every CHECKPOINT-th position down a line keeps a snapshot, which bounds memory.
 */
export class BestFirstSearch extends SearchBase {
  private parent = new Int32Array(1 << 14);
  private moveOf = new Int32Array(1 << 14);
  /** The first move of the line to each node, for hints. */
  private firstOf = new Int32Array(1 << 14);
  private depthOf = new Int32Array(1 << 14);
  private value = new Float64Array(1 << 14);
  private snapshots: unknown[] = [];
  private snapshotTotal = 0;
  private nodes = 0;
  private readonly stages: Heap[] = [];
  private readonly spent: number[] = [];
  private quota = FIRST_QUOTA;
  private readonly stepCost: number;
  private readonly moveBuffer = new Int32Array(MOVE_ROOM);

  constructor(
    protected override readonly model: SnapshotModel,
    limits?: SearchLimits | number,
  ) {
    super(model, limits);
    this.stepCost = model.stepCost ?? 0;
    if (this.verdict === null) this.addNode(-1, -1, -1, 0);
  }

  protected step(): boolean {
    const node = this.nextNode();
    if (node < 0) {
      this.exhausted();
      return false;
    }
    const model = this.model;
    this.restoreNode(node);
    const count = model.moves(this.moveBuffer, 0);
    for (let i = 0; i < count; i++) {
      const move = this.moveBuffer[i];
      const first = node === 0 ? move : this.firstOf[node];
      const reached = this.visit(move, first);
      if (reached === Reached.Won) this.win(this.path(node, move));
      else if (reached === Reached.Open) this.addNode(node, move, first, model.evaluate ? model.evaluate() : 0);
      model.undo();
      if (this.verdict !== null) return false;
    }
    return true;
  }

  protected strategyBytes(): number {
    let heaps = 0;
    for (const heap of this.stages) if (heap) heaps += heap.bytes;
    return this.parent.length * 24 + heaps + this.snapshotTotal;
  }

  protected firstChoice(): Move | undefined {
    return this.nodes > 1 ? this.model.toMove(this.firstOf[1]) : undefined;
  }

  /** The next node to expand: the best of the earliest stage with quota left, or -1 when none is open. */
  private nextNode(): number {
    for (;;) {
      let open = false;
      for (let s = 0; s < this.stages.length; s++) {
        const heap = this.stages[s];
        if (!heap || heap.size === 0) continue;
        open = true;
        if (this.spent[s] < this.quota) {
          this.spent[s]++;
          return heap.pop();
        }
      }
      if (!open) return -1;
      this.quota *= 2;
    }
  }

  private addNode(parent: number, move: number, first: number, value: number): void {
    const stage = this.model.stage?.() ?? 0;
    const heap = this.stages[stage];
    if (this.nodes >= this.parent.length || (heap && heap.full)) {
      const extra = (this.nodes >= this.parent.length ? this.parent.length * 24 : 0) + (heap && heap.full ? heap.bytes : 0);
      if (!this.memoryAllows(extra)) return;
    }
    const node = this.nodes++;
    if (node >= this.parent.length) {
      const length = this.parent.length * 2;
      this.parent = grown(this.parent, length);
      this.moveOf = grown(this.moveOf, length);
      this.firstOf = grown(this.firstOf, length);
      this.depthOf = grown(this.depthOf, length);
      const values = new Float64Array(length);
      values.set(this.value);
      this.value = values;
    }
    const depth = parent < 0 ? 0 : this.depthOf[parent] + 1;
    this.parent[node] = parent;
    this.moveOf[node] = move;
    this.firstOf[node] = first;
    this.depthOf[node] = depth;
    this.value[node] = value - this.stepCost * depth;
    if (depth % CHECKPOINT === 0) {
      const snapshot = this.model.snapshot();
      this.snapshots[node] = snapshot;
      this.snapshotTotal += sizeOf(snapshot, this.model) + 8;
    }
    if (!this.stages[stage]) {
      this.stages[stage] = new Heap(this.value);
      this.spent[stage] = 0;
    }
    this.stages[stage].push(node, this.value);
  }

  /** Brings the model to a node: its nearest checkpoint above, then the moves down from there. */
  private restoreNode(node: number): void {
    const moves: number[] = [];
    let n = node;
    for (; this.depthOf[n] % CHECKPOINT !== 0; n = this.parent[n]) moves.push(this.moveOf[n]);
    this.model.restore(this.snapshots[n]);
    for (let i = moves.length - 1; i >= 0; i--) this.model.play(moves[i]);
  }

  private path(node: number, last: number): Move[] {
    const moves = [last];
    for (let n = node; n > 0; n = this.parent[n]) moves.push(this.moveOf[n]);
    return moves.reverse().flatMap((move) => engineMoves(this.model, move));
  }
}

/** A binary max-heap of node ids by value; ties go to the newer node, so plateaus run deep. */
export class Heap {
  private items = new Int32Array(1024);
  size = 0;

  constructor(private value: Float64Array) {}

  get bytes(): number {
    return this.items.byteLength;
  }

  /** The next push doubles the heap. */
  get full(): boolean {
    return this.size >= this.items.length;
  }

  push(node: number, value: Float64Array): void {
    this.value = value;
    if (this.size >= this.items.length) this.items = grown(this.items, this.items.length * 2);
    const items = this.items;
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.better(node, items[up])) break;
      items[i] = items[up];
      i = up;
    }
    items[i] = node;
  }

  /** Empties the heap, keeping its room. */
  clear(): void {
    this.size = 0;
  }

  pop(): number {
    const items = this.items;
    const top = items[0];
    const last = items[--this.size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.better(items[child + 1], items[child])) child++;
      if (!this.better(items[child], last)) break;
      items[i] = items[child];
      i = child;
    }
    items[i] = last;
    return top;
  }

  private better(a: number, b: number): boolean {
    return this.value[a] > this.value[b] || (this.value[a] === this.value[b] && a > b);
  }
}

// A Spider of the family (Spider Three Decks, Spider) with full knowledge: a staged beam search, one stage per stock deal.
import type { Move, Position } from '../types';
import { Heap } from './best-first';
import { grown } from './depth-first';
import { ACTION } from './engine-model';
import { DEFAULT_MAX_BYTES, Reached, SearchBase, type SearchLimits } from './search';
import { type SpiderBoardShape, THREE_DECKS } from './spider-board';
import { SpiderModel } from './spider-model';
import { xorshift32 } from './xorshift';

/** Expansions each beam member's search of a stage may make; the last stage, which must win, gets FINAL times as many. */
const EXPANSIONS = 300;
const FINAL = 4;
/**
 * Passes after the first EVEN_PASSES search GROWTH times wider each, up to WIDEST times: most deals
 * fall to a few small passes, the few that do not to wider ones (deals 60, 101, 167: about half the
 * positions). The widest pass remembers about a million positions (some 100 MB in all).
 */
const EVEN_PASSES = 6;
const GROWTH = 1.15;
const WIDEST = 16;
/** Bytes per node: parent, move, depth and slot (4 each) and value (8). */
const NODE_BYTES = 24;
/** Bytes per exit (a small object in an array), roughly. */
const EXIT_BYTES = 40;
/** Positions after a deal carried into the next stage. */
const BEAM = 4;
/** Nodes one expansion may add at most (the moves of one position), kept free before it. */
const STEP_NODES = 4096;
/** Passes before the search gives up for good (a few minutes), so a search without a budget ends. */
const PASSES = 1000;
/** Largest random amount added to a value: ties and near ties fall differently in every pass. */
const NOISE = 20;

/** A position carried into a stage, and the moves to it from the start. */
interface Member {
  readonly snapshot: unknown;
  readonly path: readonly number[];
}

/**
 * Spider Three Decks with full knowledge, searched stage by stage (a stage lies between two deals,
 * which can never be undone). In each stage every member of a small beam gets a short best-first
 * search; of all the quiet positions they reach, the BEAM best after the deal go on to the next
 * stage. A pass that fails starts again from the deal with other random tie-breaks: a pass costs
 * little, and passes fail independently enough that a few of them find a win where one wide search
 * drowns in reshuffles of the early stages.
 *
 * Exact all the same: a pass that cut nothing (no stage search stopped early, no position after a
 * deal left out of the beam, no move pruned) has searched every reachable position, so it proves
 * the deal lost.
 */
export class SpiderStagedSearch extends SearchBase {
  // Nodes of the current stage, for all its members: a member's start has parent -1 - member.
  private parent = new Int32Array(1 << 12);
  private moveOf = new Int32Array(1 << 12);
  private depthOf = new Int32Array(1 << 12);
  private value = new Float64Array(1 << 12);
  /** Where each node's position is kept in `arena` (in slots of this.model.saved), or -1: kept once reached, for its children. */
  private slotOf = new Int32Array(1 << 12);
  private arena = new Int16Array(this.model.saved << 10);
  private slots = 0;
  private nodes = 0;
  /** The node the model stands at between expansions (its children are undone), or -1. */
  private at = -1;
  private readonly heap: Heap;
  private readonly start: Member;
  private members: Member[];
  private member = 0;
  private expansionsLeft = 0;
  /** Quiet positions of this stage (nodes) and their value after the deal. */
  private exits: { node: number; value: number }[] = [];
  /** This pass left something out: its failure proves nothing. */
  private cut = false;
  private pass = 0;
  private random = 1;
  private readonly rootKey: Uint32Array;
  private readonly rootFirst: number | undefined;
  private readonly moveBuffer = new Int32Array(4096);

  declare protected readonly model: SpiderModel;

  /**
   * Passes key positions by 64-bit fingerprints, for speed; `exact` (the check of a pass that cut
   * nothing) keys them by the whole canonical position and makes one pass only.
   */
  constructor(
    private readonly position: Position,
    private readonly limits: SearchLimits = {},
    private readonly exact = false,
    private readonly shape: SpiderBoardShape = THREE_DECKS,
  ) {
    const model = new SpiderModel(position, shape, !exact);
    super(model, limits);
    this.rootKey = this.key.slice();
    this.start = { snapshot: model.snapshot(), path: [] };
    this.rootFirst = model.moves(this.moveBuffer, 0) > 0 ? this.moveBuffer[0] : undefined;
    this.members = [this.start];
    this.heap = new Heap(this.value);
    if (this.verdict === null) this.beginPass();
  }

  protected step(): boolean {
    if (!this.makeRoom()) return false;
    if (this.heap.size === 0 || this.expansionsLeft === 0) {
      if (this.heap.size > 0) this.cut = true;
      return this.nextMember();
    }
    const node = this.heap.pop();
    this.expansionsLeft--;
    this.bringTo(node);
    const model = this.model;
    const count = model.moves(this.moveBuffer, 0);
    const first = this.firstMoveTo(node);
    for (let i = 0; i < count; i++) {
      const move = this.moveBuffer[i];
      const reached = this.visit(move, first ?? move);
      if (reached === Reached.Won) this.win(this.pathTo(node, move).map((m) => model.toMove(m)));
      else if (reached === Reached.Open) {
        if (move === ACTION) this.exits.push({ node, value: model.evaluate() + this.noise() });
        else this.addNode(node, move, this.depthOf[node] + 1, model.evaluate() - model.stepCost * (this.depthOf[node] + 1) + this.noise());
      }
      model.undo();
      if (this.verdict !== null) return false;
    }
    return true;
  }

  protected firstChoice(): Move | undefined {
    return this.rootFirst === undefined ? undefined : this.model.toMove(this.rootFirst);
  }

  /** The next member's stage search; at the end of a stage, the next stage; at the end of a pass, the next pass. */
  private nextMember(): boolean {
    if (++this.member < this.members.length) {
      this.beginMember();
      return true;
    }
    if (this.exits.length > 0) {
      this.beginStage();
      return true;
    }
    if (!this.cut || this.exact) return this.settle();
    if (++this.pass === PASSES) {
      this.verdict = 'unknown';
      return false;
    }
    this.beginPass();
    return true;
  }

  /**
   * The search is over: a pass ended without a win, and cut nothing or was the exact one. The
   * exact pass proves a loss if it cut and pruned nothing, else the answer is unknown for good. A
   * fingerprint pass is checked by an exact one, whose verdict stands: two positions may share a
   * fingerprint, so only exact keys prove a loss. (Other passes would cut nothing either: the
   * random tie-breaks only change which positions a cut leaves out.)
   */
  private settle(): false {
    if (this.exact) {
      if (this.cut) this.verdict = 'unknown';
      else this.exhausted();
      return false;
    }
    // The check gets what this search leaves of the memory bound.
    const own = this.seen.bytes + this.strategyBytes();
    const maxBytes = (this.limits.maxBytes ?? DEFAULT_MAX_BYTES) - own;
    const search = new SpiderStagedSearch(this.position, { ...this.limits, maxBytes }, true, this.shape);
    const check = search.run();
    this.peakBytes = Math.max(this.peakBytes, own + search.peakBytes);
    this.positions += check.positions - 1; // both count the start
    if (check.verdict === 'solved') this.win(check.line!.slice());
    else this.verdict = check.verdict;
    return false;
  }

  private beginPass(): void {
    this.random = Math.imul(this.pass + 1, 0x9e3779b1) >>> 0 || 1;
    this.cut = false;
    this.seen.clear();
    this.seen.add(this.rootKey);
    this.members = [this.start];
    this.resetStage();
  }

  /** The best positions after this stage's deal become the next stage's members. */
  private beginStage(): void {
    const exits = this.exits.sort((a, b) => b.value - a.value);
    if (exits.length > BEAM) this.cut = true;
    const model = this.model;
    this.members = exits.slice(0, BEAM).map(({ node }) => {
      const path = this.pathTo(node, ACTION);
      this.bringTo(node);
      model.play(ACTION);
      this.at = -1;
      return { snapshot: model.snapshot(), path };
    });
    this.resetStage();
  }

  private resetStage(): void {
    this.nodes = 0;
    this.slots = 0;
    this.exits = [];
    this.member = 0;
    this.beginMember();
  }

  private beginMember(): void {
    const member = this.members[this.member];
    this.heap.clear();
    this.model.restore(member.snapshot);
    const node = this.addNode(-1 - this.member, 0, 0, 0);
    this.keep(node);
    this.at = node;
    const expansions = Math.round(EXPANSIONS * Math.min(WIDEST, GROWTH ** Math.max(0, this.pass - EVEN_PASSES)));
    this.expansionsLeft = this.model.dealsLeft() === 0 ? expansions * FINAL : expansions;
  }

  protected strategyBytes(): number {
    return this.parent.length * NODE_BYTES + this.arena.byteLength + this.heap.bytes + this.exits.length * EXIT_BYTES;
  }

  /**
   * Room for one more step (its nodes, two kept positions, the heap's pushes), asked of the memory
   * bound before any array doubles; false when the bound refuses it (the search ends unknown).
   */
  private makeRoom(): boolean {
    if (this.nodes + STEP_NODES > this.parent.length) {
      const length = this.parent.length * 2;
      if (!this.memoryAllows(this.parent.length * NODE_BYTES + this.heap.bytes)) return false;
      this.parent = grown(this.parent, length);
      this.moveOf = grown(this.moveOf, length);
      this.depthOf = grown(this.depthOf, length);
      this.slotOf = grown(this.slotOf, length);
      const values = new Float64Array(length);
      values.set(this.value);
      this.value = values;
    }
    if ((this.slots + 2) * this.model.saved > this.arena.length) {
      if (!this.memoryAllows(this.arena.byteLength)) return false;
      const bigger = new Int16Array(this.arena.length * 2);
      bigger.set(this.arena);
      this.arena = bigger;
    }
    return true;
  }

  private addNode(parent: number, move: number, depth: number, value: number): number {
    const node = this.nodes++;
    this.parent[node] = parent;
    this.moveOf[node] = move;
    this.depthOf[node] = depth;
    this.slotOf[node] = -1;
    this.value[node] = value;
    this.heap.push(node, this.value);
    return node;
  }

  /**
   * Brings the model to a node: from where it stands when that is the node or its parent, else
   * from the node's snapshot or its parent's (a parent is always expanded first) and its move.
   * A node's position is kept once it is reached, for its children.
   */
  private bringTo(node: number): void {
    if (node === this.at) return;
    const from = this.at;
    this.at = node;
    const slot = this.slotOf[node];
    if (slot >= 0) {
      this.model.loadFrom(this.arena, slot * this.model.saved);
      return;
    }
    if (this.parent[node] !== from) this.model.loadFrom(this.arena, this.slotOf[this.parent[node]] * this.model.saved);
    this.model.play(this.moveOf[node]);
    this.keep(node);
  }

  /** Keeps the model's position as the node's. */
  private keep(node: number): void {
    this.slotOf[node] = this.slots++;
    this.model.saveTo(this.arena, this.slotOf[node] * this.model.saved);
  }

  /** Every move from the start to `node`, then `last`. */
  private pathTo(node: number, last: number): number[] {
    return [...this.members[this.memberOf(node)].path, ...this.localMoves(node), last];
  }

  private localMoves(node: number): number[] {
    const moves: number[] = [];
    for (let n = node; this.parent[n] >= 0; n = this.parent[n]) moves.push(this.moveOf[n]);
    return moves.reverse();
  }

  private memberOf(node: number): number {
    let n = node;
    while (this.parent[n] >= 0) n = this.parent[n];
    return -1 - this.parent[n];
  }

  /** The first move of the line to `node`, if it has one. */
  private firstMoveTo(node: number): number | undefined {
    const path = this.members[this.memberOf(node)].path;
    if (path.length > 0) return path[0];
    const local = this.localMoves(node);
    return local.length > 0 ? local[0] : undefined;
  }

  private noise(): number {
    this.random = xorshift32(this.random) >>> 0;
    return (this.random / 2 ** 32) * NOISE;
  }
}

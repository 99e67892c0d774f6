// A Spider of the family (Spider Three Decks, Spider) with full knowledge as the solver's model, for speed: its moves
// (pruning mere reshuffles), play and undo, and the evaluation that steers the search, over spider-board.ts's board.
import { turnUp } from '../cards';
import type { Move, Position } from '../types';
import type { SnapshotModel } from './best-first';
import { ACTION, packMove } from './engine-model';
import { CODE, FIRST_HOME, FULL_RUN, RANK, ROOM, SUIT, SpiderBoard, type SpiderBoardShape, THREE_DECKS } from './spider-board';

/**
 * Weights of the evaluation: they steer the search, they never change a verdict. Measured over deals
 * 41–120: links other than suited ones, for or against, only lead the search astray.
 */
const W = { home: 1000, down: 40, suited: 20, empty: 25, stock: 3 };

/**
 * A Spider with full knowledge as a compact mutable position, for speed. It plays exactly the
 * engine's rules (the flip after a move, the deal, runs to the foundations, Spider's stock waiting
 * for every column to hold a card); a property test in test/engine/solver checks its moves and
 * positions against `legalMoves`/`applyMove`.
 */
export class SpiderModel extends SpiderBoard implements SnapshotModel {
  readonly strategy = 'best-first';
  /** A cost per move, so a long reshuffle loses to a short line to the same value (2 beat 1 and 3 on deals 1–120). */
  readonly stepCost = 2;
  /** Some legal move was left out as a mere reshuffle: running out then proves nothing. */
  pruned = false;
  /** Undo log: per card move, whether a card was turned up, then the move; per deal, how many cards, then ACTION. */
  private log = new Int32Array(1 << 12);
  private top = 0;
  /** Scratch for `moves`: each column's top run, and the kinds (CODE) of the runs' bases. */
  private readonly run: Uint8Array;
  private readonly baseKinds = new Uint8Array(53);
  /** Scratch for `moves`: by rank, the piles whose face-up top card has it (one bit per pile). */
  private readonly topMask = new Uint16Array(FULL_RUN + 2);
  /** Deals a fresh stock makes. */
  private readonly deals: number;
  /**
   * Whether the deal waits for a quiet position (see freeProgress). Not with one or two suits: there
   * a run meets a card of its suit one higher so often that quiet positions are rare, and the staged
   * search found none to deal from (one suit, deals 5001–5030: 16 won within 1 s, all 30 without; two
   * suits, deals 1–200: 199 within 1 s, p95 112 ms; 200 without, p95 71 ms).
   */
  private readonly quietDeals: boolean;

  /** `shape`: the game's piles (Spider Three Decks' by default); `fingerprint`: see SpiderBoard. */
  constructor(position: Position, shape: SpiderBoardShape = THREE_DECKS, fingerprint = false) {
    super(position, shape, fingerprint);
    this.run = new Uint8Array(this.cols);
    this.deals = Math.ceil(shape.stock / this.cols);
    this.quietDeals = new Set(position.piles.flatMap((pile) => pile.map((card) => SUIT[turnUp(card)]))).size > 2;
  }

  isWon(): boolean {
    if (this.stockLen > 0) return false;
    return this.empties === this.cols || (this.homes === 0 && this.links === this.homeCount * (FULL_RUN - 1));
  }

  /**
   * Runs home, suited links, empty piles and turned cards are progress; cards still face down are
   * the work left. A card still in the stock is worth a little, so dealing waits until the tableau
   * has nothing better.
   */
  evaluate(): number {
    return W.home * this.homes - W.down * this.downs + W.suited * this.links + W.empty * this.empties + W.stock * this.stockLen;
  }

  progress(): number {
    return this.evaluate();
  }

  /** Deals made so far: each is a stage of the game that can never be undone. */
  stage(): number {
    return this.deals - this.dealsLeft();
  }

  /** Deals still to come (the last one may be short). */
  dealsLeft(): number {
    return Math.ceil(this.stockLen / this.cols);
  }

  moves(out: Int32Array, at: number): number {
    if (this.isWon()) return 0;
    const { len, run, baseKinds, topMask, cols, firstCol } = this;
    let firstEmpty = -1;
    let emptyMask = 0;
    baseKinds.fill(0);
    topMask.fill(0);
    for (let c = 0; c < cols; c++) {
      if (len[c] === 0) {
        if (firstEmpty < 0) firstEmpty = c;
        emptyMask |= 1 << c;
      }
      run[c] = this.runLength(c);
      if (run[c] === 0) continue;
      baseKinds[CODE[this.cards[c * ROOM + len[c] - run[c]]]] = 1;
      topMask[RANK[this.cards[c * ROOM + len[c] - 1]]] |= 1 << c;
    }
    const freeHome = this.homeLen.indexOf(0);
    let n = at;
    for (let from = 0; from < cols; from++) {
      if (run[from] === FULL_RUN && freeHome >= 0) out[n++] = packMove(firstCol + from, FULL_RUN, FIRST_HOME + freeHome);
      for (let count = run[from]; count >= 1; count--) {
        // Targets, in pile order: piles topped by a card one higher, and empty piles. Once the stock
        // is empty (or when fingerprints forget pile order anyway), only the first empty one: every
        // empty pile is then alike, and a whole pile into one is a no-op. Before, the deals give
        // each pile other cards.
        let targets = topMask[RANK[this.cards[from * ROOM + len[from] - count]] + 1];
        if (this.stockLen > 0 && !this.fingerprint) targets |= emptyMask;
        else if (firstEmpty >= 0 && count < len[from]) targets |= 1 << firstEmpty;
        targets &= ~(1 << from);
        for (; targets !== 0; targets &= targets - 1) {
          const to = 31 - Math.clz32(targets & -targets);
          if (this.worthTrying(from, count, to)) out[n++] = packMove(firstCol + from, count, firstCol + to);
          else this.pruned = true;
        }
      }
    }
    // Spider's stock deals only when every column holds a card (Spider Three Decks' onto empty ones too).
    if (this.stockLen > 0 && (emptyMask === 0 || !this.shape.fullColumnsToDeal)) {
      if (this.quietDeals && this.freeProgress()) this.pruned = true;
      else out[n++] = ACTION;
    }
    return n - at;
  }

  play(move: number): void {
    this.reserve(this.cols + 2);
    if (move === ACTION) {
      const dealt = Math.min(this.cols, this.stockLen);
      for (let c = 0; c < dealt; c++) this.push(c, this.stock[--this.stockLen]);
      this.log[this.top++] = dealt;
      this.log[this.top++] = ACTION;
      return;
    }
    const from = (move & 255) - this.firstCol;
    const count = (move >> 8) & 255;
    const to = move >> 16;
    const at = from * ROOM + this.len[from] - count;
    this.lift(from, count);
    if (to < this.firstCol) {
      for (let i = 0; i < count; i++) this.home[(to - FIRST_HOME) * FULL_RUN + i] = this.cards[at + i];
      this.homeLen[to - FIRST_HOME] = count;
      this.homes++;
    } else {
      for (let i = 0; i < count; i++) this.push(to - this.firstCol, this.cards[at + i]);
    }
    // The engine's flip: a face-down card left on top turns up.
    const flipped = this.len[from] > 0 && this.len[from] === this.down[from];
    if (flipped) this.turnUpTop(from);
    this.log[this.top++] = flipped ? 1 : 0;
    this.log[this.top++] = move;
  }

  undo(): void {
    const move = this.log[--this.top];
    if (move === ACTION) {
      const dealt = this.log[--this.top];
      for (let c = dealt - 1; c >= 0; c--) {
        this.stockLen++;
        this.lift(c, 1);
      }
      return;
    }
    const flipped = this.log[--this.top] === 1;
    const from = (move & 255) - this.firstCol;
    const count = (move >> 8) & 255;
    const to = move >> 16;
    if (flipped) this.turnDownTop(from);
    if (to < this.firstCol) {
      const f = to - FIRST_HOME;
      this.homeLen[f] = 0;
      this.homes--;
      for (let i = 0; i < count; i++) this.push(from, this.home[f * FULL_RUN + i]);
    } else {
      const t = to - this.firstCol;
      const at = t * ROOM + this.len[t] - count;
      this.lift(t, count);
      for (let i = 0; i < count; i++) this.push(from, this.cards[at + i]);
    }
  }

  snapshot(): unknown {
    let size = this.saved - FULL_RUN * this.homeCount;
    for (let c = 0; c < this.cols; c++) size += this.len[c];
    for (let f = 0; f < this.homeCount; f++) size += this.homeLen[f];
    const state = new Int16Array(size);
    this.saveTo(state, 0);
    return state;
  }

  restore(snapshot: unknown): void {
    this.loadFrom(snapshot as Int16Array, 0);
  }

  /** Brings back a position written by saveTo, with an empty undo log. */
  override loadFrom(arena: Int16Array, at: number): void {
    super.loadFrom(arena, at);
    this.top = 0;
  }

  toMove(move: number): Move {
    if (move === ACTION) return { action: 'deal' };
    const from = this.pileId(move & 255);
    const count = (move >> 8) & 255;
    const to = this.pileId(move >> 16);
    return count === 1 ? { from, to } : { from, to, count };
  }

  /** The engine's id of a foundation or column by its pile index (games/spider-family/rules.ts names them). */
  private pileId(pile: number): string {
    return pile < this.firstCol ? `foundation-${pile - FIRST_HOME + 1}` : `tableau-${pile - this.firstCol + 1}`;
  }

  /**
   * Whether a run move can help: it turns a card, empties a pile, lifts a run off a card it does not
   * follow, builds in suit where it did not, or uncovers a card that a same-suit run elsewhere could
   * then follow. Anything else only reshuffles. (A heuristic: searches that drop moves prove nothing.)
   */
  private worthTrying(from: number, count: number, to: number): boolean {
    const at = from * ROOM + this.len[from] - count;
    if (at === from * ROOM + this.down[from]) return true;
    const base = this.cards[at];
    const under = this.cards[at - 1];
    if (RANK[under] !== RANK[base] + 1) return true;
    if (this.len[to] && SUIT[this.cards[to * ROOM + this.len[to] - 1]] === SUIT[base] && SUIT[under] !== SUIT[base]) return true;
    // The base of a whole top run never lies on its same-suit card, so it is free to move onto `under`
    // (never the base of this pile's run: `under` is that base's own suited successor or lies above it).
    return RANK[under] > 1 && this.baseKinds[CODE[under] - 1] === 1;
  }

  /**
   * Some whole top run can go home, or onto a card of its suit one higher, or off the last card hiding
   * under it onto any card one higher: progress that costs nothing, so dealing first is never wiser.
   */
  private freeProgress(): boolean {
    const { run, len } = this;
    for (let p = 0; p < this.cols; p++) {
      if (run[p] === 0) continue;
      if (run[p] === FULL_RUN) return true;
      const at = p * ROOM + len[p] - run[p];
      const base = this.cards[at];
      let targets = this.topMask[RANK[base] + 1] & ~(1 << p);
      if (targets !== 0 && at === p * ROOM + this.down[p]) return true;
      for (; targets !== 0; targets &= targets - 1) {
        const q = 31 - Math.clz32(targets & -targets);
        if (SUIT[this.cards[q * ROOM + len[q] - 1]] === SUIT[base]) return true;
      }
    }
    return false;
  }

  private reserve(entries: number): void {
    if (this.top + entries <= this.log.length) return;
    const bigger = new Int32Array(this.log.length * 2);
    bigger.set(this.log);
    this.log = bigger;
  }
}

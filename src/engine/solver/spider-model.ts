import { isFaceDown, kindOf, rankOf, suitOf, turnDown, turnUp } from '../cards';
import { rulesOf } from '../games';
import type { Move, Position } from '../types';
import type { SnapshotModel } from './best-first';
import { ACTION, packMove } from './engine-model';
import { zobristWords } from './zobrist';

// Pile indices as in games/spider-three-decks.ts: stock (0), foundation-1…12 (1…12), tableau-1…12 (13…24).
const FIRST_HOME = 1;
const FIRST_COL = 13;
const COLS = 12;
const FULL_RUN = 13;
/** Room per column: more than the 156 cards there are. */
const ROOM = 160;
const KEY_BYTES = 172;
/** Entries of saveTo's totals: the stock's size, runs home, face-down cards, empty piles, suited links. */
const TOTALS = 5;

/**
 * Weights of the evaluation: they steer the search, they never change a verdict. Measured over deals
 * 41–120: links other than suited ones, for or against, only lead the search astray.
 */
const W = { home: 1000, down: 40, suited: 20, empty: 25, stock: 3 };

const SUIT = Uint8Array.from({ length: 256 }, (_, c) => suitOf(c));
const RANK = Uint8Array.from({ length: 256 }, (_, c) => rankOf(c));
/** A face-up card in the key: rank and suit (the three copies are alike), never 0 (the separator). */
const CODE = Uint8Array.from({ length: 256 }, (_, c) => kindOf(c) + 1);
/** A face-down card in the key. */
const DOWN_CODE = 64;
/** Random words per (height in a pile, key byte), two sets: a pile's fingerprint is the XOR of its cards'. */
const ZOBRIST = zobristWords(2 * ROOM * 128);
const SECOND = ROOM * 128;
/** A 32-bit bijection (MurmurHash3's finaliser): summed over piles, their fingerprints make one that forgets pile order. */
const mix = (h: number): number => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
};

/** A face-up card lies on the face-up card of its suit one rank higher (a suited link, as in the score). */
const isLink = (under: number, card: number): boolean => RANK[under] === RANK[card] + 1 && SUIT[under] === SUIT[card];

/**
 * Spider Three Decks with full knowledge as a compact mutable position, for speed. It plays exactly
 * the engine's rules (the flip after a move, the deal, runs to the foundations); a property test in
 * test/engine/solver checks its moves and positions against `legalMoves`/`applyMove`.
 *
 * Face-down cards lie under the face-up ones in every column (the deal and the flip keep it so;
 * `fits` says whether a position is such), so a column is its cards and how many are face down.
 * The key forgets which deck a card is from, and pile order once the stock is empty (before, the
 * deals give each pile its own cards), as the engine-backed Spider key does.
 */
export class SpiderModel implements SnapshotModel {
  /**
   * Entries a position takes at most in saveTo's arena: the totals, the fingerprints (two entries a
   * word), the counts, and every card once (the stock is known by its size). Keeping the totals and
   * fingerprints makes loadFrom a copy: working them out again took a fifth of the search's time.
   */
  static readonly SAVED = TOTALS + 4 * COLS + 3 * COLS + 3 * 52;
  readonly keyWords: number;
  readonly strategy = 'best-first';
  /** A cost per move, so a long reshuffle loses to a short line to the same value (2 beat 1 and 3 on deals 1–120). */
  readonly stepCost = 2;
  /** Some legal move was left out as a mere reshuffle: running out then proves nothing. */
  pruned = false;

  private readonly cards = new Int16Array(COLS * ROOM);
  /** Each pile's two fingerprint words, kept as cards come and go (see ZOBRIST). */
  private readonly print = new Uint32Array(2 * COLS);
  private readonly len = new Uint8Array(COLS);
  private readonly down = new Uint8Array(COLS);
  /** The stock in the engine's order (its last card is dealt first); only its length changes. */
  private readonly stock: Int16Array;
  private stockLen: number;
  /** Cards on each foundation (0 or 13 of them), in the engine's order. */
  private readonly home = new Int16Array(COLS * FULL_RUN);
  private readonly homeLen = new Uint8Array(COLS);
  private homes = 0;
  private downs = 0;
  private empties = 0;
  /** Suited links in the tableau. */
  private links = 0;
  /** Undo log: per card move, whether a card was turned up, then the move; per deal, how many cards, then ACTION. */
  private log = new Int32Array(1 << 12);
  private top = 0;
  private readonly bytes = new Uint8Array(KEY_BYTES);
  private readonly words = new Uint32Array(this.bytes.buffer);
  private readonly order = new Uint8Array(COLS);
  /** Scratch for `moves`: each column's top run, and the kinds (CODE) of the runs' bases. */
  private readonly run = new Uint8Array(COLS);
  private readonly baseKinds = new Uint8Array(53);
  /** Scratch for `moves`: by rank, the piles whose face-up top card has it (one bit per pile). */
  private readonly topMask = new Uint16Array(FULL_RUN + 2);

  /** Whether the model can stand for a position: a face-down stock, and face-down cards only under face-up ones. */
  static fits(position: Position): boolean {
    if (!position.piles[0].every(isFaceDown)) return false;
    for (let c = 0; c < COLS; c++) {
      const pile = position.piles[FIRST_COL + c];
      for (let i = 1; i < pile.length; i++) if (isFaceDown(pile[i]) && !isFaceDown(pile[i - 1])) return false;
    }
    return true;
  }

  /**
   * `fingerprint`: keys are 64 bits worked out as the model plays, instead of the whole canonical
   * position, and forget pile order even before the last deal (where it matters: each pile gets
   * its own cards), and moves that differ only in which empty pile they fill are listed once.
   * Much faster, and merging those positions helps the search more than it costs; but a search
   * with fingerprints proves nothing.
   */
  constructor(private readonly position: Position, readonly fingerprint = false) {
    this.keyWords = fingerprint ? 2 : KEY_BYTES / 4;
    const piles = position.piles;
    this.stock = Int16Array.from(piles[0], turnUp);
    this.stockLen = this.stock.length;
    for (let f = 0; f < COLS; f++) {
      const pile = piles[FIRST_HOME + f];
      this.homeLen[f] = pile.length;
      for (let i = 0; i < pile.length; i++) this.home[f * FULL_RUN + i] = pile[i];
    }
    for (let c = 0; c < COLS; c++) {
      const pile = piles[FIRST_COL + c];
      this.len[c] = pile.length;
      for (let i = 0; i < pile.length; i++) {
        this.cards[c * ROOM + i] = turnUp(pile[i]);
        if (isFaceDown(pile[i])) this.down[c]++;
      }
    }
    this.recount();
  }

  key(out: Uint32Array): void {
    if (this.fingerprint) {
      let a = Math.imul(this.stockLen + 1, 0x9e3779b1);
      let b = Math.imul(this.stockLen + 1, 0x7f4a7c15);
      for (let c = 0; c < COLS; c++) {
        a = (a + mix(this.print[c])) | 0;
        b = (b + mix(this.print[COLS + c] ^ 0x5bd1e995)) | 0;
      }
      out[0] = a;
      out[1] = b;
      return;
    }
    const { order, bytes } = this;
    // Piles are alike once the stock is empty; before, each gets its own cards from the deals.
    const sorted = this.stockLen === 0;
    for (let c = 0; c < COLS; c++) {
      let j = c;
      while (sorted && j > 0 && this.compareColumns(order[j - 1], c) > 0) {
        order[j] = order[j - 1];
        j--;
      }
      order[j] = c;
    }
    bytes.fill(0);
    bytes[0] = this.stockLen;
    let at = 1;
    for (let k = 0; k < COLS; k++) {
      const c = order[k];
      for (let i = 0; i < this.len[c]; i++) bytes[at++] = this.code(c, i);
      at++;
    }
    out.set(this.words);
  }

  isWon(): boolean {
    if (this.stockLen > 0) return false;
    return this.empties === COLS || (this.homes === 0 && this.links === COLS * (FULL_RUN - 1));
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
    return Math.ceil((102 - this.stockLen) / 12);
  }

  /** Deals still to come (the last one may be short). */
  dealsLeft(): number {
    return Math.ceil(this.stockLen / COLS);
  }

  moves(out: Int32Array, at: number): number {
    if (this.isWon()) return 0;
    const { len, run, baseKinds, topMask } = this;
    let firstEmpty = -1;
    let emptyMask = 0;
    baseKinds.fill(0);
    topMask.fill(0);
    for (let c = 0; c < COLS; c++) {
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
    for (let from = 0; from < COLS; from++) {
      if (run[from] === FULL_RUN && freeHome >= 0) out[n++] = packMove(FIRST_COL + from, FULL_RUN, FIRST_HOME + freeHome);
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
          if (this.worthTrying(from, count, to)) out[n++] = packMove(FIRST_COL + from, count, FIRST_COL + to);
          else this.pruned = true;
        }
      }
    }
    if (this.stockLen > 0) {
      if (this.freeProgress()) this.pruned = true;
      else out[n++] = ACTION;
    }
    return n - at;
  }

  play(move: number): void {
    this.reserve(COLS + 2);
    if (move === ACTION) {
      const dealt = Math.min(COLS, this.stockLen);
      for (let c = 0; c < dealt; c++) this.push(c, this.stock[--this.stockLen]);
      this.log[this.top++] = dealt;
      this.log[this.top++] = ACTION;
      return;
    }
    const from = (move & 255) - FIRST_COL;
    const count = (move >> 8) & 255;
    const to = move >> 16;
    const at = from * ROOM + this.len[from] - count;
    this.lift(from, count);
    if (to < FIRST_COL) {
      for (let i = 0; i < count; i++) this.home[(to - FIRST_HOME) * FULL_RUN + i] = this.cards[at + i];
      this.homeLen[to - FIRST_HOME] = count;
      this.homes++;
    } else {
      for (let i = 0; i < count; i++) this.push(to - FIRST_COL, this.cards[at + i]);
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
    const from = (move & 255) - FIRST_COL;
    const count = (move >> 8) & 255;
    const to = move >> 16;
    if (flipped) this.turnDownTop(from);
    if (to < FIRST_COL) {
      const f = to - FIRST_HOME;
      this.homeLen[f] = 0;
      this.homes--;
      for (let i = 0; i < count; i++) this.push(from, this.home[f * FULL_RUN + i]);
    } else {
      const t = to - FIRST_COL;
      const at = t * ROOM + this.len[t] - count;
      this.lift(t, count);
      for (let i = 0; i < count; i++) this.push(from, this.cards[at + i]);
    }
  }

  snapshot(): unknown {
    let size = TOTALS + 4 * COLS + 3 * COLS;
    for (let c = 0; c < COLS; c++) size += this.len[c] + this.homeLen[c];
    const state = new Int16Array(size);
    this.saveTo(state, 0);
    return state;
  }

  restore(snapshot: unknown): void {
    this.loadFrom(snapshot as Int16Array, 0);
  }

  /** Writes the position into `arena` from `at`, in at most SpiderModel.SAVED entries (a snapshot without allocating). */
  saveTo(arena: Int16Array, at: number): void {
    let n = at;
    arena[n++] = this.stockLen;
    arena[n++] = this.homes;
    arena[n++] = this.downs;
    arena[n++] = this.empties;
    arena[n++] = this.links;
    for (let w = 0; w < 2 * COLS; w++) {
      arena[n++] = this.print[w];
      arena[n++] = this.print[w] >>> 16;
    }
    for (let c = 0; c < COLS; c++) {
      arena[n++] = this.len[c];
      arena[n++] = this.down[c];
      arena[n++] = this.homeLen[c];
    }
    for (let c = 0; c < COLS; c++) for (let i = c * ROOM, end = i + this.len[c]; i < end; i++) arena[n++] = this.cards[i];
    for (let f = 0; f < COLS; f++) for (let i = f * FULL_RUN, end = i + this.homeLen[f]; i < end; i++) arena[n++] = this.home[i];
  }

  /** Brings back a position written by saveTo. */
  loadFrom(arena: Int16Array, at: number): void {
    let n = at;
    this.stockLen = arena[n++];
    this.homes = arena[n++];
    this.downs = arena[n++];
    this.empties = arena[n++];
    this.links = arena[n++];
    for (let w = 0; w < 2 * COLS; w++, n += 2) this.print[w] = (arena[n] & 0xffff) | (arena[n + 1] << 16);
    for (let c = 0; c < COLS; c++) {
      this.len[c] = arena[n++];
      this.down[c] = arena[n++];
      this.homeLen[c] = arena[n++];
    }
    for (let c = 0; c < COLS; c++) for (let i = c * ROOM, end = i + this.len[c]; i < end; i++) this.cards[i] = arena[n++];
    for (let f = 0; f < COLS; f++) for (let i = f * FULL_RUN, end = i + this.homeLen[f]; i < end; i++) this.home[i] = arena[n++];
    this.top = 0;
  }

  toMove(move: number): Move {
    if (move === ACTION) return { action: 'deal' };
    const piles = rulesOf('spider-three-decks').piles;
    const from = piles[move & 255].id;
    const count = (move >> 8) & 255;
    const to = piles[move >> 16].id;
    return count === 1 ? { from, to } : { from, to, count };
  }

  /** The engine position this model stands for (for tests). */
  toPosition(): Position {
    const piles: number[][] = [Array.from(this.stock.subarray(0, this.stockLen), turnDown)];
    for (let f = 0; f < COLS; f++) piles.push(Array.from(this.home.subarray(f * FULL_RUN, f * FULL_RUN + this.homeLen[f])));
    for (let c = 0; c < COLS; c++) {
      piles.push(Array.from(this.cards.subarray(c * ROOM, c * ROOM + this.len[c]), (card, i) => (i < this.down[c] ? turnDown(card) : card)));
    }
    return { ...this.position, piles };
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
    for (let p = 0; p < COLS; p++) {
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

  /** Length of the face-up same-suit run descending by one at the top of a column. */
  private runLength(c: number): number {
    const n = this.len[c];
    if (n <= this.down[c]) return 0;
    const at = c * ROOM;
    let k = 1;
    while (k < n - this.down[c] && isLink(this.cards[at + n - k - 1], this.cards[at + n - k])) k++;
    return k;
  }

  private compareColumns(a: number, b: number): number {
    const n = Math.min(this.len[a], this.len[b]);
    for (let i = 0; i < n; i++) {
      const d = this.code(a, i) - this.code(b, i);
      if (d !== 0) return d;
    }
    return this.len[a] - this.len[b];
  }

  /** The key byte of the card at height `i` of a column (see CODE, DOWN_CODE). */
  private code(c: number, i: number): number {
    return CODE[this.cards[c * ROOM + i]] + (i < this.down[c] ? DOWN_CODE : 0);
  }

  /** The fingerprint of a column from its cards (after construction). */
  private encode(c: number): void {
    this.print[c] = 0;
    this.print[COLS + c] = 0;
    for (let i = 0; i < this.len[c]; i++) this.toggle(c, i);
  }

  /** Adds the card at height `i` of a pile to the pile's fingerprint, or takes it out (XOR). */
  private toggle(c: number, i: number): void {
    const z = i * 128 + this.code(c, i);
    this.print[c] ^= ZOBRIST[z];
    this.print[COLS + c] ^= ZOBRIST[SECOND + z];
  }

  /** Puts a face-up card on a column. */
  private push(c: number, card: number): void {
    const n = this.len[c];
    if (n === 0) this.empties--;
    else if (n > this.down[c] && isLink(this.cards[c * ROOM + n - 1], card)) this.links++;
    this.cards[c * ROOM + n] = card;
    this.toggle(c, n);
    this.len[c] = n + 1;
  }

  /** Takes the top `count` face-up cards off a column (they stay in the array for the caller). */
  private lift(c: number, count: number): void {
    const at = c * ROOM;
    const n = this.len[c];
    for (let i = n - count; i < n; i++) {
      if (i > this.down[c] && isLink(this.cards[at + i - 1], this.cards[at + i])) this.links--;
      this.toggle(c, i);
    }
    this.len[c] = n - count;
    if (n === count) this.empties++;
  }

  /** Turns up the top face-down card of a column (its code, and so its fingerprint word, changes). */
  private turnUpTop(c: number): void {
    const i = this.down[c] - 1;
    this.toggle(c, i);
    this.down[c]--;
    this.downs--;
    this.toggle(c, i);
  }

  /** Turns down the bottom face-up card of a column (undoes turnUpTop). */
  private turnDownTop(c: number): void {
    const i = this.down[c];
    this.toggle(c, i);
    this.down[c]++;
    this.downs++;
    this.toggle(c, i);
  }

  private reserve(entries: number): void {
    if (this.top + entries <= this.log.length) return;
    const bigger = new Int32Array(this.log.length * 2);
    bigger.set(this.log);
    this.log = bigger;
  }

  /** Works out the totals and fingerprints from the piles (after construction). */
  private recount(): void {
    this.homes = 0;
    for (let f = 0; f < COLS; f++) if (this.homeLen[f]) this.homes++;
    this.downs = 0;
    this.empties = 0;
    this.links = 0;
    for (let c = 0; c < COLS; c++) {
      this.encode(c);
      this.downs += this.down[c];
      if (this.len[c] === 0) this.empties++;
      for (let i = this.down[c] + 1; i < this.len[c]; i++) if (isLink(this.cards[c * ROOM + i - 1], this.cards[c * ROOM + i])) this.links++;
    }
  }
}

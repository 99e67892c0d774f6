// A Spider of the family (Spider Three Decks, Spider) with full knowledge as compact arrays: the columns, stock and
// foundations, their totals, the position's key and fingerprint, and the edits that keep them (the search's moves are
// spider-model.ts's).
import { isFaceDown, kindOf, rankOf, suitOf, turnDown, turnUp } from '../cards';
import type { Position } from '../types';
import type { SpiderShape } from './spider-knowledge';
import { zobristWords } from './zobrist';

/** A Spider's piles (games/spider-family/rules.ts) and whether its stock waits for every column to hold a card. */
export interface SpiderBoardShape extends SpiderShape {
  readonly fullColumnsToDeal: boolean;
}

/** Spider Three Decks: stock (0), foundation-1…12 (1…12), tableau-1…12 (13…24); it deals onto empty columns. */
export const THREE_DECKS: SpiderBoardShape = { foundations: 12, tableau: 12, stock: 102, fullColumnsToDeal: false };
/** Spider (two decks): stock (0), foundation-1…8 (1…8), tableau-1…10 (9…18); no deal while a column is empty. */
export const TWO_DECKS: SpiderBoardShape = { foundations: 8, tableau: 10, stock: 50, fullColumnsToDeal: true };

export const FIRST_HOME = 1;
export const FULL_RUN = 13;
/** Room per column: more than the 156 cards there are at most. */
export const ROOM = 160;
/** Entries of saveTo's totals: the stock's size, runs home, face-down cards, empty piles, suited links. */
export const TOTALS = 5;

/** Card numbers there are (nine bits: one-suit Spider's eight copies of each spade are cards of their own). */
const CARDS = 512;
export const SUIT = Uint8Array.from({ length: CARDS }, (_, c) => suitOf(c));
export const RANK = Uint8Array.from({ length: CARDS }, (_, c) => rankOf(c));
/** A face-up card in the key: rank and suit (a card's copies are alike), never 0 (the separator). */
export const CODE = Uint8Array.from({ length: CARDS }, (_, c) => kindOf(c) + 1);
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
 * Face-down cards lie under the face-up ones in every column (the deal and the flip keep it so;
 * `fits` says whether a position is such), so a column is its cards and how many are face down.
 * The key forgets which deck a card is from, and pile order once the stock is empty (before, the
 * deals give each pile its own cards), as the engine-backed Spider key does.
 */
export class SpiderBoard {
  readonly keyWords: number;
  /** Columns, foundations, and the first column's pile index. */
  readonly cols: number;
  readonly homeCount: number;
  readonly firstCol: number;
  /**
   * Entries a position takes at most in saveTo's arena: the totals, the fingerprints (two entries a
   * word), the counts, and every card once (the stock is known by its size). Keeping the totals and
   * fingerprints makes loadFrom a copy: working them out again took a fifth of the search's time.
   */
  readonly saved: number;
  private readonly keyBytes: number;

  protected readonly cards: Int16Array;
  /** Each pile's two fingerprint words, kept as cards come and go (see ZOBRIST). */
  private readonly print: Uint32Array;
  protected readonly len: Uint8Array;
  protected readonly down: Uint8Array;
  /** The stock in the engine's order (its last card is dealt first); only its length changes. */
  protected readonly stock: Int16Array;
  protected stockLen: number;
  /** Cards on each foundation (0 or 13 of them), in the engine's order. */
  protected readonly home: Int16Array;
  protected readonly homeLen: Uint8Array;
  protected homes = 0;
  protected downs = 0;
  protected empties = 0;
  /** Suited links in the tableau. */
  protected links = 0;
  private readonly bytes: Uint8Array;
  private readonly words: Uint32Array;
  private readonly order: Uint8Array;

  /** Whether the model can stand for a position of `shape`: a face-down stock, and face-down cards only under face-up ones. */
  static fits(position: Position, shape: SpiderShape): boolean {
    if (!position.piles[0].every(isFaceDown)) return false;
    for (let c = 0; c < shape.tableau; c++) {
      const pile = position.piles[FIRST_HOME + shape.foundations + c];
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
  constructor(
    protected readonly position: Position,
    readonly shape: SpiderBoardShape,
    readonly fingerprint = false,
  ) {
    const cols = (this.cols = shape.tableau);
    const homes = (this.homeCount = shape.foundations);
    this.firstCol = FIRST_HOME + homes;
    // The stock's size, then each column's cards (a run of 13 for each foundation) and a 0 after each, in whole words.
    this.keyBytes = Math.ceil((1 + cols + FULL_RUN * homes) / 4) * 4;
    this.saved = TOTALS + 4 * cols + 2 * cols + homes + FULL_RUN * homes;
    this.keyWords = fingerprint ? 2 : this.keyBytes / 4;
    this.cards = new Int16Array(cols * ROOM);
    this.print = new Uint32Array(2 * cols);
    this.len = new Uint8Array(cols);
    this.down = new Uint8Array(cols);
    this.home = new Int16Array(homes * FULL_RUN);
    this.homeLen = new Uint8Array(homes);
    this.bytes = new Uint8Array(this.keyBytes);
    this.words = new Uint32Array(this.bytes.buffer);
    this.order = new Uint8Array(cols);
    const piles = position.piles;
    this.stock = Int16Array.from(piles[0], turnUp);
    this.stockLen = this.stock.length;
    for (let f = 0; f < homes; f++) {
      const pile = piles[FIRST_HOME + f];
      this.homeLen[f] = pile.length;
      for (let i = 0; i < pile.length; i++) this.home[f * FULL_RUN + i] = pile[i];
    }
    for (let c = 0; c < cols; c++) {
      const pile = piles[this.firstCol + c];
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
      for (let c = 0; c < this.cols; c++) {
        a = (a + mix(this.print[c])) | 0;
        b = (b + mix(this.print[this.cols + c] ^ 0x5bd1e995)) | 0;
      }
      out[0] = a;
      out[1] = b;
      return;
    }
    const { order, bytes } = this;
    // Piles are alike once the stock is empty; before, each gets its own cards from the deals.
    const sorted = this.stockLen === 0;
    for (let c = 0; c < this.cols; c++) {
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
    for (let k = 0; k < this.cols; k++) {
      const c = order[k];
      for (let i = 0; i < this.len[c]; i++) bytes[at++] = this.code(c, i);
      at++;
    }
    out.set(this.words);
  }

  /** Writes the position into `arena` from `at`, in at most `saved` entries (a snapshot without allocating). */
  saveTo(arena: Int16Array, at: number): void {
    let n = at;
    arena[n++] = this.stockLen;
    arena[n++] = this.homes;
    arena[n++] = this.downs;
    arena[n++] = this.empties;
    arena[n++] = this.links;
    const { cols, homeCount } = this;
    for (let w = 0; w < 2 * cols; w++) {
      arena[n++] = this.print[w];
      arena[n++] = this.print[w] >>> 16;
    }
    for (let c = 0; c < cols; c++) {
      arena[n++] = this.len[c];
      arena[n++] = this.down[c];
    }
    for (let f = 0; f < homeCount; f++) arena[n++] = this.homeLen[f];
    for (let c = 0; c < cols; c++) for (let i = c * ROOM, end = i + this.len[c]; i < end; i++) arena[n++] = this.cards[i];
    for (let f = 0; f < homeCount; f++) for (let i = f * FULL_RUN, end = i + this.homeLen[f]; i < end; i++) arena[n++] = this.home[i];
  }

  /** Brings back a position written by saveTo. */
  loadFrom(arena: Int16Array, at: number): void {
    let n = at;
    this.stockLen = arena[n++];
    this.homes = arena[n++];
    this.downs = arena[n++];
    this.empties = arena[n++];
    this.links = arena[n++];
    const { cols, homeCount } = this;
    for (let w = 0; w < 2 * cols; w++, n += 2) this.print[w] = (arena[n] & 0xffff) | (arena[n + 1] << 16);
    for (let c = 0; c < cols; c++) {
      this.len[c] = arena[n++];
      this.down[c] = arena[n++];
    }
    for (let f = 0; f < homeCount; f++) this.homeLen[f] = arena[n++];
    for (let c = 0; c < cols; c++) for (let i = c * ROOM, end = i + this.len[c]; i < end; i++) this.cards[i] = arena[n++];
    for (let f = 0; f < homeCount; f++) for (let i = f * FULL_RUN, end = i + this.homeLen[f]; i < end; i++) this.home[i] = arena[n++];
  }

  /** The engine position this model stands for (for tests). */
  toPosition(): Position {
    const piles: number[][] = [Array.from(this.stock.subarray(0, this.stockLen), turnDown)];
    for (let f = 0; f < this.homeCount; f++) piles.push(Array.from(this.home.subarray(f * FULL_RUN, f * FULL_RUN + this.homeLen[f])));
    for (let c = 0; c < this.cols; c++) {
      piles.push(
        Array.from(this.cards.subarray(c * ROOM, c * ROOM + this.len[c]), (card, i) => (i < this.down[c] ? turnDown(card) : card)),
      );
    }
    return { ...this.position, piles };
  }

  /** Length of the face-up same-suit run descending by one at the top of a column. */
  protected runLength(c: number): number {
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
    this.print[this.cols + c] = 0;
    for (let i = 0; i < this.len[c]; i++) this.toggle(c, i);
  }

  /** Adds the card at height `i` of a pile to the pile's fingerprint, or takes it out (XOR). */
  private toggle(c: number, i: number): void {
    const z = i * 128 + this.code(c, i);
    this.print[c] ^= ZOBRIST[z];
    this.print[this.cols + c] ^= ZOBRIST[SECOND + z];
  }

  /** Puts a face-up card on a column. */
  protected push(c: number, card: number): void {
    const n = this.len[c];
    if (n === 0) this.empties--;
    else if (n > this.down[c] && isLink(this.cards[c * ROOM + n - 1], card)) this.links++;
    this.cards[c * ROOM + n] = card;
    this.toggle(c, n);
    this.len[c] = n + 1;
  }

  /** Takes the top `count` face-up cards off a column (they stay in the array for the caller). */
  protected lift(c: number, count: number): void {
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
  protected turnUpTop(c: number): void {
    const i = this.down[c] - 1;
    this.toggle(c, i);
    this.down[c]--;
    this.downs--;
    this.toggle(c, i);
  }

  /** Turns down the bottom face-up card of a column (undoes turnUpTop). */
  protected turnDownTop(c: number): void {
    const i = this.down[c];
    this.toggle(c, i);
    this.down[c]++;
    this.downs++;
    this.toggle(c, i);
  }

  /** Works out the totals and fingerprints from the piles (after construction). */
  private recount(): void {
    this.homes = 0;
    for (let f = 0; f < this.homeCount; f++) if (this.homeLen[f]) this.homes++;
    this.downs = 0;
    this.empties = 0;
    this.links = 0;
    for (let c = 0; c < this.cols; c++) {
      this.encode(c);
      this.downs += this.down[c];
      if (this.len[c] === 0) this.empties++;
      for (let i = this.down[c] + 1; i < this.len[c]; i++) if (isLink(this.cards[c * ROOM + i - 1], this.cards[c * ROOM + i])) this.links++;
    }
  }
}

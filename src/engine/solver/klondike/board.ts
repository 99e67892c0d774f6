// Klondike with full knowledge as compact arrays: the columns, the talon (waste then stock, in dealing order),
// the foundations, the position's key, and the edits play and undo are made of (the moves are model.ts's).
import { isFaceDown, turnDown, turnUp } from '../../cards';
import type { Position } from '../../types';

export const COLS = 7;
/** Room per column: 6 face-down cards and a king's 13. */
export const ROOM = 20;
/** Where a card lies: a column slot (column * ROOM + height), in the talon, or home. */
export const IN_TALON = 1000;
export const AT_HOME = 2000;

export const RANK = Uint8Array.from({ length: 52 }, (_, c) => (c % 13) + 1);
export const SUIT = Uint8Array.from({ length: 52 }, (_, c) => Math.floor(c / 13));
/** Diamonds and hearts (suits 1, 2) are red. */
export const RED = Uint8Array.from({ length: 52 }, (_, c) => (SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0));
/** The suits of the other colour, and the other suit of the same colour (suits: clubs, diamonds, hearts, spades). */
export const OTHER_COLOUR: readonly (readonly [number, number])[] = [
  [1, 2],
  [0, 3],
  [0, 3],
  [1, 2],
];
export const SAME_COLOUR = [3, 2, 1, 0] as const;

/** How the talon is dealt: one card and unlimited redeals, three and unlimited, or one with a redeal limit. */
export type TalonMode = 'free' | 'threes' | 'limited';

export interface KlondikeSetup {
  /** Tableau-1 … 7, bottom → top, face-down cards marked (engine cards). */
  readonly columns: readonly (readonly number[])[];
  /** Foundation-1 … 4, each holding one suit from its ace up. */
  readonly foundations: readonly (readonly number[])[];
  /** The stock bottom → top (its top is dealt next) and the waste bottom → top. */
  readonly stock: readonly number[];
  readonly waste: readonly number[];
  readonly redealsUsed: number;
  readonly drawCount: number;
  /** Redeals allowed in all (Infinity: unlimited). */
  readonly redeals: number;
  /** The engine position it was read from (toPosition writes the board back into it). */
  readonly position?: Position;
}

/**
 * Klondike as flat arrays changed in place. The talon is every card of the stock and the waste as one
 * sequence in dealing order (talon[0] is the waste's bottom card, talon[p - 1] its top, talon[p] the
 * stock's next card); cards only ever leave it, so its order is the deal's.
 */
export class KlondikeBoard {
  readonly cols = new Int8Array(COLS * ROOM);
  readonly len = new Uint8Array(COLS);
  readonly down = new Uint8Array(COLS);
  /** Cards home per suit, and the foundation pile (0…3) each suit is built on, or -1. */
  readonly home = new Uint8Array(4);
  readonly pileOf = new Int8Array(4).fill(-1);
  readonly talon = new Int8Array(24);
  n = 0;
  /** Cards in the waste: talon[p - 1] is its top. */
  p = 0;
  /** Redeals used. */
  r = 0;
  /**
   * The columns whose top card was brought down to take another (a mask; 0: none): from a foundation, or from
   * the talon when every talon card can be reached anyway. Such a card lying there with nothing on it only
   * covers its parent (solver README, Klondike, "bridges"): until one takes a card, only more of them or a card onto one
   * is searched, and nothing goes home by itself.
   */
  phase = 0;
  readonly where = new Int16Array(52);
  readonly drawCount: number;
  readonly redeals: number;
  readonly mode: TalonMode;
  readonly keyWords = 6;
  private readonly order = new Uint8Array(COLS);
  private readonly colKey = new Uint32Array(COLS);
  /** Scratch of canonicalColumns: cut cards, each one's piece (slot and length), which piece each holds, and the result. */
  private readonly cut = new Uint8Array(52);
  private readonly segAt = new Int16Array(52);
  private readonly segLen = new Int8Array(52);
  private readonly holds = new Int8Array(52);
  private readonly canon = new Int8Array(COLS * ROOM);
  private readonly canonLen = new Uint8Array(COLS);

  private readonly position?: Position;

  constructor(setup: KlondikeSetup) {
    this.position = setup.position;
    this.drawCount = setup.drawCount;
    this.redeals = setup.redeals;
    this.mode = setup.redeals !== Infinity ? 'limited' : setup.drawCount === 1 ? 'free' : 'threes';
    setup.columns.forEach((pile, c) => {
      this.len[c] = pile.length;
      pile.forEach((card, i) => {
        this.cols[c * ROOM + i] = turnUp(card);
        this.where[turnUp(card)] = c * ROOM + i;
        if (isFaceDown(card)) this.down[c]++;
      });
    });
    setup.foundations.forEach((pile, f) => {
      if (pile.length === 0) return;
      const suit = SUIT[turnUp(pile[0])];
      this.home[suit] = pile.length;
      this.pileOf[suit] = f;
      for (const card of pile) this.where[turnUp(card)] = AT_HOME;
    });
    const talon = [...setup.waste, ...setup.stock.slice().reverse()];
    talon.forEach((card, i) => {
      this.talon[i] = turnUp(card);
      this.where[turnUp(card)] = IN_TALON;
    });
    this.n = talon.length;
    this.p = setup.waste.length;
    this.r = setup.redealsUsed;
    if (this.mode === 'threes') this.rank = () => (this.wasteKey() === 0 ? 0 : this.p);
    else if (this.mode === 'limited') this.rank = () => this.r * 32 + this.p;
  }

  /** Whether a position's cards lie as the model assumes: face-down cards only under face-up ones. */
  static fits(columns: readonly (readonly number[])[]): boolean {
    return columns.every((pile) => pile.every((card, i) => !isFaceDown(card) || i === 0 || isFaceDown(pile[i - 1])));
  }

  isWon(): boolean {
    const h = this.home;
    return h[0] === 13 && h[1] === 13 && h[2] === 13 && h[3] === 13;
  }

  /** The top card of a column, or -1 when it is empty. */
  topOf(c: number): number {
    return this.len[c] ? this.cols[c * ROOM + this.len[c] - 1] : -1;
  }

  /**
   * The key, 190 bits in 6 words: per column 23 bits, whether cards lie face down in it (then its first
   * face-up card says how many: it is the one the deal put there), its first face-up card, how many lie
   * face up and, for each card above the first, which suit of its colour it is (a build's ranks and
   * colours follow from its first card). Columns with nothing face down are alike wherever they lie, so
   * their codes are sorted among themselves. Then the foundations, the waste's size where it matters,
   * the redeals where they are counted, and a card brought down that must take another.
   */
  key(out: Uint32Array): void {
    const { down, colKey, order } = this;
    const canon = this.canonicalColumns();
    const cols = canon ? this.canon : this.cols;
    const len = canon ? this.canonLen : this.len;
    let free = 0;
    for (let c = 0; c < COLS; c++) {
      const d = down[c];
      const n = len[c];
      let code = d > 0 ? 1 : 0;
      if (n > 0) {
        const at = c * ROOM;
        code |= (cols[at + d] + 1) << 1;
        code |= (n - d) << 7;
        for (let i = d + 1, bit = 11; i < n; i++, bit++) code |= (SUIT[cols[at + i]] >> 1) << bit;
      }
      colKey[c] = code;
      if (d === 0) order[free++] = c;
    }
    // Columns with nothing face down: their codes sorted, written back into their places.
    for (let i = 1; i < free; i++) {
      const w = colKey[order[i]];
      let j = i - 1;
      while (j >= 0 && colKey[order[j]] > w) {
        colKey[order[j + 1]] = colKey[order[j]];
        j--;
      }
      colKey[order[j + 1]] = w;
    }
    out.fill(0);
    for (let c = 0; c < COLS; c++) {
      const bit = c * 23;
      const w = bit >>> 5;
      const shift = bit & 31;
      out[w] |= colKey[c] << shift;
      if (shift > 9) out[w + 1] |= colKey[c] >>> (32 - shift);
    }
    const h = this.home;
    // Bits 161…189: out[5] from bit 1.
    out[5] |= ((h[0] | (h[1] << 4) | (h[2] << 8) | (h[3] << 12) | (this.wasteKey() << 16)) << 1) | (this.phase << 24);
  }

  /**
   * The columns with what lies on twins (two face-up cards of one rank and colour) put in a canonical
   * order, into `canon`: which twin holds which of the two builds on them changes nothing, since a
   * build on one can move to the other when the bare one is to go home (solver README, Klondike, "twins"). Cut every
   * build above each such twin: of the two pieces that lie on a pair, the one that compares lower goes
   * on the lower card. False when no pair lies face up (the columns are canonical as they are).
   */
  private canonicalColumns(): boolean {
    const { cols, len, down, where, cut, segAt, segLen, holds } = this;
    // While a bridge is built, which tops are its cards is in the key: the columns stay as they are.
    if (this.phase !== 0) return false;
    let pairs = 0;
    for (let card = 0; card < 26; card++) {
      // Clubs and spades (0, 3), diamonds and hearts (1, 2): each card below 26 and its twin.
      const twin = (3 - SUIT[card]) * 13 + (card % 13);
      const isPair = this.faceUpInColumn(card) && this.faceUpInColumn(twin);
      cut[card] = cut[twin] = isPair ? 1 : 0;
      if (isPair) pairs++;
    }
    if (pairs === 0) return false;
    // Each cut card's piece: the cards above it up to and including the next cut card.
    for (let card = 0; card < 52; card++) {
      if (!cut[card]) continue;
      const w = where[card];
      const c = (w / ROOM) | 0;
      let i = w - c * ROOM + 1;
      segAt[card] = c * ROOM + i;
      for (; i < len[c]; i++) if (cut[cols[c * ROOM + i]]) break;
      segLen[card] = Math.min(i + 1, len[c]) - (segAt[card] - c * ROOM);
    }
    for (let card = 0; card < 26; card++) {
      if (!cut[card]) continue;
      const twin = (3 - SUIT[card]) * 13 + (card % 13);
      const lower = card < twin ? card : twin;
      const higher = card < twin ? twin : card;
      const keep = this.comparePieces(lower, higher) <= 0;
      holds[lower] = keep ? lower : higher;
      holds[higher] = keep ? higher : lower;
    }
    const { canon, canonLen } = this;
    for (let c = 0; c < COLS; c++) {
      const at = c * ROOM;
      let n = 0;
      let i = 0;
      let last = -1;
      for (; i < len[c]; i++) {
        const card = cols[at + i];
        canon[at + n++] = card;
        if (i >= down[c] && cut[card]) {
          last = card;
          break;
        }
      }
      while (last >= 0) {
        const piece = holds[last];
        const from = segAt[piece];
        const count = segLen[piece];
        last = -1;
        for (let k = 0; k < count; k++) canon[at + n++] = cols[from + k];
        if (count > 0 && cut[cols[from + count - 1]]) last = cols[from + count - 1];
      }
      canonLen[c] = n;
    }
    return true;
  }

  private faceUpInColumn(card: number): boolean {
    const w = this.where[card];
    if (w >= IN_TALON) return false;
    const c = (w / ROOM) | 0;
    return w - c * ROOM >= this.down[c];
  }

  /** Compares the pieces lying on two cut cards, card by card, then by length. */
  private comparePieces(a: number, b: number): number {
    const { cols, segAt, segLen } = this;
    const n = Math.min(segLen[a], segLen[b]);
    for (let k = 0; k < n; k++) {
      const d = cols[segAt[a] + k] - cols[segAt[b] + k];
      if (d !== 0) return d;
    }
    return segLen[a] - segLen[b];
  }

  /**
   * What the key keeps of the waste's size. One card at a time: nothing (with unlimited redeals every
   * talon card can be reached from any waste; with a limit, the rank orders them). Three at a time: a
   * waste of a multiple of three cards, or the whole talon, is the start of a pass again by dealing on
   * and turning over, so those are one class (0); the others fall in two classes by the remainder.
   */
  private wasteKey(): number {
    if (this.mode !== 'threes' || this.p === this.n) return 0;
    return this.p % 3;
  }

  /**
   * Positions of one key ordered by what they can reach (KeySet's ranks): with three at a time, a smaller
   * waste of the same class reaches every larger one by dealing; with a redeal limit, fewer redeals used
   * reach any waste of more by dealing to the end and turning over, and of as many a smaller waste any
   * larger one by dealing.
   */
  readonly rank?: () => number;

  /** Moves `count` cards from the top of column `from` onto column `to`; answers whether a card was turned up. */
  moveRun(from: number, to: number, count: number): boolean {
    const { cols, where } = this;
    const src = from * ROOM + this.len[from] - count;
    let dst = to * ROOM + this.len[to];
    for (let i = 0; i < count; i++, dst++) {
      const card = cols[src + i];
      cols[dst] = card;
      where[card] = dst;
    }
    this.len[from] -= count;
    this.len[to] += count;
    return this.flipIfNeeded(from);
  }

  /** Takes `count` cards from `to` back onto `from`, turning `from`'s top back down first if the move turned it. */
  unmoveRun(from: number, to: number, count: number, flipped: boolean): void {
    if (flipped) this.down[from]++;
    const { cols, where } = this;
    const src = to * ROOM + this.len[to] - count;
    let dst = from * ROOM + this.len[from];
    for (let i = 0; i < count; i++, dst++) {
      const card = cols[src + i];
      cols[dst] = card;
      where[card] = dst;
    }
    this.len[to] -= count;
    this.len[from] += count;
  }

  /** Takes the top card of column `c` (home or elsewhere); answers whether a card was turned up. */
  popColumn(c: number): boolean {
    this.len[c]--;
    return this.flipIfNeeded(c);
  }

  pushColumn(c: number, card: number): void {
    const at = c * ROOM + this.len[c]++;
    this.cols[at] = card;
    this.where[card] = at;
  }

  private flipIfNeeded(c: number): boolean {
    if (this.len[c] > 0 && this.len[c] === this.down[c]) {
      this.down[c]--;
      return true;
    }
    return false;
  }

  /** Puts `card` home (an ace on `pile`, else the lowest-numbered free one); answers the foundation pile it went to. */
  sendHome(card: number, pile = -1): number {
    const s = SUIT[card];
    if (this.home[s] === 0) this.pileOf[s] = pile >= 0 ? pile : this.freePile();
    this.home[s]++;
    this.where[card] = AT_HOME;
    return this.pileOf[s];
  }

  /** Takes the top card of its suit's foundation back (the caller puts it somewhere). */
  takeHome(suit: number): number {
    const card = suit * 13 + this.home[suit] - 1;
    if (--this.home[suit] === 0) this.pileOf[suit] = -1;
    return card;
  }

  /** The lowest-numbered foundation pile no suit is built on. */
  private freePile(): number {
    for (let f = 0; f < 4; f++) {
      if (this.pileOf[0] !== f && this.pileOf[1] !== f && this.pileOf[2] !== f && this.pileOf[3] !== f) return f;
    }
    return -1;
  }

  /** Takes talon[q] out (the cards after it close up). */
  removeTalon(q: number): number {
    const t = this.talon;
    const card = t[q];
    t.copyWithin(q, q + 1, this.n);
    this.n--;
    return card;
  }

  insertTalon(q: number, card: number): void {
    const t = this.talon;
    t.copyWithin(q + 1, q, this.n);
    t[q] = card;
    this.n++;
    this.where[card] = IN_TALON;
  }

  indexInTalon(card: number): number {
    return this.talon.subarray(0, this.n).indexOf(card);
  }

  /** Column `c`'s cards as the engine holds them, face-down ones marked. */
  columnCards(c: number): number[] {
    return Array.from(this.cols.subarray(c * ROOM, c * ROOM + this.len[c]), (card, i) => (i < this.down[c] ? turnDown(card) : card));
  }

  /** The engine position the board stands for (for tests): the one it was read from, its piles and redeals now. */
  toPosition(): Position {
    if (!this.position) throw new Error('KlondikeBoard: read from no position');
    const talon = Array.from(this.talon.subarray(0, this.n));
    const foundations = [0, 1, 2, 3].map((f) => {
      const s = this.pileOf.indexOf(f);
      return s < 0 ? [] : Array.from({ length: this.home[s] }, (_, i) => s * 13 + i);
    });
    const columns = Array.from({ length: COLS }, (_, c) => this.columnCards(c));
    const piles = [talon.slice(this.p).reverse().map(turnDown), talon.slice(0, this.p), ...foundations, ...columns];
    return { ...this.position, piles, redeals: this.r };
  }
}

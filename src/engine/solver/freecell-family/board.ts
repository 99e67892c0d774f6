// The FreeCell family's compact mutable position for the solver: where each card lies, the key and its hash.
import type { Building } from '../../games/freecell-family/building';
import type { Position } from '../../types';
import { zobristWords } from '../zobrist';

// Pile indices as in games/freecell-family/layout.ts: freecell-1…4 (0…3), foundation-1…4 (4…7), tableau-1…8 (8…15).
export const CELLS = 4;
export const COLS = 8;
export const FIRST_HOME = 4;
export const FIRST_COL = 8;
/** Slots per column in `cols` (a power of two: a slot's column and height are a shift and a mask). */
export const ROOM = 64;
const ROOM_BITS = 6;
/** The column of a slot of `cols` (slot ≥ 0). */
export const columnOf = (slot: number): number => slot >> ROOM_BITS;
/** How many cards lie under the card in a slot of `cols` (slot ≥ 0). */
export const heightOf = (slot: number): number => slot & (ROOM - 1);
export const EMPTY = 255;
// What lies under a card, in the key: another card (0…51) or one of these.
const BOTTOM = 52;
const IN_CELL = 53;
const HOME = 54;
export const IN_CELLS = COLS * ROOM;
/** The key packs what lies under each card in 6 bits, five cards a word. */
export const KEY_WORDS = 11;

// The buffer's layout: columns, lengths, cells, cards home per suit, foundation suits, under, at, packed, runs.
const LEN = COLS * ROOM;
const CELL = LEN + COLS;
const HOME_AT = CELL + CELLS;
const SLOT = HOME_AT + 4;
const UNDER = SLOT + 4;
const AT = UNDER + 52;
const PACKED = AT + 2 * 52;
const RUN = PACKED + 4 * KEY_WORDS;
const BYTES = RUN + COLS * ROOM;

/** A random word per card and what lies under it (Zobrist): the key's hash is kept up as cards move. */
const ZOBRIST = zobristWords(52 * 64);

/** Rank, suit and colour per byte value (cards 0…51, and the markers above): a load, not a division, in the hot loop. */
const RANK = Uint8Array.from({ length: 256 }, (_, card) => (card % 13) + 1);
const SUIT = Uint8Array.from({ length: 256 }, (_, card) => (card / 13) | 0);

export const suit = (card: number): number => SUIT[card];
export const rank = (card: number): number => RANK[card];
/** Diamonds and hearts (suits 1 and 2 of C, D, H, S). */
export const isRed = (card: number): boolean => {
  const s = suit(card);
  return s === 1 || s === 2;
};

const suitLink = (below: number, card: number): boolean => below === card + 1 && rank(card) !== 13;
const colourLink = (below: number, card: number): boolean => rank(below) === rank(card) + 1 && isRed(below) !== isRed(card);

/** Links as a table, 1 where `card` builds on `below`, at below << 6 | card (0 for anything but two cards). */
function linkTable(link: (below: number, card: number) => boolean): Uint8Array {
  const table = new Uint8Array(64 * 64);
  for (let below = 0; below < 52; below++) for (let card = 0; card < 52; card++) table[(below << 6) | card] = link(below, card) ? 1 : 0;
  return table;
}
const SUIT_LINKS = linkTable(suitLink);
const COLOUR_LINKS = linkTable(colourLink);

/**
 * Where `card` lies on the card it builds on (the same suit one higher, or the other colour one higher):
 * one table per building for every board.
 */
export function linkTest(building: Building): Uint8Array {
  return building === 'suit' ? SUIT_LINKS : COLOUR_LINKS;
}

/**
 * The cards and where they lie. The key is "what lies under each card": it forgets the order of the
 * columns, of the free cells and of the foundations, and nothing else, so merged positions play out the same.
 */
export class FamilyBoard {
  readonly keyWords = KEY_WORDS;
  /** Every array below is a view on this one buffer (one allocation per model). */
  private readonly bytes = new Uint8Array(BYTES);
  readonly cols = new Uint8Array(this.bytes.buffer, 0, COLS * ROOM);
  readonly len = new Uint8Array(this.bytes.buffer, LEN, COLS);
  readonly cell = new Uint8Array(this.bytes.buffer, CELL, CELLS).fill(EMPTY);
  /** Cards home per suit: the highest rank on its foundation. */
  readonly home = new Uint8Array(this.bytes.buffer, HOME_AT, 4);
  /** Suit on each foundation pile, or EMPTY: only the piles' ids depend on it. */
  readonly slotSuit = new Uint8Array(this.bytes.buffer, SLOT, 4).fill(EMPTY);
  private readonly under = new Uint8Array(this.bytes.buffer, UNDER, 52);
  /** Where each card is: index into cols, IN_CELLS + cell, or -1 at home (not part of the key). */
  readonly at = new Int16Array(this.bytes.buffer, AT, 52);
  /** `under`, packed: the key. */
  private readonly packed = new Uint32Array(this.bytes.buffer, PACKED, KEY_WORDS);
  /** Per slot of `cols`: the length of the run (each card on the card it builds on) ending there, set as cards are pushed. */
  private readonly runEnding = new Uint8Array(this.bytes.buffer, RUN, COLS * ROOM);
  /** XOR of ZOBRIST[card, under[card]] over every card (cards start under nothing: word 0). */
  private hash = 0;
  homeCount = 0;

  constructor(
    protected readonly position: Position,
    /** linkTest's table for the game's building. */
    private readonly links: Uint8Array,
  ) {
    const piles = position.piles;
    for (let i = 0; i < CELLS; i++) {
      if (piles[i].length) this.setCell(i, piles[i][0]);
    }
    for (let f = 0; f < 4; f++) {
      const pile = piles[FIRST_HOME + f];
      if (pile.length === 0) continue;
      this.slotSuit[f] = suit(pile[0]);
      this.home[suit(pile[0])] = pile.length;
      for (const card of pile) {
        this.setUnder(card, HOME);
        this.at[card] = -1;
      }
      this.homeCount += pile.length;
    }
    for (let c = 0; c < COLS; c++) for (const card of piles[FIRST_COL + c]) this.push(c, card);
  }

  /** `card` lies on the card it builds on (both cards 0…51; anything else under it is no link). */
  isLink(below: number, card: number): boolean {
    return this.links[(below << 6) | card] === 1;
  }

  /** The key, kept up as cards move (SearchModel.keyView): the search reads it here, no copy. */
  get keyView(): Uint32Array {
    return this.packed;
  }

  key(out: Uint32Array): number {
    const words = this.packed;
    if (out !== words) for (let i = 0; i < KEY_WORDS; i++) out[i] = words[i];
    return this.hash >>> 0 || 1;
  }

  isWon(): boolean {
    return this.homeCount === 52;
  }

  progress(): number {
    return this.homeCount;
  }

  /** The engine position this board stands for (for tests). */
  toPosition(): Position {
    const piles: number[][] = [];
    for (let i = 0; i < CELLS; i++) piles.push(this.cell[i] === EMPTY ? [] : [this.cell[i]]);
    for (let f = 0; f < 4; f++) {
      const s = this.slotSuit[f];
      piles.push(s === EMPTY ? [] : Array.from({ length: this.home[s] }, (_, r) => s * 13 + r));
    }
    for (let c = 0; c < COLS; c++) piles.push(Array.from(this.cols.subarray(c * ROOM, c * ROOM + this.len[c])));
    return { ...this.position, piles };
  }

  playable(card: number): boolean {
    return this.home[suit(card)] === rank(card) - 1;
  }

  /** The foundation pile a playable card goes to: its suit's, or for an ace the first empty one. */
  homeFor(card: number): number {
    const s = suit(card);
    for (let f = 0; f < 4; f++) if (this.slotSuit[f] === s) return FIRST_HOME + f;
    for (let f = 0; f < 4; f++) if (this.slotSuit[f] === EMPTY) return FIRST_HOME + f;
    return -1;
  }

  /** Length of the run (each card on the card it builds on) at the top of a column. */
  runLength(c: number): number {
    const n = this.len[c];
    return n ? this.runEnding[c * ROOM + n - 1] : 0;
  }

  /** Moves `count` cards from pile `from` to pile `to` (undo uses it backwards, even from a foundation). */
  protected transfer(from: number, to: number, count: number): void {
    if (from < CELLS) {
      const card = this.cell[from];
      this.cell[from] = EMPTY;
      this.place(to, card);
    } else if (from < FIRST_COL) {
      const s = this.slotSuit[from - FIRST_HOME];
      const card = s * 13 + this.home[s] - 1;
      this.takeHome(card);
      this.place(to, card);
    } else {
      const c = from - FIRST_COL;
      const base = c * ROOM + this.len[c] - count;
      this.lift(c, count);
      // Column to column, the most common move and undo, pushes straight; a free cell or a foundation takes one card.
      if (to >= FIRST_COL) for (let j = 0; j < count; j++) this.push(to - FIRST_COL, this.cols[base + j]);
      else this.place(to, this.cols[base]);
    }
  }

  protected place(pile: number, card: number): void {
    if (pile < CELLS) this.setCell(pile, card);
    else if (pile < FIRST_COL) this.putHome(card, pile - FIRST_HOME);
    else this.push(pile - FIRST_COL, card);
  }

  /** Parks the top cards of pile `from` (a column) one by one in the free cells of the mask, in order. */
  protected park(from: number, cells: number): void {
    const c = from - FIRST_COL;
    for (let i = 0; i < CELLS; i++) {
      if (!(cells & (1 << i))) continue;
      const card = this.cols[c * ROOM + this.len[c] - 1];
      this.lift(c, 1);
      this.setCell(i, card);
    }
  }

  /** Takes back `park`: the last cell filled holds the run's bottom card, which goes back first. */
  protected unpark(from: number, cells: number): void {
    for (let i = CELLS - 1; i >= 0; i--) {
      if (!(cells & (1 << i))) continue;
      const card = this.cell[i];
      this.cell[i] = EMPTY;
      this.push(from - FIRST_COL, card);
    }
  }

  /** Takes the top `count` cards off a column (the caller places them). */
  lift(c: number, count: number): void {
    this.len[c] -= count;
  }

  setCell(i: number, card: number): void {
    this.cell[i] = card;
    this.setUnder(card, IN_CELL);
    this.at[card] = IN_CELLS + i;
  }

  push(c: number, card: number): void {
    const slot = c * ROOM + this.len[c];
    const below = this.len[c] ? this.cols[slot - 1] : BOTTOM;
    this.setUnder(card, below);
    this.at[card] = slot;
    this.cols[slot] = card;
    // Kept as cards come so that listing moves never walks a column (lifting cards leaves the slots below as they were);
    // nothing links to BOTTOM, so an empty column's first card starts a run of 1.
    this.runEnding[slot] = this.isLink(below, card) ? this.runEnding[slot - 1] + 1 : 1;
    this.len[c]++;
  }

  protected putHome(card: number, slot: number): void {
    this.home[suit(card)]++;
    this.setUnder(card, HOME);
    this.at[card] = -1;
    this.homeCount++;
    if (rank(card) === 1) this.slotSuit[slot] = suit(card);
  }

  protected takeHome(card: number): void {
    const s = suit(card);
    this.homeCount--;
    if (--this.home[s] === 0) this.slotSuit[this.slotSuit.indexOf(s)] = EMPTY;
  }

  private setUnder(card: number, below: number): void {
    this.hash ^= ZOBRIST[card * 64 + this.under[card]] ^ ZOBRIST[card * 64 + below];
    this.under[card] = below;
    const word = (card / 5) | 0;
    const shift = (card % 5) * 6;
    this.packed[word] = (this.packed[word] & ~(63 << shift)) | (below << shift);
  }
}

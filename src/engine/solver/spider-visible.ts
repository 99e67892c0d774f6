// A Spider of the family as the player sees it (face-up cards, how many lie face down, the stock's size), played in place
// for the hint planner's look-ahead.
import { isFaceDown, kindOf } from '../cards';
import type { Position } from '../types';
import type { SpiderBoardShape } from './spider-board';

// A Spider's piles (games/spider-family/rules.ts): stock (0), the foundations, then the columns (Spider Three Decks:
// twelve and twelve; Spider: eight and ten).
const STOCK = 0;
const FIRST_HOME = 1;
/** Columns at most (Spider Three Decks'): the arrays' size. */
const MAX_COLS = 12;
export const FULL_RUN = 13;
/** A move's target meaning "the lowest-numbered empty foundation" (past every column). */
export const HOME = 15;
/** A card turned up in the look-ahead: nobody can know it yet, so it neither moves nor takes a card. */
export const UNKNOWN = 52;
/** Room per column: more than the 156 cards there are. */
const ROOM = 160;

/** Rank 1…13 of a kind 0…51; 0 for UNKNOWN, which nothing lies on and which lies on nothing. */
const RANK = Uint8Array.from({ length: UNKNOWN + 1 }, (_, k) => (k === UNKNOWN ? 0 : (k % 13) + 1));
const SUIT = Uint8Array.from({ length: UNKNOWN + 1 }, (_, k) => (k === UNKNOWN ? 4 : Math.floor(k / 13)));

export const isSuited = (under: number, card: number): boolean => RANK[under] === RANK[card] + 1 && SUIT[under] === SUIT[card];
/** `card` lies on a card one rank higher of another suit (a build that a suited run cannot lift). */
export const isOffSuit = (under: number, card: number): boolean => RANK[under] === RANK[card] + 1 && SUIT[under] !== SUIT[card];

/** A move packed in a number: source column, target column (or HOME), card count, and a run home's suit (to undo it). */
export const packMove = (from: number, to: number, count: number, suit = 0): number => from | (to << 4) | (count << 8) | (suit << 13);
export const moveFrom = (move: number): number => move & 15;
export const moveTo = (move: number): number => (move >> 4) & 15;
export const moveCount = (move: number): number => (move >> 8) & 31;
const moveSuit = (move: number): number => move >> 13;

/**
 * The visible table in flat arrays, changed in place by play/undo. It is built from a Position
 * reading only whether each card is face down, never which card a face-down one is; a card that the
 * look-ahead turns up becomes UNKNOWN. Deals are never looked ahead (their cards are unknown).
 */
export class VisibleSpider {
  /** Face-up cards by kind (rank and suit, copies alike), bottom to top, ROOM per column. */
  readonly up = new Uint8Array(MAX_COLS * ROOM);
  readonly upLen = new Uint8Array(MAX_COLS);
  readonly down = new Uint8Array(MAX_COLS);
  homes = 0;
  stock = 0;
  /** The game's columns, and whether its stock deals only when every column holds a card (Spider; not Spider Three Decks). */
  cols = MAX_COLS;
  fullColumnsToDeal = false;

  /** The visible table of a position of a Spider whose piles are `shape`. */
  static from(position: Position, shape: SpiderBoardShape): VisibleSpider {
    const table = new VisibleSpider();
    const foundations = shape.foundations;
    table.cols = shape.tableau;
    table.fullColumnsToDeal = shape.fullColumnsToDeal;
    table.stock = position.piles[STOCK].length;
    for (let f = 0; f < foundations; f++) if (position.piles[FIRST_HOME + f].length > 0) table.homes++;
    for (let c = 0; c < table.cols; c++) {
      for (const card of position.piles[FIRST_HOME + foundations + c]) {
        // The deal and the flip keep face-down cards under the face-up ones.
        if (isFaceDown(card)) table.down[c]++;
        else table.up[c * ROOM + table.upLen[c]++] = kindOf(card);
      }
    }
    return table;
  }

  copyFrom(other: VisibleSpider): void {
    this.up.set(other.up);
    this.upLen.set(other.upLen);
    this.down.set(other.down);
    this.homes = other.homes;
    this.stock = other.stock;
    this.cols = other.cols;
    this.fullColumnsToDeal = other.fullColumnsToDeal;
  }

  isEmpty(c: number): boolean {
    return this.upLen[c] === 0 && this.down[c] === 0;
  }

  /** The face-up card `depth` places below the top of column c (0: the top), or UNKNOWN past them. */
  card(c: number, depth = 0): number {
    const n = this.upLen[c] - 1 - depth;
    return n >= 0 ? this.up[c * ROOM + n] : UNKNOWN;
  }

  /** Length of the same-suit run at the top of column c: how many cards may be lifted. */
  runLength(c: number): number {
    const n = this.upLen[c];
    if (n === 0 || this.card(c) === UNKNOWN) return 0;
    const base = c * ROOM;
    let length = 1;
    while (length < n && isSuited(this.up[base + n - length - 1], this.up[base + n - length])) length++;
    return length;
  }

  /**
   * The moves worth looking at, into `out`: a complete run home alone when there is one (nothing is
   * lost by it), else each whole liftable run onto a card one higher, and onto the first empty
   * column. Left out as changing nothing that matters: part of a run (it breaks a link in suit), a
   * whole column into an empty one, and a run off a card one higher onto another suit's.
   */
  moves(out: number[]): void {
    out.length = 0;
    let firstEmpty = -1;
    const cols = this.cols;
    for (let c = 0; c < cols; c++) {
      if (this.runLength(c) === FULL_RUN) {
        out.push(packMove(c, HOME, FULL_RUN, SUIT[this.card(c)]));
        return;
      }
      if (firstEmpty < 0 && this.isEmpty(c)) firstEmpty = c;
    }
    for (let from = 0; from < cols; from++) {
      const count = this.runLength(from);
      if (count === 0) continue;
      const base = this.card(from, count - 1);
      const built = isOffSuit(this.card(from, count), base);
      for (let to = 0; to < cols; to++) {
        if (to === from || this.upLen[to] === 0) continue;
        const top = this.card(to);
        if (isSuited(top, base) || (!built && isOffSuit(top, base))) out.push(packMove(from, to, count));
      }
      const wholeColumn = count === this.upLen[from] && this.down[from] === 0;
      if (firstEmpty >= 0 && !wholeColumn) out.push(packMove(from, firstEmpty, count));
    }
  }

  /** Plays a move from moves(); answers whether it turned a card up (for undo). */
  play(move: number): boolean {
    const from = moveFrom(move);
    const to = moveTo(move);
    const count = moveCount(move);
    const start = from * ROOM + this.upLen[from] - count;
    if (to === HOME) this.homes++;
    else {
      this.up.copyWithin(to * ROOM + this.upLen[to], start, start + count);
      this.upLen[to] += count;
    }
    this.upLen[from] -= count;
    if (this.upLen[from] > 0 || this.down[from] === 0) return false;
    this.down[from]--;
    this.up[from * ROOM] = UNKNOWN;
    this.upLen[from] = 1;
    return true;
  }

  undo(move: number, turned: boolean): void {
    const from = moveFrom(move);
    const to = moveTo(move);
    const count = moveCount(move);
    if (turned) {
      this.down[from]++;
      this.upLen[from] = 0;
    }
    const at = from * ROOM + this.upLen[from];
    if (to === HOME) {
      // A complete run home is K…A of one suit: write it back.
      this.homes--;
      for (let i = 0; i < count; i++) this.up[at + i] = moveSuit(move) * 13 + (FULL_RUN - 1 - i);
    } else {
      this.upLen[to] -= count;
      const start = to * ROOM + this.upLen[to];
      this.up.copyWithin(at, start, start + count);
    }
    this.upLen[from] += count;
  }

  /**
   * A 53-bit fingerprint of the visible table: equal tables (equal positions of one game, whose
   * face-down cards are fixed by their counts) always have equal fingerprints.
   */
  hash(): number {
    let a = Math.imul(this.stock + 1, 0x9e3779b1) ^ Math.imul(this.homes + 1, 0x85ebca6b);
    let b = Math.imul(this.stock + 7, 0x27d4eb2f) ^ Math.imul(this.homes + 3, 0x165667b1);
    for (let c = 0; c < this.cols; c++) {
      let h1 = this.down[c] + 0x100 * (c + 1);
      let h2 = h1 ^ 0x5bd1e995;
      const base = c * ROOM;
      for (let i = 0; i < this.upLen[c]; i++) {
        h1 = Math.imul(h1, 31) + this.up[base + i] + 1;
        h2 = Math.imul(h2 ^ (this.up[base + i] + 1), 0x01000193);
      }
      a = Math.imul(a ^ mix(h1), 0x2c1b3c6d) + c;
      b = Math.imul(b ^ mix(h2), 0x297a2d39) + c;
    }
    return (mix(a) >>> 0) * 0x200000 + (mix(b) >>> 11);
  }
}

/** MurmurHash3's 32-bit finaliser. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

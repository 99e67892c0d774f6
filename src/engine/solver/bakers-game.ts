import { rulesOf } from '../games';
import type { Move, Position } from '../types';
import type { SearchModel } from './types';
import { zobristWords } from './zobrist';

// Pile indices as in games/bakers-game.ts: freecell-1…4 (0…3), foundation-1…4 (4…7), tableau-1…8 (8…15).
const CELLS = 4;
const COLS = 8;
const FIRST_HOME = 4;
const FIRST_COL = 8;
const ROOM = 64;
const EMPTY = 255;
// What lies under a card, in the key: another card (0…51) or one of these.
const BOTTOM = 52;
const IN_CELL = 53;
const HOME = 54;
const IN_CELLS = COLS * ROOM;
/** The key packs what lies under each card in 6 bits, five cards a word. */
const KEY_WORDS = 11;

/** A random word per card and what lies under it (Zobrist): the key's hash is kept up as cards move. */
const ZOBRIST = zobristWords(52 * 64);

/** Weights of the gain that orders moves (they change how fast a win is found, never a verdict). */
const W = { cell: 1, column: 2, break: 2, depth: 1, home: 3 };

const suit = (card: number) => (card / 13) | 0;
const rank = (card: number) => (card % 13) + 1;

/** `card` lies on the same-suit card one higher. */
const isLink = (below: number, card: number) => below === card + 1 && rank(card) !== 13;

/**
 * A move packed as from | to << 4 | count << 8 (pile indices of the game). A run parked in free
 * cells (links kept, see `moves`) also has the cells it fills, in order, as a mask from bit 16.
 */
const pack = (from: number, to: number, count: number) => from | (to << 4) | (count << 8);
const countOf = (move: number) => (move >> 8) & 255;
/** Marks a put-back in the undo log (the other entries, cards played home, stay below 1 << 12). */
const PUT_BACK = 1 << 20;
const cellsOf = (move: number) => move >>> 16;

/**
 * Baker's Game as a compact mutable position, for speed (the solver's hottest loop). It plays
 * exactly the engine's rules, including the automatic play to the foundations in the engine's
 * scan order; test/engine/solver checks its moves and positions against `legalMoves`/`applyMove`.
 *
 * The key is "what lies under each card": it forgets the order of the columns, of the free cells
 * and of the foundations, and nothing else, so merged positions play out the same.
 */
export class BakersGameModel implements SearchModel {
  readonly keyWords = KEY_WORDS;
  private readonly kings: boolean;
  /** Leaves out the moves README.md ("links kept") shows no win needs (kings rules only: its argument needs them). */
  private readonly linksKept: boolean;
  private readonly cols = new Uint8Array(COLS * ROOM);
  private readonly len = new Uint8Array(COLS);
  private readonly cell = new Uint8Array(CELLS).fill(EMPTY);
  private readonly home = new Uint8Array(4);
  /** Suit on each foundation pile, or EMPTY: only the piles' ids depend on it. */
  private readonly slotSuit = new Uint8Array(4).fill(EMPTY);
  private readonly under = new Uint8Array(52);
  /** `under`, packed: the key. */
  private readonly packed = new Uint32Array(KEY_WORDS);
  /** Where each card is: index into cols, IN_CELLS + cell, or -1 at home (not part of the key). */
  private readonly at = new Int16Array(52);
  /** XOR of ZOBRIST[card, under[card]] over every card (cards start under nothing: word 0). */
  private hash = 0;
  private homeCount = 0;
  /** Undo log: per move, the cards played home (card | source << 8), their count, then the move. */
  private log = new Int32Array(1 << 14);
  /** Scratch for sorting one position's moves. */
  private readonly gains = new Int32Array(1024);
  private readonly needed = new Uint8Array(COLS);
  private top = 0;

  /** `linksKept: false` lists every move that leads somewhere new (the tests' reference). */
  constructor(
    private readonly position: Position,
    { linksKept = true }: { linksKept?: boolean } = {},
  ) {
    this.kings = position.variant === 'kings';
    this.linksKept = linksKept && this.kings;
    const piles = position.piles;
    for (let i = 0; i < CELLS; i++) {
      if (piles[i].length) this.setCell(i, piles[i][0]);
    }
    for (let f = 0; f < 4; f++) {
      const pile = piles[FIRST_HOME + f];
      if (pile.length === 0) continue;
      this.slotSuit[f] = suit(pile[0]);
      this.home[suit(pile[0])] = pile.length;
      for (const card of pile) this.setUnder(card, HOME);
      this.homeCount += pile.length;
    }
    for (let c = 0; c < COLS; c++) for (const card of piles[FIRST_COL + c]) this.push(c, card);
  }

  key(out: Uint32Array): number {
    const words = this.packed;
    for (let i = 0; i < KEY_WORDS; i++) out[i] = words[i];
    return (this.hash >>> 0) || 1;
  }

  isWon(): boolean {
    return this.homeCount === 52;
  }

  progress(): number {
    return this.homeCount;
  }

  moves(out: Int32Array, at: number): number {
    const { cols, len, cell } = this;
    let n = at;
    let freeCells = 0;
    let firstCell = -1;
    for (let i = 0; i < CELLS; i++) {
      if (cell[i] === EMPTY) {
        freeCells++;
        if (firstCell < 0) firstCell = i;
      }
    }
    let emptyCols = 0;
    let firstEmpty = -1;
    for (let c = 0; c < COLS; c++) {
      if (len[c] === 0) {
        emptyCols++;
        if (firstEmpty < 0) firstEmpty = c;
      }
    }
    // Power-move limits onto a non-empty and onto an empty column (the source never counts in E).
    const limit = this.kings ? freeCells + 1 : (freeCells + 1) << emptyCols;
    const limitToEmpty = this.kings ? freeCells + 1 : (freeCells + 1) << Math.max(0, emptyCols - 1);

    // To a foundation: after any move the automatic play leaves nothing playable, so only at the start.
    if (this.top === 0) {
      for (let i = 0; i < CELLS; i++) if (cell[i] !== EMPTY && this.playable(cell[i])) out[n++] = pack(i, this.homeFor(cell[i]), 1);
      for (let c = 0; c < COLS; c++) {
        if (len[c] && this.playable(cols[c * ROOM + len[c] - 1])) out[n++] = pack(FIRST_COL + c, this.homeFor(cols[c * ROOM + len[c] - 1]), 1);
      }
    }
    // Links kept (README.md): runs parked whole, after a move; at the start only when nothing can go
    // home, since the engine plays cards home between the parked cards (and a start where one can
    // never has its key again).
    const parking = this.linksKept && n === at;
    // Onto a column's top card: only its same-suit card one lower can go there, from a cell or a run.
    for (let t = 0; t < COLS; t++) {
      if (len[t] === 0) continue;
      const top = cols[t * ROOM + len[t] - 1];
      if (rank(top) === 1) continue;
      const at = this.at[top - 1];
      if (at >= IN_CELLS) {
        out[n++] = pack(at - IN_CELLS, FIRST_COL + t, 1);
      } else if (at >= 0) {
        const c = (at / ROOM) | 0;
        const k = len[c] - (at % ROOM);
        if (c !== t && k <= limit && k <= this.runLength(c)) out[n++] = pack(FIRST_COL + c, FIRST_COL + t, k);
      }
    }
    // Into the first empty column (every empty column is alike): never a whole column, a no-op.
    if (firstEmpty >= 0) {
      for (let i = 0; i < CELLS; i++) {
        if (cell[i] !== EMPTY && (!this.kings || rank(cell[i]) === 13)) out[n++] = pack(i, FIRST_COL + firstEmpty, 1);
      }
      for (let c = 0; c < COLS; c++) {
        const run = Math.min(this.runLength(c), len[c] - 1, limitToEmpty);
        for (let k = run; k >= 1; k--) {
          if (!this.kings || rank(cols[c * ROOM + len[c] - k]) === 13) out[n++] = pack(FIRST_COL + c, FIRST_COL + firstEmpty, k);
        }
      }
    }
    // Into the first empty free cell (cell to cell is a no-op); with links kept, a card on its card
    // one higher also with the rest of its run, all into free cells at once, and after a move only so
    // (the start keeps the single move: a position with its key is not searched again, so it lists
    // whatever a later one would).
    if (firstCell >= 0) {
      for (let c = 0; c < COLS; c++) {
        if (!len[c]) continue;
        const linked = parking && len[c] > 1 && isLink(cols[c * ROOM + len[c] - 2], cols[c * ROOM + len[c] - 1]);
        if (linked) {
          const run = this.runLength(c);
          if (run <= freeCells) out[n++] = pack(FIRST_COL + c, firstCell, run) | (this.emptyCells(run) << 16);
        }
        if (!linked || this.top === 0) out[n++] = pack(FIRST_COL + c, firstCell, 1);
      }
    }
    n = this.withoutWayBack(out, at, n);
    this.sortByGain(out, at, n);
    return n - at;
  }

  /**
   * Links kept: puts every free-cell card whose card one higher tops a column on it, logged as
   * PUT_BACK | cell | column << 4 (a put-back covers a card, so nothing new can go home).
   */
  private putBack(): void {
    for (let i = 0; i < CELLS; i++) {
      const card = this.cell[i];
      if (card === EMPTY || rank(card) === 13) continue;
      const at = this.at[card + 1];
      if (at < 0 || at >= IN_CELLS) continue;
      const c = (at / ROOM) | 0;
      if (at % ROOM !== this.len[c] - 1) continue;
      this.cell[i] = EMPTY;
      this.push(c, card);
      this.reserve(1);
      this.log[this.top++] = PUT_BACK | i | (c << 4);
      // The card put back may be the one higher of a card in an earlier cell.
      i = -1;
    }
  }

  /** The first `count` empty free cells, as a mask. */
  private emptyCells(count: number): number {
    let mask = 0;
    for (let i = 0; i < CELLS && count > 0; i++) {
      if (this.cell[i] === EMPTY) {
        mask |= 1 << i;
        count--;
      }
    }
    return mask;
  }

  /** Insertion sort of the moves by `gain`, highest first (stable: the listing order breaks ties). */
  private sortByGain(out: Int32Array, at: number, n: number): void {
    const gains = this.gains;
    this.countNeeded();
    for (let i = at; i < n; i++) {
      const move = out[i];
      const gain = this.gain(move);
      let j = i - 1;
      while (j >= at && gains[j - at] < gain) {
        out[j + 1] = out[j];
        gains[j + 1 - at] = gains[j - at];
        j--;
      }
      out[j + 1] = move;
      gains[j + 1 - at] = gain;
    }
  }

  /**
   * How much better the position looks after `move`, read off the position before it (playing
   * each move to value it would cost as much as the search itself): cards home, free cells and
   * empty columns, cards not on their same-suit card one higher, cards over the ones the suits
   * need next. Only the order of the search depends on it, never a verdict.
   */
  private gain(move: number): number {
    const from = move & 15;
    const to = (move >> 4) & 15;
    const count = countOf(move);
    let gain = 0;
    if (from < CELLS) gain += W.cell;
    else if (from >= FIRST_COL) {
      const c = from - FIRST_COL;
      const left = this.len[c] - count;
      if (left === 0) gain += W.column;
      else {
        const below = this.cols[c * ROOM + left - 1];
        if (!isLink(below, this.cols[c * ROOM + left])) gain += W.break;
        if (this.playable(below)) gain += W.home;
        gain += W.depth * count * this.needed[c];
      }
    }
    if (to < CELLS) gain -= W.cell * count;
    else if (to < FIRST_COL) gain += W.home;
    else {
      const t = to - FIRST_COL;
      if (this.len[t] === 0) gain -= W.column;
      else gain -= W.depth * count * this.needed[t];
    }
    return gain;
  }

  /** Counts per column the cards the suits need next (never among the cards a move lifts: they would be home). */
  private countNeeded(): void {
    for (let c = 0; c < COLS; c++) this.needed[c] = 0;
    for (let s = 0; s < 4; s++) {
      if (this.home[s] === 13) continue;
      const at = this.at[s * 13 + this.home[s]];
      if (at >= 0 && at < IN_CELLS) this.needed[(at / ROOM) | 0]++;
    }
  }

  /**
   * Drops the moves that take the last move back (when nothing went home after it): they lead to
   * the position before it, up to the key, which the search has seen already. Any free cell is as
   * good as another, and so is any empty column.
   */
  private withoutWayBack(out: Int32Array, at: number, n: number): number {
    if (this.top === 0 || this.log[this.top - 2] !== 0) return n;
    const last = this.log[this.top - 1];
    const lastFrom = last & 15;
    const lastTo = (last >> 4) & 15;
    const count = countOf(last);
    const fromCell = lastFrom < CELLS;
    const fromNowEmpty = lastFrom >= FIRST_COL && this.len[lastFrom - FIRST_COL] === 0;
    let kept = at;
    for (let i = at; i < n; i++) {
      const move = out[i];
      if ((move & 15) === lastTo && countOf(move) === count) {
        const to = (move >> 4) & 15;
        if (to === lastFrom || (to < CELLS ? fromCell : fromNowEmpty && to >= FIRST_COL && this.len[to - FIRST_COL] === 0)) continue;
      }
      out[kept++] = move;
    }
    return kept;
  }

  play(move: number): void {
    if (cellsOf(move)) this.park(move & 15, cellsOf(move));
    else this.transfer(move & 15, (move >> 4) & 15, countOf(move));
    const before = this.top;
    this.autoplay();
    if (this.linksKept) this.putBack();
    this.reserve(2);
    this.log[this.top] = this.top - before;
    this.log[this.top + 1] = move;
    this.top += 2;
  }

  undo(): void {
    const move = this.log[--this.top];
    for (let played = this.log[--this.top]; played > 0; played--) {
      const entry = this.log[--this.top];
      if (entry & PUT_BACK) {
        const c = (entry >> 4) & 15;
        const card = this.cols[c * ROOM + this.len[c] - 1];
        this.lift(c, 1);
        this.setCell(entry & 15, card);
        continue;
      }
      this.takeHome(entry & 255);
      this.place(entry >> 8, entry & 255);
    }
    if (cellsOf(move)) this.unpark(move & 15, cellsOf(move));
    else this.transfer((move >> 4) & 15, move & 15, countOf(move));
  }

  toMove(move: number): Move {
    return this.toMoves(move)[0];
  }

  /** The engine's moves from the start to here: each move's, then its put-backs (read off the undo log). */
  line(): readonly Move[] {
    const ids = rulesOf('bakers-game').piles;
    const blocks: Move[][] = [];
    for (let top = this.top; top > 0; ) {
      const move = this.log[--top];
      const played = this.log[--top];
      const block = [...this.toMoves(move)];
      for (let i = top - played; i < top; i++) {
        const entry = this.log[i];
        if (entry & PUT_BACK) block.push({ from: ids[entry & 15].id, to: ids[FIRST_COL + ((entry >> 4) & 15)].id });
      }
      blocks.push(block);
      top -= played;
    }
    return blocks.reverse().flat();
  }

  toMoves(move: number): readonly Move[] {
    const ids = rulesOf('bakers-game').piles;
    const from = ids[move & 15].id;
    const cells = cellsOf(move);
    if (cells) {
      const moves: Move[] = [];
      for (let i = 0; i < CELLS; i++) if (cells & (1 << i)) moves.push({ from, to: ids[i].id });
      return moves;
    }
    const to = ids[(move >> 4) & 15].id;
    const count = countOf(move);
    return [count === 1 ? { from, to } : { from, to, count }];
  }

  /** The engine position this model stands for (for tests). */
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

  private playable(card: number): boolean {
    return this.home[suit(card)] === rank(card) - 1;
  }

  /** The foundation pile a playable card goes to: its suit's, or for an ace the first empty one. */
  private homeFor(card: number): number {
    const s = suit(card);
    for (let f = 0; f < 4; f++) if (this.slotSuit[f] === s) return FIRST_HOME + f;
    for (let f = 0; f < 4; f++) if (this.slotSuit[f] === EMPTY) return FIRST_HOME + f;
    return -1;
  }

  /** Length of the same-suit run descending by one at the top of a column. */
  private runLength(c: number): number {
    const at = c * ROOM;
    let k = this.len[c] ? 1 : 0;
    while (k < this.len[c] && isLink(this.cols[at + this.len[c] - k - 1], this.cols[at + this.len[c] - k])) k++;
    return k;
  }

  /** Moves `count` cards from pile `from` to pile `to` (undo uses it backwards, even from a foundation). */
  private transfer(from: number, to: number, count: number): void {
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
      for (let j = 0; j < count; j++) this.place(to, this.cols[base + j]);
    }
  }

  private place(pile: number, card: number): void {
    if (pile < CELLS) this.setCell(pile, card);
    else if (pile < FIRST_COL) this.putHome(card, pile - FIRST_HOME);
    else this.push(pile - FIRST_COL, card);
  }

  /** Parks the top cards of pile `from` (a column) one by one in the free cells of the mask, in order. */
  private park(from: number, cells: number): void {
    const c = from - FIRST_COL;
    for (let i = 0; i < CELLS; i++) {
      if (!(cells & (1 << i))) continue;
      const card = this.cols[c * ROOM + this.len[c] - 1];
      this.lift(c, 1);
      this.setCell(i, card);
    }
  }

  /** Takes back `park`: the last cell filled holds the run's bottom card, which goes back first. */
  private unpark(from: number, cells: number): void {
    for (let i = CELLS - 1; i >= 0; i--) {
      if (!(cells & (1 << i))) continue;
      const card = this.cell[i];
      this.cell[i] = EMPTY;
      this.push(from - FIRST_COL, card);
    }
  }

  /** Takes the top `count` cards off a column (the caller places them). */
  private lift(c: number, count: number): void {
    this.len[c] -= count;
  }

  private setCell(i: number, card: number): void {
    this.cell[i] = card;
    this.setUnder(card, IN_CELL);
    this.at[card] = IN_CELLS + i;
  }

  private push(c: number, card: number): void {
    const below = this.len[c] ? this.cols[c * ROOM + this.len[c] - 1] : BOTTOM;
    this.setUnder(card, below);
    this.at[card] = c * ROOM + this.len[c];
    this.cols[c * ROOM + this.len[c]++] = card;
  }

  private putHome(card: number, slot: number): void {
    this.home[suit(card)]++;
    this.setUnder(card, HOME);
    this.at[card] = -1;
    this.homeCount++;
    if (rank(card) === 1) this.slotSuit[slot] = suit(card);
  }

  private setUnder(card: number, below: number): void {
    this.hash ^= ZOBRIST[card * 64 + this.under[card]] ^ ZOBRIST[card * 64 + below];
    this.under[card] = below;
    const word = (card / 5) | 0;
    const shift = (card % 5) * 6;
    this.packed[word] = (this.packed[word] & ~(63 << shift)) | (below << shift);
  }

  private takeHome(card: number): void {
    const s = suit(card);
    this.homeCount--;
    if (--this.home[s] === 0) this.slotSuit[this.slotSuit.indexOf(s)] = EMPTY;
  }

  /**
   * The engine's automatic play: the first playable card of free cells 1…4 then columns 1…8 goes
   * home, and again. Only the card each suit needs next can be playable, so it looks at those four:
   * the one lying first in that scan order goes.
   */
  private autoplay(): void {
    for (;;) {
      let first = CELLS + COLS;
      let firstCard = -1;
      for (let s = 0; s < 4; s++) {
        if (this.home[s] === 13) continue;
        const card = s * 13 + this.home[s];
        const at = this.at[card];
        let order = first;
        if (at >= IN_CELLS) order = at - IN_CELLS;
        else if (at >= 0) {
          const c = (at / ROOM) | 0;
          if (at % ROOM === this.len[c] - 1) order = CELLS + c;
        }
        if (order < first) {
          first = order;
          firstCard = card;
        }
      }
      if (firstCard < 0) return;
      if (first < CELLS) {
        this.cell[first] = EMPTY;
        this.playAuto(firstCard, first);
      } else {
        this.lift(first - CELLS, 1);
        this.playAuto(firstCard, FIRST_COL + first - CELLS);
      }
    }
  }

  private playAuto(card: number, source: number): void {
    this.putHome(card, this.homeFor(card) - FIRST_HOME);
    this.reserve(1);
    this.log[this.top++] = card | (source << 8);
  }

  private reserve(entries: number): void {
    if (this.top + entries <= this.log.length) return;
    const bigger = new Int32Array(this.log.length * 2);
    bigger.set(this.log);
    this.log = bigger;
  }
}

// Cruel's compact search model for the solver: its moves, the redeal, keys and the evaluation.
import { cruel as cruelRules } from '../games/cruel/rules';
import type { Move, Position } from '../types';
import type { SnapshotModel } from './best-first';
import { frozenPrefix } from './cruel-frozen';

// Pile indices as in games/cruel/rules.ts: stock (0), foundation-1…4 (1…4), tableau-1…12 (5…16).
const FIRST_HOME = 1;
const FIRST_COL = 5;
const COLS = 12;
/** Room per pile: every card there is (a start position may pile them all on one). */
const ROOM = 48;
const NONE = 255;
/** The redeal as a move; card moves are from | to << 8 (pile indices of the game). */
export const REDEAL = 0xffff;
/** A snapshot: the pile lengths, cards home per suit, justDealt, then the tableau's cards. */
const SNAP_HEAD = COLS + 5;

/** Weights of the evaluation: they order the search, they never change a verdict. */
const W = { home: 10, link: 3, above: 5, buried: 2 };
const suit = (card: number) => (card / 13) | 0;
const rank = (card: number) => (card % 13) + 1;
/** `card` may lie on `below`: same suit, one rank lower. */
const fits = (below: number, card: number) => below === card + 1 && rank(card) !== 13;

/**
 * Cruel as a compact mutable position, for speed. It plays exactly the engine's rules: single cards
 * home or onto their same-suit card one higher, the redeal in fours, and the lost tests (no move
 * after a redeal, the headbanger), after which nothing is listed. test/engine/solver checks its
 * moves and positions against `legalMoves`/`applyMove`.
 *
 * The key is the tableau read pile by pile with the top of each pile marked, and `justDealt`: the
 * piles' contents in order, forgetting where empty piles lie (an empty pile never fills again and a
 * redeal skips it). Only a start position can be just dealt with piles not in fours from tableau-1,
 * where the headbanger test would read them differently: its key says so.
 *
 * With deadEnds (the default), a position proved lost by a frozen prefix (cruel-frozen.ts) lists
 * no moves: nothing below it can win, so an exhausted search is still a proof.
 */
export class CruelModel implements SnapshotModel {
  readonly keyWords = 13;
  readonly strategy = 'best-first';
  /** With homeFirst, a card that can go home is the only move listed: quicker wins, no proofs. */
  readonly pruned: boolean;
  private readonly cols = new Uint8Array(COLS * ROOM);
  private readonly len = new Uint8Array(COLS);
  /** Cards home per suit (the ace included), and each suit's foundation pile or NONE. */
  private readonly home = new Uint8Array(4);
  private readonly slot = new Uint8Array(4).fill(NONE);
  private homeCount = 0;
  private left = 0;
  private justDealt: boolean;
  /** Undo log: per card move the move; per redeal the twelve pile lengths before it, a flag, then REDEAL. */
  private log = new Int32Array(1 << 12);
  private top = 0;
  private readonly scratch = new Uint8Array(ROOM);
  private readonly bytes = new Uint8Array(52);
  private readonly words = new Uint32Array(this.bytes.buffer);

  constructor(
    private readonly position: Position,
    private readonly homeFirst = false,
    private readonly deadEnds = true,
  ) {
    this.pruned = homeFirst;
    this.justDealt = position.justDealt;
    for (let f = 0; f < 4; f++) {
      const pile = position.piles[FIRST_HOME + f];
      if (pile.length === 0) continue;
      this.slot[suit(pile[0])] = f;
      this.home[suit(pile[0])] = pile.length;
      this.homeCount += pile.length;
    }
    for (let c = 0; c < COLS; c++) {
      for (const card of position.piles[FIRST_COL + c]) this.cols[c * ROOM + this.len[c]++] = card;
      this.left += this.len[c];
    }
  }

  key(out: Uint32Array): void {
    const bytes = this.bytes;
    bytes.fill(0);
    let i = 1;
    for (let c = 0; c < COLS; c++) {
      const n = this.len[c];
      for (let j = 0; j < n; j++) bytes[i++] = this.cols[c * ROOM + j] + 1;
      if (n) bytes[i - 1] |= 64;
    }
    bytes[0] = (this.justDealt ? 1 : 0) | (this.justDealt && !this.inFours() ? 2 : 0);
    out.set(this.words);
  }

  isWon(): boolean {
    return this.left === 0 && this.homeCount === 52;
  }

  progress(): number {
    return this.homeCount;
  }

  /** Cards home never come back: each count gets its share of the search (measured: 51 against 47 of deals 1–60 at 1 s). */
  stage(): number {
    return this.homeCount;
  }

  /**
   * Cards home; cards lying on their same-suit card one higher; against: a card above a lower card
   * of its suit in the same pile (it must leave before that one can go home), and cards lying on
   * the next card a suit needs. Weights measured on deals 1–100.
   */
  evaluate(): number {
    // A position proved lost is expanded last (it has nothing below it).
    if (this.deadEnds && this.isDeadEnd()) return -1e9;
    let value = W.home * this.homeCount;
    const { cols, len } = this;
    for (let c = 0; c < COLS; c++) {
      const at = c * ROOM;
      const n = len[c];
      for (let j = 0; j < n; j++) {
        const card = cols[at + j];
        if (j > 0 && fits(cols[at + j - 1], card)) value += W.link;
        for (let k = 0; k < j; k++) {
          const under = cols[at + k];
          // Right on the card one lower it costs nothing: that measured better (77 against 73 of deals 1–100).
          if (under < card && suit(under) === suit(card) && !(k === j - 1 && under + 1 === card)) value -= W.above;
        }
        if (this.home[suit(card)] === rank(card) - 1) value -= W.buried * (n - 1 - j);
      }
    }
    return value;
  }

  moves(out: Int32Array, at: number): number {
    let n = at;
    const { cols, len } = this;
    if (this.deadEnds && this.isDeadEnd()) return 0;
    for (let c = 0; c < COLS; c++) {
      if (len[c] === 0) continue;
      const card = cols[c * ROOM + len[c] - 1];
      if (this.playable(card)) out[n++] = (FIRST_COL + c) | ((FIRST_HOME + this.slot[suit(card)]) << 8);
    }
    for (let c = 0; c < COLS; c++) {
      if (len[c] === 0) continue;
      const card = cols[c * ROOM + len[c] - 1];
      for (let t = 0; t < COLS; t++) {
        if (t !== c && len[t] && fits(cols[t * ROOM + len[t] - 1], card)) out[n++] = (FIRST_COL + c) | ((FIRST_COL + t) << 8);
      }
    }
    if (this.justDealt) {
      // Cruel's lost tests (games/cruel/rules.ts): no move after a redeal, or the headbanger, as the project fixed it.
      if (n === at || (n === at + 1 && this.isHeadbanger(out[at]))) return 0;
    } else if (!this.isWon()) {
      out[n++] = REDEAL;
    }
    // Home moves are listed first; home first drops the rest (after the lost tests, which need them all).
    if (this.homeFirst && n > at && out[at] >> 8 < FIRST_COL) return 1;
    return n - at;
  }

  play(move: number): void {
    this.reserve(COLS + 2);
    if (move === REDEAL) {
      for (let c = 0; c < COLS; c++) this.log[this.top++] = this.len[c];
      this.log[this.top++] = this.justDealt ? 1 : 0;
      this.regroup();
      this.justDealt = true;
    } else {
      this.log[this.top++] = this.justDealt ? 1 : 0;
      this.transfer(move & 255, move >> 8);
      this.justDealt = false;
    }
    this.log[this.top++] = move;
  }

  undo(): void {
    const move = this.log[--this.top];
    this.justDealt = this.log[--this.top] === 1;
    if (move === REDEAL) {
      this.top -= COLS;
      this.ungroup(this.top);
    } else {
      this.transfer(move >> 8, move & 255);
    }
  }

  toMove(move: number): Move {
    if (move === REDEAL) return { action: 'redeal' };
    const piles = cruelRules.piles;
    return { from: piles[move & 255].id, to: piles[move >> 8].id };
  }

  snapshot(): Uint8Array {
    const snap = new Uint8Array(SNAP_HEAD + this.left);
    snap.set(this.len);
    snap.set(this.home, COLS);
    snap[COLS + 4] = this.justDealt ? 1 : 0;
    let i = SNAP_HEAD;
    for (let c = 0; c < COLS; c++) {
      snap.set(this.cols.subarray(c * ROOM, c * ROOM + this.len[c]), i);
      i += this.len[c];
    }
    return snap;
  }

  restore(snapshot: unknown): void {
    const snap = snapshot as Uint8Array;
    this.top = 0;
    this.len.set(snap.subarray(0, COLS));
    this.home.set(snap.subarray(COLS, COLS + 4));
    this.justDealt = snap[COLS + 4] === 1;
    this.homeCount = this.home[0] + this.home[1] + this.home[2] + this.home[3];
    this.left = snap.length - SNAP_HEAD;
    for (let c = 0, i = SNAP_HEAD; c < COLS; c++) {
      this.cols.set(snap.subarray(i, i + this.len[c]), c * ROOM);
      i += this.len[c];
    }
  }

  /** The engine position this model stands for (for tests). */
  toPosition(): Position {
    const piles: number[][] = [this.position.piles[0].slice()];
    for (let f = 0; f < 4; f++) {
      const s = this.slot.indexOf(f);
      piles.push(s < 0 ? [] : Array.from({ length: this.home[s] }, (_, r) => s * 13 + r));
    }
    for (let c = 0; c < COLS; c++) piles.push(Array.from(this.cols.subarray(c * ROOM, c * ROOM + this.len[c])));
    return { ...this.position, piles, justDealt: this.justDealt };
  }

  /** Proved lost: a frozen prefix of piles that can never change (cruel-frozen.ts). */
  isDeadEnd(): boolean {
    return frozenPrefix(this.cols, this.len, ROOM, this.home) > 0;
  }

  private playable(card: number): boolean {
    const s = suit(card);
    return this.slot[s] !== NONE && this.home[s] === rank(card) - 1;
  }

  /** Moves the top card of pile `from` to pile `to` (game indices; undo passes them swapped, even from home). */
  private transfer(from: number, to: number): void {
    let card: number;
    if (from < FIRST_COL) {
      const s = this.slot.indexOf(from - FIRST_HOME);
      card = s * 13 + --this.home[s];
      this.homeCount--;
      this.left++;
    } else {
      const c = from - FIRST_COL;
      card = this.cols[c * ROOM + --this.len[c]];
    }
    if (to < FIRST_COL) {
      this.home[suit(card)]++;
      this.homeCount++;
      this.left--;
    } else {
      const c = to - FIRST_COL;
      this.cols[c * ROOM + this.len[c]++] = card;
    }
  }

  /** The redeal: the tableau read pile by pile, dealt again in fours from tableau-1. */
  private regroup(): void {
    this.gather();
    for (let c = 0, i = 0; c < COLS; c++) {
      const n = Math.max(0, Math.min(4, this.left - i));
      this.spread(c, i, n);
      i += n;
    }
  }

  /** Undoes a redeal: the same cards split again by the pile lengths before it. */
  private ungroup(at: number): void {
    this.gather();
    for (let c = 0, i = 0; c < COLS; c++) {
      const n = this.log[at + c];
      this.spread(c, i, n);
      i += n;
    }
  }

  private gather(): void {
    const { cols, len, scratch } = this;
    for (let c = 0, i = 0; c < COLS; c++) for (let j = 0, k = c * ROOM; j < len[c]; j++) scratch[i++] = cols[k + j];
  }

  /** Pile `c` becomes `n` cards of the gathered tableau from `from`. */
  private spread(c: number, from: number, n: number): void {
    for (let j = 0, k = c * ROOM; j < n; j++) this.cols[k + j] = this.scratch[from + j];
    this.len[c] = n;
  }

  /** The piles are as a redeal leaves them: fours from tableau-1, the rest empty. */
  private inFours(): boolean {
    for (let c = 0; c < COLS; c++) if (this.len[c] !== Math.max(0, Math.min(4, this.left - 4 * c))) return false;
    return true;
  }

  /**
   * AisleRiot's headbanger, as the engine tests it (games/cruel/rules.ts): with n cards left, n mod 4 = 1 and n ≠ 1, the one
   * legal move is the last pile's lone card onto the pile before it.
   */
  private isHeadbanger(move: number): boolean {
    const n = this.left;
    if (n === 1 || n % 4 !== 1) return false;
    const last = FIRST_COL + (n + 3) / 4 - 1;
    return (move & 255) === last && move >> 8 === last - 1;
  }

  private reserve(entries: number): void {
    if (this.top + entries <= this.log.length) return;
    const bigger = new Int32Array(this.log.length * 2);
    bigger.set(this.log);
    this.log = bigger;
  }
}

// The order the FreeCell family's solver tries moves in: a gain read off the position before each move.
import { CELLS, columnOf, EMPTY, type FamilyBoard, FIRST_COL, IN_CELLS, rank, ROOM, suit } from './board';
import { RetryRandom } from '../xorshift';

/** Weights of the gain that orders moves (they change how fast a win is found, never a verdict). */
export interface GainWeights {
  /** A free cell emptied; taken off per card a move puts in the cells. */
  readonly cell: number;
  /** Taken off, beyond `cell`, a move into the last free cell. */
  readonly lastCell: number;
  /** A column emptied; taken off a move into an empty column. */
  readonly column: number;
  /** Given back, of `column`, when a king heads the cards moved into an empty column (nothing can lie under a king). */
  readonly kingToEmpty: number;
  /** Onto a column's top card. */
  readonly build: number;
  /** Per card beyond the first moved onto a column. */
  readonly longer: number;
  /** Lifting cards off a card they do not build on. */
  readonly break: number;
  /** Taken off a move that lifts a card from the card it builds on (a link broken: mostly a shuffle). */
  readonly shuffle: number;
  /** Per card moved off a column holding a card the suits need next (taken off per card moved onto one). */
  readonly depth: number;
  /** A card to its foundation. */
  readonly home: number;
  /** Laying bare a card that can go home. */
  readonly expose: number;
  /** Into a free cell, a card within two of going home. */
  readonly soonHome: number;
  /** Laying bare a card that a free-cell card builds on. */
  readonly parent: number;
}

/** Baker's Game's (building in suit; its bench against fc-solve was tuned with these). */
export const SUIT_WEIGHTS: GainWeights = {
  cell: 1,
  lastCell: 0,
  column: 2,
  kingToEmpty: 0,
  build: 0,
  longer: 0,
  break: 2,
  shuffle: 0,
  depth: 1,
  home: 3,
  expose: 3,
  soonHome: 0,
  parent: 0,
};
/**
 * FreeCell's, tuned for the share of deals a try wins within 250 positions (deals 10001–12000, four
 * orders each: 59% → 68%; checked on 20001–22000: 60% → 68%): free cells and empty columns are worth
 * more where any card may fill them, a broken link costs, building and laying bare what can go home pay.
 */
export const COLOUR_WEIGHTS: GainWeights = {
  cell: 2,
  lastCell: 3,
  column: 4,
  kingToEmpty: 3,
  build: 3,
  longer: 1,
  break: 2,
  shuffle: 5,
  depth: 2,
  home: 2,
  expose: 5,
  soonHome: 1,
  parent: 2,
};

/**
 * FreeCell's tries (SearchModel.tries): a depth-first search that ends deep in a hopeless subtree may
 * spend millions of positions there, while the same search in another order wins in a few hundred. So
 * it starts over, nothing seen, after each of these many new positions, with other noise on the gains;
 * the try after the last has no limit, and a try that runs out of moves is a proof. Many short tries
 * first, then fewer at each doubling up to 19 200, then one of 345 600 and each three times the last. Deal 31465 is
 * won by one long try only, at 160 000, 310 000–335 000 or 450 000–467 000 positions into it whatever its seed (12
 * seeds): with one try at each doubling from 38 400 its 307 200 try fell just short, so it was won 465 392 positions
 * into the 614 400 one, 1 176 641 in all; now 318 695 into the 345 600 try, 453 944 in all. Deals 1–32000: the same
 * verdicts, 21 054 222 → 20 050 922 positions; of the eight that reach the try, five take fewer, 7107 more (197 866 →
 * 336 554).
 */
export const FREECELL_TRIES: readonly number[] = (
  [
    [250, 1],
    [150, 12],
    [300, 8],
    [600, 6],
    [1200, 6],
    [2400, 6],
    [4800, 6],
    [9600, 4],
    [19200, 2],
    [345600, 1],
    [1036800, 1],
    [3110400, 1],
  ] as const
).flatMap(([quota, times]) => Array<number>(times).fill(quota));
/** Noise on the gains from the second try on, in 64ths of a gain unit: up to 16 units (512 and 2048 measured worse). */
const TRY_NOISE = 1024;

export const countOf = (move: number): number => (move >> 8) & 255;

/** Scratch for ordering one position's moves. */
export class MoveOrder {
  /** One position's gains: room for the most moves a position has (the model's movesAtMost). */
  private readonly gains: Int32Array;
  /** Per column c, the cards the suits need next in it, in bits 4c…4c + 3 (no array to clear per position). */
  private needed = 0;
  /** The cards some free-cell card builds on, one bit per card: cards 0…31, then 32…51. */
  private parentsLow = 0;
  private parentsHigh = 0;
  private freeCells = 0;

  /** Spread of the seeded noise added to each gain (0: none), so each try orders near-ties its own way. */
  private noise = 0;
  private readonly retryRandom = new RetryRandom();

  constructor(
    private readonly board: FamilyBoard,
    private readonly w: GainWeights,
    movesAtMost: number,
  ) {
    this.gains = new Int32Array(movesAtMost);
  }

  /** From now on gains get noise from a generator seeded by try number `attempt` (xorshift32). */
  reseed(attempt: number): void {
    this.retryRandom.seed(attempt);
    this.noise = TRY_NOISE;
  }

  /** Insertion sort of the moves by `gain`, highest first (stable: the listing order breaks ties); `freeCells`: as the listing counted them. */
  sort(out: Int32Array, at: number, n: number, freeCells: number): void {
    // One move or none is in order already; a noisy try still draws its noise, so later draws stay the same.
    if (n - at <= 1) {
      if (n > at && this.noise) this.retryRandom.next();
      return;
    }
    const gains = this.gains;
    this.freeCells = freeCells;
    this.survey();
    for (let i = at; i < n; i++) {
      const move = out[i];
      const gain = this.noise ? this.gain(move) * 64 + Math.floor(this.retryRandom.next() * this.noise) : this.gain(move);
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
   * empty columns, cards not on the card they build on, cards over the ones the suits need next.
   * Only the order of the search depends on it, never a verdict.
   */
  private gain(move: number): number {
    const { board, w: W } = this;
    const from = move & 15;
    const to = (move >> 4) & 15;
    const count = countOf(move);
    let gain = 0;
    if (from < CELLS) gain += W.cell;
    else if (from >= FIRST_COL) gain += this.liftGain(from - FIRST_COL, count);
    if (to < CELLS) {
      gain -= W.cell * count;
      if (this.freeCells === 1) gain -= W.lastCell;
      if (W.soonHome && this.soonHome(this.firstMoved(from, count))) gain += W.soonHome;
    } else if (to < FIRST_COL) gain += W.home;
    else {
      const t = to - FIRST_COL;
      gain += W.longer * (count - 1);
      if (board.len[t] > 0) gain += W.build - W.depth * count * this.neededIn(t);
      else {
        gain -= W.column;
        if (rank(this.firstMoved(from, count)) === 13) gain += W.kingToEmpty;
      }
    }
    return gain;
  }

  /** The card a move of `count` cards from pile `from` (a free cell or a column) carries at the bottom. */
  private firstMoved(from: number, count: number): number {
    const { board } = this;
    return from < CELLS ? board.cell[from] : board.cols[(from - FIRST_COL) * ROOM + board.len[from - FIRST_COL] - count];
  }

  /** Whether `card` is within two of going home. */
  private soonHome(card: number): boolean {
    return rank(card) - this.board.home[suit(card)] <= 2;
  }

  /** The gain of lifting the top `count` cards off column `c`: what it empties or lays bare. */
  private liftGain(c: number, count: number): number {
    const { board, w: W } = this;
    const left = board.len[c] - count;
    if (left === 0) return W.column;
    const below = board.cols[c * ROOM + left - 1];
    let gain = board.isLink(below, board.cols[c * ROOM + left]) ? -W.shuffle : W.break;
    if (board.playable(below)) gain += W.expose;
    if (W.parent && this.cellBuildsOn(below)) gain += W.parent;
    return gain + W.depth * count * this.neededIn(c);
  }

  /** Whether a free-cell card builds on `card`. */
  private cellBuildsOn(card: number): boolean {
    return ((card < 32 ? this.parentsLow >>> card : this.parentsHigh >>> (card - 32)) & 1) === 1;
  }

  /** Marks the cards a free-cell card builds on (the four of the rank one higher that link to it), once a listing. */
  private surveyParents(): void {
    const { board } = this;
    let low = 0;
    let high = 0;
    for (let i = 0; i < CELLS; i++) {
      const card = board.cell[i];
      if (card === EMPTY || rank(card) === 13) continue;
      for (let s = 0; s < 4; s++) {
        const parent = s * 13 + rank(card);
        if (!board.isLink(parent, card)) continue;
        if (parent < 32) low |= 1 << parent;
        else high |= 1 << (parent - 32);
      }
    }
    this.parentsLow = low;
    this.parentsHigh = high;
  }

  /** Counts per column the cards the suits need next (never among the cards a move lifts: they would be home). */
  private survey(): void {
    const { board } = this;
    let needed = 0;
    for (let s = 0; s < 4; s++) {
      if (board.home[s] === 13) continue;
      const at = board.at[s * 13 + board.home[s]];
      if (at >= 0 && at < IN_CELLS) needed += 1 << (columnOf(at) * 4);
    }
    this.needed = needed;
    if (this.w.parent) this.surveyParents();
  }

  /** The cards the suits need next in column `c` (at most 4: four bits each). */
  private neededIn(c: number): number {
    return (this.needed >>> (c * 4)) & 15;
  }
}

// The order the FreeCell family's solver tries moves in: a gain read off the position before each move.
import { CELLS, COLS, type FamilyBoard, FIRST_COL, IN_CELLS, ROOM } from './board';

/** Weights of the gain that orders moves (they change how fast a win is found, never a verdict). */
export interface GainWeights {
  readonly cell: number;
  readonly column: number;
  readonly break: number;
  /** Taken off a move that lifts a card from the card it builds on (a link broken: mostly a shuffle). */
  readonly shuffle: number;
  readonly depth: number;
  readonly home: number;
}

/** Baker's Game's (building in suit; its bench against fc-solve was tuned with these). */
export const SUIT_WEIGHTS: GainWeights = { cell: 1, column: 2, break: 2, shuffle: 0, depth: 1, home: 3 };
/**
 * FreeCell's: a free cell and an empty column are worth more where any card may fill them, and a broken
 * link costs (tuned on deals 1–2000: mean positions 828 → 554; checked on 2001–4000: 872 → 626).
 */
export const COLOUR_WEIGHTS: GainWeights = { cell: 2, column: 4, break: 3, shuffle: 4, depth: 1, home: 2 };

/**
 * FreeCell's tries (SearchModel.tries): a depth-first search that ends deep in a hopeless subtree may
 * spend millions of positions there, while the same search in another order wins in a few hundred. So
 * it starts over, nothing seen, after each of these many new positions, with other noise on the gains;
 * the try after the last has no limit. A try that runs out of moves is a proof. Deals 1–2000: 68% are
 * won within the first try. Six tries at each size from 400 to 6400 (not two or three, doubling sooner):
 * deals 1–32000, mean 715 positions a deal, was 807; eight each, 752.
 */
export const FREECELL_TRIES: readonly number[] = (
  [
    [300, 1],
    [200, 9],
    [400, 6],
    [800, 6],
    [1600, 6],
    [3200, 6],
    [6400, 6],
    [12800, 4],
    [25600, 2],
    [51200, 1],
    [102400, 1],
    [204800, 1],
    [409600, 1],
  ] as const
).flatMap(([quota, times]) => Array<number>(times).fill(quota));
/** Noise on the gains from the second try on, in 64ths of a gain unit: up to 8 units (64 to 2048 measured). */
const TRY_NOISE = 512;

export const countOf = (move: number): number => (move >> 8) & 255;

/** Scratch for ordering one position's moves. */
export class MoveOrder {
  private readonly gains = new Int32Array(1024);
  private readonly needed = new Uint8Array(COLS);

  /** Spread of the seeded noise added to each gain (0: none), so each try orders near-ties its own way. */
  private noise = 0;
  private state = 1;

  constructor(
    private readonly board: FamilyBoard,
    private readonly w: GainWeights,
  ) {}

  /** From now on gains get noise from a generator seeded by try number `attempt` (xorshift32). */
  reseed(attempt: number): void {
    this.state = Math.imul(attempt, 0x9e3779b1) | 1;
    this.noise = TRY_NOISE;
  }

  private random(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x;
    return (x >>> 0) / 4294967296;
  }

  /** Insertion sort of the moves by `gain`, highest first (stable: the listing order breaks ties). */
  sort(out: Int32Array, at: number, n: number): void {
    const gains = this.gains;
    this.countNeeded();
    for (let i = at; i < n; i++) {
      const move = out[i];
      const gain = this.noise ? this.gain(move) * 64 + Math.floor(this.random() * this.noise) : this.gain(move);
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
    else if (from >= FIRST_COL) {
      const c = from - FIRST_COL;
      const left = board.len[c] - count;
      if (left === 0) gain += W.column;
      else {
        const below = board.cols[c * ROOM + left - 1];
        if (!board.isLink(below, board.cols[c * ROOM + left])) gain += W.break;
        else gain -= W.shuffle;
        if (board.playable(below)) gain += W.home;
        gain += W.depth * count * this.needed[c];
      }
    }
    if (to < CELLS) gain -= W.cell * count;
    else if (to < FIRST_COL) gain += W.home;
    else {
      const t = to - FIRST_COL;
      if (board.len[t] === 0) gain -= W.column;
      else gain -= W.depth * count * this.needed[t];
    }
    return gain;
  }

  /** Counts per column the cards the suits need next (never among the cards a move lifts: they would be home). */
  private countNeeded(): void {
    const { board, needed } = this;
    for (let c = 0; c < COLS; c++) needed[c] = 0;
    for (let s = 0; s < 4; s++) {
      if (board.home[s] === 13) continue;
      const at = board.at[s * 13 + board.home[s]];
      if (at >= 0 && at < IN_CELLS) needed[(at / ROOM) | 0]++;
    }
  }
}

// The order the FreeCell family's solver tries moves in: a gain read off the position before each move.
import { CELLS, COLS, type FamilyBoard, FIRST_COL, IN_CELLS, ROOM } from './board';

/** Weights of the gain that orders moves (they change how fast a win is found, never a verdict). */
export interface GainWeights {
  readonly cell: number;
  readonly column: number;
  readonly break: number;
  readonly depth: number;
  readonly home: number;
}

/** Baker's Game's (building in suit; its bench against fc-solve was tuned with these). */
export const SUIT_WEIGHTS: GainWeights = { cell: 1, column: 2, break: 2, depth: 1, home: 3 };
/** FreeCell's: a free cell and an empty column are worth more where any card may fill them (tuned on deals 1–2000). */
export const COLOUR_WEIGHTS: GainWeights = { cell: 2, column: 4, break: 3, depth: 1, home: 2 };

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

  /** From now on gains get noise from a generator seeded with `seed` (xorshift32), up to `noise` 64ths of a gain unit. */
  reseed(seed: number, noise: number): void {
    this.state = seed | 1;
    this.noise = noise;
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

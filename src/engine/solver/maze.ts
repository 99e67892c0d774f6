import { rankOf } from '../cards';
import { rulesOf } from '../games';
import { type GameKnowledge, packMove } from './engine-model';

const CELLS = 54;
const KEY_BYTES = 56;
const bytes = new Uint8Array(KEY_BYTES);
const words = new Uint32Array(bytes.buffer);
const cellOf = new Int8Array(52);
const ACES = [0, 13, 26, 39];
const QUEENS = [11, 24, 37, 50];

/** Cards that may follow `card` in reading order: the same suit one higher, or any ace after a queen. */
const after = (card: number): readonly number[] => (rankOf(card) === 12 ? ACES : [card + 1]);
/** Cards that may come before `card`: the same suit one lower, or any queen before an ace. */
const before = (card: number): readonly number[] => (rankOf(card) === 1 ? QUEENS : [card - 1]);

/**
 * Maze: every cell is its own place, so the key is the grid itself. A card can only enter an
 * empty cell next to a card it follows or precedes (or a corner), so the candidates are found from
 * the six gaps rather than by trying 48 cards on 54 cells.
 */
export const mazeKnowledge: GameKnowledge = {
  strategy: 'best-first',
  keyWords: KEY_BYTES / 4,

  key(position, out) {
    for (let c = 0; c < CELLS; c++) bytes[c] = position.piles[c].length ? position.piles[c][0] + 1 : 0;
    out.set(words);
  },

  candidates(position, out, at) {
    const piles = position.piles;
    cellOf.fill(-1);
    for (let c = 0; c < CELLS; c++) if (piles[c].length) cellOf[piles[c][0]] = c;
    let n = at;
    const add = (card: number, to: number) => {
      const from = cellOf[card];
      if (from >= 0 && from !== to) out[n++] = packMove(from, 1, to);
    };
    for (let to = 0; to < CELLS; to++) {
      if (piles[to].length) continue;
      // The cards that would score here first: after the left neighbour, before the right one.
      if (to === 0) ACES.forEach((card) => add(card, to));
      else if (piles[to - 1].length) after(piles[to - 1][0]).forEach((card) => add(card, to));
      if (to === CELLS - 1) QUEENS.forEach((card) => add(card, to));
      else if (piles[to + 1].length) before(piles[to + 1][0]).forEach((card) => add(card, to));
    }
    return n - at;
  },

  evaluate: (position) => rulesOf('maze').score(position),
  progress: (position) => rulesOf('maze').score(position),
};


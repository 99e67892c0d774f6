// How promising a FreeCell position looks to the solver (its depth-first search tries the best child first).
import { CELLS, COLS, EMPTY, type FamilyBoard, IN_CELLS, ROOM } from './board';

/** Weights (they change how fast a win is found, never a verdict). */
const W = { home: 4, buried: 4, free: 3, loose: 3 };

/**
 * Cards home; the cards lying over the ones the suits need next; free cells and empty columns as the
 * run they let move; cards not on the card they build on.
 */
export function familyValue(board: FamilyBoard): number {
  let value = W.home * board.homeCount;
  for (let s = 0; s < 4; s++) {
    if (board.home[s] === 13) continue;
    const at = board.at[s * 13 + board.home[s]];
    if (at >= 0 && at < IN_CELLS) {
      const c = (at / ROOM) | 0;
      value -= W.buried * (board.len[c] - 1 - (at % ROOM));
    }
  }
  let free = 0;
  for (let i = 0; i < CELLS; i++) if (board.cell[i] === EMPTY) free++;
  let empty = 0;
  for (let c = 0; c < COLS; c++) {
    const n = board.len[c];
    if (n === 0) {
      empty++;
      continue;
    }
    for (let i = c * ROOM + 1; i < c * ROOM + n; i++) if (!board.isLink(board.cols[i - 1], board.cols[i])) value -= W.loose;
  }
  return value + W.free * ((free + 1) << empty);
}

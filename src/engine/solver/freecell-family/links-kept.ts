// Baker's Game under kings rules: the moves the solver leaves out because no win needs them (README.md, "links kept").
import { CELLS, columnOf, EMPTY, type FamilyBoard, FIRST_COL, heightOf, IN_CELLS, rank, ROOM } from './board';

/** Marks a put-back in the undo log (the other entries, cards played home, stay below 1 << 14). */
export const PUT_BACK = 1 << 20;

interface LoggingBoard extends FamilyBoard {
  logStep(entry: number): void;
}

/** The top card of column `c` lies on the card it builds on. */
export function topIsLinked(board: FamilyBoard, c: number): boolean {
  const top = c * ROOM + board.len[c] - 1;
  return board.len[c] > 1 && board.isLink(board.cols[top - 1], board.cols[top]);
}

/**
 * The move parking the top run of column `c` whole in the first empty free cells (from `firstCell`),
 * with the cells it fills as a mask from bit 16, or 0 when the run does not fit.
 */
export function parkRun(board: FamilyBoard, c: number, freeCells: number, firstCell: number): number {
  const run = board.runLength(c);
  if (run > freeCells) return 0;
  let mask = 0;
  for (let i = 0, left = run; i < CELLS && left > 0; i++) {
    if (board.cell[i] === EMPTY) {
      mask |= 1 << i;
      left--;
    }
  }
  return (FIRST_COL + c) | (firstCell << 4) | (run << 8) | (mask << 16);
}

/**
 * Puts every free-cell card whose card one higher tops a column on it, logged as
 * PUT_BACK | cell | column << 4 (a put-back covers a card, so nothing new can go home).
 */
export function putBack(board: LoggingBoard): void {
  for (let i = 0; i < CELLS; i++) {
    const card = board.cell[i];
    if (card === EMPTY || rank(card) === 13) continue;
    const at = board.at[card + 1];
    if (at < 0 || at >= IN_CELLS) continue;
    const c = columnOf(at);
    if (heightOf(at) !== board.len[c] - 1) continue;
    board.cell[i] = EMPTY;
    board.push(c, card);
    board.logStep(PUT_BACK | i | (c << 4));
    // The card put back may be the one higher of a card in an earlier cell.
    i = -1;
  }
}

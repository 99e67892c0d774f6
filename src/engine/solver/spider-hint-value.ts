// How promising a visible Spider table looks to the hint planner: runs home, cards turned, empty columns, runs in suit.
import { COLS, type VisibleSpider, isOffSuit, isSuited } from './spider-visible';

/** Weights of the value (tuned on deals 1–200 by playing hints only; see spider-planner.ts). */
export const WEIGHTS = { home: 600, down: 40, empty: 20, suited: 10, offSuit: 2, buried: 0 };

export function tableValue(table: VisibleSpider, w = WEIGHTS): number {
  let value = table.homes * w.home;
  for (let c = 0; c < COLS; c++) {
    if (table.isEmpty(c)) {
      value += w.empty;
      continue;
    }
    value -= table.down[c] * w.down;
    const n = table.upLen[c];
    // Runs in suit lying on the face-down cards: each must move before the next card turns.
    let runs = 1;
    for (let depth = 1; depth < n; depth++) {
      const under = table.card(c, depth);
      const card = table.card(c, depth - 1);
      if (isSuited(under, card)) value += w.suited;
      else {
        runs++;
        if (isOffSuit(under, card)) value += w.offSuit;
      }
    }
    if (table.down[c] > 0) value -= runs * w.buried;
  }
  return value;
}

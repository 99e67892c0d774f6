// How promising a visible Spider table looks to the hint planner: runs home, cards turned, empty columns, runs in suit.
import { type VisibleSpider, isOffSuit, isSuited } from './spider-visible';

/**
 * Weights of the value, tried on deals 1–30 by playing hints only. An empty column is worth less
 * than a turned card: this game deals onto empty columns anyway, and at 50 the planner kept its
 * empty columns instead of digging with them. A penalty per run lying on face-down cards cost wins.
 */
export const WEIGHTS = { home: 600, down: 40, empty: 20, suited: 10, offSuit: 2 };

export function tableValue(table: VisibleSpider): number {
  const w = WEIGHTS;
  let value = table.homes * w.home;
  for (let c = 0; c < table.cols; c++) {
    if (table.isEmpty(c)) {
      value += w.empty;
      continue;
    }
    value -= table.down[c] * w.down;
    const n = table.upLen[c];
    for (let depth = 1; depth < n; depth++) {
      const under = table.card(c, depth);
      const card = table.card(c, depth - 1);
      if (isSuited(under, card)) value += w.suited;
      else if (isOffSuit(under, card)) value += w.offSuit;
    }
  }
  return value;
}

// Shared mechanics of a stock: dealing a row of cards from it onto the tableau.
import { turnUp } from '../cards';
import type { Position } from '../types';

/** Deals one card face up from the top of the stock onto each target in order, until the stock runs out. */
export function dealRow(position: Position, stock: number, targets: readonly number[]): Position {
  const piles = position.piles.slice();
  const stockCards = piles[stock].slice();
  for (const target of targets) {
    const card = stockCards.pop();
    if (card === undefined) break;
    piles[target] = piles[target].concat(turnUp(card));
  }
  piles[stock] = stockCards;
  return { ...position, piles };
}

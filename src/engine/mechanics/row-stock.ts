// Shared mechanics of a stock that deals rows: one card from it onto each tableau pile, as Spider's does.
import { turnUp } from '../cards';
import type { Position, StockClick } from '../types';

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

/**
 * What a click on a stock that deals rows onto `targets` does. `fullFirst`: it deals only when every target holds a
 * card (Spider; Spider Three Decks deals onto empty piles too), and says which of AisleRiot's two reasons stops it.
 */
export function rowStockClick(position: Position, stock: number, targets: readonly number[], fullFirst: boolean): StockClick {
  const left = position.piles[stock].length;
  if (left === 0) return { does: 'nothing', why: 'empty' };
  if (fullFirst && targets.some((t) => position.piles[t].length === 0)) {
    let cards = 0;
    for (const t of targets) cards += position.piles[t].length;
    return { does: 'nothing', why: cards < targets.length ? 'too-few-cards' : 'fill-empty-piles' };
  }
  return { does: 'deal-row', rows: Math.ceil(left / targets.length) };
}

// Shared mechanics of a stock that draws to a waste (Klondike's): a click draws n cards onto the waste, face up, one
// after another; on an empty stock it turns the whole waste over into the stock, as a redeal counted in the position.
import { turnDown, turnUp } from '../cards';
import type { Position, StockClick } from '../types';

/** One rule set's stock: where the stock and the waste lie, how many cards a click draws and how often the waste may turn. */
export interface WasteStock {
  readonly stock: number;
  readonly waste: number;
  readonly draws: number;
  /** Times the waste may be turned over (Infinity: as often as the player likes). */
  readonly redeals: number;
}

/** The redeals made so far (a position without the count has made none). */
export const redealsOf = (position: Position): number => position.redeals ?? 0;

/** What a click on the stock does: draw, turn the waste over while a redeal is left, or nothing. */
export function wasteStockClick(position: Position, s: WasteStock): StockClick {
  const left = position.piles[s.stock].length;
  if (left > 0) return { does: 'draw', cards: Math.min(s.draws, left) };
  if (position.piles[s.waste].length === 0) return { does: 'nothing', why: 'empty' };
  const redealsLeft = s.redeals - redealsOf(position);
  return redealsLeft > 0 ? { does: 'turn-over', redealsLeft } : { does: 'nothing', why: 'no-redeal-left' };
}

/** The click, when wasteStockClick says it does something: the draw, or the waste turned over (the first card drawn on top again). */
export function drawOrTurnOver(position: Position, s: WasteStock): Position {
  const piles = position.piles.slice();
  const stock = position.piles[s.stock];
  if (stock.length > 0) {
    const drawn = Math.min(s.draws, stock.length);
    // The stock's top is its last card: it goes onto the waste first, so the last card drawn is the waste's top.
    piles[s.stock] = stock.slice(0, stock.length - drawn);
    piles[s.waste] = position.piles[s.waste].concat(
      stock
        .slice(stock.length - drawn)
        .reverse()
        .map(turnUp),
    );
    return { ...position, piles };
  }
  piles[s.stock] = position.piles[s.waste].slice().reverse().map(turnDown);
  piles[s.waste] = [];
  return { ...position, piles, redeals: redealsOf(position) + 1 };
}

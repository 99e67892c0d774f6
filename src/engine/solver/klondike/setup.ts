// A Klondike position as the compact model reads it (board.ts KlondikeSetup): its piles and its rule set's stock.
import { klondikeStock } from '../../games/klondike/rules';
import { indexRange } from '../../mechanics/layout';
import { redealsOf } from '../../mechanics/waste-stock';
import type { Position } from '../../types';
import { KlondikeBoard, type KlondikeSetup } from './board';

// Pile indices as in games/klondike/rules.ts: stock (0), waste (1), foundation-1…4 (2…5), tableau-1…7 (6…12).
const FOUNDATIONS = indexRange(2, 4);
const TABLEAU = indexRange(6, 7);

/** The setup of a Klondike position, or null when its cards do not lie as the model assumes (KlondikeBoard.fits). */
export function klondikeSetup(position: Position): KlondikeSetup | null {
  const { stock, waste, draws, redeals } = klondikeStock(position.variant);
  const columns = TABLEAU.map((t) => position.piles[t]);
  if (!KlondikeBoard.fits(columns)) return null;
  return {
    columns,
    foundations: FOUNDATIONS.map((f) => position.piles[f]),
    stock: position.piles[stock],
    waste: position.piles[waste],
    redealsUsed: redealsOf(position),
    drawCount: draws,
    redeals,
    position,
  };
}

// What the table says about its stock, in the game's own words (its descriptor's `stock`: games/stock-words.ts) and the
// page's language: the header's button, what a click did, why it did nothing. The stock's name is card-labels.ts's.
import { type Position, clickMove, gameOf, stockClickOf } from '../../src/engine';
import { strings } from '../l10n/strings';

/** The header's button that clicks the stock: its label, its tooltip (what a click does now, or why not), whether it may. */
export interface StockButton {
  readonly label: string;
  readonly title: string;
  readonly enabled: boolean;
}

/** The stock's button for the game on the table; null for a game without a stock to click. */
export function stockButton(position: Position): StockButton | null {
  const words = gameOf(position.game).stock;
  if (!words) return null;
  const click = stockClickOf(position);
  const lang = strings.format.language;
  const title = strings.header.stockTitle(words.says(click, lang));
  // Not once the game is over, whatever the stock could do.
  return { label: words.button[lang], title, enabled: clickMove(position, 'stock') !== null };
}

/** Why a click on the stock does nothing here (the game's reason; the table's words for a game without a stock). */
export function stockRefusal(position: Position): string {
  const words = gameOf(position.game).stock;
  const click = stockClickOf(position);
  return words && click.does === 'nothing' ? words.refused(click.why, strings.format.language) : strings.announce.cannotDeal;
}

/** What a click on the stock did, from the position before it. */
export const stockDone = (before: Position): string =>
  gameOf(before.game).stock?.did(stockClickOf(before), strings.format.language) ?? strings.announce.cannotDeal;

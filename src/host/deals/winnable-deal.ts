// The setting "Winnable deals only" (patience.winnableDealsOnly) and the deal numbers it gives. The
// search for a winnable deal (winnable-search.ts) loads on first use (deal-actions.ts).
import * as vscode from 'vscode';
import type { GameId } from '../../engine';
import { randomDeal } from './deal-picker';
import { chosenVariant } from '../settings';

export const winnableDealsOnly = (): boolean =>
  vscode.workspace.getConfiguration('patience').get<boolean>('winnableDealsOnly', true) !== false;

/**
 * A new deal number for `game`: any, or with the setting on, one the solver proves winnable; `proved`
 * says which it is (false too when the search ran out of time and fell back to any deal).
 */
export async function newDealNumber(game: GameId): Promise<{ deal: number; proved: boolean }> {
  if (!winnableDealsOnly()) return { deal: randomDeal(), proved: false };
  const search = import('./deal-actions').then((actions) => actions.findWinnableDeal(game, chosenVariant(game)));
  // Quick finds need no notification; a long search shows one until it ends.
  const timer = setTimeout(() => {
    void vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Looking for a winnable deal…') },
      () => search,
    );
  }, 500);
  const found = await search.finally(() => clearTimeout(timer));
  if (!found.proved)
    vscode.window.setStatusBarMessage(vscode.l10n.t('No winnable deal was found in time: this deal may not be winnable.'), 8000);
  return found;
}

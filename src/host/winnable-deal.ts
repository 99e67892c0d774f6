// "Winnable deals only" (patience.winnableDealsOnly): draws deal numbers until the solver proves
// one winnable, reading every card (`full` knowledge). The search runs in 20 ms slices with a
// macrotask between them, so the extension host (Node or browser) stays responsive.
import * as vscode from 'vscode';
import { type GameId, newGame } from '../engine';
import { createSearch } from '../engine/solver';
import { randomDeal } from './deal-picker';
import { tableSettings } from './settings';

export interface WinnableSearchOptions {
  readonly random?: () => number;
  readonly now?: () => number;
  /** Yields between slices (default: a setTimeout of 0). */
  readonly pause?: () => Promise<void>;
  readonly perDealMs?: number;
  readonly totalMs?: number;
  readonly sliceMs?: number;
}

/** A deal proved winnable, or (proved: false) the last number drawn once the overall cap is spent. */
export async function findWinnableDeal(game: GameId, variant: string | undefined, options: WinnableSearchOptions = {}): Promise<{ deal: number; proved: boolean }> {
  const { random = randomDeal, now = () => performance.now(), pause = () => new Promise<void>((r) => setTimeout(r, 0)) } = options;
  const { perDealMs = 3000, totalMs = 20_000, sliceMs = 20 } = options;
  const stopAt = now() + totalMs;
  for (;;) {
    const deal = random();
    const search = createSearch(newGame(game, deal, variant), { knowledge: 'full' });
    const dealStop = Math.min(stopAt, now() + perDealMs);
    for (;;) {
      const { verdict } = search.run({ maxMs: sliceMs, now });
      if (verdict === 'solved') return { deal, proved: true };
      if (verdict === 'unsolvable' || now() >= dealStop) break;
      await pause();
    }
    if (now() >= stopAt) return { deal: randomDeal(), proved: false };
    await pause();
  }
}

export const winnableDealsOnly = (): boolean => vscode.workspace.getConfiguration('patience').get<boolean>('winnableDealsOnly', false) === true;

/** A new deal number for `game`: any, or with the setting on, one the solver proves winnable. */
export async function newDealNumber(game: GameId): Promise<number> {
  if (!winnableDealsOnly()) return randomDeal();
  const variant = game === 'bakers-game' ? tableSettings().bakersGameRules : undefined;
  const search = findWinnableDeal(game, variant);
  // Quick finds need no notification; a long search shows one until it ends.
  const timer = setTimeout(() => {
    void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Looking for a winnable deal…') }, () => search);
  }, 500);
  const found = await search.finally(() => clearTimeout(timer));
  if (!found.proved) vscode.window.setStatusBarMessage(vscode.l10n.t('No winnable deal was found in time: this deal may not be winnable.'), 8000);
  return found.deal;
}

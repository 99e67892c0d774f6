// Reset Statistics…: which game's statistics (or all), then a modal question with the count. Loaded
// on first use (stats-messages.ts), like the other title actions' code.
import * as vscode from 'vscode';
import { gameTitleIn } from '../../engine/games/names';
import { hostLanguage } from '../l10n';
import { games } from './game-count';
import { type ScopeKey, scopeParts } from '../../stats-core/result';
import type { Statistics } from './statistics';

/** "Cruel", "Baker's Game (kings only)", "FreeCell (autoplay off)": worded as the pages word it. */
export function scopeTitle(scope: ScopeKey): string {
  const { game, variant } = scopeParts(scope);
  return gameTitleIn(hostLanguage(), game, variant);
}

export async function resetStatistics(statistics: Statistics): Promise<void> {
  const played = statistics.snapshot().scopes.filter((s) => s.played > 0);
  if (played.length === 0) {
    await vscode.window.showInformationMessage(vscode.l10n.t('There are no statistics to reset yet.'));
    return;
  }
  const all = { label: vscode.l10n.t('All games'), description: games(statistics.played()), scope: undefined };
  const choice = await vscode.window.showQuickPick(
    [all, ...played.map((s) => ({ label: scopeTitle(s.scope), description: games(s.played), scope: s.scope }))],
    { placeHolder: vscode.l10n.t('Reset the statistics of…') },
  );
  if (!choice) return;
  const reset = vscode.l10n.t('Reset');
  const answer = await vscode.window.showWarningMessage(
    choice.scope === undefined
      ? vscode.l10n.t('Reset the statistics of all games?')
      : vscode.l10n.t('Reset the statistics of {0}?', choice.label),
    {
      modal: true,
      detail: vscode.l10n.t(
        '{0} stop counting, here and on the machines you sync settings with. This cannot be undone: Export Statistics… first keeps a copy.',
        games(statistics.played(choice.scope)),
      ),
    },
    reset,
  );
  if (answer === reset) await statistics.reset(choice.scope);
}

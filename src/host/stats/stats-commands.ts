// The statistics view's title actions: reset (one game or all, asked first), export to a JSON file
// and import one. Export and import load their code on first use (transfer-commands.ts).
import * as vscode from 'vscode';
import { gameName, plural } from '../l10n';
import { type ScopeKey, scopeParts } from './result';
import type { Statistics } from './statistics';

export const STATS_COMMANDS = {
  show: 'patience.showStatistics',
  reset: 'patience.stats.reset',
  export: 'patience.stats.export',
  import: 'patience.stats.import',
} as const;

const JSON_FILTER = { [vscode.l10n.t('Patience statistics')]: ['json'] };

/**
 * The commands. Export and import take an optional file (a vscode.Uri) to use without a dialog, for
 * other extensions and tests; from the palette or the view they ask.
 */
export function registerStatsCommands(statistics: Statistics, viewId: string, log: vscode.LogOutputChannel): vscode.Disposable[] {
  const words = { games, jsonFilter: JSON_FILTER };
  const file = (arg: unknown): vscode.Uri | undefined => (arg instanceof vscode.Uri ? arg : undefined);
  return [
    // Every view gets a `<view id>.focus` command from VS Code: it opens the sidebar at the view.
    vscode.commands.registerCommand(STATS_COMMANDS.show, () => vscode.commands.executeCommand(`${viewId}.focus`)),
    vscode.commands.registerCommand(STATS_COMMANDS.reset, () => resetStatistics(statistics)),
    vscode.commands.registerCommand(STATS_COMMANDS.export, async (arg?: unknown) => (await import('./transfer-commands')).exportStatistics(statistics, log, words, file(arg))),
    vscode.commands.registerCommand(STATS_COMMANDS.import, async (arg?: unknown) => (await import('./transfer-commands')).importStatistics(statistics, log, words, file(arg))),
  ];
}

/** "Cruel", "Baker's Game (kings only)". */
export function scopeTitle(scope: ScopeKey): string {
  const { game, variant } = scopeParts(scope);
  const title = gameName(game);
  if (variant === 'kings') return vscode.l10n.t('{0} (kings only)', title);
  if (variant === 'any') return vscode.l10n.t('{0} (any card on an empty column)', title);
  return title;
}

async function resetStatistics(statistics: Statistics): Promise<void> {
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
    choice.scope === undefined ? vscode.l10n.t('Reset the statistics of all games?') : vscode.l10n.t('Reset the statistics of {0}?', choice.label),
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

/** "1 game", "12 games"; «1 игра», «3 игры», «5 игр». */
const games = (n: number): string =>
  plural(n, {
    one: (count) => vscode.l10n.t({ message: '{0} game', args: [count], comment: ['plural: one'] }),
    few: (count) => vscode.l10n.t({ message: '{0} games', args: [count], comment: ['plural: few'] }),
    many: (count) => vscode.l10n.t({ message: '{0} games', args: [count], comment: ['plural: many'] }),
    other: (count) => vscode.l10n.t('{0} games', count),
  });


// The statistics view's title actions: reset (one game or all, asked first), export to a JSON file
// and import one. Files go through vscode.workspace.fs, so they work in the web extension host too.
import * as vscode from 'vscode';
import { formatNumber, gameName, plural } from '../l10n';
import { type ScopeKey, scopeParts } from './result';
import type { Statistics } from './statistics';

export const STATS_COMMANDS = {
  show: 'patience.showStatistics',
  reset: 'patience.stats.reset',
  export: 'patience.stats.export',
  import: 'patience.stats.import',
} as const;

const JSON_FILTER = { [vscode.l10n.t('Patience statistics')]: ['json'] };

export function registerStatsCommands(statistics: Statistics, viewId: string): vscode.Disposable[] {
  return [
    // Every view gets a `<view id>.focus` command from VS Code: it opens the sidebar at the view.
    vscode.commands.registerCommand(STATS_COMMANDS.show, () => vscode.commands.executeCommand(`${viewId}.focus`)),
    vscode.commands.registerCommand(STATS_COMMANDS.reset, () => resetStatistics(statistics)),
    vscode.commands.registerCommand(STATS_COMMANDS.export, () => exportStatistics(statistics)),
    vscode.commands.registerCommand(STATS_COMMANDS.import, () => importStatistics(statistics)),
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

async function exportStatistics(statistics: Statistics): Promise<void> {
  const date = new Date().toISOString().slice(0, 10);
  const home = vscode.workspace.workspaceFolders?.[0]?.uri;
  const target = await vscode.window.showSaveDialog({
    title: vscode.l10n.t('Export Patience Statistics'),
    saveLabel: vscode.l10n.t('Export'),
    filters: JSON_FILTER,
    ...(home ? { defaultUri: vscode.Uri.joinPath(home, `patience-statistics-${date}.json`) } : {}),
  });
  if (!target) return;
  const played = statistics.played();
  try {
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(statistics.exportJson()));
  } catch (error) {
    await vscode.window.showErrorMessage(vscode.l10n.t('Could not export the statistics: {0}', errorText(error)));
    return;
  }
  await vscode.window.showInformationMessage(vscode.l10n.t('Exported the statistics of {0} to {1}.', games(played), target.fsPath));
}

async function importStatistics(statistics: Statistics): Promise<void> {
  const picked = await vscode.window.showOpenDialog({
    title: vscode.l10n.t('Import Patience Statistics'),
    openLabel: vscode.l10n.t('Import'),
    canSelectMany: false,
    filters: JSON_FILTER,
  });
  const source = picked?.[0];
  if (!source) return;
  let text: string;
  try {
    text = new TextDecoder().decode(await vscode.workspace.fs.readFile(source));
  } catch (error) {
    await vscode.window.showErrorMessage(vscode.l10n.t('Could not read {0}: {1}', source.fsPath, errorText(error)));
    return;
  }
  const imported = await statistics.importJson(text);
  if (!imported.ok) {
    await vscode.window.showErrorMessage(vscode.l10n.t('Nothing was imported: {0}.', imported.error));
    return;
  }
  const { added, alreadyCounted, hiddenByReset, skipped } = imported.value;
  const parts = [vscode.l10n.t('{0} added', games(added)), vscode.l10n.t('{0} already counted', formatNumber(alreadyCounted))];
  if (hiddenByReset > 0) parts.push(vscode.l10n.t('{0} from before a reset, left out', formatNumber(hiddenByReset)));
  if (skipped.length > 0) parts.push(vscode.l10n.t('{0} unreadable, skipped (see the Patience log)', formatNumber(skipped.length)));
  await vscode.window.showInformationMessage(vscode.l10n.t('Imported statistics: {0}.', parts.join(', ')));
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

// The statistics view's title actions: reset (one game or all, asked first), export to a JSON file
// and import one. Their code loads on first use (reset-command.ts through stats-messages.ts, transfer-commands.ts).
import * as vscode from 'vscode';
import type { Statistics } from './statistics';

export const STATS_COMMANDS = {
  show: 'patience.showStatistics',
  reset: 'patience.stats.reset',
  export: 'patience.stats.export',
  import: 'patience.stats.import',
} as const;

/**
 * The commands. Export and import take an optional file (a vscode.Uri) to use without a dialog, for
 * other extensions and tests; from the palette or the view they ask.
 */
export function registerStatsCommands(statistics: Statistics, viewId: string, log: vscode.LogOutputChannel): vscode.Disposable[] {
  const file = (arg: unknown): vscode.Uri | undefined => (arg instanceof vscode.Uri ? arg : undefined);
  return [
    // Every view gets a `<view id>.focus` command from VS Code: it opens the sidebar at the view.
    vscode.commands.registerCommand(STATS_COMMANDS.show, () => vscode.commands.executeCommand(`${viewId}.focus`)),
    // The reset's questions load on first use (reset-command.ts, through stats-messages.ts).
    vscode.commands.registerCommand(STATS_COMMANDS.reset, async () => (await import('./stats-messages')).resetStatistics(statistics)),
    vscode.commands.registerCommand(STATS_COMMANDS.export, async (arg?: unknown) =>
      (await import('./transfer-commands')).exportStatistics(statistics, log, file(arg)),
    ),
    vscode.commands.registerCommand(STATS_COMMANDS.import, async (arg?: unknown) =>
      (await import('./transfer-commands')).importStatistics(statistics, log, file(arg)),
    ),
  ];
}

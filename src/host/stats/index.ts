// The statistics wired into VS Code: the store on globalState, the sidebar view, its commands and
// the player's notices. activate() calls `registerStatistics` once and returns `statistics` from
// activate, so integration tests read the numbers through the extension's API.
import * as vscode from 'vscode';
import type { GameId } from '../../engine';
import { newGameCommandId } from '../command-ids';
import { STATS_COMMANDS, registerStatsCommands } from './stats-commands';
import { type StatsNotices, Statistics } from './statistics';
import type { DailySources, StatsViewProvider } from './stats-view';
import { STATS_KEY } from './store';
import type { StatsHostMessage } from '../../stats-protocol';

export { newGameId } from './result';
export type { Counted, LeftGame, Statistics } from './statistics';
export type { ImportReport } from './import-plan';
export type { ResultClaim } from './verify';
export { STATS_COMMANDS, type DailySources };

/** The sidebar view's id (package.json `views`). */
export const STATS_VIEW = 'patience.statistics';

/** What Settings Sync carries; globalState.setKeysForSync replaces its list, so add these to the one call. */
export const STATS_SYNC_KEYS: readonly string[] = [STATS_KEY];

export function registerStatistics(
  context: Pick<vscode.ExtensionContext, 'globalState' | 'extensionUri'>,
  log: vscode.LogOutputChannel,
  daily: DailySources,
): { statistics: Statistics; sidebar(): Promise<StatsHostMessage | undefined>; disposables: vscode.Disposable[] } {
  const statistics = new Statistics(context.globalState, log, playerNotices(log));
  const play = (game?: GameId) => vscode.commands.executeCommand(game ? newGameCommandId(game) : 'patience.newGame');
  // The view's code loads when VS Code first shows the view (esbuild.mjs builds it as dist/host-stats-view.js).
  let view: Promise<StatsViewProvider> | undefined;
  const loadView = () => (view ??= import('./stats-view').then(({ StatsViewProvider }) => new StatsViewProvider(context.extensionUri, statistics, log, play, daily)));
  const provider = {
    resolveWebviewView: async (webviewView: vscode.WebviewView) => (await loadView()).resolveWebviewView(webviewView),
    refresh: () => void view?.then((loaded) => loaded.refresh()),
    dispose: () => void view?.then((loaded) => loaded.dispose()),
  };
  return {
    statistics,
    sidebar: async () => (await view)?.delivered,
    disposables: [
      vscode.window.registerWebviewViewProvider(STATS_VIEW, provider),
      // Back from another window, which shares globalState and may have counted games.
      vscode.window.onDidChangeWindowState((state) => state.focused && provider.refresh()),
      ...registerStatsCommands(statistics, STATS_VIEW, log),
      provider,
      { dispose: () => statistics.dispose() },
    ],
  };
}

function playerNotices(log: vscode.LogOutputChannel): StatsNotices {
  return {
    damaged: () => {
      const details = vscode.l10n.t('Show Details');
      void vscode.window
        .showWarningMessage(
          vscode.l10n.t('Some of your Patience statistics were damaged. Everything readable was kept, and a copy of the damaged data was saved for a bug report.'),
          details,
        )
        .then((choice) => choice === details && log.show());
    },
    newer: () =>
      void vscode.window.showInformationMessage(
        vscode.l10n.t('Your statistics were saved by a newer version of Patience. Update the extension to see them all; games you finish here are kept and will be added.'),
      ),
  };
}

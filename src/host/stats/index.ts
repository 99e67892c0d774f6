// The statistics wired into VS Code: the store on globalState, the game journal under
// globalStorageUri, the sidebar view, its commands and the player's notices. activate() calls
// `registerStatistics` once and returns `statistics` from activate, so integration tests read the
// numbers through the extension's API.
import * as vscode from 'vscode';
import type { GameId } from '../../engine';
import { newGameCommandId } from '../command-ids';
import { Journal } from '../journal/journal';
import { StorageFolder } from '../storage/storage-folder';
import { STATS_COMMANDS, registerStatsCommands } from './stats-commands';
import { type StatsNotices, Statistics } from './statistics';
import type { DailySources, StatsViewProvider } from './stats-view';
import { STATS_KEY } from './store';
import type { StatsHostMessage } from '../../protocol/stats-protocol';

export { newGameId } from '../../stats-core/result';
export type { Counted, LeftGame, Statistics } from './statistics';
export type { ImportReport } from '../../stats-core/import-plan';
export type { ResultClaim } from '../../stats-core/verify';
export { STATS_COMMANDS, type DailySources };

/** The sidebar view's id (package.json `views`). */
export const STATS_VIEW = 'patience.statistics';

/** What Settings Sync carries; globalState.setKeysForSync replaces its list, so add these to the one call. */
export const STATS_SYNC_KEYS: readonly string[] = [STATS_KEY];

/** A window that gains the focus looks in the journal again, at most this often. */
const JOURNAL_LOOK_MS = 60_000;

export function registerStatistics(
  context: Pick<vscode.ExtensionContext, 'globalState' | 'extensionUri' | 'globalStorageUri'>,
  log: vscode.LogOutputChannel,
  window: string,
  daily: DailySources,
): { statistics: Statistics; journal: Journal; sidebar(): Promise<StatsHostMessage | undefined>; disposables: vscode.Disposable[] } {
  const journal = new Journal(new StorageFolder(vscode.Uri.joinPath(context.globalStorageUri, 'journal')), window);
  const statistics = new Statistics(context.globalState, log, playerNotices(log), journal);
  let lookedAt = Date.now();
  const catchUp = (): void =>
    void statistics.catchUp().catch((error: unknown) => log.error(`Statistics: could not read the game journal: ${String(error)}`));
  // What a window that closed right after counting left only in the journal, back into globalState: off the activation path.
  catchUp();
  const play = (game?: GameId) => vscode.commands.executeCommand(game ? newGameCommandId(game) : 'patience.newGame');
  // The view's code loads when VS Code first shows the view (esbuild.mjs builds it as dist/host-stats-view.js).
  let view: Promise<StatsViewProvider> | undefined;
  const loadView = () =>
    (view ??= import('./stats-view').then(
      ({ StatsViewProvider }) => new StatsViewProvider(context.extensionUri, statistics, log, play, daily),
    ));
  const provider = {
    resolveWebviewView: async (webviewView: vscode.WebviewView) => {
      // The player is about to read the numbers: look in the journal again (another window's write may have
      // overwritten a result after this window's first look at activation).
      catchUp();
      return (await loadView()).resolveWebviewView(webviewView);
    },
    refresh: () => void view?.then((loaded) => loaded.refresh()),
    dispose: () => void view?.then((loaded) => loaded.dispose()),
  };
  return {
    statistics,
    // The one journal of this window: the replay tab reads its games from it.
    journal,
    sidebar: async () => (await view)?.delivered,
    disposables: [
      vscode.window.registerWebviewViewProvider(STATS_VIEW, provider),
      // Back from another window, which shares globalState and may have counted games (or closed after counting).
      vscode.window.onDidChangeWindowState((state) => {
        if (!state.focused) return;
        provider.refresh();
        if (Date.now() - lookedAt < JOURNAL_LOOK_MS) return;
        lookedAt = Date.now();
        catchUp();
      }),
      ...registerStatsCommands(statistics, STATS_VIEW, log),
      provider,
      { dispose: () => statistics.dispose() },
      // No retry of the journal outlives the window (deactivate() awaits the same last try first).
      { dispose: () => void journal.dispose() },
    ],
  };
}

/** What the player is told about the stored statistics, its words loaded when it happens (notices.ts). */
function playerNotices(log: vscode.LogOutputChannel): StatsNotices {
  const notices = () => import('./stats-messages');
  return {
    damaged: () => void notices().then((loaded) => loaded.tellStatsDamaged(log)),
    newer: () => void notices().then((loaded) => loaded.tellStatsNewer()),
    unstored: (result, error, retry) => void notices().then((loaded) => loaded.tellWinUnstored(result, error, retry)),
    stored: (result) => void notices().then((loaded) => loaded.tellWinStored(result)),
    syncTooLarge: (size) => void notices().then((loaded) => loaded.tellSyncTooLarge(size, log)),
  };
}

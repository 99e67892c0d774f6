// Activation: the game session with its stores, the statistics and their sidebar, the commands, the
// serializer that brings game tabs back after a reload, and the settings listener. Runs in the Node
// and the web extension host alike.
import * as vscode from 'vscode';
import { GAME_VIEW, REPLAY_VIEW } from './host/command-ids';
import { registerCommands } from './host/commands/commands';
import { dailyDealNumbers, registerDealCommands } from './host/commands/deal-commands';
import type { GameInPlay } from './host/game/game-in-play';
import { GameSession } from './host/game-tab/game-session';
import { RECENT_GAMES_KEY, RecentGames } from './host/game/recent-games';
import type { ReplaySetup } from './host/replay/replay-commands';
import { SavedGames } from './host/saved/saved-game';
import { onDidChangeTableSettings } from './host/settings';
import { STATS_SYNC_KEYS, type Statistics, registerStatistics } from './host/stats';
import type { StatsHostMessage } from './protocol/stats-protocol';
import { StorageFolder } from './host/storage/storage-folder';
import { WindowPresence } from './host/windows/window-presence';

/** What activate() returns: a look inside for the integration tests (test/integration). */
export interface PatienceApi {
  /** The globalState this window's extension keeps its recent games and stats in. */
  readonly globalState: vscode.Memento;
  /** The games in progress, one file each under globalStorageUri/games (list(), read(id)). */
  readonly savedGames: SavedGames;
  /** This window's id, as its saved games and journal entries name it. */
  readonly window: string;
  /** The game on the table as the host knows it (replayed by the engine), if a game tab is open. */
  openGame(): GameInPlay | undefined;
  /** Hands `message` to the open game tab as if its page had posted it; false when no tab is open. */
  receive(message: unknown): boolean;
  /** The statistics this window counts into and the sidebar shows (snapshot(), played(), …). */
  readonly statistics: Statistics;
  /** The last numbers and daily deals the Statistics sidebar's page took, if it has been shown. */
  sidebar(): Promise<StatsHostMessage | undefined>;
}

/**
 * What the window does as it goes: its game tab is left to VS Code with the game saved as it stands,
 * what the disk has not taken yet (saved games, journal entries) is tried once more and no retry is left
 * waiting, and it tells the other windows it has gone.
 */
let closing: (() => Promise<void>) | undefined;

export function activate(context: vscode.ExtensionContext): PatienceApi {
  const log = vscode.window.createOutputChannel(vscode.l10n.t('Patience'), { log: true });
  // This window's extension host: the games it saves and the journal entries it writes carry its id. Its
  // start time and a random part: no Web Crypto here, which Node loads on first use (20 ms of activation).
  const window = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
  // The sidebar's daily deals: numbers from the Daily Deal command's search, the game from the session (made just below).
  const stats = registerStatistics(context, log, window, {
    deals: dailyDealNumbers,
    inPlay: () =>
      session.openGame && {
        game: session.openGame.record.game,
        daily: session.openGame.daily,
        open: session.openGame.status === 'playing',
      },
    onDidChangeGame: (listener) => session.onDidShowGame(listener),
    playDaily: (game) => vscode.commands.executeCommand('patience.dailyDeal', game),
  });
  const recent = new RecentGames(context.globalState);
  const folder = (name: string) => new StorageFolder(vscode.Uri.joinPath(context.globalStorageUri, name));
  const presence = new WindowPresence(folder('windows'), window);
  const saved = new SavedGames(folder('games'), context.globalState, log, presence);
  const session = new GameSession(context.extensionUri, saved, recent, stats.statistics, log, presence, context.globalState);
  closing = async () => void (await Promise.all([session.dispose(), stats.journal.dispose()]));
  // The replay tab (a finished game move by move, read-only): its work loads on first use (dist/host-replay.js; this bundle has a size budget).
  const replay = () => import('./host/replay/replay-commands');
  const setup: ReplaySetup = [context, log, stats, session];
  // One call with every synced key: setKeysForSync replaces the list. The game in progress stays on this machine.
  context.globalState.setKeysForSync([RECENT_GAMES_KEY, ...STATS_SYNC_KEYS]);
  context.subscriptions.push(
    log,
    ...stats.disposables,
    ...registerCommands(session, recent),
    ...registerDealCommands(session, context.extension.id),
    vscode.window.registerWebviewPanelSerializer(GAME_VIEW, {
      deserializeWebviewPanel: (panel, state) => session.revive(panel, state),
    }),
    onDidChangeTableSettings((settings) => session.settingsChanged(settings)),
    { dispose: () => void session.release() },
    // Replay Last Game; given a game's id (the sidebar's Replay), that game.
    vscode.commands.registerCommand('patience.replayLastGame', async (id?: unknown) => (await replay()).show(setup, id)),
    vscode.window.registerWebviewPanelSerializer(REPLAY_VIEW, {
      deserializeWebviewPanel: async (panel, state) => (await replay()).revive(setup, panel, state),
    }),
  );
  return {
    globalState: context.globalState,
    savedGames: saved,
    window,
    openGame: () => session.openGame,
    receive: (message) => {
      const panel = session.tab;
      panel?.receive(message);
      return panel !== undefined;
    },
    statistics: stats.statistics,
    sidebar: stats.sidebar,
  };
}

export function deactivate(): Promise<void> | undefined {
  return closing?.();
}

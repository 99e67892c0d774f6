// Activation: the game session with its stores, the commands, the serializer that brings game tabs
// back after a reload, and the settings listener. Runs in the Node and the web extension host alike.
import * as vscode from 'vscode';
import { registerCommands } from './host/commands';
import { GamePanel } from './host/game-panel';
import { GameSession } from './host/game-session';
import { RECENT_GAMES_KEY, RecentGames } from './host/recent-games';
import { SavedGame } from './host/saved-game';
import { onDidChangeTableSettings } from './host/settings';

export function activate(context: vscode.ExtensionContext): void {
  const log = vscode.window.createOutputChannel('Patience', { log: true });
  const recent = new RecentGames(context.globalState);
  const session = new GameSession(context.extensionUri, new SavedGame(context.globalState, log), recent, log);
  context.globalState.setKeysForSync([RECENT_GAMES_KEY]);
  context.subscriptions.push(
    log,
    ...registerCommands(session, recent),
    vscode.window.registerWebviewPanelSerializer(GamePanel.viewType, {
      deserializeWebviewPanel: (panel, state) => session.revive(panel, state),
    }),
    onDidChangeTableSettings((settings) => session.settingsChanged(settings)),
  );
}

export function deactivate(): void {}

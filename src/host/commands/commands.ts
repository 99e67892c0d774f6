// The "Patience: …" commands (contributed in package.json with the same ids). What the pickers and
// boxes do loads on first use (deals/deal-actions.ts).
import * as vscode from 'vscode';
import { GAME_IDS } from '../../engine';
import { TABLE_COMMANDS } from '../../protocol/protocol';
import { TABLE_COMMAND_IDS, newGameCommandId } from '../command-ids';
import type { GameSession } from '../game-tab/game-session';
import type { RecentGames } from '../game/recent-games';

export function registerCommands(session: GameSession, recent: RecentGames): vscode.Disposable[] {
  const register = (id: string, run: () => Promise<void>): vscode.Disposable => vscode.commands.registerCommand(id, run);
  const actions = () => import('../deals/deal-actions');
  return [
    register('patience.newGame', async () => (await actions()).newGame(session, recent)),
    ...GAME_IDS.map((game) => register(newGameCommandId(game), () => session.startNew(game))),
    register('patience.newDeal', async () => (await actions()).newDeal(session, recent)),
    register('patience.selectDeal', async () => (await actions()).selectDeal(session, recent)),
    register('patience.resume', () => session.resume()),
    // Restart Deal is a new game of the same deal, like the table's Restart button: the host's path.
    register('patience.restart', () => session.restart()),
    ...TABLE_COMMANDS.map((command) => register(TABLE_COMMAND_IDS[command], () => session.command(command))),
  ];
}

// The "Patience: …" commands (contributed in package.json with the same ids).
import * as vscode from 'vscode';
import { GAME_IDS, type GameId } from '../engine';
import { TABLE_COMMANDS, type TableCommand } from '../protocol';
import { newGameCommandId } from './command-ids';
import { askDealNumber } from './deal-picker';
import { pickGame } from './game-picker';
import { gameName } from './l10n';
import type { GameSession } from './game-session';
import type { RecentGames } from './recent-games';

/** Palette commands forwarded to the table as they are. */
export const TABLE_COMMAND_IDS: Record<TableCommand, string> = {
  undo: 'patience.undo',
  redo: 'patience.redo',
  deal: 'patience.deal',
  showRules: 'patience.showRules',
  hint: 'patience.hint',
};

export function registerCommands(session: GameSession, recent: RecentGames): vscode.Disposable[] {
  const register = (id: string, run: () => Promise<void>): vscode.Disposable => vscode.commands.registerCommand(id, run);
  return [
    register('patience.newGame', () => newGame(session, recent)),
    ...GAME_IDS.map((game) => register(newGameCommandId(game), () => session.startNew(game))),
    register('patience.newDeal', () => newDeal(session, recent)),
    register('patience.selectDeal', () => selectDeal(session, recent)),
    register('patience.resume', () => session.resume()),
    // Restart Deal is a new game of the same deal, like the table's Restart button: the host's path.
    register('patience.restart', () => session.restart()),
    ...TABLE_COMMANDS.map((command) => register(TABLE_COMMAND_IDS[command], () => session.command(command))),
  ];
}

/** The game picker, with "Continue …" first when there is an unfinished game. */
async function newGame(session: GameSession, recent: RecentGames): Promise<void> {
  const choice = await pickGame(recent.ordered(), recent.played()[0], await session.unfinished());
  if (choice?.kind === 'continue') await session.resume();
  else if (choice?.kind === 'new') await session.startNew(choice.game);
}

/** Another deal of the game on the table (no table: pick a game). */
async function newDeal(session: GameSession, recent: RecentGames): Promise<void> {
  const open = session.openGame;
  if (open) await session.startNew(open.record.game);
  else await newGame(session, recent);
}

/** A deal by number, of the game on the table (no table: pick a game first). */
async function selectDeal(session: GameSession, recent: RecentGames): Promise<void> {
  const open = session.openGame?.record;
  const game = open?.game ?? (await pickNewGame(recent));
  if (!game) return;
  const deal = await askDealNumber(gameName(game), open?.deal);
  if (deal !== undefined) await session.startNew(game, deal);
}

async function pickNewGame(recent: RecentGames): Promise<GameId | undefined> {
  const choice = await pickGame(recent.ordered(), recent.played()[0]);
  return choice?.kind === 'new' ? choice.game : undefined;
}

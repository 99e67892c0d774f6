// The commands that open or share particular deals (deal links, their URI handler, the daily deal),
// registered at activation; what they do loads on first use (on-demand.ts).
import * as vscode from 'vscode';
import { type DailyDate, isGameId } from '../engine';
import type { GameSession } from './game-session';

const actions = () => import('./on-demand');

/** Today's daily deal numbers, for the statistics sidebar (daily-command.ts, loaded on first use). */
export const dailyDealNumbers = async (date: DailyDate) => (await actions()).dailyDealNumbers(date);

export function registerDealCommands(session: GameSession, extensionId: string): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand('patience.copyDealLink', async () => (await actions()).copyDealLink(session, extensionId)),
    vscode.commands.registerCommand('patience.openDealLink', async (text?: unknown) => (await actions()).openDealLink(session, extensionId, text)),
    // An optional game id (the sidebar's Play) deals that game's without the picker.
    vscode.commands.registerCommand('patience.dailyDeal', async (game?: unknown) => (await actions()).dailyDeal(session, isGameId(game) ? game : undefined)),
    vscode.window.registerUriHandler({ handleUri: async (uri) => (await actions()).openDealUri(session, uri) }),
  ];
}

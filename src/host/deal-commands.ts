// The commands that open or share particular deals (deal links, their URI handler, the daily deal),
// registered at activation; what they do loads on first use (on-demand.ts).
import * as vscode from 'vscode';
import type { GameSession } from './game-session';

const actions = () => import('./on-demand');

export function registerDealCommands(session: GameSession, extensionId: string): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand('patience.copyDealLink', async () => (await actions()).copyDealLink(session, extensionId)),
    vscode.commands.registerCommand('patience.openDealLink', async (text?: unknown) => (await actions()).openDealLink(session, extensionId, text)),
    vscode.commands.registerCommand('patience.dailyDeal', async () => (await actions()).dailyDeal(session)),
    vscode.window.registerUriHandler({ handleUri: async (uri) => (await actions()).openDealUri(session, uri) }),
  ];
}

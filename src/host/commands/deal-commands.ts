// The commands that open or share particular deals (deal links, their URI handler, the daily deal),
// registered at activation; what they do loads on first use (deals/deal-actions.ts). Links handed in (the URI handler's,
// a text given to Open Deal Link) open one at a time, the newest waiting one next (deal-link-queue.ts).
import * as vscode from 'vscode';
import { type DailyDate, isGameId } from '../../engine';
import { DealLinkQueue } from '../deals/deal-link-queue';
import type { GameSession } from '../game-tab/game-session';

const actions = () => import('../deals/deal-actions');

/** Today's daily deal numbers, for the statistics sidebar (daily-command.ts, loaded on first use). */
export const dailyDealNumbers = async (date: DailyDate) => (await actions()).dailyDealNumbers(date);

export function registerDealCommands(session: GameSession, extensionId: string): vscode.Disposable[] {
  const links = new DealLinkQueue();
  return [
    vscode.commands.registerCommand('patience.copyDealLink', async () => (await actions()).copyDealLink(session, extensionId)),
    vscode.commands.registerCommand('patience.openDealLink', async (text?: unknown) => {
      const open = async () => (await actions()).openDealLink(session, extensionId, text);
      // A text handed in comes like the URI handler's links; the box is the player's own.
      await (typeof text === 'string' ? links.open(open) : open());
    }),
    // An optional game id (the sidebar's Play) deals that game's without the picker.
    vscode.commands.registerCommand('patience.dailyDeal', async (game?: unknown) =>
      (await actions()).dailyDeal(session, isGameId(game) ? game : undefined),
    ),
    vscode.window.registerUriHandler({ handleUri: (uri) => links.open(async () => (await actions()).openDealUri(session, uri)) }),
  ];
}

// The ids of the "Patience: …" commands others start (contributed in package.json with the same ids),
// apart from their handlers (commands.ts), so the statistics' links can name them; and the tabs' view types.
import type { GameId } from '../engine';
import type { TableCommand } from '../protocol/protocol';

/** Palette commands forwarded to the table as they are. */
export const TABLE_COMMAND_IDS: Record<TableCommand, string> = {
  undo: 'patience.undo',
  redo: 'patience.redo',
  deal: 'patience.deal',
  showRules: 'patience.showRules',
  hint: 'patience.hint',
  showMe: 'patience.showMe',
};

/** "New Cruel Game" and its four siblings. */
export const newGameCommandId = (game: GameId): string => `patience.newGame.${game}`;

/** The webview tabs' view types (package.json's onWebviewPanel activation events name them): known before a tab's code loads. */
export const GAME_VIEW = 'patience.game';
export const REPLAY_VIEW = 'patience.replay';

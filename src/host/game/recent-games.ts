// Which games the player chose lately, so pickers offer them first. Kept in globalState (and synced
// across machines: it is a preference, not a game in progress).
import type * as vscode from 'vscode';
import { GAME_IDS, type GameId, isGameId } from '../../engine';

export const RECENT_GAMES_KEY = 'patience.recentGames';

export class RecentGames {
  constructor(private readonly memento: vscode.Memento) {}

  /** Games played, most recently played first; anything unknown in storage is dropped. */
  played(): GameId[] {
    const stored = this.memento.get<unknown>(RECENT_GAMES_KEY);
    return Array.isArray(stored) ? [...new Set(stored.filter(isGameId))] : [];
  }

  /** All five games: the played ones first (latest first), then the rest in the usual order. */
  ordered(): GameId[] {
    const played = this.played();
    return [...played, ...GAME_IDS.filter((game) => !played.includes(game))];
  }

  async touch(game: GameId): Promise<void> {
    await this.memento.update(RECENT_GAMES_KEY, [game, ...this.played().filter((g) => g !== game)]);
  }
}

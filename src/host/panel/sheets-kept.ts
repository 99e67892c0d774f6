// Which sheets each game's table was last drawn from in a kind of tab: the card style's own, or its large
// index when the tab makes the cards small (sheetFolder's `small`), as the pages say (their `sheets`
// message). The next page written for that game preloads exactly those four sheets, so they download
// beside the script and none goes unused. Kept on this machine only (globalState, not synced: it is about
// this screen's tabs), versioned; a value this version cannot read is as nothing kept, and a game nothing
// is kept for preloads the style's own sheets, the usual tab's.
import type * as vscode from 'vscode';
import { type GameId, isGameId } from '../../engine/game-id';

/** The tabs that draw a table: the replay tab's has less room than the game tab's, so each keeps its own. */
export type TableTab = 'game' | 'replay';

const KEYS: Readonly<Record<TableTab, string>> = { game: 'patience.smallCards.game', replay: 'patience.smallCards.replay' };

/** As kept: the games whose table was last drawn with small cards. */
interface Kept {
  readonly version: 1;
  readonly small: readonly GameId[];
}

export class SheetsKept {
  private readonly key: string;

  constructor(
    private readonly memento: vscode.Memento,
    tab: TableTab,
  ) {
    this.key = KEYS[tab];
  }

  /** Whether `game`'s table was last drawn with small cards (false when nothing readable is kept). */
  small(game: GameId): boolean {
    return this.read().includes(game);
  }

  /** Keeps what a page said it draws; a failed write leaves the last value (the page says it again on its next table). */
  async note(game: GameId, small: boolean): Promise<void> {
    const games = this.read();
    if (games.includes(game) === small) return;
    const kept: Kept = { version: 1, small: small ? [...games, game] : games.filter((g) => g !== game) };
    await this.memento.update(this.key, kept);
  }

  /** The games kept as small; a game this version does not know is dropped, any other shape or version reads as none. */
  private read(): GameId[] {
    const value = this.memento.get<unknown>(this.key);
    if (typeof value !== 'object' || value === null) return [];
    const { version, small } = value as Partial<Record<keyof Kept, unknown>>;
    return version === 1 && Array.isArray(small) ? [...new Set(small.filter(isGameId))] : [];
  }
}

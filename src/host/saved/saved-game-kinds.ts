// What the saved games are made of, for the modules that read and list them (saved-game.ts and the
// code it loads on request): where earlier versions kept the game in progress in globalState, where
// an unreadable one is kept, a saved game as a list shows it, and what reading one finds.
import type { GameId, GameRecord, Status } from '../../engine';
import type { GameInPlay } from '../game/game-in-play';

/** The one saved game of versions before the saved games folder (schema 1), moved into it when first read. */
export const SAVED_GAME_KEY = 'patience.savedGame';
/** Where that slot's last value stays once moved (for a downgrade or a bug report). */
export const MIGRATED_GAME_KEY = 'patience.savedGame.migrated';
/** Where an unreadable saved record goes, with the reason, for a bug report. */
export const UNREADABLE_GAME_KEY = 'patience.savedGame.unreadable';

/** A saved game as the folder lists it: read, its shape checked, not yet replayed. */
export interface SavedEntry {
  readonly id: GameInPlay['id'];
  readonly record: GameRecord;
  readonly elapsedMs: number;
  readonly status: Status;
  readonly savedAt: number;
  /** Its tab is open in another window than this one, and that window is alive. */
  readonly openElsewhere: boolean;
}

export type SavedGameRead =
  | { readonly kind: 'none' }
  /** `openElsewhere`: its tab is open in another window. */
  | { readonly kind: 'saved'; readonly game: GameInPlay; readonly openElsewhere: boolean }
  /** The saved record was set aside; `game` says which game it was, when that much is readable. */
  | { readonly kind: 'unreadable'; readonly game?: GameId };

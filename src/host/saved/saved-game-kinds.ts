// What the saved games are made of, for the modules that read and list them (saved-game.ts and the
// code it loads on request): a saved game's file, where earlier versions kept the game in progress in
// globalState, where an unreadable one is kept, a saved game as a list shows it, and what reading one finds.
import type { GameId, GameRecord, Status } from '../../engine';
import type { GameInstance } from '../../protocol/game-instance';
import type { GameInPlay } from '../game/game-in-play';

/**
 * Schema 2: one file per game, with `window` and `open`. Schema 1 (the globalState slot) is read too:
 * it had no `window`/`open`, and `id` and `hintsUsed` were optional. `daily` is optional in both: a
 * saved game without it (or with a damaged one) is not a daily deal; `dealtWinnable` too (absent: not
 * known to be winnable); and `assisted` (absent, or anything but true: not assisted).
 */
export const SAVED_SCHEMA = 2;

/** A saved game's file: the game instance's facts (src/protocol/game-instance.ts) beside its record; its id is also the file's name. */
export interface StoredGame extends GameInstance {
  readonly schema: typeof SAVED_SCHEMA;
  readonly record: GameInPlay['record'];
  readonly elapsedMs: number;
  readonly status: GameInPlay['status'];
  readonly score: number;
  readonly savedAt: string;
  /** The window (extension host) that saved it last. */
  readonly window: string;
  /** Its tab is open in that window. */
  readonly open: boolean;
}

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
  /** `openElsewhere`: its tab is open in another window, one that is alive; `window`: the window that saved it last, if its file says. */
  | { readonly kind: 'saved'; readonly game: GameInPlay; readonly openElsewhere: boolean; readonly window?: unknown }
  /** The saved record was set aside; `game` says which game it was, when that much is readable. */
  | { readonly kind: 'unreadable'; readonly game?: GameId };

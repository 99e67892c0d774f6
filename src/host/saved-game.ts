// The game in progress, written to globalState after every move, so closing the tab, a reload or a
// crash loses nothing. A saved record that no longer replays (damaged, or from an incompatible
// version) is reported once in plain words, kept aside for a bug report, and forgotten.
import * as vscode from 'vscode';
import { type GameId, type Result, dailyField, fail, isDailyDate, isGameId } from '../engine';
import { assistedField, dealtWinnableField, isGameInstanceId } from '../protocol';
import { type GameInPlay, verifyGame } from './game-in-play';
import { newGameId } from './stats/result';

export const SAVED_GAME_KEY = 'patience.savedGame';
/** Where an unreadable saved record goes, with the reason, for a bug report. */
export const UNREADABLE_GAME_KEY = 'patience.savedGame.unreadable';
/**
 * Schema 1. `id` was added to it as an optional field (older versions ignore it, so no new schema):
 * a saved game without one, from before the statistics, gets a new id the first time it is read.
 * `hintsUsed` was added the same way: a saved game without it has used no hints; `daily`: a saved game
 * without it (or with a damaged one) is not a daily deal; `dealtWinnable` (absent: not known to be); and
 * `assisted`: without it (or with anything but true), the game was not assisted.
 */
const SCHEMA = 1;

interface StoredGame {
  readonly schema: typeof SCHEMA;
  /** The game instance the statistics count the game as. */
  readonly id?: GameInPlay['id'];
  readonly record: GameInPlay['record'];
  readonly elapsedMs: number;
  readonly status: GameInPlay['status'];
  readonly score: number;
  /** Added later, optional like `id`: a saved game without it has used no hints. */
  readonly hintsUsed?: number;
  /** The day whose daily deal the game is (absent: not a daily deal). */
  readonly daily?: string;
  /** Added later, optional: the deal was proved winnable before it was dealt. */
  readonly dealtWinnable?: boolean;
  /** The solver's line was played for the player (absent: not). */
  readonly assisted?: true;
  readonly savedAt: string;
}

export type SavedGameRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'saved'; readonly game: GameInPlay }
  /** The saved record was set aside; `game` says which game it was, when that much is readable. */
  | { readonly kind: 'unreadable'; readonly game?: GameId };

export class SavedGame {
  constructor(
    private readonly memento: vscode.Memento,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  async save(game: GameInPlay): Promise<void> {
    const stored: StoredGame = {
      schema: SCHEMA, id: game.id, record: game.record, elapsedMs: game.elapsedMs, status: game.status, score: game.score, hintsUsed: game.hintsUsed ?? 0,
      ...dailyField(game.daily), ...dealtWinnableField(game.dealtWinnable), ...assistedField(game.assisted), savedAt: new Date().toISOString(),
    };
    await this.memento.update(SAVED_GAME_KEY, stored);
  }

  /** The saved game, replayed and confirmed by the engine. */
  async read(): Promise<SavedGameRead> {
    const stored = this.memento.get<unknown>(SAVED_GAME_KEY);
    if (stored === undefined) return { kind: 'none' };
    const checked = check(stored);
    if (checked.ok) {
      const game = checked.value;
      if (game.id !== (stored as { id?: unknown }).id) {
        // Kept, so every later read (and the statistics) sees the same game instance.
        this.log.info(`The saved game had no usable game id (saved by an earlier version?); it is game ${game.id} from now on`);
        await this.memento.update(SAVED_GAME_KEY, { ...(stored as object), id: game.id });
      }
      return { kind: 'saved', game };
    }
    await this.setAside(stored, checked.error);
    return { kind: 'unreadable', game: gameOf(stored) };
  }

  private async setAside(stored: unknown, error: string): Promise<void> {
    // Both updates start before anything awaits: a second read meanwhile already finds nothing, so
    // the player hears about it once.
    const moved = Promise.all([
      this.memento.update(UNREADABLE_GAME_KEY, { error, setAsideAt: new Date().toISOString(), stored }),
      this.memento.update(SAVED_GAME_KEY, undefined),
    ]);
    this.log.error(`The saved game could not be restored: ${error}. It is kept in globalState under "${UNREADABLE_GAME_KEY}": ${JSON.stringify(stored)}`);
    const details = vscode.l10n.t('Show Details');
    void vscode.window
      .showWarningMessage(
        vscode.l10n.t("Patience couldn't restore your last game: its saved record is damaged or was written by an incompatible version. A fresh game starts instead, and the old record is kept for a bug report."),
        details,
      )
      .then((choice) => choice === details && this.log.show());
    await moved;
  }
}

function check(stored: unknown): Result<GameInPlay> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return fail('the saved game is not an object');
  const { schema, id, record, elapsedMs, hintsUsed, daily, dealtWinnable, assisted } = stored as Partial<Record<keyof StoredGame, unknown>>;
  if (schema !== SCHEMA) return fail(`saved with schema ${JSON.stringify(schema)}, this version reads schema ${SCHEMA}`);
  const hints = typeof hintsUsed === 'number' && Number.isSafeInteger(hintsUsed) && hintsUsed >= 0 ? hintsUsed : 0;
  const game = verifyGame(isGameInstanceId(id) ? id : newGameId(), record, elapsedMs, hints);
  const extra = { ...dailyField(isDailyDate(daily) ? daily : undefined), ...dealtWinnableField(dealtWinnable === true), ...assistedField(assisted === true) };
  return game.ok ? { ok: true, value: { ...game.value, ...extra } } : game;
}

function gameOf(stored: unknown): GameId | undefined {
  const game = (stored as { record?: { game?: unknown } } | null)?.record?.game;
  return isGameId(game) ? game : undefined;
}

// Every game in progress, each in its own file (globalStorageUri/games/<game id>.json) written after
// every move: closing its tab, a reload or a crash loses nothing, and two windows never write each
// other's games. A file says which window last had the game and whether its tab is open there. A
// saved record that no longer replays (damaged, or from an incompatible version) is reported once in
// plain words, kept aside for a bug report, and forgotten; one whose only fault is its clock resumes
// with the clock at zero.
import type * as vscode from 'vscode';
import { type GameId, type Result, fail, isGameId, ok } from '../../engine';
import { type GameInstance, gameInstance, instanceOf, readInstance } from '../../protocol/game-instance';
import { type GameInPlay, isElapsed, verifyGameInSlices } from '../game/game-in-play';
import { LatestWrites } from '../storage/latest-writes';
import { MIGRATED_GAME_KEY, SAVED_GAME_KEY, type SavedEntry, type SavedGameRead, UNREADABLE_GAME_KEY } from './saved-game-kinds';
import type { Slices } from '../../stats-core/slices';
import type { StorageFolder } from '../storage/storage-folder';
import { newGameId } from '../../stats-core/result';
import type { WindowPresence } from '../windows/window-presence';
import type { FailedSaves } from './failed-saves';

export { MIGRATED_GAME_KEY, SAVED_GAME_KEY, UNREADABLE_GAME_KEY, type SavedEntry, type SavedGameRead };
/**
 * Schema 2: one file per game, with `window` and `open`. Schema 1 (the globalState slot) is read too:
 * it had no `window`/`open`, and `id` and `hintsUsed` were optional. `daily` is optional in both: a
 * saved game without it (or with a damaged one) is not a daily deal; `dealtWinnable` too (absent: not
 * known to be winnable); and `assisted` (absent, or anything but true: not assisted).
 */
const SCHEMA = 2;

/** The game instance's facts (src/protocol/game-instance.ts) beside its record; its id is also the file's name. */
interface StoredGame extends GameInstance {
  readonly schema: typeof SCHEMA;
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

const fileOf = (id: string): string => `${id}.json`;
/** The saved games' list and repairs, loaded on request (one import site, one require in the bundle). */
const upkeep = () => import('./saved-game-upkeep');

export class SavedGames {
  private readonly writes = new LatestWrites();
  /** The newest write of each game not yet written: what a retry writes. */
  private readonly unwritten = new Map<string, () => Promise<void>>();
  /** The saves the disk refused, made on the first (failed-saves.ts). */
  private failures: Promise<FailedSaves> | undefined;
  private migrated: Promise<void> | undefined;

  constructor(
    readonly folder: StorageFolder,
    private readonly memento: vscode.Memento,
    private readonly log: vscode.LogOutputChannel,
    /** This window (the games it saves are marked as its own) and which others are alive. */
    private readonly presence: Pick<WindowPresence, 'window' | 'alive'>,
    private readonly slices?: Slices,
  ) {}

  /**
   * Saves `game` as this window's, its tab open here (or closed: `open` false). Resolves once written,
   * or once a failed write is handed to the retries (failed-saves.ts): it never fails.
   */
  save(game: GameInPlay, open = true): Promise<void> {
    const stored: StoredGame = {
      schema: SCHEMA,
      ...instanceOf(game),
      record: game.record,
      elapsedMs: game.elapsedMs,
      status: game.status,
      score: game.score,
      savedAt: new Date().toISOString(),
      window: this.presence.window,
      open,
    };
    this.unwritten.set(game.id, () => this.folder.write(fileOf(game.id), stored));
    return this.flush(game.id);
  }

  /** Forgets a game that is over or left (counted first by the caller). */
  remove(id: string): Promise<void> {
    this.unwritten.delete(id);
    void this.failures?.then((failures) => failures.forget(id));
    return this.writes.run(id, () => this.folder.remove(fileOf(id)));
  }

  /** Writes game `id`'s newest value not yet written; a failure goes to the retries (failed-saves.ts), which tell the player. */
  private flush(id: string): Promise<void> {
    const write = this.unwritten.get(id);
    if (!write) return Promise.resolve();
    return this.writes.run(id, write).then(
      () => {
        if (this.unwritten.get(id) === write) this.unwritten.delete(id);
        void this.failures?.then((failures) => failures.written(id));
      },
      // A game removed meanwhile is not written back.
      (error: unknown) =>
        this.unwritten.has(id)
          ? (this.failures ??= upkeep().then(
              (m) => new m.FailedSaves(this.log, (again) => this.writes.busy(again) || void this.flush(again)),
            )).then((failures) => failures.failed(id, error))
          : undefined,
    );
  }

  /** Every saved game, newest first. Files that cannot be read are set aside (and reported) on the way. */
  async list(): Promise<SavedEntry[]> {
    await this.migrate();
    const { listSaved } = await upkeep();
    return listSaved({
      names: () => this.folder.names(),
      read: (id) => this.readFile(id).then((stored) => (stored === undefined || this.newer(id, stored) ? undefined : stored)),
      openElsewhere: (stored) => this.openElsewhere(stored),
      setAside: (id, stored, error) => this.setAside(id, stored, error),
    });
  }

  /** The saved game `id`, replayed and confirmed by the engine (in slices: a long record never holds the host up). */
  async read(id: string): Promise<SavedGameRead> {
    await this.migrate();
    const stored = await this.readFile(id);
    if (stored === undefined || this.newer(id, stored)) return { kind: 'none' };
    const checked = await this.check(stored);
    if (checked.ok) return { kind: 'saved', game: checked.value, openElsewhere: await this.openElsewhere(stored) };
    await this.setAside(id, stored, checked.error);
    return { kind: 'unreadable', game: gameOf(stored) };
  }

  /** A game a newer version saved: left as it is, for that version (this one neither reads nor removes it). */
  private newer(id: string, stored: unknown): boolean {
    const schema = (stored as { schema?: unknown } | null)?.schema;
    if (typeof schema !== 'number' || schema <= SCHEMA) return false;
    this.log.info(`Saved game ${id} was saved by a newer version (schema ${schema}); it is left as it is`);
    return true;
  }

  /** The stored game's tab is open in another window, one that is alive. */
  private async openElsewhere(stored: unknown): Promise<boolean> {
    const { open, window } = stored as Partial<StoredGame>;
    return open === true && typeof window === 'string' && window !== this.presence.window && (await this.presence.alive(window));
  }

  /** The file's JSON; a file that holds none is set aside here, and reads as missing. */
  private async readFile(id: string): Promise<unknown> {
    await this.writes.idle(id);
    try {
      return await this.folder.read(fileOf(id));
    } catch (error) {
      await this.setAside(id, undefined, `the file holds no JSON (${String(error)})`);
      return undefined;
    }
  }

  /** Replays a stored game; a clock that is missing or no number is put back to zero (and logged). */
  private async check(stored: unknown): Promise<Result<GameInPlay>> {
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return fail('the saved game is not an object');
    const { schema, record, elapsedMs } = stored as Partial<Record<keyof StoredGame, unknown>>;
    if (schema !== SCHEMA && schema !== 1)
      return fail(`saved with schema ${JSON.stringify(schema)}, this version reads schemas 1 and ${SCHEMA}`);
    // A damaged fact of the instance reads as its absence (no id: a new one; 0 hints, an ordinary deal, not assisted): the game is kept.
    const instance = readInstance(stored, 'mend');
    if (!instance.ok) return instance;
    const verified = await verifyGameInSlices(
      gameInstance(instance.value.id ?? newGameId(), instance.value),
      record,
      isElapsed(elapsedMs) ? elapsedMs : 0,
      undefined,
      this.slices,
    );
    if (!verified.ok) return verified;
    if (!isElapsed(elapsedMs)) {
      this.log.warn(
        `The saved game ${verified.value.game.id} had an unreadable clock (elapsedMs ${JSON.stringify(elapsedMs) ?? 'missing'}); it resumes with the clock at 0:00`,
      );
    }
    return ok(verified.value.game);
  }

  /**
   * Moves the one saved game of earlier versions (globalState, schema 1) into the folder, once
   * (saved-game-repair.ts, loaded on request: only when there is one).
   */
  private migrate(): Promise<void> {
    if (this.memento.get(SAVED_GAME_KEY) === undefined) return Promise.resolve();
    return (this.migrated ??= upkeep().then((repair) =>
      repair.moveOldSlot({
        memento: this.memento,
        log: this.log,
        check: (stored) => this.check(stored),
        save: (game) =>
          this.save(game, false).then(() => {
            // The old slot stays until its game is written.
            if (this.unwritten.has(game.id)) throw new Error('the saved games folder refused it');
          }),
        setAside: (stored, error) => this.setAside(undefined, stored, error),
      }),
    ));
  }

  /** Keeps an unreadable saved game for a bug report (globalState, the last one), tells the player once, and forgets it. */
  private async setAside(id: string | undefined, stored: unknown, error: string): Promise<void> {
    await Promise.all([
      upkeep().then((repair) => repair.keepUnreadable(this.memento, this.log, stored, error)),
      id === undefined ? undefined : this.remove(id),
    ]);
  }
}

function gameOf(stored: unknown): GameId | undefined {
  const game = (stored as { record?: { game?: unknown } } | null)?.record?.game;
  return isGameId(game) ? game : undefined;
}

// Every game in progress, each in its own file (globalStorageUri/games/<game id>.json) written after
// every move: closing its tab, a reload or a crash loses nothing, and two windows never write each
// other's games. A file says which window last had the game and whether its tab is open there. A
// saved record that no longer replays (damaged, or from an incompatible version) is reported once in
// plain words, kept aside for a bug report, and forgotten; one whose only fault is its clock resumes
// with the clock at zero. Each write and delete has the time limit of write-limits.ts and is tried
// again until the disk takes it (failed-saves.ts); meanwhile this window reads its own newest value
// from memory, so nothing the player asks for waits on the disk. An untouched deal is on disk only
// while its tab is open: once closed it is this window's alone, in memory.
import type * as vscode from 'vscode';
import { type GameId, isGameId } from '../../engine';
import { instanceOf } from '../../protocol/game-instance';
import type { GameInPlay } from '../game/game-in-play';
import { LatestWrites } from '../storage/latest-writes';
import { type Timers, realTimers, withinTime } from '../storage/write-limits';
import {
  MIGRATED_GAME_KEY,
  SAVED_GAME_KEY,
  SAVED_SCHEMA,
  type SavedEntry,
  type SavedGameRead,
  type StoredGame,
  UNREADABLE_GAME_KEY,
} from './saved-game-kinds';
import type { Slices } from '../../stats-core/slices';
import type { StorageFolder } from '../storage/storage-folder';
import type { WindowPresence } from '../windows/window-presence';
import type { FailedSaves } from './failed-saves';

export { MIGRATED_GAME_KEY, SAVED_GAME_KEY, UNREADABLE_GAME_KEY, type SavedEntry, type SavedGameRead };
const fileOf = (id: string): string => `${id}.json`;
/** The saved games' list and repairs, loaded on request (one import site, one require in the bundle). */
const upkeep = () => import('./saved-game-upkeep');

export class SavedGames {
  private readonly writes = new LatestWrites();
  /**
   * What this window knows of a game and the disk may not hold yet, by id: its newest value, or null
   * once it is removed. An entry goes once the disk holds the same (an untouched deal's stays: see `onlyHere`).
   */
  private readonly newest = new Map<string, StoredGame | null>();
  /** Untouched deals whose tab closed here: this window's in memory only, never on disk (nothing in them to resume elsewhere). */
  private readonly onlyHere = new Set<string>();
  /** The saves the disk refused, made on the first (failed-saves.ts). */
  private failures: Promise<FailedSaves> | undefined;
  private migrated: Promise<void> | undefined;
  /** The window is closing: what fails now is left as the disk has it, not tried again. */
  private closing = false;

  constructor(
    readonly folder: StorageFolder,
    private readonly memento: vscode.Memento,
    private readonly log: vscode.LogOutputChannel,
    /** This window (the games it saves are marked as its own) and which others are alive. */
    private readonly presence: Pick<WindowPresence, 'window' | 'alive'>,
    private readonly slices?: Slices,
    private readonly timers: Pick<Timers, 'setTimeout' | 'clearTimeout'> = realTimers,
  ) {}

  /**
   * Saves `game` as this window's, its tab open here (or closed: `open` false; an untouched deal is
   * then kept in memory only). Resolves once written, or once a failed or timed-out write is handed
   * to the retries (failed-saves.ts): it never fails, and this window reads the value at once.
   */
  save(game: GameInPlay, open = true): Promise<void> {
    const stored: StoredGame = {
      schema: SAVED_SCHEMA,
      ...instanceOf(game),
      record: game.record,
      elapsedMs: game.elapsedMs,
      status: game.status,
      score: game.score,
      savedAt: new Date().toISOString(),
      window: this.presence.window,
      open,
    };
    this.newest.set(game.id, stored);
    if (!open && game.record.moves.length === 0) this.onlyHere.add(game.id);
    else this.onlyHere.delete(game.id);
    return this.flush(game.id);
  }

  /** Forgets a game that is over or left (counted first by the caller): gone for this window at once, from the disk once it answers. */
  remove(id: string): Promise<void> {
    this.newest.set(id, null);
    this.onlyHere.delete(id);
    return this.flush(id);
  }

  /**
   * The window is closing: no retry is left waiting, and what the disk does not hold yet is tried
   * once more now (within the time limit); what still fails is left for the next start as the disk has it.
   */
  async dispose(): Promise<void> {
    this.closing = true;
    void this.failures?.then((failures) => failures.dispose());
    await Promise.all([...this.newest.keys()].map((id) => this.flush(id)));
  }

  /**
   * Brings the disk to game `id`'s newest value (writes it, or removes the file), within the time
   * limit; a failure goes to the retries (failed-saves.ts), which tell the player once. However many
   * saves wait on one write (LatestWrites runs the newest), its outcome is taken once.
   */
  private flush(id: string): Promise<void> {
    if (!this.newest.has(id)) return Promise.resolve();
    const value = this.newest.get(id);
    const kept = value && !this.onlyHere.has(id) ? value : undefined;
    const change = kept ? () => this.folder.write(fileOf(id), kept) : () => this.folder.remove(fileOf(id));
    return this.writes.run(id, () =>
      withinTime(change, this.timers).then(
        () => {
          if (this.newest.get(id) === value && !this.onlyHere.has(id)) this.newest.delete(id);
          void this.failures?.then((failures) => failures.written(id));
        },
        (error: unknown) => this.failedWrite(id, error),
      ),
    );
  }

  private failedWrite(id: string, error: unknown): Promise<void> | undefined {
    // Done meanwhile by a later change, or the window is closing: nothing to try again.
    if (!this.newest.has(id)) return undefined;
    if (this.closing) {
      this.log.warn(`Could not save game ${id} as the window closed (${String(error)}); the disk keeps what it had`);
      return undefined;
    }
    return (this.failures ??= upkeep().then(
      (m) => new m.FailedSaves(this.log, (again) => this.writes.busy(again) || void this.flush(again)),
    )).then((failures) => failures.failed(id, error));
  }

  /** Every saved game, newest first. Files that cannot be read are set aside (and reported) on the way. */
  async list(): Promise<SavedEntry[]> {
    await this.migrate();
    const { listSaved } = await upkeep();
    return listSaved({
      names: async () => {
        const names = new Set(await this.folder.names());
        for (const [id, value] of this.newest) {
          if (value) names.add(fileOf(id));
          else names.delete(fileOf(id));
        }
        return [...names];
      },
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
    const checked = await (await upkeep()).checkStored(stored, this.log, this.slices);
    if (checked.ok) {
      const openElsewhere = await this.openElsewhere(stored);
      return { kind: 'saved', game: checked.value, openElsewhere, window: (stored as Partial<StoredGame>).window };
    }
    await this.setAside(id, stored, checked.error);
    return { kind: 'unreadable', game: gameOf(stored) };
  }

  /** A game a newer version saved: left as it is, for that version (this one neither reads nor removes it). */
  private newer(id: string, stored: unknown): boolean {
    const schema = (stored as { schema?: unknown } | null)?.schema;
    if (typeof schema !== 'number' || schema <= SAVED_SCHEMA) return false;
    this.log.info(`Saved game ${id} was saved by a newer version (schema ${schema}); it is left as it is`);
    return true;
  }

  /** The stored game's tab is open in another window, one that is alive. */
  private async openElsewhere(stored: unknown): Promise<boolean> {
    const { open, window } = stored as Partial<StoredGame>;
    return open === true && typeof window === 'string' && window !== this.presence.window && (await this.presence.alive(window));
  }

  /** Game `id` as stored: this window's newest value if the disk may lack it, else the file's JSON (a file that holds none is set aside here, and reads as missing). */
  private async readFile(id: string): Promise<unknown> {
    if (this.newest.has(id)) return this.newest.get(id) ?? undefined;
    try {
      return await this.folder.read(fileOf(id));
    } catch (error) {
      await this.setAside(id, undefined, `the file holds no JSON (${String(error)})`);
      return undefined;
    }
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
        check: (stored) => repair.checkStored(stored, this.log, this.slices),
        save: (game) =>
          this.save(game, false).then(() => {
            // The old slot stays until its game is written.
            if (this.newest.has(game.id) && !this.onlyHere.has(game.id)) throw new Error('the saved games folder refused it');
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

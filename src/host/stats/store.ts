// Where the statistics live: globalState, as one versioned document under a synced key and again
// under a key only this machine keeps. Every write is a join with what is stored, never a blind
// overwrite, and the window re-checks its own writes for a while because VS Code stores an
// extension's globalState as ONE value per extension: another window that writes any key in the
// moment before ours reaches it writes its older copy of ours too, and that lost update is repaired
// here. The window also never forgets what it has read: a stale copy that reaches it after its own
// newer write would otherwise shrink its view, and its next write would drop what the copy lacked.
// Settings Sync resolves a conflict by taking the remote value: the device key keeps what this
// machine counted until the next write joins it back.
import { type StatsDocument, compact, contains, emptyDocument, encodeDocument, join, SCHEMA } from '../../stats-core/document';
import { type StoredRead, readStored, rememberWritten } from '../../stats-core/migration';
import { type Timers, realTimers, withinTime } from '../storage/write-limits';

export const STATS_KEY = 'patience.statistics';
export const DEVICE_KEY = 'patience.statistics.device';
/** Raw values that could not be read in full, newest last, for a bug report. Not synced. */
export const BACKUP_KEY = 'patience.statistics.backup';
const MAX_BACKUPS = 5;
/**
 * The last value of a newer schema this version had to rewrite (only this machine's key ever is: it
 * must hold what this machine counts), kept whole and apart from the rotating backups above, so
 * going back to the newer version, or a bug report, can still have it. Not synced.
 */
export const NEWER_BACKUP_KEY = 'patience.statistics.newerBackup';

/**
 * When to look again after a write (ms): a stale whole-state write from another window lands within
 * moments; the last delay then repeats for as long as the window lives, because a window whose copy
 * went stale may write it back (with any key) much later. A write that failed is tried again at each
 * look, the delays growing while it keeps failing.
 */
export const RECHECK_MS: readonly number[] = [1_000, 5_000, 30_000, 300_000];

/** The part of `vscode.Memento` the store uses (tests pass a plain object). */
export interface StatsMemento {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void>;
}

export interface StoreEvents {
  /** Stored values could not be read in full; they were backed up and their valid part kept. */
  damaged(reports: readonly { readonly key: string; readonly problems: readonly string[] }[]): void;
  /** A stored value was an older schema; it was backed up and rewritten. */
  migrated(key: string, from: number): void;
  /** The synced value is a newer schema: it is left alone, this machine keeps its results aside. */
  newer(schema: number): void;
  /** globalState refused a write, threw, or gave no answer in time; the re-checks try again, nothing is dropped meanwhile. */
  writeFailed(error: unknown): void;
  /** globalState took a write again after one failed: all this window knows is stored. */
  written?(): void;
}

interface KeyRead extends StoredRead {
  readonly key: string;
  readonly raw: unknown;
}

const newerSchema = (raw: unknown): number | undefined => {
  const schema = (raw as { schema?: unknown } | null)?.schema;
  return typeof schema === 'number' && schema > SCHEMA ? schema : undefined;
};

export class StatsStore {
  /**
   * Everything this window wrote or read: it vouches for all of it and checks it until it closes.
   * Joining only grows a document, so this is the window's view and never goes back.
   */
  private known: StatsDocument = emptyDocument();
  private timer: unknown;
  private toldNewer = false;
  /** Why the last write failed; undefined once one succeeds. While set, every look writes again. */
  failed: { readonly error: unknown } | undefined;

  constructor(
    private readonly memento: StatsMemento,
    private readonly events: StoreEvents,
    private readonly timers: Timers = realTimers,
    private readonly recheckMs: readonly number[] = RECHECK_MS,
  ) {}

  /** The statistics now: both keys and all this window has known, joined. Repairs what it finds. */
  current(): StatsDocument {
    return this.sync(false).doc;
  }

  /** Joins `part` into storage. Resolves once written; keeps checking that it stays written. */
  async add(part: StatsDocument): Promise<StatsDocument> {
    this.known = join(this.known, part);
    const { doc, written } = this.sync(true);
    this.recheck(0);
    await written;
    return doc;
  }

  /** No last write: a closing window's copy may be the stale one. */
  dispose(): void {
    this.timers.clearTimeout(this.timer);
  }

  /** Reads both keys and joins them into what this window knows; writes back whatever key lacks anything. */
  private sync(force: boolean): { doc: StatsDocument; written: Promise<void>; wrote: boolean } {
    // A reset dated past this machine's clock is not taken (compact), in what storage holds either.
    const now = this.timers.now();
    const reads = [STATS_KEY, DEVICE_KEY].map((key) => this.readKey(key));
    const doc = compact(
      reads.reduce((d, r) => join(d, r.doc), this.known),
      now,
    );
    this.known = doc;
    // A failed write is tried again: globalState may hold the value in memory without having stored it.
    let stale = force || this.failed !== undefined;
    const damaged: KeyRead[] = [];
    for (const read of reads) {
      const newer = newerSchema(read.raw);
      if (newer !== undefined) {
        if (!this.toldNewer) this.events.newer(newer);
        this.toldNewer = true;
      } else if (read.problems.length > 0 || read.migratedFrom !== undefined) {
        // Backed up before the rewrite below replaces it, so nothing raw is ever gone for good.
        this.backUp(read);
        if (read.problems.length > 0) damaged.push(read);
        else this.events.migrated(read.key, read.migratedFrom ?? 0);
        stale = true;
      } else if (!contains(compact(read.doc, now), doc)) stale = true;
    }
    const written = stale ? this.write(doc) : Promise.resolve();
    // Told once: the rewrite has already replaced the damaged values, so the next read finds none.
    if (damaged.length > 0) this.events.damaged(damaged);
    return { doc, written, wrote: stale };
  }

  private readKey(key: string): KeyRead {
    const raw = this.memento.get<unknown>(key);
    return { key, raw, ...readStored(raw) };
  }

  /**
   * Both keys, started together before anything awaits, so no read in between sees half a write.
   * Never fails, never hangs: a throw, a refusal or no answer in time (write-limits.ts) is a failed write.
   */
  private write(doc: StatsDocument): Promise<void> {
    const stored = encodeDocument(doc);
    rememberWritten(stored, doc);
    return withinTime(() => {
      const keys = newerSchema(this.memento.get(STATS_KEY)) === undefined ? [STATS_KEY, DEVICE_KEY] : [DEVICE_KEY];
      const kept = keys.flatMap((key) => this.keepNewer(key));
      return Promise.all([...kept, ...keys.map((key) => this.memento.update(key, stored))]);
    }, this.timers).then(
      () => {
        if (this.failed === undefined) return;
        this.failed = undefined;
        this.events.written?.();
      },
      (error: unknown) => {
        this.failed = { error };
        this.events.writeFailed(error);
      },
    );
  }

  /** Backs up `key`'s value first if it is of a newer schema (this version is about to rewrite it). */
  private keepNewer(key: string): Thenable<void>[] {
    const raw = this.memento.get<unknown>(key);
    const schema = newerSchema(raw);
    if (schema === undefined) return [];
    return [this.memento.update(NEWER_BACKUP_KEY, { key, at: new Date(this.timers.now()).toISOString(), schema, raw })];
  }

  private backUp(read: KeyRead): void {
    const before = this.memento.get<unknown>(BACKUP_KEY);
    const kept = Array.isArray(before) ? before.slice(-(MAX_BACKUPS - 1)) : [];
    const at = new Date(this.timers.now()).toISOString();
    void this.memento.update(BACKUP_KEY, [...kept, { key: read.key, at, problems: read.problems.slice(0, 50), raw: read.raw }]);
  }

  /** Looks again after each delay; a write of ours that went missing is joined back and the delays start over. */
  private recheck(step: number): void {
    this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => {
      const failing = this.failed !== undefined;
      const { wrote } = this.sync(false);
      // A write of ours gone missing starts the delays over; one failing again waits longer each time.
      this.recheck(wrote && !failing ? 0 : Math.min(step + 1, this.recheckMs.length - 1));
    }, this.recheckMs[step]);
  }
}

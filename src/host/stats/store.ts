// Where the statistics live in globalState: the synced value (synced.ts: a tally per machine, the
// resets, the newest results; at most 32 KB, Settings Sync's part) under a synced key, and this
// machine's part of it again under a key only this machine keeps, with the games it counted whose
// journal entries are not written yet. Every write is a join with what is stored, never a blind
// overwrite, and the window re-checks its own writes for a while because VS Code stores an
// extension's globalState as ONE value per extension: another window that writes any key in the
// moment before ours reaches it writes its older copy of ours too, and that lost update is repaired
// here. The window also never forgets what it has read: a stale copy that reaches it after its own
// newer write would otherwise shrink its view. Settings Sync resolves a conflict by taking the remote
// value: the device key keeps this machine's tally until the next write joins it back.
//
// A value an earlier version wrote (schemas 0 to 3: every result a row) is left as it is until the
// statistics have moved it to the journal (migration.ts): `earlier` hands it over. A schema 4 value
// (the same tallies as JSON) reads whole and is written again packed (schema 5) at the first look.
import { isObject } from '../../stats-core/document';
import { type GameResult, decodeResult, encodeResult } from '../../stats-core/result';
import {
  JSON_TALLY_SCHEMA,
  SYNCED_SCHEMA,
  type StoredSynced,
  type SyncedStats,
  decodeSynced,
  emptySynced,
  encodeSynced,
  fitSynced,
  holdsSynced,
  isMachineId,
  joinSynced,
  withResetsInForce,
} from '../../stats-core/synced';
import { isGameInstanceId } from '../../protocol/protocol';
import { type Timers, realTimers, withinTime } from '../storage/write-limits';
import type { Backup } from '../journal/earlier';

export const STATS_KEY = 'patience.statistics';
export const DEVICE_KEY = 'patience.statistics.device';
/** Where earlier versions backed up raw values (now on disk: journal/backups/); read once and moved. */
export const BACKUP_KEY = 'patience.statistics.backup';
export const NEWER_BACKUP_KEY = 'patience.statistics.newerBackup';
/** The most games the device key keeps whose journal entries could not be written: past it, a win is stored nowhere yet. */
export const MAX_PENDING = 100;

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

/** A game counted on this machine whose journal entry is not written yet, with the window that counted it. */
export interface PendingGame {
  readonly window: string;
  readonly result: GameResult;
}

export interface StoreEvents {
  /** Stored values could not be read in full; they were backed up and their valid part kept. */
  damaged(reports: readonly { readonly key: string; readonly problems: readonly string[] }[]): void;
  /** The synced value is a newer schema: it is left alone, this machine keeps its part aside. */
  newer(schema: number): void;
  /** globalState refused a write, threw, or gave no answer in time; the re-checks try again, nothing is dropped meanwhile. */
  writeFailed(error: unknown): void;
  /** globalState took a write again after one failed: all this window knows is stored. */
  written?(): void;
  /** The synced value would pass Settings Sync's part (`size` characters): the synced key was left as it was. */
  tooLarge?(size: number): void;
  /** Values of an earlier version's schema (0 to 3), to move to the new layout; they are not written over until then. */
  earlier?(values: readonly { readonly key: string; readonly raw: unknown }[]): void;
  /** A raw value to keep (on disk) before it is rewritten. */
  backUp?(backup: Backup): unknown;
}

/** What the device key holds beside this machine's part of the synced value. */
interface StoredDevice extends StoredSynced {
  /** Each a window, then a result row. */
  pending: unknown[][];
  /** This machine's id (its journal's), for when its journal cannot be read. */
  machine?: string;
}

interface KeyRead {
  readonly key: string;
  readonly raw: unknown;
  readonly doc: SyncedStats;
  readonly pending: readonly PendingGame[];
  /** The machine id the device key names. */
  readonly machine?: string;
  readonly problems: readonly string[];
  /** The schema of a value this version leaves alone (a newer one's) or hands over (an earlier one's). */
  readonly schema?: number;
  /** A schema 4 value (its tallies as JSON): read in full, written again packed (schema 5). */
  readonly repack?: true;
}

const reads = new WeakMap<object, KeyRead>();

function readKey(key: string, raw: unknown): KeyRead {
  if (raw === undefined || raw === null) return { key, raw, doc: emptySynced(), pending: [], problems: [] };
  if (!isObject(raw))
    return {
      key,
      raw,
      doc: emptySynced(),
      pending: [],
      problems: [`the stored value is ${Array.isArray(raw) ? 'a list' : typeof raw}, not a statistics object`],
    };
  let read = reads.get(raw);
  if (!read) reads.set(raw, (read = readObject(key, raw)));
  return read;
}

function readObject(key: string, raw: Record<string, unknown>): KeyRead {
  const schema = raw.schema;
  // Schema 0 (the prototype's) had no schema field; 1 to 3 kept every result.
  if (!('schema' in raw) || schema === 1 || schema === 2 || schema === 3)
    return { key, raw, doc: emptySynced(), pending: [], problems: [], schema: typeof schema === 'number' ? schema : 0 };
  if (typeof schema === 'number' && Number.isInteger(schema) && schema > SYNCED_SCHEMA)
    return { key, raw, doc: emptySynced(), pending: [], problems: [], schema };
  const { doc, problems } = decodeSynced(raw);
  const repack = schema === JSON_TALLY_SCHEMA;
  if (schema !== SYNCED_SCHEMA && !repack) problems.unshift(`unknown schema ${JSON.stringify(schema)?.slice(0, 40)}`);
  const pending: PendingGame[] = [];
  for (const row of Array.isArray(raw.pending) ? (raw.pending as unknown[]).slice(0, MAX_PENDING) : []) {
    const [window, ...rest] = Array.isArray(row) ? (row as unknown[]) : [];
    const result = decodeResult(rest);
    if (isGameInstanceId(window) && result.ok) pending.push({ window, result: result.value });
    else problems.push('a pending game that does not read');
  }
  return {
    key,
    raw,
    doc,
    pending,
    problems,
    ...(isMachineId(raw.machine) ? { machine: raw.machine } : {}),
    ...(repack ? { repack: true as const } : {}),
  };
}

const pendingKey = (p: PendingGame): string => `${p.window}.${p.result.id}.${p.result.endedAt}`;
const samePending = (stored: readonly PendingGame[], held: ReadonlyMap<string, PendingGame>): boolean =>
  stored.length === held.size && stored.every((p) => held.has(pendingKey(p)));

export class StatsStore {
  /**
   * Everything this window wrote or read: it vouches for all of it and checks it until it closes.
   * Joining only grows a document, so this is the window's view and never goes back.
   */
  private known: SyncedStats = emptySynced();
  private pending = new Map<string, PendingGame>();
  /** Pending games known to be written since: never taken back from a stale copy. */
  private readonly settled = new Set<string>();
  /** This globalState's own machines (journals) and the migrations' tallies: what the device key keeps. */
  private readonly mine = new Set<string>();
  /** This window's machine. */
  private machine: string | undefined;
  private timer: unknown;
  private toldNewer = false;
  private toldTooLarge = false;
  private toldEarlier = new WeakSet<object>();
  /** Why the last write failed; undefined once one succeeds. While set, every look writes again. */
  failed: { readonly error: unknown } | undefined;
  /** Values of an earlier schema not moved yet: their keys are not written. */
  private earlierKeys = new Set<string>();
  /** Keys whose earlier value is moved, until this version's value is written there. */
  private readonly movedKeys = new Set<string>();

  constructor(
    private readonly memento: StatsMemento,
    private readonly events: StoreEvents,
    private readonly timers: Timers = realTimers,
    private readonly recheckMs: readonly number[] = RECHECK_MS,
  ) {}

  /** The statistics now: both keys and all this window has known, joined. Repairs what it finds. */
  current(): SyncedStats {
    return this.sync(false).doc;
  }

  /** The games counted here whose journal entries are not written yet (the device key's). */
  pendingGames(): PendingGame[] {
    this.sync(false);
    return [...this.pending.values()];
  }

  /** Marks `machine` as this globalState's own (its tally goes to the device key too). */
  own(machine: string): void {
    this.mine.add(machine);
    this.machine = machine;
  }

  /** The machine id the device key names (this machine's, as it was last stored). */
  deviceMachine(): string | undefined {
    return readKey(DEVICE_KEY, this.memento.get<unknown>(DEVICE_KEY)).machine;
  }

  /** The values of an earlier schema are moved: their keys are written over, the values there now no longer handed over. */
  moved(): void {
    for (const key of this.earlierKeys) this.movedKeys.add(key);
    this.earlierKeys.clear();
  }

  /** Joins `part` into storage, with games counted whose entries are not written yet and those written since. Resolves once written. */
  async add(
    part: SyncedStats,
    pending: { readonly add?: readonly PendingGame[]; readonly settle?: readonly PendingGame[] } = {},
  ): Promise<SyncedStats> {
    this.known = joinSynced(this.known, part);
    for (const p of pending.settle ?? []) {
      this.settled.add(pendingKey(p));
      this.pending.delete(pendingKey(p));
    }
    for (const p of pending.add ?? []) if (!this.settled.has(pendingKey(p))) this.pending.set(pendingKey(p), p);
    const { doc, written } = this.sync(true);
    this.recheck(0);
    await written;
    return doc;
  }

  /**
   * Moves what earlier versions backed up in globalState (BACKUP_KEY, NEWER_BACKUP_KEY: raw values, some
   * of them as large as a whole history) to `keep` (the disk), then out of globalState; a key whose value
   * could not be kept stays.
   */
  async moveOldBackups(keep: (backup: Backup) => Promise<boolean>): Promise<void> {
    for (const key of [BACKUP_KEY, NEWER_BACKUP_KEY]) {
      const raw = this.memento.get<unknown>(key);
      if (raw === undefined) continue;
      if (await keep({ key, at: this.isoNow(), why: 'earlier', problems: [], raw })) await this.memento.update(key, undefined);
    }
  }

  /** No last write: a closing window's copy may be the stale one. */
  dispose(): void {
    this.timers.clearTimeout(this.timer);
  }

  /** Reads both keys and joins them into what this window knows; writes back whatever key lacks anything. */
  private sync(force: boolean): { doc: SyncedStats; written: Promise<void>; wrote: boolean } {
    const keys = [STATS_KEY, DEVICE_KEY].map((key) => readKey(key, this.memento.get<unknown>(key)));
    let doc = this.known;
    for (const read of keys) doc = joinSynced(doc, read.doc);
    // A reset dated past this machine's clock is not taken, in what storage holds either: it is
    // not written back, so neither Settings Sync nor the next window carries it on.
    doc = withResetsInForce(doc, this.timers.now());
    this.known = doc;
    for (const read of keys) for (const p of read.pending) if (!this.settled.has(pendingKey(p))) this.pending.set(pendingKey(p), p);
    while (this.pending.size > MAX_PENDING) this.pending.delete(this.pending.keys().next().value!);
    let stale = force || this.failed !== undefined;
    const damaged: KeyRead[] = [];
    const earlier: KeyRead[] = [];
    for (const read of keys) {
      if (read.schema !== undefined && read.schema > SYNCED_SCHEMA) {
        if (!this.toldNewer) this.events.newer(read.schema);
        this.toldNewer = true;
      } else if (read.schema !== undefined && this.movedKeys.has(read.key)) stale = true;
      else if (read.schema !== undefined) {
        earlier.push(read);
        this.earlierKeys.add(read.key);
      } else if (read.problems.length > 0) {
        // Backed up before the rewrite below replaces it, so nothing raw is ever gone for good.
        this.events.backUp?.({ key: read.key, at: this.isoNow(), why: 'damaged', problems: read.problems.slice(0, 50), raw: read.raw });
        damaged.push(read);
        stale = true;
      } else if (read.repack) stale = true;
      else if (read.key === STATS_KEY) {
        // What the synced key would hold (too large a value is not written there at all).
        const fitted = fitSynced(doc)?.doc;
        if (fitted && !holdsSynced(read.doc, fitted)) stale = true;
      } else if (!holdsSynced(read.doc, this.deviceDoc(doc)) || !samePending(read.pending, this.pending)) stale = true;
    }
    const fresh = earlier.filter((read) => isObject(read.raw) && !this.toldEarlier.has(read.raw));
    for (const read of fresh) this.toldEarlier.add(read.raw as object);
    if (fresh.length > 0) this.events.earlier?.(fresh.map(({ key, raw }) => ({ key, raw })));
    const written = stale ? this.write(doc) : Promise.resolve();
    // Told once: the rewrite has already replaced the damaged values, so the next read finds none.
    if (damaged.length > 0) this.events.damaged(damaged);
    return { doc, written, wrote: stale };
  }

  /** What the device key keeps of `doc`: this machine's tallies and newest results, the migrations' tallies, the resets. */
  private deviceDoc(doc: SyncedStats): SyncedStats {
    const kept = (id: string): boolean => this.mine.has(id) || id.startsWith('legacy-');
    return {
      machines: new Map([...doc.machines].filter(([id]) => kept(id))),
      resets: doc.resets,
      newest: doc.newest.filter((m) => kept(m.machine)),
    };
  }

  private isoNow(): string {
    return new Date(this.timers.now()).toISOString();
  }

  /**
   * Both keys, started together before anything awaits, so no read in between sees half a write.
   * Never fails, never hangs: a throw, a refusal or no answer in time (write-limits.ts) is a failed write.
   * The synced key is not written when it holds a newer schema, or an earlier one not moved yet, or when
   * the value would pass Settings Sync's part: then this machine's key alone holds what is new.
   */
  private write(doc: SyncedStats): Promise<void> {
    const fit = fitSynced(doc);
    if (!fit && !this.toldTooLarge) {
      this.toldTooLarge = true;
      this.events.tooLarge?.(JSON.stringify(encodeSynced(doc, [])).length);
    }
    const device: StoredDevice = {
      ...encodeSynced(this.deviceDoc(doc)),
      pending: [...this.pending.values()].map((p) => [p.window, ...encodeResult(p.result)]),
      ...(this.machine ? { machine: this.machine } : {}),
    };
    return withinTime(() => {
      const writes: Thenable<void>[] = [];
      for (const [key, value] of [
        [STATS_KEY, fit?.stored],
        [DEVICE_KEY, device],
      ] as const) {
        if (value === undefined || this.earlierKeys.has(key)) continue;
        const raw = this.memento.get<unknown>(key);
        const schema = isObject(raw) && typeof raw.schema === 'number' ? raw.schema : undefined;
        if (schema !== undefined && schema > SYNCED_SCHEMA) {
          // This machine's key must hold what it counts: a newer version's value there is kept whole first.
          if (key === STATS_KEY) continue;
          this.events.backUp?.({ key, at: this.isoNow(), why: 'newer', problems: [], raw });
        }
        writes.push(Promise.resolve(this.memento.update(key, value)).then(() => void this.movedKeys.delete(key)));
      }
      return Promise.all(writes);
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

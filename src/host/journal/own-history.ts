// This machine's statistics from its journal: the tally Settings Sync carries for it (partition.ts),
// folded from every game the journal holds, and kept cheap to keep up at any length of history.
//
// The journal's index (journal/index.json) holds the tally of the packed segments (packed.ts) with the
// results it keeps beside it (the checkpoint), and the rows of the loose entries folded on top (the
// tail). The tally is the checkpoint with the tail folded in: a new game costs a fold of the tail, a
// few hundred games at most, whatever the history. A window checks the journal against a tally by
// listing names alone (each segment's name says its count and digest, each loose entry's name is its
// key): the same entries, the same digest. What the listing shows and the index lacks is read: a new
// segment (another window packed) is folded into the checkpoint, a new loose entry is read and its
// record replayed before it counts (a file may be forged), as every claim is. A reset, a segment that
// does not follow the checkpoint (an import's older games) or a loose entry older than the checkpoint
// folds the whole journal again, in slices.
//
// Packing moves loose entries a day old into segments (writeSegments), then takes them out of the
// tail, then deletes their files: a window that dies on the way leaves a segment the listing folds in
// and loose copies the next pack deletes, never a game lost or counted twice (the digest is of keys).
import { fail, ok, type Result } from '../../engine';
import { instanceOf } from '../../protocol/game-instance';
import { type Carried, isObject, standing } from '../../stats-core/document';
import { digestOf, xorDigest } from '../../stats-core/digest';
import { encodeMoves } from '../../stats-core/move-code';
import {
  type OwnTally,
  type PartitionTally,
  type Resets,
  carrySeen,
  emptyOwn,
  foldIn,
  foldInSlices,
  sameResets,
} from '../../stats-core/partition';
import { type StoredOwn, decodeOwn, encodeOwn } from '../../stats-core/own-store';
import { tallyText } from '../../stats-core/synced';
import { replayInSlices } from '../../stats-core/replay-in-slices';
import { type GameResult, type ResultRow, byEnd, decodeResult, encodeResult, isFromTheFuture } from '../../stats-core/result';
import { SliceClock } from '../../stats-core/slices';
import { type ResultClaim, verifyResult } from '../../stats-core/verify';
import type { JournalEntry, JournalListing } from './entry';
import type { Journal } from './journal';
import { type MachineFile, machineOf, readMachineFile } from './machine-file';
import {
  type PackedRow,
  type Segment,
  type SegmentRead,
  carriedKey,
  listSegments,
  playedRow,
  readRecords,
  readSegment,
  removeSegment,
  rowKey,
  writeSegments,
} from './packed';
import { listJournal, readJournalEntry } from './reader';
import { readSegmentIds, writeSegmentIds } from './segment-ids';
import { refusedEntries, rememberRefused } from './refused-entries';

const INDEX = 'index.json';
const INDEX_SCHEMA = 1;
/** Loose entries are packed once this old… */
export const PACK_AFTER_MS = 24 * 3_600_000;
/** …and this many of them wait. */
export const PACK_AT = 200;
/**
 * A damaged entry is remembered as refused only once it is this old: its window writes it in place
 * right after counting (and tries again after a failed write), so a reader may meet it half written.
 */
const SETTLED_MS = 3_600_000;
/** Refused entries warned about one by one, at most; the rest in one line. */
const WARNED_REFUSALS = 20;

/** A game counted here whose entry is not written yet (the disk refused it): it counts all the same. */
export interface PendingEntry {
  readonly window: string;
  readonly result: GameResult;
}

interface TailEntry {
  readonly window: string;
  readonly result: GameResult;
  /** Still only in globalState: its entry is being written, or a window that died could not write it. */
  readonly pending?: true;
}

/** The index as a window holds it. */
interface Index {
  readonly segments: readonly Segment[];
  /** The tally of the segments' games (with their carried totals), and when the newest of them ended. */
  readonly checkpoint: OwnTally;
  readonly newest: number;
  readonly tail: ReadonlyMap<string, TailEntry>;
}

export interface OwnLog {
  info(message: string): void;
  warn(message: string): void;
}

const sameSegments = (a: readonly Segment[], b: readonly Segment[]): boolean =>
  a.length === b.length && a.every((s, i) => s.stem === b[i].stem);

const inOrder = (a: { key: string; result: GameResult }, b: { key: string; result: GameResult }): number =>
  byEnd(a.result, b.result) || (a.key < b.key ? -1 : 1);

/** `rows` oldest first: the segments' rows mostly come so already (each segment is), and are then not sorted again. */
function inOrderAll<T extends { key: string; result: GameResult }>(rows: T[]): T[] {
  for (let i = 1; i < rows.length; i++) if (inOrder(rows[i - 1], rows[i]) > 0) return rows.sort(inOrder);
  return rows;
}

/** The results to fold (`rows` oldest first), oldest first, each game once: of two counts of one game (two windows), the one that stands (document.ts). */
function countOnce(rows: readonly { key: string; result: GameResult }[]): GameResult[] {
  const byId = new Map<string, GameResult>();
  let twice = false;
  for (const { result } of rows) {
    const had = byId.get(result.id);
    if (had) twice = true;
    byId.set(result.id, had ? standing(had, result) : result);
  }
  // Each game once already (the usual case): the rows' order stands; else the counts that stand, in order.
  return twice ? [...byId.values()].sort(byEnd) : rows.map((r) => r.result);
}

/** What a journal entry claims, to be verified again like any claim. */
const claimOf = (entry: JournalEntry): ResultClaim => ({
  ...instanceOf(entry),
  outcome: entry.outcome,
  record: entry.record,
  score: entry.score,
  moves: entry.moves,
  elapsedMs: entry.timeMs,
});

export class OwnHistory {
  private file: Promise<MachineFile> | undefined;
  private legacyCut: number | undefined;
  private index: Index | undefined;
  /** The tally last folded, and the resets it applied. */
  private folded: OwnTally | undefined;
  /** One fold at a time: a count waits for the catch-up under way, and the other way round. */
  private queue: Promise<unknown> = Promise.resolve();
  private saving: Promise<void> = Promise.resolve();
  private dirty = false;
  /** The game ids of the segments read so far (packedIdsNow()), and the read under way. */
  private packedIds: { segments: Map<string, readonly string[]>; ids: Map<string, Segment> } | undefined;
  private idsQueue: Promise<unknown> = Promise.resolve();
  /** Segments this window just wrote (an import's), as a read would give them: taken once by the fold and once by the ids. */
  private readonly justWritten = new Map<string, { read: SegmentRead; uses: number }>();
  /** The keys of the segments read to find packed copies among the loose entries, by stem. */
  private readonly segmentKeys = new Map<string, ReadonlySet<string>>();

  constructor(
    readonly journal: Pick<Journal, 'folder' | 'window' | 'slices'>,
    private readonly log: OwnLog,
    private readonly now: () => number,
  ) {}

  /** `segment`, just written by this window, reads as `read`: the next fold and the next read of ids take it from here. */
  written(segment: Segment, read: SegmentRead): void {
    this.justWritten.set(segment.stem, { read, uses: 2 });
  }

  /** The segments just written are read from disk from now on (their rows are let go). */
  forgetWritten(): void {
    this.justWritten.clear();
  }

  /** A segment's rows: the ones this window just wrote, or read from disk. */
  private async rowsOf(segment: Segment): Promise<SegmentRead> {
    const kept = this.justWritten.get(segment.stem);
    if (!kept) return readSegment(this.journal.folder, segment);
    if (--kept.uses === 0) this.justWritten.delete(segment.stem);
    return kept.read;
  }

  /** The journal's machine file, read (or made, with `known` as its id when this machine kept one) once per window. */
  machine(known?: string): Promise<MachineFile> {
    return (this.file ??= machineOf(this.journal.folder, known).then(
      (file) => ((this.legacyCut = file.legacy?.cut ?? 0), file),
      (error: unknown) => {
        this.file = undefined;
        throw error;
      },
    ));
  }

  /** The machine file was written again (a migration noted its cut): read it afresh. */
  forget(): void {
    this.file = undefined;
    this.legacyCut = undefined;
  }

  /** Where the earlier version's games end (0: none), read without making the file: a listing never waits for a write. */
  private async cut(): Promise<number> {
    this.legacyCut ??= (await readMachineFile(this.journal.folder))?.legacy?.cut ?? 0;
    return this.legacyCut;
  }

  /** The tally last folded, if any. */
  get current(): OwnTally | undefined {
    return this.folded;
  }

  /** The keys of the games folded in whose entries are not written yet (rowKey). */
  get unwritten(): ReadonlySet<string> {
    return new Set([...(this.index?.tail ?? [])].filter(([, e]) => e.pending).map(([key]) => key));
  }

  /**
   * Where the journal holds game `id`: the tail's result, or the segment that holds it (the segments'
   * ids are read once a window, then kept up as segments come). For the questions an id asks (counted
   * already? which count?).
   */
  async find(id: string): Promise<GameResult | Segment | undefined> {
    for (const entry of this.index?.tail.values() ?? []) if (entry.result.id === id) return entry.result;
    return (await this.packedIdsNow()).get(id);
  }

  /**
   * The game ids of the segments, by id, read as far as the segments go now (in slices). One read at a
   * time: a segment is marked read before its rows are in, so a second read alongside would miss them.
   */
  private packedIdsNow(): Promise<ReadonlyMap<string, Segment>> {
    const run = this.idsQueue.then(() => this.readPackedIds());
    this.idsQueue = run.catch(() => undefined);
    return run;
  }

  private async readPackedIds(): Promise<ReadonlyMap<string, Segment>> {
    const first = this.packedIds === undefined;
    const known = (this.packedIds ??= { segments: new Map(), ids: new Map() });
    const clock = new SliceClock(this.journal.slices);
    const segments = await listSegments(this.journal.folder);
    // A window's first read takes what the ids file lists; the segments it lacks are read.
    const kept = first ? await readSegmentIds(this.journal.folder, segments) : new Map<string, string[]>();
    let read = false;
    for (const segment of segments) {
      if (known.segments.has(segment.stem)) continue;
      if (clock.due()) await clock.next();
      let ids = kept.get(segment.stem);
      if (!ids) {
        ids = (await this.rowsOf(segment)).rows.flatMap((row) => (row.partition === null ? [row.result.id] : []));
        read = true;
      }
      known.segments.set(segment.stem, ids);
      for (const id of ids) if (!known.ids.has(id)) known.ids.set(id, segment);
    }
    const listed = new Set(segments.map((s) => s.stem));
    if (read)
      await writeSegmentIds(this.journal.folder, new Map([...known.segments].filter(([stem]) => listed.has(stem)))).catch(
        (error: unknown) => this.log.warn(`Statistics: the game journal's ids file could not be written (${String(error)})`),
      );
    return known.ids;
  }

  /** The segments' ids a read of every segment gave, taken as the window's and written to the ids file. */
  private keepIds(segments: readonly Segment[], ids: ReadonlyMap<string, string[]>): Promise<void> {
    const run = this.idsQueue.then(async () => {
      if (this.packedIds !== undefined) return;
      const known = { segments: new Map<string, readonly string[]>(), ids: new Map<string, Segment>() };
      for (const segment of segments) {
        const list = ids.get(segment.stem) ?? [];
        known.segments.set(segment.stem, list);
        for (const id of list) if (!known.ids.has(id)) known.ids.set(id, segment);
      }
      this.packedIds = known;
      await writeSegmentIds(this.journal.folder, known.segments);
    });
    this.idsQueue = run.catch((error: unknown) =>
      this.log.warn(`Statistics: the game journal's ids file could not be written (${String(error)})`),
    );
    return this.idsQueue as Promise<void>;
  }

  /**
   * Reads the segments' game ids ahead of the first count that asks (at 100,000 games a first read is
   * some hundred segments), and so a fold can tell a loose entry the segments already hold.
   */
  async learnIds(): Promise<void> {
    await this.packedIdsNow();
  }

  /** The count of game `id` the journal holds (the one that stands, of two). */
  async resultOf(id: string): Promise<GameResult | undefined> {
    const where = await this.find(id);
    if (!where || !('stem' in where)) return where;
    const rows = (await readSegment(this.journal.folder, where)).rows.filter((r) => r.partition === null && r.result.id === id);
    return rows.map((r) => r.result).reduce<GameResult | undefined>((a, b) => (a ? standing(a, b) : b), undefined);
  }

  /**
   * The tally of every game the journal holds, with `pending` (counted here, not written yet) and
   * `resets`; `added`, a game whose entry was just written (or could not be). Folds only what changed.
   */
  fold(
    resets: Resets,
    pending: readonly PendingEntry[],
    { added, stored }: { added?: PendingEntry; stored?: PartitionTally } = {},
  ): Promise<OwnTally> {
    const run = this.queue.then(() => this.foldNow(resets, pending, added, stored));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** `stored`: this machine's tally as globalState holds it, whose streaks seen across machines carry over. */
  private async foldNow(
    resets: Resets,
    pending: readonly PendingEntry[],
    added: PendingEntry | undefined,
    stored: PartitionTally | undefined,
  ): Promise<OwnTally> {
    let index = this.index ?? (await this.loadIndex(resets));
    const { loose, segments } = await this.listing();
    if (!sameSegments(index.segments, segments) || !sameResets(index.checkpoint.tally.applied, resets))
      index = await this.followSegments(index, segments, resets);
    const tail = new Map(index.tail);
    const listed = new Set<string>();
    const fresh: JournalListing[] = [];
    const packedKeys = await this.keysInRanges(loose, segments);
    for (const listing of loose) {
      if (packedKeys.has(listing.name)) continue; // a copy a pack left behind: its segment counts it
      listed.add(listing.name);
      if (!tail.get(listing.name) || tail.get(listing.name)?.pending) fresh.push(listing);
    }
    // A tail entry no longer listed was packed (a segment holds it now) or deleted; a pending one stays until written.
    for (const [key, entry] of tail) if (!listed.has(key) && !entry.pending) tail.delete(key);
    for (const entry of await this.readFresh(fresh)) tail.set(rowKey(entry.result, entry.window), entry);
    for (const p of added ? [...pending, added] : pending) {
      const key = rowKey(p.result, p.window);
      if (!listed.has(key) && !tail.has(key)) tail.set(key, { window: p.window, result: p.result, pending: true });
      else if (listed.has(key) && !tail.has(key)) tail.set(key, { window: p.window, result: p.result });
    }
    // Pending entries that a window wrote meanwhile are loose entries now.
    for (const [key, entry] of tail) if (entry.pending && listed.has(key)) tail.set(key, { window: entry.window, result: entry.result });
    const changed = tail.size !== index.tail.size || [...tail].some(([key, e]) => index.tail.get(key) !== e);
    this.index = { ...index, tail };
    if (changed || this.dirty) this.save();
    return (this.folded = await this.tallyOf(this.index, resets, stored));
  }

  /** The checkpoint with the tail folded in; an entry older than the checkpoint's newest folds everything again, in order. */
  private async tallyOf(index: Index, resets: Resets, stored: PartitionTally | undefined): Promise<OwnTally> {
    const tail = [...index.tail].map(([key, e]) => ({ key, result: e.result })).sort(inOrder);
    const now = this.now();
    const packed = this.packedIds?.ids;
    // A game the segments hold counted already, or one they hold two counts of: every game once, in order.
    const refold = tail.length > 0 && (tail[0].result.endedAt < index.newest || tail.some((t) => packed?.has(t.result.id)));
    let own: OwnTally;
    if (refold) {
      const { rows, carried } = await this.segmentRows(index.segments);
      own = await foldInSlices(
        emptyOwn(carried, resets),
        countOnce(inOrderAll([...rows, ...tail])),
        now,
        new SliceClock(this.journal.slices),
      );
    } else own = foldIn(index.checkpoint, countOnce(tail), now);
    own.tally.entries = index.checkpoint.tally.entries + tail.length;
    own.tally.digest = xorDigest(index.checkpoint.tally.digest, digestOf(tail.map((t) => t.key)));
    for (const before of [this.folded?.tally, stored]) if (before) own = carrySeen(own, before);
    return withFolds(own, [this.folded?.tally, stored]);
  }

  /** The index from disk, or folded afresh from the segments when there is none (or it does not read). */
  private async loadIndex(resets: Resets): Promise<Index> {
    let raw: unknown;
    try {
      raw = await this.journal.folder.read(INDEX);
    } catch {
      raw = undefined;
    }
    const read = raw === undefined ? undefined : readIndex(raw);
    if (typeof read === 'string') this.log.warn(`Statistics: the game journal's index is unusable (${read}); folding the journal again`);
    if (read && typeof read !== 'string') return (this.index = read);
    return (this.index = await this.rebuild(await listSegments(this.journal.folder), resets, new Map()));
  }

  /** Segments the index has not folded yet, when they follow it and it lost none: else every segment again. */
  private async followSegments(index: Index, segments: readonly Segment[], resets: Resets): Promise<Index> {
    const known = new Set(index.segments.map((s) => s.stem));
    const added = segments.filter((s) => !known.has(s.stem));
    const kept = index.segments.every((s) => segments.some((t) => t.stem === s.stem));
    if (!kept || !sameResets(index.checkpoint.tally.applied, resets) || added.some((s) => s.first <= index.newest))
      return this.rebuild(segments, resets, index.tail);
    const { rows, carried } = await this.segmentRows(added);
    if (Object.keys(carried).length > 0) return this.rebuild(segments, resets, index.tail);
    const own = rows.map((r) => ({ key: r.key, result: r.result })).sort(inOrder);
    const checkpoint = foldIn(index.checkpoint, countOnce(own), this.now());
    checkpoint.tally.entries = index.checkpoint.tally.entries + own.length;
    checkpoint.tally.digest = xorDigest(index.checkpoint.tally.digest, digestOf(own.map((r) => r.key)));
    const tail = new Map(index.tail);
    for (const r of own) tail.delete(r.key);
    return { segments, checkpoint, newest: latestEnd(own, index.newest), tail };
  }

  /** Every segment folded again (a reset, an import's older games, a segment gone); segments whose names lie are written again. */
  private async rebuild(segments: readonly Segment[], resets: Resets, tail: ReadonlyMap<string, TailEntry>): Promise<Index> {
    const { rows, carried, carriedKeys, renamed, ids } = await this.segmentRows(segments, true);
    if (renamed) segments = await listSegments(this.journal.folder);
    // Every segment was read: their game ids are known (and kept for the next window) without a read more.
    else if (this.packedIds === undefined) void this.keepIds(segments, ids);
    const sorted = inOrderAll(rows);
    const clock = new SliceClock(this.journal.slices);
    const checkpoint = await foldInSlices(emptyOwn(carried, resets), countOnce(sorted), this.now(), clock);
    checkpoint.tally.entries = sorted.length + carriedKeys.length;
    checkpoint.tally.digest = digestOf([...sorted.map((r) => r.key), ...carriedKeys]);
    const keys = new Set(sorted.map((r) => r.key));
    const kept = new Map([...tail].filter(([key]) => !keys.has(key)));
    this.dirty = true;
    return { segments, checkpoint, newest: latestEnd(sorted), tail: kept };
  }

  /**
   * The rows of `segments` that count for this machine (each key once) and their carried totals, read in
   * slices. With `mend`, a segment whose rows are not what its name says is written again under its true name.
   */
  private async segmentRows(
    segments: readonly Segment[],
    mend = false,
  ): Promise<{ rows: PackedRow[]; carried: Record<string, Carried>; carriedKeys: string[]; renamed: boolean; ids: Map<string, string[]> }> {
    const clock = new SliceClock(this.journal.slices);
    const byKey = new Map<string, PackedRow>();
    const ids = new Map<string, string[]>();
    const carried: Record<string, Carried> = {};
    const carriedKeys: string[] = [];
    let renamed = false;
    for (const segment of segments) {
      if (clock.due()) await clock.next();
      const read = await this.rowsOf(segment);
      for (const problem of read.problems.slice(0, 5)) this.log.warn(`Statistics: the game journal: ${problem}`);
      const own = read.rows.filter((r) => r.partition === null);
      for (const r of own) if (!byKey.has(r.key)) byKey.set(r.key, r);
      ids.set(
        segment.stem,
        own.map((r) => r.result.id),
      );
      const keys = own.map((r) => r.key);
      if (read.carriedBy === null && Object.keys(read.carried).length > 0) {
        Object.assign(carried, read.carried);
        keys.push(carriedKey(read.carried));
        carriedKeys.push(carriedKey(read.carried));
      }
      const true_ = { count: keys.length, digest: digestOf(keys) };
      if (mend && (true_.count !== segment.count || true_.digest !== segment.digest) && read.rows.length > 0) {
        const codes = await readRecords(this.journal.folder, segment, read.rows.length);
        await writeSegments(
          this.journal.folder,
          read.rows.map((row, i) => ({ row, code: codes[i] })),
          read.carried,
          read.carriedBy,
        );
        await removeSegment(this.journal.folder, segment);
        this.log.warn(`Statistics: the game journal's segment ${segment.stem} did not hold what its name says; written again`);
        renamed = true;
      }
    }
    return { rows: [...byKey.values()], carried, carriedKeys, renamed, ids };
  }

  /** The keys packed already among the loose entries whose time falls inside a segment (a pack that died before deleting them). */
  private async keysInRanges(loose: readonly JournalListing[], segments: readonly Segment[]): Promise<Set<string>> {
    const keys = new Set<string>();
    const inside = segments.filter((s) => s.count > 0 && loose.some((l) => l.endedAt >= s.first && l.endedAt <= s.last));
    for (const segment of inside) {
      let known = this.segmentKeys.get(segment.stem);
      if (!known)
        this.segmentKeys.set(segment.stem, (known = new Set((await readSegment(this.journal.folder, segment)).rows.map((r) => r.key))));
      for (const key of known) keys.add(key);
    }
    return keys;
  }

  /** The loose entries not folded yet, read and their records replayed; the rest refused (remembered once settled) and warned about. */
  private async readFresh(fresh: readonly JournalListing[]): Promise<TailEntry[]> {
    const now = this.now();
    const taken: TailEntry[] = [];
    const refused: { listing: JournalListing; why: string }[] = [];
    for (const listing of fresh) {
      const entry = await this.readVerified(listing, now);
      if (entry.ok) taken.push(entry.value);
      else refused.push({ listing, why: entry.error });
    }
    for (const { why } of refused.slice(0, WARNED_REFUSALS)) this.log.warn(`Statistics: a game journal entry was not counted: ${why}`);
    if (refused.length > WARNED_REFUSALS)
      this.log.warn(
        `Statistics: … and ${refused.length - WARNED_REFUSALS} more game journal entries were not counted; the refused ones are remembered and not read again`,
      );
    const settled = refused.filter(({ listing }) => listing.endedAt < now - SETTLED_MS || isFromTheFuture(listing.endedAt, now));
    try {
      await rememberRefused(
        this.journal.folder,
        settled.map(({ listing }) => listing.name),
      );
    } catch (error) {
      this.log.warn(
        `Statistics: the refused game journal entries could not be remembered (${String(error)}); they are read again next time`,
      );
    }
    return taken;
  }

  private async readVerified(listing: JournalListing, now: number): Promise<Result<TailEntry>> {
    if (isFromTheFuture(listing.endedAt, now))
      return fail(`${listing.name}: it ends ${new Date(listing.endedAt).toISOString()}, more than 24 h after this machine's clock`);
    const entry = await readJournalEntry(this.journal.folder, listing);
    if (!entry.ok) return entry;
    const result = verifyResult(claimOf(entry.value), entry.value.endedAt, await replayInSlices(entry.value.record, this.journal.slices));
    return result.ok ? ok({ window: entry.value.window, result: result.value }) : fail(`${listing.name}: ${result.error}`);
  }

  /** The loose entries that count here (not refused, not the earlier version's: migration.ts) and the segments. */
  private async listing(): Promise<{ loose: JournalListing[]; segments: Segment[] }> {
    const [listed, segments, refused, cut] = await Promise.all([
      listJournal(this.journal.folder, this.journal.slices),
      listSegments(this.journal.folder),
      refusedEntries(this.journal.folder),
      this.cut(),
    ]);
    return { loose: listed.filter((l) => !refused.has(l.name) && l.endedAt > cut), segments };
  }

  /** Writes the index (one write at a time; the last state wins). */
  private save(): void {
    this.dirty = true;
    this.saving = this.saving.then(async () => {
      if (!this.dirty || !this.index) return;
      this.dirty = false;
      try {
        await this.journal.folder.write(INDEX, storedIndex(this.index));
      } catch (error) {
        this.log.warn(`Statistics: the game journal's index could not be written (${String(error)}); it is folded again next time`);
      }
    });
  }

  /** Settles once the index written last is on disk. */
  flushed(): Promise<void> {
    return this.saving;
  }

  /**
   * Moves loose entries a day old into segments, when PACK_AT of them wait (or one is older than the
   * checkpoint: it must take its place in order). Their files go once the index no longer holds them.
   */
  pack(resets: Resets): Promise<number> {
    const run = this.queue.then(() => this.packNow(resets));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async packNow(resets: Resets): Promise<number> {
    const index = this.index;
    if (!index) return 0;
    const old = this.now() - PACK_AFTER_MS;
    const ready = [...index.tail].filter(([, e]) => !e.pending && (e.result.endedAt < old || e.result.endedAt < index.newest));
    const late = ready.some(([, e]) => e.result.endedAt < index.newest);
    if (ready.length < PACK_AT && !late) return 0;
    const rows: { row: PackedRow; code: string | null }[] = [];
    for (const [key, entry] of ready) {
      const listing = { name: key, id: entry.result.id, scope: entry.result.scope, endedAt: entry.result.endedAt, window: entry.window };
      const read = await readJournalEntry(this.journal.folder, listing);
      const code = read.ok ? (encodeMoves(read.value.record.game, read.value.record.moves) ?? null) : null;
      rows.push({ row: playedRow(entry.result, entry.window), code });
    }
    const written = await writeSegments(this.journal.folder, rows);
    const segments = [...index.segments, ...written].sort((a, b) => a.first - b.first || a.last - b.last || (a.stem < b.stem ? -1 : 1));
    this.index = late ? await this.rebuild(segments, resets, index.tail) : await this.followSegments(index, segments, resets);
    this.save();
    await this.saving;
    for (const [key] of ready) await this.journal.folder.remove(key);
    this.log.info(`Statistics: packed ${ready.length} game journal entries into ${written.length} segment(s)`);
    return ready.length;
  }

  /**
   * Every game the journal holds (packed and loose, this machine's and the earlier version's), each key
   * once, with its move code where kept; in slices. The loose ones as the last fold read them.
   */
  async everyGame(): Promise<{ rows: PackedRow[]; codes: Map<string, string>; carried: Record<string, Carried> }> {
    const clock = new SliceClock(this.journal.slices);
    const rows = new Map<string, PackedRow>();
    const codes = new Map<string, string>();
    const carried: Record<string, Carried> = {};
    for (const segment of await listSegments(this.journal.folder)) {
      if (clock.due()) await clock.next();
      const read = await readSegment(this.journal.folder, segment);
      const segmentCodes = await readRecords(this.journal.folder, segment, read.rows.length);
      Object.assign(carried, read.carried);
      read.rows.forEach((row, i) => {
        if (rows.has(row.key)) return;
        rows.set(row.key, row);
        if (segmentCodes[i] !== null) codes.set(row.key, segmentCodes[i]!);
      });
    }
    // The loose entries as folded (their records replayed), each record's code read from its file.
    for (const [key, entry] of this.index?.tail ?? []) {
      if (rows.has(key)) continue;
      if (clock.due()) await clock.next();
      rows.set(key, playedRow(entry.result, entry.window));
      if (entry.pending) continue;
      const read = await readJournalEntry(this.journal.folder, {
        name: key,
        id: entry.result.id,
        scope: entry.result.scope,
        endedAt: entry.result.endedAt,
        window: entry.window,
      });
      const code = read.ok ? encodeMoves(read.value.record.game, read.value.record.moves) : undefined;
      if (code !== undefined) codes.set(key, code);
    }
    return { rows: [...rows.values()], codes, carried };
  }
}

// ---- The index on disk.

interface StoredIndex {
  schema: typeof INDEX_SCHEMA;
  segments: string[];
  newest: number;
  checkpoint: StoredOwn;
  /** Each a window, whether it is pending (1) or not (0), then the result row. */
  tail: (string | number | ResultRow[number])[][];
}

function storedIndex(index: Index): StoredIndex {
  return {
    schema: INDEX_SCHEMA,
    segments: index.segments.map((s) => s.stem),
    newest: index.newest,
    checkpoint: encodeOwn(index.checkpoint),
    tail: [...index.tail.values()].map((e) => [e.window, e.pending ? 1 : 0, ...encodeResult(e.result)]),
  };
}

function readIndex(raw: unknown): Index | string {
  if (!isObject(raw) || raw.schema !== INDEX_SCHEMA) return `not an index of schema ${INDEX_SCHEMA}`;
  if (!Array.isArray(raw.segments) || !Array.isArray(raw.tail) || typeof raw.newest !== 'number') return 'its parts are not lists';
  const segments: Segment[] = [];
  for (const stem of raw.segments as unknown[]) {
    const match = typeof stem === 'string' ? /^(\d+)-(\d+)\.(\d+)\.([0-9a-f]{16})$/.exec(stem) : null;
    if (!match) return `${String(stem).slice(0, 40)} is not a segment`;
    segments.push({ stem: stem as string, first: Number(match[1]), last: Number(match[2]), count: Number(match[3]), digest: match[4] });
  }
  const checkpoint = decodeOwn(raw.checkpoint);
  if (typeof checkpoint === 'string') return `its checkpoint: ${checkpoint}`;
  const tail = new Map<string, TailEntry>();
  for (const value of raw.tail as unknown[]) {
    const [window, pending, ...row] = Array.isArray(value) ? (value as unknown[]) : [];
    const result = decodeResult(row);
    if (typeof window !== 'string' || !result.ok) return 'a tail row that does not read';
    tail.set(rowKey(result.value, window), { window, result: result.value, ...(pending === 1 ? { pending: true as const } : {}) });
  }
  return { segments, checkpoint, newest: raw.newest, tail };
}

/**
 * `own` numbered as a fold after `before` (this window's last fold, the copy globalState holds): one more
 * than the most they say when it differs from each, as many when it is one of them folded again.
 */
function withFolds(own: OwnTally, before: readonly (PartitionTally | undefined)[]): OwnTally {
  const folds = Math.max(0, ...before.map((t) => t?.folds ?? 0));
  const again = { ...own.tally, folds };
  const same = before.some((t) => t !== undefined && (t.folds ?? 0) === folds && tallyText(t) === tallyText(again));
  return { ...own, tally: same ? again : { ...own.tally, folds: folds + 1 } };
}

/** The latest end among `rows` (or `from`): a loop, since spreading a whole history into Math.max overflows the stack (a million games). */
export function latestEnd(rows: readonly { readonly result: GameResult }[], from = 0): number {
  let latest = from;
  for (const r of rows) if (r.result.endedAt > latest) latest = r.result.endedAt;
  return latest;
}

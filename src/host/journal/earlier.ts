// Moving the statistics an earlier version kept (schemas 0 to 3: every result a row in both globalState
// keys, migration.ts reads them) to this layout, on first start, losing no result:
//   1. the raw values are backed up on disk (journal/backups/) before anything rewrites them;
//   2. the journal's games globalState lost are taken back into them (the earlier catch-up), so they
//      hold every game this machine played until now;
//   3. they become one tally of their own, the migration's ("legacy-…"), shared by every machine: the
//      first machine to move makes it and notes the newest game it holds (its cut); a machine that moves
//      later finds it synced and takes it as it is: its rows up to the cut are counted there, the rest
//      (its games since, an import it made) are its own;
//   4. the journal notes the migration's tally and cut (machine-file.ts): its loose entries up to the
//      cut are the migration's, not counted again as this machine's own;
//   5. the synced and device keys are written in schema 4;
//   6. then, in slices, the rows go into the journal's segments with their records' codes (for exports
//      and replays), and the loose entries they came from are deleted. A window that stops on the way
//      leaves loose entries the listing leaves to the migration's tally (they end by the cut); the next
//      start finishes the move from the backup.
import { instanceOf } from '../../protocol/game-instance';
import { type StatsDocument, documentOf, emptyDocument, join } from '../../stats-core/document';
import { digestOf } from '../../stats-core/digest';
import { readStored } from '../../stats-core/migration';
import { decodeMoves, encodeMoves } from '../../stats-core/move-code';
import { type GameResult, byEnd, isFromTheFuture, scopeParts } from '../../stats-core/result';
import { replayInSlices } from '../../stats-core/replay-in-slices';
import { SliceClock } from '../../stats-core/slices';
import { ownTallyOf } from '../../stats-core/summary';
import { type SyncedStats, emptySynced, newestOf } from '../../stats-core/synced';
import { verifyResult } from '../../stats-core/verify';
import { newMachineId, noteLegacy } from './machine-file';
import type { OwnHistory } from './own-history';
import { type PackedRow, listSegments, readSegment, rowKey, writeSegments } from './packed';
import { listJournal, readImportedCodes, readJournalEntry } from './reader';

/** A raw value as it was before this version rewrote it (a damaged one, a newer version's, an earlier one's), kept on disk for a bug report or a newer version. */
export interface Backup {
  readonly key: string;
  readonly at: string;
  readonly why: 'damaged' | 'newer' | 'earlier';
  readonly problems: readonly string[];
  readonly raw: unknown;
}

/** The window the migration's rows are written under when no journal entry names one: none counted them here. */
const EARLIER = '000000000000';

/** What moving needs of the statistics. */
export interface MoveDeps {
  readonly history: OwnHistory;
  readonly store: { current(): SyncedStats; add(part: SyncedStats): Promise<unknown>; moved(): void };
  readonly now: () => number;
  readonly log: { info(message: string): void; warn(message: string): void; error(message: string): void };
  readonly backUp: (backup: Backup) => Promise<void>;
  /** What could not be read of the earlier values (each left out; the raw value is backed up). */
  readonly damaged: (reports: readonly { readonly key: string; readonly problems: readonly string[] }[]) => void;
}

/** The statistics the earlier values hold, joined (migration.ts reads every schema, keeping all that is valid). */
export function earlierDocument(values: readonly { readonly raw: unknown }[]): StatsDocument {
  return values.reduce((doc, { raw }) => join(doc, readStored(raw).doc), emptyDocument());
}

/**
 * Moves `values` (an earlier version's, under their keys) to the journal and the synced tallies.
 * Resolves once the tallies are stored, to what packs the games into the journal's segments (longer).
 */
export async function moveEarlier(
  values: readonly { readonly key: string; readonly raw: unknown }[],
  deps: MoveDeps,
): Promise<{ readonly packed: Promise<void> }> {
  const { history, store, now, log } = deps;
  const at = new Date(now()).toISOString();
  for (const { key, raw } of values) await deps.backUp({ key, at, why: 'earlier', problems: readStored(raw).problems.slice(0, 50), raw });
  const reports = values.map(({ key, raw }) => ({ key, problems: readStored(raw).problems })).filter((r) => r.problems.length > 0);
  if (reports.length > 0) deps.damaged(reports);
  const doc = await withJournal(earlierDocument(values), history, now());
  const machine = await history.machine();
  // The migration's tally: the one synced already (another machine, or this one before a downgrade), else a new one.
  const synced = [...store.current().machines].filter(([id]) => id.startsWith('legacy-'));
  const [existing] = synced.sort(([a, x], [b, y]) => y.entries - x.entries || (a < b ? -1 : 1));
  const id = existing?.[0] ?? machine.legacy?.id ?? `legacy-${newMachineId()}`;
  const cut = existing?.[1].cut ?? machine.legacy?.cut ?? [...doc.results.values()].reduce((latest, r) => Math.max(latest, r.endedAt), 0);
  if (machine.legacy?.id !== id || machine.legacy.cut !== cut) {
    await noteLegacy(history.journal.folder, machine, { id, cut });
    history.forget();
  }
  const part: SyncedStats = { ...emptySynced(), resets: { ...doc.resets } };
  if (!existing && !machine.legacy) {
    const own = ownTallyOf(doc, now());
    own.tally.entries = doc.results.size;
    own.tally.digest = digestOf([...doc.results.keys()]);
    own.tally.cut = cut;
    const newest = newestOf([...doc.results.values()].map((result) => ({ machine: id, result })));
    Object.assign(part, { machines: new Map([[id, own.tally]]), newest });
  }
  // This machine's rows past the cut that its journal lacks (an import, a game counted before its entry was kept): its own from now on.
  const adopted: GameResult[] = [];
  for (const r of doc.results.values()) if (r.endedAt > cut && (await history.find(r.id)) === undefined) adopted.push(r);
  if (adopted.length > 0)
    await writeSegments(
      history.journal.folder,
      adopted.map((result) => ({ row: ownRow(result), code: null })),
    );
  // The raw values are backed up: the keys may be written over.
  store.moved();
  await store.add(part);
  log.info(
    `Statistics: ${doc.results.size} game(s) of an earlier version's statistics moved to the game journal (${existing || machine.legacy ? 'the synced migration' : 'a new migration'} ${id}, up to ${new Date(cut).toISOString()}); ${adopted.length} counted on this machine`,
  );
  const packed = keepRows(doc, id, cut, deps).catch((error: unknown) =>
    log.error(`Statistics: could not pack the earlier statistics' games yet (${String(error)}); the next start tries again`),
  );
  return { packed };
}

/**
 * Finishes a move a window stopped in the middle of: loose entries up to the migration's cut are left,
 * so its rows are packed again from the backup of the earlier values (what segments hold already is skipped).
 */
export async function finishEarlier(deps: MoveDeps): Promise<void> {
  const { history } = deps;
  const machine = await history.machine();
  if (!machine.legacy) return;
  const { cut, id } = machine.legacy;
  const loose = (await listJournal(history.journal.folder, history.journal.slices)).filter((l) => l.endedAt <= cut);
  if (loose.length === 0) return;
  const backups = history.journal.folder.sub('backups');
  const values: { raw: unknown }[] = [];
  for (const name of await backups.names()) {
    if (!name.includes('.earlier.')) continue;
    try {
      const backup = (await backups.read(name, { size: 512 * 1024 * 1024, depth: 16, values: 50_000_000 })) as
        { raw?: unknown } | undefined;
      if (backup) values.push({ raw: backup.raw });
    } catch {
      // a backup that does not read: the loose entries themselves are read below
    }
  }
  await keepRows(await withJournal(earlierDocument(values), history, deps.now(), cut), id, cut, deps);
}

const ownRow = (result: GameResult): PackedRow => ({ key: rowKey(result, EARLIER), window: EARLIER, partition: null, from: null, result });

/** `doc` with the journal's games it lacks, each verified by replay (its entry may be forged); nothing dated past tomorrow. */
async function withJournal(doc: StatsDocument, history: OwnHistory, now: number, upTo = Infinity): Promise<StatsDocument> {
  const found: GameResult[] = [];
  const { folder, slices } = history.journal;
  for (const listing of await listJournal(folder, slices)) {
    if (doc.results.has(listing.id) || isFromTheFuture(listing.endedAt, now) || listing.endedAt > upTo) continue;
    const entry = await readJournalEntry(folder, listing);
    if (!entry.ok) continue;
    const verified = verifyResult(
      {
        ...instanceOf(entry.value),
        outcome: entry.value.outcome,
        record: entry.value.record,
        score: entry.value.score,
        moves: entry.value.moves,
        elapsedMs: entry.value.timeMs,
      },
      entry.value.endedAt,
      await replayInSlices(entry.value.record, slices),
    );
    if (verified.ok && !doc.results.has(verified.value.id)) found.push(verified.value);
  }
  return found.length === 0 ? doc : join(doc, documentOf(found));
}

/**
 * The earlier rows up to the cut into the journal's segments as the migration's (with the code of each
 * record this machine kept: its entry, or an import's file of codes), then the loose entries they came from deleted.
 */
async function keepRows(doc: StatsDocument, id: string, cut: number, { history, log }: MoveDeps): Promise<void> {
  const { folder, slices } = history.journal;
  const clock = new SliceClock(slices);
  const kept = new Set<string>();
  for (const segment of await listSegments(folder)) {
    if (segment.count > 0) continue;
    for (const row of (await readSegment(folder, segment)).rows) if (row.partition === id) kept.add(row.result.id);
  }
  const loose = new Map((await listJournal(folder, slices)).filter((l) => l.endedAt <= cut).map((l) => [`${l.id}.${l.endedAt}`, l]));
  const imported = await readImportedCodes(history.journal);
  const rows: { row: PackedRow; code: string | null }[] = [];
  for (const result of [...doc.results.values()].sort(byEnd)) {
    if (result.endedAt > cut || kept.has(result.id)) continue;
    if (clock.due()) await clock.next();
    const listing = loose.get(`${result.id}.${result.endedAt}`);
    let code: string | null = null;
    if (listing) {
      const entry = await readJournalEntry(folder, listing);
      if (entry.ok) code = encodeMoves(entry.value.record.game, entry.value.record.moves) ?? null;
    } else {
      const importedCode = imported.get(result.id);
      if (importedCode?.endedAt === result.endedAt && decodeMoves(scopeParts(result.scope).game, importedCode.code).ok)
        code = importedCode.code;
    }
    const window = listing?.window ?? EARLIER;
    rows.push({ row: { key: rowKey(result, window), window, partition: id, from: null, result }, code });
  }
  // The earlier version's carried totals go with its games, counted by the migration's tally.
  const carried = kept.size === 0 ? doc.carried : {};
  if (rows.length > 0 || Object.keys(carried).length > 0) await writeSegments(folder, rows, carried, id);
  // The loose entries whose games the segments hold now (kept before, or just written); a damaged one stays.
  const packed = [...loose.values()].filter((l) => kept.has(l.id) || rows.some((r) => r.row.key === l.name));
  for (const listing of packed) await folder.remove(listing.name);
  log.info(
    `Statistics: the earlier statistics' ${rows.length} game(s) are in the journal's segments; ${packed.length} loose entries packed`,
  );
}

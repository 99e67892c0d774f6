// What the statistics read back from the game journal: games a window counted and then lost from
// globalState (it closed before its write survived another window's stale one), each verified again
// by replay like any claim; and the records of the counted games, for an export. Loaded when the
// journal is first read (esbuild.mjs).
import type { JournalEntry, JournalListing } from './entry';
import { type ImportedCodesHome, type JournalReading, readImportedCodes, writeImportedCodes } from './reader';
import { refusedEntries, rememberRefused } from './refused-entries';
import { replayInSlices } from '../../stats-core/replay-in-slices';
import type { StorageFolder } from '../storage/storage-folder';
import { type StatsDocument, documentOf, resetTime, standing } from '../../stats-core/document';
import { encodeMoves } from '../../stats-core/move-code';
import type { ImportPlan } from '../../stats-core/import-plan';
import { type GameResult, isFromTheFuture } from '../../stats-core/result';
import { SliceClock, type Slices } from '../../stats-core/slices';
import { type ResultClaim, verifyResult } from '../../stats-core/verify';
import { instanceOf } from '../../protocol/game-instance';

/** A claim checked against its replay: statistics.ts reaches these through this file, loaded on first use. */
export { replayForStats, verifyResult } from '../../stats-core/verify';

/** What taking results back needs of the statistics (statistics.ts). */
export interface TakeBackTarget {
  current(): StatsDocument;
  add(part: StatsDocument): Promise<unknown>;
  readonly log: { info(message: string): void; warn(message: string): void };
  readonly slices: Slices;
  /** This machine's clock (absent: Date.now): nothing dated more than a day past it is taken. */
  readonly now?: () => number;
}

/** Refused entries warned about one by one, at most; the rest in one line. */
const WARNED_REFUSALS = 20;
/**
 * A damaged entry is remembered as refused only once it is this old: its window writes it in place
 * right after counting (and tries again after a failed write), so a reader may meet it half written.
 */
const SETTLED_MS = 3_600_000;

/**
 * Joins into the statistics what the journal holds and they lack; how many games that was. Entries
 * it refuses are warned about once and remembered (with the journal's folder), never read again.
 */
export async function takeBack(journal: JournalReading & { readonly folder?: StorageFolder }, target: TakeBackTarget): Promise<number> {
  const now = target.now?.() ?? Date.now();
  const known = journal.folder ? await refusedEntries(journal.folder) : new Set<string>();
  const refused: { readonly listing: JournalListing; readonly why: string }[] = [];
  const found = await resultsToTakeBack(journal, target.current, target.slices, (why, listing) => refused.push({ listing, why }), {
    now,
    refused: known,
  });
  await noteRefused(journal.folder, refused, now, target.log);
  // Counted here meanwhile (the journal is written first) is not lost.
  const stored = target.current().results;
  const lost = found.filter((r) => {
    const had = stored.get(r.id);
    return !had || standing(had, r) !== had;
  });
  if (lost.length === 0) return 0;
  await target.add(documentOf(lost));
  target.log.info(`Statistics: took back ${lost.length} game(s) from the game journal that globalState had lost`);
  return lost.length;
}

/** Warns about the entries refused (a few lines at most) and remembers those that are settled. */
async function noteRefused(
  folder: StorageFolder | undefined,
  refused: readonly { listing: JournalListing; why: string }[],
  now: number,
  log: TakeBackTarget['log'],
): Promise<void> {
  for (const { why } of refused.slice(0, WARNED_REFUSALS)) log.warn(`Statistics: a game journal entry was not taken back: ${why}`);
  const settled = refused
    .filter(({ listing }) => listing.endedAt < now - SETTLED_MS || isFromTheFuture(listing.endedAt, now))
    .map(({ listing }) => listing.name);
  if (refused.length > WARNED_REFUSALS) {
    log.warn(
      `Statistics: … and ${refused.length - WARNED_REFUSALS} more game journal entries were not taken back; the refused ones are remembered and not read again`,
    );
  }
  if (!folder) return;
  try {
    await rememberRefused(folder, settled);
  } catch (error) {
    log.warn(`Statistics: the refused game journal entries could not be remembered (${String(error)}); they are read again next time`);
  }
}

/**
 * The results in `journal` that the statistics (`current`) lack or hold only as a count this one
 * stands over, verified; `skipped` hears why an entry was not. Entries named in `refused` are passed
 * over unread, and with `now`, so is an entry dated more than a day past it (result.ts isFromTheFuture).
 */
export async function resultsToTakeBack(
  journal: JournalReading,
  current: () => StatsDocument,
  slices: Slices,
  skipped: (why: string, listing: JournalListing) => void,
  { now, refused }: { readonly now?: number; readonly refused?: ReadonlySet<string> } = {},
): Promise<GameResult[]> {
  const found = new Map<string, GameResult>();
  const listed = await journal.list();
  const doc = current();
  // Oldest first: of two counts of one game (two windows), the first stands.
  for (const listing of listed.reverse()) {
    if (refused?.has(listing.name)) continue;
    const had = found.get(listing.id) ?? doc.results.get(listing.id);
    if ((had && !mayStandOver(had, listing)) || listing.endedAt <= resetTime(doc, listing.scope)) continue;
    if (now !== undefined && isFromTheFuture(listing.endedAt, now)) {
      skipped(`${listing.name}: it ends ${new Date(listing.endedAt).toISOString()}, more than 24 h after this machine's clock`, listing);
      continue;
    }
    const entry = await journal.readListed(listing);
    if (!entry.ok) {
      skipped(entry.error, listing);
      continue;
    }
    const result = verifyResult(claimOf(entry.value), entry.value.endedAt, await replayInSlices(entry.value.record, slices));
    if (!result.ok) skipped(`${listing.name}: ${result.error}`, listing);
    else if (!had || standing(had, result.value) !== had) found.set(result.value.id, result.value);
  }
  return [...found.values()];
}

/**
 * Whether the entry `listing` names could stand over the count `had` of its game, as far as its name
 * tells (document.ts standing): only an earlier count, a count from play over an imported one, or a
 * later one over a game not won (a win in one window over an abandon in another). The count held itself is not read again.
 */
function mayStandOver(had: GameResult, listing: JournalListing): boolean {
  if (had.imported) return true;
  return listing.endedAt < had.endedAt || (listing.endedAt > had.endedAt && had.outcome !== 'won');
}

/**
 * The move codes of the games `doc` counts whose records the journal holds, by game id: from the
 * entries of games played here, and from what imports kept for imported games (each only for the
 * count that stands: the same id and end).
 */
export async function recordCodes(
  journal: JournalReading & ImportedCodesHome,
  doc: StatsDocument,
  slices: Slices,
): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  for (const imported of (await readImportedCodes(journal)).values()) {
    const counted = doc.results.get(imported.id);
    if (counted?.imported && counted.endedAt === imported.endedAt) codes.set(imported.id, imported.code);
  }
  const clock = new SliceClock(slices);
  for (const listing of await journal.list()) {
    const counted = doc.results.get(listing.id);
    if (counted?.endedAt !== listing.endedAt || codes.has(listing.id)) continue;
    if (clock.due()) await clock.next();
    const entry = await journal.readListed(listing);
    const code = entry.ok ? encodeMoves(entry.value.record.game, entry.value.record.moves) : undefined;
    if (code !== undefined) codes.set(listing.id, code);
  }
  return codes;
}

/** Refused rows written to the log one by one, at most (a forged file may have 100,000). */
const LOGGED_REFUSALS = 100;

/**
 * An import about to be joined: the codes of the games that came with a record kept in the journal
 * for the next export (a failure is logged: the games still count), and its report logged.
 */
export async function noteImport(
  journal: ImportedCodesHome | undefined,
  { part, codes, report }: ImportPlan,
  now: number,
  log: Record<'info' | 'warn' | 'error', (message: string) => void>,
): Promise<void> {
  if (journal && codes.size > 0) {
    const kept = [...codes].flatMap(([id, code]) => {
      const result = part.results.get(id);
      return result ? [{ id, endedAt: result.endedAt, code }] : [];
    });
    try {
      await writeImportedCodes(journal, kept, now);
    } catch (error) {
      log.error(
        `Statistics import: the records of ${kept.length} game(s) could not be kept in the game journal (${String(error)}); an export will carry them without`,
      );
    }
  }
  for (const why of report.refused.slice(0, LOGGED_REFUSALS)) log.warn(`Statistics import: refused ${why}`);
  if (report.refused.length > LOGGED_REFUSALS) log.warn(`Statistics import: … and ${report.refused.length - LOGGED_REFUSALS} more refused`);
  log.info(
    `Statistics import: ${report.added} added (${report.unverified} of them without a record, ${report.assisted} assisted), ${report.alreadyCounted} already counted, ` +
      `${report.conflicting} conflicting (the first count stands), ${report.hiddenByReset} from before a reset, ${report.refused.length} refused, ` +
      `${report.carried} carried as totals without their games (unverified)`,
  );
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

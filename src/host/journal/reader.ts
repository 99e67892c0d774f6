// Reading the game journal: listing its entries from their file names, reading one entry with every
// field checked, the newest finished games with their records, loose or packed (what a replay viewer
// lists), and the codes imports kept before imports were packed (journal/imported/, an earlier version's). Loaded the first time the journal is read (esbuild.mjs keeps it apart from
// dist/extension.js): a window reads it once in the background after it starts, and a replay viewer
// when it opens.
import { VALUE_LIMITS, type ValueLimits, describeValue } from '../../protocol/bounded-value';
import { type Result, fail, ok, startOf } from '../../engine';
import { decodeMoves } from '../../stats-core/move-code';
import { type PackedRow, listSegments, readRecords, readSegment } from './packed';
import { SliceClock, type Slices } from '../../stats-core/slices';
import type { StorageFolder } from '../storage/storage-folder';
import { checkResult, isGameInstanceId, isScope, scopeOf, scopeParts } from '../../stats-core/result';
import { MAX_CODE_LENGTH } from '../../stats-core/move-code';
import { IMPORT_LIMITS } from '../../stats-core/transfer';
import { IMPORTED_SCHEMA, type ImportedCode, JOURNAL_SCHEMA, type JournalEntry, type JournalListing, SUFFIX } from './entry';

/** An import's file of codes holds a code for each game it added: as much as the export it came from. */
const IMPORTED_CODES_LIMITS: ValueLimits = { size: IMPORT_LIMITS.bytes, depth: VALUE_LIMITS.depth, values: 4 * IMPORT_LIMITS.rows + 100 };

/** File names parsed between two looks at the clock. */
const NAMES_PER_STEP = 1000;

/** Every entry, newest first (ties by id), as the file names tell; files that are not entries are left out. */
export async function listJournal(folder: StorageFolder, slices: Slices): Promise<JournalListing[]> {
  const names = await folder.names();
  const listed: JournalListing[] = [];
  const clock = new SliceClock(slices);
  for (let i = 0; i < names.length; i++) {
    if (i % NAMES_PER_STEP === 0 && clock.due()) await clock.next();
    const listing = parseEntryName(names[i]);
    if (listing) listed.push(listing);
  }
  return listed.sort((a, b) => b.endedAt - a.endedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The entry behind one listing, read and checked (its record's shape, not yet its replay). */
export async function readJournalEntry(folder: StorageFolder, listing: JournalListing): Promise<Result<JournalEntry>> {
  let raw: unknown;
  try {
    raw = await folder.read(listing.name);
  } catch (error) {
    return fail(`${listing.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (raw === undefined) return fail(`${listing.name} is gone`);
  const entry = checkEntry(raw, listing);
  return entry.ok ? entry : fail(`${listing.name}: ${entry.error}`);
}

/** What a file name says, or undefined for a file that is not a journal entry. */
export function parseEntryName(name: string): JournalListing | undefined {
  if (!name.endsWith(SUFFIX)) return undefined;
  const parts = name.slice(0, -SUFFIX.length).split('.');
  if (parts.length !== 4) return undefined;
  const [ended, scopeName, id, window] = parts;
  const endedAt = Number(ended);
  const scope = scopeName.replace('+', ':');
  if (!/^\d+$/.test(ended) || !Number.isSafeInteger(endedAt) || !isScope(scope) || !isGameInstanceId(id) || !isGameInstanceId(window))
    return undefined;
  return { name, id, scope, endedAt, window };
}

/** Checks an entry read from `listing`'s file: every field, the record's shape, and that the name tells the truth. */
export function checkEntry(raw: unknown, listing: JournalListing): Result<JournalEntry> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('not an object');
  const value = raw as Partial<Record<keyof JournalEntry, unknown>>;
  if (value.schema !== JOURNAL_SCHEMA) return fail(`schema ${describeValue(value.schema)}, this version reads schema ${JOURNAL_SCHEMA}`);
  const result = checkResult({
    id: value.id,
    scope: value.scope,
    deal: value.deal,
    outcome: value.outcome,
    score: value.score,
    moves: value.moves,
    timeMs: value.timeMs,
    endedAt: value.endedAt,
    hintsUsed: value.hintsUsed,
    daily: value.daily,
    assisted: value.assisted,
  });
  if (!result.ok) return result;
  const started = startOf(value.record);
  if (!started.ok) return fail(`the record: ${started.error}`);
  const record = started.value.record;
  const r = result.value;
  if (scopeOf(record.game, record.variant) !== r.scope || record.deal !== r.deal || record.moves.length !== r.moves) {
    return fail(
      `the record (${record.game} #${record.deal}, ${record.moves.length} moves) is not the game counted (${r.scope} #${r.deal}, ${r.moves} moves)`,
    );
  }
  if (value.window !== listing.window || r.id !== listing.id || r.endedAt !== listing.endedAt || r.scope !== listing.scope) {
    return fail(`its content does not match its name ${listing.name}`);
  }
  return ok({ schema: JOURNAL_SCHEMA, window: listing.window, ...r, record });
}

/** What reading the newest games needs of the journal (a Journal). */
export interface JournalReading {
  list(): Promise<JournalListing[]>;
  readListed(listing: JournalListing): Promise<Result<JournalEntry>>;
}

/** Where a journal's imports keep their codes (its folder), and whose window and slices to use (a Journal). */
export interface ImportedCodesHome {
  readonly folder: StorageFolder;
  readonly window: string;
  readonly slices: Slices;
}

/** The entry that counted game `id` (the first count, if two windows counted it), loose or packed; undefined if none did. */
export async function entryOf(journal: JournalReading & Partial<ImportedCodesHome>, id: string): Promise<Result<JournalEntry> | undefined> {
  const first = (await journal.list()).filter((l) => l.id === id).at(-1);
  if (first) return journal.readListed(first);
  if (!journal.folder) return undefined;
  for (const segment of (await listSegments(journal.folder)).reverse()) {
    const read = await readSegment(journal.folder, segment);
    const at = read.rows.findIndex((r) => r.result.id === id);
    if (at >= 0) return packedEntry(read.rows[at], (await readRecords(journal.folder, segment, read.rows.length))[at]);
  }
  return undefined;
}

/** A packed game as a journal entry: its record from its move code (a game kept without one has none to replay). */
function packedEntry(row: PackedRow, code: string | null): Result<JournalEntry> {
  const { game, variant } = scopeParts(row.result.scope);
  if (code === null) return fail(`game ${row.result.id} is kept without its record`);
  const moves = decodeMoves(game, code);
  if (!moves.ok) return fail(`game ${row.result.id}: ${moves.error}`);
  const started = startOf({ game, deal: row.result.deal, moves: moves.value, ...(variant === undefined ? {} : { variant }) });
  if (!started.ok) return fail(`game ${row.result.id}: ${started.error}`);
  return ok({ schema: JOURNAL_SCHEMA, window: row.window, ...row.result, record: started.value.record });
}

/**
 * The newest `count` finished games, newest first, each with its record: one entry a game (the first
 * count, if two windows counted it), loose or packed, whatever the statistics' resets hide. An entry
 * that cannot be read is skipped and the next older one taken.
 */
export async function latestEntries(journal: JournalReading & Partial<ImportedCodesHome>, count: number): Promise<JournalEntry[]> {
  const firsts = new Map<string, JournalListing>();
  for (const listing of await journal.list()) firsts.set(listing.id, listing); // newest first: the oldest count of an id is set last
  const newest = [...firsts.values()].sort((a, b) => b.endedAt - a.endedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const found: JournalEntry[] = [];
  const seen = new Set<string>();
  // Packed games newer than the loose one next in line come first (a pack of old games, and none played since).
  const segments = journal.folder ? (await listSegments(journal.folder)).sort((a, b) => b.last - a.last) : [];
  let s = 0;
  for (let i = 0; found.length < count && (i < newest.length || s < segments.length);) {
    const loose = newest[i];
    if (s < segments.length && (!loose || segments[s].last > loose.endedAt)) {
      const segment = segments[s++];
      const read = await readSegment(journal.folder!, segment);
      const codes = await readRecords(journal.folder!, segment, read.rows.length);
      const rows = read.rows.map((row, at) => ({ row, code: codes[at] })).sort((a, b) => b.row.result.endedAt - a.row.result.endedAt);
      for (const { row, code } of rows) {
        if (found.length >= count || (loose && row.result.endedAt < loose.endedAt)) break;
        if (seen.has(row.result.id) || firsts.has(row.result.id)) continue;
        seen.add(row.result.id);
        const entry = packedEntry(row, code);
        if (entry.ok) found.push(entry.value);
      }
      continue;
    }
    i++;
    if (seen.has(loose.id)) continue;
    seen.add(loose.id);
    const entry = await journal.readListed(loose);
    if (entry.ok) found.push(entry.value);
  }
  return found.sort((a, b) => b.endedAt - a.endedAt).slice(0, count);
}

/** Every code the imports kept (journal/imported/), by game id; of two imports of a game the older stands. Damaged files and codes are left out. */
export async function readImportedCodes(journal: ImportedCodesHome): Promise<Map<string, ImportedCode>> {
  const folder = journal.folder.sub('imported');
  const clock = new SliceClock(journal.slices);
  const files = (await folder.names())
    .map((name) => ({ name, at: /^(\d+)\.[0-9a-z-]+\.json$/.exec(name)?.[1] }))
    .filter((file): file is { name: string; at: string } => file.at !== undefined)
    .sort((a, b) => Number(a.at) - Number(b.at) || (a.name < b.name ? -1 : 1));
  const codes = new Map<string, ImportedCode>();
  for (const { name } of files) {
    let raw: unknown;
    try {
      raw = await folder.read(name, IMPORTED_CODES_LIMITS);
    } catch {
      continue; // holds no JSON: nothing in it can be trusted
    }
    const file = raw as { schema?: unknown; codes?: unknown } | undefined;
    if (file?.schema !== IMPORTED_SCHEMA || !Array.isArray(file.codes)) continue;
    for (const [i, item] of (file.codes as unknown[]).entries()) {
      if (i % NAMES_PER_STEP === 0 && clock.due()) await clock.next();
      const code = importedCodeOf(item);
      if (code && !codes.has(code.id)) codes.set(code.id, code);
    }
  }
  return codes;
}

function importedCodeOf(item: unknown): ImportedCode | undefined {
  const { id, endedAt, code } = (item ?? {}) as Partial<Record<keyof ImportedCode, unknown>>;
  const good =
    isGameInstanceId(id) &&
    typeof endedAt === 'number' &&
    Number.isSafeInteger(endedAt) &&
    typeof code === 'string' &&
    code.length <= MAX_CODE_LENGTH;
  return good ? { id, endedAt, code } : undefined;
}

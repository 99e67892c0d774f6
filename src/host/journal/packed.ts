// The journal's packed part (journal/packed/): finished games moved out of their loose files (one a
// game, entry.ts) into segments of up to SEGMENT_GAMES, so a history of 100,000 games is some two
// hundred files, not 100,000. A segment is two files written once: its records (the move code of each
// game, move-code.ts) and then its rows (the results); the rows file is what makes it a segment, so a
// window that dies between the two leaves no segment. Its name says what the listing needs without a
// read: when its games ended (first and last), how many count for this machine and their digest
// (digest.ts). Rows of games another tally counts (the statistics an earlier version kept: their
// migration's tally) are kept for exports and replays and count for nobody here.
import { VALUE_LIMITS, type ValueLimits } from '../../protocol/bounded-value';
import { isGameInstanceId } from '../../protocol/protocol';
import { type Carried, checkCarried, isObject } from '../../stats-core/document';
import { digestOf } from '../../stats-core/digest';
import { MAX_CODE_LENGTH } from '../../stats-core/move-code';
import { type GameResult, byEnd, decodeResult, encodeResult, isScope } from '../../stats-core/result';
import { isMachineId } from '../../stats-core/synced';
import type { StorageFolder } from '../storage/storage-folder';
import { entryName } from './entry';

export const PACKED = 'packed';
/** The most games a segment holds. */
export const SEGMENT_GAMES = 1000;
/** The most characters of move codes a segment holds: its records file stays within the bounded reader's size. */
export const SEGMENT_CODES = 2 * 1024 * 1024;
const SEGMENT_SCHEMA = 1;
const RECORDS_SUFFIX = '.records.json';
const ROWS_LIMITS: ValueLimits = { size: VALUE_LIMITS.size, depth: 4, values: SEGMENT_GAMES * 20 + 200 };

/** One game of a segment. */
export interface PackedRow {
  /** The entry's key (its loose file's name, entry.ts): the same game counted by one window once. */
  readonly key: string;
  /** The window that counted it (or imported it). */
  readonly window: string;
  /** The tally that counts it when not this machine's own (a migration's); null: this machine's. */
  readonly partition: string | null;
  /** For an imported game, the machine its export said played it. */
  readonly from: string | null;
  readonly result: GameResult;
}

/** A segment as its name tells. */
export interface Segment {
  readonly stem: string;
  readonly first: number;
  readonly last: number;
  /** Games that count for this machine, and their digest. */
  readonly count: number;
  readonly digest: string;
}

export const rowKey = (result: GameResult, window: string): string => entryName({ ...result, window });

const NAME = /^(\d+)-(\d+)\.(\d+)\.([0-9a-f]{16})\.json$/;

export function parseSegmentName(name: string): Segment | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [first, last, count] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last) || first > last || count > SEGMENT_GAMES) return undefined;
  return { stem: name.slice(0, -'.json'.length), first, last, count, digest: match[4] };
}

/**
 * The key that stands for a segment's carried totals among this machine's entries (they are one more
 * thing its tally counts, so a tally that lacks them is older than one that has them).
 */
export const carriedKey = (carried: Readonly<Record<string, Carried>>): string => `carried:${JSON.stringify(carried)}`;

/** A segment's name from its rows (and its carried totals, when this machine's tally counts them). */
const segmentOf = (rows: readonly PackedRow[], carried: Readonly<Record<string, Carried>> | undefined): Segment => {
  const keys = rows.filter((r) => r.partition === null).map((r) => r.key);
  if (carried) keys.push(carriedKey(carried));
  const times = rows.map((r) => r.result.endedAt);
  // A segment of carried totals alone is dated 0: it holds no game.
  const [first, last] = times.length > 0 ? [Math.min(...times), Math.max(...times)] : [0, 0];
  const digest = digestOf(keys);
  return { stem: `${first}-${last}.${keys.length}.${digest}`, first, last, count: keys.length, digest };
};

/** The segments of `folder` (journal/), oldest first. */
export async function listSegments(folder: StorageFolder): Promise<Segment[]> {
  const segments = (await folder.sub(PACKED).names()).flatMap((name) => parseSegmentName(name) ?? []);
  return segments.sort((a, b) => a.first - b.first || a.last - b.last || (a.stem < b.stem ? -1 : 1));
}

/**
 * Writes `rows` (with each one's move code, or null) as segments of at most SEGMENT_GAMES games and
 * SEGMENT_CODES characters of codes, oldest first; `carried` (totals without their games: an import's,
 * or an earlier version's) goes with the first, counted by `carriedBy`'s tally (null: this machine's).
 */
export async function writeSegments(
  folder: StorageFolder,
  rows: readonly { readonly row: PackedRow; readonly code: string | null }[],
  carried?: Readonly<Record<string, Carried>>,
  carriedBy: string | null = null,
  kept?: (segment: Segment, read: SegmentRead) => void,
): Promise<Segment[]> {
  const sorted = [...rows].sort((a, b) => byEnd(a.row.result, b.row.result) || (a.row.key < b.row.key ? -1 : 1));
  const written: Segment[] = [];
  let at = 0;
  while (at < sorted.length || (written.length === 0 && carried && Object.keys(carried).length > 0)) {
    let end = at;
    let codes = 0;
    while (end < sorted.length && end - at < SEGMENT_GAMES && (end === at || codes + (sorted[end].code?.length ?? 0) <= SEGMENT_CODES))
      codes += sorted[end++].code?.length ?? 0;
    const part = sorted.slice(at, end);
    written.push(await writeSegment(folder, part, written.length === 0 ? carried : undefined, carriedBy, kept));
    at = end;
    if (part.length === 0) break;
  }
  return written;
}

async function writeSegment(
  folder: StorageFolder,
  part: readonly { readonly row: PackedRow; readonly code: string | null }[],
  carried: Readonly<Record<string, Carried>> | undefined,
  carriedBy: string | null,
  kept: ((segment: Segment, read: SegmentRead) => void) | undefined,
): Promise<Segment> {
  const rows = part.map((p) => p.row);
  const counted = carried && Object.keys(carried).length > 0 ? carried : undefined;
  const segment = segmentOf(rows, carriedBy === null ? counted : undefined);
  const packed = folder.sub(PACKED);
  await packed.write(`${segment.stem}${RECORDS_SUFFIX}`, { schema: SEGMENT_SCHEMA, codes: part.map((p) => p.code) });
  const stored = rows.map((r) => [r.window, r.partition, r.from, ...encodeResult(r.result)]);
  await packed.write(`${segment.stem}.json`, {
    schema: SEGMENT_SCHEMA,
    rows: stored,
    ...(counted ? { carried, carriedBy } : {}),
  });
  // What a read of the segment would give, for the fold that follows (the results as they read back).
  if (kept) kept(segment, rowsOf(segment, stored, counted ? { ...counted } : {}, counted ? carriedBy : null));
  return segment;
}

/** A segment's rows read back, every one checked; `problems` says what was left out. */
export interface SegmentRead {
  readonly rows: PackedRow[];
  readonly carried: Record<string, Carried>;
  /** The tally that counts `carried` (null: this machine's). */
  readonly carriedBy: string | null;
  readonly problems: string[];
}

export async function readSegment(folder: StorageFolder, segment: Segment): Promise<SegmentRead> {
  let raw: unknown;
  try {
    raw = await folder.sub(PACKED).read(`${segment.stem}.json`, ROWS_LIMITS);
  } catch (error) {
    return {
      rows: [],
      carried: {},
      carriedBy: null,
      problems: [`${segment.stem}: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  if (!isObject(raw) || raw.schema !== SEGMENT_SCHEMA || !Array.isArray(raw.rows))
    return { rows: [], carried: {}, carriedBy: null, problems: [`${segment.stem}: not a segment of schema ${SEGMENT_SCHEMA}`] };
  const carried: Record<string, Carried> = {};
  const problems: string[] = [];
  for (const [scope, value] of Object.entries(isObject(raw.carried) ? raw.carried : {})) {
    const c = checkCarried(value);
    if (isScope(scope) && c) carried[scope] = c;
    else problems.push(`${segment.stem}: carried totals of ${scope} are not { played, won }`);
  }
  const read = rowsOf(segment, raw.rows as unknown[], carried, isMachineId(raw.carriedBy) ? raw.carriedBy : null);
  return { ...read, problems: [...problems, ...read.problems] };
}

/** A segment's stored rows, each checked. */
function rowsOf(segment: Segment, stored: readonly unknown[], carried: Record<string, Carried>, carriedBy: string | null): SegmentRead {
  const rows: PackedRow[] = [];
  const problems: string[] = [];
  for (const value of stored) {
    const [window, partition, from, ...row] = Array.isArray(value) ? (value as unknown[]) : [];
    const result = decodeResult(row);
    if (!isGameInstanceId(window) || !(partition === null || isMachineId(partition)) || !(from === null || isMachineId(from)))
      problems.push(`${segment.stem}: a row whose window or machine is not one`);
    else if (!result.ok) problems.push(`${segment.stem}: ${result.error}`);
    else rows.push({ key: rowKey(result.value, window), window, partition, from, result: result.value });
  }
  return { rows, carried, carriedBy, problems };
}

/** The move codes of a segment's rows, in their order (null where none is kept, or the file is damaged). */
export async function readRecords(folder: StorageFolder, segment: Segment, count: number): Promise<(string | null)[]> {
  let raw: unknown;
  try {
    raw = await folder.sub(PACKED).read(`${segment.stem}${RECORDS_SUFFIX}`);
  } catch {
    return Array.from({ length: count }, () => null);
  }
  const codes = isObject(raw) && Array.isArray(raw.codes) ? (raw.codes as unknown[]) : [];
  return Array.from({ length: count }, (_, i) => {
    const code = codes[i];
    return typeof code === 'string' && code.length <= MAX_CODE_LENGTH ? code : null;
  });
}

/** Removes a segment's files (after its rows were written again elsewhere). */
export async function removeSegment(folder: StorageFolder, segment: Segment): Promise<void> {
  const packed = folder.sub(PACKED);
  await packed.remove(`${segment.stem}.json`);
  await packed.remove(`${segment.stem}${RECORDS_SUFFIX}`);
}

/** The row of a game counted here whose loose entry is being packed. */
export const playedRow = (result: GameResult, window: string): PackedRow => ({
  key: rowKey(result, window),
  window,
  partition: null,
  from: null,
  result,
});

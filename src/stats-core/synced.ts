// The statistics as globalState holds them since schema 4: one tally per machine (partition.ts), the
// resets, and the newest results of every machine, bounded whatever the history (the full history is
// each machine's journal). Two copies meet through `joinSynced`, which is a join: commutative,
// associative and idempotent, so two windows, Settings Sync, an import and a stale copy may meet in any
// order, any number of times, and agree.
//   - A machine's tally is written by that machine alone; of two copies the later stands: more entries
//     folded, then more folds made (partition.ts `folds`), then more resets applied, then the digest and
//     the text decide a tie (two windows of one machine that folded as many different entries; the next
//     fold of either holds both).
//   - Resets are kept per scope, the latest of each.
//   - The newest results are the NEWEST_KEPT newest of both copies (by end, then key): a copy drops only
//     what can never be among the newest again.
// How it is stored changes nothing of that: schema 5 packs each tally and each newest result into one
// text (packed-tally.ts) standing for exactly what schema 4 stored as JSON, and both are read.
import { type GameResult, type ScopeKey, byEnd, decodeResult, encodeResult, isScope, quote } from './result';
import { ALL, checkCarried, isObject, joinResets } from './document';
import { isDigest } from './digest';
import { type DailyTally, type DayMark, type PartitionTally, type Resets, DAILY_WINDOW, resetsInForce } from './partition';
import { type ScopeTally, type Streak, type WeekCounts } from './tally';
import { isGameId } from '../engine';
import { packRow, packTally, unpackRow, unpackTally } from './packed-tally';
import type { StoredScope, StoredStreak, StoredTally } from './stored-tally';

export type { StoredTally };

/** Schema 5 packs each machine's tally into one text (packed-tally.ts); schema 4 nested it as JSON. Both read. */
export const SYNCED_SCHEMA = 5;
/** The schema whose tallies were JSON (StoredTally): still read, rewritten packed on the first write. */
export const JSON_TALLY_SCHEMA = 4;
/** The newest results of all machines the synced value keeps, for the last games and the streaks across machines. */
export const NEWEST_KEPT = 64;
/** Settings Sync's part: at most this many characters (32 KB), or the synced key is not written (store.ts). */
export const SYNCED_LIMIT = 32 * 1024;

/** One of the newest results, with the machine (journal) that counted it. */
export interface MachineResult {
  readonly machine: string;
  readonly result: GameResult;
}

export interface SyncedStats {
  readonly machines: ReadonlyMap<string, PartitionTally>;
  readonly resets: Resets;
  /** Oldest first. */
  readonly newest: readonly MachineResult[];
}

export const emptySynced = (): SyncedStats => ({ machines: new Map(), resets: {}, newest: [] });

/** A machine id: the journal's own (12 base-36 characters) or a migration's ("legacy-" and 12). */
export const isMachineId = (value: unknown): value is string => typeof value === 'string' && /^(legacy-)?[0-9a-z]{12}$/.test(value);

const resultKey = (m: MachineResult): string => `${m.machine}.${m.result.id}.${m.result.endedAt}`;
const newestFirst = (a: MachineResult, b: MachineResult): number => byEnd(b.result, a.result) || (resultKey(a) < resultKey(b) ? 1 : -1);

/** Which of two copies of one machine's tally stands (a total order, so joins in any order agree). */
export function laterTally(a: PartitionTally, b: PartitionTally): PartitionTally {
  if (a === b) return a;
  if (a.entries !== b.entries) return a.entries > b.entries ? a : b;
  if ((a.folds ?? 0) !== (b.folds ?? 0)) return (a.folds ?? 0) > (b.folds ?? 0) ? a : b;
  const [ra, rb] = [appliedSum(a), appliedSum(b)];
  if (ra !== rb) return ra > rb ? a : b;
  if (a.digest !== b.digest) return a.digest > b.digest ? a : b;
  const [ta, tb] = [tallyText(a), tallyText(b)];
  return ta >= tb ? a : b;
}

const appliedSum = (t: PartitionTally): number => Object.values(t.applied).reduce((sum, at) => sum + at, 0);

export function joinSynced(a: SyncedStats, b: SyncedStats): SyncedStats {
  if (a === b) return a;
  const machines = new Map(a.machines);
  for (const [id, tally] of b.machines) {
    const had = machines.get(id);
    machines.set(id, had ? laterTally(had, tally) : tally);
  }
  return { machines, resets: joinResets(a.resets, b.resets), newest: newestOf([...a.newest, ...b.newest]) };
}

/**
 * `doc` without the resets dated past `now`'s clock (partition.ts resetsInForce): what a window keeps and
 * writes, so a reset made while a clock ran ahead is neither taken nor carried on.
 */
export function withResetsInForce(doc: SyncedStats, now: number): SyncedStats {
  const resets = resetsInForce(doc.resets, now);
  return resets === doc.resets ? doc : { ...doc, resets };
}

/** The NEWEST_KEPT newest of `results` (each once), oldest first. */
export function newestOf(results: readonly MachineResult[], kept = NEWEST_KEPT): MachineResult[] {
  const byKey = new Map(results.map((m) => [resultKey(m), m]));
  return [...byKey.values()].sort(newestFirst).slice(0, kept).reverse();
}

/** Whether `doc` already holds all `part` says (then writing `part` into it changes nothing). */
export function holdsSynced(doc: SyncedStats, part: SyncedStats): boolean {
  for (const [id, tally] of part.machines) {
    const had = doc.machines.get(id);
    if (!had || laterTally(had, tally) !== had) return false;
  }
  for (const [key, at] of Object.entries(part.resets)) if ((doc.resets[key] ?? -Infinity) < at) return false;
  if (part.newest.length === 0) return true;
  const keys = new Set(doc.newest.map(resultKey));
  const oldest = doc.newest.length >= NEWEST_KEPT ? doc.newest[0] : undefined;
  return part.newest.every((m) => keys.has(resultKey(m)) || (oldest !== undefined && newestFirst(m, oldest) > 0));
}

// ---- Encoding: compact arrays, every part checked on the way back in.

export interface StoredSynced {
  schema: typeof SYNCED_SCHEMA;
  /** The scopes and games the tallies and newest games name, each once: they name one by its index (base 36). */
  names: string[];
  /** Each machine's tally packed (packed-tally.ts); schema 4 held the StoredTally itself, naming scopes and games in full. */
  machines: Record<string, string>;
  resets: Record<string, number>;
  /** Each a result row (result.ts) after the index of its machine among `machines`' ids sorted, packed (packed-tally.ts packRow); schema 4 held the list itself. */
  newest: string[];
}

const texts = new WeakMap<PartitionTally, string>();
/** A tally's stored text (schema 5's packed text), made once per tally. */
export function tallyText(tally: PartitionTally): string {
  let text = texts.get(tally);
  if (text === undefined) texts.set(tally, (text = packTally(storedOf(tally))));
  return text;
}

const encodeStreak = (s: Streak): StoredStreak => [s.run, s.runFrom, s.lastBreak, s.best, s.seen];

function encodeScope(t: ScopeTally): StoredScope {
  const weeks: number[] = [];
  for (const [start, counts] of [...t.weeks].sort((a, b) => a[0] - b[0])) weeks.push(Math.round(start / 60_000), ...counts);
  const stored: StoredScope = [
    t.played,
    t.won,
    t.assistedWins,
    t.winsWithoutHints,
    t.lost,
    t.abandoned,
    t.unverified,
    t.bestScore,
    t.fastestWinMs,
    t.fewestMoves,
    t.winTimeMs,
    t.timedWins,
    t.newest,
    t.since,
    encodeStreak(t.streak),
    weeks,
  ];
  if (t.carried) stored.push([t.carried.played, t.carried.won, t.carried.imported ? 1 : 0]);
  return stored;
}

const bitsOf = (days: ReadonlyMap<number, DayMark>, last: number, mark: DayMark): string => {
  let high = 0;
  let low = 0;
  for (const [day, m] of days) {
    const i = last - day;
    if (m !== mark || i < 0 || i >= DAILY_WINDOW) continue;
    if (i < 32) low |= 1 << i;
    else high |= 1 << (i - 32);
  }
  return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');
};

export function encodeTally(t: PartitionTally): StoredTally {
  const stored: StoredTally = {
    n: t.entries,
    d: t.digest,
    a: { ...t.applied },
    s: Object.fromEntries([...t.scopes].sort(([a], [b]) => (a < b ? -1 : 1)).map(([scope, s]) => [scope, encodeScope(s)])),
    t: encodeStreak(t.all),
    y: Object.fromEntries(
      [...t.daily]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([game, d]) => [game, [d.last, bitsOf(d.days, d.last, 'won'), bitsOf(d.days, d.last, 'passed'), d.run, d.best, d.seen]]),
    ),
  };
  if (t.cut !== undefined) stored.c = t.cut;
  if (t.folds) stored.f = t.folds;
  return stored;
}

const storedTallies = new WeakMap<PartitionTally, StoredTally>();
/** A tally as schema 4 stored it, made once per tally. */
function storedOf(tally: PartitionTally): StoredTally {
  let stored = storedTallies.get(tally);
  if (stored === undefined) storedTallies.set(tally, (stored = encodeTally(tally)));
  return stored;
}

/** `stored` with its scopes and games named by `rename` (schema 5 stores them as their index in `names`). */
function renamed(stored: StoredTally, rename: (name: string) => string): StoredTally {
  const s = Object.fromEntries(Object.entries(stored.s).map(([scope, t]) => [rename(scope), t]));
  return { ...stored, s, y: Object.fromEntries(Object.entries(stored.y).map(([game, d]) => [rename(game), d])) };
}

export function encodeSynced(doc: SyncedStats, newest: readonly MachineResult[] = doc.newest): StoredSynced {
  const ids = [...doc.machines.keys()].sort();
  const kept = newest.filter((m) => doc.machines.has(m.machine));
  // Each scope and game once, by name; a tally or a newest game names one by its index.
  const named = new Set<string>();
  for (const tally of doc.machines.values()) for (const name of [...tally.scopes.keys(), ...tally.daily.keys()]) named.add(name);
  for (const m of kept) named.add(m.result.scope);
  const names = [...named].sort();
  const index = new Map(names.map((name, i) => [name, i.toString(36)]));
  const short = (name: string): string => index.get(name)!;
  return {
    schema: SYNCED_SCHEMA,
    names,
    machines: Object.fromEntries(ids.map((id) => [id, packTally(renamed(storedOf(doc.machines.get(id)!), short))])),
    resets: { ...doc.resets },
    newest: kept.map((m) => {
      const row = encodeResult(m.result);
      row[1] = short(row[1]);
      return packRow(ids.indexOf(m.machine), row);
    }),
  };
}

/** A synced value fitted within Settings Sync's part: what is stored, its size, and the document it stands for. */
export interface Fitted {
  readonly stored: StoredSynced;
  readonly size: number;
  /** `doc` with the newest results that fitted. */
  readonly doc: SyncedStats;
}

const fits = new WeakMap<SyncedStats, Fitted | null>();

/** The synced value within `limit` characters: the newest results are given up first, down to none; undefined if even that is too much. */
export function fitSynced(doc: SyncedStats, limit = SYNCED_LIMIT): Fitted | undefined {
  const known = limit === SYNCED_LIMIT ? fits.get(doc) : undefined;
  if (known !== undefined) return known ?? undefined;
  let fitted: Fitted | undefined;
  for (let kept = doc.newest.length; ; kept = Math.floor(kept / 2)) {
    const newest = doc.newest.slice(doc.newest.length - kept);
    const stored = encodeSynced(doc, newest);
    const size = JSON.stringify(stored).length;
    if (size <= limit) {
      fitted = { stored, size, doc: kept === doc.newest.length ? doc : { ...doc, newest } };
      break;
    }
    if (kept === 0) break;
  }
  if (limit === SYNCED_LIMIT) fits.set(doc, fitted ?? null);
  return fitted;
}

// ---- Decoding.

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isTime = (v: unknown): v is number => isCount(v);
const isBest = (v: unknown): v is number | null => v === null || isCount(v);

function decodeStreak(raw: unknown): Streak | undefined {
  if (!Array.isArray(raw) || raw.length !== 5) return undefined;
  const [run, runFrom, lastBreak, best, seen] = raw as unknown[];
  if (!isCount(run) || !isBest(runFrom) || !isBest(lastBreak) || !isCount(best) || !isCount(seen) || best < run) return undefined;
  return { run, runFrom, lastBreak, best, seen };
}

function decodeScope(raw: unknown): ScopeTally | string {
  if (!Array.isArray(raw) || raw.length < 16 || raw.length > 17) return 'not a scope tally';
  const [
    played,
    won,
    assistedWins,
    winsWithoutHints,
    lost,
    abandoned,
    unverified,
    bestScore,
    fastest,
    fewest,
    winTimeMs,
    timedWins,
    newest,
    since,
    streak,
    weeks,
    carried,
  ] = raw as unknown[];
  const counts = [played, won, assistedWins, winsWithoutHints, lost, abandoned, unverified, winTimeMs, timedWins];
  if (!counts.every(isCount) || !isBest(bestScore) || !isBest(fastest) || !isBest(fewest) || !isTime(newest) || !isTime(since))
    return 'a count that is not a whole number';
  if ((won as number) + (assistedWins as number) + (lost as number) + (abandoned as number) > (played as number))
    return 'more results than games played';
  const decodedStreak = decodeStreak(streak);
  if (!decodedStreak) return 'a streak that is not one';
  if (!Array.isArray(weeks) || weeks.length % 5 !== 0 || weeks.length > 5 * 53 || !weeks.every(isCount)) return 'weeks that are not counts';
  const byWeek = new Map<number, WeekCounts>();
  for (let i = 0; i < weeks.length; i += 5) byWeek.set((weeks[i] as number) * 60_000, weeks.slice(i + 1, i + 5) as WeekCounts);
  let keptCarried;
  if (carried !== undefined) {
    const c =
      Array.isArray(carried) && carried.length === 3
        ? checkCarried({ played: carried[0], won: carried[1], imported: carried[2] === 1 })
        : undefined;
    if (!c) return 'carried totals that are not { played, won }';
    keptCarried = c;
  }
  return {
    played: played as number,
    won: won as number,
    assistedWins: assistedWins as number,
    winsWithoutHints: winsWithoutHints as number,
    lost: lost as number,
    abandoned: abandoned as number,
    unverified: unverified as number,
    carried: keptCarried,
    streak: decodedStreak,
    bestScore,
    fastestWinMs: fastest,
    fewestMoves: fewest,
    winTimeMs: winTimeMs as number,
    timedWins: timedWins as number,
    newest,
    since,
    weeks: byWeek,
  };
}

function daysOf(won: string, passed: string, last: number): Map<number, DayMark> | undefined {
  if (!/^[0-9a-f]{16}$/.test(won) || !/^[0-9a-f]{16}$/.test(passed)) return undefined;
  const days = new Map<number, DayMark>();
  for (const [bits, mark] of [
    [won, 'won'],
    [passed, 'passed'],
  ] as const) {
    const high = parseInt(bits.slice(0, 8), 16);
    const low = parseInt(bits.slice(8), 16);
    for (let i = 0; i < DAILY_WINDOW; i++) {
      const set = i < 32 ? (low >>> i) & 1 : (high >>> (i - 32)) & 1;
      if (set && !days.has(last - i)) days.set(last - i, mark);
    }
  }
  return days;
}

function decodeDaily(raw: unknown): DailyTally | undefined {
  if (!Array.isArray(raw) || raw.length !== 6) return undefined;
  const [last, won, passed, run, best, seen] = raw as unknown[];
  if (!isCount(last) || typeof won !== 'string' || typeof passed !== 'string' || !isCount(run) || !isCount(best) || !isCount(seen))
    return undefined;
  const days = daysOf(won, passed, last);
  return days && { last, days, run, best, seen };
}

/** A stored tally, or why not (one bad part refuses the machine's tally whole: its parts only make sense together). */
export function decodeTally(raw: unknown): PartitionTally | string {
  if (!isObject(raw)) return 'not an object';
  const { n, d, a, s, t, y, c, f } = raw;
  if (!isCount(n)) return `${quote(n)} entries is not a count`;
  if (!isDigest(d)) return `${quote(d)} is not a digest`;
  if (!isObject(a) || !Object.entries(a).every(([key, at]) => (key === ALL || isScope(key)) && isTime(at)))
    return 'its resets are not reset times';
  if (!isObject(s) || !isObject(y)) return 'its scopes or daily deals are not objects';
  const scopes = new Map<ScopeKey, ScopeTally>();
  for (const [scope, value] of Object.entries(s)) {
    if (!isScope(scope)) return `unknown game ${quote(scope)}`;
    const decoded = decodeScope(value);
    if (typeof decoded === 'string') return `${scope}: ${decoded}`;
    scopes.set(scope, decoded);
  }
  const all = decodeStreak(t);
  if (!all) return 'its streak is not one';
  const daily = new Map<string, DailyTally>();
  for (const [game, value] of Object.entries(y)) {
    const decoded = isGameId(game) ? decodeDaily(value) : undefined;
    if (!decoded) return `daily deals of ${quote(game)} are not a daily tally`;
    daily.set(game, decoded);
  }
  if (c !== undefined && !isTime(c)) return `${quote(c)} is not a time`;
  if (f !== undefined && !isCount(f)) return `${quote(f)} folds is not a count`;
  return {
    entries: n,
    digest: d,
    applied: { ...(a as Record<string, number>) },
    scopes,
    all,
    daily: daily as PartitionTally['daily'],
    ...(c === undefined ? {} : { cut: c }),
    ...(f ? { folds: f } : {}),
  };
}

/** How schema 5 names a scope or game: its index among `names` (undefined in schema 4: in full). */
type Names = ((key: string) => string) | undefined;

/** The name an index stands for; an index that names none stays what it was, marked, so decodeTally refuses it. */
function namesOf(raw: unknown): (key: string) => string {
  const names = Array.isArray(raw) ? raw : [];
  return (key) => {
    const name: unknown = /^[0-9a-z]{1,3}$/.test(key) ? names[parseInt(key, 36)] : undefined;
    return typeof name === 'string' ? name : `#${key}`;
  };
}

/** A machine's stored tally, packed (schema 5) or as JSON (schema 4), or why not. */
function readTally(raw: unknown, names: Names): PartitionTally | string {
  if (!names) return decodeTally(raw);
  const stored = unpackTally(raw);
  return typeof stored === 'string' ? stored : decodeTally(renamed(stored, names));
}

/** A stored newest result as its machine's index, then its row: packed (schema 5) or a list (schema 4). */
function newestRow(stored: unknown, names: Names): unknown[] {
  if (!names) return Array.isArray(stored) ? (stored as unknown[]) : [];
  const row = unpackRow(stored);
  if (!row) return [];
  if (typeof row.row[1] === 'string') row.row[1] = names(row.row[1]);
  return [row.index, ...row.row];
}

/**
 * Reads a schema 5 value (or a schema 4 one: its tallies as JSON) part by part, keeping every part that
 * is valid; `problems` says what was left out and why.
 */
export function decodeSynced(raw: Record<string, unknown>): { doc: SyncedStats; problems: string[] } {
  const names = raw.schema === JSON_TALLY_SCHEMA ? undefined : namesOf(raw.names);
  const problems: string[] = [];
  if (names && !(Array.isArray(raw.names) && raw.names.every((name) => typeof name === 'string')))
    problems.push('"names" is not a list of names');
  const machines = new Map<string, PartitionTally>();
  const rawMachines = isObject(raw.machines) ? raw.machines : {};
  if (!isObject(raw.machines)) problems.push('"machines" is not an object');
  const ids = Object.keys(rawMachines).sort();
  for (const id of ids) {
    const tally = isMachineId(id) ? readTally(rawMachines[id], names) : 'not a machine id';
    if (typeof tally === 'string') problems.push(`machine ${quote(id)}: ${tally}`);
    else machines.set(id, tally);
  }
  const resets: Record<string, number> = {};
  for (const [key, at] of Object.entries(isObject(raw.resets) ? raw.resets : {})) {
    if ((key === ALL || isScope(key)) && isTime(at)) resets[key] = at;
    else problems.push(`reset ${quote(key)}: ${quote(at)} is not a reset time`);
  }
  const newest: MachineResult[] = [];
  for (const stored of Array.isArray(raw.newest) ? raw.newest : []) {
    const [index, ...rest] = newestRow(stored, names);
    const machine = typeof index === 'number' ? ids[index] : undefined;
    const result = decodeResult(rest);
    if (machine === undefined || !machines.has(machine)) problems.push(`a newest result of no machine: ${quote(index)}`);
    else if (!result.ok) problems.push(result.error);
    else newest.push({ machine, result: result.value });
  }
  if (raw.newest !== undefined && !Array.isArray(raw.newest)) problems.push('"newest" is not a list');
  return { doc: { machines, resets, newest: newestOf(newest) }, problems };
}

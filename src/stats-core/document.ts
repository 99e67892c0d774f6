// The statistics as one versioned document, and the merge that makes sharing it safe: results are a
// set keyed by game id, and reset times and carried counts only grow. Joining two copies in any
// order, any number of times, gives the same document, so two windows, Settings Sync and an import
// all meet through `join` and none of them can count a game twice or lose one.
import {
  type GameResult,
  type ResultRow,
  type ScopeKey,
  byEnd,
  decodeResult,
  encodeResult,
  isFromTheFuture,
  isScope,
  quote,
} from './result';

/**
 * The newest schema this version reads and writes. 2: an imported result is marked so (an 11th
 * column, result.ts); 3: an assisted result too (a 12th). A document is written in the oldest schema
 * that holds all it says: without an imported or assisted result still schema 1, which a version
 * that reads only schema 1 reads in full; a newer schema than its own a version leaves alone.
 */
export const SCHEMA = 3;
const FIRST_SCHEMA = 1;
/** The schema that first marked imported results. */
const IMPORTED_SCHEMA = 2;
/** The schemas this version reads as its own. */
export const isKnownSchema = (schema: unknown): boolean =>
  Number.isInteger(schema) && (schema as number) >= FIRST_SCHEMA && (schema as number) <= SCHEMA;
/** Carried counts above this are damage, not games (a million games is some 10 years of nothing else). */
export const MAX_CARRIED = 1_000_000;
/** The reset key that covers every scope. */
export const ALL = 'all';

/** Totals brought over from schema 0, which kept counts but no single games. */
export interface Carried {
  readonly played: number;
  readonly won: number;
  /** Brought by an import: totals no record backs, counted as unverified (absent: this machine's own). */
  readonly imported?: true;
}

export interface StatsDocument {
  readonly results: ReadonlyMap<string, GameResult>;
  /** Per scope or `all`: results that ended at or before this time (ms) no longer count. */
  readonly resets: Readonly<Record<string, number>>;
  readonly carried: Readonly<Record<ScopeKey, Carried>>;
}

/** The document as globalState holds it. */
export interface StoredDocument {
  readonly schema: number;
  readonly results: ResultRow[];
  readonly resets: Record<string, number>;
  readonly carried: Record<ScopeKey, Carried>;
}

export const emptyDocument = (): StatsDocument => ({ results: new Map(), resets: {}, carried: {} });

export function documentOf(
  results: readonly GameResult[],
  resets: Record<string, number> = {},
  carried: Record<ScopeKey, Carried> = {},
): StatsDocument {
  return { results: new Map(results.map((r) => [r.id, r])), resets, carried };
}

/** Both copies' results, resets and carried counts; `a` itself when it already holds all `b` says. */
export function join(a: StatsDocument, b: StatsDocument): StatsDocument {
  // Most joins bring nothing new (a window looking again): no copy of a long history then.
  if (contains(a, b)) return a;
  const results = new Map(a.results);
  for (const [id, r] of b.results) {
    const had = results.get(id);
    results.set(id, had ? standing(had, r) : r);
  }
  const resets = joinResets(a.resets, b.resets);
  const carried: Record<ScopeKey, Carried> = { ...a.carried };
  for (const [scope, c] of Object.entries(b.carried)) {
    const had = carried[scope];
    // Imported only if both copies say so: this machine's own totals stand over an import's.
    carried[scope] = had
      ? { played: Math.max(had.played, c.played), won: Math.max(had.won, c.won), ...(had.imported && c.imported ? { imported: true } : {}) }
      : c;
  }
  return { results, resets, carried };
}

/** Resets only grow: of two copies, each scope's latest. */
export function joinResets(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): Record<string, number> {
  const resets: Record<string, number> = { ...a };
  for (const [key, at] of Object.entries(b)) resets[key] = Math.max(resets[key] ?? at, at);
  return resets;
}

/** Play first, then an import whose record replayed, then one without a record. */
const originRank = (r: GameResult): number => (r.unverified ? 2 : r.imported ? 1 : 0);

/** A win, then any other end: one window's win of a game stands over another's abandon of it (or its loss). */
const outcomeRank = (r: GameResult): number => (r.outcome === 'won' ? 0 : 1);

/**
 * Which of two counts of one game stands (two windows finished the same resumed game, or an import
 * brought it again): a count from play stands over an import's, so no file can change what was
 * played, even in a window that has not yet heard of it; then a win over a game left or lost in
 * another window, whichever came first; among counts alike, the first stands, so finishing a game
 * again later never moves a streak. The row text breaks a tie so every window keeps the same one.
 * A total order: joins in any order agree.
 */
export function standing(x: GameResult, y: GameResult): GameResult {
  if (originRank(x) !== originRank(y)) return originRank(x) < originRank(y) ? x : y;
  if (outcomeRank(x) !== outcomeRank(y)) return outcomeRank(x) < outcomeRank(y) ? x : y;
  if (x.endedAt !== y.endedAt) return x.endedAt < y.endedAt ? x : y;
  if (sameResult(x, y)) return x;
  return JSON.stringify(encodeResult(x)) <= JSON.stringify(encodeResult(y)) ? x : y;
}

/** Two counts of one game that say the same in every field (the usual case when copies meet). */
export function sameResult(x: GameResult, y: GameResult): boolean {
  return (
    x === y ||
    (x.id === y.id &&
      x.scope === y.scope &&
      x.deal === y.deal &&
      x.outcome === y.outcome &&
      x.score === y.score &&
      x.moves === y.moves &&
      x.timeMs === y.timeMs &&
      x.endedAt === y.endedAt &&
      x.hintsUsed === y.hintsUsed &&
      x.daily === y.daily &&
      x.assisted === y.assisted &&
      x.imported === y.imported &&
      x.unverified === y.unverified)
  );
}

/** The time up to which a scope's results are reset (-Infinity when never). */
export function resetTime(doc: StatsDocument, scope: ScopeKey): number {
  return Math.max(doc.resets[scope] ?? -Infinity, doc.resets[ALL] ?? -Infinity);
}

export const counts = (doc: StatsDocument, r: GameResult): boolean => r.endedAt > resetTime(doc, r.scope);

/** Carried counts belong to a time before any reset, so any reset of their scope clears them. */
export function carriedOf(doc: StatsDocument, scope: ScopeKey): Carried | undefined {
  return resetTime(doc, scope) === -Infinity ? doc.carried[scope] : undefined;
}

/** The results that count, oldest first. */
export function countedResults(doc: StatsDocument): GameResult[] {
  return inOrder([...doc.results.values()].filter((r) => counts(doc, r)));
}

/** `results` sorted oldest first; a history is mostly stored in that order already, and then not sorted again. */
function inOrder(results: GameResult[]): GameResult[] {
  for (let i = 1; i < results.length; i++) if (byEnd(results[i - 1], results[i]) > 0) return results.sort(byEnd);
  return results;
}

/** Each result's stored row, made once: a document is written again after every game counted. */
const rows = new WeakMap<GameResult, ResultRow>();
function rowOf(r: GameResult): ResultRow {
  let row = rows.get(r);
  if (!row) rows.set(r, (row = encodeResult(r)));
  return row;
}

/**
 * Drops what resets hide; the reset times stay, so a stale copy joined later cannot bring them back.
 * A reset dated more than a day past `now` is not taken (result.ts isFromTheFuture, the clock rule of
 * results): made while the clock ran ahead, it would hide every game played once the clock is right.
 */
export function compact(doc: StatsDocument, now: number): StatsDocument {
  if (Object.values(doc.resets).some((at) => isFromTheFuture(at, now))) {
    const taken = Object.entries(doc.resets).filter(([, at]) => !isFromTheFuture(at, now));
    doc = { ...doc, resets: Object.fromEntries(taken) };
  }
  let hidden = false;
  for (const r of doc.results.values()) if (!counts(doc, r)) hidden = true;
  if (!hidden && Object.keys(doc.carried).every((scope) => carriedOf(doc, scope))) return doc;
  const carried = Object.fromEntries(
    Object.keys(doc.carried).flatMap((scope) => {
      const kept = carriedOf(doc, scope);
      return kept ? [[scope, kept]] : [];
    }),
  );
  return documentOf(countedResults(doc), { ...doc.resets }, carried);
}

/**
 * Whether `doc` already holds everything `part` says (a hidden result counts as held). A game held
 * as a count that `part`'s stands over is not: every copy must come to keep the same, as `join` does.
 */
export function contains(doc: StatsDocument, part: StatsDocument): boolean {
  if (doc === part) return true;
  for (const r of part.results.values()) {
    const had = doc.results.get(r.id);
    if (had === r) continue;
    if (had ? standing(had, r) !== had : counts(doc, r)) return false;
  }
  for (const [key, at] of Object.entries(part.resets)) if ((doc.resets[key] ?? -Infinity) < at) return false;
  for (const [scope, c] of Object.entries(part.carried)) {
    const had = carriedOf(doc, scope);
    if (had ? had.played < c.played || had.won < c.won || (had.imported && !c.imported) : resetTime(doc, scope) === -Infinity) return false;
  }
  return true;
}

export function encodeDocument(doc: StatsDocument): StoredDocument {
  const results = inOrder([...doc.results.values()]);
  return {
    schema: results.some((r) => r.assisted) ? SCHEMA : results.some((r) => r.imported) ? IMPORTED_SCHEMA : FIRST_SCHEMA,
    results: results.map(rowOf),
    resets: { ...doc.resets },
    carried: { ...doc.carried },
  };
}

const isCount = (v: unknown, max = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function checkCarried(value: unknown): Carried | undefined {
  if (!isObject(value) || !isCount(value.played, MAX_CARRIED) || !isCount(value.won) || value.won > value.played) return undefined;
  return { played: value.played, won: value.won, ...(value.imported === true ? { imported: true } : {}) };
}

/** The games carried as totals in every scope whose totals still count. */
export function carriedGames(doc: StatsDocument): number {
  let games = 0;
  for (const scope of Object.keys(doc.carried)) games += carriedOf(doc, scope)?.played ?? 0;
  return games;
}

/**
 * Reads a stored document field by field, keeping every part that is valid: one damaged row costs
 * that row, never the rest. `problems` says what was left out and why.
 */
export function decodeDocument(raw: Record<string, unknown>): { doc: StatsDocument; problems: string[] } {
  const problems: string[] = [];
  const results = new Map<string, GameResult>();
  if (Array.isArray(raw.results)) {
    for (const row of raw.results) {
      const r = decodeResult(row);
      if (!r.ok) problems.push(r.error);
      else {
        // Two rows with one id are read like two joined copies: the first count stands.
        const had = results.get(r.value.id);
        results.set(r.value.id, had ? standing(had, r.value) : r.value);
      }
    }
  } else if (raw.results !== undefined) problems.push('"results" is not a list');
  const resets: Record<string, number> = {};
  for (const [key, at] of Object.entries(isObject(raw.resets) ? raw.resets : {})) {
    if ((key === ALL || isScope(key)) && isCount(at)) resets[key] = at;
    else problems.push(`reset ${quote(key)}: ${quote(at)} is not a reset time`);
  }
  if (raw.resets !== undefined && !isObject(raw.resets)) problems.push('"resets" is not an object');
  const carried: Record<ScopeKey, Carried> = {};
  for (const [scope, value] of Object.entries(isObject(raw.carried) ? raw.carried : {})) {
    const c = checkCarried(value);
    if (isScope(scope) && c) carried[scope] = c;
    else problems.push(`carried counts for ${quote(scope)} are not { played, won }`);
  }
  return { doc: { results, resets, carried }, problems };
}

// One counted game as the statistics keep it, the scopes results are counted in, and the compact
// row a result is stored as (a tuple: a long history stays small in globalState and Settings Sync).
import { GAME_IDS, type GameId, type Result, fail, isValidDeal, ok, rulesOf } from '../engine';
import { type ClaimedInstance, type CountedInstance, readInstance } from '../protocol/game-instance';
import { isGameInstanceId } from '../protocol/protocol';
import { OUTCOMES, type Outcome, type ScopeKey } from '../protocol/stats-protocol';

// The outcomes and the scope key are part of the sidebar's messages, declared with them.
export { OUTCOMES, type Outcome, type ScopeKey };

const scopeKey = (game: GameId, variant: string): ScopeKey => (rulesOf(game).variants.length > 1 ? `${game}:${variant}` : game);

/** Every scope, in the order the sidebar shows them. */
export const SCOPES: readonly ScopeKey[] = GAME_IDS.flatMap((game) => rulesOf(game).variants.map((variant) => scopeKey(game, variant)));

export function scopeOf(game: GameId, variant?: string): ScopeKey {
  return scopeKey(game, variant ?? rulesOf(game).variants[0]);
}

export const isScope = (value: unknown): value is ScopeKey => typeof value === 'string' && SCOPES.includes(value);

/** The game and rule set a scope stands for (`variant` only where the game has several). */
export function scopeParts(scope: ScopeKey): { readonly game: GameId; readonly variant?: string } {
  const [game, variant] = scope.split(':') as [GameId, string | undefined];
  return variant === undefined ? { game } : { game, variant };
}

/**
 * A result keeps its game instance's facts (src/protocol/game-instance.ts): its id (a result is counted at most
 * once per id), hints (0 for results counted before hints were noted), the daily deal's day (daily
 * streaks) and help (an assisted win counts apart from the player's own, summary.ts).
 */
export interface GameResult extends CountedInstance {
  readonly scope: ScopeKey;
  readonly deal: number;
  readonly outcome: Outcome;
  readonly score: number;
  readonly moves: number;
  readonly timeMs: number;
  /** When the result was counted, in ms since 1970 (orders streaks, dates the list). */
  readonly endedAt: number;
  /**
   * Counted from an import, not from play (here or on a machine Settings Sync joins): a count from
   * play of the same game stands over it, whenever either arrives (document.ts, `standing`).
   */
  readonly imported?: true;
  /**
   * Imported without a record to replay (an export from before records travelled; always `imported`
   * too): it counts in played and won, but sets no best and never lengthens a streak (summary.ts).
   */
  readonly unverified?: true;
}

// Ids the host makes (`newGameId`) and anything similar: checked where the game tab's messages are.
export { isGameInstanceId };

/** A new game instance id: 12 base-36 characters (62 random bits), short enough to store with every result. */
export function newGameId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

const isWhole = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * A value as an error message may quote it: short strings and numbers as JSON, anything else by its
 * kind. Never the whole value: a deeply nested one would overflow JSON.stringify, a huge one the log.
 */
export function quote(value: unknown): string {
  if (typeof value === 'string') return value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}…` : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (value === undefined) return 'nothing';
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** How far past this machine's clock a result may end: another machine's clock may run ahead, a day at most. */
export const CLOCK_SKEW_MS = 24 * 3600_000;

/**
 * The one rule for clocks: a result dated more than a day past this machine's clock is not taken,
 * whether an import, the game journal or the stored statistics hold it (a clock set years ahead
 * when it was counted; a forged date).
 */
export const isFromTheFuture = (endedAt: number, now: number): boolean => endedAt > now + CLOCK_SKEW_MS;

/** 2000-01-01: nothing was counted before this program existed; anything older is a damaged date. */
const EARLIEST = Date.UTC(2000, 0, 1);
/** A game longer than 10 000 hours of play is a damaged clock, not a game. */
const LONGEST_MS = 10_000 * 3600_000;

/** Where a result came from (absent: counted from play) and whether it was assisted; every other field is given, if only as undefined. */
type Marks = 'imported' | 'unverified' | 'assisted';

/** Checks every field of a result, whatever it was read from (a stored row, an imported file). */
export function checkResult(
  value: { readonly [K in Exclude<keyof GameResult, Marks | keyof CountedInstance>]-?: unknown } & ClaimedInstance & {
      readonly [K in Marks]?: unknown;
    },
): Result<GameResult> {
  const { id, scope, deal, outcome, score, moves, timeMs, endedAt, imported, unverified } = value;
  if (!isGameInstanceId(id)) return fail(`id ${quote(id)} is not a game id`);
  if (!isScope(scope)) return fail(`${id}: unknown game ${quote(scope)}`);
  if (!isValidDeal(deal)) return fail(`${id}: deal ${quote(deal)} is not a deal number`);
  if (!OUTCOMES.includes(outcome as Outcome)) return fail(`${id}: outcome ${quote(outcome)} is not won, lost or abandoned`);
  const maxScore = rulesOf(scopeParts(scope).game).maxScore;
  if (!isWhole(score, 0, maxScore)) return fail(`${id}: score ${quote(score)} is outside 0…${maxScore}`);
  // A win or an abandoned game took at least one move; the rules may declare a deal lost at once.
  if (!isWhole(moves, outcome === 'lost' ? 0 : 1))
    return fail(`${id}: ${quote(moves)} moves is not possible for a ${String(outcome)} game`);
  if (!isWhole(timeMs, 0, LONGEST_MS)) return fail(`${id}: time ${quote(timeMs)} ms is not a playing time`);
  if (!isWhole(endedAt, EARLIEST)) return fail(`${id}: ${quote(endedAt)} is not a date`);
  // Hints, the daily deal's day and help: checked by the game instance's one reader.
  const instance = readInstance(value);
  if (!instance.ok) return fail(`${id}: ${instance.error}`);
  // What a counted result keeps of its instance (countedInstance), written out: a long history reads
  // one object a row.
  const { hintsUsed, daily, assisted } = instance.value;
  const result: { -readonly [K in keyof GameResult]: GameResult[K] } = {
    id,
    hintsUsed,
    scope,
    deal,
    outcome: outcome as Outcome,
    score,
    moves,
    timeMs,
    endedAt,
  };
  if (daily !== undefined) result.daily = daily;
  if (assisted) result.assisted = true;
  if (imported === true || unverified === true) result.imported = true;
  if (unverified === true) result.unverified = true;
  return ok(result);
}

/**
 * The stored row: [id, scope, deal, outcome initial, score, moves, time ms, ended at ms, hints used,
 * daily deal's day, origin, assisted].
 * The 9th column came later within schema 1: a row of 8 (an older version's) reads as no hints, and
 * a game without hints is still written as 8, so a version that reads only 8 still reads it. The
 * 10th came later still, the same way: only a daily deal's row has it (and then the 9th, 0 or not).
 * The 11th came with schema 2, only on an imported result (with a 9th, and a 10th that is null for
 * an ordinary deal): "i" imported with its record replayed, "u" imported unverified. Every row
 * counted from play reads as it did in schema 1. The 12th came with schema 3, only on an assisted
 * result: 1 (with the 9th, the 10th and an 11th that is null for a result counted from play).
 */
export type ResultRow = [
  string,
  string,
  number,
  'w' | 'l' | 'a',
  number,
  number,
  number,
  number,
  number?,
  (string | null)?,
  (Origin | null)?,
  1?,
];
type Origin = 'i' | 'u';

const CODES: Record<Outcome, ResultRow[3]> = { won: 'w', lost: 'l', abandoned: 'a' };
const BY_CODE: Record<string, Outcome> = { w: 'won', l: 'lost', a: 'abandoned' };

export function encodeResult(r: GameResult): ResultRow {
  const row: ResultRow = [r.id, r.scope, r.deal, CODES[r.outcome], r.score, r.moves, r.timeMs, r.endedAt];
  // Each column is written only when it or a later one says something, so older readers read what they know.
  if (r.hintsUsed > 0 || r.daily !== undefined || r.imported || r.assisted) row.push(r.hintsUsed);
  if (r.daily !== undefined || r.imported || r.assisted) row.push(r.daily ?? null);
  if (r.imported || r.assisted) row.push(r.imported ? (r.unverified ? 'u' : 'i') : null);
  if (r.assisted) row.push(1);
  return row;
}

export function decodeResult(row: unknown): Result<GameResult> {
  if (!Array.isArray(row) || row.length < 8 || row.length > 12) return fail(`${quote(row)} is not a result row`);
  const [id, scope, deal, code, score, moves, timeMs, endedAt, hintsUsed = 0, daily, origin, assisted] = row as unknown[];
  // The 11th column is null only before a 12th (a result counted from play that was assisted).
  if (row.length >= 11 && origin !== 'i' && origin !== 'u' && !(row.length === 12 && origin === null))
    return fail(`${quote(id)}: ${quote(origin)} is not where a result came from`);
  if (row.length === 12 && assisted !== 1) return fail(`${quote(id)}: ${quote(assisted)} is not the assisted mark 1`);
  const outcome = typeof code === 'string' && Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : code;
  // A 10th column must be a day (null only before an 11th): a row of 10 with nothing there is damaged, not an ordinary deal.
  const day = row.length === 10 ? (daily ?? null) : row.length >= 11 ? (daily ?? undefined) : undefined;
  const imported = (origin !== undefined && origin !== null) || undefined;
  return checkResult({
    id,
    scope,
    deal,
    outcome,
    score,
    moves,
    timeMs,
    endedAt,
    hintsUsed,
    daily: day,
    imported,
    unverified: origin === 'u' || undefined,
    assisted: row.length === 12 || undefined,
  });
}

/** Oldest first; the id breaks ties so every window orders the same results the same way. */
export function byEnd(a: GameResult, b: GameResult): number {
  return a.endedAt - b.endedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

// One machine's statistics as a tally (tally.ts): its scopes, the streak across all its games, its
// daily deals, and which results it stands for. The machine that owns it folds it from its journal
// (own-tally.ts in the host); every other machine reads it from the synced value as it is.
//
// Daily deals: a day counts for a game when its daily deal was won (a win imported without a record
// passes the day over: it neither lengthens a daily streak nor ends one; daily-board.ts). A tally keeps
// the days of the last DAILY_WINDOW days up to its newest, and its own runs; the machine's every day
// stays on the machine (own-tally.ts), so its runs are exact whatever their length.
import type { GameId } from '../engine';
import { type DayMark, dailyStreaks } from './daily-board';
import { type Carried } from './document';
import { type GameResult, type ScopeKey, isFromTheFuture, scopeParts } from './result';
import type { SliceClock } from './slices';
import { type ScopeTally, type Streak, addToScope, copyScope, emptyScope, emptyStreak, streakAfter, trimWeeks } from './tally';

/** Days of daily deals a tally keeps marks of, up to its newest day. */
export const DAILY_WINDOW = 64;
const DAY_MS = 86_400_000;
export const dayNumberOf = (date: string): number => Date.parse(`${date}T00:00Z`) / DAY_MS;

export type { DayMark };

/** One game's daily deals in a tally. */
export interface DailyTally {
  /** The newest day marked (a day number: days since 1970, UTC). */
  last: number;
  /** The days marked within DAILY_WINDOW days up to `last`. */
  days: Map<number, DayMark>;
  /** The run of days ending at `last`, and the longest, over every day this machine marked. */
  run: number;
  best: number;
  /** The longest daily streak across machines the owner saw when it counted (view.ts). */
  seen: number;
}

/** Resets as the synced value holds them: per scope or `all`, results that ended at or before the time no longer count. */
export type Resets = Readonly<Record<string, number>>;

/** Whether two sets of resets say the same of every scope. */
export const sameResets = (a: Resets, b: Resets): boolean => Object.keys({ ...a, ...b }).every((key) => (a[key] ?? 0) === (b[key] ?? 0));

/** The time up to which `scope`'s results are reset (0 when never). */
export const resetOf = (resets: Resets, scope: ScopeKey): number => Math.max(resets[scope] ?? 0, resets.all ?? 0);

/** Resets in force on `now`'s clock: one dated past tomorrow is not taken (result.ts isFromTheFuture), like a result. */
export function resetsInForce(resets: Resets, now: number): Resets {
  const entries = Object.entries(resets);
  return entries.some(([, at]) => isFromTheFuture(at, now))
    ? Object.fromEntries(entries.filter(([, at]) => !isFromTheFuture(at, now)))
    : resets;
}

export interface PartitionTally {
  /** The journal entries folded in (counting or hidden by a reset): grows with the machine's journal. */
  entries: number;
  /** Which entries: the XOR of their keys' hashes (digest.ts), so two tallies of as many entries can be told apart. */
  digest: string;
  /** The resets applied, as the synced value held them when this was folded. */
  applied: Record<string, number>;
  scopes: Map<ScopeKey, ScopeTally>;
  /** The streak over every counted game of the machine, in the order they ended (the total's). */
  all: Streak;
  daily: Map<GameId, DailyTally>;
  /** For the tally of the statistics an earlier version kept (migration.ts): the newest result it holds. */
  cut?: number;
  /**
   * How many times its owner folded it to something new (0 when never said): of two copies of as many
   * entries, the later fold stands, whatever resets each applied (a refold without a reset dated past
   * the clock, once the clock is right, stands over the fold that took it).
   */
  folds?: number;
}

/** What the owner keeps beside its tally, on its own disk: its last results and every daily day. */
export interface Recent {
  /** Per scope its last results (at most RECENT_KEPT), oldest first. */
  results: Map<ScopeKey, GameResult[]>;
  /** Per scope its last wins whose time counts (at most WIN_TIMES_KEPT), oldest first. */
  wins: Map<ScopeKey, GameResult[]>;
  /** Per game every day marked. */
  days: Map<GameId, Map<number, DayMark>>;
}

/** The owner's tally and what it keeps beside it. */
export interface OwnTally {
  readonly tally: PartitionTally;
  readonly recent: Recent;
}

/** Per scope, the results the owner keeps in full: the sidebar lists 50. */
export const RECENT_KEPT = 50;
/** Per scope, the wins the owner keeps the times of: the chart draws 20. */
export const WIN_TIMES_KEPT = 20;

export function emptyOwn(carried: Readonly<Record<ScopeKey, Carried>> = {}, resets: Resets = {}): OwnTally {
  const tally: PartitionTally = {
    entries: 0,
    digest: '0000000000000000',
    applied: { ...resets },
    scopes: new Map(),
    all: emptyStreak(),
    daily: new Map(),
  };
  for (const [scope, c] of Object.entries(carried)) {
    if (resetOf(resets, scope) === 0 && c.played > 0) tally.scopes.set(scope, emptyScope(0, c));
  }
  return { tally, recent: { results: new Map(), wins: new Map(), days: new Map() } };
}

/**
 * A tally that counts nothing and stands over `tally` (as many entries, one fold more): what a window
 * writes under an id it went by and gave up for its journal's (the journal's games count under that one).
 */
export function emptiedTally(tally: PartitionTally): PartitionTally {
  return { ...emptyOwn({}, tally.applied).tally, entries: tally.entries, digest: tally.digest, folds: (tally.folds ?? 0) + 1 };
}

export function copyOwn({ tally, recent }: OwnTally): OwnTally {
  return {
    tally: {
      ...tally,
      applied: { ...tally.applied },
      scopes: new Map([...tally.scopes].map(([scope, t]) => [scope, copyScope(t)])),
      all: { ...tally.all },
      daily: new Map([...tally.daily].map(([game, d]) => [game, { ...d, days: new Map(d.days) }])),
    },
    recent: {
      results: new Map([...recent.results].map(([scope, list]) => [scope, [...list]])),
      wins: new Map([...recent.wins].map(([scope, list]) => [scope, [...list]])),
      days: new Map([...recent.days].map(([game, days]) => [game, new Map(days)])),
    },
  };
}

/** Whether `r` counts for the tally: not hidden by a reset it applied, not dated past tomorrow on `now`'s clock. */
export const countsIn = (tally: PartitionTally, r: GameResult, now: number): boolean =>
  r.endedAt > resetOf(tally.applied, r.scope) && !isFromTheFuture(r.endedAt, now);

/**
 * `own` with `results` (oldest first, each newer than any it holds) folded in, on `now`'s clock. A copy:
 * `own` is left as it was. Counting is the caller's (entries, digest: own-history.ts).
 */
export function foldIn(own: OwnTally, results: readonly GameResult[], now: number): OwnTally {
  const next = copyOwn(own);
  for (const r of results) add(next, r, now);
  return finish(next);
}

/** foldIn in slices of `clock` (a whole history: the host's thread is never held for long). */
export async function foldInSlices(own: OwnTally, results: readonly GameResult[], now: number, clock: SliceClock): Promise<OwnTally> {
  const next = copyOwn(own);
  for (let i = 0; i < results.length; i++) {
    if (i % 1024 === 0 && clock.due()) await clock.next();
    add(next, results[i], now);
  }
  return finish(next);
}

/** Adds one result in place. */
function add({ tally, recent }: OwnTally, r: GameResult, now: number): void {
  if (!countsIn(tally, r, now)) return;
  let scope = tally.scopes.get(r.scope);
  if (!scope) tally.scopes.set(r.scope, (scope = emptyScope(resetOf(tally.applied, r.scope))));
  addToScope(scope, r);
  streakAfter(tally.all, r);
  pushKept(recent.results, r.scope, r, RECENT_KEPT);
  if (r.outcome === 'won' && !r.unverified && !r.assisted) pushKept(recent.wins, r.scope, r, WIN_TIMES_KEPT);
  if (r.daily !== undefined && r.outcome === 'won' && !r.assisted) {
    const game = scopeParts(r.scope).game;
    let days = recent.days.get(game);
    if (!days) recent.days.set(game, (days = new Map()));
    const day = dayNumberOf(r.daily);
    if (!r.unverified) days.set(day, 'won');
    else if (!days.has(day)) days.set(day, 'passed');
  }
}

function pushKept(lists: Map<ScopeKey, GameResult[]>, scope: ScopeKey, r: GameResult, most: number): void {
  let list = lists.get(scope);
  if (!list) lists.set(scope, (list = []));
  list.push(r);
  if (list.length > most) list.splice(0, list.length - most);
}

/** Works out what follows from the kept results: the weeks still drawn, each game's daily runs and window. */
function finish(own: OwnTally): OwnTally {
  for (const scope of own.tally.scopes.values()) trimWeeks(scope.weeks, scope.newest);
  for (const [game, days] of own.recent.days) {
    const had = own.tally.daily.get(game);
    own.tally.daily.set(game, dailyOf(days, had?.seen ?? 0));
  }
  return own;
}

/** A game's daily tally from every day the machine marked. */
export function dailyOf(days: ReadonlyMap<number, DayMark>, seen: number): DailyTally {
  const last = Math.max(...days.keys());
  const { streak, bestStreak } = dailyStreaks(days, last);
  const window = new Map([...days].filter(([day]) => day > last - DAILY_WINDOW));
  return { last, days: window, run: streak, best: bestStreak, seen };
}

/** The streaks `own` saw across machines, raised to what the sidebar shows now (view.ts): they only grow until a reset. */
export function withSeen(
  own: OwnTally,
  seen: { readonly scopes: ReadonlyMap<ScopeKey, number>; readonly all: number; readonly daily: ReadonlyMap<GameId, number> },
): OwnTally {
  let changed = seen.all > own.tally.all.seen;
  for (const [scope, n] of seen.scopes) changed ||= n > (own.tally.scopes.get(scope)?.streak.seen ?? n);
  for (const [game, n] of seen.daily) changed ||= n > (own.tally.daily.get(game)?.seen ?? n);
  if (!changed) return own;
  const next = copyOwn(own);
  next.tally.all.seen = Math.max(next.tally.all.seen, seen.all);
  for (const [scope, n] of seen.scopes) {
    const t = next.tally.scopes.get(scope);
    if (t) t.streak.seen = Math.max(t.streak.seen, n);
  }
  for (const [game, n] of seen.daily) {
    const d = next.tally.daily.get(game);
    if (d) d.seen = Math.max(d.seen, n);
  }
  return next;
}

/** The streaks a tally saw across machines, carried over to its refold (a reset of the scope clears them). */
export function carrySeen(into: OwnTally, from: PartitionTally): OwnTally {
  const same = (scope: ScopeKey): boolean => resetOf(into.tally.applied, scope) === resetOf(from.applied, scope);
  const scopes = new Map<ScopeKey, number>();
  for (const [scope, t] of from.scopes) if (same(scope)) scopes.set(scope, t.streak.seen);
  // A game's days and the total's order change with a reset of any of their scopes.
  const daily = new Map<GameId, number>();
  for (const [game, d] of from.daily)
    if ([...from.scopes.keys(), ...into.tally.scopes.keys()].every((s) => scopeParts(s).game !== game || same(s))) daily.set(game, d.seen);
  const all = sameResets(from.applied, into.tally.applied) ? from.all.seen : 0;
  return withSeen(into, { scopes, all, daily });
}

// The sidebar's numbers from the machines' tallies (partition.ts) and the newest results the synced
// value keeps (synced.ts): what summary.ts's rules give over every machine's games, worked out from
// bounded parts. Across machines (CONTRIBUTING.md, "Statistics across machines"):
//   - counts and times add up; bests are the best of any machine (highest score, fastest, fewest moves);
//   - the current streak is the wins in a row since the last game, on any machine, that ended one:
//     each machine's wins since then (its whole run when its run began after it; else its wins among
//     the newest results), so wins on two machines in turn make one streak;
//   - the best streak is the longest any machine had among its own games, or saw across machines when
//     it counted (a tally's `seen`), or the current one;
//   - a daily streak is the days won on any machine, in a row; the best, the longest any machine had
//     or saw;
//   - the last games and the win times are this machine's own kept results and the newest of all;
//   - a reset a machine has not applied yet hides its games up to the reset all the same: a tally whose
//     newest game is older is left out; one with later games counts those among the newest results.
import type { DailyDate, GameId } from '../engine';
import { GAME_IDS, rulesOf } from '../engine';
import { resultKind } from '../protocol/game-result';
import type { RecentResult, ScopeStats, StatsSnapshot, WeekResults } from '../protocol/stats-protocol';
import { chartWeeks, weekStart, winTimesOf } from './chart-data';
import { type DailyStanding, dailyStreaks } from './daily-board';
import { standing } from './document';
import {
  DAILY_WINDOW,
  type DayMark,
  type OwnTally,
  type PartitionTally,
  type Resets,
  RECENT_KEPT,
  dayNumberOf,
  resetOf,
  resetsInForce,
} from './partition';
import { type GameResult, type ScopeKey, SCOPES, byEnd, isFromTheFuture, scopeParts } from './result';
import { type SyncedStats, laterTally } from './synced';
import { type ScopeTally, type Streak, WEEK_KINDS, addToScope, emptyScope, streakAfter } from './tally';

/** What the numbers are read from: the synced statistics and, on the machine that owns one, its own tally. */
export interface ViewSource {
  readonly doc: SyncedStats;
  /** This machine's id and its own tally (with the results it keeps): its numbers stand over its copy in `doc`. */
  readonly own?: { readonly id: string; readonly own: OwnTally };
}

/** One machine's part of a scope (or of the total): its tally, or one worked out from its newest results. */
interface Part {
  readonly machine: string;
  readonly tally: ScopeTally | undefined;
  readonly streak: Streak;
  /** Its streak came from its newest results alone (a reset it has not applied yet): it saw nothing across machines. */
  readonly fromRows: boolean;
}

/**
 * The machines' tallies as the view reads them: this machine's own, unless its copy in the synced value is
 * later (another window of this machine counted a game this one has not folded in yet).
 */
function tallies({ doc, own }: ViewSource): Map<string, PartitionTally> {
  const machines = new Map(doc.machines);
  if (own) {
    const had = machines.get(own.id);
    machines.set(own.id, had ? laterTally(had, own.own.tally) : own.own.tally);
  }
  return machines;
}

/** Every result the view knows one by one that counts on `now`'s clock with `resets`, each game once (its standing count), oldest first. */
function knownResults(source: ViewSource, resets: Resets, now: number): { machine: string; result: GameResult }[] {
  const byId = new Map<string, { machine: string; result: GameResult }>();
  const take = (machine: string, result: GameResult): void => {
    if (result.endedAt <= resetOf(resets, result.scope) || isFromTheFuture(result.endedAt, now)) return;
    const had = byId.get(result.id);
    if (!had || standing(had.result, result) !== had.result) byId.set(result.id, { machine, result });
  };
  for (const m of source.doc.newest) take(m.machine, m.result);
  if (source.own) for (const list of source.own.own.recent.results.values()) for (const r of list) take(source.own.id, r);
  return [...byId.values()].sort((a, b) => byEnd(a.result, b.result));
}

/** A scope's tally worked out from a machine's newest results, for a tally that has not applied a reset yet. */
function fromRows(results: readonly GameResult[], since: number): ScopeTally {
  const tally = emptyScope(since);
  for (const r of results) addToScope(tally, r);
  return tally;
}

/** The streak since the last game that ended one on any machine: each machine's wins since then. */
export function currentStreak(parts: readonly Part[], known: readonly { machine: string; result: GameResult }[]): number {
  const lastBreak = Math.max(-Infinity, ...parts.map((p) => p.streak.lastBreak ?? -Infinity));
  let streak = 0;
  for (const p of parts) {
    if (p.streak.run === 0) continue;
    if ((p.streak.runFrom ?? Infinity) > lastBreak) streak += p.streak.run;
    else
      streak += known.filter(
        ({ machine, result: r }) => machine === p.machine && r.endedAt > lastBreak && r.outcome === 'won' && !r.assisted && !r.unverified,
      ).length;
  }
  return streak;
}

const bestStreakOf = (parts: readonly Part[], current: number): number =>
  Math.max(current, ...parts.map((p) => Math.max(p.streak.best, p.fromRows ? 0 : p.streak.seen)));

/** Each machine's part of `scope` on `now`'s clock. */
function partsOf(
  machines: ReadonlyMap<string, PartitionTally>,
  scope: ScopeKey,
  resets: Resets,
  known: readonly { machine: string; result: GameResult }[],
): Part[] {
  const reset = resetOf(resets, scope);
  const parts: Part[] = [];
  for (const [machine, partition] of machines) {
    const tally = partition.scopes.get(scope);
    if (!tally) continue;
    if (tally.since >= reset) parts.push({ machine, tally, streak: tally.streak, fromRows: false });
    else if (tally.newest > reset) {
      const rows = fromRows(
        known.filter((k) => k.machine === machine && k.result.scope === scope).map((k) => k.result),
        reset,
      );
      parts.push({ machine, tally: rows, streak: rows.streak, fromRows: true });
    }
  }
  return parts;
}

/** The parts of the total: each machine's streak over all its games (from its newest results when it has not applied a reset). */
function totalParts(
  machines: ReadonlyMap<string, PartitionTally>,
  resets: Resets,
  known: readonly { machine: string; result: GameResult }[],
): Part[] {
  const parts: Part[] = [];
  for (const [machine, partition] of machines) {
    const stale = [...partition.scopes.keys()].some((scope) => resetOf(resets, scope) > resetOf(partition.applied, scope));
    if (!stale) {
      parts.push({ machine, tally: undefined, streak: partition.all, fromRows: false });
      continue;
    }
    const streak = { run: 0, runFrom: null, lastBreak: null, best: 0, seen: 0 } as Streak;
    for (const k of known) if (k.machine === machine) streakAfter(streak, k.result);
    parts.push({ machine, tally: undefined, streak, fromRows: true });
  }
  return parts;
}

/** The numbers of every scope and of all games. */
export function snapshotOf(source: ViewSource, now: number): StatsSnapshot {
  const resets = resetsInForce(source.doc.resets, now);
  const machines = tallies(source);
  const known = knownResults(source, resets, now);
  const scopes = SCOPES.map((scope) =>
    scopeStats(
      scope,
      partsOf(machines, scope, resets, known),
      known.filter((k) => k.result.scope === scope),
      now,
    ),
  );
  const parts = totalParts(machines, resets, known);
  const current = currentStreak(parts, known);
  const add = (pick: (s: ScopeStats) => number): number => scopes.reduce((sum, s) => sum + pick(s), 0);
  return {
    total: {
      scope: 'all',
      played: add((s) => s.played),
      won: add((s) => s.won),
      assistedWins: add((s) => s.assistedWins),
      winsWithoutHints: add((s) => s.winsWithoutHints),
      lost: add((s) => s.lost),
      abandoned: add((s) => s.abandoned),
      carried: add((s) => s.carried),
      unverified: add((s) => s.unverified),
      currentStreak: current,
      bestStreak: bestStreakOf(parts, current),
      bestScore: null,
      maxScore: null,
      fastestWinMs: null,
      fewestMoves: null,
      averageWinMs: null,
      recent: known.slice(-RECENT_KEPT).map((k) => recentOf(k.result)),
      weeks: addWeeks(scopes.map((s) => s.weeks)),
      winTimes: [],
    },
    scopes,
  };
}

function scopeStats(
  scope: ScopeKey,
  parts: readonly Part[],
  known: readonly { machine: string; result: GameResult }[],
  now: number,
): ScopeStats {
  const tallied = parts.flatMap((p) => (p.tally ? [p.tally] : []));
  const add = (pick: (t: ScopeTally) => number): number => tallied.reduce((sum, t) => sum + pick(t), 0);
  const best = (pick: (t: ScopeTally) => number | null, better: (a: number, b: number) => number): number | null =>
    tallied.reduce<number | null>((b, t) => {
      const v = pick(t);
      return v === null ? b : b === null ? v : better(b, v);
    }, null);
  const timed = add((t) => t.timedWins);
  const current = currentStreak(parts, known);
  return {
    scope,
    played: add((t) => t.played),
    won: add((t) => t.won),
    assistedWins: add((t) => t.assistedWins),
    winsWithoutHints: add((t) => t.winsWithoutHints),
    lost: add((t) => t.lost),
    abandoned: add((t) => t.abandoned),
    carried: add((t) => t.carried?.played ?? 0),
    unverified: add((t) => t.unverified),
    currentStreak: current,
    bestStreak: bestStreakOf(parts, current),
    bestScore: best((t) => t.bestScore, Math.max),
    maxScore: rulesOf(scopeParts(scope).game).maxScore,
    fastestWinMs: best((t) => t.fastestWinMs, Math.min),
    fewestMoves: best((t) => t.fewestMoves, Math.min),
    averageWinMs: timed > 0 ? Math.round(add((t) => t.winTimeMs) / timed) : null,
    recent: known.slice(-RECENT_KEPT).map((k) => recentOf(k.result)),
    weeks: weeksOf(tallied, now),
    winTimes: winTimesOf(known.map((k) => k.result)),
  };
}

/** The chart's weeks up to the one holding `now`, from each tally's weeks (a week of another machine's clock goes to the week it mostly falls in). */
function weeksOf(tallied: readonly ScopeTally[], now: number): WeekResults[] {
  const starts = chartWeeks(now);
  const weeks = starts.map((start) => ({ start, won: 0, assisted: 0, lost: 0, abandoned: 0 }));
  for (const tally of tallied) {
    for (const [start, counts] of tally.weeks) {
      const at = starts.includes(start) ? start : weekStart(start + 3.5 * 86_400_000);
      if (at < starts[0]) continue;
      let w = starts.length - 1;
      while (w > 0 && starts[w] > at) w--;
      WEEK_KINDS.forEach((kind, i) => (weeks[w][kind] += counts[i]));
    }
  }
  return weeks;
}

function addWeeks(lists: readonly (readonly WeekResults[])[]): WeekResults[] {
  return lists[0].map((week, i) => ({
    start: week.start,
    won: lists.reduce((sum, l) => sum + l[i].won, 0),
    assisted: lists.reduce((sum, l) => sum + l[i].assisted, 0),
    lost: lists.reduce((sum, l) => sum + l[i].lost, 0),
    abandoned: lists.reduce((sum, l) => sum + l[i].abandoned, 0),
  }));
}

function recentOf(r: GameResult): RecentResult {
  const recent: RecentResult = {
    id: r.id,
    endedAt: r.endedAt,
    scope: r.scope,
    deal: r.deal,
    outcome: r.outcome,
    score: r.score,
    maxScore: rulesOf(scopeParts(r.scope).game).maxScore,
    timeMs: r.timeMs,
    moves: r.moves,
    hintsUsed: r.hintsUsed,
  };
  return { ...recent, ...(r.unverified ? { unverified: true } : {}), ...(r.assisted ? { assisted: true } : {}) };
}

/** Best first: the state a day shows when it has several results. */
const STATE_ORDER: readonly DailyStanding['state'][] = ['won', 'assisted', 'lost', 'abandoned', null];
const better = (a: DailyStanding['state'], b: DailyStanding['state']): DailyStanding['state'] =>
  STATE_ORDER.indexOf(a) <= STATE_ORDER.indexOf(b) ? a : b;
const DAY_MS = 86_400_000;

/** Each game's daily standing on `today` (a UTC day): today's state from the results known one by one, the streaks from every machine's days. */
export function dailyStandingsOf(source: ViewSource, today: DailyDate, now: number): ReadonlyMap<GameId, DailyStanding> {
  const resets = resetsInForce(source.doc.resets, now);
  const states = new Map<GameId, DailyStanding['state']>();
  for (const { result: r } of knownResults(source, resets, Infinity)) {
    if (r.daily === today) states.set(scopeParts(r.scope).game, better(states.get(scopeParts(r.scope).game) ?? null, resultKind(r)));
  }
  const todayNumber = dayNumberOf(today);
  const machines = tallies(source);
  return new Map(
    GAME_IDS.map((game) => {
      // A day is hidden by a reset of any of the game's scopes that ended after the day did (its results ended by then).
      const reset = Math.max(0, ...SCOPES.filter((s) => scopeParts(s).game === game).map((s) => resetOf(resets, s)));
      const days = new Map<number, DayMark>();
      let best = 0;
      const mark = (day: number, m: DayMark): void => void ((m === 'won' || !days.has(day)) && days.set(day, m));
      for (const [machine, partition] of machines) {
        const daily = partition.daily.get(game);
        if (!daily) continue;
        // This machine's every day, when the tally read is its own.
        const ownDays = source.own?.id === machine && partition === source.own.own.tally ? source.own.own.recent.days.get(game) : undefined;
        const stale =
          !ownDays &&
          [...partition.scopes.keys()].some((s) => scopeParts(s).game === game && resetOf(resets, s) > resetOf(partition.applied, s));
        for (const [day, m] of ownDays ?? daily.days) if (!stale || (day + 1) * DAY_MS > reset) mark(day, m);
        // Its own best when all its days are in hand (or none is after today: another machine's clock may run ahead).
        if (!stale) best = Math.max(best, daily.seen, ownDays || daily.last > todayNumber ? 0 : daily.best);
        // A run longer than the window: the days before it are this machine's own, as its run says.
        if (!ownDays && !stale && daily.run > DAILY_WINDOW && daily.last >= todayNumber - 1)
          for (let d = daily.last - daily.run + 1; d <= daily.last - DAILY_WINDOW; d++) mark(d, 'won');
      }
      const streaks = dailyStreaks(days, todayNumber);
      return [game, { state: states.get(game) ?? null, streak: streaks.streak, bestStreak: Math.max(best, streaks.bestStreak) }];
    }),
  );
}

/**
 * What the owner sees across machines now (partition.ts withSeen): the current streaks the sidebar
 * shows, where other machines' games make them longer than the owner's own run. A streak of the
 * owner's games alone is its own best already, exact whatever order its games are counted in.
 */
export function seenNow(source: ViewSource, now: number): { scopes: Map<ScopeKey, number>; all: number; daily: Map<GameId, number> } {
  const own = source.own?.own.tally;
  const snapshot = snapshotOf(source, now);
  const standings = dailyStandingsOf(source, new Date(now).toISOString().slice(0, 10), now);
  const across = (streak: number, ownRun: number | undefined): number => (streak > (ownRun ?? 0) ? streak : 0);
  return {
    scopes: new Map(snapshot.scopes.map((s) => [s.scope, across(s.currentStreak, own?.scopes.get(s.scope)?.streak.run)])),
    all: across(snapshot.total.currentStreak, own?.all.run),
    daily: new Map([...standings].map(([game, s]) => [game, across(s.streak, own?.daily.get(game)?.run)])),
  };
}

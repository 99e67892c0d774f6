// What one machine's results come to, bounded whatever their number: per scope the counts, the bests,
// the streak as it stands and the last 12 weeks; per game the daily deals won of late; and, kept on the
// machine itself only, its last results (recent.ts). A tally is a fold of results in the order they
// ended (the journal's order), so the same results give the same tally wherever it is worked out; the
// sidebar's numbers are read from tallies (view.ts), never from a list of every game.
//
// The rules are summary.ts's, for every scope and for the total: an unverified result counts in
// played, won, lost and abandoned and sets no best; an unverified win is passed over by a streak, its
// loss ends one; an assisted win counts apart, ends a streak and sets no best.
import { resultKind } from '../protocol/game-result';
import { type Carried } from './document';
import { type GameResult, type ScopeKey } from './result';
import { CHART_WEEKS, chartWeeks, weekStart } from './chart-data';

/** The kinds a week's bar is made of, in the order a tally keeps them. */
export const WEEK_KINDS = ['won', 'assisted', 'lost', 'abandoned'] as const;
export type WeekCounts = [won: number, assisted: number, lost: number, abandoned: number];

/** Wins in a row as results come (oldest first). */
export interface Streak {
  /** The player's own wins since the last game that ended a streak. */
  run: number;
  /** When the run's first win ended (null while there is none). */
  runFrom: number | null;
  /** When the last game that ended a streak ended (null: none yet). */
  lastBreak: number | null;
  /** The longest run in these results. */
  best: number;
  /**
   * The longest streak across machines that the owner of this tally saw when it counted (view.ts): a
   * run this machine's wins continued from another's. Never lower than it was until a reset.
   */
  seen: number;
}

/** One scope's results in one tally. */
export interface ScopeTally {
  played: number;
  won: number;
  assistedWins: number;
  winsWithoutHints: number;
  lost: number;
  abandoned: number;
  unverified: number;
  /** Totals a version that kept no single games carried over (inside played and won), when no reset hid them. */
  carried: Carried | undefined;
  streak: Streak;
  bestScore: number | null;
  fastestWinMs: number | null;
  fewestMoves: number | null;
  /** The time of every win whose time counts, added up, and how many they are (the average). */
  winTimeMs: number;
  timedWins: number;
  /** When the newest result ended (0: none). */
  newest: number;
  /** The reset this tally applied to the scope (results that ended at or before it are left out); 0: none. */
  since: number;
  /** Results by week (local Monday midnight, ms) for the weeks of the chart up to the newest. */
  weeks: Map<number, WeekCounts>;
}

export const emptyStreak = (): Streak => ({ run: 0, runFrom: null, lastBreak: null, best: 0, seen: 0 });

export function emptyScope(since = 0, carried?: Carried): ScopeTally {
  return {
    played: carried?.played ?? 0,
    won: carried?.won ?? 0,
    assistedWins: 0,
    winsWithoutHints: 0,
    lost: 0,
    abandoned: 0,
    unverified: carried?.imported ? carried.played : 0,
    carried,
    streak: emptyStreak(),
    bestScore: null,
    fastestWinMs: null,
    fewestMoves: null,
    winTimeMs: 0,
    timedWins: 0,
    newest: 0,
    since,
    weeks: new Map(),
  };
}

const least = (a: number | null, b: number): number => (a === null ? b : Math.min(a, b));

/** A streak after one more result. */
export function streakAfter(streak: Streak, r: GameResult): void {
  if (r.outcome === 'won' && !r.assisted) {
    if (r.unverified) return; // passed over: neither lengthens nor ends a streak
    streak.run++;
    streak.runFrom ??= r.endedAt;
    streak.best = Math.max(streak.best, streak.run);
  } else {
    streak.run = 0;
    streak.runFrom = null;
    streak.lastBreak = r.endedAt;
  }
}

/** Adds `r` to its scope's tally (its reset already checked). Results come oldest first for the streak. */
export function addToScope(t: ScopeTally, r: GameResult): void {
  t.played++;
  if (r.unverified) t.unverified++;
  else if (!r.assisted) t.bestScore = t.bestScore === null ? r.score : Math.max(t.bestScore, r.score);
  if (r.outcome === 'won' && r.assisted) t.assistedWins++;
  else if (r.outcome === 'won') {
    t.won++;
    if (!r.unverified) {
      if (r.hintsUsed === 0) t.winsWithoutHints++;
      t.fastestWinMs = least(t.fastestWinMs, r.timeMs);
      t.fewestMoves = least(t.fewestMoves, r.moves);
      t.winTimeMs += r.timeMs;
      t.timedWins++;
    }
  } else if (r.outcome === 'lost') t.lost++;
  else t.abandoned++;
  streakAfter(t.streak, r);
  t.newest = Math.max(t.newest, r.endedAt);
  addToWeeks(t.weeks, r);
}

/** The week bars a tally keeps: the chart's weeks up to its newest result; older weeks are never drawn again. */
export function addToWeeks(weeks: Map<number, WeekCounts>, r: GameResult): void {
  const start = weekStart(r.endedAt);
  let counts = weeks.get(start);
  if (!counts) weeks.set(start, (counts = [0, 0, 0, 0]));
  counts[WEEK_KINDS.indexOf(resultKind(r))]++;
}

/** Drops the weeks before the chart's first week, when the chart ends at the week holding `newest`. */
export function trimWeeks(weeks: Map<number, WeekCounts>, newest: number): void {
  if (weeks.size <= CHART_WEEKS) return;
  const [first] = chartWeeks(newest);
  for (const start of weeks.keys()) if (start < first) weeks.delete(start);
}

export function copyScope(t: ScopeTally): ScopeTally {
  return {
    ...t,
    streak: { ...t.streak },
    weeks: new Map([...t.weeks].map(([start, counts]) => [start, [...counts] as WeekCounts])),
  };
}

export type ScopeTallies = Map<ScopeKey, ScopeTally>;

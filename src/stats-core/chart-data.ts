// What the sidebar's charts draw, worked out from the counted results: the results of each of the
// last weeks, and the times of the last wins. Weeks start on Monday at midnight on this machine's
// clock, so "this week" is the player's week wherever the host runs.
import { resultKind } from '../protocol/game-result';
import type { GameResult } from './result';
import type { WeekResults, WinTime } from '../protocol/stats-protocol';

export const CHART_WEEKS = 12;
export const CHART_WINS = 20;

/** Midnight starting the Monday of the week `ms` falls in (local time; a DST change is a calendar day still). */
export function weekStart(ms: number): number {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day.getTime();
}

function weeksBack(start: number, weeks: number): number {
  const day = new Date(start);
  day.setDate(day.getDate() - 7 * weeks);
  return day.getTime();
}

/** The last `CHART_WEEKS` weeks up to the one holding `now`, oldest first; `results` oldest first. */
export function weeksOf(results: readonly GameResult[], now: number): WeekResults[] {
  const thisWeek = weekStart(now);
  const starts = Array.from({ length: CHART_WEEKS }, (_, i) => weeksBack(thisWeek, CHART_WEEKS - 1 - i));
  const weeks = starts.map((start) => ({ start, won: 0, assisted: 0, lost: 0, abandoned: 0 }));
  let w = 0;
  for (const r of results) {
    if (r.endedAt < starts[0]) continue;
    while (w + 1 < starts.length && r.endedAt >= starts[w + 1]) w++;
    weeks[w][resultKind(r)]++;
  }
  return weeks;
}

/** The last `CHART_WINS` wins whose time counts (neither unverified nor assisted), oldest first. */
export function winTimesOf(results: readonly GameResult[]): WinTime[] {
  const wins: WinTime[] = [];
  for (let i = results.length - 1; i >= 0 && wins.length < CHART_WINS; i--) {
    const r = results[i];
    if (r.outcome === 'won' && !r.unverified && !r.assisted)
      wins.push({ endedAt: r.endedAt, deal: r.deal, timeMs: r.timeMs, moves: r.moves });
  }
  return wins.reverse();
}

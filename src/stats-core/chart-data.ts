// What the sidebar's charts are made of: the weeks (each starts on Monday at midnight on this
// machine's clock, so "this week" is the player's week wherever the host runs; a tally keeps its
// results by week, tally.ts, and view.ts places them), and the times of the last wins.
import type { GameResult } from './result';
import type { WinTime } from '../protocol/stats-protocol';

export const CHART_WEEKS = 12;
export const CHART_WINS = 20;

/** Midnight starting the Monday of the week `ms` falls in (local time; a DST change is a calendar day still). */
export function weekStart(ms: number): number {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day.getTime();
}

/** The Mondays the chart's weeks start on, oldest first, up to the one holding `now`. */
export function chartWeeks(now: number): number[] {
  const last = weekStart(now);
  return Array.from({ length: CHART_WEEKS }, (_, i) => {
    const day = new Date(last);
    day.setDate(day.getDate() - 7 * (CHART_WEEKS - 1 - i));
    return day.getTime();
  });
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

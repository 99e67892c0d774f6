// Today's daily deals as the sidebar lists them: how the player stands with each game's deal of the
// day, and each game's daily streak, worked out from the counted results like every other number.
//
// The daily streak of a game is the number of days in a row, ending today (or yesterday, while
// today's deal is not won yet: the day is not over), whose daily deal of that game the player won.
// A win counts for the day its deal belongs to (the result's `daily`), whenever it ended: a deal
// dealt before midnight UTC and won after it, or resumed days later, is its own day's win. Once a
// day is won, its losses and abandoned attempts do not matter; a day without a win ends the streak.
// summary.ts's rules hold: an assisted win does not win its day (the solver did), and a win imported
// without a record is passed over, its day neither lengthening the streak nor ending it. A reset of
// the game hides its days like its other results (for Baker's Game, one rule set's reset hides that
// rule set's results: the daily deal is one deal, played under either). Days after today (another
// machine's clock) do not count.
import { type DailyDate, GAME_IDS, type GameId } from '../engine';
import type { DailyBoard, DailyGame, DailyState } from '../protocol/stats-protocol';

/** What the results say of a game's daily deals; `state` is today's, without the game on the table. */
export interface DailyStanding {
  readonly state: Exclude<DailyState, 'playing'> | null;
  readonly streak: number;
  readonly bestStreak: number;
}

/** What a day is to a daily streak: won, or passed over (won only by wins imported without a record). */
export type DayMark = 'won' | 'passed';

/** The streak ending today or yesterday, and the longest, from the marked days up to `today` (day numbers). */
export function dailyStreaks(days: ReadonlyMap<number, DayMark>, today: number): { streak: number; bestStreak: number } {
  let run = 0;
  let bestStreak = 0;
  let last = -Infinity;
  for (const day of [...days.keys()].filter((d) => d <= today).sort((a, b) => a - b)) {
    if (day > last + 1) run = 0; // a day between without a win
    if (days.get(day) === 'won') bestStreak = Math.max(bestStreak, ++run);
    last = day;
  }
  return { streak: last >= today - 1 ? run : 0, bestStreak };
}

/**
 * The sidebar's list of today's daily deals: each game's standing, its number as far as the solver
 * has found it, and `playing` for a game whose deal of today is on the table unfinished (a win
 * already counted today still shows as won).
 */
export function dailyBoard(
  today: DailyDate,
  byGame: ReadonlyMap<GameId, DailyStanding>,
  deal: (game: GameId) => DailyGame['deal'],
  playing: GameId | undefined,
): DailyBoard {
  return {
    date: today,
    games: GAME_IDS.map((game) => {
      const { state, streak, bestStreak } = byGame.get(game) ?? { state: null, streak: 0, bestStreak: 0 };
      return { game, deal: deal(game), state: game === playing && state !== 'won' ? 'playing' : state, streak, bestStreak };
    }),
  };
}

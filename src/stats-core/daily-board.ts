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
import { resultKind } from '../protocol/game-result';
import { type StatsDocument, countedResults } from './document';
import { scopeParts } from './result';
import type { DailyBoard, DailyGame, DailyState } from '../protocol/stats-protocol';

const DAY_MS = 86_400_000;
const dayNumber = (date: DailyDate): number => Date.parse(`${date}T00:00Z`) / DAY_MS;

/** What the results say of a game's daily deals; `state` is today's, without the game on the table. */
export interface DailyStanding {
  readonly state: Exclude<DailyState, 'playing'> | null;
  readonly streak: number;
  readonly bestStreak: number;
}

/** What a day is to a daily streak: won, or passed over (won only by wins imported without a record). */
type DayMark = 'won' | 'passed';

/** Best first: the state a day shows when it has several results. */
const STATE_ORDER: readonly DailyStanding['state'][] = ['won', 'assisted', 'lost', 'abandoned', null];

const better = (a: DailyStanding['state'], b: DailyStanding['state']): DailyStanding['state'] =>
  STATE_ORDER.indexOf(a) <= STATE_ORDER.indexOf(b) ? a : b;

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

/** The standings of a document for the day they were worked out on: the sidebar asks again on every refresh. */
const standings = new WeakMap<StatsDocument, { readonly today: DailyDate; readonly byGame: ReadonlyMap<GameId, DailyStanding> }>();

/** Each game's daily standing on `today` (a UTC day). */
export function dailyStandings(doc: StatsDocument, today: DailyDate): ReadonlyMap<GameId, DailyStanding> {
  const known = standings.get(doc);
  if (known?.today === today) return known.byGame;
  const days = new Map<GameId, Map<number, DayMark>>(GAME_IDS.map((game) => [game, new Map()]));
  const states = new Map<GameId, DailyStanding['state']>();
  for (const r of countedResults(doc)) {
    if (r.daily === undefined) continue;
    const { game } = scopeParts(r.scope);
    if (r.daily === today) states.set(game, better(states.get(game) ?? null, resultKind(r)));
    if (r.outcome !== 'won' || r.assisted) continue;
    const marks = days.get(game)!;
    const day = dayNumber(r.daily);
    if (!r.unverified) marks.set(day, 'won');
    else if (!marks.has(day)) marks.set(day, 'passed');
  }
  const byGame = new Map(
    GAME_IDS.map((game) => [game, { state: states.get(game) ?? null, ...dailyStreaks(days.get(game)!, dayNumber(today)) }]),
  );
  standings.set(doc, { today, byGame });
  return byGame;
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

// Every player-facing string of the statistics view in English, and the shape every language's table
// has (the Russian one, ./ru-stats.ts, is checked against it by the compiler); the view takes the
// page's language's table from ../stats/strings.ts. Game and rule-set names and the clock format come
// from the game table's strings of the same language, so both views agree.
import type { ResultKind } from '../../src/protocol/game-result';
import type { DailyState, RecentResult, WeekResults, WinTime } from '../../src/protocol/stats-protocol';
import { gameNameIn, scopeNameIn } from './scope-name';
import { en as table } from './en';
import { formatTime } from './format';
import { datesFor } from './dates';
import { hintCount, outcomeWords } from './outcome-words';

const format = table.format;
const dates = datesFor('en');
const games = (n: number): string => format.count(n, { one: 'game', other: 'games' });
/** A result's words, from the one vocabulary every surface uses. */
const said = (kind: ResultKind) => outcomeWords(kind === 'assisted' ? { outcome: 'won', assisted: true } : { outcome: kind }, 'en');
const DAILY_STATES: Record<DailyState | 'none', string> = {
  won: said('won').label,
  assisted: said('assisted').label,
  playing: 'In progress',
  lost: said('lost').label,
  abandoned: said('abandoned').label,
  none: 'Not played yet',
};

export const en = {
  /** Counts as the language writes them ("1,234"). */
  number: (n: number): string => format.number(n),
  loading: 'Loading statistics…',
  scopeName: (scope: string): string => scopeNameIn(table, 'All games', scope),
  gameName: (scope: string): string => gameNameIn(table, scope),

  welcome: {
    heading: 'No games played yet',
    text: 'Finish or leave a game and its result appears here: wins, streaks, best scores and times, per game and in total.',
    play: 'Play a game',
  },

  figures: {
    played: 'Played',
    winRate: 'Win rate',
    won: said('won').figure,
    lost: said('lost').figure,
    abandoned: said('abandoned').figure,
    currentStreak: 'Streak',
    bestStreak: 'Best streak',
    bestScore: 'Best score',
    fastestWin: 'Fastest win',
    fewestMoves: 'Fewest moves',
    averageWin: 'Average win',
    winsWithoutHints: 'Wins without hints',
    assistedWins: said('assisted').figure,
    group: (name: string): string => `${name}: numbers`,
  },
  /** Shown for a best that has no game to come from yet; the screen reader hears `noneSpoken`. */
  none: '—',
  noneSpoken: 'none yet',
  percent: (won: number, played: number): string => dates.percent(won, played),
  score: (score: number, max: number | null): string => (max === null ? String(score) : `${score} / ${max}`),
  time: formatTime,
  carried: (n: number): string => `Includes ${games(n)} counted by an earlier version, without their details.`,
  unverified: (n: number): string =>
    `Includes ${games(n)} imported without a record to check: counted, but they set no best and no streak.`,
  assisted: (n: number): string =>
    `${format.count(n, { one: 'win', other: 'wins' })} with help (the solution was shown): played, not won; they set no best and end a streak.`,

  play: 'Play',
  playLabel: (name: string): string => `Play ${name}`,
  playTitle: (name: string): string => `Start a new game of ${name}`,
  notPlayed: 'Not played yet',

  weeks: {
    heading: 'Results by week',
    /** In place of the chart while the games fall in one week: what it will show. */
    soon: 'Results by week: from your second week of play, a bar for each of the last 12 weeks, wins above the line and losses below.',
    caption: (name: string): string => `${name}: results of the last 12 weeks`,
    week: 'Week',
    /** A week's row in the table: "Week of Mar 3". */
    weekOf: (start: number): string => `Week of ${dates.dayMonth(start)}`,
    /** Under the bars, and for the times chart's dates too: "Mar 3". */
    date: (ms: number): string => dates.dayMonth(ms),
    bar: (w: WeekResults): string =>
      `Week of ${dates.date(w.start)}: ${w.won} ${said('won').word}, ${w.assisted > 0 ? `${w.assisted} ${said('assisted').word}, ` : ''}${w.lost} ${said('lost').word}, ${w.abandoned} ${said('abandoned').word}`,
    legendWon: `${said('won').word} (above the line)`,
    legendAssisted: said('assisted').word,
    legendLost: said('lost').word,
    legendAbandoned: said('abandoned').word,
  },

  times: {
    /** "Time to win, last 12 wins · average 4:05" */
    heading: (n: number, average: string): string =>
      `Time to win, last ${format.count(n, { one: 'win', other: 'wins' })} · average ${average}`,
    caption: (name: string): string => `${name}: time to win, the last wins, newest first`,
    date: 'Date',
    deal: 'Deal',
    time: 'Time',
    moves: 'Moves',
    bar: (w: WinTime): string =>
      `${dates.date(w.endedAt)} · deal ${w.deal} · ${formatTime(w.timeMs)} · ${format.count(w.moves, { one: 'move', other: 'moves' })}`,
  },

  recent: {
    summary: (n: number): string => `Last ${games(n)}`,
    caption: (name: string): string => `${name}: the last games, newest first`,
    dealOf: (deal: number): string => `Deal ${deal}`,
    gameDeal: (name: string, deal: number): string => `${name} #${deal}`,
    /** A game's result in a word: "Won", "Won with help". */
    outcome: (r: Pick<RecentResult, 'outcome' | 'assisted'>): string => outcomeWords(r, 'en').label,
    /** "Apr 24, 2025 · score 88 / 144 · 6:18 · 213 moves" */
    details: (r: { endedAt: number; score: number; maxScore: number; timeMs: number; moves: number }): string =>
      `${dates.date(r.endedAt)} · score ${r.score} / ${r.maxScore} · ${formatTime(r.timeMs)} · ${format.count(r.moves, { one: 'move', other: 'moves' })}`,
    /** A game played with hints: "2 hints". */
    hints: (n: number): string => hintCount(n, 'en'),
    /** A game imported without its record: counted, but not for bests or streaks. */
    unverified: 'imported without a record',
    replay: 'Replay',
    replayLabel: (game: string): string => `Replay ${game}`,
  },

  daily: {
    heading: "Today's deals",
    /** The UTC day the deals belong to: "December 2 (UTC)". */
    date: (date: string): string => `${dates.utcDay(date)} (UTC)`,
    about: 'The same deals for everyone, each proved winnable; new ones every day at 00:00 UTC.',
    deal: (n: number): string => `#${n}`,
    dealSpoken: (n: number): string => `deal ${n}`,
    finding: 'finding…',
    findingSpoken: 'deal being found',
    failed: 'none found',
    state: (s: DailyState | null): string => DAILY_STATES[s ?? 'none'],
    /** The streak of days in a row whose daily deal was won, and the longest when longer. */
    streak: (n: number, best: number): string =>
      `${n === 0 ? 'no streak' : `${format.count(n, { one: 'day', other: 'days' })} in a row`}${best > n ? ` (best ${best})` : ''}`,
    play: 'Play',
    playLabel: (name: string): string => `Play today's deal of ${name}`,
    playTitle: (name: string): string => `Deal today's daily deal of ${name}`,
  },
};

/** The shape every language's statistics table has. */
export type StatsStrings = typeof en;

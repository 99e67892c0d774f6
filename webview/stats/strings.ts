// Every player-facing string of the statistics view, in one place so a later issue can add Russian.
// Game and rule-set names and the clock format come from the table's strings, so both views agree.
import { formatTime, strings as table } from '../strings';
import { type Outcome, type ScopeStats, gameOf } from '../../src/stats-protocol';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "Cruel", "Baker's Game (kings only)"; the total is "All games". */
function scopeName(scope: string): string {
  if (scope === 'all') return 'All games';
  const game = gameOf(scope);
  const variant = scope.split(':')[1];
  if (!game) return scope;
  return table.titleWithVariant(table.games[game], variant === undefined ? undefined : table.variants[variant]);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const OUTCOME_NAMES: Record<Outcome, string> = { won: 'Won', lost: 'Lost', abandoned: 'Abandoned' };

export const strings = {
  loading: 'Loading statistics…',
  scopeName,
  /** The game a scope belongs to, for a play button. */
  gameName: (scope: string) => {
    const game = gameOf(scope);
    return game ? table.games[game] : scope;
  },

  welcome: {
    heading: 'No games played yet',
    text: 'Finish or leave a game and its result appears here: wins, streaks, best scores and times, per game and in total.',
    play: 'Play a game',
  },

  figures: {
    played: 'Played',
    winRate: 'Win rate',
    won: 'Won',
    lost: 'Lost',
    abandoned: 'Abandoned',
    currentStreak: 'Streak',
    bestStreak: 'Best streak',
    bestScore: 'Best score',
    fastestWin: 'Fastest win',
    fewestMoves: 'Fewest moves',
    averageWin: 'Average win',
    group: (name: string) => `${name}: numbers`,
  },
  /** Shown for a best that has no game to come from yet; the screen reader hears `noneSpoken`. */
  none: '—',
  noneSpoken: 'none yet',
  percent: (won: number, played: number) => `${Math.round((won * 100) / played)}%`,
  score: (score: number, max: number | null) => (max === null ? String(score) : `${score} / ${max}`),
  time: formatTime,
  carried: (n: number) => `Includes ${plural(n, 'game', 'games')} counted by an earlier version, without their details.`,

  play: 'Play',
  playLabel: (name: string) => `Play ${name}`,
  playTitle: (name: string) => `Start a new game of ${name}`,
  notPlayed: 'Not played yet',

  chart: {
    label: (s: Pick<ScopeStats, 'recent'>) => {
      const count = (o: Outcome) => s.recent.filter((r) => r.outcome === o).length;
      return `Last ${plural(s.recent.length, 'game', 'games')}: ${count('won')} won, ${count('lost')} lost, ${count('abandoned')} abandoned. Wins rise above the line, losses and abandoned games hang below it; the taller the bar, the higher the score.`;
    },
    bar: (r: { endedAt: number; outcome: Outcome; score: number; maxScore: number; deal: number }, name: string) =>
      `${dateTimeFormat.format(r.endedAt)} · ${name} #${r.deal} · ${OUTCOME_NAMES[r.outcome]} · score ${r.score} / ${r.maxScore}`,
    legendWon: 'won',
    legendLost: 'lost',
    legendAbandoned: 'abandoned',
  },

  recent: {
    summary: (n: number) => `Last ${plural(n, 'game', 'games')}`,
    caption: (name: string) => `${name}: the last games, newest first`,
    dealOf: (deal: number) => `Deal ${deal}`,
    gameDeal: (name: string, deal: number) => `${name} #${deal}`,
    outcome: (o: Outcome) => OUTCOME_NAMES[o],
    /** "Apr 24, 2025 · score 88 / 144 · 6:18 · 213 moves" */
    details: (r: { endedAt: number; score: number; maxScore: number; timeMs: number; moves: number }) =>
      `${dateFormat.format(r.endedAt)} · score ${r.score} / ${r.maxScore} · ${formatTime(r.timeMs)} · ${plural(r.moves, 'move', 'moves')}`,
  },
};

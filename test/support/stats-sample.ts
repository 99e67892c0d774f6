// A season of play for looking at the statistics sidebar: fourteen weeks of games in four of the
// games, some weeks busy and some idle, a few games imported without records, a few won with help,
// daily deals on most days, summarized by the host's own code. Used by stats-preview.mjs
// (screenshots) and the sidebar's bench of its look.
import { type GameId, rulesOf, utcDate } from '../../src/engine';
import { dailyBoard } from '../../src/stats-core/daily-board';
import { documentOf } from '../../src/stats-core/document';
import { type GameResult, type Outcome, type ScopeKey, scopeParts } from '../../src/stats-core/result';
import { dailyStandings, summarize } from '../../src/stats-core/summary';
import { MersenneTwister } from '../../src/engine/random';
import type { DailyBoard, StatsSnapshot } from '../../src/protocol/stats-protocol';
import { firstCandidates } from './daily';

const DAY = 86_400_000;
const GAMES: { scope: ScopeKey; winRate: number; minutes: [number, number] }[] = [
  { scope: 'cruel', winRate: 0.35, minutes: [2, 9] },
  { scope: 'bakers-game:kings', winRate: 0.55, minutes: [3, 14] },
  { scope: 'pileon', winRate: 0.6, minutes: [1, 6] },
  { scope: 'spider-three-decks', winRate: 0.2, minutes: [18, 55] },
];

/** Today's number of each game: the first of its day's candidates (daily.ts), which the solver proves most days. */
const todaysDeal = (game: GameId, today: string): number => firstCandidates(game, today, 1)[0];

export interface SampleSidebar {
  readonly snapshot: StatsSnapshot;
  /** Today's daily deals with every number found… */
  readonly daily: DailyBoard;
  /** …and as the sidebar first shows them, before the solver has found any. */
  readonly finding: DailyBoard;
  /** A player who has not played yet: the welcome, under today's deals still being found. */
  readonly welcome: { readonly snapshot: StatsSnapshot; readonly daily: DailyBoard };
}

export function sampleSidebar(now: number, seed = 7): SampleSidebar {
  const doc = documentOf(sampleResults(now, seed));
  const today = utcDate(now);
  const standings = dailyStandings(doc, today);
  return {
    snapshot: summarize(doc, now),
    daily: dailyBoard(today, standings, (game) => todaysDeal(game, today), 'maze'),
    finding: dailyBoard(today, standings, () => 'finding', 'maze'),
    welcome: {
      snapshot: summarize(documentOf([]), now),
      daily: dailyBoard(today, dailyStandings(documentOf([]), today), () => 'finding', undefined),
    },
  };
}

function sampleResults(now: number, seed: number): GameResult[] {
  const rng = new MersenneTwister(seed);
  const random = () => rng.below(1_000_000) / 1_000_000;
  const results: GameResult[] = [];
  for (let day = 98; day >= 0; day--) {
    // Busy weekends, a quiet fortnight six weeks ago.
    const quiet = day > 35 && day < 50;
    const count = quiet ? 0 : Math.floor(random() * (new Date(now - day * DAY).getDay() % 6 === 0 ? 7 : 3));
    for (let i = 0; i < count; i++) {
      const game = GAMES[rng.below(GAMES.length)];
      const roll = random();
      const outcome: Outcome = roll < game.winRate ? 'won' : roll < game.winRate + 0.25 ? 'lost' : 'abandoned';
      const [low, high] = game.minutes;
      const maxScore = rulesOf(scopeParts(game.scope).game).maxScore;
      results.push({
        id: `sample-${String(results.length).padStart(6, '0')}`,
        scope: game.scope,
        deal: 1 + rng.below(30_000),
        outcome,
        score: outcome === 'won' ? maxScore : Math.floor(random() * maxScore * 0.8),
        moves: 40 + rng.below(200),
        timeMs: Math.round((low + random() * (high - low)) * 60_000 * (outcome === 'won' ? 1 : 0.6)),
        endedAt: now - day * DAY - (i + 1) * 3_600_000,
        hintsUsed: random() < 0.2 ? 1 + rng.below(4) : 0,
        ...(day > 80 && random() < 0.5 ? { unverified: true as const } : {}),
        ...(outcome === 'won' && random() < 0.08 ? { assisted: true as const } : {}),
      });
    }
    // Most days the daily deal of Cruel, some days Pileon's too; today Cruel's is won, Baker's Game's lost.
    const date = utcDate(now - day * DAY);
    const daily = (game: GameId, outcome: Outcome, hour: number): GameResult => {
      const scope = game === 'bakers-game' ? 'bakers-game:kings' : game;
      const maxScore = rulesOf(game).maxScore;
      return {
        id: `daily-${game}-${String(day).padStart(3, '0')}`,
        scope,
        deal: todaysDeal(game, date),
        outcome,
        score: outcome === 'won' ? maxScore : 5,
        moves: 90,
        timeMs: 7 * 60_000,
        endedAt: Date.parse(`${date}T${String(hour).padStart(2, '0')}:00Z`),
        hintsUsed: 0,
        daily: date,
      };
    };
    if (day === 0) results.push(daily('cruel', 'won', 0), daily('bakers-game', 'lost', 0));
    else if (day % 9 !== 4) results.push(daily('cruel', 'won', 6));
    if (day > 0 && day % 3 === 0) results.push(daily('pileon', day % 6 === 0 ? 'won' : 'lost', 7));
  }
  return results.sort((a, b) => a.endedAt - b.endedAt);
}

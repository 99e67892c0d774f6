// A season of play for looking at the statistics sidebar: fourteen weeks of games in four of the
// games, some weeks busy and some idle, a few games imported without records, summarized by the
// host's own code. Used by stats-preview.mjs (screenshots) and the sidebar's bench of its look.
import { rulesOf } from '../../src/engine';
import { documentOf } from '../../src/host/stats/document';
import { type GameResult, type Outcome, type ScopeKey, scopeParts } from '../../src/host/stats/result';
import { summarize } from '../../src/host/stats/summary';
import { MersenneTwister } from '../../src/engine/random';
import type { StatsSnapshot } from '../../src/stats-protocol';

const DAY = 86_400_000;
const GAMES: { scope: ScopeKey; winRate: number; minutes: [number, number] }[] = [
  { scope: 'cruel', winRate: 0.35, minutes: [2, 9] },
  { scope: 'bakers-game:kings', winRate: 0.55, minutes: [3, 14] },
  { scope: 'pileon', winRate: 0.6, minutes: [1, 6] },
  { scope: 'spider-three-decks', winRate: 0.2, minutes: [18, 55] },
];

export function sampleSnapshot(now: number, seed = 7): StatsSnapshot {
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
      });
    }
  }
  return summarize(documentOf(results), now);
}

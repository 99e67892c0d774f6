// The numbers the sidebar shows, worked out from the counted results each time: nothing derived is
// stored, so no total can disagree with the results it comes from.
import { rulesOf } from '../../engine';
import { type Carried, type StatsDocument, carriedOf, countedResults } from './document';
import { type GameResult, type ScopeKey, SCOPES, scopeParts } from './result';
import type { RecentResult, ScopeStats, StatsSnapshot } from '../../stats-protocol';

/** How many of the last results each card lists and charts. */
export const RECENT_COUNT = 50;

export function summarize(doc: StatsDocument): StatsSnapshot {
  const counted = countedResults(doc);
  const byScope = new Map<ScopeKey, GameResult[]>(SCOPES.map((scope) => [scope, []]));
  for (const r of counted) byScope.get(r.scope)?.push(r);
  const carried = SCOPES.map((scope) => carriedOf(doc, scope)).filter((c): c is Carried => c !== undefined);
  const allCarried = { played: sum(carried.map((c) => c.played)), won: sum(carried.map((c) => c.won)) };
  return {
    total: { ...scopeStats('all', counted, allCarried), bestScore: null, fastestWinMs: null, fewestMoves: null, averageWinMs: null },
    scopes: SCOPES.map((scope) => scopeStats(scope, byScope.get(scope) ?? [], carriedOf(doc, scope))),
  };
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const least = (a: number | null, b: number): number => (a === null ? b : Math.min(a, b));

/** `results` oldest first: a streak is the wins in a row, broken by a loss or an abandoned game. */
function scopeStats(scope: ScopeKey | 'all', results: readonly GameResult[], carried: Carried | undefined): ScopeStats {
  let won = 0;
  let winsWithoutHints = 0;
  let lost = 0;
  let abandoned = 0;
  let streak = 0;
  let bestStreak = 0;
  let bestScore: number | null = null;
  let fastestWinMs: number | null = null;
  let fewestMoves: number | null = null;
  let winTimeMs = 0;
  for (const r of results) {
    bestScore = bestScore === null ? r.score : Math.max(bestScore, r.score);
    if (r.outcome === 'won') {
      won++;
      if (r.hintsUsed === 0) winsWithoutHints++;
      streak++;
      bestStreak = Math.max(bestStreak, streak);
      fastestWinMs = least(fastestWinMs, r.timeMs);
      fewestMoves = least(fewestMoves, r.moves);
      winTimeMs += r.timeMs;
    } else {
      streak = 0;
      if (r.outcome === 'lost') lost++;
      else abandoned++;
    }
  }
  return {
    scope,
    played: results.length + (carried?.played ?? 0),
    won: won + (carried?.won ?? 0),
    // Carried wins are left out: whether they used hints is not known (hints did not exist then).
    winsWithoutHints,
    lost,
    abandoned,
    carried: carried?.played ?? 0,
    currentStreak: streak,
    bestStreak,
    bestScore,
    maxScore: scope === 'all' ? null : maxScoreOf(scope),
    fastestWinMs,
    fewestMoves,
    averageWinMs: won > 0 ? Math.round(winTimeMs / won) : null,
    recent: results.slice(-RECENT_COUNT).map(recentOf),
  };
}

const maxScoreOf = (scope: ScopeKey): number => rulesOf(scopeParts(scope).game).maxScore;

function recentOf(r: GameResult): RecentResult {
  return { endedAt: r.endedAt, scope: r.scope, deal: r.deal, outcome: r.outcome, score: r.score, maxScore: maxScoreOf(r.scope), timeMs: r.timeMs, moves: r.moves, hintsUsed: r.hintsUsed };
}

// The numbers the sidebar shows, worked out from the counted results each time: nothing derived is
// stored, so no total can disagree with the results it comes from.
//
// A result imported without its record (unverified) counts in played, won, lost and abandoned, and
// in the weeks' chart. It sets no best (score, time, moves, average) and is not among the wins
// without hints. In a streak an unverified win is passed over (it neither lengthens nor ends one),
// while an unverified loss or abandoned game ends it like any other: what cannot be checked can
// lower a streak but never raise one.
//
// An assisted game (the solver's line was played for the player: result.ts) counts in played. An
// assisted win is not among the wins: it counts apart (assistedWins), so the win rate is the
// player's own wins over the games played; it ends a streak as a loss does (the player did not win
// it alone), and sets no best: an assisted game's score, time and moves are the solver's.
import { rulesOf } from '../engine';
import { weekStart, weeksOf, winTimesOf } from './chart-data';
import { type Carried, type StatsDocument, carriedOf, countedResults } from './document';
import { type GameResult, type ScopeKey, SCOPES, isFromTheFuture, scopeParts } from './result';
import type { RecentResult, ScopeStats, StatsSnapshot } from '../protocol/stats-protocol';

/** How many of the last results each card lists and charts. */
export const RECENT_COUNT = 50;

/**
 * The last numbers worked out for each document, with the week they were worked out in: the sidebar
 * asks again on every refresh, and a long history is summed up again only when it changes.
 */
const summaries = new WeakMap<StatsDocument, { readonly week: number; readonly snapshot: StatsSnapshot }>();

/** The numbers of `doc` at `now` (which places the weeks of the chart). */
export function summarize(doc: StatsDocument, now: number): StatsSnapshot {
  const week = weekStart(now);
  const known = summaries.get(doc);
  if (known?.week === week) return known.snapshot;
  const snapshot = summarizeNow(doc, now);
  summaries.set(doc, { week, snapshot });
  return snapshot;
}

function summarizeNow(doc: StatsDocument, now: number): StatsSnapshot {
  // A result dated more than a day ahead (its clock ran years ahead) is not taken: no reset could hide it.
  const counted = countedResults(doc).filter((r) => !isFromTheFuture(r.endedAt, now));
  const byScope = new Map<ScopeKey, GameResult[]>(SCOPES.map((scope) => [scope, []]));
  for (const r of counted) byScope.get(r.scope)?.push(r);
  const carried = SCOPES.map((scope) => carriedOf(doc, scope)).filter((c): c is Carried => c !== undefined);
  const allCarried = { played: sum(carried.map((c) => c.played)), won: sum(carried.map((c) => c.won)) };
  const importedCarried = sum(carried.map(unverifiedOf));
  return {
    total: {
      ...scopeStats('all', counted, allCarried, now, importedCarried),
      bestScore: null,
      fastestWinMs: null,
      fewestMoves: null,
      averageWinMs: null,
      winTimes: [],
    },
    scopes: SCOPES.map((scope) => scopeStats(scope, byScope.get(scope) ?? [], carriedOf(doc, scope), now)),
  };
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const least = (a: number | null, b: number): number => (a === null ? b : Math.min(a, b));

/** `results` oldest first: a streak is the wins in a row, broken by a loss or an abandoned game. */
/** Carried totals an import brought: no record backs them. */
const unverifiedOf = (carried: Carried | undefined): number => (carried?.imported ? carried.played : 0);

/** `unverifiedCarried`: how many of the `carried` games came by an import. */
function scopeStats(
  scope: ScopeKey | 'all',
  results: readonly GameResult[],
  carried: Carried | undefined,
  now: number,
  unverifiedCarried = unverifiedOf(carried),
): ScopeStats {
  let won = 0;
  let assistedWins = 0;
  let winsWithoutHints = 0;
  let lost = 0;
  let abandoned = 0;
  let unverified = 0;
  let verifiedWins = 0;
  let streak = 0;
  let bestStreak = 0;
  let bestScore: number | null = null;
  let fastestWinMs: number | null = null;
  let fewestMoves: number | null = null;
  let winTimeMs = 0;
  for (const r of results) {
    if (r.unverified) unverified++;
    else if (!r.assisted) bestScore = bestScore === null ? r.score : Math.max(bestScore, r.score);
    if (r.outcome === 'won' && r.assisted) {
      assistedWins++;
      streak = 0;
    } else if (r.outcome === 'won') {
      won++;
      if (r.unverified) continue;
      verifiedWins++;
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
    assistedWins,
    // Carried wins are left out: whether they used hints is not known (hints did not exist then).
    winsWithoutHints,
    lost,
    abandoned,
    carried: carried?.played ?? 0,
    // Totals an import carried in have no record to check: unverified, like its games without one.
    unverified: unverified + unverifiedCarried,
    currentStreak: streak,
    bestStreak,
    bestScore,
    maxScore: scope === 'all' ? null : maxScoreOf(scope),
    fastestWinMs,
    fewestMoves,
    averageWinMs: verifiedWins > 0 ? Math.round(winTimeMs / verifiedWins) : null,
    recent: results.slice(-RECENT_COUNT).map(recentOf),
    weeks: weeksOf(results, now),
    winTimes: winTimesOf(results),
  };
}

const maxScoreOf = (scope: ScopeKey): number => rulesOf(scopeParts(scope).game).maxScore;

function recentOf(r: GameResult): RecentResult {
  const recent: RecentResult = {
    id: r.id,
    endedAt: r.endedAt,
    scope: r.scope,
    deal: r.deal,
    outcome: r.outcome,
    score: r.score,
    maxScore: maxScoreOf(r.scope),
    timeMs: r.timeMs,
    moves: r.moves,
    hintsUsed: r.hintsUsed,
  };
  return { ...recent, ...(r.unverified ? { unverified: true } : {}), ...(r.assisted ? { assisted: true } : {}) };
}

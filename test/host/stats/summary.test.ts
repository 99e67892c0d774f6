import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../src/host/stats/document';
import type { GameResult, Outcome } from '../../../src/host/stats/result';
import { RECENT_COUNT, summarize } from '../../../src/host/stats/summary';

const T0 = Date.UTC(2025, 0, 1);
let n = 0;
function result(outcome: Outcome, over: Partial<GameResult> = {}): GameResult {
  n++;
  return { id: `result-${String(n).padStart(4, '0')}`, scope: 'cruel', deal: n, outcome, score: outcome === 'won' ? 48 : 20, moves: 100, timeMs: 60_000, endedAt: T0 + n * 60_000, hintsUsed: 0, ...over };
}
const series = (pattern: string, over: Partial<GameResult> = {}) =>
  [...pattern].map((c) => result(c === 'W' ? 'won' : c === 'L' ? 'lost' : 'abandoned', over));
const cruel = (results: GameResult[]) => summarize(documentOf(results)).scopes.find((s) => s.scope === 'cruel');

describe('streaks', () => {
  it('the current streak is the wins since the last loss or abandoned game; the best is the longest run', () => {
    expect(cruel(series('WWLWWWAW'))).toMatchObject({ currentStreak: 1, bestStreak: 3, played: 8, won: 6, lost: 1, abandoned: 1 });
    expect(cruel(series('LWWWW'))).toMatchObject({ currentStreak: 4, bestStreak: 4 });
    expect(cruel(series('WWL'))).toMatchObject({ currentStreak: 0, bestStreak: 2 });
    expect(cruel([])).toMatchObject({ currentStreak: 0, bestStreak: 0, played: 0 });
  });

  it('streaks follow the time games ended, not the order they were stored', () => {
    const results = series('WLWW');
    expect(cruel([...results].reverse())).toMatchObject({ currentStreak: 2, bestStreak: 2 });
  });

  it('the total streak runs across games in time order', () => {
    const results = [result('won'), result('won', { scope: 'maze', score: 48 }), result('lost', { scope: 'pileon' }), result('won', { scope: 'maze', score: 48 })];
    expect(summarize(documentOf(results)).total).toMatchObject({ currentStreak: 1, bestStreak: 2, played: 4 });
  });
});

describe('best values', () => {
  const results = [
    result('won', { score: 48, timeMs: 300_000, moves: 140 }),
    result('lost', { score: 31, timeMs: 5_000, moves: 12 }),
    result('won', { score: 48, timeMs: 120_000, moves: 180 }),
    result('abandoned', { score: 40, timeMs: 1_000, moves: 2 }),
  ];

  it('best score over all games; fastest win, fewest moves and average time over wins only', () => {
    expect(cruel(results)).toMatchObject({ bestScore: 48, maxScore: 48, fastestWinMs: 120_000, fewestMoves: 140, averageWinMs: 210_000 });
  });

  it('with no win the win-only bests are empty, not zero', () => {
    expect(cruel([results[1], results[3]])).toMatchObject({ bestScore: 40, fastestWinMs: null, fewestMoves: null, averageWinMs: null });
  });

  it('the total compares no scores or times across different games', () => {
    expect(summarize(documentOf(results)).total).toMatchObject({ bestScore: null, maxScore: null, fastestWinMs: null, fewestMoves: null, averageWinMs: null });
  });
});

describe('hints', () => {
  it('wins without hints count the won games that used none, per game and in total; every result lists its hints', () => {
    const results = [result('won'), result('won', { hintsUsed: 2 }), result('lost', { hintsUsed: 1 }), result('won'), result('won', { scope: 'pileon', score: 52, hintsUsed: 1 }), result('won', { scope: 'pileon', score: 52 })];
    const snapshot = summarize(documentOf(results, {}, { cruel: { played: 4, won: 4 } }));
    expect(snapshot.scopes.find((s) => s.scope === 'cruel')).toMatchObject({ won: 3 + 4, winsWithoutHints: 2 }); // carried wins: hints unknown
    expect(snapshot.scopes.find((s) => s.scope === 'pileon')).toMatchObject({ won: 2, winsWithoutHints: 1 });
    expect(snapshot.scopes.find((s) => s.scope === 'maze')).toMatchObject({ won: 0, winsWithoutHints: 0 });
    expect(snapshot.total).toMatchObject({ won: 5 + 4, winsWithoutHints: 3 });
    expect(snapshot.total.recent.map((r) => r.hintsUsed)).toEqual([0, 2, 1, 0, 1, 0]);
  });
});

describe('the last results', () => {
  it(`keeps the last ${RECENT_COUNT}, oldest first, with what the list and the chart show`, () => {
    const results = series('W'.repeat(30) + 'L'.repeat(30));
    const recent = cruel(results)?.recent ?? [];
    expect(recent).toHaveLength(RECENT_COUNT);
    expect(recent[0]).toEqual({ endedAt: results[10].endedAt, scope: 'cruel', deal: results[10].deal, outcome: 'won', score: 48, maxScore: 48, timeMs: 60_000, moves: 100, hintsUsed: 0 });
    expect(recent.at(-1)?.endedAt).toBe(results.at(-1)?.endedAt);
  });

  it('every scope is listed, in the sidebar order, played or not', () => {
    expect(summarize(documentOf([])).scopes.map((s) => s.scope)).toEqual(['spider-three-decks', 'cruel', 'maze', 'bakers-game:kings', 'bakers-game:any', 'pileon']);
  });
});

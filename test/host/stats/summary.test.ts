import { describe, expect, it } from 'vitest';
import { GAME_IDS, rulesOf } from '../../../src/engine';
import { documentOf } from '../../../src/stats-core/document';
import type { GameResult, Outcome } from '../../../src/stats-core/result';
import { RECENT_COUNT, summarize } from '../../../src/stats-core/summary';

const T0 = Date.UTC(2025, 0, 1);
const NOW = Date.UTC(2025, 0, 20, 12);
let n = 0;
function result(outcome: Outcome, over: Partial<GameResult> = {}): GameResult {
  n++;
  return {
    id: `result-${String(n).padStart(4, '0')}`,
    scope: 'cruel',
    deal: n,
    outcome,
    score: outcome === 'won' ? 48 : 20,
    moves: 100,
    timeMs: 60_000,
    endedAt: T0 + n * 60_000,
    hintsUsed: 0,
    ...over,
  };
}
const series = (pattern: string, over: Partial<GameResult> = {}) =>
  [...pattern].map((c) => result(c === 'W' ? 'won' : c === 'L' ? 'lost' : 'abandoned', over));
const cruel = (results: GameResult[]) => summarize(documentOf(results), NOW).scopes.find((s) => s.scope === 'cruel');

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
    const results = [
      result('won'),
      result('won', { scope: 'maze', score: 48 }),
      result('lost', { scope: 'pileon' }),
      result('won', { scope: 'maze', score: 48 }),
    ];
    expect(summarize(documentOf(results), NOW).total).toMatchObject({ currentStreak: 1, bestStreak: 2, played: 4 });
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
    expect(summarize(documentOf(results), NOW).total).toMatchObject({
      bestScore: null,
      maxScore: null,
      fastestWinMs: null,
      fewestMoves: null,
      averageWinMs: null,
    });
  });
});

describe('hints', () => {
  it('wins without hints count the won games that used none, per game and in total; every result lists its hints', () => {
    const results = [
      result('won'),
      result('won', { hintsUsed: 2 }),
      result('lost', { hintsUsed: 1 }),
      result('won'),
      result('won', { scope: 'pileon', score: 52, hintsUsed: 1 }),
      result('won', { scope: 'pileon', score: 52 }),
    ];
    const snapshot = summarize(documentOf(results, {}, { cruel: { played: 4, won: 4 } }), NOW);
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
    expect(recent[0]).toEqual({
      id: results[10].id,
      endedAt: results[10].endedAt,
      scope: 'cruel',
      deal: results[10].deal,
      outcome: 'won',
      score: 48,
      maxScore: 48,
      timeMs: 60_000,
      moves: 100,
      hintsUsed: 0,
    });
    expect(recent.at(-1)?.endedAt).toBe(results.at(-1)?.endedAt);
  });

  it('every scope is listed, in the sidebar order, played or not', () => {
    // In the games' order; a game with several rule sets has a scope for each, named game:rule set.
    const scopes = GAME_IDS.flatMap((game) => {
      const { variants } = rulesOf(game);
      return variants.length > 1 ? variants.map((variant) => `${game}:${variant}`) : [game];
    });
    expect(summarize(documentOf([]), NOW).scopes.map((s) => s.scope)).toEqual(scopes);
    expect(scopes).toContain('bakers-game:kings');
  });
});

describe('results imported without a record (unverified)', () => {
  it('count in played, won, lost and abandoned, but set no best score, time or moves, and no average', () => {
    const results = [
      result('won', { score: 48, timeMs: 300_000, moves: 140 }),
      result('won', { score: 48, timeMs: 1, moves: 1, unverified: true }),
      result('lost', { score: 47, unverified: true }),
    ];
    expect(cruel(results)).toMatchObject({
      played: 3,
      won: 2,
      lost: 1,
      unverified: 2,
      bestScore: 48,
      fastestWinMs: 300_000,
      fewestMoves: 140,
      averageWinMs: 300_000,
    });
    expect(cruel(results.slice(1))).toMatchObject({
      played: 2,
      won: 1,
      bestScore: null,
      fastestWinMs: null,
      fewestMoves: null,
      averageWinMs: null,
    });
  });

  it('an unverified win neither lengthens nor ends a streak; an unverified loss ends it', () => {
    const u = { unverified: true } as const;
    expect(cruel([result('won'), result('won', u), result('won')])).toMatchObject({ currentStreak: 2, bestStreak: 2 });
    expect(cruel([result('won', u), result('won', u), result('won', u)])).toMatchObject({ currentStreak: 0, bestStreak: 0, won: 3 });
    expect(cruel([result('won'), result('lost', u), result('won')])).toMatchObject({ currentStreak: 1, bestStreak: 1 });
  });

  it('are not among the wins without hints, are marked in the last results and kept out of the win times', () => {
    const stats = cruel([result('won', { unverified: true }), result('won')]);
    expect(stats).toMatchObject({ winsWithoutHints: 1 });
    expect(stats?.recent.map((r) => r.unverified)).toEqual([true, undefined]);
    expect(stats?.winTimes).toHaveLength(1);
  });
});

describe('assisted games (the solution was shown: summary.ts)', () => {
  const a = { assisted: true } as const;

  it("an assisted win counts in played and apart from the wins: the win rate is of the player's own wins", () => {
    const stats = cruel([result('won'), result('won', a), result('lost'), result('lost', a)]);
    expect(stats).toMatchObject({ played: 4, won: 1, assistedWins: 1, lost: 2, abandoned: 0 });
    expect(summarize(documentOf([result('won', a), result('won', { ...a, scope: 'maze' })]), NOW).total).toMatchObject({
      played: 2,
      won: 0,
      assistedWins: 2,
    });
  });

  it('an assisted win ends a streak as a loss does, and never lengthens one', () => {
    expect(cruel([result('won'), result('won'), result('won', a), result('won')])).toMatchObject({ currentStreak: 1, bestStreak: 2 });
    expect(cruel([result('won', a), result('won', a)])).toMatchObject({ currentStreak: 0, bestStreak: 0 });
  });

  it('an assisted game sets no best score, time or moves, no average, no win time; it is not among the wins without hints', () => {
    const stats = cruel([
      result('won', { score: 48, timeMs: 300_000, moves: 140 }),
      result('won', { ...a, timeMs: 1000, moves: 60 }),
      result('lost', { ...a, score: 47 }),
    ]);
    expect(stats).toMatchObject({ bestScore: 48, fastestWinMs: 300_000, fewestMoves: 140, averageWinMs: 300_000, winsWithoutHints: 1 });
    expect(stats?.winTimes.map((w) => w.timeMs)).toEqual([300_000]);
    expect(cruel([result('lost', { ...a, score: 40 })])).toMatchObject({ bestScore: null });
  });

  it('is marked in the last results and charted apart in its week', () => {
    const stats = cruel([
      result('won', { ...a, endedAt: NOW - 1000 }),
      result('won', { endedAt: NOW - 500 }),
      result('lost', { ...a, endedAt: NOW - 100 }),
    ]);
    expect(stats?.recent.map((r) => r.assisted)).toEqual([true, undefined, true]);
    expect(stats?.weeks.at(-1)).toMatchObject({ won: 1, assisted: 1, lost: 1, abandoned: 0 });
  });

  it('an unverified assisted win is an assisted win: it ends a streak (what cannot be checked may only lower one)', () => {
    expect(cruel([result('won'), result('won', { ...a, imported: true, unverified: true })])).toMatchObject({
      won: 1,
      assistedWins: 1,
      unverified: 1,
      currentStreak: 0,
    });
  });
});

describe('daily deals in the ordinary statistics', () => {
  it("a daily deal's result counts like any other, in its game and in the total", () => {
    const stats = summarize(
      documentOf([result('won', { daily: '2025-01-19' }), result('lost', { daily: '2025-01-20' }), result('won')]),
      NOW,
    );
    expect(stats.scopes.find((s) => s.scope === 'cruel')).toMatchObject({ played: 3, won: 2, lost: 1, currentStreak: 1, bestStreak: 1 });
    expect(stats.total).toMatchObject({ played: 3, won: 2 });
  });
});

describe("the charts' numbers", () => {
  const DAY = 86_400_000;
  const at = (ms: number, outcome: Outcome, over: Partial<GameResult> = {}) => result(outcome, { endedAt: ms, ...over });

  it('twelve weeks, oldest first, each starting on a Monday at midnight, the last holding now', () => {
    const weeks = cruel([])?.weeks ?? [];
    expect(weeks).toHaveLength(12);
    for (const w of weeks)
      expect([new Date(w.start).getDay(), new Date(w.start).getHours(), new Date(w.start).getMinutes()]).toEqual([1, 0, 0]);
    expect(weeks.at(-1)!.start).toBeLessThanOrEqual(NOW);
    expect(weeks.at(-1)!.start).toBeGreaterThan(NOW - 7 * DAY);
    for (let i = 1; i < weeks.length; i++) expect(Math.round((weeks[i].start - weeks[i - 1].start) / DAY)).toBe(7);
  });

  it('each result in the week it ended; older ones are left out of the chart but not of the counts', () => {
    const thisWeek = cruel([])!.weeks.at(-1)!.start;
    const results = [
      at(thisWeek - 200 * DAY, 'won'),
      at(thisWeek - 8 * DAY, 'won'),
      at(thisWeek - 1, 'lost'),
      at(thisWeek, 'abandoned'),
      at(NOW, 'won', { unverified: true }),
    ];
    const stats = cruel(results)!;
    expect(stats.played).toBe(5);
    expect(stats.weeks.slice(-3).map(({ won, lost, abandoned }) => [won, lost, abandoned])).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [1, 0, 1],
    ]);
    expect(stats.weeks.slice(0, -3).every((w) => w.won + w.lost + w.abandoned === 0)).toBe(true);
  });

  it('the last 20 win times, oldest first, with deal and moves; the total has none (times of different games do not compare)', () => {
    const results = Array.from({ length: 25 }, (_, i) => result(i % 5 === 4 ? 'lost' : 'won', { timeMs: 1000 * (i + 1) }));
    const wins = results.filter((r) => r.outcome === 'won');
    expect(cruel(results)?.winTimes).toEqual(
      wins.slice(-20).map((r) => ({ endedAt: r.endedAt, deal: r.deal, timeMs: r.timeMs, moves: r.moves })),
    );
    expect(summarize(documentOf(results), NOW).total.winTimes).toEqual([]);
  });
});

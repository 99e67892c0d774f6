import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId } from '../../../src/engine';
import { dailyBoard, dailyStreaks } from '../../../src/stats-core/daily-board';
import { dailyStandings } from '../../../src/stats-core/summary';
import { documentOf } from '../../../src/stats-core/document';
import type { GameResult, Outcome } from '../../../src/stats-core/result';

const TODAY = '2025-03-10';
const DAY = 86_400_000;
/** Noon UTC of the day `back` days before TODAY. */
const noon = (back: number) => Date.UTC(2025, 2, 10 - back, 12);
const day = (back: number) => new Date(noon(back)).toISOString().slice(0, 10);

let n = 0;
/** A result of the daily deal `back` days before today, ended that day unless `over` says when. */
function daily(back: number, outcome: Outcome = 'won', over: Partial<GameResult> = {}): GameResult {
  n++;
  return {
    id: `daily-${String(n).padStart(6, '0')}`,
    scope: 'cruel',
    deal: 100 + n,
    outcome,
    score: outcome === 'won' ? 48 : 10,
    moves: 90,
    timeMs: 60_000,
    endedAt: noon(back) + n,
    hintsUsed: 0,
    daily: day(back),
    ...over,
  };
}
const standing = (results: GameResult[], resets: Record<string, number> = {}, game = 'cruel') =>
  dailyStandings(documentOf(results, resets), TODAY).get(game as 'cruel');

describe('the daily streak (docs/deals.md, "The daily deal"; src/stats-core/daily-board.ts)', () => {
  it('counts the days in a row won, ending today', () => {
    expect(standing([daily(2), daily(1), daily(0)])).toEqual({ state: 'won', streak: 3, bestStreak: 3 });
  });

  it('ending yesterday while today is not won yet: the day is not over', () => {
    expect(standing([daily(2), daily(1)])).toMatchObject({ state: null, streak: 2, bestStreak: 2 });
    expect(standing([daily(2), daily(1), daily(0, 'lost')])).toMatchObject({ state: 'lost', streak: 2 });
  });

  it('a day without a win ends it: the streak starts again after the gap, the best remembers', () => {
    expect(standing([daily(5), daily(4), daily(3), daily(1), daily(0)])).toMatchObject({ streak: 2, bestStreak: 3 });
    expect(standing([daily(3), daily(2)])).toMatchObject({ streak: 0, bestStreak: 2 });
  });

  it('a loss then a win the same day: the day is won (and shows as won)', () => {
    expect(standing([daily(1), daily(0, 'lost'), daily(0, 'abandoned'), daily(0)])).toMatchObject({ state: 'won', streak: 2 });
    // A win, then a losing attempt again: still won.
    expect(standing([daily(0), daily(0, 'lost')])).toMatchObject({ state: 'won', streak: 1 });
  });

  it("a past day's deal won later counts for its own day, not the day it ended", () => {
    // Yesterday's deal, dealt before midnight UTC and won this morning: yesterday is won, today is not.
    const lateWin = daily(1, 'won', { endedAt: noon(0) });
    expect(standing([daily(2), lateWin])).toMatchObject({ state: null, streak: 2, bestStreak: 2 });
    // Found out of order (the results are sorted by when they ended), the days still line up.
    expect(standing([daily(3, 'won', { endedAt: noon(0) }), daily(2), daily(1)])).toMatchObject({ streak: 3 });
  });

  it('an assisted win does not win its day (it shows as won with help)', () => {
    expect(standing([daily(1), daily(0, 'won', { assisted: true })])).toMatchObject({ state: 'assisted', streak: 1 });
    expect(standing([daily(2), daily(1, 'won', { assisted: true }), daily(0)])).toMatchObject({ streak: 1, bestStreak: 1 });
    expect(standing([daily(0, 'won', { assisted: true }), daily(0)])).toMatchObject({ state: 'won', streak: 1 });
  });

  it('a win imported without a record is passed over: its day neither lengthens nor ends the streak (summary.ts)', () => {
    const unverified = (back: number) => daily(back, 'won', { imported: true, unverified: true });
    expect(standing([daily(2), unverified(1), daily(0)])).toMatchObject({ streak: 2, bestStreak: 2 });
    expect(standing([unverified(1), unverified(0)])).toMatchObject({ state: 'won', streak: 0, bestStreak: 0 });
    // A verified win of the same day outweighs it.
    expect(standing([daily(1), unverified(0), daily(0)])).toMatchObject({ streak: 2 });
    // Today passed over and yesterday missed: no streak.
    expect(standing([daily(2), unverified(0)])).toMatchObject({ streak: 0, bestStreak: 1 });
  });

  it('a win imported with its record counts like one played here', () => {
    expect(standing([daily(1, 'won', { imported: true }), daily(0)])).toMatchObject({ streak: 2 });
  });

  it('a reset of the game hides its days; the days after the reset count again', () => {
    const results = [daily(3), daily(2), daily(1), daily(0)];
    expect(standing(results, { cruel: noon(2) + 1000 })).toMatchObject({ streak: 2, bestStreak: 2 });
    expect(standing(results, { all: noon(0) + DAY })).toMatchObject({ state: null, streak: 0, bestStreak: 0 });
    expect(standing(results, { maze: noon(0) + DAY })).toMatchObject({ streak: 4 });
  });

  it("Baker's Game's daily deal is one deal, won under either rule set", () => {
    const bakers = (back: number, variant: string) => daily(back, 'won', { scope: `bakers-game:${variant}`, score: 52 });
    const results = [bakers(2, 'kings'), bakers(1, 'any'), bakers(0, 'kings')];
    expect(standing(results, {}, 'bakers-game')).toMatchObject({ state: 'won', streak: 3 });
    expect(standing(results, { 'bakers-game:any': noon(0) }, 'bakers-game')).toMatchObject({ streak: 1, bestStreak: 1 });
  });

  it('ordinary deals and other games do not count; days after today (another clock) are left out', () => {
    const { daily: _, ...ordinary } = daily(0);
    expect(standing([ordinary, daily(0, 'won', { scope: 'maze' })])).toEqual({ state: null, streak: 0, bestStreak: 0 });
    expect(standing([daily(0), daily(-1), daily(-2)])).toMatchObject({ streak: 1, bestStreak: 1 });
  });

  it('the state of today is the best of its results: won, won with help, lost, abandoned', () => {
    expect(standing([daily(0, 'abandoned'), daily(0, 'lost')])?.state).toBe('lost');
    expect(standing([daily(0, 'abandoned')])?.state).toBe('abandoned');
    expect(standing([daily(0, 'lost'), daily(0, 'won', { assisted: true })])?.state).toBe('assisted');
    expect(standing([daily(1)])?.state).toBeNull();
  });

  it('dailyStreaks over day numbers: streak and best, today or yesterday', () => {
    const marks = (entries: [number, 'won' | 'passed'][]) => new Map(entries);
    expect(dailyStreaks(marks([]), 100)).toEqual({ streak: 0, bestStreak: 0 });
    expect(
      dailyStreaks(
        marks([
          [98, 'won'],
          [99, 'won'],
        ]),
        100,
      ),
    ).toEqual({ streak: 2, bestStreak: 2 });
    expect(
      dailyStreaks(
        marks([
          [97, 'won'],
          [98, 'won'],
        ]),
        100,
      ),
    ).toEqual({ streak: 0, bestStreak: 2 });
    expect(
      dailyStreaks(
        marks([
          [98, 'won'],
          [99, 'passed'],
          [100, 'won'],
        ]),
        100,
      ),
    ).toEqual({ streak: 2, bestStreak: 2 });
    expect(dailyStreaks(marks([[101, 'won']]), 100)).toEqual({ streak: 0, bestStreak: 0 });
  });
});

describe("the sidebar's board", () => {
  it('every game in order, with its number as known and the game on the table in progress unless today is won', () => {
    const byGame = dailyStandings(documentOf([daily(0, 'lost'), daily(0, 'won', { scope: 'pileon', score: 52 })]), TODAY);
    const board = dailyBoard(TODAY, byGame, (game) => (game === 'maze' ? 'finding' : 7), 'cruel');
    expect(board.date).toBe(TODAY);
    // What the board says of the three games this test plays or looks for; every other game has its number and no state.
    const told: Partial<Record<GameId, [number | 'finding', string | null]>> = {
      cruel: [7, 'playing'],
      maze: ['finding', null],
      pileon: [7, 'won'],
    };
    expect(board.games.map((g) => [g.game, g.deal, g.state])).toEqual(GAME_IDS.map((game) => [game, ...(told[game] ?? [7, null])]));
    expect(dailyBoard(TODAY, byGame, () => 7, 'pileon').games.find((g) => g.game === 'pileon')?.state).toBe('won');
  });

  it('is worked out once per document and day', () => {
    const doc = documentOf([daily(0)]);
    expect(dailyStandings(doc, TODAY)).toBe(dailyStandings(doc, TODAY));
    expect(dailyStandings(doc, '2025-03-11')).not.toBe(dailyStandings(doc, TODAY));
    expect(dailyStandings(doc, '2025-03-11').get('cruel')).toMatchObject({ state: null, streak: 1 });
  });
});

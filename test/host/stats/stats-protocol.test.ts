import { describe, expect, it } from 'vitest';
import { dailyBoard } from '../../../src/stats-core/daily-board';
import { documentOf } from '../../../src/stats-core/document';
import { dailyStandings, summarize } from '../../../src/stats-core/summary';
import * as protocol from '../../../src/protocol/stats-protocol';
import { NO_SUCH_GAME } from '../../support/no-such-game';

// One declaration (src/protocol/stats-protocol.ts) for both sides: the host's snapshot must pass the page's
// check, and the host's check of the page's messages accepts exactly the protocol.
describe('the sidebar protocol', () => {
  it("what the host sends passes the page's check", () => {
    const snapshot = summarize(
      documentOf([
        {
          id: 'protocol-01',
          scope: 'bakers-game:any',
          deal: 7,
          outcome: 'won',
          score: 52,
          moves: 90,
          timeMs: 1000,
          endedAt: Date.UTC(2025, 0, 1),
          hintsUsed: 0,
        },
        {
          id: 'protocol-02',
          scope: 'maze',
          deal: 8,
          outcome: 'lost',
          score: 5,
          moves: 9,
          timeMs: 1000,
          endedAt: Date.UTC(2025, 0, 2),
          hintsUsed: 0,
          unverified: true,
        },
      ]),
      Date.UTC(2025, 0, 3),
    );
    expect(snapshot.total.weeks.at(-1)).toMatchObject({ won: 1, lost: 1 });
    const daily = dailyBoard(
      '2025-01-03',
      dailyStandings(documentOf([]), '2025-01-03'),
      (game) => (game === 'cruel' ? 'failed' : game === 'maze' ? 'finding' : 42),
      'pileon',
    );
    expect(protocol.parseStatsHostMessage({ type: 'snapshot', snapshot, daily })).toEqual({
      ok: true,
      value: { type: 'snapshot', snapshot, daily },
    });
  });

  it.each([
    ['no daily deals', undefined, /daily has no date/],
    ['a day that is not a date', { date: 'today', games: [] }, /daily has no date/],
    [
      'an unknown game',
      { date: '2025-01-03', games: [{ game: NO_SUCH_GAME.id, deal: 1, state: null, streak: 0, bestStreak: 0 }] },
      /daily.games/,
    ],
    ['a deal number 0', { date: '2025-01-03', games: [{ game: 'maze', deal: 0, state: null, streak: 0, bestStreak: 0 }] }, /daily.games/],
    [
      'an unknown state',
      { date: '2025-01-03', games: [{ game: 'maze', deal: 1, state: 'draw', streak: 0, bestStreak: 0 }] },
      /daily.games/,
    ],
    [
      'a negative streak',
      { date: '2025-01-03', games: [{ game: 'maze', deal: 1, state: 'won', streak: -1, bestStreak: 0 }] },
      /daily.games/,
    ],
  ])('the page refuses a message with %s', (_, daily, why) => {
    const snapshot = summarize(documentOf([]), Date.UTC(2025, 0, 3));
    const parsed = protocol.parseStatsHostMessage({ type: 'snapshot', snapshot, daily });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(why);
  });

  it.each([
    [{ type: 'ready' }, { type: 'ready' }],
    [{ type: 'play' }, { type: 'play' }],
    [
      { type: 'play', game: 'pileon' },
      { type: 'play', game: 'pileon' },
    ],
    [
      { type: 'playDaily', game: 'maze' },
      { type: 'playDaily', game: 'maze' },
    ],
    [
      { type: 'error', message: 'x'.repeat(3000) },
      { type: 'error', message: 'x'.repeat(2000) },
    ],
  ])('the host accepts %j', (message, parsed) => {
    expect(protocol.parseStatsViewMessage(message)).toEqual({ ok: true, value: parsed });
  });

  it.each([null, 'ready', [], { type: 'play', game: NO_SUCH_GAME.id }, { type: 'error', message: 5 }, { type: 'reset' }])(
    'the host refuses %j',
    (message) => {
      expect(protocol.parseStatsViewMessage(message).ok).toBe(false);
    },
  );

  it.each([
    ['a week that is not counts', { weeks: [{ start: 0, won: -1, lost: 0, abandoned: 0 }] }, /weeks/],
    ['no win times', { winTimes: undefined }, /winTimes/],
    ['an unverified count missing', { unverified: undefined }, /unverified/],
    ['an assisted count missing', { assistedWins: undefined }, /assistedWins/],
    ['a week without its assisted wins', { weeks: [{ start: 0, won: 1, lost: 0, abandoned: 0 }] }, /weeks/],
  ])('the page refuses a snapshot with %s', (_, change, why) => {
    const snapshot = summarize(documentOf([]), Date.UTC(2025, 0, 3));
    const broken = { ...snapshot, total: { ...snapshot.total, ...change } };
    const parsed = protocol.parseStatsHostMessage({ type: 'snapshot', snapshot: broken });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(why);
  });
});

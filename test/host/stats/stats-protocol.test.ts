import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../src/host/stats/document';
import { summarize } from '../../../src/host/stats/summary';
import * as protocol from '../../../src/stats-protocol';

// One declaration (src/stats-protocol.ts) for both sides: the host's snapshot must pass the page's
// check, and the host's check of the page's messages accepts exactly the protocol.
describe('the sidebar protocol', () => {
  it('what the host sends passes the page\'s check', () => {
    const snapshot = summarize(documentOf([
      { id: 'protocol-01', scope: 'bakers-game:any', deal: 7, outcome: 'won', score: 52, moves: 90, timeMs: 1000, endedAt: Date.UTC(2025, 0, 1), hintsUsed: 0 },
      { id: 'protocol-02', scope: 'maze', deal: 8, outcome: 'lost', score: 5, moves: 9, timeMs: 1000, endedAt: Date.UTC(2025, 0, 2), hintsUsed: 0, unverified: true },
    ]), Date.UTC(2025, 0, 3));
    expect(snapshot.total.weeks.at(-1)).toMatchObject({ won: 1, lost: 1 });
    expect(protocol.parseStatsHostMessage({ type: 'snapshot', snapshot })).toEqual({ ok: true, value: { type: 'snapshot', snapshot } });
  });

  it.each([
    [{ type: 'ready' }, { type: 'ready' }],
    [{ type: 'play' }, { type: 'play' }],
    [{ type: 'play', game: 'pileon' }, { type: 'play', game: 'pileon' }],
    [{ type: 'error', message: 'x'.repeat(3000) }, { type: 'error', message: 'x'.repeat(2000) }],
  ])('the host accepts %j', (message, parsed) => {
    expect(protocol.parseStatsViewMessage(message)).toEqual({ ok: true, value: parsed });
  });

  it.each([null, 'ready', [], { type: 'play', game: 'klondike' }, { type: 'error', message: 5 }, { type: 'reset' }])('the host refuses %j', (message) => {
    expect(protocol.parseStatsViewMessage(message).ok).toBe(false);
  });

  it.each([
    ['a week that is not counts', { weeks: [{ start: 0, won: -1, lost: 0, abandoned: 0 }] }, /weeks/],
    ['no win times', { winTimes: undefined }, /winTimes/],
    ['an unverified count missing', { unverified: undefined }, /unverified/],
  ])('the page refuses a snapshot with %s', (_, change, why) => {
    const snapshot = summarize(documentOf([]), Date.UTC(2025, 0, 3));
    const broken = { ...snapshot, total: { ...snapshot.total, ...change } };
    const parsed = protocol.parseStatsHostMessage({ type: 'snapshot', snapshot: broken });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(why);
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import { documentOf } from '../../../src/host/stats/document';
import { summarize } from '../../../src/host/stats/summary';
import * as host from '../../../src/host/stats/view-protocol';
import * as page from '../../../webview/stats/snapshot';

describe('the sidebar protocol, as the host and the page each declare it', () => {
  it('the two declarations are the same shapes (a change to one side fails to compile here)', () => {
    expectTypeOf<host.StatsSnapshot>().toEqualTypeOf<page.StatsSnapshot>();
    expectTypeOf<host.StatsHostMessage>().toEqualTypeOf<page.StatsHostMessage>();
    expectTypeOf<host.StatsViewMessage>().toEqualTypeOf<page.StatsViewMessage>();
  });

  it('what the host sends passes the page\'s check', () => {
    const snapshot = summarize(documentOf([
      { id: 'protocol-01', scope: 'bakers-game:any', deal: 7, outcome: 'won', score: 52, moves: 90, timeMs: 1000, endedAt: Date.UTC(2025, 0, 1) },
    ]));
    expect(page.parseStatsHostMessage({ type: 'snapshot', snapshot })).toEqual({ ok: true, value: { type: 'snapshot', snapshot } });
  });

  it.each([
    [{ type: 'ready' }, { type: 'ready' }],
    [{ type: 'play' }, { type: 'play' }],
    [{ type: 'play', game: 'pileon' }, { type: 'play', game: 'pileon' }],
    [{ type: 'error', message: 'x'.repeat(3000) }, { type: 'error', message: 'x'.repeat(2000) }],
  ])('the host accepts %j', (message, parsed) => {
    expect(host.parseStatsViewMessage(message)).toEqual({ ok: true, value: parsed });
  });

  it.each([null, 'ready', [], { type: 'play', game: 'klondike' }, { type: 'error', message: 5 }, { type: 'reset' }])('the host refuses %j', (message) => {
    expect(host.parseStatsViewMessage(message).ok).toBe(false);
  });
});

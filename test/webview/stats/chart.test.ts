// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../webview/stats/patience-stats-chart';
import type { PatienceStatsChart } from '../../../webview/stats/patience-stats-chart';
import type { RecentResult } from '../../../src/stats-protocol';
import { recent, settle, shadow, text } from './support';

async function chart(results: RecentResult[], legend = false): Promise<PatienceStatsChart> {
  const el = document.createElement('patience-stats-chart');
  el.results = results;
  el.legend = legend;
  document.body.append(el);
  await settle();
  return el;
}
const bars = (el: Element) =>
  [...shadow(el).querySelectorAll('rect')].map((r) => ({
    outcome: r.getAttribute('class'),
    x: Number(r.getAttribute('x')),
    y: Number(r.getAttribute('y')),
    height: Number(r.getAttribute('height')),
  }));
const MID = 20;

beforeEach(() => document.body.replaceChildren());

describe('the chart of the last results', () => {
  it('a win rises above the line, a loss hangs below, an abandoned game hangs below as an outline', async () => {
    const [won, lost, abandoned] = bars(await chart(recent('WLA', { score: 24 })));
    expect(won.outcome).toBe('won');
    expect(won.y + won.height).toBeCloseTo(MID);
    expect(lost.outcome).toBe('lost');
    expect(lost.y).toBeGreaterThan(MID);
    expect(abandoned.outcome).toBe('abandoned');
    expect(abandoned.y).toBeGreaterThan(MID);
  });

  it('the height is the score as a share of the game\'s best, and a zero score stays visible', async () => {
    const results = [...recent('L', { score: 48 }), ...recent('L', { score: 12 }), ...recent('L', { score: 0 })];
    const [full, quarter, zero] = bars(await chart(results));
    expect(quarter.height / full.height).toBeCloseTo(0.25, 1);
    expect(zero.height).toBeGreaterThan(1);
  });

  it('newest at the right, one slot per game of the last 50, never more', async () => {
    const few = bars(await chart(recent('WWL')));
    expect(few.map((b) => Math.floor(b.x))).toEqual([47, 48, 49]);
    document.body.replaceChildren();
    const many = bars(await chart(recent('WL'.repeat(40))));
    expect(many).toHaveLength(50);
    expect(many[0].x).toBeLessThan(1);
  });

  it('is one image to a screen reader, with the counts in words; each bar has a tooltip', async () => {
    const el = await chart(recent('WWLAW'));
    const svg = shadow(el).querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toMatch(/^Last 5 games: 3 won, 1 lost, 1 abandoned\./);
    expect(text(shadow(el).querySelector('rect title'))).toMatch(/Cruel #1000 · Won · score 48 \/ 48$/);
  });

  it('shows a legend only when asked (the first chart of the page)', async () => {
    expect(shadow(await chart(recent('W'))).querySelector('.legend')).toBeNull();
    expect(text(shadow(await chart(recent('W'), true)).querySelector('.legend'))).toBe('wonlostabandoned');
  });
});

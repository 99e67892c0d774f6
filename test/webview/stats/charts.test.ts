// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../webview/stats/patience-stats-times';
import '../../../webview/stats/patience-stats-weeks';
import { countTop, timeTop } from '../../../webview/stats/chart-scale';
import type { WeekResults, WinTime } from '../../../src/protocol/stats-protocol';
import { mount, settle, shadow, text } from './support';

/** Local midnight `days` after Monday 3 March 2025 (calendar days: a DST change moves no date). */
const day = (days: number) => new Date(2025, 2, 3 + days).getTime();
/** Twelve weeks from the Monday 3 March 2025, with the counts given for the last ones. */
function weeks(...counts: [won: number, lost: number, abandoned: number][]): WeekResults[] {
  return Array.from({ length: 12 }, (_, i) => {
    const [won, lost, abandoned] = counts[i - (12 - counts.length)] ?? [0, 0, 0];
    return { start: day(7 * i), won, assisted: 0, lost, abandoned };
  });
}
const wins = (...minutes: number[]): WinTime[] =>
  minutes.map((m, i) => ({ endedAt: day(i) + 12 * 3_600_000, deal: 100 + i, timeMs: m * 60_000, moves: 80 + i }));

const heightOf = (el: Element | null | undefined) => Number.parseFloat((el as HTMLElement | null)?.style.height ?? 'NaN');

beforeEach(() => document.body.replaceChildren());

describe('the results by week', () => {
  it('a bar a week, oldest at the left: wins above the line, losses and abandoned games below it', async () => {
    const el = await mount('patience-stats-weeks', { weeks: weeks([4, 2, 1], [0, 0, 3], [5, 0, 0]) });
    const bars = [...shadow(el).querySelectorAll('.week')];
    expect(bars).toHaveLength(12);
    const [a, b, c] = bars.slice(-3);
    expect([a.querySelector('.up .won'), a.querySelector('.down .lost'), a.querySelector('.down .abandoned')].every(Boolean)).toBe(true);
    expect([b.querySelector('.up .won'), b.querySelector('.down .lost'), b.querySelector('.down .abandoned')].map(Boolean)).toEqual([
      false,
      false,
      true,
    ]);
    expect(c.querySelector('.down')?.children).toHaveLength(0);
    expect(bars[0].querySelectorAll('.won, .lost, .abandoned')).toHaveLength(0);
  });

  it('heights are counts over a round top, shown at the left: 5 for at most 5 games a week, 10 for 6', async () => {
    const el = await mount('patience-stats-weeks', { weeks: weeks([4, 2, 1], [5, 0, 0]) });
    const [a, b] = [...shadow(el).querySelectorAll('.week')].slice(-2);
    expect(heightOf(a.querySelector('.won'))).toBeCloseTo(80);
    expect(heightOf(a.querySelector('.lost'))).toBeCloseTo(40);
    expect(heightOf(a.querySelector('.abandoned'))).toBeCloseTo(20);
    expect(heightOf(b.querySelector('.won'))).toBeCloseTo(100);
    expect([...shadow(el).querySelectorAll('.scale span')].map(text)).toEqual(['5', '0', '5']);
    el.weeks = weeks([6, 0, 0]);
    await settle();
    expect(text(shadow(el).querySelector('.scale span'))).toBe('10');
  });

  it('dates the first week and every fourth under the bars; each bar says its week in a tooltip', async () => {
    const el = await mount('patience-stats-weeks', { weeks: weeks([1, 2, 3]) });
    expect([...shadow(el).querySelectorAll('.dates span')].map(text)).toEqual(['Mar 3', 'Mar 31', 'Apr 28']);
    expect(shadow(el).querySelectorAll('.week')[11].getAttribute('title')).toBe('Week of May 19, 2025: 1 won, 2 lost, 3 abandoned');
  });

  it('a screen reader gets a table, a row a week, instead of the bars', async () => {
    const el = await mount('patience-stats-weeks', { weeks: weeks([1, 2, 3]), heading: 'Cruel' });
    expect(shadow(el).querySelector('.plot')?.getAttribute('aria-hidden')).toBe('true');
    const table = shadow(el).querySelector('.sr-only table')!;
    expect(text(table.querySelector('caption'))).toBe('Cruel: results of the last 12 weeks');
    expect([...table.querySelectorAll('thead th')].map(text)).toEqual(['Week', 'Won', 'Lost', 'Abandoned']);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['Week of Mar 3', '0', '0', '0']);
    expect(rows[11]).toEqual(['Week of May 19', '1', '2', '3']);
  });

  it('explains its colours and shapes only when asked (the first chart of the page)', async () => {
    expect(shadow(await mount('patience-stats-weeks', { weeks: weeks([1, 0, 0]) })).querySelector('.legend')).toBeNull();
    const legend = shadow(await mount('patience-stats-weeks', { weeks: weeks([1, 0, 0]), legend: true })).querySelector('.legend');
    expect([...(legend?.children ?? [])].map(text)).toEqual(['won (above the line)', 'lost', 'abandoned']);
    expect(legend?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('assisted wins by week', () => {
  const assistedWeeks = () => weeks([2, 1, 0], [1, 0, 0]).map((w, i) => (i === 10 ? { ...w, assisted: 2 } : w));

  it("rise above the line outlined, on top of the player's own wins, and count towards the top", async () => {
    const el = await mount('patience-stats-weeks', { weeks: assistedWeeks(), legend: true });
    const week = shadow(el).querySelectorAll('.week')[10];
    expect([...week.querySelector('.up')!.children].map((c) => c.className)).toEqual(['assisted', 'won']);
    expect(heightOf(week.querySelector('.assisted'))).toBeCloseTo(40);
    expect(text(shadow(el).querySelector('.scale span'))).toBe('5');
    expect(week.getAttribute('title')).toBe('Week of May 12, 2025: 2 won, 2 won with help, 1 lost, 0 abandoned');
    expect([...shadow(el).querySelector('.legend')!.children].map(text)).toEqual([
      'won (above the line)',
      'won with help',
      'lost',
      'abandoned',
    ]);
  });

  it("have their own column in the screen reader's table, only when there are any", async () => {
    const table = shadow(await mount('patience-stats-weeks', { weeks: assistedWeeks() })).querySelector('.sr-only table')!;
    expect([...table.querySelectorAll('thead th')].map(text)).toEqual(['Week', 'Won', 'Won with help', 'Lost', 'Abandoned']);
    expect([...table.querySelectorAll('tbody tr')][10].children[2].textContent).toBe('2');
    const plain = shadow(await mount('patience-stats-weeks', { weeks: weeks([1, 0, 0]), legend: true }));
    expect(plain.querySelector('.legend .assisted')).toBeNull();
  });
});

describe('the time to win', () => {
  it('a bar a win, the newest at the right, its height its time over a round top; the average as a line', async () => {
    const el = await mount('patience-stats-times', { wins: wins(4, 8, 3) });
    const bars = [...shadow(el).querySelectorAll('.win')];
    expect(bars.map(heightOf)).toEqual([40, 80, 30]);
    expect([...shadow(el).querySelectorAll('.scale span')].map(text)).toEqual(['10:00', '0:00']);
    expect((shadow(el).querySelector('.average') as HTMLElement).style.bottom).toBe('50.0%');
    expect(text(shadow(el).querySelector('figcaption'))).toBe('Time to win, last 3 wins · average 5:00');
    expect(bars[2].getAttribute('title')).toBe('Mar 5, 2025 · deal 102 · 3:00 · 82 moves');
    expect([...shadow(el).querySelectorAll('.dates span')].map(text)).toEqual(['Mar 3', 'Mar 5']);
  });

  it('a screen reader gets a table of the wins, newest first', async () => {
    const el = await mount('patience-stats-times', { wins: wins(4, 8), heading: 'Pileon' });
    const table = shadow(el).querySelector('.sr-only table')!;
    expect(text(table.querySelector('caption'))).toBe('Pileon: time to win, the last wins, newest first');
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text))).toEqual([
      ['Mar 4', '101', '8:00', '81'],
      ['Mar 3', '100', '4:00', '80'],
    ]);
  });

  it('shows nothing without a win', async () => {
    expect(shadow(await mount('patience-stats-times', { wins: [] })).querySelector('figure')).toBeNull();
  });
});

describe('round tops', () => {
  it('counts: 1, 2, 5, 10, 20, 50… at least the largest', () => {
    expect([0, 1, 2, 3, 5, 6, 10, 11, 21, 51, 101].map(countTop)).toEqual([1, 1, 2, 5, 5, 10, 10, 20, 50, 100, 200]);
  });

  it('times: half a minute up to ten hours in steps a clock reads, then whole hours', () => {
    const minutes = (m: number) => m * 60_000;
    expect(
      [0, 20_000, minutes(1), minutes(1.5), minutes(6), minutes(11), minutes(16), minutes(59), minutes(61), minutes(700)].map(
        (ms) => timeTop(ms) / 60_000,
      ),
    ).toEqual([0.5, 0.5, 1, 2, 10, 15, 20, 60, 90, 720]);
  });
});

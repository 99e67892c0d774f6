// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../webview/stats/patience-stats-daily';
import type { DailyBoard } from '../../../src/protocol/stats-protocol';
import { mount, sampleDaily, settle, shadow, text } from './support';

const daily = (board: DailyBoard) => mount('patience-stats-daily', { board });
const rows = (el: Element) => [...shadow(el).querySelectorAll('li')];

beforeEach(() => document.body.replaceChildren());

describe("today's daily deals", () => {
  it("a heading with the UTC day, then a row a game: name and number, the day's state and the streak, a Play button", async () => {
    const el = await daily(sampleDaily());
    expect(text(shadow(el).querySelector('h2'))).toBe("Today's deals");
    expect(text(shadow(el).querySelector('.date'))).toBe('December 2 (UTC)');
    expect(shadow(el).querySelector('section')?.getAttribute('aria-labelledby')).toBe('daily');
    expect(rows(el).map((li) => text(li))).toEqual([
      'Spider Three Decks finding…deal being found Not played yet · no streak Play',
      'Cruel #1114952860deal 1114952860 ✓ Won · 3 days in a row (best 5) Play',
      'Maze #929671751deal 929671751 In progress · no streak (best 1) Play',
      "Baker's Game #1368957908deal 1368957908 Lost · 1 day in a row Play",
      'Pileon #1959369716deal 1959369716 Not played yet · no streak Play',
    ]);
  });

  it('a won day is marked done in the won colour; the mark itself is not read out', async () => {
    const cruel = rows(await daily(sampleDaily()))[1];
    expect(cruel.querySelector('.won')).not.toBeNull();
    expect(cruel.querySelector('[aria-hidden="true"]')?.textContent).toBe('#1114952860');
    expect([...cruel.querySelectorAll('.won [aria-hidden="true"]')].map((e) => e.textContent)).toEqual(['✓ ']);
  });

  it('says when no deal was found, and a win with help as such', async () => {
    const el = await daily(sampleDaily({ pileon: { deal: 'failed', state: 'assisted' } }));
    expect(text(rows(el)[4])).toBe('Pileon none foundnone found Won with help · no streak Play');
  });

  it('a number still being found takes the room the number will take: nothing moves when it arrives', async () => {
    const el = await daily(sampleDaily());
    const deal = rows(el)[0].querySelector('.deal') as HTMLElement;
    expect(getComputedStyle(deal).minWidth).toBe('12ch');
    expect(deal.classList.contains('finding')).toBe(true);
    el.board = sampleDaily({ 'spider-three-decks': { deal: 59686478 } });
    await settle();
    expect(rows(el)[0].querySelector('.deal')).toBe(deal);
    expect(deal.classList.contains('finding')).toBe(false);
    expect(text(deal)).toBe('#59686478deal 59686478');
  });

  it('Play raises stats-play-daily with the game; its name says which daily deal', async () => {
    const el = await daily(sampleDaily());
    const seen: unknown[] = [];
    document.body.addEventListener('stats-play-daily', (e) => seen.push((e as CustomEvent).detail));
    const play = rows(el)[3].querySelector('button')!;
    expect([play.getAttribute('aria-label'), play.getAttribute('title')]).toEqual([
      "Play today's deal of Baker's Game",
      "Deal today's daily deal of Baker's Game",
    ]);
    play.click();
    expect(seen).toEqual([{ game: 'bakers-game' }]);
  });

  it('nothing before the host sends the board', async () => {
    const el = await mount('patience-stats-daily', {});
    expect(shadow(el).childElementCount).toBe(0);
  });
});

// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../webview/stats/patience-stats-card';
import type { PatienceStatsCard } from '../../../webview/stats/patience-stats-card';
import type { ScopeStats } from '../../../src/protocol/stats-protocol';
import { figures, mount, recent, sampleSnapshot, scopeStats, shadow, text } from './support';

const card = (stats: ScopeStats): Promise<PatienceStatsCard> => mount('patience-stats-card', { stats });
const cruel = () => sampleSnapshot().scopes[1];

beforeEach(() => document.body.replaceChildren());

describe("a game's card", () => {
  it('lists every number as a label with its value, so a screen reader reads them in pairs', async () => {
    expect(figures(await card(cruel()))).toEqual({
      'Win rate': '60%',
      Played: '5',
      Won: '3',
      'Wins without hints': '2',
      Lost: '1',
      Abandoned: '1',
      Streak: '2',
      'Best streak': '2',
      'Best score': '48 / 48',
      'Fastest win': '2:05',
      'Fewest moves': '80',
      'Average win': '2:30',
    });
  });

  it('a best with no game to come from shows a dash that is spoken as "none yet"', async () => {
    const el = await card(scopeStats('maze', { played: 1, lost: 1, bestScore: 10, recent: recent('L', { scope: 'maze' }) }));
    const fastest = [...shadow(el).querySelectorAll('dl > div')].find((d) => text(d.querySelector('dt')) === 'Fastest win')!;
    expect(text(fastest.querySelector('[aria-hidden=true]'))).toBe('—');
    expect(text(fastest.querySelector('.sr-only'))).toBe('none yet');
  });

  it('the numbers are named after the game for assistive technology', async () => {
    const el = await card(cruel());
    const section = shadow(el).querySelector('section')!;
    expect(text(shadow(el).getElementById(section.getAttribute('aria-labelledby')!))).toBe('Cruel');
    expect(shadow(el).querySelector('dl')?.getAttribute('aria-label')).toBe('Cruel: numbers');
  });

  it('the total has no play button and no per-game bests (scores of different games do not compare)', async () => {
    const el = await card(sampleSnapshot().total);
    expect(shadow(el).querySelector('button')).toBeNull();
    expect(Object.keys(figures(el))).toEqual([
      'Win rate',
      'Played',
      'Won',
      'Wins without hints',
      'Lost',
      'Abandoned',
      'Streak',
      'Best streak',
    ]);
  });

  it('counts carried over from an earlier version are explained', async () => {
    const el = await card(scopeStats('cruel', { played: 12, won: 3, carried: 12 }));
    expect(text(shadow(el).querySelector('.note'))).toBe('Includes 12 games counted by an earlier version, without their details.');
  });

  it('games imported without a record are explained', async () => {
    const el = await card(scopeStats('cruel', { played: 3, won: 2, unverified: 2 }));
    expect(text(shadow(el).querySelector('.note'))).toBe(
      'Includes 2 games imported without a record to check: counted, but they set no best and no streak.',
    );
  });

  it('charts the weeks only when the last weeks have a result, and the times only when there are wins', async () => {
    const week = (won: number) => ({ start: Date.UTC(2025, 2, 3), won, assisted: 0, lost: 0, abandoned: 0 });
    const quiet = await card(scopeStats('maze', { played: 1, lost: 1, weeks: [week(0), week(0)] }));
    expect(shadow(quiet).querySelector('patience-stats-weeks')).toBeNull();
    expect(shadow(quiet).querySelector('patience-stats-times')).toBeNull();
    const busy = await card(
      scopeStats('maze', {
        played: 2,
        won: 2,
        weeks: [week(1), week(1)],
        winTimes: [{ endedAt: Date.UTC(2025, 2, 3), deal: 4, timeMs: 60_000, moves: 50 }],
      }),
    );
    expect(shadow(busy).querySelector('patience-stats-weeks')?.weeks).toHaveLength(2);
    expect(shadow(busy).querySelector('patience-stats-times')?.wins).toHaveLength(1);
  });

  it("the total's chart explains its colours; a game's does not", async () => {
    const weeks = [0, 7].map((day) => ({ start: Date.UTC(2025, 2, 3 + day), won: 1, assisted: 0, lost: 0, abandoned: 0 }));
    expect(shadow(await card(scopeStats('all', { played: 2, won: 2, weeks }))).querySelector('patience-stats-weeks')?.legend).toBe(true);
    expect(shadow(await card(scopeStats('cruel', { played: 2, won: 2, weeks }))).querySelector('patience-stats-weeks')?.legend).toBe(false);
  });

  it("the Play button raises stats-play with the game (the rule set is the player's setting)", async () => {
    const el = await card(sampleSnapshot().scopes[3]);
    const seen: unknown[] = [];
    document.body.addEventListener('stats-play', (e) => seen.push((e as CustomEvent).detail));
    shadow(el).querySelector('button')!.click();
    expect(seen).toEqual([{ game: 'bakers-game' }]);
  });
});

describe('the results by week on a card', () => {
  const week = (start: number, won: number, lost = 0, assisted = 0) => ({ start, won, assisted, lost, abandoned: 0 });
  const weeks = (...played: [number, number, number?][]) =>
    Array.from({ length: 12 }, (_, i) => {
      const given = played.find(([at]) => at === i);
      return week(Date.UTC(2025, 2, 3) + i * 7 * 86_400_000, given?.[1] ?? 0, given?.[2] ?? 0);
    });

  it("a new player's one week of games is no chart of dashes: a line says what the chart will show", async () => {
    const el = await card(scopeStats('cruel', { played: 2, won: 1, lost: 1, weeks: weeks([11, 1, 1]) }));
    expect(shadow(el).querySelector('patience-stats-weeks')).toBeNull();
    expect(text(shadow(el).querySelector('.weeks-soon'))).toBe(
      'Results by week: from your second week of play, a bar for each of the last 12 weeks, wins above the line and losses below.',
    );
  });

  it('from the second week with games, the chart', async () => {
    const el = await card(scopeStats('cruel', { played: 3, won: 2, lost: 1, weeks: weeks([10, 1], [11, 1, 1]) }));
    expect(shadow(el).querySelector('patience-stats-weeks')).not.toBeNull();
    expect(shadow(el).querySelector('.weeks-soon')).toBeNull();
  });
});

describe('assisted wins on a card', () => {
  it('shown apart from the wins, with a note saying how they count; absent while there are none', async () => {
    const stats = scopeStats('cruel', {
      played: 4,
      won: 1,
      assistedWins: 2,
      lost: 1,
      recent: recent('WWWL').map((r, i) => (i > 0 && i < 3 ? { ...r, assisted: true } : r)),
    });
    const el = await card(stats);
    expect(figures(el)).toMatchObject({ Played: '4', Won: '1', 'Won with help': '2', 'Win rate': '25%' });
    expect([...shadow(el).querySelectorAll('.note')].map(text)).toEqual([
      '2 wins with help (the solution was shown): played, not won; they set no best and end a streak.',
    ]);
    expect(figures(await card(cruel()))).not.toHaveProperty('Won with help');
    const items = [...shadow(shadow(el).querySelector('patience-stats-recent')).querySelectorAll('li')];
    // The list says a win with help as every surface does, not "Won" in the wins' colour.
    expect(items.map((i) => text(i.querySelector('.line span:last-child')))).toEqual(['Lost', 'Won with help', 'Won with help', 'Won']);
    expect(items.map((i) => i.querySelector('.line span:last-child')!.className)).toEqual(['lost', 'assisted', 'assisted', 'won']);
  });
});

describe('the list of the last games', () => {
  const list = (el: Element) => shadow(shadow(el).querySelector('patience-stats-recent'));

  it('is folded under "Last N games" and lists newest first: deal, outcome, then date, score, time and moves', async () => {
    const el = await card(cruel());
    const root = list(el);
    expect(text(root.querySelector('summary'))).toBe('Last 5 games');
    const items = [...root.querySelectorAll('li')];
    expect(items).toHaveLength(5);
    expect(text(items[0].querySelector('.line'))).toBe('Deal 1004 Won');
    expect(text(items[0].querySelector('.details'))).toMatch(/^\S.* · score 48 \/ 48 · 2:05 · 84 moves$/); // the date in the page's locale
    expect(text(items[4].querySelector('.line'))).toBe('Deal 1000 Lost');
    expect(items.map((i) => text(i.querySelector('.hints')))).toEqual(['', '2 hints', '', '', '']); // only a game that used hints says so
    expect(text(items[1].querySelector('.details'))).toMatch(/ · 83 moves · 2 hints$/);
    expect(root.querySelector('[role=region]')?.getAttribute('aria-label')).toBe('Cruel: the last games, newest first');
  });

  it('a game imported without a record says so', async () => {
    const stats = scopeStats('cruel', {
      played: 2,
      won: 1,
      lost: 1,
      unverified: 1,
      recent: recent('WL').map((r, i) => (i === 0 ? { ...r, unverified: true } : r)),
    });
    const items = [...list(await card(stats)).querySelectorAll('li')];
    expect(items.map((i) => text(i.querySelector('.unverified')))).toEqual(['', 'imported without a record']);
  });

  it('on the total, each deal is named with its game', async () => {
    const items = [...list(await card(sampleSnapshot().total)).querySelectorAll('li .deal')].map(text);
    expect(items.slice(0, 3)).toEqual(["Baker's Game #1001", "Baker's Game #1000", 'Cruel #1004']);
  });

  it('a card with no result yet has no chart and no list', async () => {
    const el = await card(scopeStats('pileon'));
    expect(shadow(el).querySelector('patience-stats-weeks')).toBeNull();
    expect(shadow(el).querySelector('patience-stats-times')).toBeNull();
    expect(shadow(el).querySelector('patience-stats-recent')).toBeNull();
  });
});

describe('hints, help and the daily deals in Russian', async () => {
  const { ru } = await import('../../../webview/l10n/ru-stats');
  it('wins with help and the daily streak, with the Russian plural', () => {
    expect(ru.figures.assistedWins).toBe('Победы с помощью');
    expect(ru.assisted(2)).toMatch(/^2 победы с помощью \(решение было показано\)/);
    expect([0, 1, 2, 5, 21].map((n) => ru.daily.streak(n, n))).toEqual([
      'серии нет',
      '1 день подряд',
      '2 дня подряд',
      '5 дней подряд',
      '21 день подряд',
    ]);
    expect(ru.daily.streak(2, 7)).toBe('2 дня подряд (лучшая — 7)');
    expect(ru.daily.date('2026-12-02')).toBe('2 декабря (UTC)');
    expect(ru.daily.state('playing')).toBe('Идёт');
  });

  it('"Wins without hints" and the hints of a game, with the Russian plural', () => {
    expect(ru.figures.winsWithoutHints).toBe('Победы без подсказок');
    expect([1, 2, 5, 11, 21, 22].map(ru.recent.hints)).toEqual([
      '1 подсказка',
      '2 подсказки',
      '5 подсказок',
      '11 подсказок',
      '21 подсказка',
      '22 подсказки',
    ]);
  });
});

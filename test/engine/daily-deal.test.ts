// The daily deal (src/engine/daily.ts, daily-deal.ts): the same number for everyone on a day, a
// different one the next day, and always a deal the solver has won. Each game pins its own daily deals in its own
// tests (pinDailyDeals, test/engine/support/pins.ts); this file checks that every game does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, allDescriptors, replay, status } from '../../src/engine';
import { isDailyDate, utcDate } from '../../src/engine/daily';
import { fnv1a } from '../../src/engine/daily-candidates';
import { type DailyDeal, dailyVariant, findDailyDeal } from '../../src/engine/daily-deal';
import { firstCandidates as first } from '../support/daily';

/** The line replays from its deal to a win, under the rule set it was proved under. */
function expectWins(daily: DailyDeal): void {
  const { variant } = daily;
  const replayed = replay({ game: daily.game, ...(variant ? { variant } : {}), deal: daily.deal, moves: daily.line });
  expect(replayed.ok, `${daily.game} ${daily.date} ${variant ?? ''}`).toBe(true);
  if (replayed.ok) expect(status(replayed.value.positions.at(-1)!)).toBe('won');
}

describe('the daily calendar', () => {
  it('takes real days from 2000-01-01 to 9999-12-31, written YYYY-MM-DD', () => {
    for (const good of ['2000-01-01', '2026-12-01', '2028-02-29', '9999-12-31']) expect(isDailyDate(good), good).toBe(true);
    for (const bad of [
      '1999-12-31',
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-1-01',
      '2026-12-01T00:00',
      ' 2026-12-01',
      '20261201',
      '',
      20261201,
      null,
    ]) {
      expect(isDailyDate(bad), String(bad)).toBe(false);
    }
  });

  it('changes at midnight UTC', () => {
    expect(utcDate(Date.UTC(2026, 11, 1, 23, 59, 59, 999))).toBe('2026-12-01');
    expect(utcDate(Date.UTC(2026, 11, 2))).toBe('2026-12-02');
  });
});

describe('the candidates', () => {
  it('are seeded by FNV-1a of "YYYY-MM-DD:game" (its published test vectors)', () => {
    expect([fnv1a(''), fnv1a('a'), fnv1a('foobar')]).toEqual([0x811c9dc5, 0xe40c292c, 0xbf9cf968]);
    expect(fnv1a('2026-12-01:bakers-game')).toBe(3649781454);
  });

  it("are pinned, with each game's daily deals on a few days, in each game's own tests", () => {
    for (const game of GAME_IDS) {
      const own = readFileSync(new URL(`./games/${game}.test.ts`, import.meta.url), 'utf8');
      expect(own, `test/engine/games/${game}.test.ts`).toMatch(/\bpinDailyDeals\(/);
    }
  });

  it('differ from day to day and from game to game, and are deal numbers', () => {
    const days = Array.from({ length: 366 }, (_, d) => utcDate(Date.UTC(2028, 0, 1) + d * 86_400_000));
    const all = GAME_IDS.flatMap((game) => days.flatMap((date) => first(game, date, 4)));
    expect(new Set(all).size).toBe(all.length);
    for (const deal of all) expect(deal >= 1 && deal <= 2 ** 31 - 1 && Number.isInteger(deal)).toBe(true);
  });
});

describe('the daily deal', () => {
  it('is the same whatever the slices the search runs in, and is found again the same', async () => {
    for (const [game, date, slice] of [
      ['spider-three-decks', '2026-12-04', 997],
      ['bakers-game', '2026-12-07', 101],
      ['pileon', '2026-12-07', 50],
    ] as const) {
      const whole = await findDailyDeal(game, date);
      let pauses = 0;
      const sliced = await findDailyDeal(game, date, { slice, pause: async () => void pauses++ });
      expect(pauses, game).toBeGreaterThan(0);
      expect(sliced, game).toEqual(whole);
    }
  });

  it('skips candidates the solver leaves unknown within the budget, and says so when none is proved', async () => {
    // Cruel, 2026-12-05: the first candidate is neither won nor proved lost within 20,000 positions.
    // (Maze's 2026-12-03, used before, is now won at once by the Maze solver's construction.)
    const daily = await findDailyDeal('cruel', '2026-12-05');
    expect(daily.candidate).toBe(1);
    expect(daily.deal).toBe(first('cruel', '2026-12-05', 2)[1]);
    expectWins(daily);
    await expect(findDailyDeal('cruel', '2026-12-01', { budget: 5, maxCandidates: 3 })).rejects.toThrow(
      'none of the first 3 candidates was proved winnable within 5 positions',
    );
  });

  it("is proved under the rule set it is played with, or the default's where one proof holds for all (Baker's Game)", () => {
    expect(dailyVariant('bakers-game', 'any')).toBe('kings');
    for (const game of allDescriptors()) {
      const { variants } = game.rules;
      if (!game.variantSetting) expect(dailyVariant(game.id), game.id).toBeUndefined();
      else
        for (const variant of variants) expect(dailyVariant(game.id, variant), game.id).toBe(game.daily.oneProof ? variants[0] : variant);
      if (game.variantSetting) expect(dailyVariant(game.id, 'nonsense'), game.id).toBe(variants[0]);
    }
  });
});

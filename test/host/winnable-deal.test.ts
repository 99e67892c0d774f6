// "Winnable deals only": numbers are drawn until the solver proves one winnable, in slices, with a
// per-deal budget and an overall cap after which any deal is taken (and said to be unproved).
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { findWinnableDeal } from '../../src/host/winnable-deal';

describe('findWinnableDeal', () => {
  it('skips a deal proved unwinnable and returns the next one proved winnable, yielding between slices', async () => {
    const verdicts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((deal) => [deal, solve(newGame('bakers-game', deal, 'kings')).verdict] as const);
    const lost = verdicts.find(([, v]) => v === 'unsolvable');
    const won = verdicts.find(([, v]) => v === 'solved')!;
    const draws = [...(lost ? [lost[0]] : []), won[0]];
    let pauses = 0;
    const found = await findWinnableDeal('bakers-game', 'kings', { random: () => draws.shift()!, pause: async () => { pauses++; }, sliceMs: 1 });
    expect(found).toEqual({ deal: won[0], proved: true });
    expect(draws).toEqual([]);
    expect(pauses).toBeGreaterThan(0);
  });

  it('falls back to an unproved deal once the overall cap is spent', async () => {
    let clock = 0;
    const found = await findWinnableDeal('spider-three-decks', undefined, { random: () => 7, now: () => (clock += 10), pause: async () => undefined, perDealMs: 50, totalMs: 200 });
    expect(found.proved).toBe(false);
    expect(Number.isInteger(found.deal)).toBe(true);
  });
});

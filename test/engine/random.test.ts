import { describe, expect, it } from 'vitest';
import { MersenneTwister, microsoftDealOrder, shuffle } from '../../src/engine/random';
import { formatCard, makeCard } from '../../src/engine/cards';

describe('MT19937', () => {
  it('matches the reference outputs of init_genrand(5489)', () => {
    const mt = new MersenneTwister(5489);
    expect([mt.nextUint32(), mt.nextUint32(), mt.nextUint32()]).toEqual([3499211612, 581869302, 3890346734]);
  });

  it('matches the reference 10000th output for the default seed', () => {
    const mt = new MersenneTwister(5489);
    let last = 0;
    for (let i = 0; i < 10000; i++) last = mt.nextUint32();
    expect(last).toBe(4123659995);
  });

  it('draws uniform integers below m only', () => {
    const mt = new MersenneTwister(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = mt.below(6);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(6);
      seen.add(x);
    }
    expect(seen.size).toBe(6);
  });

  it('shuffles a copy and keeps every item', () => {
    const items = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = shuffle(items, new MersenneTwister(1));
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });
});

describe('Microsoft FreeCell numbering (bakers-game.md "Deal numbers")', () => {
  it('deal 1 starts JD 2D 9H JC 5D 7H 7C 5H', () => {
    const first = microsoftDealOrder(1).slice(0, 8).map(([rank, suit]) => formatCard(makeCard(rank, suit)));
    expect(first.join(' ')).toBe('JD 2D 9H JC 5D 7H 7C 5H');
  });

  it('deals all 52 cards once for any number up to 2^31 - 1', () => {
    for (const n of [1, 617, 11982, 32000, 2 ** 31 - 1]) {
      const cards = microsoftDealOrder(n).map(([rank, suit]) => makeCard(rank, suit));
      expect(new Set(cards).size).toBe(52);
    }
  });
});

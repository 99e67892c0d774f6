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

  it('random.ts: below(m) rejects outputs x ≥ 2^32 − (2^32 mod m), then takes x mod m', () => {
    const mt = new MersenneTwister(1);
    const outputs = [2 ** 32 - 1, 2 ** 32 - 2, 7];
    mt.nextUint32 = () => outputs.shift()!;
    // 2^32 mod 3 = 1: the limit is 2^32 − 1, so 2^32 − 1 is drawn again and 2^32 − 2 is kept.
    expect(mt.below(3)).toBe((2 ** 32 - 2) % 3);
    expect(mt.below(3)).toBe(7 % 3);
  });

  it('random.ts: the shuffle runs i = n − 1 … 1, swapping a[i] with a[below(i + 1)]', () => {
    const mt = new MersenneTwister(1);
    const outputs = [0, 1, 5, 4];
    mt.nextUint32 = () => outputs.shift()!;
    // i = 3: j = 0 → [3 1 2 0]; i = 2: j = 1 → [3 2 1 0]; i = 1: j = 5 mod 2 = 1 → unchanged.
    expect(shuffle([0, 1, 2, 3], mt)).toEqual([3, 2, 1, 0]);
    expect(outputs).toEqual([4]);
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
    const first = microsoftDealOrder(1)
      .slice(0, 8)
      .map(([rank, suit]) => formatCard(makeCard(rank, suit)));
    expect(first.join(' ')).toBe('JD 2D 9H JC 5D 7H 7C 5H');
  });

  it('draws as the documented generator, exactly in whole numbers, for deal numbers up to 2^31 - 1', () => {
    // docs/deals.md: state = (214013 × state + 2531011) mod 2^31, r = state ÷ 2^16, j = r mod cards left.
    const reference = (deal: number): Array<[number, number]> => {
      let state = BigInt(deal);
      const deck = Array.from({ length: 52 }, (_, i) => i);
      const dealt: Array<[number, number]> = [];
      for (let left = 52; left > 0; left--) {
        state = (214013n * state + 2531011n) % 2n ** 31n;
        const j = Number(state / 65536n) % left;
        dealt.push([Math.floor(deck[j] / 4) + 1, deck[j] % 4]);
        deck[j] = deck[left - 1];
      }
      return dealt;
    };
    for (const n of [1, 2, 617, 11982, 32000, 1_000_000, 2 ** 30 + 12345, 2 ** 31 - 2, 2 ** 31 - 1]) {
      expect(microsoftDealOrder(n), `deal ${n}`).toEqual(reference(n));
    }
  });

  it('deals all 52 cards once for any number up to 2^31 - 1', () => {
    for (const n of [1, 617, 11982, 32000, 2 ** 31 - 1]) {
      const cards = microsoftDealOrder(n).map(([rank, suit]) => makeCard(rank, suit));
      expect(new Set(cards).size).toBe(52);
    }
  });
});

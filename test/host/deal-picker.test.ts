import { describe, expect, it } from 'vitest';
import { MAX_DEAL } from '../../src/engine';
import { parseDealNumber, randomDeal } from '../../src/host/deals/deal-picker';

describe('deal numbers', () => {
  it('a random deal is a whole number in 1 … 2147483647', () => {
    const deals = Array.from({ length: 2000 }, randomDeal);
    for (const deal of deals) {
      expect(Number.isInteger(deal)).toBe(true);
      expect(deal).toBeGreaterThanOrEqual(1);
      expect(deal).toBeLessThanOrEqual(MAX_DEAL);
    }
    expect(new Set(deals).size).toBeGreaterThan(1990);
    expect(deals.some((deal) => deal > 2 ** 30)).toBe(true); // the whole range, not just the low half
  });

  it.each([
    ['8315', 8315],
    ['#8315', 8315],
    ['  007 ', 7],
    ['2147483647', MAX_DEAL],
  ])('"%s" is deal %i', (text, deal) => {
    expect(parseDealNumber(text)).toEqual({ deal });
  });

  it.each([
    ['', 'Enter a deal number from 1 to 2147483647.'],
    ['0', 'There is no deal 0. Enter a deal number from 1 to 2147483647.'],
    ['2147483648', 'There is no deal 2147483648. Enter a deal number from 1 to 2147483647.'],
    ['1e3', '"1e3" is not a whole number. Enter a deal number from 1 to 2147483647.'],
    ['-1', '"-1" is not a whole number. Enter a deal number from 1 to 2147483647.'],
  ])('"%s" is refused: %s', (text, error) => {
    expect(parseDealNumber(text)).toEqual({ error });
  });
});

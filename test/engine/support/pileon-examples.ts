// pileon.md's worked examples 5–7 as start layouts (pile-1 … pile-15): the rules', the solver's, the CLI's and the page's tests share them.

/** The first ten piles of examples 5–7: eight finished fours and two piles of four. */
export const PILEON_FIRST_TEN = [
  '4C 3C 2C AC',
  '4D 3D 2D AD',
  '4H 3H 2H AH',
  '4S 3S 2S AS',
  '8C 7C 6C 5C',
  '8D 7D 6D 5D',
  '8H 7H 6H 5H',
  '8S 7S 6S 5S',
  'QD QC JH TC',
  'JS TS TH TD',
];

/** A whole layout listed pile-1 … pile-15 (a pile not given is empty). */
export const pileonLayout = (...piles: string[]): Record<string, string> =>
  Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`pile-${i + 1}`, piles[i] ?? '']));

/** Example 5: 9S 9H does not fit onto pile-13 in one move, 9H there then 9S onto pile-14 does. */
export const PILEON_EXAMPLE_5 = pileonLayout(...PILEON_FIRST_TEN, 'JC JD', 'KC 9S 9H', 'KD QS 9D', 'KH QH 9C', 'KS');
/** Example 6: lost although 9H onto pile-13 is legal by the move rules. */
export const PILEON_EXAMPLE_6 = pileonLayout(...PILEON_FIRST_TEN, 'JD JC', 'KC 9S 9H', 'KD 9D 9C', 'KH QS', 'QH KS');
/** Example 7: a uniform pile counts as 1, so 9S 9H can make progress. */
export const PILEON_EXAMPLE_7 = pileonLayout(...PILEON_FIRST_TEN, 'KC JC JD', '9S 9H', 'KD QS 9D', 'KH QH 9C', 'KS');

/** Pileon deal 1 after one move (9H to pile-14): winnable, but PILEON_LOSING_MOVE, 4♥ to the empty pile 15, loses it. */
export const PILEON_ONE_MOVE_IN = {
  'pile-1': 'JS TD TS',
  'pile-2': 'AD KC 2C 3D',
  'pile-3': 'KH 8D 8S 4H',
  'pile-4': '8H 3H 6D AS',
  'pile-5': '5D 6S KS 8C',
  'pile-6': '2H 7C JC 6C',
  'pile-7': '3C 9C 2S JD',
  'pile-8': '5C QS 2D TH',
  'pile-9': '7D AC 9S 5H',
  'pile-10': '4D TC 5S JH',
  'pile-11': '4S 7H QH QC',
  'pile-12': '3S 9D KD 6H',
  'pile-13': '4C QD AH 7S',
  'pile-14': '9H',
  'pile-15': '',
};
export const PILEON_LOSING_MOVE = { from: 'pile-3', to: 'pile-15' } as const;

// sameStart, the one check both the host and the table's reducer make of two records: the same game,
// rule set (none given is the game's first), deal or start position; the moves do not matter.
import { describe, expect, it } from 'vitest';
import { type GameRecord, rulesOf } from '../../src/engine';
import { sameStart } from '../../src/engine/record';

const bakers = (variant?: string, deal = 5): GameRecord => ({ game: 'bakers-game', ...(variant ? { variant } : {}), deal, moves: [] });

describe('sameStart', () => {
  it("a record without a rule set starts as one with the game's first rule set, whatever the moves", () => {
    const first = rulesOf('bakers-game').variants[0];
    expect(sameStart(bakers(), { ...bakers(first), moves: [{ from: 'tableau-1', to: 'freecell-1' }] })).toBe(true);
  });

  it('another rule set, deal or game is another start', () => {
    const [first, second] = rulesOf('bakers-game').variants;
    expect(sameStart(bakers(first), bakers(second))).toBe(false);
    expect(sameStart(bakers(first, 5), bakers(first, 6))).toBe(false);
    expect(sameStart(bakers(undefined, 5), { game: 'cruel', deal: 5, moves: [] })).toBe(false);
  });
});

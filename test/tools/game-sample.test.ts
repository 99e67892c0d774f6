// The games the real-VS-Code suites' costly walks take (test/support/game-sample.cjs): every game in one share of each
// run, every game in a sample within a few runs, every game everywhere with PATIENCE_GAME_SAMPLE=all.
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine';
import { rotation, sampleOf, sharesOf } from '../support/game-sample.cjs';

const GAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('the game sample of the real-VS-Code suites', () => {
  it('deals every game into exactly one share, and turns the shares from one rotation to the next', () => {
    for (const parts of [2, 3])
      for (const turn of [0, 1, 2, 20_429]) {
        const shares = sharesOf(GAMES, parts, turn);
        expect(shares).toHaveLength(parts);
        expect(shares.flat().sort()).toEqual(GAMES);
      }
    expect(sharesOf(GAMES, 2, 0)[0]).toEqual(['a', 'c', 'e', 'g']);
    expect(sharesOf(GAMES, 2, 1)[0]).toEqual(['b', 'd', 'f', 'h']);
  });

  it('samples different games from one rotation to the next, and every game within games ÷ count rotations', () => {
    expect(sampleOf(GAMES, 3, 0)).toEqual(['a', 'b', 'c']);
    expect(sampleOf(GAMES, 3, 1)).toEqual(['d', 'e', 'f']);
    expect(sampleOf(GAMES, 3, 2)).toEqual(['g', 'h', 'a']);
    for (const count of [1, 2, 3]) {
      const seen = new Set(Array.from({ length: Math.ceil(GAMES.length / count) }, (_, turn) => sampleOf(GAMES, count, turn)).flat());
      expect([...seen].sort()).toEqual(GAMES);
    }
    expect(sampleOf(GAME_IDS, 2, 7)).toHaveLength(Math.min(2, GAME_IDS.length));
  });

  it('takes every game in every walk when asked (all), a given rotation, or the UTC day', () => {
    expect(rotation({ PATIENCE_GAME_SAMPLE: 'all' })).toBe('all');
    expect(sampleOf(GAMES, 2, 'all')).toEqual(GAMES);
    expect(sharesOf(GAMES, 3, 'all')).toEqual([GAMES, GAMES, GAMES]);
    expect(rotation({ PATIENCE_GAME_SAMPLE: '17' })).toBe(17);
    expect(rotation({})).toBe(Math.floor(Date.now() / 86_400_000));
    expect(() => rotation({ PATIENCE_GAME_SAMPLE: 'some' })).toThrow(/PATIENCE_GAME_SAMPLE/);
  });
});

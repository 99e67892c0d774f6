// A game known before its file is loaded (src/engine/games/lazy-game.ts), as the Node host's bundles hold every game:
// its facts read without loading it, and once loaded, every field the real descriptor's, its rules playing as the real.
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameDescriptor, type GameRules, gameOf, newGame } from '../../../src/engine';
import { GAME_WORDS } from '../../../src/engine/game-id';
import { LIGHT_FIELDS, LIGHT_RULES, factsOf, lazyGame } from '../../../src/engine/games/lazy-game';

/** A stand-in for `game` as a bundle holds it (its facts copied as data, as the build writes them), and its loads. */
function standIn(game: GameDescriptor) {
  const loads: string[] = [];
  const facts = structuredClone(factsOf(game));
  const stand = lazyGame(facts, GAME_WORDS[game.id], () => (loads.push(game.id), game));
  return { stand, loads };
}

describe.each(GAME_IDS)('%s before and after its file is loaded', (id) => {
  const real = gameOf(id);

  it("names it, gives its settings key, budgets and flags, and its rules' title, rule sets and maximum score, without loading it", () => {
    const { stand, loads } = standIn(real);
    for (const key of LIGHT_FIELDS) expect(stand[key], key).toEqual(real[key]);
    expect(stand.names).toBe(GAME_WORDS[id]);
    for (const key of LIGHT_RULES) expect(stand.rules[key], key).toEqual(real.rules[key]);
    expect(loads).toEqual([]);
  });

  it('loads it once, on the first reading of anything else, and then holds every field as the real one does', () => {
    const { stand, loads } = standIn(real);
    expect(stand.blurb).toBe(real.blurb);
    expect(loads).toEqual([id]);
    for (const key of Object.keys(real) as (keyof GameDescriptor)[]) if (key !== 'rules') expect(stand[key], key).toEqual(real[key]);
    expect(Object.keys(stand).sort()).toEqual(Object.keys(real).sort());
    expect(loads).toEqual([id]);
  });

  it('plays as the real rules: the same deal, moves and verdicts, its own methods reading its other fields', () => {
    const { stand, loads } = standIn(real);
    const rules: GameRules = stand.rules;
    for (const variant of real.rules.variants) {
      const dealt = rules.deal(7, variant);
      expect(dealt).toEqual(newGame(id, 7, variant));
      expect([rules.score(dealt), rules.isWon(dealt), rules.isLost?.(dealt)]).toEqual([
        real.rules.score(dealt),
        real.rules.isWon(dealt),
        real.rules.isLost?.(dealt),
      ]);
      for (let pile = 0; pile < rules.piles.length; pile++) {
        expect(rules.liftable(dealt, pile)).toBe(real.rules.liftable(dealt, pile));
        expect(rules.doubleClick(dealt, pile)).toEqual(real.rules.doubleClick(dealt, pile));
      }
    }
    for (const key of Object.keys(real.rules) as (keyof GameRules)[]) expect(rules[key], key).toEqual(real.rules[key]);
    for (const key of Object.keys(real.rules) as (keyof GameRules)[])
      if (typeof real.rules[key] === 'function') expect(rules[key], key).toBe(real.rules[key]);
    expect(Object.keys(rules).sort()).toEqual(Object.keys(real.rules).sort());
    expect(loads).toEqual([id]);
  });
});

// A game known before its file is loaded. The Node host's bundles do not carry the games (esbuild.mjs, games-apart):
// for each game they hold what the build read of it (its facts: names, settings key, budgets, flags, and of its rules
// the title, rule sets and maximum score) and load the rest (the rules' code, the picker's line) from dist/game-<id>.js
// the first time it is read. Loaded, the stand-in takes the real values as its own: the engine then reads it as fast
// as the real descriptor, and nothing tells them apart.
import type { GameWords } from '../game-id';
import type { GameRules } from '../types';
import type { GameDescriptor } from './descriptor';

/** The descriptor's fields a bundle holds for every game: small, and what activation and the palette read. */
export const LIGHT_FIELDS = [
  'id',
  'solver',
  'variantSetting',
  'aliases',
  'daily',
  'dealSearchMs',
  'hidesCards',
  'frozenPiles',
] as const satisfies readonly (keyof GameDescriptor)[];

/** The rules' fields a bundle holds for every game: the statistics' scopes and scores, the settings' rule sets. */
export const LIGHT_RULES = ['id', 'title', 'variants', 'maxScore'] as const satisfies readonly (keyof GameRules)[];

/** What a bundle holds of one game without loading it (plain data, written into the bundle by the build). */
export interface GameFacts {
  readonly light: Partial<GameDescriptor>;
  readonly rules: Partial<GameRules>;
  /** The descriptor's other fields and the rules' (read from its file): each then reads as on the real one. */
  readonly later: readonly string[];
  readonly rulesLater: readonly string[];
}

const pick = <T extends object>(from: T, keys: readonly (keyof T)[]): Partial<T> =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Partial<T>;

const NOT_LATER: readonly string[] = [...LIGHT_FIELDS, 'names', 'rules'];

/** The facts of `game` a bundle holds (read at build time, from the real descriptor). */
export const factsOf = (game: GameDescriptor): GameFacts => ({
  light: pick(game, LIGHT_FIELDS),
  rules: pick(game.rules, LIGHT_RULES),
  later: Object.keys(game).filter((key) => !NOT_LATER.includes(key)),
  rulesLater: Object.keys(game.rules).filter((key) => !(LIGHT_RULES as readonly string[]).includes(key)),
});

/**
 * An object with `known`'s values, whose `later` fields load the real object once, on first reading of any of them,
 * and then hold its values as plain fields (a method called on it finds the others there as on the real one).
 */
function lazyObject<T extends object>(known: Partial<T>, later: readonly string[], load: () => T): T {
  const stand: Record<string, unknown> = { ...known };
  const take = (): void => {
    const real = load() as Record<string, unknown>;
    for (const key of later) Object.defineProperty(stand, key, { value: real[key], enumerable: true, writable: false });
  };
  for (const key of later)
    Object.defineProperty(stand, key, {
      get() {
        take();
        return stand[key];
      },
      enumerable: true,
      configurable: true,
    });
  return stand as T;
}

/** The descriptor of a game from its facts and words; `load` gives the real one (its file, required on first use). */
export function lazyGame(facts: GameFacts, names: GameWords, load: () => GameDescriptor): GameDescriptor {
  const rules = lazyObject<GameRules>(facts.rules, facts.rulesLater, () => load().rules);
  return lazyObject<GameDescriptor>({ ...facts.light, names, rules }, facts.later, load);
}

// The games' and rule sets' names in each language, for the pages' string tables: light (no rules), so the
// pages that name games without playing them (the statistics sidebar) carry only these.
import { GAME_IDS, GAME_TITLES, type GameId, type Language, type Words } from '../game-id';

/** How the table names each rule set after the game's name ("kings only"); the default of a game with one ("standard") has none. */
export const VARIANT_NAMES: Readonly<Record<string, Words>> = {
  kings: { en: 'kings only', ru: 'только короли' },
  any: { en: 'any card on an empty column', ru: 'любая карта в пустой столбец' },
  safe: { en: 'safe autoplay', ru: 'безопасная автоигра' },
  off: { en: 'autoplay off', ru: 'без автоигры' },
  all: { en: 'autoplay for all cards', ru: 'автоигра всех карт' },
};

/** Every game's name in `lang`, by id (the page's string tables). */
export const gameNamesIn = (lang: Language): Record<GameId, string> =>
  Object.fromEntries(GAME_IDS.map((game) => [game, GAME_TITLES[game][lang]])) as Record<GameId, string>;

/** Every rule set's name in `lang` (undefined for one without: "standard"). */
export const variantNamesIn = (lang: Language): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(VARIANT_NAMES).map(([variant, words]) => [variant, words[lang]]));

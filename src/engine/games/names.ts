// Every game's name and rule-set names in each language, by id: light (no rules), so the pages that name
// games without playing them (the statistics sidebar) carry only these. The descriptors take theirs from here.
import { GAME_IDS, type GameId } from '../game-id';
import type { Language, Words } from './descriptor';

export const GAME_TITLES: Readonly<Record<GameId, Words>> = {
  'spider-three-decks': { en: 'Spider Three Decks', ru: 'Паук с тремя колодами' },
  cruel: { en: 'Cruel', ru: 'Жестокость' },
  maze: { en: 'Maze', ru: 'Подземелье' },
  'bakers-game': { en: "Baker's Game", ru: 'Игра пекаря' },
  pileon: { en: 'Pileon', ru: 'Склад' },
  freecell: { en: 'FreeCell', ru: 'Свободная ячейка' },
};

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

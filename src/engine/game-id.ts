// The games: each one's id and its names (its own, its rule sets') in every language the extension speaks, the one list of games.
// Every other list of games (the registry, the rules pages) is typed over these ids, so a game missing
// from one of them does not compile. Light (no rules): the pages that only name games carry just this.

/** The languages the extension speaks. */
export type Language = 'en' | 'ru';
export const LANGUAGES: readonly Language[] = ['en', 'ru'];

/** The language a display language ("en", "ru", "ru-ru", "zh-cn", VS Code's) gets: Russian for "ru" and "ru-…", English otherwise. */
export const languageOf = (displayLanguage: string): Language => (/^ru(-|$)/i.test(displayLanguage) ? 'ru' : 'en');

/** One text in every language the extension speaks. */
export type Words = Readonly<Record<Language, string>>;

/** What a game is called: its name in each language, and for a game with several rule sets (rules.variants), each one's name. */
export interface GameWords extends Words {
  /** How the table names each rule set after the game's name ("kings only"), in each language: every variant of the rules, none for a game with one. */
  readonly variants?: Readonly<Record<Language, Readonly<Record<string, string>>>>;
}

/** Each game's words, by id, in the games' order: the one place a game's name and its rule sets' names are written. */
const WORDS = {
  'spider-three-decks': { en: 'Spider Three Decks', ru: 'Паук с тремя колодами' },
  cruel: { en: 'Cruel', ru: 'Жестокость' },
  maze: { en: 'Maze', ru: 'Подземелье' },
  'bakers-game': {
    en: "Baker's Game",
    ru: 'Игра пекаря',
    variants: {
      en: { kings: 'kings only', any: 'any card on an empty column' },
      ru: { kings: 'только короли', any: 'любая карта в пустой столбец' },
    },
  },
  pileon: { en: 'Pileon', ru: 'Склад' },
  // AisleRiot's own Russian name for "Freecell" (its po/ru.po).
  freecell: {
    en: 'FreeCell',
    ru: 'Свободная ячейка',
    variants: {
      en: { safe: 'safe autoplay', off: 'autoplay off', all: 'autoplay for all cards' },
      ru: { safe: 'безопасная автоигра', off: 'без автоигры', all: 'автоигра всех карт' },
    },
  },
  // AisleRiot's own Russian name (its po/ru.po), and its options' words as AisleRiot's help names them.
  klondike: {
    en: 'Klondike',
    ru: 'Косынка',
    variants: {
      en: { single: 'single card deals', three: 'three card deals', 'no-redeals': 'no redeals', unlimited: 'unlimited redeals' },
      ru: {
        single: 'сдавать по одной карте',
        three: 'сдавать по три карты',
        'no-redeals': 'без пересдач',
        unlimited: 'пересдачи без ограничений',
      },
    },
  },
  // «Паук», AisleRiot's name; its options by suits, not AisleRiot's mistranslated «колоды» (decks).
  spider: {
    en: 'Spider',
    ru: 'Паук',
    variants: {
      en: { four: 'four suits', two: 'two suits', one: 'one suit' },
      ru: { four: 'четыре масти', two: 'две масти', one: 'одна масть' },
    },
  },
} satisfies Readonly<Record<string, GameWords>>;

export type GameId = keyof typeof WORDS;

/** The games' words, each read as a game's (WORDS spells them; its keys are the ids). */
export const GAME_WORDS: Readonly<Record<GameId, GameWords>> = WORDS;
export const GAME_IDS = Object.keys(GAME_WORDS) as readonly GameId[];

/** The one check of a game id from outside (a file, a link, a message). */
export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

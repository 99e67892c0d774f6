// The games: each one's id and its name in every language the extension speaks, the one list of games.
// Every other list (the registry, the solvers, the rules pages) is typed over these ids, so a game missing
// from one of them does not compile. Light (no rules): the pages that only name games carry just this.

/** The languages the extension speaks. */
export type Language = 'en' | 'ru';
export const LANGUAGES: readonly Language[] = ['en', 'ru'];

/** The language a display language ("en", "ru", "ru-ru", "zh-cn", VS Code's) gets: Russian for "ru" and "ru-…", English otherwise. */
export const languageOf = (displayLanguage: string): Language => (/^ru(-|$)/i.test(displayLanguage) ? 'ru' : 'en');

/** One text in every language the extension speaks. */
export type Words = Readonly<Record<Language, string>>;

/** Each game's name, by id, in the games' order. */
export const GAME_TITLES = {
  'spider-three-decks': { en: 'Spider Three Decks', ru: 'Паук с тремя колодами' },
  cruel: { en: 'Cruel', ru: 'Жестокость' },
  maze: { en: 'Maze', ru: 'Подземелье' },
  'bakers-game': { en: "Baker's Game", ru: 'Игра пекаря' },
  pileon: { en: 'Pileon', ru: 'Склад' },
  // AisleRiot's own Russian name for "Freecell" (its po/ru.po).
  freecell: { en: 'FreeCell', ru: 'Свободная ячейка' },
} satisfies Readonly<Record<string, Words>>;

export type GameId = keyof typeof GAME_TITLES;
export const GAME_IDS = Object.keys(GAME_TITLES) as readonly GameId[];

/** The one check of a game id from outside (a file, a link, a message). */
export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

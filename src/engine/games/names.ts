// The games' and rule sets' names in each language, for the pages' string tables and the host, read from each game's
// words (game-id.ts GAME_WORDS): light (no rules), so the pages that name games without playing them (the statistics
// sidebar) carry only these.
import { GAME_IDS, GAME_WORDS, type GameId, type Language } from '../game-id';

/** Every game's name in `lang`, by id (the page's string tables). */
export const gameNamesIn = (lang: Language): Record<GameId, string> =>
  Object.fromEntries(GAME_IDS.map((game) => [game, GAME_WORDS[game][lang]])) as Record<GameId, string>;

/** Every game's rule sets' names in `lang`, by game and rule set; none for a game with one rule set ("standard"). */
export const variantNamesIn = (lang: Language): Record<GameId, Readonly<Partial<Record<string, string>>>> =>
  Object.fromEntries(GAME_IDS.map((game) => [game, GAME_WORDS[game].variants?.[lang] ?? {}])) as Record<
    GameId,
    Readonly<Partial<Record<string, string>>>
  >;

// The games' and rule sets' names in each language, for the pages' string tables and the host, read from each game's
// words (game-id.ts GAME_WORDS): light (no rules), so the pages that name games without playing them (the statistics
// sidebar) carry only these.
import { GAME_IDS, GAME_WORDS, type GameId, type Language } from '../game-id';

/** Every game's name in `lang`, by id (the page's string tables). */
export const gameNamesIn = (lang: Language): Record<GameId, string> =>
  Object.fromEntries(GAME_IDS.map((game) => [game, GAME_WORDS[game][lang]])) as Record<GameId, string>;

/**
 * A game's title in `lang` with its rule set's name after it: "Baker's Game (kings only)", "FreeCell (autoplay off)";
 * the name alone for a game with one rule set ("standard") or none given. Every surface that titles a game or a scope
 * of its statistics (the table, the replay, the sidebar, Reset Statistics…) words it here.
 */
export function gameTitleIn(lang: Language, game: GameId, variant: string | undefined): string {
  const words = GAME_WORDS[game];
  const named = variant === undefined ? undefined : words.variants?.[lang][variant];
  return named ? `${words[lang]} (${named})` : words[lang];
}

// The games' ids: the one list of games. Every other list (the registry, the solvers, the rules pages)
// is typed over it, so a game missing from one of them does not compile.
export const GAME_IDS = ['spider-three-decks', 'cruel', 'maze', 'bakers-game', 'pileon', 'freecell'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** The one check of a game id from outside (a file, a link, a message). */
export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

// The tests' unknown game: a name no game will ever take (test/engine/games/registry.test.ts keeps every game's id,
// names and short forms clear of it), so a new game never has to edit a test that shows how an unknown one is refused.
export const NO_SUCH_GAME = {
  /** As an id is written (a link's game=, the CLI's argument, a stored result's game). */
  id: 'no-such-game',
  /** As a player writes a game's name in a deal text. */
  name: 'No Such Game',
} as const;

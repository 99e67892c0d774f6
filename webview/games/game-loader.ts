// The game tab's games, each fetched on first use: the page loads only the rules of the games it shows.
// In the page's bundle (esbuild.mjs, webview target) the engine's registry holds these stand-ins, not the games.
import type { GameId } from '../../src/engine/game-id';
import type { GameDescriptor } from '../../src/engine/games/descriptor';

// One import() over every game's folder: esbuild makes each game a chunk of its own, and a new game needs no
// line here (the registry is the one list of games).
const fetchGame = (game: GameId): Promise<{ game: GameDescriptor }> => import(`../../src/engine/games/${game}/game.ts`);

const loaded = new Map<GameId, GameDescriptor>();
const loading = new Map<GameId, Promise<void>>();

/** Whether `game`'s rules are here (the page may read them at once). */
export const gameLoaded = (game: GameId): boolean => loaded.has(game);

/** Fetches `game`'s rules once; a failed fetch may be tried again. */
export function loadGame(game: GameId): Promise<void> {
  const known = loading.get(game);
  if (known) return known;
  const fetching = fetchGame(game).then(
    (module) => void loaded.set(game, module.game),
    (error: unknown) => {
      loading.delete(game);
      throw error;
    },
  );
  loading.set(game, fetching);
  return fetching;
}

/**
 * The registry's entry for `game` in the page's bundle: reads the loaded descriptor, and says so clearly
 * if something reads a game before the page has loaded it (the door to the host loads it first).
 */
export function loadedGame(game: GameId): GameDescriptor {
  return new Proxy({} as GameDescriptor, {
    get(_, key) {
      const descriptor = loaded.get(game);
      if (!descriptor) throw new Error(`the rules of ${game} are read before they were loaded`);
      return descriptor[key as keyof GameDescriptor];
    },
  });
}

// Random-play fuzzing in the normal test run: 2,000 games per game and rule set, each until it
// ends or reaches 1,000 moves; 1,000 of Maze and Spider Three Decks, whose random games seldom end
// before the cap and whose moves cost most to list (together they were two thirds of the unit run's
// time). `npm run fuzz -- --games 100000` runs the long version.
import { expect, it } from 'vitest';
import { type GameId, rulesOf } from '../../src/engine';
import { nativeBundle } from './native-bundle';
import type * as RandomPlay from './random-play';

export const GAMES_PER_GAME = 2000;
export const MAX_MOVES = 1000;
/** Games per rule set where random games run to the cap and listing moves costs most. */
// FreeCell: random games never end before the cap (any card fills an empty column), and it has three rule sets.
const FEWER_GAMES: Partial<Record<GameId, number>> = { maze: 1000, 'spider-three-decks': 1000, freecell: 200 };

export function fuzzSuite(game: GameId): void {
  const games = FEWER_GAMES[game] ?? GAMES_PER_GAME;
  // The engine bundled as shipped: it plays these games 2.5 to 3 times faster than through vitest's module runner.
  const randomPlay = nativeBundle<typeof RandomPlay>('test/support/random-play.ts');
  for (const variant of rulesOf(game).variants) {
    it(`${game} (${variant}): ${games} random games keep every invariant`, () => {
      const failures: string[] = [];
      for (let i = 1; i <= games && failures.length < 5; i++) {
        // Every game checks legality, undo-free replay and the end state; one in ten also checks
        // invariants, undo/redo and pile actions after every move (they cost ten times more).
        const result = randomPlay.module.playRandomGame(game, i * 7919, variant, i, MAX_MOVES, i % 10 === 0);
        if (result.problems.length) failures.push(`deal ${i * 7919} seed ${i}: ${result.problems.slice(0, 3).join('; ')}`);
      }
      expect(failures).toEqual([]);
    }, 900_000);
  }
}

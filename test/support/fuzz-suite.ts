// Random-play fuzzing in the normal test run: 2,000 games per game and rule set, each until it
// ends or reaches 1,000 moves, or as many as the game's own fuzz file asks (test/engine/fuzz/<id>.test.ts: fewer
// where random games seldom end before the cap and moves cost most to list). `npm run fuzz -- --games 100000` runs the
// long version.
import { expect, it } from 'vitest';
import { type GameId, rulesOf } from '../../src/engine';
import { nativeBundle } from './native-bundle';
import type * as RandomPlay from './random-play';

export const GAMES_PER_GAME = 2000;
export const MAX_MOVES = 1000;

/** `games` random games of each rule set of `game`. */
export function fuzzSuite(game: GameId, games = GAMES_PER_GAME): void {
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

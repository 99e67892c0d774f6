import { describe } from 'vitest';
import { fuzzSuite } from '../../support/fuzz-suite';

// Random games of Spider Three Decks seldom end before the cap, and its moves cost most to list (with Maze's, two thirds
// of the unit run's time at 2,000 each).
describe('random-play fuzzing', () => fuzzSuite('spider-three-decks', 1000));

import { describe } from 'vitest';
import { fuzzSuite } from '../../support/fuzz-suite';

// Random games of Maze seldom end before the cap, and its moves cost most to list (with Spider Three Decks', two thirds
// of the unit run's time at 2,000 each).
describe('random-play fuzzing', () => fuzzSuite('maze', 1000));

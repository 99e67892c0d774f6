import { describe } from 'vitest';
import { fuzzSuite } from '../../support/fuzz-suite';

// Random games of FreeCell never end before the cap (any card fills an empty column), and it has three rule sets.
describe('random-play fuzzing', () => fuzzSuite('freecell', 200));

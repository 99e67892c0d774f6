import { describe } from 'vitest';
import { fuzzSuite } from '../../support/fuzz-suite';

describe('random-play fuzzing', () => fuzzSuite('freecell'));

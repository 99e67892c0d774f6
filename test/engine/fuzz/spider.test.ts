import { describe } from 'vitest';
import { fuzzSuite } from '../../support/fuzz-suite';

// Random games of Spider never end (never lost, seldom won), and it has three rule sets: 150 games of each keep it
// within some 15 s of CPU on a quiet machine (2,000 took minutes). `npm run fuzz` plays thousands.
describe('random-play fuzzing', () => fuzzSuite('spider', 150));

// The game the replay tests step through: Baker's Game #1 ("any" rules) played to a win in 82 moves
// (the e2e tests' record, test/e2e/data/bakers-game-1-any.json).
import { readFileSync } from 'node:fs';
import type { GameRecord } from '../../../src/engine';

// Read from the repository's root (vitest's root): a happy-dom test's import.meta.url is no file URL.
export const WON: GameRecord = JSON.parse(readFileSync('test/e2e/data/bakers-game-1-any.json', 'utf8'));

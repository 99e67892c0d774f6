import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine';
import { solve } from '../../../src/engine/solver';

// Verdicts of cheap deals (each proved or solved in a few thousand positions). The Baker's Game
// verdicts agree with fc-solve's counts over Microsoft deals 1–1000 (see test/bench/solver-bench.ts).
const BAKERS = {
  kings: { solved: [2, 3, 13, 15, 18, 20, 33, 44, 46, 50, 51, 54], unsolvable: [14, 22, 26, 67, 68, 70, 71, 72, 80, 89, 92, 100] },
  any: { solved: [2, 3, 6, 7, 11, 12, 13, 15, 16, 17, 18, 19], unsolvable: [22, 26, 68, 71, 109, 145, 169, 170] },
} as const;

const OTHERS = {
  pileon: { solved: [1, 2, 3, 4, 5, 6], unsolvable: [89, 153] },
  cruel: { solved: [2, 3, 4, 5, 6, 10], unsolvable: [96, 143, 154, 200] },
  maze: { solved: [1, 4, 5, 6, 9, 12], unsolvable: [] },
} as const;

describe("Baker's Game pinned deals", () => {
  for (const [variant, verdicts] of Object.entries(BAKERS)) {
    for (const [verdict, deals] of Object.entries(verdicts)) {
      it(`${variant}: Microsoft deals ${deals.join(', ')} are ${verdict}`, () => {
        for (const deal of deals) expect(solve(newGame('bakers-game', deal, variant)).verdict, `deal ${deal}`).toBe(verdict);
      });
    }
  }
});

describe('Cruel, Maze and Pileon pinned deals', () => {
  for (const [game, verdicts] of Object.entries(OTHERS)) {
    for (const [verdict, deals] of Object.entries(verdicts)) {
      if (deals.length === 0) continue;
      it(`${game}: deals ${deals.join(', ')} are ${verdict}`, () => {
        for (const deal of deals) {
          expect(solve(newGame(game as keyof typeof OTHERS, deal), { maxPositions: 50_000 }).verdict, `deal ${deal}`).toBe(verdict);
        }
      });
    }
  }
});

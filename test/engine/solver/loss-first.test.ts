import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine';
import { createSearch } from '../../../src/engine/solver';
import { LossFirstSearch } from '../../../src/engine/solver/loss-first';
import type { Search } from '../../../src/engine/solver/search';
import type { Budget, SolveResult } from '../../../src/engine/solver/types';

/** A search that answers `result` and notes the budgets it was given. */
function answering(result: SolveResult): Search & { budgets: Budget[] } {
  const budgets: Budget[] = [];
  return { peakBytes: 0, budgets, run: (budget = {}) => (budgets.push(budget), result) };
}

describe('LossFirstSearch: a relaxed game searched first, for its losses only', () => {
  it("takes the relaxed search's loss as the verdict, and never makes the real search", () => {
    let made = 0;
    const search = new LossFirstSearch(answering({ verdict: 'unsolvable', positions: 40, finished: true }), () => {
      made++;
      return answering({ verdict: 'solved', line: [], positions: 1, finished: true });
    });
    expect(search.run({ maxPositions: 1000 })).toEqual({ verdict: 'unsolvable', positions: 40, finished: true });
    expect(made).toBe(0);
  });

  it("never takes the relaxed search's win: the real search answers, with what the relaxed one left of the budget", () => {
    const real = answering({ verdict: 'unsolvable', positions: 7, finished: true });
    const relaxed = answering({ verdict: 'solved', line: [], positions: 30, finished: true });
    const search = new LossFirstSearch(relaxed, () => real);
    expect(search.run({ maxPositions: 100, maxMs: 1000, now: () => 0 })).toMatchObject({ verdict: 'unsolvable', positions: 37 });
    expect(relaxed.budgets[0]).toMatchObject({ maxPositions: 30, maxMs: 300 });
    expect(real.budgets[0]).toMatchObject({ maxPositions: 70, maxMs: 1000 });
    // Resumed: only the real search goes on, with the whole budget of the call.
    search.run({ maxPositions: 100 });
    expect(relaxed.budgets).toHaveLength(1);
    expect(real.budgets[1]).toMatchObject({ maxPositions: 100 });
  });
});

describe('Klondike: a deal lost dealing one card with unlimited redeals is lost under the other rule sets', () => {
  it.each(['three', 'single'])('%s: deal 5037 proved lost within 300,000 positions (its own search alone: unknown)', (variant) => {
    expect(createSearch(newGame('klondike', 5037, 'unlimited'), { knowledge: 'full' }).run({ maxPositions: 300_000 }).verdict).toBe(
      'unsolvable',
    );
    expect(createSearch(newGame('klondike', 5037, variant), { knowledge: 'full' }).run({ maxPositions: 300_000 }).verdict).toBe(
      'unsolvable',
    );
  });
});

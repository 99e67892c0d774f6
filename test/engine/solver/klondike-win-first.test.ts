// Klondike's win-first search (SolveOptions.winFirst, KlondikeModelOptions.winFirst): the winnable-only dealer's, without
// redeals valued and restarted for a quick win; the same verdicts as the verdict search, the daily deal's left as it was.
import { describe, expect, it } from 'vitest';
import { newGame, replay, status } from '../../../src/engine';
import { createSearch, type SolveResult } from '../../../src/engine/solver';
import { perDealDefault } from '../../../src/host/deals/winnable-budget';

const search = (deal: number, variant: string, winFirst: boolean, maxPositions = 200_000) =>
  createSearch(newGame('klondike', deal, variant), { knowledge: 'full', winFirst }).run({ maxPositions });

function wins(deal: number, variant: string, result: SolveResult): boolean {
  const replayed = replay({ game: 'klondike', variant, deal, moves: result.line ?? [] });
  return replayed.ok && status(replayed.value.positions[replayed.value.positions.length - 1]) === 'won';
}

describe('Klondike win-first (no-redeals)', () => {
  // Positions to a win, the verdict search's then the win-first one's (measured): 28,687 → 792, 14,105 → 1,273, 2,016 → 269.
  it.each([
    [20, 5000, 2000],
    [33, 5000, 2000],
    [54, 1000, 500],
  ])(
    'wins deal %i in a few positions where the verdict search needs thousands; the line replays to a win',
    (deal, verdictAbove, winFirstBelow) => {
      const verdict = search(deal, 'no-redeals', false);
      const winFirst = search(deal, 'no-redeals', true);
      expect([verdict.verdict, winFirst.verdict]).toEqual(['solved', 'solved']);
      expect(verdict.positions).toBeGreaterThan(verdictAbove);
      expect(winFirst.positions).toBeLessThan(winFirstBelow);
      expect(wins(deal, 'no-redeals', winFirst)).toBe(true);
    },
  );

  it.each([13, 49, 58])('proves deal %i lost as the verdict search does (its last try has no limit and runs out)', (deal) => {
    expect(search(deal, 'no-redeals', true).verdict).toBe('unsolvable');
    expect(search(deal, 'no-redeals', false).verdict).toBe('unsolvable');
  });

  it('leaves the other rule sets to the verdict search: the same positions with or without winFirst', () => {
    for (const variant of ['single', 'three', 'unlimited']) {
      const verdict = search(20, variant, false, 20_000);
      const winFirst = search(20, variant, true, 20_000);
      expect([winFirst.verdict, winFirst.positions], variant).toEqual([verdict.verdict, verdict.positions]);
    }
  });
});

describe("the dealer's budget per rule set (winnable-budget.ts)", () => {
  it("gives Klondike's no-redeals deals 10 ms each, its other rule sets 100 ms, the default rule set's when none is named", () => {
    expect(perDealDefault('klondike', 'no-redeals')).toBe(10);
    for (const variant of ['single', 'three', 'unlimited', undefined]) expect(perDealDefault('klondike', variant)).toBe(100);
    expect(perDealDefault('freecell', 'safe')).toBe(30);
  });

  it('refuses a rule set the game does not have', () => {
    expect(() => perDealDefault('klondike', 'five')).toThrow(/no deal search budget for klondike under five/);
  });
});

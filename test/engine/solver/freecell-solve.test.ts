// FreeCell's solver (freecell.md, statistics and solver notes): verdicts on Microsoft deals, lines that replay under each autoplay option.
import { describe, expect, it } from 'vitest';
import { newGame, replay, status } from '../../../src/engine';
import { solve } from '../../../src/engine/solver';

function wins(variant: string, deal: number, line: NonNullable<ReturnType<typeof solve>['line']>): boolean {
  const replayed = replay({ game: 'freecell', variant, deal, moves: line });
  return replayed.ok && status(replayed.value.positions[replayed.value.positions.length - 1]) === 'won';
}

describe('FreeCell solver', () => {
  it.each(['safe', 'off', 'all'])('solves Microsoft deals 1–8 under autoplay %s, each line replaying to a win', (variant) => {
    for (let deal = 1; deal <= 8; deal++) {
      const result = solve(newGame('freecell', deal, variant), { knowledge: 'full', maxPositions: 400_000 });
      expect(result.verdict, `deal ${deal}`).toBe('solved');
      expect(wins(variant, deal, result.line!), `deal ${deal}`).toBe(true);
    }
  });

  it('proves Microsoft deal 11982 lost, the one of 1–32000 with no win (fc-solve agrees)', () => {
    expect(solve(newGame('freecell', 11982), { knowledge: 'full', maxPositions: 2_000_000 }).verdict).toBe('unsolvable');
  });
});

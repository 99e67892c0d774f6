// FreeCell's tries (SearchModel.tries, solver/freecell-family/move-order.ts): depth-first tries that start over in other orders, resumable, the last without limit.
import { describe, expect, it } from 'vitest';
import { newGame, replay, status } from '../../../src/engine';
import { createSearch, type SolveResult } from '../../../src/engine/solver';
import { DepthFirstSearch } from '../../../src/engine/solver/depth-first';
import { familyModel } from '../../../src/engine/solver/freecell-family/games';
import { FREECELL_TRIES } from '../../../src/engine/solver/freecell-family/move-order';

function wins(game: 'freecell' | 'bakers-game', variant: string, deal: number, result: SolveResult): boolean {
  const replayed = replay({ game, variant, deal, moves: result.line ?? [] });
  return replayed.ok && status(replayed.value.positions[replayed.value.positions.length - 1]) === 'won';
}

describe('FreeCell tries', () => {
  it('wins a deal the first try does not (Microsoft 1618): the line after several restarts replays to a win', () => {
    const result = createSearch(newGame('freecell', 1618, 'safe'), { knowledge: 'full' }).run();
    expect(result.verdict).toBe('solved');
    // More positions than the first try's quota: the win came from a later try, after restarts.
    expect(result.positions).toBeGreaterThan(FREECELL_TRIES[0]);
    expect(wins('freecell', 'safe', 1618, result)).toBe(true);
  });

  it('wins Microsoft 31465, the slowest of 1-32000, in its 345,600 try: 453,944 positions (1,176,641 with the doubling to 614,400)', () => {
    const result = createSearch(newGame('freecell', 31465, 'safe'), { knowledge: 'full' }).run();
    expect(result.verdict).toBe('solved');
    expect(result.positions).toBe(453_944);
    expect(wins('freecell', 'safe', 31465, result)).toBe(true);
  });

  it('resumes across slices of 37 positions with the same answer and positions as one run', () => {
    const whole = createSearch(newGame('freecell', 24, 'safe'), { knowledge: 'full' }).run();
    const search = createSearch(newGame('freecell', 24, 'safe'), { knowledge: 'full' });
    let result = search.run({ maxPositions: 37 });
    let slices = 1;
    while (result.verdict === 'unknown' && !result.finished) {
      result = search.run({ maxPositions: 37 });
      slices++;
    }
    expect(slices).toBeGreaterThan(10);
    // The win comes after two restarts at least, so the slices cross them.
    expect(whole.positions).toBeGreaterThan(FREECELL_TRIES[0] + FREECELL_TRIES[1]);
    expect(result.verdict).toBe('solved');
    expect(result.positions).toBe(whole.positions);
    expect(result.line).toEqual(whole.line);
    expect(wins('freecell', 'safe', 24, result)).toBe(true);
  });

  it('stops within its time: a clock that moves 1 ms a look leaves the search unknown and unfinished', () => {
    let ms = 0;
    const result = createSearch(newGame('freecell', 887, 'safe'), { knowledge: 'full' }).run({ maxMs: 20, now: () => ms++ });
    expect(result.verdict).toBe('unknown');
    expect(result.finished).toBe(false);
    expect(ms).toBeLessThan(200);
  });

  it('never enters a position to avoid, across its restarts (a hint of record avoids the game so far)', () => {
    const start = newGame('freecell', 1618, 'safe');
    const first = createSearch(start, { knowledge: 'full' }).run();
    const along = replay({ game: 'freecell', variant: 'safe', deal: 1618, moves: first.line ?? [] });
    if (!along.ok) throw new Error('the first line does not replay');
    const avoid = along.value.positions[5];
    const other = createSearch(start, { knowledge: 'full', avoid: [avoid] }).run();
    expect(other.verdict).toBe('solved');
    const replayed = replay({ game: 'freecell', variant: 'safe', deal: 1618, moves: other.line ?? [] });
    if (!replayed.ok) throw new Error('the second line does not replay');
    const same = (a: typeof avoid, b: typeof avoid) => JSON.stringify(a.piles) === JSON.stringify(b.piles);
    expect(replayed.value.positions.some((p) => same(p, avoid))).toBe(false);
    expect(wins('freecell', 'safe', 1618, other)).toBe(true);
  });
});

describe('depth-first restart', () => {
  it("starts over from the first position, forgetting what it saw: the same order finds the same line (Baker's Game 3)", () => {
    const position = newGame('bakers-game', 3, 'kings');
    const fresh = new DepthFirstSearch(familyModel(position)).run();
    const search = new DepthFirstSearch(familyModel(position));
    const partial = search.run({ maxPositions: 25 });
    expect(partial.verdict).toBe('unknown');
    search.restart();
    const again = search.run();
    expect(again.verdict).toBe(fresh.verdict);
    expect(again.line).toEqual(fresh.line);
    // Positions keep counting over the restart.
    expect(again.positions).toBe(partial.positions + fresh.positions - 1);
  });
});

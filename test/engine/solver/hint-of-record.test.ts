// The hint as a function of the game so far (hint-of-record.ts): a player who plays it again and again
// never comes back to a position and wins; a win that must go back is still found; lines carry no loops.
import { describe, expect, it } from 'vitest';
import { type GameId, type Position, legalMoves, newGame, parseStart, status } from '../../../src/engine';
import { hintOfRecord, withoutLoops } from '../../../src/engine/solver/hint-of-record';
import { applied } from './support';

/** Positions a hint may search, so the answers do not depend on the machine. */
const budget = { maxMs: 600_000, now: () => performance.now(), maxPositions: 30_000 };

/** Plays the hints from `start` until the game is over; the positions it passed. */
function followHints(start: Position, most = 400): Position[] {
  const history = [start];
  while (status(history[history.length - 1]) === 'playing' && history.length <= most) {
    const { move } = hintOfRecord(history, budget);
    if (!move) break;
    history.push(applied(history[history.length - 1], move));
  }
  return history;
}

describe('a player who only presses Hint', () => {
  // Deals a fresh search from each position used to lead back and forth (issue 25: Pileon 29 of 30 looped).
  const deals: [GameId, number][] = [
    ['pileon', 1],
    ['pileon', 2],
    ['pileon', 3],
    ['bakers-game', 2],
    ['bakers-game', 3],
    ['maze', 1],
    ['cruel', 2],
  ];
  it.each(deals)('%s deal %i: wins, never coming back to a position', (game, deal) => {
    const history = followHints(newGame(game, deal));
    const keys = history.map((position) => JSON.stringify(position));
    expect(new Set(keys).size, 'positions repeated').toBe(keys.length);
    expect(status(history[history.length - 1])).toBe('won');
  });
});

describe('the hint of a game so far', () => {
  const run = (suit: string, to: number) => [...'A23456789TJQK'.slice(0, to)].map((rank) => rank + suit).join(' ');
  /** Cruel one move from a win: the king of spades goes home from tableau 7. */
  const cruelOneMove = (): Position => {
    const parsed = parseStart('cruel', 'standard', {
      'foundation-1': run('C', 13),
      'foundation-2': run('D', 13),
      'foundation-3': run('H', 13),
      'foundation-4': run('S', 12),
      'tableau-7': 'KS',
      justDealt: true,
    });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };

  it('when every win passes a position of the game so far, the hint still leads to one (not "lost")', () => {
    const position = cruelOneMove();
    const won = applied(position, { from: 'tableau-7', to: 'foundation-4' });
    // A game so far that has been through the only winning position: the search that avoids it finds nothing.
    const answer = hintOfRecord([won, position], budget);
    expect(answer.verdict).toBe('solved');
    expect(answer.move).toEqual({ from: 'tableau-7', to: 'foundation-4' });
  });

  it('a proved line never comes back to a position it passed: a loop is cut out', () => {
    // A Maze move and the move straight back (its moves are reversible).
    const position = newGame('maze', 1);
    const loops = legalMoves(position).flatMap((there) => {
      const after = applied(position, there);
      return legalMoves(after)
        .filter((back) => JSON.stringify(applied(after, back)) === JSON.stringify(position))
        .map((back) => [there, back]);
    });
    expect(loops.length, 'a move straight back').toBeGreaterThan(0);
    const [there, back] = loops[0];
    const other = legalMoves(position).find((move) => move !== there)!;
    expect(withoutLoops(position, [there, back, other])).toEqual([other]);
    expect(withoutLoops(position, [there])).toEqual([there]);
  });
});

// The hint as a function of the game so far (hint-of-record.ts): a player who plays it again and again
// never comes back to a position and wins; a win that must go back is still found; lines carry no loops.
import { describe, expect, it } from 'vitest';
import { type GameId, type Move, type Position, finishLine, legalMoves, newGame, parseStart, status } from '../../../src/engine';
import { type ShownLine, hintOfRecord, lineFollowed, withoutLoops } from '../../../src/engine/solver/hint-of-record';
import { withoutShuttles } from '../../../src/engine/solver/without-shuttles';
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

describe('a hint line never sends a run back and forth', () => {
  const run = (suit: string, to: number) => [...'A23456789TJQK'.slice(0, to)].map((rank) => rank + suit).join(' ');
  /** FreeCell without automatic play near its end: J♥ on Q♠, Q♣ on K♦, the other kings and Q♥ about. */
  const freecell = (tableau: Record<string, string>): Position => {
    const parsed = parseStart('freecell', 'off', {
      'foundation-1': run('C', 11),
      'foundation-2': run('D', 12),
      'foundation-3': run('H', 10),
      'foundation-4': run('S', 11),
      ...tableau,
    });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };
  const playOut = (position: Position, line: readonly Move[]) => line.reduce(applied, position);

  it("FreeCell's J♥ onto Q♣ and straight back onto Q♠: the pair goes, the rest of the line is kept", () => {
    const position = freecell({ 'tableau-1': 'KH QS JH', 'tableau-2': 'KD QC', 'tableau-3': 'KC', 'tableau-4': 'QH', 'tableau-5': 'KS' });
    const home = finishLine(position)!;
    const there: Move = { from: 'tableau-1', to: 'tableau-2' };
    const back: Move = { from: 'tableau-2', to: 'tableau-1' };
    expect(status(playOut(position, [there, back, ...home]))).toBe('won');
    expect(withoutShuttles(position, [there, back, ...home])).toEqual(home);
  });

  it('a detour that only carried the run along (J♥ rode on Q♣ to the empty column) becomes the one move that mattered', () => {
    const position = freecell({ 'tableau-1': 'KH QS JH', 'tableau-2': 'KD QC', 'tableau-4': 'KC', 'tableau-5': 'QH', 'tableau-6': 'KS' });
    const detour: Move[] = [
      { from: 'tableau-1', to: 'tableau-2' },
      { from: 'tableau-2', to: 'tableau-3', count: 2 },
      { from: 'tableau-3', to: 'tableau-1' },
    ];
    const after = playOut(position, detour);
    const home = finishLine(after)!;
    expect(withoutShuttles(position, [...detour, ...home])).toEqual([{ from: 'tableau-2', to: 'tableau-3' }, ...home]);
  });

  it('a line without a way back, or one that does not win, comes back as it was', () => {
    const position = freecell({ 'tableau-1': 'KH QS JH', 'tableau-2': 'KD QC', 'tableau-3': 'KC', 'tableau-4': 'QH', 'tableau-5': 'KS' });
    expect(withoutShuttles(position, finishLine(position)!)).toEqual(finishLine(position));
    const unfinished: Move[] = [
      { from: 'tableau-1', to: 'tableau-2' },
      { from: 'tableau-2', to: 'tableau-1' },
    ];
    expect(withoutShuttles(position, unfinished)).toEqual(unfinished);
  });

  it('a hint keeps to the line it showed while the player follows it; a move off it, or an undo, is searched afresh', () => {
    const start = newGame('freecell', 1);
    const first = hintOfRecord([start], budget);
    const shown: ShownLine = { from: start, line: first.line! };
    const next = applied(start, first.move!);
    expect(lineFollowed(shown, [start])).toEqual(first.line);
    expect(lineFollowed(shown, [start, next])).toEqual(first.line!.slice(1));
    // Answered from the line, with no search at all.
    expect(hintOfRecord([start, next], { ...budget, maxPositions: 0 }, lineFollowed(shown, [start, next]))).toMatchObject({
      verdict: 'solved',
      move: first.line![1],
      positions: 0,
    });
    const other = legalMoves(start).find((m) => JSON.stringify(m) !== JSON.stringify(first.move))!;
    expect(lineFollowed(shown, [start, applied(start, other)])).toBeUndefined();
    expect(lineFollowed(null, [start])).toBeUndefined();
  });

  it('FreeCell deals 1-3 played by hints alone, as the page keeps its lines: won, and no card goes straight back where it came from', () => {
    for (const deal of [1, 2, 3]) {
      const history = [newGame('freecell', deal)];
      let shown: ShownLine | null = null;
      const moves: Move[] = [];
      while (status(history[history.length - 1]) === 'playing' && history.length < 400) {
        const answer = hintOfRecord(history, budget, lineFollowed(shown, history));
        shown = answer.line ? { from: history[history.length - 1], line: answer.line } : null;
        moves.push(answer.move!);
        history.push(applied(history[history.length - 1], answer.move!));
      }
      expect(status(history[history.length - 1]), `deal ${deal}`).toBe('won');
      // Each line shown was cut of its removable detours already: cutting again finds none.
      expect(withoutShuttles(history[0], moves), `deal ${deal}`).toEqual(moves);
    }
  });
});

// homeRun: the finish by foundation moves only that Finish offers ("everything can go home").
import { describe, expect, it } from 'vitest';
import {
  type Position,
  applyMove,
  homeRun,
  isAction,
  legalMoves,
  newGame,
  pileIndex,
  rulesOf,
  sendsOnlyHome,
  status,
} from '../../src/engine';
import { build } from './support/positions';

const ranks = 'A23456789TJQK';
/** from…to of one suit, bottom → top, highest first: the ace ends on top. */
const down = (suit: string, from = 13, to = 1): string =>
  Array.from({ length: from - to + 1 }, (_, i) => ranks[from - i - 1] + suit).join(' ');

function playOut(position: Position, line: readonly ReturnType<typeof legalMoves>[number][]): Position {
  const rules = rulesOf(position.game);
  let now = position;
  for (const move of line) {
    expect(isAction(move) ? 'action' : rules.piles[pileIndex(rules, move.to)].kind).toBe('foundation');
    const next = applyMove(now, move);
    if (!next.ok) throw new Error(next.error);
    now = next.value;
  }
  return now;
}

describe('homeRun', () => {
  it("Baker's Game with every suit in order down its own column goes home, every move to a foundation", () => {
    const position = build('bakers-game', {
      'tableau-1': down('C'),
      'tableau-2': down('D'),
      'tableau-3': down('H'),
      'tableau-4': down('S'),
    });
    const line = homeRun(position);
    expect(line).not.toBeNull();
    expect(status(playOut(position, line!))).toBe('won');
  });

  it("in any order the cards become free: Baker's Game with the aces in free cells and the runs split over columns", () => {
    const position = build('bakers-game', {
      'freecell-1': 'AC',
      'freecell-2': 'AD',
      'freecell-3': 'AH',
      'freecell-4': 'AS',
      'tableau-1': down('C', 13, 7),
      'tableau-2': down('C', 6, 2),
      'tableau-3': down('D', 13, 2),
      'tableau-4': down('H', 13, 8),
      'tableau-5': down('H', 7, 2),
      'tableau-6': down('S', 13, 2),
    });
    expect(status(playOut(position, homeRun(position)!))).toBe('won');
  });

  it('null when a card home needs another move first (a two above its own ace), though the game is winnable', () => {
    const position = build('bakers-game', {
      'tableau-1': `${down('C', 13, 3)} AC 2C`,
      'tableau-2': down('D'),
      'tableau-3': down('H'),
      'tableau-4': down('S'),
    });
    expect(legalMoves(position).length).toBeGreaterThan(0);
    expect(homeRun(position)).toBeNull();
  });

  it('Cruel one card from the win: that one move', () => {
    const position = build('cruel', {
      'foundation-1': down('C').split(' ').reverse().join(' '),
      'foundation-2': down('D').split(' ').reverse().join(' '),
      'foundation-3': down('H').split(' ').reverse().join(' '),
      'foundation-4': down('S', 12).split(' ').reverse().join(' '),
      'tableau-7': 'KS',
    });
    expect(homeRun(position)).toEqual([{ from: 'tableau-7', to: 'foundation-4' }]);
  });

  it('null for games without foundations (Maze, Pileon), and for a fresh deal that cannot simply go home', () => {
    expect(homeRun(newGame('maze', 1))).toBeNull();
    expect(homeRun(newGame('pileon', 1))).toBeNull();
    expect(homeRun(newGame('bakers-game', 1))).toBeNull();
  });
});

describe('sendsOnlyHome (a Finish that does only this is not assistance)', () => {
  it('a home run sends only home; a line with a move between piles or an action does not', () => {
    const position = build('bakers-game', {
      'tableau-1': down('C'),
      'tableau-2': down('D'),
      'tableau-3': down('H'),
      'tableau-4': down('S'),
    });
    expect(sendsOnlyHome(position, homeRun(position)!)).toBe(true);
    expect(
      sendsOnlyHome(position, [
        { from: 'tableau-1', to: 'foundation-1' },
        { from: 'tableau-2', to: 'tableau-5' },
      ]),
    ).toBe(false);
    expect(sendsOnlyHome(newGame('spider-three-decks', 1), [{ action: 'deal' }])).toBe(false);
    expect(sendsOnlyHome(newGame('pileon', 1), [{ from: 'pile-1', to: 'pile-2' }])).toBe(false);
    expect(sendsOnlyHome(newGame('maze', 1), [{ from: 'cell-1', to: 'cell-2' }])).toBe(false);
  });
});

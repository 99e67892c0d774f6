// Finish, the end-game auto-complete: offered only when every card is face up and the rest is moves home
// (finishLine), and the host's check that moves marked as Finish's were one (movesAssisted).
import { describe, expect, it } from 'vitest';
import {
  type Move,
  type Position,
  applyMove,
  finishLine,
  isAction,
  legalMoves,
  movesAssisted,
  newGame,
  pileIndex,
  replay,
  rulesOf,
  sendsOnlyHome,
  status,
  toStart,
  turnDown,
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

describe('finishLine', () => {
  it("Baker's Game with every suit in order down its own column goes home, every move to a foundation", () => {
    const position = build('bakers-game', {
      'tableau-1': down('C'),
      'tableau-2': down('D'),
      'tableau-3': down('H'),
      'tableau-4': down('S'),
    });
    const line = finishLine(position);
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
    expect(status(playOut(position, finishLine(position)!))).toBe('won');
  });

  it('null when a card home needs another move first (a two above its own ace), though the game is winnable', () => {
    const position = build('bakers-game', {
      'tableau-1': `${down('C', 13, 3)} AC 2C`,
      'tableau-2': down('D'),
      'tableau-3': down('H'),
      'tableau-4': down('S'),
    });
    expect(legalMoves(position).length).toBeGreaterThan(0);
    expect(finishLine(position)).toBeNull();
  });

  it('Cruel one card from the win: that one move', () => {
    const position = build('cruel', {
      'foundation-1': down('C').split(' ').reverse().join(' '),
      'foundation-2': down('D').split(' ').reverse().join(' '),
      'foundation-3': down('H').split(' ').reverse().join(' '),
      'foundation-4': down('S', 12).split(' ').reverse().join(' '),
      'tableau-7': 'KS',
    });
    expect(finishLine(position)).toEqual([{ from: 'tableau-7', to: 'foundation-4' }]);
  });

  it('null for games without foundations (Maze, Pileon), and for a fresh deal that cannot simply go home', () => {
    expect(finishLine(newGame('maze', 1))).toBeNull();
    expect(finishLine(newGame('pileon', 1))).toBeNull();
    expect(finishLine(newGame('bakers-game', 1))).toBeNull();
  });
});

describe('finishLine: every card face up, nothing left but moves home', () => {
  it('Spider Three Decks with one run home and eleven finished on the tableau: each goes home, a run at a time', () => {
    const suits = 'CCDDDHHHSSS';
    const open = build('spider-three-decks', {
      'foundation-1': down('C'),
      ...Object.fromEntries([...suits].map((suit, i) => [`tableau-${i + 2}`, down(suit)])),
    });
    const line = finishLine(open)!;
    expect(line).toHaveLength(11);
    expect(line.every((m) => !isAction(m) && m.count === 13)).toBe(true);
    expect(status(playOut(open, line))).toBe('won');
  });

  it('no Finish while any card is face down, even one that could go home (a hand-made Cruel table: its cards are never hidden)', () => {
    const position = build('cruel', {
      'foundation-1': down('C', 12).split(' ').reverse().join(' '),
      'foundation-2': down('D').split(' ').reverse().join(' '),
      'foundation-3': down('H').split(' ').reverse().join(' '),
      'foundation-4': down('S').split(' ').reverse().join(' '),
      'tableau-7': 'KC',
    });
    expect(finishLine(position)).toHaveLength(1);
    const tableau = pileIndex(rulesOf('cruel'), 'tableau-7');
    const hidden: Position = { ...position, piles: position.piles.map((pile, i) => (i === tableau ? pile.map(turnDown) : pile)) };
    expect(finishLine(hidden)).toBeNull();
  });
});

describe('movesAssisted: the host tells a Finish from a solver line by the engine, not by the page', () => {
  const up = (suit: string, to: number) => down(suit, to).split(' ').reverse().join(' ');
  /** Cruel near its end: the kings and the spades' queen left, the queen on a pile of her own. */
  const nearly = build('cruel', {
    'foundation-1': up('C', 12),
    'foundation-2': up('D', 12),
    'foundation-3': up('H', 12),
    'foundation-4': up('S', 11),
    'tableau-1': 'KC',
    'tableau-2': 'KD',
    'tableau-3': 'KH',
    'tableau-4': 'KS',
    'tableau-5': 'QS',
  });
  const replayed = (moves: readonly Move[], helped?: unknown) => {
    const done = replay({ game: 'cruel', start: toStart(nearly), moves, ...(helped ? { helped } : {}) });
    if (!done.ok) throw new Error(done.error);
    return done.value;
  };
  /** The player's own move between piles: the queen onto her king. */
  const onto: Move = { from: 'tableau-5', to: 'tableau-4' };

  it("the player's own move, then Finish's from the position it left: the win is not assisted", () => {
    const after = applyMove(nearly, onto);
    if (!after.ok) throw new Error(after.error);
    const finish = finishLine(after.value)!;
    expect(finish).toHaveLength(5);
    const { record, positions } = replayed([onto, ...finish], [{ by: 'finish', from: 1, count: 5 }]);
    expect(status(positions.at(-1)!)).toBe('won');
    expect(movesAssisted(record, positions)).toBe(false);
  });

  it("a move between piles marked as Finish's, Finish's moves from a position that offers none, or any Show Me How move: help", () => {
    const claimed = replayed([onto], [{ by: 'finish', from: 0, count: 1 }]);
    expect(movesAssisted(claimed.record, claimed.positions)).toBe(true);
    const shown = replayed([onto], [{ by: 'showMe', from: 0, count: 1 }]);
    expect(movesAssisted(shown.record, shown.positions)).toBe(true);
    const own = replayed([onto]);
    expect(movesAssisted(own.record, own.positions)).toBe(false);
    // Baker's Game with a two on its ace: the two parked by "Finish" is a choice, not a move home.
    const bakers = build('bakers-game', {
      'tableau-1': `${down('C', 13, 3)} AC 2C`,
      'tableau-2': down('D'),
      'tableau-3': down('H'),
      'tableau-4': down('S'),
    });
    const park = replay({
      game: 'bakers-game',
      start: toStart(bakers),
      moves: [{ from: 'tableau-1', to: 'freecell-1' }],
      helped: [{ by: 'finish', from: 0, count: 1 }],
    });
    expect(park.ok && movesAssisted(park.value.record, park.value.positions)).toBe(true);
  });
});

describe('sendsOnlyHome', () => {
  it('a home run sends only home; a line with a move between piles or an action does not', () => {
    const position = build('bakers-game', {
      'tableau-1': down('C'),
      'tableau-2': down('D'),
      'tableau-3': down('H'),
      'tableau-4': down('S'),
    });
    expect(sendsOnlyHome(position, finishLine(position)!)).toBe(true);
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

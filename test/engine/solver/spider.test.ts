import { describe, expect, it } from 'vitest';
import { formatCard, isFaceDown, legalMoves, newGame, parseStart, type Position, rankOf, standardDeck, turnDown } from '../../../src/engine';
import { solve } from '../../../src/engine/solver';
import { modelMoves, moveText } from './support';

function spider(piles: Record<string, string>): Position {
  const parsed = parseStart('spider-three-decks', 'standard', piles);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const run = (suit: string) => 'KQJT98765432A'.split('').map((rank) => rank + suit).join(' ');
const SUITS = ['C', 'C', 'C', 'D', 'D', 'D', 'H', 'H', 'H', 'S', 'S', 'S'];

describe('Spider Three Decks', () => {
  it.each([['full'], ['visible']] as const)('one move from a win in the tableau (%s knowledge): solved with that move', (knowledge) => {
    const piles: Record<string, string> = {};
    SUITS.forEach((suit, i) => { piles[`tableau-${i + 1}`] = run(suit); });
    piles['tableau-11'] += ' AS';
    piles['tableau-12'] = piles['tableau-12'].replace(/ AS$/, '');
    const result = solve(spider(piles), { knowledge });
    expect(result.verdict).toBe('solved');
    expect(result.line).toEqual([{ from: 'tableau-11', to: 'tableau-12' }]);
  });

  // Every pile shows a five over face-down cards and the stock is empty: nothing can ever move.
  const fives = (() => {
    const deck = standardDeck(3);
    const tops = deck.filter((card) => rankOf(card) === 5);
    const hidden = deck.filter((card) => rankOf(card) !== 5);
    const piles: Record<string, string> = {};
    tops.forEach((top, i) => {
      piles[`tableau-${i + 1}`] = [...hidden.slice(12 * i, 12 * i + 12).map((card) => formatCard(turnDown(card))), formatCard(top)].join(' ');
    });
    return spider(piles);
  })();

  it.each([['full'], ['visible']] as const)('a position where no card can ever move is unsolvable (%s knowledge)', (knowledge) => {
    expect(solve(fives, { knowledge })).toEqual({ verdict: 'unsolvable', positions: 1, finished: true });
  });

  it('visible knowledge never reads a face-down card: swapping hidden cards changes nothing', () => {
    for (const deal of [1, 2, 3]) {
      const position = newGame('spider-three-decks', deal);
      const hidden = position.piles.flatMap((pile) => pile.filter(isFaceDown));
      const reversed = hidden.slice().reverse();
      let k = 0;
      const swapped = { ...position, piles: position.piles.map((pile) => pile.map((card) => (isFaceDown(card) ? reversed[k++] : card))) };
      const a = solve(position, { knowledge: 'visible', maxPositions: 3000 });
      const b = solve(swapped, { knowledge: 'visible', maxPositions: 3000 });
      expect(b).toEqual(a);
      expect(a).toMatchObject({ verdict: 'unknown', finished: true });
      expect(legalMoves(position).map(moveText)).toContain(moveText(a.hint!));
    }
  });

  it('visible knowledge lists only legal moves of the real position', () => {
    for (const deal of [4, 5, 6]) {
      const position = newGame('spider-three-decks', deal);
      const legal = legalMoves(position).map(moveText);
      for (const move of modelMoves(position, 'visible')) expect(legal).toContain(moveText(move));
    }
  });
});

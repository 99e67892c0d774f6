import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCard,
  isFaceDown,
  legalMoves,
  type Move,
  newGame,
  parseStart,
  type Position,
  rankOf,
  replay,
  standardDeck,
  status,
  turnDown,
} from '../../../src/engine';
import { createSearch, solve } from '../../../src/engine/solver';
import { applied, modelMoves, moveText, randomWalk, seeded } from './support';

function spider(piles: Record<string, string>): Position {
  const parsed = parseStart('spider-three-decks', 'standard', piles);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const run = (suit: string) =>
  'KQJT98765432A'
    .split('')
    .map((rank) => rank + suit)
    .join(' ');
const SUITS = ['C', 'C', 'C', 'D', 'D', 'D', 'H', 'H', 'H', 'S', 'S', 'S'];

/**
 * Every pile shows a card of rank `top` over face-down cards; the stock holds the twelve cards of
 * each rank in `dealt`, dealt in that order (the stock's last card is dealt first).
 */
const stuck = (top: number, ...dealt: number[]) => {
  const deck = standardDeck(3);
  const tops = deck.filter((card) => rankOf(card) === top);
  const stock = dealt
    .slice()
    .reverse()
    .flatMap((rank) => deck.filter((card) => rankOf(card) === rank));
  const hidden = deck.filter((card) => rankOf(card) !== top && !dealt.includes(rankOf(card)));
  const piles: Record<string, string> = { stock: stock.map((card) => formatCard(turnDown(card))).join(' ') };
  const size = hidden.length / 12;
  tops.forEach((card, i) => {
    piles[`tableau-${i + 1}`] = [
      ...hidden.slice(size * i, size * i + size).map((down) => formatCard(turnDown(down))),
      formatCard(card),
    ].join(' ');
  });
  return spider(piles);
};

describe('Spider Three Decks', () => {
  it.each([['full'], ['visible']] as const)('one move from a win in the tableau (%s knowledge): solved with that move', (knowledge) => {
    const piles: Record<string, string> = {};
    SUITS.forEach((suit, i) => {
      piles[`tableau-${i + 1}`] = run(suit);
    });
    piles['tableau-11'] += ' AS';
    piles['tableau-12'] = piles['tableau-12'].replace(/ AS$/, '');
    const result = solve(spider(piles), { knowledge });
    expect(result.verdict).toBe('solved');
    expect(result.line).toEqual([{ from: 'tableau-11', to: 'tableau-12' }]);
  });

  // Every pile shows a five over face-down cards and the stock is empty: nothing can ever move.
  const fives = stuck(5);

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

/** Whether `line` played from `position` with the engine ends in a won game. */
function wins(position: Position, line: readonly Move[]): boolean {
  let at = position;
  for (const move of line) at = applied(at, move);
  return status(at) === 'won';
}

describe('Spider Three Decks with full knowledge: the staged search', () => {
  /** Deals it wins within 100 000 positions (about 25 000 each): no clock, so the same on any machine. */
  const PINNED = [4, 8, 17, 20];

  it(`deals ${PINNED.join(', ')} are solved, and each line replays to a won game`, () => {
    for (const deal of PINNED) {
      const result = solve(newGame('spider-three-decks', deal), { knowledge: 'full', maxPositions: 100_000 });
      expect(result.verdict, `deal ${deal}`).toBe('solved');
      const replayed = replay({ game: 'spider-three-decks', deal, moves: result.line });
      expect(replayed.ok && status(replayed.value.positions[replayed.value.positions.length - 1]), `deal ${deal}`).toBe('won');
    }
  });

  it('searched in slices, it gives what one call gives', () => {
    const position = newGame('spider-three-decks', PINNED[0]);
    const whole = createSearch(position, { knowledge: 'full' }).run({ maxPositions: 100_000 });
    const search = createSearch(position, { knowledge: 'full' });
    let sliced = search.run({ maxPositions: 1500 });
    while (sliced.verdict === 'unknown' && !sliced.finished && sliced.positions < 100_000) sliced = search.run({ maxPositions: 1500 });
    expect(sliced).toEqual(whole);
  });

  it('every line it returns, from positions part way through random games, replays to a win', () => {
    let solved = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 12 }), (deal, steps) => {
        const position = randomWalk(newGame('spider-three-decks', deal), steps, seeded(deal));
        const result = solve(position, { knowledge: 'full', maxPositions: 60_000 });
        expect(result.verdict).not.toBe('unsolvable');
        if (result.verdict === 'solved') {
          solved++;
          expect(wins(position, result.line!)).toBe(true);
        }
      }),
      { seed: 14, numRuns: 12 },
    );
    expect(solved).toBeGreaterThan(0);
  });

  it('one move from a win: the last run goes home', () => {
    const piles: Record<string, string> = {};
    SUITS.forEach((suit, i) => {
      piles[i < 11 ? `foundation-${i + 1}` : 'tableau-5'] = run(suit);
    });
    const result = solve(spider(piles), { knowledge: 'full' });
    expect(result).toMatchObject({ verdict: 'solved', line: [{ from: 'tableau-5', to: 'foundation-12', count: 13 }] });
  });

  it('one deal from a win: the twelve aces complete every pile', () => {
    const piles: Record<string, string> = {};
    SUITS.forEach((suit, i) => {
      piles[`tableau-${i + 1}`] = run(suit).replace(/ A.$/, '');
    });
    piles.stock = SUITS.map((suit) => `[A${suit}]`)
      .reverse()
      .join(' ');
    const position = spider(piles);
    const result = solve(position, { knowledge: 'full' });
    expect(result).toMatchObject({ verdict: 'solved', line: [{ action: 'deal' }] });
    expect(wins(position, result.line!)).toBe(true);
  });

  it('a position lost after its last deal is proved unsolvable (by the exact pass)', () => {
    // Sixes on top; the deal covers each with a five; then no card can move and the stock is empty.
    expect(solve(stuck(6, 5), { knowledge: 'full' })).toMatchObject({ verdict: 'unsolvable', finished: true });
  });

  it('a position lost two deals before the end is proved unsolvable (by the exact pass)', () => {
    // Sevens on top; the first deal covers each with a six, the second each six with a five: no
    // card ever has a free card one higher to go to, nor an empty pile.
    const position = stuck(7, 6, 5);
    expect(position.piles[0].length).toBe(24);
    expect(solve(position, { knowledge: 'full' })).toMatchObject({ verdict: 'unsolvable', finished: true });
  });

  it('stops at its memory bound with unknown, for good', () => {
    const result = solve(newGame('spider-three-decks', 1), { knowledge: 'full', maxStored: 500 });
    expect(result).toMatchObject({ verdict: 'unknown', finished: true });
    expect(result.positions).toBeLessThan(5000);
  });

  it('stops at a memory bound in bytes with unknown, for good, never holding more', () => {
    const maxBytes = 4 * 2 ** 20;
    const search = createSearch(newGame('spider-three-decks', 6195), { knowledge: 'full', maxBytes });
    expect(search.run()).toMatchObject({ verdict: 'unknown', finished: true });
    expect(search.peakBytes).toBeGreaterThan(0);
    expect(search.peakBytes).toBeLessThanOrEqual(maxBytes);
  });
});

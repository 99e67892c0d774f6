// Spider's (two decks') hint from what the player sees: samples of the face-down cards and the stock, each solved with full
// knowledge. A player who follows the hints wins one-suit deals without a repeated position; the hint never peeks.
import { describe, expect, it } from 'vitest';
import { type Move, type Position, isFaceDown, kindOf, legalMoves, newGame, parseStart, rulesOf } from '../../../src/engine';
import { MersenneTwister } from '../../../src/engine/random';
import { solverOf } from '../../../src/engine/solver/by-game';
import { sampleSpider, spiderSeenKey } from '../../../src/engine/solver/spider-seen';
import { applied, followHints, hintText, moveText, reshuffleHidden, seeded, ticking } from './support';

const spiderHint = (history: readonly Position[]): Move | undefined => solverOf('spider').hintPlanner!.move(history, ticking(20));
const VARIANTS = ['four', 'two', 'one'];
/** The rule set whose hints are sampled (solver/spider.ts): one suit. */
const SAMPLED = 'one';

function spiderGame(deal: number, steps: number, random: () => number): Position[] {
  const history = [newGame('spider', deal, SAMPLED)];
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(history[history.length - 1]);
    if (moves.length === 0) break;
    history.push(applied(history[history.length - 1], moves[Math.floor(random() * moves.length)]));
  }
  return history;
}

describe('spider-sampled-planner: Spider hints from what the player sees', () => {
  // The look-ahead planner alone came back to a position on deal 2 (after 71 moves at ticking(20); at ticking(12), the
  // budget here, it went round 72 positions to the 600-move cap).
  it('a player who follows the hints wins one-suit deal 2, never repeating a position', () => {
    for (const deal of [2]) {
      const { end, history } = followHints(newGame('spider', deal, 'one'), 12);
      const keys = history.map((position) => JSON.stringify(position));
      expect(new Set(keys).size, `deal ${deal}: a position came back`).toBe(keys.length);
      expect(end, `deal ${deal}`).toBe('won');
    }
  }, 300_000);

  it('answers a legal move that leads nowhere the game has been, or none when every move does', () => {
    const random = seeded(11);
    for (let deal = 1; deal <= 12; deal++) {
      const history = spiderGame(deal, 10 + deal * 5, random);
      const position = history[history.length - 1];
      const seen = new Set(history.map(spiderSeenKey));
      const fresh = legalMoves(position).filter((m) => !seen.has(spiderSeenKey(applied(position, m))));
      const move = spiderHint(history);
      if (fresh.length === 0) expect(move, `deal ${deal}`).toBeUndefined();
      else expect(fresh.map(moveText), `deal ${deal}`).toContain(moveText(move!));
    }
  }, 60_000);

  it('gives the same move whatever the face-down cards and the stock hold (it never peeks)', () => {
    const random = seeded(4242);
    let answered = 0;
    for (let deal = 40; deal < 49; deal++) {
      const history = spiderGame(deal, 5 + (deal % 9) * 6, random);
      const move = hintText(spiderHint(history));
      if (move !== 'none') answered++;
      for (let shuffle = 0; shuffle < 2; shuffle++) {
        const other = reshuffleHidden(history, random);
        expect(other[other.length - 1]).not.toEqual(history[history.length - 1]);
        expect(hintText(spiderHint(other)), `deal ${deal}`).toBe(move);
      }
    }
    // Random play comes back to its positions often; most positions still have a move that leads elsewhere.
    expect(answered).toBeGreaterThan(4);
  }, 60_000);

  it('samples agree with the view: the same face-up cards, counts and stock, and the rule set’s cards in all', () => {
    const random = seeded(5);
    const twister = new MersenneTwister(17);
    for (let deal = 1; deal <= 9; deal++) {
      const position = spiderGame(deal, 20 + deal * 4, random).at(-1)!;
      const kinds = (cards: readonly number[]): number[] => cards.map(kindOf).sort((a, b) => a - b);
      for (let i = 0; i < 3; i++) {
        const sample = sampleSpider(position, twister);
        expect(spiderSeenKey(sample)).toBe(spiderSeenKey(position));
        expect(kinds(sample.piles.flat())).toEqual(kinds(rulesOf('spider').deck(position.variant)));
        expect(sample.piles[0].every(isFaceDown)).toBe(true);
      }
    }
  });

  it('tells positions of a game apart by what the player sees', () => {
    const random = seeded(8);
    for (const variant of VARIANTS) {
      const seen = new Map<string, Position>();
      let position = newGame('spider', 31, variant);
      for (let i = 0; i < 300; i++) {
        const other = seen.get(spiderSeenKey(position));
        // Equal views: equal positions, up to which copy of a card lies where.
        if (other) expect(other.piles.map((pile) => pile.map(kindOf))).toEqual(position.piles.map((pile) => pile.map(kindOf)));
        seen.set(spiderSeenKey(position), position);
        const moves = legalMoves(position);
        if (moves.length === 0) break;
        position = applied(position, moves[Math.floor(random() * moves.length)]);
      }
    }
  });

  it('fills an empty column rather than answer a deal the stock refuses', () => {
    // No sample can be won (the table holds a few cards of the 104), so the look-ahead chooses: it must fill the column.
    const parsed = parseStart('spider', 'one', {
      stock: '[3S] [3S] [4S] [4S] [5S] [5S] [6S] [6S] [8S] [8S]',
      'tableau-1': '9S 7S',
      ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`tableau-${i + 2}`, 'KS'])),
    });
    if (!parsed.ok) throw new Error(parsed.error);
    expect(legalMoves(parsed.value).some((move) => 'action' in move)).toBe(false);
    const move = spiderHint([parsed.value])!;
    expect(legalMoves(parsed.value).map(moveText)).toContain(moveText(move));
    expect('to' in move && move.to).toBe('tableau-10');
  });
});

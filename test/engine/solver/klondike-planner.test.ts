// Klondike's hint from what the player sees: a player who only presses Hint never comes back to a position and comes to
// an end (a win, or no hint); the hint reads the page alone; the waste is never turned over after a pass that changed nothing.
import { describe, expect, it } from 'vitest';
import { type Move, type Position, FACE_DOWN, legalMoves, newGame, positionsEqual, status } from '../../../src/engine';
import { klondikePlannerMove } from '../../../src/engine/solver/klondike-planner';
import { seenKey, seenPiles } from '../../../src/engine/solver/klondike-seen';
import { applied, followHints, moveText, randomWalk, seeded, ticking } from './support';

describe('klondike-planner: hints from what the player sees', () => {
  for (const variant of ['single', 'three', 'no-redeals', 'unlimited']) {
    it(`a player who follows the hints (${variant}) never repeats a position and comes to an end`, () => {
      for (const deal of [7001, 7002]) {
        const { end, history } = followHints(newGame('klondike', deal, variant), 8);
        const keys = history.map((position) => JSON.stringify(position));
        expect(new Set(keys).size, `deal ${deal}: a position came back`).toBe(keys.length);
        if (end === 'won') expect(status(history[history.length - 1])).toBe('won');
      }
    }, 120_000);
  }

  it('tells positions apart by what the page shows as well as by their cards', () => {
    const random = seeded(3);
    for (const variant of ['single', 'three']) {
      const seen = new Map<string, Position>();
      let position = newGame('klondike', 11, variant);
      for (let i = 0; i < 400; i++) {
        const other = seen.get(seenKey(position));
        if (other) expect(positionsEqual(other, position)).toBe(true);
        seen.set(seenKey(position), position);
        position = randomWalk(position, 1, random);
      }
    }
  });

  it('reads no card the page hides: the stock, the waste under its shown cards, the face-down cards', () => {
    const random = seeded(9);
    for (const variant of ['single', 'three']) {
      const history = [randomWalk(newGame('klondike', 21, variant), 60, random)];
      const position = history[0];
      const hidden = seenPiles(position).flatMap((pile, p) =>
        pile.flatMap((card, i) => (card === -1 ? [position.piles[p][i] & ~FACE_DOWN] : [])),
      );
      // Every hidden card swapped for another hidden one: the page looks the same, so the hint must be the same.
      const swapped = new Map(hidden.map((card, i) => [card, hidden[(i + 5) % hidden.length]]));
      const other: Position = {
        ...position,
        piles: position.piles.map((pile, p) =>
          pile.map((card, i) => (seenPiles(position)[p][i] === -1 ? swapped.get(card & ~FACE_DOWN)! | (card & FACE_DOWN) : card)),
        ),
      };
      expect(seenKey(other)).toBe(seenKey(position));
      expect(klondikePlannerMove([other], ticking(30))).toEqual(klondikePlannerMove(history, ticking(30)));
    }
  });

  it('never turns the waste over after a pass through the stock that changed nothing', () => {
    // Deal 7001 dealing three: nothing on the waste ever fits (the bench's hints went round it to 2,000 moves).
    let position = newGame('klondike', 7001, 'three');
    const history = [position];
    while (position.piles[0].length > 0) {
      position = applied(position, { action: 'deal' });
      history.push(position);
    }
    const turnOver: Move = { action: 'deal' };
    expect(legalMoves(position).map(moveText)).toContain(moveText(turnOver));
    expect(klondikePlannerMove(history, ticking(30))).toBeUndefined();
    // The same table without the pass in the record (nothing says it was seen): the waste is turned over.
    expect(klondikePlannerMove([position], ticking(30))).toEqual(turnOver);
  });
});

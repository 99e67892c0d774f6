import { describe, expect, it } from 'vitest';
// The compact Spider model's own properties. That it lists and plays exactly the engine's moves, and
// leaves out only equivalent ones, is checked with the other models in model-moves.test.ts.
import { legalMoves, newGame, positionsEqual, type Position, replay, status } from '../../../src/engine';
import { BestFirstSearch } from '../../../src/engine/solver/best-first';
import { SpiderModel } from '../../../src/engine/solver/spider-model';
import { applied, randomWalk, seeded } from './support';

const keyOf = (model: SpiderModel): string => {
  const key = new Uint32Array(model.keyWords);
  model.key(key);
  return key.join(',');
};

const modelKey = (position: Position): string => keyOf(new SpiderModel(position));

const search = (position: Position, maxPositions: number) => new BestFirstSearch(new SpiderModel(position)).run({ maxPositions });

/** Cheap deals the compact model solves within 60 000 positions (about 30 000 each). */
const PINNED = [6, 7, 9];

/**
 * Random walks of random length from several deals, and every fifth position along winning lines,
 * where long runs, empty piles, runs home and an empty stock abound.
 */
const samples = (() => {
  let cached: Position[] | undefined;
  return () => {
    if (cached) return cached;
    const random = seeded(31337);
    const out: Position[] = [];
    for (let i = 0; i < 40; i++) out.push(randomWalk(newGame('spider-three-decks', 1 + Math.floor(random() * 100_000)), Math.floor(random() * 60), random));
    for (const deal of PINNED.slice(0, 2)) {
      let position = newGame('spider-three-decks', deal);
      (search(position, 60_000).line ?? []).forEach((move, i) => {
        if (i % 5 === 0) out.push(position);
        position = applied(position, move);
      });
    }
    return (cached = out);
  };
})();

describe('Spider Three Decks compact model', () => {
  it('the key forgets pile order and deck copies only: equal keys, equal positions up to both', () => {
    // Every card becomes its copy from the next deck, and the tableau piles come in reverse order.
    const nextCopy = (card: number) => (((card & 0xff) + 52) % 156) | (card & 0x100);
    for (const position of samples().slice(0, 20)) {
      const piles = position.piles.map((pile) => pile.map(nextCopy));
      const swapped = { ...position, piles: [...piles.slice(0, 13), ...piles.slice(13).reverse()] };
      expect(modelKey(swapped)).toBe(modelKey(position));
      expect(modelKey(applied(position, legalMoves(position)[0]))).not.toBe(modelKey(position));
    }
  });

  it('a snapshot brings back the same position, totals included', () => {
    const random = seeded(7);
    for (const position of samples().slice(0, 20)) {
      const model = new SpiderModel(position);
      const snapshot = model.snapshot();
      const value = model.evaluate();
      const buffer = new Int32Array(4096);
      for (let step = 0; step < 10; step++) {
        const count = model.moves(buffer, 0);
        if (count === 0) break;
        model.play(buffer[Math.floor(random() * count)]);
      }
      model.restore(snapshot);
      expect(positionsEqual(model.toPosition(), position)).toBe(true);
      expect(model.evaluate()).toBe(value);
    }
  });

  it(`deals ${PINNED.join(', ')} are solved, and each line replays to a won game`, () => {
    for (const deal of PINNED) {
      const result = search(newGame('spider-three-decks', deal), 60_000);
      expect(result.verdict, `deal ${deal}`).toBe('solved');
      const replayed = replay({ game: 'spider-three-decks', deal, moves: result.line });
      expect(replayed.ok && status(replayed.value.positions[replayed.value.positions.length - 1]), `deal ${deal}`).toBe('won');
    }
  });
});

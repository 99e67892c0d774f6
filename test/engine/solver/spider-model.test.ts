import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, type Move, newGame, positionsEqual, type Position, replay, status } from '../../../src/engine';
import { BestFirstSearch } from '../../../src/engine/solver/best-first';
import { SpiderModel } from '../../../src/engine/solver/spider-model';
import { moveText, randomWalk, seeded } from './support';

const keyOf = (model: SpiderModel): string => {
  const key = new Uint32Array(model.keyWords);
  model.key(key);
  return key.join(',');
};

const modelKey = (position: Position): string => keyOf(new SpiderModel(position));

function applied(position: Position, move: Move): Position {
  const next = applyMove(position, move);
  if (!next.ok) throw new Error(next.error);
  return next.value;
}

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
  it('lists only moves legalMoves lists, plays them as applyMove does, and undo restores the position', () => {
    for (const position of samples()) {
      expect(SpiderModel.fits(position)).toBe(true);
      const legal = new Set(legalMoves(position).map(moveText));
      const model = new SpiderModel(position);
      const before = keyOf(model);
      const buffer = new Int32Array(4096);
      const count = model.moves(buffer, 0);
      for (let i = 0; i < count; i++) {
        const move = model.toMove(buffer[i]);
        expect(legal.has(moveText(move)), moveText(move)).toBe(true);
        const expected = applied(position, move);
        model.play(buffer[i]);
        expect(positionsEqual(model.toPosition(), expected)).toBe(true);
        expect(model.isWon()).toBe(status(expected) === 'won');
        expect(keyOf(model)).toBe(modelKey(expected));
        model.undo();
        expect(keyOf(model)).toBe(before);
        expect(positionsEqual(model.toPosition(), position)).toBe(true);
      }
    }
  });

  it('leaves out only moves that lead where a listed move (or no move) leads, unless it says it pruned', () => {
    for (const position of samples()) {
      const model = new SpiderModel(position);
      const buffer = new Int32Array(4096);
      const listed = Array.from(buffer.subarray(0, model.moves(buffer, 0)), (move) => model.toMove(move));
      const listedText = new Set(listed.map(moveText));
      const reachable = new Set([modelKey(position)]);
      for (const move of listed) reachable.add(modelKey(applied(position, move)));
      const unmatched = legalMoves(position).filter((move) => !listedText.has(moveText(move)) && !reachable.has(modelKey(applied(position, move))));
      expect(unmatched.length === 0 || model.pruned, unmatched.map(moveText).join(' ')).toBe(true);
    }
  });

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

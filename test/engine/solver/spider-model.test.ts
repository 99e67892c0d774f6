import { describe, expect, it } from 'vitest';
// The compact Spider model's own properties. That it lists and plays exactly the engine's moves, and
// leaves out only equivalent ones, is checked with the other models in model-moves.test.ts.
import { FACE_DOWN, isFaceDown, kindOf, legalMoves, newGame, positionsEqual, type Position } from '../../../src/engine';
import { solve } from '../../../src/engine/solver';
import { type SpiderBoardShape, THREE_DECKS, TWO_DECKS } from '../../../src/engine/solver/spider-board';
import { SpiderModel } from '../../../src/engine/solver/spider-model';
import { applied, randomWalk, seeded } from './support';

const keyOf = (model: SpiderModel): string => {
  const key = new Uint32Array(model.keyWords);
  model.key(key);
  return key.join(',');
};

/** Both Spiders of the family: the shape of their piles, their rule sets, and deals the staged search wins within 100 000 positions. */
const GAMES: readonly {
  game: 'spider-three-decks' | 'spider';
  shape: SpiderBoardShape;
  variants: (string | undefined)[];
  cheap: number[];
}[] = [
  { game: 'spider-three-decks', shape: THREE_DECKS, variants: [undefined], cheap: [4, 8] },
  { game: 'spider', shape: TWO_DECKS, variants: ['four', 'two', 'one'], cheap: [1, 2, 3] },
];

describe.each(GAMES)('$game compact model', ({ game, shape, variants, cheap }) => {
  const modelKey = (position: Position, fingerprint = false): string => keyOf(new SpiderModel(position, shape, fingerprint));
  const firstCol = 1 + shape.foundations;

  /**
   * Random walks of random length from several deals, and every fifth position along winning lines,
   * where long runs, empty piles, runs home and an empty stock abound.
   */
  let cached: Position[] | undefined;
  const samples = (): Position[] => {
    if (cached) return cached;
    const random = seeded(31337);
    const out: Position[] = [];
    for (let i = 0; i < 40; i++) {
      const start = newGame(game, 1 + Math.floor(random() * 100_000), variants[i % variants.length]);
      out.push(randomWalk(start, Math.floor(random() * 60), random));
    }
    for (const [d, deal] of cheap.entries()) {
      let position = newGame(game, deal, variants[d % variants.length]);
      (solve(position, { knowledge: 'full', maxPositions: 100_000 }).line ?? []).forEach((move, i) => {
        if (i % 5 === 0) out.push(position);
        position = applied(position, move);
      });
    }
    return (cached = out);
  };

  /** Every card becomes another copy of itself: the next of its three (Spider Three Decks) or of up to eight (Spider's nine-bit cards). */
  const copyRange = game === 'spider' ? 8 * 52 : 3 * 52;
  const nextCopy = (card: number): number => (((card & ~FACE_DOWN) + 52) % copyRange) | (card & FACE_DOWN);

  /** Every card becomes another copy, and the tableau piles come in reverse order. */
  function copiesAndPilesSwapped(position: Position): Position {
    const piles = position.piles.map((pile) => pile.map(nextCopy));
    return { ...position, piles: [...piles.slice(0, firstCol), ...piles.slice(firstCol).reverse()] };
  }

  const copiesSwapped = (position: Position): Position => ({ ...position, piles: position.piles.map((pile) => pile.map(nextCopy)) });

  it('the exact key forgets deck copies, and pile order once the stock is empty (the deals give each pile its own cards)', () => {
    const withStock = samples().filter((position) => position.piles[0].length > 0);
    const emptyStock = samples().filter((position) => position.piles[0].length === 0);
    expect(withStock.length).toBeGreaterThan(10);
    expect(emptyStock.length).toBeGreaterThan(3);
    for (const position of samples()) {
      expect(modelKey(copiesSwapped(position))).toBe(modelKey(position));
      expect(modelKey(applied(position, legalMoves(position)[0]))).not.toBe(modelKey(position));
    }
    for (const position of emptyStock) expect(modelKey(copiesAndPilesSwapped(position))).toBe(modelKey(position));
    // Reversed piles differ unless the tableau reads the same both ways, which no sample does.
    for (const position of withStock) expect(modelKey(copiesAndPilesSwapped(position))).not.toBe(modelKey(position));
  });

  it('the fingerprint forgets deck copies and pile order, and tells apart positions one move apart', () => {
    // The stock's size and the tableau as a multiset of piles of card kinds, face up or down.
    const layout = (position: Position) =>
      `${position.piles[0].length}|${position.piles
        .slice(firstCol)
        .map((pile) => pile.map((card) => `${kindOf(card)}${isFaceDown(card) ? 'd' : ''}`).join(' '))
        .sort()
        .join('|')}`;
    let apart = 0;
    for (const position of samples()) {
      expect(modelKey(copiesAndPilesSwapped(position), true)).toBe(modelKey(position, true));
      for (const move of legalMoves(position)) {
        const next = applied(position, move);
        // Equal layouts: a whole pile moved into an empty one.
        const same = layout(next) === layout(position);
        expect(modelKey(next, true) === modelKey(position, true)).toBe(same);
        if (!same) apart++;
      }
    }
    expect(apart).toBeGreaterThan(500);
  });

  it('the fingerprint kept while playing and undoing equals the one worked out from the position', () => {
    const random = seeded(99);
    const buffer = new Int32Array(4096);
    for (const position of samples()) {
      const model = new SpiderModel(position, shape, true);
      const start = keyOf(model);
      let played = 0;
      for (; played < 12; played++) {
        const count = model.moves(buffer, 0);
        if (count === 0) break;
        model.play(buffer[Math.floor(random() * count)]);
        expect(keyOf(model)).toBe(modelKey(model.toPosition(), true));
      }
      for (; played > 0; played--) model.undo();
      expect(keyOf(model)).toBe(start);
    }
  });

  it('a snapshot, or a position saved into an arena, brings back the same position, totals included', () => {
    const random = seeded(7);
    const saved = new SpiderModel(samples()[0], shape).saved;
    const arena = new Int16Array(3 * saved);
    for (const position of samples().slice(0, 20)) {
      const model = new SpiderModel(position, shape, true);
      const snapshot = model.snapshot();
      model.saveTo(arena, saved);
      const value = model.evaluate();
      const key = keyOf(model);
      const buffer = new Int32Array(4096);
      for (const bringBack of [() => model.restore(snapshot), () => model.loadFrom(arena, saved)]) {
        for (let step = 0; step < 10; step++) {
          const count = model.moves(buffer, 0);
          if (count === 0) break;
          model.play(buffer[Math.floor(random() * count)]);
        }
        bringBack();
        expect(positionsEqual(model.toPosition(), position)).toBe(true);
        expect(model.evaluate()).toBe(value);
        expect(keyOf(model)).toBe(key);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { legalMoves, type Move, newGame, replay, status } from '../../../src/engine';
import { createSearch } from '../../../src/engine/solver';
import { CruelModel } from '../../../src/engine/solver/cruel-model';
import { moveText, randomWalk, seeded } from './support';

const isHome = (move: Move) => 'to' in move && move.to.startsWith('foundation');

describe('Cruel: home first, then the exact search', () => {
  it('home first lists only a home move when one is legal, else every legal move, and says it prunes', () => {
    const random = seeded(41);
    let withHome = 0;
    for (let i = 0; i < 200; i++) {
      const position = randomWalk(newGame('cruel', 1 + Math.floor(random() * 10_000)), Math.floor(random() * 60), random);
      // The rules' moves: no frozen-prefix proof (cruel-frozen.test.ts checks that one).
      const model = new CruelModel(position, true, false);
      expect(model.pruned).toBe(true);
      const buffer = new Int32Array(512);
      const listed = Array.from(buffer.subarray(0, model.moves(buffer, 0)), (move) => moveText(model.toMove(move)));
      const legal = legalMoves(position).map(moveText);
      const full = new CruelModel(position, false, false);
      const all = Array.from(buffer.subarray(0, full.moves(buffer, 0)), (move) => moveText(full.toMove(move)));
      if (status(position) !== 'playing') continue;
      if (legalMoves(position).some(isHome)) {
        withHome++;
        expect(listed).toHaveLength(1);
        expect(legal).toContain(listed[0]);
        expect(listed[0]).toMatch(/>foundation/);
      } else {
        expect(listed).toEqual(all);
      }
    }
    expect(withHome).toBeGreaterThan(20);
  });

  it('a win found by the pruned search replays; a lost deal is still proved lost by the exact search after it', () => {
    const won = createSearch(newGame('cruel', 2)).run({ maxPositions: 50_000 });
    expect(won.verdict).toBe('solved');
    const replayed = replay({ game: 'cruel', deal: 2, moves: won.line ?? [] });
    expect(replayed.ok && status(replayed.value.positions[replayed.value.positions.length - 1])).toBe('won');
    const search = createSearch(newGame('cruel', 96));
    expect(search.run({ maxPositions: 200_000 })).toMatchObject({ verdict: 'unsolvable', finished: true });
    expect(search.peakBytes).toBeGreaterThan(0);
  });
});

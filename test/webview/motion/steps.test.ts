// @vitest-environment happy-dom
// moveSteps: the positions a move passes through (the move, then each automatic follow-up on its
// own), for the table to show one after another.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAME_IDS,
  type Position,
  GameHistory,
  applyMove,
  faceOf,
  formatCards,
  isAction,
  isFaceDown,
  legalMoves,
  positionsEqual,
  replay,
  rulesOf,
} from '../../../src/engine';
import { build, show } from '../../engine/support/positions';
import { stepsOf as steps } from './support';

function at(record: object): Position {
  const replayed = replay(record);
  if (!replayed.ok) throw new Error(replayed.error);
  return replayed.value.positions.at(-1)!;
}

/** Where each card is, by card (faces aside): "pile:height". */
function places(position: Position): Map<number, string> {
  const out = new Map<number, string>();
  position.piles.forEach((pile, i) => pile.forEach((card, k) => out.set(faceOf(card), `${i}:${k}`)));
  return out;
}

/** The cards that changed place from `a` to `b`. */
function movedCards(a: Position, b: Position): number[] {
  const before = places(a);
  return [...places(b)].filter(([card, place]) => before.get(card) !== place).map(([card]) => card);
}

const facesChanged = (a: Position, b: Position): number =>
  a.piles.reduce(
    (n, pile, i) => n + pile.filter((card, k) => b.piles[i][k] !== undefined && isFaceDown(card) !== isFaceDown(b.piles[i][k])).length,
    0,
  );

describe('the steps of a move', () => {
  it('bakers-game.md automatic actions: each card played home is a step of its own, rescanning from freecell-1', () => {
    // Deal 1 (kings), as the e2e test plays it: three cards to free cells, then the two of clubs to the
    // last one uncovers the ace of clubs; it goes home, then the two of clubs from freecell-4 (the scan
    // starts again at freecell-1), then the ace of spades it uncovered.
    const played = [
      { from: 'tableau-1', to: 'freecell-1' },
      { from: 'tableau-3', to: 'freecell-2' },
      { from: 'tableau-6', to: 'freecell-3' },
    ];
    const before = at({ game: 'bakers-game', variant: 'kings', deal: 1, moves: played });
    const move = { from: 'tableau-6', to: 'freecell-4' };
    const got = steps(before, move);
    const end = applyMove(before, move);
    expect(end.ok && positionsEqual(got.at(-1)!, end.value)).toBe(true);
    expect(movedCards(before, got[0]).map((c) => formatCards([c]))).toEqual(['2C']);
    expect(show(got[0], 'freecell-4')).toBe('2C');
    const home = got.slice(1).map((step, i) =>
      movedCards(got[i], step)
        .map((c) => formatCards([c]))
        .join(),
    );
    expect(home).toEqual(['AC', '2C', 'AS']);
    expect([show(got[3], 'foundation-1'), show(got[3], 'foundation-2')]).toEqual(['AC 2C', 'AS']);
  });

  it('spider-three-decks.md automatic actions: the move lands with the uncovered card still face down, then it flips', () => {
    const p = build('spider-three-decks', { 'tableau-1': '[5C] 3H 2H', 'tableau-2': '[3D] AH' });
    const [moved, flipped, ...rest] = steps(p, { from: 'tableau-2', to: 'tableau-1' });
    expect(rest).toEqual([]);
    expect([show(moved, 'tableau-2'), show(moved, 'tableau-1')]).toEqual(['[3D]', '[5C] 3H 2H AH']);
    expect(show(flipped, 'tableau-2')).toBe('3D');
    expect(movedCards(moved, flipped)).toEqual([]);
  });

  it('pileon.md example 4: the pair lands face up, then the pile freezes', () => {
    const piles = [
      'pile-1',
      'pile-4',
      'pile-5',
      'pile-6',
      'pile-7',
      'pile-8',
      'pile-9',
      'pile-10',
      'pile-11',
      'pile-12',
      'pile-13',
      'pile-14',
    ];
    const p = build('pileon', { 'pile-2': '7C 7D', 'pile-3': '7H 7S' }, { fill: piles });
    const [moved, frozen] = steps(p, { from: 'pile-3', to: 'pile-2', count: 2 });
    expect([show(moved, 'pile-2'), show(frozen, 'pile-2')]).toEqual(['7C 7D 7H 7S', '7C 7D 7H [7S]']);
  });

  it('in every game: the steps end where applyMove does; each follow-up moves one card from the top of a pile or only turns cards', () => {
    const games = fc.constantFrom(...GAME_IDS.flatMap((game) => rulesOf(game).variants.map((variant) => ({ game, variant }))));
    fc.assert(
      fc.property(games, fc.integer({ min: 1, max: 5000 }), fc.array(fc.nat(), { maxLength: 60 }), ({ game, variant }, deal, picks) => {
        const created = GameHistory.fromRecord({ game, variant, deal, moves: [] });
        if (!created.ok) throw new Error(created.error);
        const history = created.value;
        for (const pick of picks) {
          const moves = legalMoves(history.position);
          if (moves.length === 0) break;
          const move = moves[pick % moves.length];
          const before = history.position;
          const got = steps(before, move);
          const played = history.play(move);
          if (!played.ok) throw new Error(played.error);
          expect(positionsEqual(got.at(-1)!, played.value)).toBe(true);
          if (isAction(move)) continue;
          expect(movedCards(before, got[0])).toHaveLength(move.count ?? 1);
          for (let i = 1; i < got.length; i++) {
            const moved = movedCards(got[i - 1], got[i]);
            // A follow-up is one card moved (faces kept) or cards turned where they lie.
            if (moved.length === 1) expect(facesChanged(got[i - 1], got[i])).toBe(0);
            else expect([moved.length, facesChanged(got[i - 1], got[i]) > 0]).toEqual([0, true]);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

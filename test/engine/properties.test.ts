// Property tests (fast-check) over random deals and random legal play.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GameHistory, MAX_DEAL, formatPosition, legalMoves, positionsEqual, replay, rulesOf } from '../../src/engine';
import { MersenneTwister } from '../../src/engine/random';
import { invariantProblems, pileActionProblems, unlistedMoveProblems } from '../support/random-play';

const gameAndVariant = fc.constantFrom(...GAME_IDS.flatMap((game) => rulesOf(game).variants.map((variant) => ({ game, variant }))));
const deal = fc.integer({ min: 1, max: MAX_DEAL });
const choices = fc.array(fc.nat(), { maxLength: 80 });

/** Plays the chosen legal moves (each choice picks one of the moves offered) and returns the history. */
function playChoices(game: (typeof GAME_IDS)[number], variant: string, n: number, picks: number[]) {
  const created = GameHistory.fromRecord({ game, variant, deal: n, moves: [] });
  if (!created.ok) throw new Error(created.error);
  const history = created.value;
  for (const pick of picks) {
    const moves = legalMoves(history.position);
    if (moves.length === 0) break;
    const played = history.play(moves[pick % moves.length]);
    if (!played.ok) throw new Error(played.error);
  }
  return history;
}

describe('engine properties', () => {
  it('no card is created or lost, piles stay within capacity, score stays within 0 … max, status is consistent', () => {
    fc.assert(
      fc.property(gameAndVariant, deal, choices, ({ game, variant }, n, picks) => {
        const history = playChoices(game, variant, n, picks);
        expect(invariantProblems(history.position)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('every position is reached only by moves legalMoves offered: applyMove accepts exactly the listed moves', () => {
    fc.assert(
      fc.property(gameAndVariant, deal, choices, fc.nat(), ({ game, variant }, n, picks, seed) => {
        const history = playChoices(game, variant, n, picks);
        expect(unlistedMoveProblems(history.position, new MersenneTwister(seed), 60)).toEqual([]);
        expect(pileActionProblems(history.position, legalMoves(history.position))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('undo restores every earlier position exactly, and redo every later one', () => {
    fc.assert(
      fc.property(gameAndVariant, deal, choices, ({ game, variant }, n, picks) => {
        const history = playChoices(game, variant, n, picks);
        const forward = [];
        while (history.canUndo) {
          forward.push(history.position);
          history.undo();
        }
        const replayed = replay({ game, variant, deal: n, moves: [] });
        expect(replayed.ok && positionsEqual(replayed.value.positions[0], history.position)).toBe(true);
        while (history.canRedo) {
          history.redo();
          expect(positionsEqual(history.position, forward.pop()!)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('replay is deterministic: the same record gives the same positions every time', () => {
    fc.assert(
      fc.property(gameAndVariant, deal, choices, ({ game, variant }, n, picks) => {
        const { record } = playChoices(game, variant, n, picks);
        const a = replay(record);
        const b = replay(JSON.parse(JSON.stringify(record)));
        if (!a.ok || !b.ok) throw new Error('a played record must replay');
        expect(a.value.positions.map(formatPosition)).toEqual(b.value.positions.map(formatPosition));
      }),
      { numRuns: 100 },
    );
  });

  it('a deal number always means the same cards', () => {
    fc.assert(
      fc.property(gameAndVariant, deal, ({ game, variant }, n) => {
        const first = playChoices(game, variant, n, []).position;
        const second = playChoices(game, variant, n, []).position;
        expect(positionsEqual(first, second)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

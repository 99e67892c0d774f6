import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, MAX_RECORD_MOVES, type Move, applyMove, legalMoves, newGame, rulesOf } from '../../../src/engine';
import { decodeMoves, encodeMoves } from '../../../src/stats-core/move-code';
import { wonRecord } from './support';

describe('the move code of an export (version 1)', () => {
  it('writes a pile as its place in the game\'s pile order, two characters a move, a count after "*", the stock\'s action as "+" or "~"', () => {
    expect(
      encodeMoves('bakers-game', [
        { from: 'tableau-1', to: 'freecell-1' },
        { from: 'tableau-8', to: 'tableau-3', count: 3 },
      ]),
    ).toBe('1:80FA*3');
    expect(encodeMoves('spider-three-decks', [{ action: 'deal' }, { from: 'tableau-12', to: 'tableau-1', count: 13 }])).toBe('1:+OD*D');
    expect(encodeMoves('cruel', [{ action: 'redeal' }])).toBe('1:~');
    expect(encodeMoves('maze', [{ from: 'cell-54', to: 'cell-1' }])).toBe('1:r0');
    expect(encodeMoves('pileon', [])).toBe('1:');
  });

  it("a won Baker's Game costs two characters a move, against some 40 bytes a move as JSON", () => {
    const won = wonRecord();
    const code = encodeMoves('bakers-game', won.moves)!;
    expect(code.length).toBeLessThanOrEqual(2 + 4 * won.moves.length);
    expect(JSON.stringify(won.moves).length / code.length).toBeGreaterThan(10);
    expect(decodeMoves('bakers-game', code)).toEqual({ ok: true, value: won.moves });
  });

  it('reads back exactly the moves it wrote, for every legal move of random positions of every game', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_IDS),
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.nat(), { maxLength: 120 }),
        (game, deal, picks) => {
          let position = newGame(game, deal);
          const played: Move[] = [];
          for (const pick of picks) {
            const moves = legalMoves(position);
            if (moves.length === 0) break;
            for (const move of moves) expect(decodeMoves(game, encodeMoves(game, [move])!)).toEqual({ ok: true, value: [move] });
            const move = moves[pick % moves.length];
            const next = applyMove(position, move);
            if (!next.ok) throw new Error(next.error);
            position = next.value;
            played.push(move);
          }
          expect(decodeMoves(game, encodeMoves(game, played)!)).toEqual({ ok: true, value: played });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('cannot write what no pile or count of the game can be', () => {
    expect(encodeMoves('pileon', [{ from: 'tableau-1', to: 'pile-1' }])).toBeUndefined();
    expect(encodeMoves('pileon', [{ from: 'pile-1', to: 'pile-2', count: 62 }])).toBeUndefined();
  });

  it.each([
    ['no version', '80', /not a move code/],
    ['a later version', '2:80', /move code 2; this version reads move code 1/],
    ['a pile the game lacks', '1:8z', /move 1 of the record \(character 3\) names no pile of Baker's Game/],
    ['half a move', '1:808', /move 2 .* names no pile/],
    ['a count mark without a count', '1:80*', /move 1 .* has no card count/],
    ['a count of one written out', '1:80*1', /has no card count/],
    ['a stray character', '1:8 0', /names no pile/],
  ])('refuses %s', (_, code, why) => {
    const decoded = decodeMoves('bakers-game', code);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error).toMatch(why);
  });

  it(`refuses more than ${MAX_RECORD_MOVES} moves, and text longer than they could be without reading it`, () => {
    expect(decodeMoves('maze', `1:${'01'.repeat(MAX_RECORD_MOVES)}`).ok).toBe(true);
    expect(decodeMoves('maze', `1:${'01'.repeat(MAX_RECORD_MOVES + 1)}`)).toEqual({
      ok: false,
      error: `the record has more than ${MAX_RECORD_MOVES} moves`,
    });
    expect(decodeMoves('maze', `1:${'0'.repeat(4 * MAX_RECORD_MOVES + 1)}`)).toEqual({
      ok: false,
      error: `the record is longer than ${MAX_RECORD_MOVES} moves can be`,
    });
  });

  it("every game's piles fit the 62 characters", () => {
    for (const game of GAME_IDS) expect(rulesOf(game).piles.length).toBeLessThanOrEqual(62);
  });
});

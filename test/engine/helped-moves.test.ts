// Which moves of a record Finish or Show Me How played: kept beside the moves as stretches, read
// through the record's one reader, cut with the moves, and absent from every record before them.
import { describe, expect, it } from 'vitest';
import { type Move, applyMove, cutHelped, helpedAt, helpersOf, legalMoves, newGame, parseHelped, replay, startOf } from '../../src/engine';

const DEAL = { game: 'cruel', deal: 1 } as const;

/** The first `n` legal moves of Cruel deal 1, each the first the engine lists. */
function moves(n: number): Move[] {
  const played: Move[] = [];
  let position = newGame(DEAL.game, DEAL.deal);
  while (played.length < n) {
    const move = legalMoves(position)[0];
    const next = applyMove(position, move);
    if (!next.ok) throw new Error(next.error);
    played.push(move);
    position = next.value;
  }
  return played;
}

describe('helped moves in a record', () => {
  it('a record without them (every record before them) is all the player’s, and reads as before', () => {
    const read = startOf({ ...DEAL, moves: moves(0) });
    expect(read.ok && read.value.record).toEqual({ ...DEAL, moves: [] });
    expect(helpersOf(undefined, 3)).toEqual([undefined, undefined, undefined]);
  });

  it('moves played one after another build the stretches; a move of the player ends one; the per-move list says the same', () => {
    const by = [undefined, 'showMe', 'showMe', undefined, 'finish', 'finish', 'finish'] as const;
    const stretches = by.reduce((helped, helper, at) => helpedAt(helped, at, helper), [] as ReturnType<typeof helpedAt>);
    expect(stretches).toEqual([
      { by: 'showMe', from: 1, count: 2 },
      { by: 'finish', from: 4, count: 3 },
    ]);
    expect(helpersOf(stretches, by.length)).toEqual([...by]);
    // A move played after an undo drops what was undone: the stretches are cut where it goes.
    expect(helpedAt(stretches, 5, undefined)).toEqual([
      { by: 'showMe', from: 1, count: 2 },
      { by: 'finish', from: 4, count: 1 },
    ]);
    expect(helpedAt(stretches, 2, 'finish')).toEqual([
      { by: 'showMe', from: 1, count: 1 },
      { by: 'finish', from: 2, count: 1 },
    ]);
    expect(cutHelped(stretches, 0)).toEqual([]);
  });

  it('a stretch past the last move is cut there, one after it goes (a record is cut by slicing its moves)', () => {
    expect(parseHelped([{ by: 'finish', from: 2, count: 5 }], 4)).toEqual({ ok: true, value: [{ by: 'finish', from: 2, count: 2 }] });
    expect(
      parseHelped(
        [
          { by: 'showMe', from: 0, count: 1 },
          { by: 'finish', from: 4, count: 5 },
        ],
        4,
      ),
    ).toEqual({
      ok: true,
      value: [{ by: 'showMe', from: 0, count: 1 }],
    });
    expect(parseHelped([{ by: 'finish', from: 0, count: 3 }], 0)).toEqual({ ok: true, value: [] });
  });

  it('anything else out of shape is refused with the reason, and so is the record', () => {
    const bad: unknown[] = [
      'finish',
      [{ by: 'solver', from: 0, count: 1 }],
      [{ by: 'finish', from: -1, count: 1 }],
      [{ by: 'finish', from: 0, count: 0 }],
      [{ by: 'finish', from: 0.5, count: 1 }],
      [{ by: 'finish', from: 0, count: 1, extra: true }],
      [null],
      [
        { by: 'showMe', from: 0, count: 3 },
        { by: 'finish', from: 2, count: 1 },
      ],
    ];
    for (const helped of bad) {
      const parsed = parseHelped(helped, 10);
      expect(parsed.ok, JSON.stringify(helped)).toBe(false);
      expect(startOf({ ...DEAL, moves: [], helped }).ok, JSON.stringify(helped)).toBe(false);
    }
    expect(parseHelped([{ by: 'solver', from: 0, count: 1 }], 10)).toMatchObject({
      error: expect.stringMatching(/^helped \[\{"by":"solver".* is not a list of /),
    });
  });

  it('the record keeps its stretches through replay, and writes none when there are none', () => {
    const three = moves(3);
    const helped = [{ by: 'showMe', from: 1, count: 2 }];
    const read = replay({ ...DEAL, moves: three, helped });
    expect(read.ok && read.value.record).toEqual({ ...DEAL, helped, moves: three });
    const none = replay({ ...DEAL, moves: three, helped: [] });
    expect(none.ok && none.value.record).toEqual({ ...DEAL, moves: three });
  });
});

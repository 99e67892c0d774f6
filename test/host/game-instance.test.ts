// The facts of one game instance (src/protocol/game-instance.ts): made, carried on and read back in one way.
import { describe, expect, it } from 'vitest';
import { type GameInstance, gameInstance, instanceOf, progressed, readInstance, startedAgain } from '../../src/protocol/game-instance';

const ID = 'k3j4h5g6f7d8';

describe('a game instance', () => {
  it('holds a flag only when it is true, and no hints as 0', () => {
    expect(gameInstance(ID, { dealtWinnable: false, assisted: false })).toEqual({ id: ID, hintsUsed: 0 });
    expect(Object.keys(gameInstance(ID, { daily: undefined }))).toEqual(['id', 'hintsUsed']);
    expect(gameInstance(ID, { hintsUsed: 3, daily: '2026-12-03', dealtWinnable: true, assisted: true })).toEqual({
      id: ID,
      hintsUsed: 3,
      daily: '2026-12-03',
      dealtWinnable: true,
      assisted: true,
    });
    expect(gameInstance(undefined, { hintsUsed: 1 })).toEqual({ hintsUsed: 1 });
  });

  it('is taken out of what carries it, with nothing else', () => {
    const game = {
      ...gameInstance(ID, { daily: '2026-12-03' }),
      record: { game: 'cruel', deal: 1, moves: [] },
      elapsedMs: 5,
      status: 'playing',
      score: 0,
    };
    expect(instanceOf(game)).toEqual({ id: ID, hintsUsed: 0, daily: '2026-12-03' });
  });

  it('only adds up hints and assistance as a page tells them; the day and the winnable deal stay its own', () => {
    const instance: GameInstance = gameInstance(ID, { hintsUsed: 4, daily: '2026-12-03', dealtWinnable: true, assisted: true });
    expect(progressed(instance, { hintsUsed: 1, assisted: false })).toEqual(instance);
    const plain = gameInstance(ID, { hintsUsed: 1 });
    expect(progressed(plain, { hintsUsed: 6, assisted: true })).toEqual({ id: ID, hintsUsed: 6, assisted: true });
    // A page's word on the day or the deal changes nothing.
    expect(progressed(plain, { daily: '2026-12-04', dealtWinnable: true } as never)).toEqual(plain);
    // What else the holder carries goes with it.
    expect(progressed({ ...plain, elapsedMs: 9 }, { hintsUsed: 2 })).toEqual({ id: ID, hintsUsed: 2, elapsedMs: 9 });
  });

  it('started again keeps the day and the winnable deal, and nothing the player did', () => {
    const instance = gameInstance(ID, { hintsUsed: 4, daily: '2026-12-03', dealtWinnable: true, assisted: true });
    expect(startedAgain(instance, 'n3wg4m3id000')).toEqual({ id: 'n3wg4m3id000', hintsUsed: 0, daily: '2026-12-03', dealtWinnable: true });
  });
});

describe('reading a game instance', () => {
  it('reads what every earlier version wrote beside its record, absent facts as their defaults', () => {
    expect(readInstance({ version: 1, record: {}, elapsedMs: 0 })).toEqual({ ok: true, value: { hintsUsed: 0 } });
    expect(readInstance({ id: ID, hintsUsed: 2, daily: '2026-12-03', dealtWinnable: false, assisted: true, savedAt: 'x' })).toEqual({
      ok: true,
      value: { id: ID, hintsUsed: 2, daily: '2026-12-03', assisted: true },
    });
  });

  it('refuses a bad fact with a reason naming each', () => {
    expect(readInstance({ id: 'no spaces allowed' })).toEqual({ ok: false, error: 'id "no spaces allowed" is not a game id' });
    expect(readInstance({ hintsUsed: -1 })).toEqual({ ok: false, error: '-1 hints used is not a count' });
    expect(readInstance({ hintsUsed: 1.5, daily: '2025-02-30' })).toEqual({
      ok: false,
      error: '1.5 hints used is not a count; "2025-02-30" is not the day of a daily deal',
    });
    expect(readInstance({ dealtWinnable: 'yes' })).toEqual({ ok: false, error: 'dealtWinnable "yes" is not true or false' });
    expect(readInstance({ assisted: 1 })).toEqual({ ok: false, error: 'assisted 1 is not true or false' });
    for (const value of [null, 'text', [1], 7])
      expect(readInstance(value)).toMatchObject({ ok: false, error: expect.stringMatching(/is not an object/) });
  });

  it('mends a bad fact to its absence when asked, losing nothing else', () => {
    expect(
      readInstance({ id: 'no spaces allowed', hintsUsed: -1, daily: '2025-02-30', dealtWinnable: 'yes', assisted: 'yes' }, 'mend'),
    ).toEqual({ ok: true, value: { hintsUsed: 0 } });
    expect(readInstance({ id: ID, hintsUsed: 'x', daily: '2026-12-03', assisted: true }, 'mend')).toEqual({
      ok: true,
      value: { id: ID, hintsUsed: 0, daily: '2026-12-03', assisted: true },
    });
  });

  it('goes through the bounded reader: a value nested too deep is refused, never walked', () => {
    let deep: unknown = {};
    for (let i = 0; i < 20_000; i++) deep = { next: deep };
    expect(readInstance({ id: ID, deep })).toMatchObject({ ok: false, error: expect.stringMatching(/nested more than/) });
    expect(readInstance({ id: ID, deep }, 'mend')).toMatchObject({ ok: false });
  });
});

// The replay tab's messages and state: what each side accepts, and what it refuses with a reason.
import { describe, expect, it } from 'vitest';
import { parseReplayGame, parseReplayHostMessage, parseReplayPageMessage, parseReplayState } from '../../../src/protocol/replay-protocol';
import { NO_SUCH_GAME } from '../../support/no-such-game';

const SETTINGS = { animations: true, bakersGameRules: 'kings' };
const GAME = { id: 'game00000001', game: 'maze', deal: 7, outcome: 'abandoned', endedAt: 1_800_000_000_000 };
const RECORD = { game: 'maze', deal: 7, moves: [{ from: 'cell-1', to: 'cell-2' }] };

describe('replay protocol', () => {
  it('takes a game with or without its record', () => {
    expect(parseReplayGame(GAME)).toEqual({ ok: true, value: GAME });
    expect(parseReplayGame({ ...GAME, record: RECORD })).toMatchObject({ ok: true, value: { record: RECORD } });
    // A win with help says so in the tab, as everywhere.
    expect(parseReplayGame({ ...GAME, outcome: 'won', assisted: true })).toEqual({
      ok: true,
      value: { ...GAME, outcome: 'won', assisted: true },
    });
    // A game the statistics refused carries their reason, cut to a length a header holds.
    expect(parseReplayGame({ ...GAME, refused: 'claimed won' })).toEqual({ ok: true, value: { ...GAME, refused: 'claimed won' } });
    expect(parseReplayGame({ ...GAME, refused: 'x'.repeat(100_000) })).toMatchObject({ ok: true, value: { refused: 'x'.repeat(500) } });
  });

  it.each([
    [{ ...GAME, id: 'a b' }, /game id/],
    [{ ...GAME, game: NO_SUCH_GAME.id }, /unknown game/],
    [{ ...GAME, deal: 0 }, /deal/],
    [{ ...GAME, outcome: 'drawn' }, /outcome/],
    [{ ...GAME, endedAt: -1 }, /time/],
    [{ ...GAME, assisted: 'yes' }, /assisted/],
    [{ ...GAME, refused: true }, /refused/],
    [{ ...GAME, record: { ...RECORD, moves: 'all' } }, /bad record/],
    [{ ...GAME, record: { ...RECORD, deal: 8 } }, /is not game maze #7/],
  ])('refuses a game that is not one: %j', (game, why) => {
    const parsed = parseReplayGame(game);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(why);
  });

  it('checks what the host sends', () => {
    expect(parseReplayHostMessage({ type: 'show', game: GAME, settings: SETTINGS, at: 3 })).toMatchObject({
      ok: true,
      value: { type: 'show', at: 3 },
    });
    expect(parseReplayHostMessage({ type: 'show', game: GAME, settings: SETTINGS, at: 1.5 }).ok).toBe(false);
    expect(parseReplayHostMessage({ type: 'show', game: GAME, settings: {} }).ok).toBe(false);
    expect(parseReplayHostMessage({ type: 'settings', settings: SETTINGS }).ok).toBe(true);
    expect(parseReplayHostMessage({ type: 'step', to: 4 })).toEqual({ ok: true, value: { type: 'step', to: 4 } });
    expect(parseReplayHostMessage({ type: 'step', to: -1 }).ok).toBe(false);
    expect(parseReplayHostMessage({ type: 'load' }).ok).toBe(false);
    expect(parseReplayHostMessage(null).ok).toBe(false);
  });

  it('checks what the page posts', () => {
    expect(parseReplayPageMessage({ type: 'ready' })).toEqual({ ok: true, value: { type: 'ready' } });
    expect(parseReplayPageMessage({ type: 'playFrom', id: GAME.id, moves: 0 })).toEqual({
      ok: true,
      value: { type: 'playFrom', id: GAME.id, moves: 0 },
    });
    expect(parseReplayPageMessage({ type: 'playFrom', id: GAME.id, moves: '3' }).ok).toBe(false);
    expect(parseReplayPageMessage({ type: 'playFrom', id: '<b>', moves: 3 }).ok).toBe(false);
    expect(parseReplayPageMessage({ type: 'stepped', id: GAME.id, at: 2 }).ok).toBe(true);
    expect(parseReplayPageMessage({ type: 'stepped', id: GAME.id }).ok).toBe(false);
    expect(parseReplayPageMessage({ type: 'sheets', game: 'cruel', small: true, extra: 1 })).toEqual({
      ok: true,
      value: { type: 'sheets', game: 'cruel', small: true },
    });
    expect(parseReplayPageMessage({ type: 'sheets', game: 'cruel', small: 1 }).ok).toBe(false);
    expect(parseReplayPageMessage({ type: 'sheets', game: 'solitaire', small: false }).ok).toBe(false);
    expect(parseReplayPageMessage({ type: 'error', message: 'x'.repeat(5000) })).toMatchObject({
      ok: true,
      value: { message: 'x'.repeat(2000) },
    });
    expect(parseReplayPageMessage([]).ok).toBe(false);
  });

  it('reads the saved state only when it is whole', () => {
    expect(parseReplayState({ version: 1, id: GAME.id, at: 4 }).ok).toBe(true);
    expect(parseReplayState({ version: 2, id: GAME.id, at: 4 }).ok).toBe(false);
    expect(parseReplayState({ version: 1, id: GAME.id }).ok).toBe(false);
    expect(parseReplayState(undefined).ok).toBe(false);
  });
});

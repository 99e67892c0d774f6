import { describe, expect, it } from 'vitest';
import { applyMove, finishLine, newGame } from '../../../src/engine';
import { solve } from '../../../src/engine/solver';
import { type ResultClaim, verifyResult } from '../../../src/stats-core/verify';
import { MapMemento, lostRecord, openRecord, openStatistics, quietLog, scoreOf, wonRecord } from './support';
import { NO_SUCH_GAME } from '../../support/no-such-game';

const won = wonRecord();
const lost = lostRecord();
const open = openRecord();
const NOW = Date.UTC(2025, 0, 6);

const claim = (over: Partial<ResultClaim> = {}): ResultClaim => ({
  id: 'game-0001',
  outcome: 'won',
  record: won,
  score: 52,
  moves: won.moves.length,
  elapsedMs: 95_000.4,
  ...over,
});

describe('verifyResult: the engine confirms every claim', () => {
  it("a won record that replays to a win counts, with the engine's scope, deal, score and moves", () => {
    expect(verifyResult(claim(), NOW)).toEqual({
      ok: true,
      value: {
        id: 'game-0001',
        scope: 'bakers-game:kings',
        deal: 2,
        outcome: 'won',
        score: 52,
        moves: won.moves.length,
        timeMs: 95_000,
        endedAt: NOW,
        hintsUsed: 0,
      },
    });
  });

  it('the hints the page counted are kept; a count that is not a whole number of 0 or more is refused', () => {
    expect(verifyResult(claim({ hintsUsed: 3 }), NOW)).toMatchObject({ ok: true, value: { hintsUsed: 3 } });
    expect(verifyResult(claim({ hintsUsed: 0 }), NOW)).toMatchObject({ ok: true, value: { hintsUsed: 0 } });
    for (const hintsUsed of [-1, 1.5, '2', Number.NaN])
      expect(verifyResult(claim({ hintsUsed }), NOW)).toMatchObject({
        ok: false,
        error: expect.stringMatching(/hints used is not a count/),
      });
  });

  it('moves the record says Show Me How played, or a "Finish" the engine finds none, make the win assisted whatever the claim says', () => {
    const all = won.moves.length;
    expect(verifyResult(claim({ record: { ...won, helped: [{ by: 'showMe', from: 3, count: 2 }] } }), NOW)).toMatchObject({
      ok: true,
      value: { assisted: true },
    });
    // The whole game marked as Finish's: its first position offers no Finish (cards must move between piles first).
    expect(verifyResult(claim({ record: { ...won, helped: [{ by: 'finish', from: 0, count: all }] } }), NOW)).toMatchObject({
      ok: true,
      value: { assisted: true },
    });
  });

  it("a real Finish (FreeCell without automatic play, its end game sent home) keeps the win the player's", () => {
    const line = solve(newGame('freecell', 1, 'off'), { maxMs: 20_000, now: () => performance.now() }).line!;
    let position = newGame('freecell', 1, 'off');
    let at = 0;
    while (!finishLine(position)) {
      const next = applyMove(position, line[at++]);
      if (!next.ok) throw new Error(next.error);
      position = next.value;
    }
    const rest = finishLine(position)!;
    const record = { game: 'freecell' as const, variant: 'off', deal: 1, moves: [...line.slice(0, at), ...rest] };
    const finished = { ...record, helped: [{ by: 'finish' as const, from: at, count: rest.length }] };
    const verified = verifyResult(claim({ record: finished, moves: record.moves.length }), NOW);
    expect(verified).toMatchObject({ ok: true, value: { scope: 'freecell:off', outcome: 'won' } });
    expect(verified.ok && verified.value).not.toHaveProperty('assisted');
    // One move earlier the end game is not reached: the same moves marked from there are help.
    const early = { ...record, helped: [{ by: 'finish' as const, from: at - 1, count: rest.length + 1 }] };
    expect(verifyResult(claim({ record: early, moves: record.moves.length }), NOW)).toMatchObject({ ok: true, value: { assisted: true } });
  });

  it('an assisted claim is kept as assisted; false or absent is not; anything else is refused', () => {
    expect(verifyResult(claim({ assisted: true }), NOW)).toMatchObject({ ok: true, value: { assisted: true } });
    for (const assisted of [false, undefined])
      expect(verifyResult(claim({ assisted }), NOW)).toEqual({
        ok: true,
        value: expect.not.objectContaining({ assisted: expect.anything() }),
      });
    for (const assisted of [1, 'true', null])
      expect(verifyResult(claim({ assisted }), NOW)).toMatchObject({
        ok: false,
        error: expect.stringMatching(/assisted .* is not true or false/),
      });
  });

  it('lost and abandoned are confirmed the same way', () => {
    expect(verifyResult(claim({ outcome: 'lost', record: lost, score: scoreOf(lost), moves: lost.moves.length }), NOW)).toMatchObject({
      ok: true,
      value: { scope: 'cruel', outcome: 'lost' },
    });
    expect(verifyResult(claim({ outcome: 'abandoned', record: open, score: scoreOf(open), moves: 3 }), NOW)).toMatchObject({
      ok: true,
      value: { scope: 'maze', outcome: 'abandoned', moves: 3 },
    });
  });

  const forged: [string, Partial<ResultClaim>, RegExp][] = [
    ['"won" for a game still open', { record: open, score: scoreOf(open), moves: 3 }, /replays to abandoned/],
    [
      '"won" with one move short of the win',
      { record: { ...won, moves: won.moves.slice(0, -1) }, moves: won.moves.length - 1 },
      /replays to abandoned/,
    ],
    ['a score the engine does not give', { score: 51 }, /score 51/],
    ['a move count the record does not have', { moves: 3 }, /claimed 3 moves/],
    ['an illegal move in the record', { record: { ...won, moves: [{ from: 'foundation-1', to: 'tableau-1' }, ...won.moves] } }, /illegal/],
    ['a record that is not a record', { record: { game: 'bakers-game', moves: 'all of them' } }, /does not replay/],
    ['an unknown game', { record: { ...won, game: NO_SUCH_GAME.id } }, /does not replay/],
    ['a start position instead of a deal', { record: { game: 'cruel', start: 'anything', moves: [] } }, /does not replay|start position/],
    [
      '"abandoned" for a lost game',
      { outcome: 'abandoned', record: lost, score: scoreOf(lost), moves: lost.moves.length },
      /replays to lost/,
    ],
    [
      '"abandoned" for an untouched deal',
      { outcome: 'abandoned', record: { game: 'maze', deal: 5, moves: [] }, score: 0, moves: 0 },
      /untouched deal/,
    ],
    ['an outcome that does not exist', { outcome: 'draw' }, /not won, lost or abandoned/],
    ['a game id with markup', { id: '<img src=x>' }, /game id/],
    ['no game id', { id: undefined }, /game id/],
    ['a negative time', { elapsedMs: -5 }, /time/],
    ['a time that is not a number', { elapsedMs: 'soon' }, /time/],
    ['an endless time', { elapsedMs: Infinity }, /time/],
  ];
  it.each(forged)('rejects %s', (_, over, why) => {
    const result = verifyResult(claim(over), NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(why);
  });
});

describe('Statistics.record: a forged or malformed result is logged and not counted', () => {
  it('a forged win is rejected, logged with the reason, and the numbers stay at zero', async () => {
    const log = quietLog();
    const statistics = await openStatistics(new MapMemento(), { log });
    expect(await statistics.record(claim({ record: open, score: scoreOf(open), moves: 3 }))).toBe('rejected');
    expect(await statistics.record({ id: 'x', outcome: 'won', record: null, score: null, moves: null, elapsedMs: null })).toBe('rejected');
    expect(statistics.snapshot().total.played).toBe(0);
    expect(log.text()).toMatch(
      /\[warn\] Statistics: a won result for game "game-0001" was not counted: claimed won, but the record replays to abandoned/,
    );
    expect(log.lines.filter((l) => l.startsWith('[warn]'))).toHaveLength(2);
  });
});

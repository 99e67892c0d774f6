// Issue 24, break 5: the same game instance resumed in windows B and C; C abandons it, B wins it.
// A win of a game instance stands over an abandon of the same instance, in whatever order the two
// counts arrive, in every window, in storage and through the journal's catch-up.
import { beforeEach, describe, expect, it } from 'vitest';
import { documentOf, join, standing } from '../../../src/stats-core/document';
import type { GameResult } from '../../../src/stats-core/result';
import type { Statistics } from '../../../src/host/stats/statistics';
import { RECHECK_MS } from '../../../src/host/stats/store';
import { verifyResult } from '../../../src/stats-core/verify';
import { double } from '../../support/vscode-double';
import { JOURNAL_DIR, ManualClock, SharedStorage, foldJournal, journalOf, openStatistics, scoreOf, wonRecord } from './support';

const won = wonRecord();
const ID = 'resumed-0001';
const winClaim = { id: ID, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 90_000 };
/** The same game left in window C after its first three moves. */
const left = { id: ID, record: { ...won, moves: won.moves.slice(0, 3) }, elapsedMs: 20_000 };
const T = Date.UTC(2025, 0, 6, 12);
const settleAll = (clock: ManualClock) => clock.advance(RECHECK_MS.slice(0, -1).reduce((a, b) => a + b, 0) * 2);

beforeEach(() => double.reset());

/** Windows B and C of one machine: one globalState, one journal. */
async function windowsBC() {
  const clock = new ManualClock();
  const storage = new SharedStorage(clock, 200);
  const [b, c] = await Promise.all(
    ['window-bbbb', 'window-cccc'].map((window) =>
      openStatistics(storage.openWindow(), { clock, journal: journalOf(window, JOURNAL_DIR, clock) }),
    ),
  );
  return { clock, b, c };
}

const outcomes = (statistics: Statistics) => {
  const { won: wins, abandoned, played } = statistics.snapshot().total;
  return { played, won: wins, abandoned };
};

function result(outcome: 'won' | 'abandoned', endedAt: number): GameResult {
  const verified =
    outcome === 'won'
      ? verifyResult(winClaim, endedAt)
      : verifyResult({ ...left, outcome: 'abandoned', score: scoreOf(left.record), moves: 3 }, endedAt);
  if (!verified.ok) throw new Error(verified.error);
  return verified.value;
}

describe('break 5: a win stands over an abandon of the same game', () => {
  it('standing and join: the win, in either order, whichever ended first', () => {
    for (const [abandonAt, winAt] of [
      [T, T + 1000],
      [T + 1000, T],
    ]) {
      const [abandon, win] = [result('abandoned', abandonAt), result('won', winAt)];
      expect(standing(abandon, win)).toBe(win);
      expect(standing(win, abandon)).toBe(win);
      expect(join(documentOf([abandon]), documentOf([win])).results.get(ID)).toBe(win);
      expect(join(documentOf([win]), documentOf([abandon])).results.get(ID)).toBe(win);
    }
  });

  it('C abandons, then B wins (after the news reached B): B counts the win, and both windows show it', async () => {
    const { clock, b, c } = await windowsBC();
    expect(await c.leave(left)).toBe('counted');
    await settleAll(clock);
    await clock.advance(60_000);
    expect(await b.record(winClaim)).toBe('counted');
    await settleAll(clock);
    for (const w of [b, c]) expect(outcomes(w)).toEqual({ played: 1, won: 1, abandoned: 0 });
  });

  it('C abandons, then B wins before the news reached it: the win stands once they meet', async () => {
    const { clock, b, c } = await windowsBC();
    expect(await c.leave(left)).toBe('counted');
    await clock.advance(50);
    expect(await b.record(winClaim)).toBe('counted');
    await settleAll(clock);
    for (const w of [b, c]) expect(outcomes(w)).toEqual({ played: 1, won: 1, abandoned: 0 });
  });

  it('B wins, then C abandons: the abandon is not counted over the win', async () => {
    const { clock, b, c } = await windowsBC();
    expect(await b.record(winClaim)).toBe('counted');
    await settleAll(clock);
    expect(await c.leave(left)).toBe('already counted');
    await settleAll(clock);
    for (const w of [b, c]) expect(outcomes(w)).toEqual({ played: 1, won: 1, abandoned: 0 });
  });

  it("the journal's fold counts the win over the abandon both windows wrote of it", async () => {
    const abandon = result('abandoned', T);
    const win = result('won', T + 60_000);
    await journalOf('window-cccc').write(abandon, left.record);
    await journalOf('window-bbbb').write(win, won);
    const { own, games } = await foldJournal(journalOf('window-aaaa'), T + 120_000);
    expect(games).toEqual([win]);
    expect(own.tally.scopes.get(win.scope)).toMatchObject({ played: 1, won: 1, abandoned: 0 });
    expect(own.tally.entries).toBe(2); // both entries are the journal's: the tally stands for both
  });
});

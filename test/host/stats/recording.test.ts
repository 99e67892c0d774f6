import { beforeEach, describe, expect, it } from 'vitest';
import { isGameInstanceId, newGameId } from '../../../src/stats-core/result';
import type { Statistics } from '../../../src/host/stats/statistics';
import { double } from '../../support/vscode-double';
import { ManualClock, MapMemento, lostRecord, openRecord, openStatistics, scoreOf, wonRecord } from './support';

const won = wonRecord();
const wonAny = wonRecord(3, 'any');
const lost = lostRecord();
const open = openRecord();

let clock: ManualClock;
let statistics: Statistics;
let changes: number;
beforeEach(async () => {
  double.reset();
  clock = new ManualClock();
  statistics = await openStatistics(new MapMemento(), { clock });
  changes = 0;
  statistics.onDidChange(() => changes++);
});

const win = (id: string, elapsedMs = 60_000, record = won) =>
  statistics.record({ id, outcome: 'won', record, score: scoreOf(record), moves: record.moves.length, elapsedMs });
const scope = (key: string) => statistics.snapshot().scopes.find((s) => s.scope === key);

describe('recording games', () => {
  it('a verified win counts once per game id, however often it is reported', async () => {
    expect(await win('game-0001')).toBe('counted');
    clock.time += 5_000;
    // Undone and won again, or reported by two windows: still one game.
    expect(await win('game-0001', 80_000)).toBe('already counted');
    expect(scope('bakers-game:kings')).toMatchObject({ played: 1, won: 1, fastestWinMs: 60_000 });
    expect(changes).toBe(1);
  });

  it('leaving a lost game counts a loss; leaving an open game with a move counts it abandoned', async () => {
    expect(await statistics.leave({ id: 'cruel-0001', record: lost, elapsedMs: 30_000 })).toBe('counted');
    expect(await statistics.leave({ id: 'maze-00001', record: open, elapsedMs: 12_000 })).toBe('counted');
    expect(scope('cruel')).toMatchObject({ played: 1, lost: 1, won: 0 });
    expect(scope('maze')).toMatchObject({ played: 1, abandoned: 1 });
    expect(statistics.snapshot().total).toMatchObject({ played: 2, won: 0, lost: 1, abandoned: 1 });
  });

  it('leaving an untouched deal counts nothing, and leaving a counted win does not count it again', async () => {
    expect(await statistics.leave({ id: 'maze-00002', record: { game: 'maze', deal: 9, moves: [] }, elapsedMs: 4_000 })).toBe(
      'nothing to count',
    );
    await win('game-0002');
    expect(await statistics.leave({ id: 'game-0002', record: won, elapsedMs: 70_000 })).toBe('already counted');
    // A win undone and then left open is still the win it was.
    expect(await statistics.leave({ id: 'game-0002', record: { ...won, moves: won.moves.slice(0, 5) }, elapsedMs: 75_000 })).toBe(
      'already counted',
    );
    expect(statistics.snapshot().total).toMatchObject({ played: 1, won: 1, abandoned: 0 });
  });

  it('a lost game the player undoes and wins is one win (nothing is counted until the game is left)', async () => {
    // The table reached a lost position, the player undid, played on and won: the host reports the win only.
    expect(await win('game-0003')).toBe('counted');
    expect(statistics.snapshot().total).toMatchObject({ played: 1, won: 1, lost: 0 });
  });

  it("Baker's Game counts each rule set apart", async () => {
    await win('kings-0001');
    await win('anyrule-001', 50_000, wonAny);
    expect(scope('bakers-game:kings')).toMatchObject({ played: 1, won: 1 });
    expect(scope('bakers-game:any')).toMatchObject({ played: 1, won: 1, bestScore: 52, maxScore: 52 });
    expect(statistics.snapshot().total).toMatchObject({ played: 2, won: 2, currentStreak: 2 });
  });

  it('a reset of one game leaves the others; a reset of all clears everything; later games count again', async () => {
    await win('game-0004');
    clock.time += 1000;
    await statistics.leave({ id: 'cruel-0002', record: lost, elapsedMs: 1000 });
    clock.time += 1000;
    expect(statistics.played('cruel')).toBe(1);
    await statistics.reset('cruel');
    expect(scope('cruel')?.played).toBe(0);
    expect(scope('bakers-game:kings')?.played).toBe(1);
    clock.time += 1000;
    await statistics.reset();
    expect(statistics.snapshot().total.played).toBe(0);
    clock.time += 1000;
    await win('game-0005');
    expect(statistics.snapshot().total).toMatchObject({ played: 1, won: 1 });
  });

  it('the host makes game ids the statistics accept, a new one each time', () => {
    const ids = new Set(Array.from({ length: 200 }, newGameId));
    expect(ids.size).toBe(200);
    expect([...ids].every(isGameInstanceId)).toBe(true);
  });
});

// Issue 35, break 6: a reset made while this machine's clock ran a year ahead hid every game played
// once the clock was right again (two wins: 0 played), and Settings Sync carried it to every machine.
// Resets obey the clock rule of results (result.ts isFromTheFuture): one dated more than a day past
// the clock hides nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { STATS_KEY } from '../../../src/host/stats/store';
import { double } from '../../support/vscode-double';
import { JOURNAL_DIR, ManualClock, MapMemento, SharedStorage, journalOf, openStatistics, scoreOf, wonRecord } from './support';

const won = wonRecord();
const YEAR = 365 * 86_400_000;
const claim = (id: string) => ({ id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 60_000 });
let windows = 0;
/** A new window of this machine (one game journal) on `memento`. */
const statisticsOn = (memento: MapMemento | ReturnType<SharedStorage['openWindow']>, clock: ManualClock) =>
  openStatistics(memento, { clock, journal: journalOf(`window-${String(++windows).padStart(4, '0')}`, JOURNAL_DIR, clock) });

beforeEach(() => double.reset());

describe('issue 35, break 6: a reset obeys the clock rule', () => {
  it('reset with the clock a year ahead, then two wins with the clock right: both count', async () => {
    const clock = new ManualClock();
    const memento = new MapMemento();
    const statistics = await statisticsOn(memento, clock);
    await statistics.record(claim('before-0001'));
    clock.time += YEAR;
    await statistics.reset();
    expect(statistics.snapshot().total.played).toBe(0);
    clock.time -= YEAR; // the clock is put right
    expect(await statistics.record(claim('after-00001'))).toBe('counted');
    clock.time += 60_000;
    expect(await statistics.record(claim('after-00002'))).toBe('counted');
    // The games after it count. A reset not taken hides nothing, like a result from the future: the game
    // before it, which the journal keeps (issue 37: the whole history is on disk, no row is dropped),
    // counts again too.
    expect(statistics.snapshot().total).toMatchObject({ played: 3, won: 3 });
    // Stored without it, so neither Settings Sync nor the next window carries it on.
    expect((memento.get(STATS_KEY) as { resets: object }).resets).toEqual({});
    expect((await statisticsOn(memento, clock)).snapshot().total).toMatchObject({ played: 3, won: 3 });
  });

  it('reset with the clock a year ahead, the clock put right: the next window counts the game again before any new game', async () => {
    const clock = new ManualClock();
    const memento = new MapMemento();
    const statistics = await statisticsOn(memento, clock);
    await statistics.record(claim('before-0003'));
    clock.time += YEAR;
    await statistics.reset();
    expect(statistics.snapshot().total.played).toBe(0);
    statistics.dispose();
    clock.time -= YEAR;
    // The tally folded with the reset and its refold without it hold the same games: the refold, made
    // later, stands (it lost to the earlier one when their entries were as many).
    const next = await statisticsOn(memento, clock);
    await next.catchUp();
    expect(next.snapshot().total).toMatchObject({ played: 1, won: 1 });
    expect((await statisticsOn(memento, clock)).snapshot().total).toMatchObject({ played: 1, won: 1 });
  });

  it('a reset from the future that another machine synced in hides nothing here, and is not written back', async () => {
    const clock = new ManualClock();
    const storage = new SharedStorage(clock);
    const here = await statisticsOn(storage.openWindow(), clock);
    await here.record(claim('here-000001'));
    storage.value = { ...storage.value, [STATS_KEY]: { ...(storage.value[STATS_KEY] as object), resets: { all: clock.now() + YEAR } } };
    const next = await statisticsOn(storage.openWindow(), clock);
    expect(next.snapshot().total).toMatchObject({ played: 1, won: 1 });
    await next.record(claim('here-000002'));
    expect(next.snapshot().total).toMatchObject({ played: 2, won: 2 });
    expect((storage.value[STATS_KEY] as { resets: object }).resets).toEqual({});
  });

  it('a reset within a day ahead (another machine whose clock runs a little ahead) still counts', async () => {
    const clock = new ManualClock();
    const statistics = await statisticsOn(new MapMemento(), clock);
    await statistics.record(claim('before-0002'));
    clock.time += 3_600_000;
    await statistics.reset();
    clock.time -= 3_600_000;
    expect(statistics.snapshot().total.played).toBe(0);
  });
});

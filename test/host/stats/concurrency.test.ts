import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Statistics } from '../../../src/host/stats/statistics';
import { DEVICE_KEY, RECHECK_MS, STATS_KEY } from '../../../src/host/stats/store';
import { SYNCED_LIMIT } from '../../../src/stats-core/synced';
import { double } from '../../support/vscode-double';
import {
  JOURNAL_DIR,
  ManualClock,
  MapMemento,
  SharedStorage,
  journalOf,
  openStatistics,
  scoreOf,
  storedStats,
  storedSynced,
  wonRecord,
} from './support';

const won = wonRecord();
const claim = (id: string) => ({ id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 1000 });
const settleAll = (clock: ManualClock) => clock.advance(RECHECK_MS.slice(0, -1).reduce((a, b) => a + b, 0) * 2);
/** The games a stored value's tallies count (every machine's). */
const storedPlayed = (value: Record<string, unknown>, key = STATS_KEY) => storedStats({ [STATS_KEY]: value[key] }, Date.now()).total.played;
/** The ids of the newest games a stored value keeps one by one. */
const newestIds = (value: Record<string, unknown>, key = STATS_KEY) =>
  [...new Set(storedSynced(value[key]).newest.map((m) => m.result.id))].sort();

beforeEach(() => double.reset());

let machines = 0;

/** Windows of one machine: one globalState (shared as VS Code shares it), one journal folder (a new machine each call). */
async function windows(count: number, delayMs = 200) {
  const clock = new ManualClock();
  const storage = new SharedStorage(clock, delayMs);
  const dir = `${JOURNAL_DIR}-${++machines}`;
  // The statistics' work loads on a real promise, which the test's clock would not wait for.
  const opened = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      openStatistics(storage.openWindow(), { clock, journal: journalOf(`window-${String(i).padStart(4, '0')}`, dir, clock) }),
    ),
  );
  return { clock, storage, opened };
}

interface Play {
  readonly window: number;
  /** How long after this game the next one ends (ms). */
  readonly wait: number;
  /** The game has the id of the one before (two windows finishing one resumed game). */
  readonly repeat: boolean;
}

/** Plays the games in `count` windows; once settled, storage and every window hold each game once. */
async function playOut(count: number, plays: readonly Play[], delayMs: number): Promise<void> {
  const { clock, storage, opened } = await windows(count, delayMs);
  const ids = new Set<string>();
  const counts: Promise<unknown>[] = [];
  for (const [i, play] of plays.entries()) {
    const id = play.repeat && i > 0 ? `game-${String(i - 1).padStart(4, '0')}` : `game-${String(i).padStart(4, '0')}`;
    ids.add(id);
    counts.push(opened[play.window % count].record(claim(id)));
    await clock.advance(play.wait);
  }
  // Each count's journal and fold run on real promises, which the test's clock does not wait for.
  await Promise.all(counts);
  await settleAll(clock);
  expect(storedPlayed(storage.value)).toBe(ids.size);
  expect(newestIds(storage.value)).toEqual([...ids].sort());
  expectEveryWindowShowsStorage(storage, opened, clock);
  await opened[0].record(claim('last-game1'));
  await settleAll(clock);
  expectEveryWindowShowsStorage(storage, opened, clock);
  for (const w of opened) expect(w.snapshot().total.played).toBe(ids.size + 1);
}

/** Settled: what each window shows is what storage holds, and looking writes nothing. */
function expectEveryWindowShowsStorage(storage: SharedStorage, opened: readonly Statistics[], clock: ManualClock): void {
  const stored = storedStats(storage.value, clock.now());
  const writes = storage.writes;
  for (const w of opened) expect(w.snapshot()).toEqual(stored);
  expect(storage.writes).toBe(writes);
}

/** Fixed seeds, so CI is reproducible; 1130211299 found a window left a game behind (its counterexample is spelled out below). */
const SEEDS = [42, 1130211299];

describe('two VS Code windows share globalState', () => {
  it('control: the shared-storage model really loses a plain read-modify-write (so the next tests mean something)', async () => {
    const clock = new ManualClock();
    const storage = new SharedStorage(clock, 200);
    const [a, b] = [storage.openWindow(), storage.openWindow()];
    const increment = (w: typeof a) => w.update('counter', (w.get<number>('counter') ?? 0) + 1);
    await Promise.all([increment(a), increment(b)]);
    await clock.advance(1000);
    expect(storage.value.counter).toBe(1);
  });

  it('two games finished at the same moment in two windows are both counted, in storage and in both windows', async () => {
    const {
      clock,
      storage,
      opened: [a, b],
    } = await windows(2);
    await Promise.all([a.record(claim('window-a-1')), b.record(claim('window-b-1'))]);
    // Whichever whole-state write came last, the re-checks leave both games stored.
    await settleAll(clock);
    expect(storedPlayed(storage.value)).toBe(2);
    expect(newestIds(storage.value)).toEqual(['window-a-1', 'window-b-1']);
    expect(newestIds(storage.value, DEVICE_KEY)).toEqual(['window-a-1', 'window-b-1']);
    expect(a.snapshot().total.played).toBe(2);
    expect(b.snapshot().total.played).toBe(2);
    // Settled: the windows keep checking, and find nothing to write.
    const writes = storage.writes;
    await clock.advance(3_600_000);
    expect(storage.writes).toBe(writes);
  });

  it('a window writing any other key from an old copy minutes later cannot lose a result: the counting window puts it back', async () => {
    const clock = new ManualClock();
    const storage = new SharedStorage(clock, 60_000); // news that takes a minute: an extreme but possible lag
    const [mementoA, mementoB] = [storage.openWindow(), storage.openWindow()];
    const a = await openStatistics(mementoA, { clock });
    await a.record(claim('counted-in-a'));
    await clock.advance(40_000);
    await mementoB.update('patience.savedGame', { schema: 1 }); // B's whole, older state: the result is gone
    expect(storedPlayed(storage.value)).toBe(0);
    await clock.advance(RECHECK_MS.at(-1) ?? 0);
    expect(newestIds(storage.value)).toEqual(['counted-in-a']);
    expect(storage.value['patience.savedGame']).toEqual({ schema: 1 });
  });

  it('a reset in one window and a win in another at the same moment both stand', async () => {
    const {
      clock,
      opened: [a, b],
    } = await windows(2);
    await a.record(claim('before-reset'));
    await clock.advance(1000);
    await Promise.all([a.reset(), b.record(claim('after-reset1'))]);
    await settleAll(clock);
    // The reset time is the same moment as the win: the win at that instant is covered; one a moment later is not.
    clock.time += 1;
    await b.record(claim('after-reset2'));
    await settleAll(clock);
    for (const w of [a, b]) expect(w.snapshot().total.played).toBe(1);
  });

  it("a copy written before this window's repair but arriving after it cannot hide a game from its view", async () => {
    const clock = new ManualClock();
    const storage = new SharedStorage(clock, 800);
    const [mementoA, mementoB, mementoC] = [storage.openWindow(), storage.openWindow(), storage.openWindow()];
    const a = await openStatistics(mementoA, { clock, journal: journalOf('window-aaaa', JOURNAL_DIR, clock) });
    const c = await openStatistics(mementoC, { clock, journal: journalOf('window-cccc', JOURNAL_DIR, clock) });
    await a.record(claim('counted-in-a'));
    await clock.advance(100);
    // C has not heard of A's game yet: its write drops it. C is closed straight after, so only A can repair.
    await c.record(claim('counted-in-c'));
    c.dispose();
    await clock.advance(750); // 850 ms: B has A's game, not C's
    await mementoB.update('patience.savedGame', { schema: 1 });
    await clock.advance(150); // 1 s: A has C's write and joins it with its own
    // B's copy arrives at A at 1.65 s: it holds A's game but not C's.
    await clock.advance(700);
    expect(a.snapshot().total.played).toBe(2);
    await settleAll(clock);
    expect(newestIds(storage.value)).toEqual(['counted-in-a', 'counted-in-c']);
    expect(storedPlayed(storage.value)).toBe(2);
    expect(a.snapshot()).toEqual(storedStats(storage.value, clock.now()));
    expect(mementoA.get(STATS_KEY)).toEqual(storage.value[STATS_KEY]);
  });

  it('one game finished in two windows a moment apart: storage and both windows keep the first count', async () => {
    const {
      clock,
      storage,
      opened: [a, b],
    } = await windows(2, 2);
    const first = clock.now();
    const inA = a.record(claim('resumed-game'));
    await clock.advance(1);
    // B has not heard of A's count: its later count of the same game is written to the journal too.
    await b.record(claim('resumed-game'));
    await inA;
    await settleAll(clock);
    const stored = storedStats(storage.value, clock.now());
    expect(stored.total.recent.map((r) => r.endedAt)).toEqual([first]);
    for (const w of [a, b]) expect(w.snapshot()).toEqual(stored);
  });

  it("seed 1130211299's counterexample: three windows, eleven games, news that takes 795 ms", async () => {
    const plays: [window: number, wait: number][] = [
      [2, 0],
      [0, 16],
      [0, 312],
      [1, 395],
      [0, 229],
      [0, 253],
      [0, 229],
      [0, 361],
      [0, 0],
      [1, 328],
      [0, 0],
    ];
    await playOut(
      3,
      plays.map(([window, wait]) => ({ window, wait, repeat: false })),
      795,
    );
  });

  for (const seed of SEEDS) {
    it(`any number of windows finishing games at any moments: every game counted exactly once (seed ${seed})`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 2, max: 4 }),
          fc.array(fc.record({ window: fc.nat(3), wait: fc.integer({ min: 0, max: 400 }), repeat: fc.boolean() }), {
            minLength: 1,
            maxLength: 12,
          }),
          fc.integer({ min: 1, max: 800 }),
          playOut,
        ),
        { numRuns: 60, seed },
      );
    });
  }
});

describe('Settings Sync', () => {
  it("a remote value that replaces the synced key loses nothing: this machine's copy joins back", async () => {
    const clock = new ManualClock();
    const memento = new MapMemento();
    const local = await openStatistics(memento, { clock });
    await local.record(claim('local-game1'));
    // Another machine (its own globalState, its own disk) counts a game; its value arrives and wins the sync conflict.
    const remote = new MapMemento();
    await (
      await openStatistics(remote, { clock, journal: journalOf('window-rrrr', '/other-machine/journal', clock) })
    ).record(claim('remote-game'));
    memento.values.set(STATS_KEY, remote.get(STATS_KEY));
    expect(local.snapshot().total.played).toBe(2);
    expect(newestIds(Object.fromEntries(memento.values))).toEqual(['local-game1', 'remote-game']);
    expect(storedPlayed(Object.fromEntries(memento.values))).toBe(2);
  });

  it("a synced value past Settings Sync's part is not written: the game counts on this machine, the player is told once, the synced key stays as it was", async () => {
    const clock = new ManualClock();
    // Another machine's value as Settings Sync brings it: its tally copied under 300 machine ids (a
    // player of many machines), some 64 KB, more than Settings Sync's 32 KB.
    const other = new MapMemento();
    await (
      await openStatistics(other, { clock, journal: journalOf('window-oooo', '/other-machine/journal', clock) })
    ).record(claim('other-game1'));
    const stored = other.get(STATS_KEY) as { machines: Record<string, unknown> };
    const [tally] = Object.values(stored.machines);
    const machines = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`m${String(i).padStart(11, '0')}`, tally]));
    const big = { ...stored, machines, newest: [] };
    expect(JSON.stringify(big).length).toBeGreaterThan(SYNCED_LIMIT);
    const memento = new MapMemento();
    memento.values.set(STATS_KEY, big);
    const told: number[] = [];
    const local = await openStatistics(memento, { clock, notices: { damaged() {}, newer() {}, syncTooLarge: (size) => told.push(size) } });
    expect(await local.record(claim('local-game1'))).toBe('counted');
    expect(await local.record(claim('local-game2'))).toBe('counted');
    // Counted here: the 300 machines' games and this machine's two.
    expect(local.snapshot().total.played).toBe(302);
    expect(told).toHaveLength(1);
    expect(told[0]).toBeGreaterThan(SYNCED_LIMIT);
    // The synced key is the value Settings Sync brought, untouched; this machine's key holds its games.
    expect(memento.values.get(STATS_KEY)).toBe(big);
    expect(storedPlayed(Object.fromEntries(memento.values), DEVICE_KEY)).toBe(2);
    // A window opened next reads both keys: nothing lost.
    expect((await openStatistics(memento, { clock, journal: journalOf('window-bbbb', JOURNAL_DIR, clock) })).snapshot().total.played).toBe(
      302,
    );
  });
});

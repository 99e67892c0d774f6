// A first start whose disk is slow to say which machine this is: the window goes by an id of its own
// until the disk answers (a count never waits on a disk that does not answer). That id must be the one
// the journal's machine file is then made with, and one id per window: a tally under any other id is
// a second tally of the same journal, whose games every window then counts twice (seen in
// windows.e2e at load 9: played 4 for two games).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Journal } from '../../../src/host/journal/journal';
import { Statistics } from '../../../src/host/stats/statistics';
import { DEVICE_KEY } from '../../../src/host/stats/store';
import { StorageFolder } from '../../../src/host/storage/storage-folder';
import { WRITE_LIMIT_MS } from '../../../src/host/storage/write-limits';
import { unsliced } from '../../../src/stats-core/slices';
import { Uri, double, workspace } from '../../support/vscode-double';
import { JOURNAL_DIR, ManualClock, MapMemento, SharedStorage, journalOf, openStatistics, quietLog, scoreOf, wonRecord } from './support';

const won = wonRecord();

beforeEach(() => double.reset());

describe('a machine file the disk is slow to read, at a first start', () => {
  it('the window goes by one id, the machine file is made with it, and the next window counts the game once', async () => {
    const clock = new ManualClock();
    const memento = new MapMemento();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const fs = {
      ...workspace.fs,
      readFile: async (uri: Uri) => {
        if (uri.path.endsWith('/machine.json')) await gate;
        return workspace.fs.readFile(uri);
      },
    };
    const log = quietLog();
    const journal = new Journal(new StorageFolder(Uri.file(JOURNAL_DIR) as never, fs as never), 'window-aaaa', unsliced, clock);
    const statistics = new Statistics(memento, log, { damaged() {}, newer() {} }, journal, clock, { slices: unsliced });
    await statistics.ready;
    // Asks for the id too, beside the ask made at the start; it may fail past the limit, as activation logs it.
    void statistics.catchUp().catch(() => undefined);
    const counting = statistics.record({
      id: 'slow-disk-01',
      outcome: 'won',
      record: won,
      score: scoreOf(won),
      moves: won.moves.length,
      elapsedMs: 60_000,
    });
    let counted: string | undefined;
    void counting.then((c) => (counted = c));
    // Each ask of the disk waits at most the time limit.
    for (let i = 0; i < 5 && counted === undefined; i++) await clock.advance(WRITE_LIMIT_MS);
    expect(counted).toBe('counted');
    const went = (memento.get(DEVICE_KEY) as { machine: string }).machine;
    expect(Object.keys((memento.get(DEVICE_KEY) as { machines: object }).machines)).toEqual([went]);
    // The disk answers: the file the first ask goes on to make names the machine the window went by.
    open();
    await vi.waitFor(async () =>
      expect(JSON.parse(new TextDecoder().decode(await workspace.fs.readFile(Uri.file(`${JOURNAL_DIR}/machine.json`) as never))).id).toBe(
        went,
      ),
    );
    const next = await openStatistics(memento, { clock, journal: journalOf('window-bbbb', JOURNAL_DIR, clock) });
    await next.catchUp();
    expect(next.snapshot().total).toMatchObject({ played: 1, won: 1 });
  });

  it('two windows that went by ids of their own while a third made the machine file take its id, and count every game once', async () => {
    const clock = new ManualClock();
    const storage = new SharedStorage(clock);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = {
      ...workspace.fs,
      readFile: async (uri: Uri) => {
        if (uri.path.endsWith('/machine.json')) await gate;
        return workspace.fs.readFile(uri);
      },
    };
    const slowWindow = (window: string) =>
      new Statistics(
        storage.openWindow(),
        quietLog(),
        { damaged() {}, newer() {} },
        new Journal(new StorageFolder(Uri.file(JOURNAL_DIR) as never, slow as never), window, unsliced, clock),
        clock,
        { slices: unsliced },
      );
    const [first, second] = [slowWindow('window-aaaa'), slowWindow('window-bbbb')];
    await Promise.all([first.ready, second.ready]);
    // The third window's disk answers at once: it makes the machine file with an id of its own.
    const third = await openStatistics(storage.openWindow(), { clock, journal: journalOf('window-cccc', JOURNAL_DIR, clock) });
    await third.catchUp();
    const claim = (id: string) => ({ id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 60_000 });
    const counts = [first.record(claim('slow-disk-02')), second.record(claim('slow-disk-03'))];
    let settled = false;
    void Promise.all(counts).then(() => (settled = true));
    for (let i = 0; i < 5 && !settled; i++) await clock.advance(WRITE_LIMIT_MS);
    expect(await Promise.all(counts)).toEqual(['counted', 'counted']);
    open();
    await clock.advance(1_000);
    await vi.waitFor(async () => {
      await clock.advance(1_000);
      for (const window of [first, second, third]) {
        await window.catchUp();
        expect(window.snapshot().total).toMatchObject({ played: 2, won: 2 });
      }
    });
    const next = await openStatistics(storage.openWindow(), { clock, journal: journalOf('window-dddd', JOURNAL_DIR, clock) });
    await next.catchUp();
    expect(next.snapshot().total).toMatchObject({ played: 2, won: 2 });
  });
});

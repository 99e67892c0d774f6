// A win stored nowhere (issue 24, item 6): each write (the game journal, globalState) has a time
// limit and is tried again until it lands; a globalState that throws at once is retried like one that
// refuses; a win neither holds yet is told to the player (with Retry), and told again once it is stored.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Journal } from '../../../src/host/journal/journal';
import { parseEntryName } from '../../../src/host/journal/reader';
import { unsliced } from '../../../src/stats-core/slices';
import { Statistics } from '../../../src/host/stats/statistics';
import { tellWinStored, tellWinUnstored } from '../../../src/host/stats/win-storage-notices';
import type { GameResult } from '../../../src/stats-core/result';
import { StorageFolder } from '../../../src/host/storage/storage-folder';
import { RETRY_MS, WRITE_LIMIT_MS } from '../../../src/host/storage/write-limits';
import { fsError } from '../../support/disk-fs';
import { Uri, double, workspace } from '../../support/vscode-double';
import { ManualClock, MapMemento, quietLog, scoreOf, storedStats, wonRecord } from './support';

const won = wonRecord();
const JOURNAL = '/storage/journal';

/** globalState that can fail as VS Code's does: a throw at once, a refusal (the value kept in memory, not stored), or no answer. */
class FailingMemento extends MapMemento {
  mode: 'ok' | 'throw' | 'refuse' | 'hang' = 'ok';
  updates = 0;
  /** What reached storage. */
  readonly stored = new Map<string, unknown>();
  override update(key: string, value: unknown): Promise<void> {
    this.updates++;
    if (this.mode === 'throw') throw new Error('globalState is closed');
    this.values.set(key, structuredClone(value));
    if (this.mode === 'hang') return new Promise(() => undefined);
    if (this.mode === 'refuse') return Promise.reject(fsError('ENOSPC', 'no space left on device'));
    this.stored.set(key, structuredClone(value));
    return Promise.resolve();
  }
}

let clock: ManualClock;
let memento: FailingMemento;
let disk: 'ok' | 'hang' | 'refuse';
let journalWrites: number;
let log: ReturnType<typeof quietLog>;
let told: { unstored: { result: GameResult; error: unknown; retry: () => void }[]; stored: GameResult[] };
let statistics: Statistics;

beforeEach(() => {
  double.reset();
  clock = new ManualClock();
  memento = new FailingMemento();
  disk = 'ok';
  journalWrites = 0;
  log = quietLog();
  told = { unstored: [], stored: [] };
  const fs = {
    ...workspace.fs,
    writeFile(uri: Uri, content: Uint8Array): Promise<void> {
      // The writes of games' entries (the journal's own files, its machine file and index, are written too).
      if (parseEntryName(uri.path.split('/').at(-1)!)) journalWrites++;
      if (disk === 'hang') return new Promise(() => undefined);
      if (disk === 'refuse') return Promise.reject(fsError('EACCES', `permission denied, open '${uri.path}'`));
      return workspace.fs.writeFile(uri, content);
    },
  };
  const journal = new Journal(new StorageFolder(Uri.file(JOURNAL) as never, fs as never), 'window-aa', unsliced, clock);
  const notices = {
    damaged() {},
    newer() {},
    unstored: (result: GameResult, error: unknown, retry: () => void) => told.unstored.push({ result, error, retry }),
    stored: (result: GameResult) => told.stored.push(result),
  };
  statistics = new Statistics(memento, log, notices, journal, clock, { slices: unsliced });
});

/** Reports the win of game `id`; what the count came to, once it settles. */
function win(id = 'game-0001'): { counted?: string } {
  const outcome: { counted?: string } = {};
  void statistics
    .record({ id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 60_000 })
    .then((c) => (outcome.counted = c));
  return outcome;
}

const journalEntries = () =>
  [...double.files.keys()].filter((path) => path.startsWith(`${JOURNAL}/`) && parseEntryName(path.split('/').at(-1)!));
/** The wins a window opened now would read from what reached storage (before folding the journal). */
const storedWins = () => storedStats(Object.fromEntries(memento.stored), clock.now()).total.won;

describe('a win whose writes fail', () => {
  it('a journal write that never settles: the win is counted once the time limit passes, and the entry lands on a retry', async () => {
    await statistics.ready;
    disk = 'hang';
    const outcome = win();
    await vi.waitFor(() => expect(journalWrites).toBe(1));
    await clock.advance(WRITE_LIMIT_MS);
    await vi.waitFor(() => expect(outcome.counted).toBe('counted'));
    expect(statistics.snapshot().total.won).toBe(1);
    expect(storedWins()).toBe(1);
    expect(told.unstored).toEqual([]); // globalState holds it
    disk = 'ok';
    await clock.advance(RETRY_MS[0]);
    await vi.waitFor(() => expect(journalEntries()).toHaveLength(1));
  });

  it('globalState throwing at once: the count still ends, a retry is scheduled, and the win is stored once it works again', async () => {
    await statistics.ready;
    memento.mode = 'throw';
    const outcome = win();
    await vi.waitFor(() => expect(outcome.counted).toBe('counted'));
    expect(storedWins()).toBe(0);
    memento.mode = 'ok';
    await clock.advance(1_000);
    await vi.waitFor(() => expect(storedWins()).toBe(1));
  });

  it('globalState with no answer: the count ends after the time limit, and the write is tried again', async () => {
    await statistics.ready;
    memento.mode = 'hang';
    const outcome = win();
    await vi.waitFor(() => expect(memento.updates).toBeGreaterThan(0));
    await clock.advance(WRITE_LIMIT_MS);
    await vi.waitFor(() => expect(outcome.counted).toBe('counted'));
    memento.mode = 'ok';
    await clock.advance(RETRY_MS.at(-1)!);
    await vi.waitFor(() => expect(storedWins()).toBe(1));
  });

  it('the journal and globalState both failing: the player is told the win is stored nowhere yet, once, and again when it is; the log never claims globalState holds it', async () => {
    await statistics.ready;
    disk = 'refuse';
    memento.mode = 'refuse'; // VS Code keeps the value in memory: only a write that lands stores it
    const outcome = win();
    await vi.waitFor(() => expect(outcome.counted).toBe('counted'));
    expect(told.unstored).toHaveLength(1);
    expect(told.unstored[0]).toMatchObject({ result: { id: 'game-0001', outcome: 'won' }, error: { code: 'EACCES' } });
    expect(log.text()).not.toMatch(/globalState only/);
    expect(log.text()).toMatch(/stored in nowhere yet/);
    await clock.advance(5_000); // still failing: tried again, not told again
    expect(memento.updates).toBeGreaterThan(2);
    expect(told.unstored).toHaveLength(1);
    expect(told.stored).toEqual([]);

    memento.mode = 'ok';
    await clock.advance(30_000);
    await vi.waitFor(() => expect(told.stored.map((r) => r.id)).toEqual(['game-0001']));
    expect(storedWins()).toBe(1);
    disk = 'ok';
    await clock.advance(RETRY_MS.at(-1)!);
    await vi.waitFor(() => expect(journalEntries()).toHaveLength(1));
    expect(told.stored).toHaveLength(1); // told once
  });

  it('Retry tries both again at once: the entry and globalState are written, and the player hears the win is stored', async () => {
    await statistics.ready;
    disk = 'refuse';
    memento.mode = 'throw';
    const outcome = win();
    await vi.waitFor(() => expect(outcome.counted).toBe('counted'));
    expect(told.unstored).toHaveLength(1);
    disk = 'ok';
    memento.mode = 'ok';
    told.unstored[0].retry();
    await vi.waitFor(() => expect(journalEntries()).toHaveLength(1));
    await vi.waitFor(() => expect(storedWins()).toBe(1));
    expect(told.stored).toHaveLength(1);
  });
});

describe('the words of a win stored nowhere', () => {
  const result = { id: 'game-0001', scope: 'cruel', deal: 8315, outcome: 'won' } as GameResult;

  it('says which win, why, and offers Retry; then that it is stored', async () => {
    let retried = 0;
    double.answerMessage = (shown) => shown.items[0];
    tellWinUnstored(result, fsError('ENOSPC', 'no space left on device'), () => retried++);
    await vi.waitFor(() => expect(retried).toBe(1));
    expect(double.shown[0]).toMatchObject({ kind: 'warning', items: ['Retry'] });
    expect(double.shown[0].message).toMatch(/could not store your win of Cruel #8315 yet: the disk is full/);
    tellWinStored(result);
    expect(double.shown[1]).toMatchObject({ kind: 'info', message: 'Your win of Cruel #8315 is stored now.' });
  });
});

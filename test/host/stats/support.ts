// Shared by the statistics tests: real game records (won by the solver, lost by play, left open),
// a clock the test moves by hand, and a model of globalState shared by several VS Code windows.
import { type GameId, type GameRecord, GameHistory, legalMoves, newGame, replay, score, status } from '../../../src/engine';
import { solve } from '../../../src/engine/solver';
import { importFile } from '../../../src/stats-core/import-file';
import { SliceClock, unsliced } from '../../../src/stats-core/slices';
import { Journal } from '../../../src/host/journal/journal';
import { OwnHistory } from '../../../src/host/journal/own-history';
import { Statistics, type StatisticsOptions, type StatsLog, type StatsNotices } from '../../../src/host/stats/statistics';
import { StorageFolder } from '../../../src/host/storage/storage-folder';
import type { Timers } from '../../../src/host/storage/write-limits';
import { DEVICE_KEY, STATS_KEY, type StatsMemento } from '../../../src/host/stats/store';
import { SYNCED_SCHEMA, type SyncedStats, decodeSynced, emptySynced, joinSynced } from '../../../src/stats-core/synced';
import { snapshotOf } from '../../../src/stats-core/view';
import { writeExport } from '../../../src/stats-core/transfer';
import { Uri, workspace } from '../../support/vscode-double';

/** A won record of `deal`, found by the solver (Baker's Game deals 2 and 3 solve in milliseconds). */
export function wonRecord(deal = 2, variant = 'kings'): GameRecord {
  const found = solve(newGame('bakers-game', deal, variant), { maxMs: 20_000, now: () => performance.now() });
  if (!found.line) throw new Error(`bakers-game ${deal} was not solved (${found.verdict})`);
  return { game: 'bakers-game', variant, deal, moves: [...found.line] };
}

/** A Cruel deal played by always taking the last legal move, until the rules declare it lost. */
export function lostRecord(deal = 1): GameRecord {
  const history = GameHistory.fromRecord({ game: 'cruel', deal, moves: [] });
  if (!history.ok) throw new Error(history.error);
  for (let i = 0; i < 300 && status(history.value.position) === 'playing'; i++) {
    const moves = legalMoves(history.value.position);
    history.value.play(moves[moves.length - 1]);
  }
  if (status(history.value.position) !== 'lost') throw new Error(`cruel ${deal} did not end lost`);
  return history.value.record;
}

/** `count` legal moves into a deal, still open. */
export function openRecord(game: GameId = 'maze', deal = 5, count = 3): GameRecord {
  const history = GameHistory.fromRecord({ game, deal, moves: [] });
  if (!history.ok) throw new Error(history.error);
  for (let i = 0; i < count; i++) history.value.play(legalMoves(history.value.position)[0]);
  if (status(history.value.position) !== 'playing') throw new Error('the game ended early');
  return history.value.record;
}

/** The score the engine gives the record's last position. */
export function scoreOf(record: GameRecord): number {
  const replayed = replay(record);
  if (!replayed.ok) throw new Error(replayed.error);
  return score(replayed.value.positions[replayed.value.positions.length - 1]);
}

export const quietLog = () => {
  const lines: string[] = [];
  const line = (level: string) => (message: string) => void lines.push(`[${level}] ${message}`);
  return { lines, info: line('info'), warn: line('warn'), error: line('error'), text: () => lines.join('\n') };
};

/** Timers the test moves by hand: nothing runs until `advance`. */
export class ManualClock implements Timers {
  time = Date.UTC(2025, 0, 6, 12);
  private queue: { at: number; run: () => void; id: number }[] = [];
  private lastId = 0;

  now(): number {
    return this.time;
  }
  setTimeout(run: () => void, ms: number): unknown {
    this.queue.push({ at: this.time + ms, run, id: ++this.lastId });
    return this.lastId;
  }
  clearTimeout(handle: unknown): void {
    this.queue = this.queue.filter((t) => t.id !== handle);
  }
  /** Runs everything due within `ms`, in time order, letting promise callbacks run in between. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const next = this.queue.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next) break;
      this.queue = this.queue.filter((t) => t !== next);
      this.time = Math.max(this.time, next.at);
      next.run();
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.time = end;
  }
}

/** A memento on its own (one window): values cloned in and out, as globalState's JSON storage does. */
export class MapMemento implements StatsMemento {
  readonly values = new Map<string, unknown>();
  get<T>(key: string): T | undefined {
    return this.values.has(key) ? (structuredClone(this.values.get(key)) as T) : undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, structuredClone(value));
  }
}

/**
 * globalState as VS Code shares it between windows: each window's memento caches the extension's
 * whole state as one object, and any update writes that whole object to the shared storage, which
 * tells the other windows `delayMs` later. A window that writes before the news arrives overwrites
 * the other window's change: the lost update the statistics must survive.
 */
export class SharedStorage {
  value: Record<string, unknown> = {};
  writes = 0;
  private readonly windows: WindowMemento[] = [];

  constructor(
    private readonly clock: ManualClock,
    private readonly delayMs = 200,
  ) {}

  openWindow(): WindowMemento {
    const window = new WindowMemento(this, structuredClone(this.value));
    this.windows.push(window);
    return window;
  }

  write(from: WindowMemento, whole: Record<string, unknown>): void {
    this.writes++;
    this.value = structuredClone(whole);
    const sent = structuredClone(whole);
    for (const window of this.windows) {
      if (window !== from) this.clock.setTimeout(() => window.receive(structuredClone(sent)), this.delayMs);
    }
  }
}

export class WindowMemento implements StatsMemento {
  constructor(
    private readonly storage: SharedStorage,
    private cache: Record<string, unknown>,
  ) {}
  get<T>(key: string): T | undefined {
    return structuredClone(this.cache[key]) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    if (value === undefined) delete this.cache[key];
    else this.cache[key] = structuredClone(value);
    this.storage.write(this, this.cache);
  }
  receive(whole: Record<string, unknown>): void {
    this.cache = whole;
  }
  keys(): readonly string[] {
    return Object.keys(this.cache);
  }
  /** What activate() calls; Settings Sync is not modelled. */
  setKeysForSync(_keys: readonly string[]): void {}
}

/** A stored value (a key of globalState) as the synced statistics it holds (none for anything else). */
export function storedSynced(raw: unknown): SyncedStats {
  return raw !== null && typeof raw === 'object' && (raw as { schema?: unknown }).schema === SYNCED_SCHEMA
    ? decodeSynced(raw as Record<string, unknown>).doc
    : emptySynced();
}

/** The numbers a window opened on `value` (a whole globalState) would show before folding its own journal: both keys joined. */
export const storedStats = (value: Record<string, unknown>, now: number) =>
  snapshotOf({ doc: joinSynced(storedSynced(value[STATS_KEY]), storedSynced(value[DEVICE_KEY])) }, now);

/** The journal folder of one machine in the VS Code double's files (globalStorageUri/journal). */
export const JOURNAL_DIR = '/global-storage/journal';

/** A window's game journal on the double's files: `window` is its id; windows of one machine share `dir`. */
export function journalOf(window = 'window-aaaa', dir = JOURNAL_DIR, timers?: Pick<Timers, 'setTimeout' | 'clearTimeout'>): Journal {
  return new Journal(new StorageFolder(Uri.file(dir) as never, workspace.fs as never), window, unsliced, timers);
}

/**
 * A window's statistics as activation opens them (a journal on the double's files, replays unsliced),
 * once their work is loaded.
 */
export async function openStatistics(
  memento: StatsMemento,
  {
    clock = new ManualClock(),
    log = quietLog(),
    notices = { damaged() {}, newer() {} },
    journal = journalOf('window-aaaa', JOURNAL_DIR, clock),
    ...options
  }: { clock?: ManualClock; log?: StatsLog; notices?: StatsNotices; journal?: Journal } & StatisticsOptions = {},
): Promise<Statistics> {
  const statistics = new Statistics(memento, log, notices, journal, clock, { slices: unsliced, ...options });
  await statistics.ready;
  return statistics;
}

/** Folds `journal` as a window's statistics would, at `now`: this machine's tally and the games it keeps, and what the fold logged. */
export async function foldJournal(journal: Journal, now: number, resets: Record<string, number> = {}) {
  const log = quietLog();
  const history = new OwnHistory(journal, log, () => now);
  const own = await history.fold(resets, []);
  const games = [...own.recent.results.values()].flat().sort((a, b) => a.endedAt - b.endedAt);
  return { own, games, log, history };
}

let machineCount = 0;

/** The statistics of another machine: a globalState and a disk of its own (its journal under a folder no other machine has). */
export function openMachine(clock: ManualClock, memento: StatsMemento = new MapMemento(), log: StatsLog = quietLog()): Promise<Statistics> {
  const dir = `/machine-${++machineCount}/journal`;
  return openStatistics(memento, { clock, log, journal: journalOf(`window-m${String(machineCount).padStart(4, '0')}`, dir, clock) });
}

/**
 * The export of `statistics` at `now`, as Export Statistics… writes it: every game its journal holds,
 * with its record's move code and its machine; `records: false`, as a version before records travelled
 * wrote it (neither records nor machines).
 */
export async function exportText(statistics: Statistics, now: number, { records = true } = {}): Promise<string> {
  const { doc, codes, machines } = await statistics.exportHistory();
  return records
    ? writeExport(doc, codes, now, new SliceClock(unsliced), machines)
    : writeExport(doc, new Map(), now, new SliceClock(unsliced));
}

/** Imports `text` into `statistics` as the Import command does, at `now`. */
export const importText = (statistics: Statistics, text: string, now: number) => importFile(statistics, text, now, unsliced);

// npm run bench:host's long history: a player with `games` counted games (Baker's Game #2 won every ten
// minutes), stored as this version stores them: the journal packed in segments with its index, globalState
// holding each machine's tally. What activation, one more counted game, opening the sidebar, an export and
// Replay Last Game cost then; globalState's bytes (both keys) and the journal's files; and, with
// `--migration`, moving a history of that length from the earlier layout (every result a row in both
// keys, one journal file a game) on first start. Wall time beside CPU time (the machine is shared).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newGame, utcDate } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { Journal } from '../../src/host/journal/journal';
import { latestEntries } from '../../src/host/journal/reader';
import { playedRow, writeSegments } from '../../src/host/journal/packed';
import { StorageFolder } from '../../src/host/storage/storage-folder';
import { Statistics } from '../../src/host/stats/statistics';
import { DEVICE_KEY, STATS_KEY, type StatsMemento } from '../../src/host/stats/store';
import { documentOf, encodeDocument } from '../../src/stats-core/document';
import { digestOf } from '../../src/stats-core/digest';
import { SCOPES, scopeParts } from '../../src/stats-core/result';
import { ownTallyOf } from '../../src/stats-core/summary';
import { type MachineResult, SYNCED_LIMIT, type SyncedStats, encodeSynced, fitSynced, newestOf } from '../../src/stats-core/synced';
import { rulesOf } from '../../src/engine';
import { encodeMoves } from '../../src/stats-core/move-code';
import { type GameResult, scopeOf } from '../../src/stats-core/result';
import { SliceClock, hostSlices } from '../../src/stats-core/slices';
import { writeExport } from '../../src/stats-core/transfer';
import { verifyResult } from '../../src/stats-core/verify';
import { Uri } from '../support/vscode-double';
import { held } from './thread-probe';
import { diskFs } from '../support/disk-fs';

const ms = (x: number): string => `${x.toFixed(1)} ms`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const row = (label: string, value: string): void => console.log(`${label.padEnd(72)} ${value}`);
const cpu = (since: NodeJS.CpuUsage): number => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
const med = (v: number[]): number => v.slice().sort((a, b) => a - b)[Math.floor(v.length / 2)];

/**
 * An extension's globalState as VS Code keeps it: one object, read once from its JSON text at start, and
 * written whole (JSON.stringify) at every update. `written` is the bytes of the last write.
 */
class ExtensionState implements StatsMemento {
  value: Record<string, unknown>;
  written = 0;
  writeMs = 0;
  constructor(text: string) {
    this.value = JSON.parse(text) as Record<string, unknown>;
  }
  get<T>(key: string): T | undefined {
    return this.value[key] as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    this.value = { ...this.value, [key]: value };
    const t = performance.now();
    this.written = JSON.stringify(this.value).length;
    this.writeMs += performance.now() - t;
  }
  text(): string {
    return JSON.stringify(this.value);
  }
}

const quiet = { info() {}, warn() {}, error() {} };
const notices = { damaged() {}, newer() {} };

/** The games: Baker's Game #2 won with the solver's line, one every ten minutes up to `now`. */
function history(games: number) {
  const found = solve(newGame('bakers-game', 2, 'kings'), { maxMs: 20_000, now: () => performance.now() });
  const won = { game: 'bakers-game' as const, variant: 'kings', deal: 2, moves: [...(found.line ?? [])] };
  const start = Date.UTC(2020, 0, 1);
  const checked = verifyResult(
    { id: 'g00000000000', outcome: 'won', record: won, score: 52, moves: won.moves.length, elapsedMs: 60_000 },
    start,
  );
  if (!checked.ok) throw new Error(checked.error);
  const results: GameResult[] = Array.from({ length: games }, (_, i) => ({
    ...checked.value,
    id: `g${String(i).padStart(11, '0')}`,
    endedAt: start + i * 600_000,
  }));
  return { won, results, now: start + games * 600_000 + 3_600_000 };
}

/** This version's layout of `games`: the journal in segments (as packing writes them), then a first window's catch-up (its index, globalState). */
async function packedMachine(dir: string, games: number) {
  const { won, results, now } = history(games);
  const journalDir = join(dir, 'journal');
  mkdirSync(journalDir, { recursive: true });
  const folder = new StorageFolder(Uri.file(journalDir) as never, diskFs() as never);
  const code = encodeMoves('bakers-game', won.moves) ?? null;
  await writeSegments(
    folder,
    results.map((result) => ({ row: playedRow(result, 'w00000000001'), code })),
  );
  const clock = { now: () => now, setTimeout: () => 0, clearTimeout() {} };
  const first = new ExtensionState('{}');
  const setup = new Statistics(first, quiet, notices, new Journal(folder, 'w00000000001'), clock);
  await setup.ready;
  const t = performance.now();
  await setup.catchUp();
  row(`  first fold of a journal of ${games} games (no index yet: every segment read)`, ms(performance.now() - t));
  // The segments' game ids that fold read are written beside them (ids.json) in the background: the
  // windows measured below are later starts, which find them there.
  for (let i = 0; i < 600 && !existsSync(join(journalDir, 'ids.json')); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  setup.dispose();
  return { won, now, folder, journalDir, clock, stateText: first.text() };
}

const filesIn = (dir: string): { files: number; bytes: number } => {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = filesIn(path);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files++;
      bytes += statSync(path).size;
    }
  }
  return { files, bytes };
};

export async function historyBench(games: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'patience-history-'));
  try {
    console.log(`\na history of ${games} games (this version's layout)`);
    const { won, now, folder, journalDir, clock, stateText } = await packedMachine(dir, games);
    const state = JSON.parse(stateText) as Record<string, unknown>;
    row(
      "globalState: synced key / this machine's key / both",
      `${kb(JSON.stringify(state[STATS_KEY]).length)} / ${kb(JSON.stringify(state[DEVICE_KEY]).length)} / ${kb(stateText.length)}`,
    );
    const disk = filesIn(journalDir);
    row('the journal on disk: files / bytes', `${disk.files} / ${kb(disk.bytes)}`);
    const open = (window: string) => {
      const memento = new ExtensionState(stateText);
      const journal = new Journal(folder, window);
      return { memento, journal, statistics: new Statistics(memento, quiet, notices, journal, clock) };
    };
    // Activation: VS Code parses the extension's state; the statistics open; the sidebar's numbers.
    let c = process.cpuUsage();
    let t = performance.now();
    const window = open('w00000000002');
    await window.statistics.ready;
    const opened = performance.now() - t;
    t = performance.now();
    window.statistics.snapshot();
    window.statistics.daily(utcDate(now));
    row('activation: parse globalState, open, first numbers (wall / CPU)', `${ms(opened)} + ${ms(performance.now() - t)} / ${ms(cpu(c))}`);
    c = process.cpuUsage();
    const catchUp = await held(() => window.statistics.catchUp());
    row(
      'activation: the journal catch-up in the background: all / longest held / CPU',
      `${ms(catchUp.ms)} / ${ms(catchUp.heldMs)} / ${ms(cpu(c))}`,
    );
    // One counted game.
    const counts: number[] = [];
    const countCpu: number[] = [];
    let writeMs = 0;
    for (let i = 0; i < 5; i++) {
      c = process.cpuUsage();
      t = performance.now();
      window.memento.writeMs = 0;
      await window.statistics.record({
        id: `onemore${String(i).padStart(4, '0')}`,
        outcome: 'won',
        record: won,
        score: 52,
        moves: won.moves.length,
        elapsedMs: 1000,
      });
      window.statistics.snapshot();
      counts.push(performance.now() - t);
      countCpu.push(cpu(c));
      writeMs = window.memento.writeMs;
    }
    row('one counted game, shown (median of 5, wall / CPU)', `${ms(med(counts))} / ${ms(med(countCpu))}`);
    row('  the first of them (wall / CPU)', `${ms(counts[0])} / ${ms(countCpu[0])}`);
    row('  globalState written per counted game (both keys, the whole state)', `${kb(window.memento.written)} (stringify ${ms(writeMs)})`);
    // Opening the sidebar in a new window: its catch-up (the index read), its numbers and today's daily deals.
    const other = open('w00000000003');
    await other.statistics.ready;
    c = process.cpuUsage();
    t = performance.now();
    await other.statistics.catchUp();
    other.statistics.snapshot();
    other.statistics.daily(utcDate(now));
    row('opening the sidebar (a window that has not shown it yet, wall / CPU)', `${ms(performance.now() - t)} / ${ms(cpu(c))}`);
    // An export: every game from the journal with its record, the file written.
    c = process.cpuUsage();
    const exported = await held(async () => {
      const { doc, codes, machines } = await window.statistics.exportHistory();
      return writeExport(doc, codes, now, new SliceClock(hostSlices), machines);
    });
    row(
      'an export with every record: all / longest held / CPU',
      `${ms(exported.ms)} / ${ms(exported.heldMs)} / ${ms(cpu(c))} (${kb(exported.value.length)})`,
    );
    // Replay Last Game: the newest game of the journal.
    c = process.cpuUsage();
    const last = await held(() => latestEntries(window.journal, 1));
    row('Replay Last Game: the newest game from the journal: all / CPU', `${ms(last.ms)} / ${ms(cpu(c))}`);
    window.statistics.dispose();
    other.statistics.dispose();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sizes only: globalState's bytes and the journal's files for each history length. */
export async function historySizes(lengths: readonly number[]): Promise<void> {
  console.log('\nglobalState and the journal by the length of the history (one machine)');
  for (const games of lengths) {
    const dir = mkdtempSync(join(tmpdir(), 'patience-sizes-'));
    try {
      const { journalDir, stateText } = await packedMachine(dir, games);
      const state = JSON.parse(stateText) as Record<string, unknown>;
      const disk = filesIn(journalDir);
      row(
        `  ${games} games: synced key / this machine's key; journal files, bytes`,
        `${JSON.stringify(state[STATS_KEY]).length} / ${JSON.stringify(state[DEVICE_KEY]).length} bytes; ${disk.files} files, ${kb(disk.bytes)}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** The first start of this version on a history of `games` kept the earlier way: how long until its numbers are the tallies', and until the journal is packed. */
export async function migrationBench(games: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'patience-migration-'));
  try {
    console.log(`\nmoving a history of ${games} games from the earlier layout (first start)`);
    const { won, results, now } = history(games);
    const journalDir = join(dir, 'journal');
    mkdirSync(journalDir, { recursive: true });
    for (const result of results) {
      const entry = { schema: 1, window: 'w00000000001', ...result, record: won };
      writeFileSync(
        join(journalDir, `${entry.endedAt}.${scopeOf('bakers-game', 'kings').replace(':', '+')}.${entry.id}.${entry.window}.json`),
        JSON.stringify(entry),
      );
    }
    const stored = encodeDocument(documentOf(results));
    const text = JSON.stringify({ [STATS_KEY]: stored, [DEVICE_KEY]: stored });
    row('globalState before (both keys)', kb(text.length));
    const memento = new ExtensionState(text);
    const folder = new StorageFolder(Uri.file(journalDir) as never, diskFs() as never);
    const clock = { now: () => now, setTimeout: () => 0, clearTimeout() {} };
    const statistics = new Statistics(memento, quiet, notices, new Journal(folder, 'w00000000002'), clock);
    await statistics.ready;
    const c = process.cpuUsage();
    const moved = await held(() => statistics.catchUp());
    row('moved: tallies stored, the numbers the same: all / longest held / CPU', `${ms(moved.ms)} / ${ms(moved.heldMs)} / ${ms(cpu(c))}`);
    const t = performance.now();
    await statistics.exportHistory(); // waits for the earlier games to be packed into segments
    row("  and the earlier games packed into the journal's segments (background)", ms(performance.now() - t));
    row('globalState after (both keys)', kb(memento.text().length));
    const disk = filesIn(journalDir);
    row('the journal on disk after: files / bytes', `${disk.files} / ${kb(disk.bytes)}`);
    statistics.dispose();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `--machines`: the synced value's size by the number of machines, each of which played every game
 * (every scope, `games` games over the last year, some of them daily deals), as Settings Sync would carry it.
 */
export async function machineSizes(counts: readonly number[], games = 2_000): Promise<void> {
  console.log(
    `\nthe synced value by the number of machines (each played every one of the ${SCOPES.length} scopes, ${games} games over a year)`,
  );
  const now = Date.UTC(2026, 11, 1);
  const machineOf = (m: number): { id: string; results: GameResult[] } => {
    const id = `m${String(m).padStart(11, '0')}`;
    const results: GameResult[] = Array.from({ length: games }, (_, i) => {
      const scope = SCOPES[i % SCOPES.length];
      const endedAt = now - 365 * 86_400_000 + Math.floor(((i + 0.5) / games) * 365 * 86_400_000) + m * 1_000;
      const won = (i * 7 + m) % 3 !== 0;
      return {
        id: `${id}-${String(i).padStart(6, '0')}`,
        scope,
        deal: 1 + ((i * 31 + m) % 30_000),
        outcome: won ? 'won' : 'lost',
        score: won ? rulesOf(scopeParts(scope).game).maxScore : 10,
        moves: 80 + (i % 90),
        timeMs: 120_000 + ((i * 997) % 600_000),
        endedAt,
        hintsUsed: i % 4 === 0 ? 1 : 0,
        ...(i % 5 === 0 ? { daily: new Date(endedAt).toISOString().slice(0, 10) } : {}),
      };
    });
    return { id, results };
  };
  const machines = Array.from({ length: Math.max(...counts) }, (_, m) => {
    const { id, results } = machineOf(m);
    const own = ownTallyOf(documentOf(results), now);
    own.tally.entries = results.length;
    own.tally.digest = digestOf(results.map((r) => r.id));
    return { id, tally: own.tally, newest: results.slice(-64).map((result): MachineResult => ({ machine: id, result })) };
  });
  for (const count of counts) {
    const some = machines.slice(0, count);
    const doc: SyncedStats = {
      machines: new Map(some.map((m) => [m.id, m.tally])),
      resets: {},
      newest: newestOf(some.flatMap((m) => m.newest)),
    };
    const whole = JSON.stringify(encodeSynced(doc)).length;
    const fitted = fitSynced(doc);
    const device = JSON.stringify(
      encodeSynced({ machines: new Map([[some[0].id, some[0].tally]]), resets: {}, newest: some[0].newest }),
    ).length;
    row(
      `  ${count} machine${count === 1 ? '' : 's'}: synced value / as written (limit ${SYNCED_LIMIT}) / this machine's key`,
      `${whole} / ${fitted ? `${fitted.size} (${fitted.doc.newest.length} newest kept)` : 'not written (too large)'} / ${device} bytes`,
    );
  }
}

// npm run bench:import: statistics export and import at the limits (not a test). An export of many
// games with their records, its size per game against the export before records travelled, then
// its import into empty statistics on a globalState like VS Code's and a journal on the real disk
// (a temporary folder): the time it takes, and the longest the thread was held at once (the gap a
// 0 ms timer sees), with the statistics' own slices. Then what the sidebar and the next count cost
// with that many games stored.
import { cpus, loadavg } from 'node:os';
import { type GameRecord, GameHistory, legalMoves, newGame, replay, score, status } from '../../src/engine';
import { MersenneTwister } from '../../src/engine/random';
import { solve } from '../../src/engine/solver';
import { documentOf } from '../../src/stats-core/document';
import { importFile } from '../../src/stats-core/import-file';
import { encodeMoves } from '../../src/stats-core/move-code';
import { type GameResult, type Outcome, scopeOf } from '../../src/stats-core/result';
import { SliceClock, hostSlices, unsliced } from '../../src/stats-core/slices';
import { Statistics } from '../../src/host/stats/statistics';
import type { StatsMemento } from '../../src/host/stats/store';
import { writeExport } from '../../src/stats-core/transfer';
import { held } from './thread-probe';
import { diskFs } from '../support/disk-fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Journal } from '../../src/host/journal/journal';
import { StorageFolder } from '../../src/host/storage/storage-folder';
import { Uri } from '../support/vscode-double';

const GAMES = Number(process.argv[2] ?? 100_000);
/** `npm run bench:import -- 100000 without`: the import without records alone (`with`: with them alone). */
const ONLY = { with: 'with records', without: 'without records' }[process.argv[3] ?? ''];

/** globalState as VS Code's extension host keeps it: values handed out as they are, not copied. */
class HostMemento implements StatsMemento {
  private readonly values = new Map<string, unknown>();
  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    this.values.set(key, value);
  }
}

interface Template {
  readonly record: GameRecord;
  readonly outcome: Outcome;
  readonly score: number;
}

function templateOf(record: GameRecord): Template {
  const replayed = replay(record);
  if (!replayed.ok) throw new Error(replayed.error);
  const last = replayed.value.positions[replayed.value.positions.length - 1];
  const ended = status(last);
  return { record, outcome: ended === 'playing' ? 'abandoned' : ended, score: score(last) };
}

function randomGame(game: GameRecord['game'], deal: number, moves: number): GameRecord {
  const rng = new MersenneTwister(deal);
  const history = GameHistory.fromRecord({ game, deal, moves: [] });
  if (!history.ok) throw new Error(history.error);
  for (let i = 0; i < moves && status(history.value.position) === 'playing'; i++) {
    const legal = legalMoves(history.value.position);
    if (legal.length === 0) break;
    history.value.play(legal[rng.below(legal.length)]);
  }
  return history.value.record;
}

/** Games as players finish them: solver wins of Baker's Game and Pileon, lost Cruel, abandoned Maze and Spider. */
function templates(): Template[] {
  const out: Template[] = [];
  const now = () => performance.now();
  for (const [game, variant, deals] of [
    ['bakers-game', 'kings', [2, 3, 6, 9]],
    ['pileon', undefined, [1, 2, 3, 4]],
  ] as const) {
    for (const deal of deals) {
      const line = solve(newGame(game, deal, variant), { maxMs: 5_000, now }).line;
      if (line) out.push(templateOf({ game, ...(variant ? { variant } : {}), deal, moves: [...line] }));
    }
  }
  for (const deal of [1, 2, 3, 4]) out.push(templateOf(randomGame('cruel', deal, 400)));
  for (const deal of [5, 6]) out.push(templateOf(randomGame('maze', deal, 150)));
  for (const deal of [7, 8]) out.push(templateOf(randomGame('spider-three-decks', deal, 300)));
  return out;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const kinds = templates();
  const start = Date.UTC(2024, 0, 1);
  const results: GameResult[] = [];
  const codes = new Map<string, string>();
  for (let i = 0; i < GAMES; i++) {
    const t = kinds[i % kinds.length];
    const id = `bench-${String(i).padStart(7, '0')}`;
    results.push({
      id,
      scope: scopeOf(t.record.game, t.record.variant),
      deal: t.record.deal!,
      outcome: t.outcome,
      score: t.score,
      moves: t.record.moves.length,
      timeMs: 60_000 + (i % 600) * 1000,
      endedAt: start + i * 60_000,
      hintsUsed: 0,
    });
    codes.set(id, encodeMoves(t.record.game, t.record.moves)!);
  }
  const doc = documentOf(results);
  const now = start + GAMES * 60_000 + 3_600_000;
  const text = await writeExport(doc, codes, now, new SliceClock(unsliced));
  const withoutRecords = await writeExport(doc, new Map(), now, new SliceClock(unsliced));
  // The export before this issue: the same fields, indented, one field a line, no records.
  const before = `${JSON.stringify({ ...JSON.parse(withoutRecords), exportedAt: new Date(now).toISOString() }, null, 1)}\n`;
  const asJsonMoves = JSON.parse(text).results.reduce(
    (sum: number, r: { id: string }, i: number) =>
      sum + JSON.stringify(kinds[i % kinds.length].record.moves).length - (codes.get(r.id)?.length ?? 0),
    text.length,
  );
  const movesPerGame = results.reduce((sum, r) => sum + r.moves, 0) / GAMES;
  console.log(`${GAMES} games, ${movesPerGame.toFixed(0)} moves a game on average (${kinds.length} kinds of game)`);
  console.log(`export before (indented, no records):  ${kb(before.length)}, ${(before.length / GAMES).toFixed(0)} bytes a game`);
  console.log(
    `export now, without records:           ${kb(withoutRecords.length)}, ${(withoutRecords.length / GAMES).toFixed(0)} bytes a game`,
  );
  console.log(`export now, with records (move code):  ${kb(text.length)}, ${(text.length / GAMES).toFixed(0)} bytes a game`);
  console.log(`  the same records as JSON moves:      ${kb(asJsonMoves)}, ${(asJsonMoves / GAMES).toFixed(0)} bytes a game`);

  for (const [label, file] of [
    ['with records', text],
    ['without records', withoutRecords],
  ] as const) {
    if (ONLY !== undefined && label !== ONLY) continue;
    const journalDir = mkdtempSync(join(tmpdir(), 'patience-import-'));
    const folder = new StorageFolder(Uri.file(journalDir) as never, diskFs() as never);
    const statistics = new Statistics(
      new HostMemento(),
      { info() {}, warn() {}, error() {} },
      { damaged() {}, newer() {} },
      new Journal(folder, 'w00000000001'),
      { now: () => now, setTimeout: () => 0, clearTimeout() {} },
    );
    await statistics.ready;
    const bytes = new TextEncoder().encode(file);
    // The last step, joining the games into the statistics, timed on its own: one block by design.
    let joinMs = 0;
    let joinCpuMs = 0;
    const addImport = statistics.addImport.bind(statistics);
    statistics.addImport = async (plan) => {
      const t = performance.now();
      const c = process.cpuUsage();
      await addImport(plan);
      joinCpuMs = cpuMs(c);
      joinMs = performance.now() - t;
    };
    const cpu = process.cpuUsage();
    const run = await held(() => importFile(statistics, bytes, now, hostSlices));
    const { user, system } = process.cpuUsage(cpu);
    const report = run.value.ok ? run.value.value : run.value.problem;
    console.log(
      `import ${label} (${kb(bytes.byteLength)}): ${(run.ms / 1000).toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s of CPU), longest block ${run.heldMs.toFixed(0)} ms, of which joining the games in ${joinMs.toFixed(0)} ms (${joinCpuMs.toFixed(0)} ms of CPU)`,
    );
    console.log(`  ${JSON.stringify({ ...report, refused: 'refused' in report ? report.refused.length : undefined })}`);
    const snapshots: number[] = [];
    const snapshotsCpu: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const c = process.cpuUsage();
      statistics.snapshot();
      snapshotsCpu.push(cpuMs(c));
      snapshots.push(performance.now() - t);
    }
    const counting: number[] = [];
    const countingCpu: number[] = [];
    for (let i = 0; i < 5; i++) {
      const record = kinds[i % kinds.length];
      const t = performance.now();
      const c = process.cpuUsage();
      await statistics.record({
        id: `one-more-game-${i}`,
        outcome: record.outcome,
        record: record.record,
        score: record.score,
        moves: record.record.moves.length,
        elapsedMs: 1000,
      });
      statistics.snapshot();
      countingCpu.push(cpuMs(c));
      counting.push(performance.now() - t);
    }
    console.log(
      `  then, with ${GAMES} games stored (medians of 5): a sidebar refresh ${median(snapshots).toFixed(0)} ms (${median(snapshotsCpu).toFixed(0)} ms of CPU); counting one more game and showing it ${median(counting).toFixed(0)} ms (${median(countingCpu).toFixed(0)} ms of CPU)`,
    );
  }
}

void main().then(() =>
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  ),
);

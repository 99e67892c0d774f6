// npm run bench:host: what the host's storage and replays cost (not a test). Real files in a temporary
// folder through a node:fs stand-in for vscode.workspace.fs; the host's own slices (20 ms slices).
//   - replaying a 20,000-move record (the cap): the whole time, the slices, the longest slice (the most
//     the extension host is held at a time), and reading the progress message before it
//   - one move more of a 20,000-move game (a page's progress): the host replays only that move
//   - writing one journal entry (a won game), median of 200
//   - listing a journal of 10,000 loose entries; this machine's tally folded from them (each read and
//     replayed), packing them into segments, folding again with nothing new, and every game read back
//   - a history of 100,000 games kept as this version keeps it (history-bench.ts)
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_RECORD_MOVES, type Move, newGame } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { Journal } from '../../src/host/journal/journal';
import { replayInSlices } from '../../src/stats-core/replay-in-slices';
import { hostSlices } from '../../src/stats-core/slices';
import { OwnHistory } from '../../src/host/journal/own-history';
import { verifyResult } from '../../src/stats-core/verify';
import { StorageFolder } from '../../src/host/storage/storage-folder';
import { parseWebviewMessage } from '../../src/protocol/protocol';
import { Uri } from '../support/vscode-double';
import { held } from './thread-probe';
import { diskFs } from '../support/disk-fs';
import { historyBench, historySizes, machineSizes, migrationBench } from './history-bench';

const median = (values: number[]): number => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (x: number): string => `${x.toFixed(2)} ms`;
const row = (label: string, value: string): void => console.log(`${label.padEnd(64)} ${value}`);

async function replays(): Promise<void> {
  // Maze #1: one card slid to a gap and back, as long as wanted.
  const moves: Move[] = Array.from({ length: MAX_RECORD_MOVES }, (_, i) =>
    i % 2 === 0 ? { from: 'cell-53', to: 'cell-18' } : { from: 'cell-18', to: 'cell-53' },
  );
  const record = { game: 'maze', deal: 1, moves };
  const message = JSON.parse(JSON.stringify({ type: 'progress', record, status: 'playing', score: 0, elapsedMs: 1000 }));
  const parse: number[] = [];
  const totals: number[] = [];
  const longest: number[] = [];
  for (let round = 0; round < 7; round++) {
    const t0 = performance.now();
    parseWebviewMessage(message);
    parse.push(performance.now() - t0);
    const run = await held(() => replayInSlices(record, hostSlices));
    if (!run.value.ok) throw new Error(run.value.error);
    totals.push(run.ms);
    longest.push(run.heldMs);
  }
  row('reading a 20,000-move progress message (parseWebviewMessage)', `${ms(median(parse))} median`);
  row(
    'replaying it in slices: all / longest the thread is held',
    `${ms(median(totals))} / ${ms(median(longest))} median (${ms(Math.max(...longest))} max)`,
  );
  const before = await replayInSlices(record, hostSlices);
  if (!before.ok) throw new Error(before.error);
  const more = { ...record, moves: [...moves.slice(0, -2), moves[0], moves[1]] };
  const once: number[] = [];
  for (let round = 0; round < 7; round++) {
    const t = performance.now();
    await replayInSlices(more, hostSlices, before.value);
    once.push(performance.now() - t);
  }
  row('one move more of a 20,000-move game (replays from the last)', `${ms(median(once))} median`);
}

async function journal(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'patience-journal-'));
  try {
    const found = solve(newGame('bakers-game', 2, 'kings'), { maxMs: 20_000, now: () => performance.now() });
    const won = { game: 'bakers-game' as const, variant: 'kings', deal: 2, moves: [...(found.line ?? [])] };
    const folder = new StorageFolder(Uri.file(join(dir, 'journal')) as never, diskFs() as never);
    const writer = new Journal(folder, 'window-0001');
    const writes: number[] = [];
    for (let i = 0; i < 200; i++) {
      const result = verifyResult(
        { id: `game-${String(i).padStart(8, '0')}`, outcome: 'won', record: won, score: 52, moves: won.moves.length, elapsedMs: 60_000 },
        Date.UTC(2025, 0, 1) + i,
      );
      if (!result.ok) throw new Error(result.error);
      const t = performance.now();
      await writer.write(result.value, won);
      writes.push(performance.now() - t);
    }
    const size = (await readFile(join(dir, 'journal', (await readdir(join(dir, 'journal')))[0]))).length;
    row(
      `writing one journal entry (${won.moves.length}-move win, ${size} bytes)`,
      `${ms(median(writes))} median, ${ms(Math.max(...writes))} max`,
    );
    const names = await readdir(join(dir, 'journal'));
    const entry = JSON.parse(new TextDecoder().decode(await readFile(join(dir, 'journal', names[0]))));
    for (let i = 200; i < 10_000; i++) {
      const [id, endedAt] = [`game-${String(i).padStart(8, '0')}`, Date.UTC(2025, 0, 1) + i];
      await writeFile(
        join(dir, 'journal', `${endedAt}.bakers-game+kings.${id}.window-0001.json`),
        JSON.stringify({ ...entry, id, endedAt }),
      );
    }
    const lists: { ms: number; heldMs: number }[] = [];
    let listed = 0;
    for (let round = 0; round < 7; round++) {
      const run = await held(() => writer.list());
      listed = run.value.length;
      lists.push(run);
    }
    row(
      `listing a journal of ${listed} entries (names only): all / longest held`,
      `${ms(median(lists.map((r) => r.ms)))} / ${ms(median(lists.map((r) => r.heldMs)))} median`,
    );
    // This machine's tally folded from those loose entries (each read and its record replayed), then packed.
    const now = Date.UTC(2025, 0, 3);
    const history = new OwnHistory(writer, { info() {}, warn() {} }, () => now);
    const first = await held(() => history.fold({}, []));
    row(`folding them (first time: every entry read, its record replayed): all / longest held`, `${ms(first.ms)} / ${ms(first.heldMs)}`);
    const packed = await held(() => history.pack({}));
    row(`packing them into segments (${packed.value} entries; files read, written, deleted)`, `${ms(packed.ms)} / ${ms(packed.heldMs)}`);
    const folds: { ms: number; heldMs: number }[] = [];
    for (let round = 0; round < 7; round++) folds.push(await held(() => history.fold({}, [])));
    row(
      'folding again, nothing new (the names listed, the index in hand): all / longest held',
      `${ms(median(folds.map((r) => r.ms)))} / ${ms(median(folds.map((r) => r.heldMs)))} median`,
    );
    const everything = await held(() => history.everyGame());
    row(
      `every game with its record from the packed journal (an export's read): all / longest held`,
      `${ms(everything.ms)} / ${ms(everything.heldMs)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `--games N`: the long history's length (100,000 by default); `--history`: that part alone;
 * `--sizes`: globalState's and the journal's sizes at 1,000, 10,000 and 100,000 games (at `--games N` alone if given); `--migration`:
 * the first start on a history of that length kept the earlier way; `--machines`: the synced value's size with 1, 7, 20
 * and 100 machines that each played every game.
 */
const argv = process.argv.slice(2);
const games = argv.includes('--games') ? Number(argv[argv.indexOf('--games') + 1]) : 100_000;
console.log('Patience host benchmarks (medians of 7 unless said)\n');
const idle = await held(() => new Promise<void>((resolve) => setTimeout(resolve, 500)));
row('baseline: longest gap of the 1 ms probe over 500 ms of nothing', ms(idle.heldMs));
if (!argv.includes('--history') && !argv.includes('--sizes') && !argv.includes('--migration') && !argv.includes('--machines')) {
  await replays();
  await journal();
}
if (argv.includes('--machines')) await machineSizes([1, 7, 20, 100]);
else if (argv.includes('--sizes')) await historySizes(argv.includes('--games') ? [games] : [1_000, 10_000, 100_000]);
else if (argv.includes('--migration')) await migrationBench(games);
else await historyBench(games);

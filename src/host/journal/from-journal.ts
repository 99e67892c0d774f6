// What the statistics read from the game journal and write into it besides a counted game: the
// history an export writes (every game the journal holds, with its record's code), and an import's
// games, kept as a segment of their own (packed.ts) so they count on this machine from then on.
// Loaded when the journal is first read (esbuild.mjs).
import { type StatsDocument, type Carried, documentOf, standing } from '../../stats-core/document';
import type { ImportPlan } from '../../stats-core/import-plan';
import { type GameResult, byEnd } from '../../stats-core/result';
import { SliceClock } from '../../stats-core/slices';
import type { SyncedStats } from '../../stats-core/synced';
import type { OwnHistory } from './own-history';
import { type PackedRow, rowKey, writeSegments } from './packed';

/** A claim checked against its replay: statistics.ts reaches these through this file, loaded on first use. */
export { replayForStats, verifyResult } from '../../stats-core/verify';

/** What an export writes: the games, the move codes of their records and the machine each counted for, by game id. */
export interface History {
  readonly doc: StatsDocument;
  readonly codes: ReadonlyMap<string, string>;
  readonly machines: ReadonlyMap<string, string>;
}

/**
 * Every game this machine's journal holds (its own and the earlier version's statistics it kept), each
 * game once (its standing count), with the resets of `synced`; `machine`, this machine's id.
 */
export async function historyOf(history: OwnHistory, synced: SyncedStats): Promise<History> {
  const { rows, codes, carried } = await history.everyGame();
  const machine = (await history.machine()).id;
  const clock = new SliceClock(history.journal.slices);
  const byId = new Map<string, PackedRow>();
  for (let i = 0; i < rows.length; i++) {
    if (i % 1024 === 0 && clock.due()) await clock.next();
    const row = rows[i];
    const had = byId.get(row.result.id);
    if (!had || standing(had.result, row.result) !== had.result) byId.set(row.result.id, row);
  }
  // Oldest first (the segments' order, mostly), so the export need not sort them.
  const kept = [...byId.values()];
  if (kept.some((row, i) => i > 0 && byEnd(kept[i - 1].result, row.result) > 0)) kept.sort((a, b) => byEnd(a.result, b.result));
  const results: GameResult[] = [];
  const byGame = new Map<string, string>();
  const machines = new Map<string, string>();
  for (let i = 0; i < kept.length; i++) {
    if (i % 1024 === 0 && clock.due()) await clock.next();
    const row = kept[i];
    results.push(row.result);
    const code = codes.get(row.key);
    if (code !== undefined) byGame.set(row.result.id, code);
    machines.set(row.result.id, row.partition ?? row.from ?? machine);
  }
  return { doc: documentOf(results, { ...synced.resets }, carried as Record<string, Carried>), codes: byGame, machines };
}

/** Refused rows written to the log one by one, at most (a forged file may have 100,000). */
const LOGGED_REFUSALS = 100;

/**
 * An import about to count: its games (with their records' codes, and the machine each came from) and
 * its carried totals written to the journal as segments of their own, then its report logged.
 */
export async function noteImport(
  history: OwnHistory,
  { part, codes, report, machines }: ImportPlan,
  log: Record<'info' | 'warn' | 'error', (message: string) => void>,
): Promise<void> {
  const window = history.journal.window;
  const rows = [...part.results.values()].map((result) => ({
    row: { key: rowKey(result, window), window, partition: null, from: machines?.get(result.id) ?? null, result },
    code: codes.get(result.id) ?? null,
  }));
  // The fold that follows takes the rows as written rather than reading them back (at 100,000 games, 16 MB).
  if (rows.length > 0 || Object.keys(part.carried).length > 0)
    await writeSegments(history.journal.folder, rows, part.carried, null, (segment, read) => history.written(segment, read));
  for (const why of report.refused.slice(0, LOGGED_REFUSALS)) log.warn(`Statistics import: refused ${why}`);
  if (report.refused.length > LOGGED_REFUSALS) log.warn(`Statistics import: … and ${report.refused.length - LOGGED_REFUSALS} more refused`);
  log.info(
    `Statistics import: ${report.added} added (${report.unverified} of them without a record, ${report.assisted} assisted), ${report.alreadyCounted} already counted, ` +
      `${report.conflicting} conflicting (the first count stands), ${report.hiddenByReset} from before a reset, ${report.refused.length} refused, ` +
      `${report.carried} carried as totals without their games (unverified)`,
  );
}

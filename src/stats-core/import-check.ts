// The records of an import replayed: a result that comes with its record counts only if the record
// replays from its deal to the outcome, score and number of moves the row claims; a result without
// one (a file from before records travelled) is marked unverified. Replays run in slices.
import { type GameResult, scopeParts } from './result';
import { decodeMoves } from './move-code';
import type { SliceClock } from './slices';
import type { FileRow, ReadFile } from './transfer';
import { replaysTo } from './verify';

/** A result ready to count: verified with its record's code, or unverified without one. */
export interface CheckedRow {
  readonly result: GameResult;
  readonly code?: string;
  /** The machine the file says counts it. */
  readonly machine?: string;
}

export interface CheckedFile extends Omit<ReadFile, 'rows'> {
  readonly rows: readonly CheckedRow[];
}

/** The rows that count; the refused ones, the file's and the replay's, in the file's order, then the rest. */
export async function checkRecords(file: ReadFile, clock: SliceClock): Promise<CheckedFile> {
  const rows: CheckedRow[] = [];
  const refused: string[] = [];
  for (const row of file.rows) {
    if (clock.due()) await clock.next();
    if ('refused' in row) {
      refused.push(`results[${row.index}]: ${row.refused}`);
      continue;
    }
    const checked = await checkRow(row, clock);
    if (typeof checked === 'string') refused.push(`results[${row.index}]: ${row.result.id}: ${checked}`);
    else rows.push(checked);
  }
  return { rows, carried: file.carried, refused: [...refused, ...file.refused] };
}

async function checkRow({ result, code, machine }: FileRow, clock: SliceClock): Promise<CheckedRow | string> {
  const from = machine === undefined ? {} : { machine };
  if (code === undefined) return { result: { ...result, imported: true, unverified: true }, ...from };
  const moves = decodeMoves(scopeParts(result.scope).game, code);
  if (!moves.ok) return moves.error;
  const replayed = await replaysTo(result, moves.value, clock);
  return replayed.ok ? { result: { ...result, imported: true }, code, ...from } : replayed.error;
}

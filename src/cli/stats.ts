// `patience stats merge <file…>`: statistics exports merged with the code the Import command runs
// (src/host/stats, none of it tied to VS Code): the merged export on stdout, what each file brought
// on stderr. A file it refuses (unreadable, too big, not an export) stops it with exit 2 before
// anything is written to stdout.
import { statSync } from 'node:fs';
import { TooBig, readInput } from './bounded-input';
import { type StatsDocument, emptyDocument, join } from '../stats-core/document';
import { importFile } from '../stats-core/import-file';
import type { ImportPlan, ImportReport } from '../stats-core/import-plan';
import { SliceClock, unsliced } from '../stats-core/slices';
import { IMPORT_LIMITS, problemText, writeExport } from '../stats-core/transfer';

export const STATS_USAGE = `  patience stats merge <file…>               merge statistics exports: the merged export on stdout,
                                             what each file added, already had, contradicted or refused on stderr`;

/** Errors of the input: exit 2, with `usage` for a mistake in the command line itself. */
type Refuse = (message: string, usage?: boolean) => Error;

/** The merged statistics so far, with the record codes of the games that came with one. */
class Merged {
  doc: StatsDocument = emptyDocument();
  readonly codes = new Map<string, string>();

  document(): StatsDocument {
    return this.doc;
  }

  async addImport({ part, codes }: ImportPlan): Promise<void> {
    this.doc = join(this.doc, part);
    for (const [id, code] of codes) this.codes.set(id, code);
  }
}

export async function statsCommand(
  args: string[],
  refuse: Refuse,
  out: (text: string) => void,
  err: (line: string) => void,
  stdin: AsyncIterable<Buffer | string>,
): Promise<void> {
  const sub = args.shift();
  if (sub !== 'merge') throw refuse(sub === undefined ? 'give a stats command: merge' : `unknown stats command "${sub}"`, true);
  const option = args.find((arg) => arg.startsWith('-'));
  if (option) throw refuse(`unknown option "${option}"`, true);
  if (args.length === 0) throw refuse('give one or more statistics export files', true);
  const merged = new Merged();
  const now = Date.now();
  for (const file of args) {
    const imported = await importFile(merged, await readExportFile(file, refuse, stdin), now, unsliced);
    if (!imported.ok) throw refuse(`${file}: ${problemText(imported.problem)}`);
    for (const line of reportLines(file, imported.value)) err(line);
  }
  out(await writeExport(merged.doc, merged.codes, now, new SliceClock(unsliced)));
}

/**
 * The file's bytes, at most an export's (bounded-input.ts): what stat says of the size is only a first
 * check, for the reason's exact size (a device such as /dev/zero says 0 and never ends).
 */
async function readExportFile(file: string, refuse: Refuse, stdin: AsyncIterable<Buffer | string>): Promise<Uint8Array> {
  try {
    const { size } = statSync(file);
    if (size > IMPORT_LIMITS.bytes) throw refuse(`${file}: ${problemText({ kind: 'too big', bytes: size })}`);
    return await readInput(file, IMPORT_LIMITS.bytes, stdin);
  } catch (error) {
    if (error instanceof TooBig) throw refuse(`${file}: ${problemText({ kind: 'too big' })}`);
    if (error instanceof Error && 'code' in error) throw refuse(`${file}: cannot be read (${String(error.code)}: ${error.message})`);
    throw error;
  }
}

function reportLines(file: string, r: ImportReport): string[] {
  const summary =
    `${file}: ${r.added} added (${r.unverified} without a record: unverified, ${r.assisted} assisted: the solution was shown), ${r.alreadyCounted} already counted, ` +
    `${r.conflicting} conflicting (the first count stands), ${r.hiddenByReset} from before a reset, ${r.refused.length} refused` +
    (r.carried > 0 ? `, ${r.carried} carried as totals without their games (unverified)` : '');
  return [summary, ...r.refused.map((why) => `${file}: refused ${why}`)];
}

// One import, from the file's bytes to the games added: read and bound the file, replay its
// records, plan what it adds against the statistics as they are at that moment, hand the plan over.
// The Import command runs it against the window's statistics, `patience stats merge` against a
// document in memory: the same code decides in both.
import type { StatsDocument } from './document';
import { checkRecords } from './import-check';
import { type ImportPlan, type ImportReport, planImport } from './import-plan';
import { SliceClock, type Slices } from './slices';
import { type Checked, readExport } from './transfer';

/** Where an import's games go. */
export interface ImportTarget {
  document(): StatsDocument;
  /** What the import is planned against, when not `document()` (the window's statistics: every game of its journal). */
  importBase?(): Promise<StatsDocument>;
  /** Whether a machine whose tally the target holds counts the games the file says it does (importPlan's `elsewhere`). */
  countsElsewhere?(machine: string | undefined): boolean;
  /** Called at once after the plan is made, with nothing in between: the plan is never stale. */
  addImport(plan: ImportPlan): Promise<void>;
}

export async function importFile(
  target: ImportTarget,
  input: Uint8Array | string,
  now: number,
  slices: Slices,
): Promise<Checked<ImportReport>> {
  const clock = new SliceClock(slices);
  const read = await readExport(input, now, clock);
  if (!read.ok) return read;
  const checked = await checkRecords(read.value, clock);
  const base = target.importBase ? await target.importBase() : target.document();
  const plan = planImport(base, checked, (machine) => target.countsElsewhere?.(machine) ?? false);
  if (!plan.ok) return plan;
  await target.addImport(plan.value);
  return { ok: true, value: plan.value.report };
}

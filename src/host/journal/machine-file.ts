// Which machine a journal is: journal/machine.json names it once and for all. The synced statistics
// hold one tally per machine (partition.ts), and the journal is where a machine's tally comes from, so
// the id belongs to the journal: two windows of one machine share it, and a VS Code server's journal
// (another disk under the same globalState) is another machine. It also says where the statistics an
// earlier version kept end: those games are the migration's tally's (migration.ts), not this one's.
import { isObject } from '../../stats-core/document';
import { isMachineId } from '../../stats-core/synced';
import type { StorageFolder } from '../storage/storage-folder';

const FILE = 'machine.json';
const SCHEMA = 1;

export interface MachineFile {
  readonly id: string;
  /** The migration's tally and the newest game it holds: this machine's own games ended later. */
  readonly legacy?: { readonly id: string; readonly cut: number };
}

function read(raw: unknown): MachineFile | undefined {
  if (!isObject(raw) || raw.schema !== SCHEMA || !isMachineId(raw.id) || raw.id.startsWith('legacy-')) return undefined;
  const legacy = raw.legacy;
  if (isObject(legacy) && isMachineId(legacy.id) && typeof legacy.cut === 'number' && Number.isSafeInteger(legacy.cut))
    return { id: raw.id, legacy: { id: legacy.id, cut: legacy.cut } };
  return { id: raw.id };
}

/** A new machine id: 12 base-36 characters. */
export function newMachineId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/** The file as it is, or undefined when there is none (or it does not read). */
export async function readMachineFile(folder: StorageFolder): Promise<MachineFile | undefined> {
  try {
    return read(await folder.read(FILE));
  } catch {
    return undefined;
  }
}

/**
 * The journal's machine, made once: `known` (an id this machine's globalState or index kept, when the
 * file is lost) or a new one, written so that of two windows making it at once one id wins and both use it.
 */
export async function machineOf(folder: StorageFolder, known?: string): Promise<MachineFile> {
  const had = await readMachineFile(folder);
  if (had) return had;
  const made: MachineFile = { id: known && isMachineId(known) && !known.startsWith('legacy-') ? known : newMachineId() };
  // Written beside and renamed without overwriting: a window that loses the race reads the winner's.
  await folder.write(`${FILE}.${made.id}.new`, { schema: SCHEMA, ...made });
  try {
    await folder.fs.rename(folder.file(`${FILE}.${made.id}.new`), folder.file(FILE), { overwrite: false });
  } catch {
    await folder.remove(`${FILE}.${made.id}.new`);
  }
  return (await readMachineFile(folder)) ?? made;
}

/** Notes where the games of an earlier version's statistics end (migration.ts). */
export async function noteLegacy(
  folder: StorageFolder,
  machine: MachineFile,
  legacy: NonNullable<MachineFile['legacy']>,
): Promise<MachineFile> {
  const next = { ...machine, legacy };
  await folder.write(FILE, { schema: SCHEMA, ...next });
  return next;
}

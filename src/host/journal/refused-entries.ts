// The game journal's entries this version refused (damaged, forged, dated in the future), remembered
// by name in one small file beside them, so the catch-up neither reads them nor warns about them again.
// Shared by the windows: two that write it at once lose at most a name, which is then refused once more.
import { checkBounded } from '../../protocol/bounded-value';
import type { StorageFolder } from '../storage/storage-folder';
import { JOURNAL_SCHEMA } from './entry';

/** Per entry schema: a version that reads a later schema looks at every entry again. Not an entry's name. */
const FILE = `refused.schema-${JOURNAL_SCHEMA}.json`;
/** The newest names kept: some 600 KB at most. */
const MAX_REMEMBERED = 10_000;

/** The names remembered as refused (none when the file is missing or damaged). */
export async function refusedEntries(folder: StorageFolder): Promise<Set<string>> {
  let raw: unknown;
  try {
    raw = await folder.read(FILE);
  } catch {
    return new Set();
  }
  const names = checkBounded(raw).ok ? (raw as { names?: unknown } | undefined)?.names : undefined;
  return new Set(Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : []);
}

/** Adds `names` to those remembered (the file is read again first: another window may have added some). */
export async function rememberRefused(folder: StorageFolder, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const known = await refusedEntries(folder);
  for (const name of names) known.add(name);
  await folder.write(FILE, { schema: 1, names: [...known].slice(-MAX_REMEMBERED) });
}

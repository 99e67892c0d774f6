// The game journal: every game this machine's windows counted, one file per game under
// globalStorageUri/journal/, written before the statistics count it. A window writes only its own
// entries and never rewrites one, so nothing another window does can lose it. The statistics take
// back from it what globalState lost; a replay viewer reads records from it. Imported games keep
// their records too: one file per import under journal/imported/, so a later export carries them.
//   write(result, record)  a counted game's entry; resolves once it is on disk
//   list()                 every entry, newest first, from the file names alone (no file is read)
//   read(id)               the entry that counted a game, every field checked (the record is not replayed)
//   latest(count)          the newest finished games with their records (reader.ts)
//   writeImported(codes)   the move codes of the games an import added
//   importedCodes()        every import's codes, the first import of a game standing
import type { Result } from '../../engine';
import { type Slices, hostSlices } from '../stats/slices';
import type { StorageFolder } from '../storage-folder';
import type { GameResult } from '../stats/result';
import { JOURNAL_SCHEMA, type ImportedCode, type JournalEntry, type JournalListing, entryName } from './entry';

export type { ImportedCode, JournalEntry, JournalListing };

export class Journal {
  constructor(
    private readonly folder: StorageFolder,
    /** This window's id: the entries it writes carry it. */
    readonly window: string,
    private readonly slices: Slices = hostSlices,
  ) {}

  async write(result: GameResult, record: JournalEntry['record']): Promise<JournalEntry> {
    const entry: JournalEntry = { schema: JOURNAL_SCHEMA, window: this.window, ...result, record };
    await this.folder.write(entryName(entry), entry);
    return entry;
  }

  /** Every entry, newest first (ties by id); files that are not entries are left out. Thousands take a few ms, in slices. */
  async list(): Promise<JournalListing[]> {
    const { listJournal } = await import('./reader');
    return listJournal(this.folder, this.slices);
  }

  /** The entry that counted game `id` (the first count, if two windows counted it); undefined if none did. */
  async read(id: string): Promise<Result<JournalEntry> | undefined> {
    const first = (await this.list()).filter((l) => l.id === id).at(-1);
    return first && this.readListed(first);
  }

  /** The entry behind one listing, read and checked. */
  async readListed(listing: JournalListing): Promise<Result<JournalEntry>> {
    const { readJournalEntry } = await import('./reader');
    return readJournalEntry(this.folder, listing);
  }

  /** The newest `count` finished games with their records, one entry a game (its first count); unreadable entries are skipped. */
  async latest(count: number): Promise<JournalEntry[]> {
    const { latestEntries } = await import('./reader');
    return latestEntries(this, count);
  }

  /** Keeps the codes of the games one import added (each with when its game ended), in one new file. Resolves once written. */
  async writeImported(codes: readonly ImportedCode[], importedAt: number): Promise<void> {
    const { writeImportedCodes } = await import('./reader');
    await writeImportedCodes(this.folder.sub('imported'), this.window, codes, importedAt);
  }

  /** Every imported game's code by game id, the oldest import's standing; damaged files are left out. */
  async importedCodes(): Promise<Map<string, ImportedCode>> {
    const { readImportedCodes } = await import('./reader');
    return readImportedCodes(this.folder.sub('imported'), this.slices);
  }
}

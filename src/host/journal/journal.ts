// The game journal: every game this machine's windows counted, one file per game under
// globalStorageUri/journal/, written before the statistics count it. A window writes only its own
// entries and never rewrites one, so nothing another window does can lose it. The statistics take
// back from it what globalState lost; a replay viewer reads records from it. Imported games keep
// their records too: one file per import under journal/imported/, so a later export carries them.
//   write(result, record)  a counted game's entry; resolves once it is on disk
//   list()                 every entry, newest first, from the file names alone (no file is read)
//   readListed(listing)    the entry behind one listing, every field checked (the record is not replayed)
// reader.ts reads the rest: entryOf(journal, id), the entry that counted a game; latestEntries(journal, n), the newest finished games with their records
// (what a replay viewer lists), and the codes imports keep (writeImportedCodes, readImportedCodes).
import type { Result } from '../../engine';
import { type Slices, hostSlices } from '../stats/slices';
import type { StorageFolder } from '../storage-folder';
import type { GameResult } from '../stats/result';
import { JOURNAL_SCHEMA, type ImportedCode, type JournalEntry, type JournalListing, entryName } from './entry';

export type { ImportedCode, JournalEntry, JournalListing };

/** The reading side, loaded the first time the journal is read (one import site, one require in the bundle). */
const reader = () => import('./reader');

export class Journal {
  constructor(
    /** Where the entries are (imports keep their codes in its folder imported/). */
    readonly folder: StorageFolder,
    /** This window's id: the entries it writes carry it. */
    readonly window: string,
    readonly slices: Slices = hostSlices,
  ) {}

  async write(result: GameResult, record: JournalEntry['record']): Promise<JournalEntry> {
    const entry: JournalEntry = { schema: JOURNAL_SCHEMA, window: this.window, ...result, record };
    await this.folder.writeOnce(entryName(entry), entry);
    return entry;
  }

  /** Every entry, newest first (ties by id); files that are not entries are left out. Thousands take a few ms, in slices. */
  async list(): Promise<JournalListing[]> {
    const { listJournal } = await reader();
    return listJournal(this.folder, this.slices);
  }

  /** The entry behind one listing, read and checked. */
  async readListed(listing: JournalListing): Promise<Result<JournalEntry>> {
    const { readJournalEntry } = await reader();
    return readJournalEntry(this.folder, listing);
  }
}

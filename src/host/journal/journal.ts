// The game journal: every game this machine's windows counted, one file per game under
// globalStorageUri/journal/, written before the statistics count it. A window writes only its own
// entries and never rewrites one, so nothing another window does can lose it. This machine's tally is
// folded from it (own-history.ts), which takes back what globalState lost; a replay viewer reads
// records from it. A day later its entries are packed into segments (packed.ts), and an import's games
// are written as segments of their own, so a later export carries them with their records.
//   write(result, record)  a counted game's entry; resolves once it is on disk, fails past the time limit
//                          (write-limits.ts), and then goes on trying until it is written
//   retry()                tries the entries not written yet again now
//   dispose()              the window closes: those are tried once more now, and no retry outlives it
//   list()                 every entry, newest first, from the file names alone (no file is read)
//   readListed(listing)    the entry behind one listing, every field checked (the record is not replayed)
// reader.ts reads the rest: entryOf(journal, id), the entry that counted a game; latestEntries(journal, n), the newest finished games with their records
// (what a replay viewer lists), loose or packed; and the codes an earlier version's imports kept (readImportedCodes).
import type { Result } from '../../engine';
import { type Slices, hostSlices } from '../../stats-core/slices';
import { RETRY_MS, type Timers, realTimers, withinTime } from '../storage/write-limits';
import type { StorageFolder } from '../storage/storage-folder';
import type { GameResult } from '../../stats-core/result';
import { JOURNAL_SCHEMA, type ImportedCode, type JournalEntry, type JournalListing, entryName } from './entry';

export type { ImportedCode, JournalEntry, JournalListing };

/** The reading side, loaded the first time the journal is read (one import site, one require in the bundle). */
const reader = () => import('./journal-reading');

export class Journal {
  /** The next try of each entry not written yet, by file name. */
  private readonly unwritten = new Map<string, () => Promise<void>>();
  /** The window is closing: a failed try is not tried again. */
  private closed = false;

  constructor(
    /** Where the entries are (imports keep their codes in its folder imported/). */
    readonly folder: StorageFolder,
    /** This window's id: the entries it writes carry it. */
    readonly window: string,
    readonly slices: Slices = hostSlices,
    private readonly timers: Pick<Timers, 'setTimeout' | 'clearTimeout'> = realTimers,
  ) {}

  /** Writes the entry of a counted game; past the time limit or on a failure, fails and tries again until it is written, then calls `landed`. */
  async write(result: GameResult, record: JournalEntry['record'], landed: () => void = () => undefined): Promise<JournalEntry> {
    const entry: JournalEntry = { schema: JOURNAL_SCHEMA, window: this.window, ...result, record };
    const name = entryName(entry);
    const attempt = () => withinTime(() => this.folder.writeOnce(name, entry), this.timers);
    try {
      await attempt();
    } catch (error) {
      this.again(name, attempt, landed, 0);
      throw error;
    }
    return entry;
  }

  /** Tries every entry not written yet again now. */
  retry(): void {
    for (const next of [...this.unwritten.values()]) void next();
  }

  /**
   * The window is closing: every entry not written yet is tried once more now (within the time
   * limit), and no timer is left: what still fails stays unwritten (its result is in globalState).
   */
  async dispose(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.unwritten.values()].map((next) => next()));
  }

  /** Tries `attempt` again after the `step`th delay of RETRY_MS (the last repeating), or at retry(); never once the window closes. */
  private again(name: string, attempt: () => Promise<void>, landed: () => void, step: number): void {
    if (this.closed) return;
    const next = (): Promise<void> => {
      this.timers.clearTimeout(timer);
      this.unwritten.delete(name);
      return attempt().then(landed, () => this.again(name, attempt, landed, step + 1));
    };
    const timer = this.timers.setTimeout(next, RETRY_MS[Math.min(step, RETRY_MS.length - 1)]);
    this.unwritten.set(name, next);
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

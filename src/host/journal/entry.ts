// One finished game in the journal: the result the statistics count, the record it was verified
// from, and the window that counted it. Each entry is its own small file, written once and never
// rewritten; its name alone says when it ended, in which game, which game instance and which window,
// so the journal can be listed without reading a file.
import type { GameRecord } from '../../engine';
import type { GameResult } from '../../stats-core/result';

/** Schema 1. A later schema is read by later versions only: this one leaves such an entry alone. */
export const JOURNAL_SCHEMA = 1;

export interface JournalEntry extends GameResult {
  readonly schema: typeof JOURNAL_SCHEMA;
  /** The window (extension host) that counted the game: each window writes only its own entries. */
  readonly window: string;
  /** The moves as the engine replayed them; `moves` is their number. */
  readonly record: GameRecord;
}

/** An entry as its file name describes it. */
export interface JournalListing {
  readonly name: string;
  readonly id: string;
  readonly scope: GameResult['scope'];
  /** When the result was counted (ms since 1970). */
  readonly endedAt: number;
  readonly window: string;
}

export const SUFFIX = '.json';

/** "1736164800000.bakers-game+kings.k3j4h5g6f7d8.w8f7a6s5q1z2.json": ended at, scope (":" is not for file names), id, window. */
export function entryName(entry: Pick<JournalEntry, 'endedAt' | 'scope' | 'id' | 'window'>): string {
  return `${entry.endedAt}.${entry.scope.replace(':', '+')}.${entry.id}.${entry.window}${SUFFIX}`;
}

/** Schema of an import's file of codes (journal/imported/<imported at>.<window>.json). */
export const IMPORTED_SCHEMA = 1;

/** An imported game's record in the export's move code, with when its game ended (the count it belongs to). */
export interface ImportedCode {
  readonly id: string;
  readonly endedAt: number;
  readonly code: string;
}

// The words the statistics and the host share: the log they write to, what the player is told, what
// became of a game, and what an export is made of (statistics.ts is the face, counting.ts the work).
import type { StatsDocument } from '../../stats-core/document';
import type { GameResult } from '../../stats-core/result';
import type { Slices } from '../../stats-core/slices';
import type { ClaimedInstance } from '../../protocol/game-instance';

/** The part of `vscode.LogOutputChannel` the statistics write to. */
export interface StatsLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** What the player is told, once per occurrence (the host words it). */
export interface StatsNotices {
  damaged(): void;
  newer(): void;
  /** A win is stored nowhere yet (the journal and globalState both failed); `retry` tries both again now. */
  unstored?(result: GameResult, error: unknown, retry: () => void): void;
  /** A win told as stored nowhere is stored now. */
  stored?(result: GameResult): void;
  /** Settings Sync cannot carry the statistics (`size` characters): they are kept on this machine only. */
  syncTooLarge?(size: number): void;
}

/** What became of a game the host reported. */
export type Counted = 'counted' | 'already counted' | 'nothing to count' | 'rejected';

/** A game the player leaves for another (new game, new deal, restart): its instance's facts beside its record and clock. */
export type LeftGame = ClaimedInstance & { readonly id: unknown; readonly record: unknown; readonly elapsedMs: unknown };

export interface StatisticsOptions {
  /** Delays of the store's re-checks (store.ts RECHECK_MS). */
  readonly recheckMs?: readonly number[];
  /** How replays share the host's thread. */
  readonly slices?: Slices;
}

/** What an export writes: every game this machine's journal holds, with the move codes of their records and the machine each counts for, by game id. */
export interface ExportedHistory {
  readonly doc: StatsDocument;
  readonly codes: ReadonlyMap<string, string>;
  readonly machines: ReadonlyMap<string, string>;
}

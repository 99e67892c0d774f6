// What a counted win means to the player, read from the statistics just before and just after it
// was counted (their public snapshot): a first win, a new best time or move count, the streak.
import type { DailyDate, GameRecord } from '../../engine';
import type { WinVerdict } from '../../protocol/game-result';
import type { WinNews } from '../../protocol/protocol';
import type { ScopeStats, StatsSnapshot } from '../../protocol/stats-protocol';
import { scopeOf } from '../../stats-core/result';

/** The numbers of the game's own scope (Baker's Game per rule set). */
export function scopeStatsOf(snapshot: StatsSnapshot, record: Pick<GameRecord, 'game' | 'variant'>): ScopeStats | undefined {
  const scope = scopeOf(record.game, record.variant);
  return snapshot.scopes.find((s) => s.scope === scope);
}

const better = (before: number | null | undefined, after: number | null | undefined): boolean =>
  before !== null && before !== undefined && after !== null && after !== undefined && after < before;

export function winNews(before: ScopeStats | undefined, after: ScopeStats | undefined): WinNews {
  return {
    // The player's own first win: an assisted win (won with help) counts apart and leaves `won` as it was.
    firstWin: (before?.won ?? 0) === 0 && (after?.won ?? 0) > 0,
    fastest: better(before?.fastestWinMs, after?.fastestWinMs),
    fewestMoves: better(before?.fewestMoves, after?.fewestMoves),
    streak: after?.currentStreak ?? 0,
  };
}

/** What the win of `record`'s game means, from the statistics' snapshots before and after it was counted. */
export const winNewsOf = (before: StatsSnapshot, after: StatsSnapshot, record: Pick<GameRecord, 'game' | 'variant'>): WinNews =>
  winNews(scopeStatsOf(before, record), scopeStatsOf(after, record));

/**
 * The verdict on a win counted now: what it means, and whether it won its day's daily deal. An
 * assisted win means nothing new (summary.ts: no best, no streak, no daily day): it is told as won with help.
 */
export function countedVerdict(
  before: StatsSnapshot,
  after: StatsSnapshot,
  game: { readonly record: Pick<GameRecord, 'game' | 'variant'>; readonly daily?: DailyDate; readonly assisted?: boolean },
): WinVerdict {
  const assisted = game.assisted === true;
  const news = winNewsOf(before, after, game.record);
  return { counted: 'now', assisted, ...news, ...(game.daily !== undefined && !assisted ? { daily: game.daily } : {}) };
}

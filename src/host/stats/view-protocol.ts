// The statistics sidebar's messages. The webview project cannot compile files under src/host, so it
// declares the same shapes in webview/stats/snapshot.ts; test/host/stats/view-protocol.test.ts
// pins the two together, so neither side can drift.
import { type GameId, type Result, fail, isGameId, ok } from '../../engine';
import type { Outcome, ScopeKey } from './result';

/** One of the last results, as the chart and the list show it. */
export interface RecentResult {
  readonly endedAt: number;
  readonly scope: ScopeKey;
  readonly deal: number;
  readonly outcome: Outcome;
  readonly score: number;
  /** The game's top score, so a chart of mixed games can draw every score as a share of its best. */
  readonly maxScore: number;
  readonly timeMs: number;
  readonly moves: number;
}

/** The numbers of one scope, or of all games (`scope: 'all'`). Null: no game to take it from yet. */
export interface ScopeStats {
  readonly scope: ScopeKey | 'all';
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly abandoned: number;
  /** Games counted by an earlier version, inside `played` and `won`, whose other details are unknown. */
  readonly carried: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Scores of different games do not compare, so the total has none of the per-game bests. */
  readonly bestScore: number | null;
  readonly maxScore: number | null;
  readonly fastestWinMs: number | null;
  readonly fewestMoves: number | null;
  readonly averageWinMs: number | null;
  /** The last 50 results, oldest first. */
  readonly recent: readonly RecentResult[];
}

export interface StatsSnapshot {
  readonly total: ScopeStats;
  /** Every scope, in the sidebar's order, played or not. */
  readonly scopes: readonly ScopeStats[];
}

/** Host → sidebar. */
export type StatsHostMessage = { readonly type: 'snapshot'; readonly snapshot: StatsSnapshot };

/** Sidebar → host. */
export type StatsViewMessage =
  | { readonly type: 'ready' }
  /** "Play a game" (no game: let the player pick) or a card's play button. */
  | { readonly type: 'play'; readonly game?: GameId }
  | { readonly type: 'error'; readonly message: string };

export function parseStatsViewMessage(value: unknown): Result<StatsViewMessage> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('a message must be an object');
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case 'ready':
      return ok({ type: 'ready' });
    case 'play':
      if (m.game === undefined) return ok({ type: 'play' });
      return isGameId(m.game) ? ok({ type: 'play', game: m.game }) : fail(`unknown game ${JSON.stringify(m.game)}`);
    case 'error':
      return typeof m.message === 'string' ? ok({ type: 'error', message: m.message.slice(0, 2000) }) : fail('error.message must be a string');
    default:
      return fail(`unknown statistics view message type ${JSON.stringify(m.type)}`);
  }
}

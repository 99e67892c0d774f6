// The sidebar's messages as the page sees them, and the check every host message passes before it
// is drawn. The host declares the same shapes in src/host/stats/view-protocol.ts (this project
// cannot compile files under src/host); test/host/stats/view-protocol.test.ts pins the two.
// From the engine's types only: the stats page needs the game ids, not the rules.
import { GAME_IDS, type GameId } from '../../src/engine/types';

export type Outcome = 'won' | 'lost' | 'abandoned';

export interface RecentResult {
  readonly endedAt: number;
  readonly scope: string;
  readonly deal: number;
  readonly outcome: Outcome;
  readonly score: number;
  readonly maxScore: number;
  readonly timeMs: number;
  readonly moves: number;
}

export interface ScopeStats {
  readonly scope: string;
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly abandoned: number;
  readonly carried: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly bestScore: number | null;
  readonly maxScore: number | null;
  readonly fastestWinMs: number | null;
  readonly fewestMoves: number | null;
  readonly averageWinMs: number | null;
  readonly recent: readonly RecentResult[];
}

export interface StatsSnapshot {
  readonly total: ScopeStats;
  readonly scopes: readonly ScopeStats[];
}

export type StatsHostMessage = { readonly type: 'snapshot'; readonly snapshot: StatsSnapshot };

export type StatsViewMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'play'; readonly game?: GameId }
  | { readonly type: 'error'; readonly message: string };

/** The game a scope counts ("bakers-game:kings" → "bakers-game"), if it is one. */
export function gameOf(scope: string): GameId | undefined {
  const game = scope.split(':')[0];
  return (GAME_IDS as readonly string[]).includes(game) ? (game as GameId) : undefined;
}

type Check<T> = { ok: true; value: T } | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isCountOrNull = (v: unknown): boolean => v === null || isCount(v);
const OUTCOMES: readonly unknown[] = ['won', 'lost', 'abandoned'];

const COUNTS = ['played', 'won', 'lost', 'abandoned', 'carried', 'currentStreak', 'bestStreak'] as const;
const BESTS = ['bestScore', 'maxScore', 'fastestWinMs', 'fewestMoves', 'averageWinMs'] as const;
const RECENT_NUMBERS = ['endedAt', 'deal', 'score', 'maxScore', 'timeMs', 'moves'] as const;

function isRecent(v: unknown): v is RecentResult {
  return isObject(v) && typeof v.scope === 'string' && OUTCOMES.includes(v.outcome) && RECENT_NUMBERS.every((k) => isCount(v[k]));
}

function checkScope(v: unknown, where: string): string | null {
  if (!isObject(v) || typeof v.scope !== 'string') return `${where} is not a scope's numbers`;
  const badCount = COUNTS.find((k) => !isCount(v[k]));
  if (badCount) return `${where}.${badCount} is not a count`;
  const badBest = BESTS.find((k) => !isCountOrNull(v[k]));
  if (badBest) return `${where}.${badBest} is not a count or null`;
  if (!Array.isArray(v.recent) || !v.recent.every(isRecent)) return `${where}.recent is not a list of results`;
  return null;
}

export function parseStatsHostMessage(value: unknown): Check<StatsHostMessage> {
  if (!isObject(value) || value.type !== 'snapshot') return { ok: false, error: `unknown message ${JSON.stringify(isObject(value) ? value.type : value)}` };
  const snapshot = value.snapshot;
  if (!isObject(snapshot) || !Array.isArray(snapshot.scopes)) return { ok: false, error: 'snapshot has no scopes' };
  const problem = checkScope(snapshot.total, 'total') ?? snapshot.scopes.map((s, i) => checkScope(s, `scopes[${i}]`)).find((p) => p !== null);
  if (problem) return { ok: false, error: problem };
  return { ok: true, value: { type: 'snapshot', snapshot: snapshot as unknown as StatsSnapshot } };
}

// Every message between the extension host and the statistics sidebar, with validators. Like
// src/protocol/protocol.ts, both sides import this one file: the host checks what the page posts, the page
// checks every snapshot before it draws it. It needs only the engine's types (the page bundle
// carries no rules), and nothing from VS Code or the host.
import { isGameId } from '../engine/game-id';
import { type GameId, type Result, fail, ok } from '../engine/types';
import { checkBounded, describeValue } from './bounded-value';
import { isGameInstanceId } from './game-instance-id';

export const OUTCOMES = ['won', 'lost', 'abandoned'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * Where a result is counted: the game, and for Baker's Game the rule set too ("bakers-game:kings"),
 * because its two rule sets are different games to win. The other games have one rule set.
 */
export type ScopeKey = string;

/** One of the last results, as the chart and the list show it. */
export interface RecentResult {
  /** The game instance, for "Replay" (absent from a host from before replays). */
  readonly id?: string;
  readonly endedAt: number;
  readonly scope: ScopeKey;
  readonly deal: number;
  readonly outcome: Outcome;
  readonly score: number;
  /** The game's top score, so a chart of mixed games can draw every score as a share of its best. */
  readonly maxScore: number;
  readonly timeMs: number;
  readonly moves: number;
  /** Hints the player asked for in the game (absent from a host that did not note them: none). */
  readonly hintsUsed?: number;
  /** Imported without a record to replay: counted, but it sets no best and no streak. */
  readonly unverified?: boolean;
  /** The solver's line was played for the player: an assisted game. */
  readonly assisted?: boolean;
}

/** One week's results, for the chart: weeks start on Monday at midnight, on the host's clock. */
export interface WeekResults {
  /** The Monday the week starts, in ms since 1970. */
  readonly start: number;
  /** The player's own wins… */
  readonly won: number;
  /** …and the assisted ones, apart. */
  readonly assisted: number;
  readonly lost: number;
  readonly abandoned: number;
}

/** How long one win took, for the time-to-win chart. */
export interface WinTime {
  readonly endedAt: number;
  readonly deal: number;
  readonly timeMs: number;
  readonly moves: number;
}

/** The numbers of one scope, or of all games (`scope: 'all'`). Null: no game to take it from yet. */
export interface ScopeStats {
  readonly scope: ScopeKey | 'all';
  readonly played: number;
  /** Wins of the player's own: assisted wins are not among them (they count in `played`). */
  readonly won: number;
  /** Wins where the solver's line was played for the player. */
  readonly assistedWins: number;
  /** Won games with no hint asked for (results from before hints were noted count as such). */
  readonly winsWithoutHints: number;
  readonly lost: number;
  readonly abandoned: number;
  /** Games counted by an earlier version, inside `played` and `won`, whose other details are unknown. */
  readonly carried: number;
  /** Games imported without a record, inside the counts: they set no best and no streak. */
  readonly unverified: number;
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
  /** The last 12 weeks, oldest first, this week last. */
  readonly weeks: readonly WeekResults[];
  /** The last 20 wins that count for times (none for the total: times of different games do not compare), oldest first. */
  readonly winTimes: readonly WinTime[];
}

export interface StatsSnapshot {
  readonly total: ScopeStats;
  /** Every scope, in the sidebar's order, played or not. */
  readonly scopes: readonly ScopeStats[];
}

/** How the player stands with today's daily deal of a game, best first (src/stats-core/daily-board.ts). */
export const DAILY_STATES = ['won', 'assisted', 'playing', 'lost', 'abandoned'] as const;
export type DailyState = (typeof DAILY_STATES)[number];

/** One game's daily deal of today, as the sidebar lists it. */
export interface DailyGame {
  readonly game: GameId;
  /** Its number; 'finding' while the solver looks for it, 'failed' when it found none. */
  readonly deal: number | 'finding' | 'failed';
  /** null: not played today. */
  readonly state: DailyState | null;
  /** Days in a row whose daily deal of this game the player won, up to today or yesterday. */
  readonly streak: number;
  readonly bestStreak: number;
}

/** Today's daily deals (the UTC day), a game each, in the sidebar's order. */
export interface DailyBoard {
  /** YYYY-MM-DD, UTC. */
  readonly date: string;
  readonly games: readonly DailyGame[];
}

/** Host → sidebar. */
export type StatsHostMessage = { readonly type: 'snapshot'; readonly snapshot: StatsSnapshot; readonly daily: DailyBoard };

/** Sidebar → host. */
export type StatsViewMessage =
  | { readonly type: 'ready' }
  /** "Play a game" (no game: let the player pick) or a card's play button. */
  | { readonly type: 'play'; readonly game?: GameId }
  /** Deal today's daily deal of `game`. */
  | { readonly type: 'playDaily'; readonly game: GameId }
  /** A recent result's "Replay": open game `id` in the replay tab. */
  | { readonly type: 'replay'; readonly id: string }
  | { readonly type: 'error'; readonly message: string };

/** The game a scope counts (a game id, then a rule set after a colon: "…:kings"), if it is one. */
export function gameOf(scope: string): GameId | undefined {
  const game = scope.split(':')[0];
  return isGameId(game) ? game : undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The host's check of what the sidebar page posts. */
export function parseStatsViewMessage(value: unknown): Result<StatsViewMessage> {
  const bounded = checkBounded(value);
  if (!bounded.ok) return fail(`a message is refused: ${bounded.error}`);
  if (!isObject(value)) return fail('a message must be an object');
  switch (value.type) {
    case 'ready':
      return ok({ type: 'ready' });
    case 'play':
      if (value.game === undefined) return ok({ type: 'play' });
      return isGameId(value.game) ? ok({ type: 'play', game: value.game }) : fail(`unknown game ${describeValue(value.game)}`);
    case 'playDaily':
      return isGameId(value.game) ? ok({ type: 'playDaily', game: value.game }) : fail(`unknown game ${describeValue(value.game)}`);
    case 'replay':
      return isGameInstanceId(value.id) ? ok({ type: 'replay', id: value.id }) : fail('replay.id is not a game id');
    case 'error':
      return typeof value.message === 'string'
        ? ok({ type: 'error', message: value.message.slice(0, 2000) })
        : fail('error.message must be a string');
    default:
      return fail(`unknown statistics view message type ${describeValue(value.type)}`);
  }
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isCountOrNull = (v: unknown): boolean => v === null || isCount(v);

const COUNTS = [
  'played',
  'won',
  'assistedWins',
  'winsWithoutHints',
  'lost',
  'abandoned',
  'carried',
  'unverified',
  'currentStreak',
  'bestStreak',
] as const;
const BESTS = ['bestScore', 'maxScore', 'fastestWinMs', 'fewestMoves', 'averageWinMs'] as const;
const RECENT_NUMBERS = ['endedAt', 'deal', 'score', 'maxScore', 'timeMs', 'moves'] as const;

function isRecent(v: unknown): v is RecentResult {
  return (
    isObject(v) &&
    typeof v.scope === 'string' &&
    (OUTCOMES as readonly unknown[]).includes(v.outcome) &&
    RECENT_NUMBERS.every((k) => isCount(v[k])) &&
    (v.hintsUsed === undefined || isCount(v.hintsUsed)) &&
    (v.id === undefined || isGameInstanceId(v.id)) &&
    (v.unverified === undefined || typeof v.unverified === 'boolean') &&
    (v.assisted === undefined || typeof v.assisted === 'boolean')
  );
}

const allCounts =
  (keys: readonly string[]) =>
  (v: unknown): boolean =>
    isObject(v) && keys.every((k) => isCount(v[k]));
const isWeek = allCounts(['start', 'won', 'assisted', 'lost', 'abandoned']);
const isWinTime = allCounts(['endedAt', 'deal', 'timeMs', 'moves']);

function checkScope(v: unknown, where: string): string | null {
  if (!isObject(v) || typeof v.scope !== 'string') return `${where} is not a scope's numbers`;
  const badCount = COUNTS.find((k) => !isCount(v[k]));
  if (badCount) return `${where}.${badCount} is not a count`;
  const badBest = BESTS.find((k) => !isCountOrNull(v[k]));
  if (badBest) return `${where}.${badBest} is not a count or null`;
  if (!Array.isArray(v.recent) || !v.recent.every(isRecent)) return `${where}.recent is not a list of results`;
  if (!Array.isArray(v.weeks) || !v.weeks.every(isWeek)) return `${where}.weeks is not a list of weeks`;
  if (!Array.isArray(v.winTimes) || !v.winTimes.every(isWinTime)) return `${where}.winTimes is not a list of win times`;
  return null;
}

const isDailyGame = (v: unknown): boolean =>
  isObject(v) &&
  isGameId(v.game) &&
  (v.deal === 'finding' || v.deal === 'failed' || (isCount(v.deal) && v.deal > 0)) &&
  (v.state === null || (DAILY_STATES as readonly unknown[]).includes(v.state)) &&
  isCount(v.streak) &&
  isCount(v.bestStreak);

function checkDaily(v: unknown): string | null {
  if (!isObject(v) || typeof v.date !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(v.date)) return 'daily has no date YYYY-MM-DD';
  return Array.isArray(v.games) && v.games.every(isDailyGame) ? null : 'daily.games is not a list of daily deals';
}

/** The page's check of what the host sends, before anything is drawn. */
export function parseStatsHostMessage(value: unknown): Result<StatsHostMessage> {
  const bounded = checkBounded(value);
  if (!bounded.ok) return fail(`a message is refused: ${bounded.error}`);
  if (!isObject(value) || value.type !== 'snapshot') return fail(`unknown message ${describeValue(isObject(value) ? value.type : value)}`);
  const snapshot = value.snapshot;
  if (!isObject(snapshot) || !Array.isArray(snapshot.scopes)) return fail('snapshot has no scopes');
  const problem =
    checkScope(snapshot.total, 'total') ??
    snapshot.scopes.map((s, i) => checkScope(s, `scopes[${i}]`)).find((p) => p !== null) ??
    checkDaily(value.daily);
  if (problem) return fail(problem);
  return ok({ type: 'snapshot', snapshot: snapshot as unknown as StatsSnapshot, daily: value.daily as unknown as DailyBoard });
}

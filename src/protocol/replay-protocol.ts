// Every message between the host and a replay tab, with validators, and the state the tab keeps
// across a reload. Both sides import this file (like src/protocol/protocol.ts): the page checks what the host
// sends before it draws it, the host checks what the page posts before it acts on it.
import { type GameId, type GameRecord, type Result, fail, isGameId, ok, startOf } from '../engine';
import { checkBounded, describeValue } from './bounded-value';
import { OUTCOMES, type Outcome } from './stats-protocol';
import { type GameInstanceId, type SheetsDrawn, type TableSettings, checkSettings, checkSheetsDrawn, isGameInstanceId } from './protocol';

/** A finished game as the replay tab shows it. */
export interface ReplayGame {
  readonly id: GameInstanceId;
  readonly game: GameId;
  readonly deal: number;
  readonly outcome: Outcome;
  readonly endedAt: number;
  /** Won with help (the solver's line was played for the player): said so, as everywhere. */
  readonly assisted?: true;
  /** Its exact record; absent for a game counted before records were kept (the tab says so). */
  readonly record?: GameRecord;
  /** Not verified: why the statistics refuse to count it (a journal entry whose moves do not replay to its end). */
  readonly refused?: string;
}

/** Host → replay tab. `at`: the step to stand on (a reload's), else the start. */
export type ReplayHostMessage =
  | { readonly type: 'show'; readonly game: ReplayGame; readonly settings: TableSettings; readonly at?: number }
  | { readonly type: 'settings'; readonly settings: TableSettings }
  /** Stand on step `to` (the integration tests drive the real page with it). */
  | { readonly type: 'step'; readonly to: number };

/** Replay tab → host. */
export type ReplayPageMessage =
  | { readonly type: 'ready' }
  /** The page stands on step `at` of game `id` now. */
  | { readonly type: 'stepped'; readonly id: GameInstanceId; readonly at: number }
  /** "Play from here": a new game of `id`'s deal from its first `moves` moves. */
  | { readonly type: 'playFrom'; readonly id: GameInstanceId; readonly moves: number }
  /** The sheets the table draws from, as the game tab says them. */
  | SheetsDrawn
  | { readonly type: 'error'; readonly message: string };

/** What the tab keeps with setState, so a reload comes back at the same game and step. */
export interface ReplayState {
  readonly version: 1;
  readonly id: GameInstanceId;
  readonly at: number;
}

/** Characters of a refusal's reason the tab shows. */
const MAX_REASON = 500;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export function parseReplayGame(value: unknown): Result<ReplayGame> {
  const bounded = checkBounded(value);
  if (!bounded.ok) return fail(`the game is refused: ${bounded.error}`);
  if (!isObject(value)) return fail('game must be an object');
  const { id, game, deal, outcome, endedAt, record } = value;
  if (!isGameInstanceId(id)) return fail('game.id is not a game id');
  if (!isGameId(game)) return fail(`unknown game ${describeValue(game)}`);
  if (!isCount(deal) || deal < 1) return fail('game.deal must be a deal number');
  if (!OUTCOMES.includes(outcome as Outcome)) return fail('game.outcome must be won, lost or abandoned');
  if (!isCount(endedAt)) return fail('game.endedAt must be a time');
  if (value.assisted !== undefined && value.assisted !== true) return fail('game.assisted must be true or absent');
  if (value.refused !== undefined && typeof value.refused !== 'string') return fail('game.refused must be a reason or absent');
  const about = {
    id,
    game,
    deal,
    outcome: outcome as Outcome,
    endedAt,
    ...(value.assisted ? { assisted: true as const } : {}),
    ...(typeof value.refused === 'string' ? { refused: value.refused.slice(0, MAX_REASON) } : {}),
  };
  if (record === undefined) return ok(about);
  const started = startOf(record);
  if (!started.ok) return fail(`bad record: ${started.error}`);
  const checked = started.value.record;
  if (checked.game !== game || checked.deal !== deal)
    return fail(`the record (${checked.game} #${String(checked.deal)}) is not game ${game} #${deal}`);
  return ok({ ...about, record: checked });
}

export function parseReplayHostMessage(value: unknown): Result<ReplayHostMessage> {
  const bounded = checkBounded(value);
  if (!bounded.ok) return fail(`the message is refused: ${bounded.error}`);
  if (!isObject(value)) return fail('a message must be an object');
  const settings = checkSettings(value.settings);
  switch (value.type) {
    case 'show': {
      const game = parseReplayGame(value.game);
      if (!game.ok) return game;
      if (!settings.ok) return fail(settings.error);
      if (value.at !== undefined && !isCount(value.at)) return fail('show.at must be a step number');
      return ok({ type: 'show', game: game.value, settings: settings.value, ...(value.at === undefined ? {} : { at: value.at }) });
    }
    case 'step':
      return isCount(value.to) ? ok({ type: 'step', to: value.to }) : fail('step.to must be a step number');
    case 'settings':
      return settings.ok ? ok({ type: 'settings', settings: settings.value }) : fail(settings.error);
    default:
      return fail(`unknown replay message type ${describeValue(value.type)}`);
  }
}

export function parseReplayPageMessage(value: unknown): Result<ReplayPageMessage> {
  const bounded = checkBounded(value);
  if (!bounded.ok) return fail(`the message is refused: ${bounded.error}`);
  if (!isObject(value)) return fail('a message must be an object');
  switch (value.type) {
    case 'ready':
      return ok({ type: 'ready' });
    case 'stepped':
    case 'playFrom': {
      if (!isGameInstanceId(value.id)) return fail(`${value.type}.id is not a game id`);
      if (value.type === 'stepped')
        return isCount(value.at) ? ok({ type: 'stepped', id: value.id, at: value.at }) : fail('stepped.at must be a step number');
      return isCount(value.moves)
        ? ok({ type: 'playFrom', id: value.id, moves: value.moves })
        : fail('playFrom.moves must be a whole number of moves');
    }
    case 'sheets':
      return checkSheetsDrawn(value);
    case 'error':
      return typeof value.message === 'string'
        ? ok({ type: 'error', message: value.message.slice(0, 2000) })
        : fail('error.message must be a string');
    default:
      return fail(`unknown replay page message type ${describeValue(value.type)}`);
  }
}

export function parseReplayState(value: unknown): Result<ReplayState> {
  const bounded = checkBounded(value);
  if (!bounded.ok) return fail(`the state is refused: ${bounded.error}`);
  if (!isObject(value) || value.version !== 1) return fail('unknown replay state version');
  if (!isGameInstanceId(value.id)) return fail('state.id is not a game id');
  return isCount(value.at) ? ok({ version: 1, id: value.id, at: value.at }) : fail('state.at must be a step number');
}

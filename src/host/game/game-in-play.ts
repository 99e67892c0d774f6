// The game the player has going, as the host knows it: a record it has replayed itself, the clock,
// and the status the engine (not the webview) worked out.
import * as vscode from 'vscode';
import { type GameId, type GameRecord, type Status, type Result, movesAssisted, replay, score, status, ok, fail } from '../../engine';
import {
  type GameInstance,
  type InstanceFacts,
  type InstanceParts,
  gameInstance,
  instanceOf,
  progressed,
  startedAgain,
} from '../../protocol/game-instance';
import { type ReplayedRecord, replayInSlices } from '../../stats-core/replay-in-slices';
import type { Slices } from '../../stats-core/slices';
import { newGameId } from '../../stats-core/result';
import { gameName, plural } from '../l10n';
import { chosenVariant } from '../settings';

/** A game instance (src/protocol/game-instance.ts) in play: its record as the engine replayed it, the clock, the engine's status and score. */
export interface GameInPlay extends GameInstance {
  readonly record: GameRecord;
  readonly elapsedMs: number;
  readonly status: Status;
  readonly score: number;
}

/**
 * How a new game is dealt beyond its game and number: a rule set other than the settings', the daily
 * deal's day, whether the solver proved the deal winnable.
 */
export interface DealOptions extends Pick<InstanceParts, 'daily' | 'dealtWinnable'> {
  readonly variant?: string;
}

/** Replays `record` of game `instance` with the engine; the result carries the engine's status and score. */
export function verifyGame(instance: GameInstance, record: unknown, elapsedMs: unknown): Result<GameInPlay> {
  const replayed = replay(record);
  return replayed.ok ? gameOf(instance, replayed.value, elapsedMs) : replayed;
}

/** verifyGame without holding the host: the replay runs in slices (from `from`, when the record goes on from it). */
export async function verifyGameInSlices(
  instance: GameInstance,
  record: unknown,
  elapsedMs: unknown,
  from?: ReplayedRecord,
  slices?: Slices,
): Promise<Result<{ game: GameInPlay; replayed: ReplayedRecord }>> {
  const replayed = await replayInSlices(record, slices, from);
  if (!replayed.ok) return replayed;
  const game = gameOf(instance, replayed.value, elapsedMs);
  return game.ok ? ok({ game: game.value, replayed: replayed.value }) : game;
}

/** A clock the host can keep: a finite number of milliseconds, not negative. */
export const isElapsed = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function gameOf(instance: GameInstance, replayed: ReplayedRecord, elapsedMs: unknown): Result<GameInPlay> {
  if (!isElapsed(elapsedMs)) return fail(`elapsedMs must be a non-negative number, not ${String(elapsedMs)}`);
  const last = replayed.positions[replayed.positions.length - 1];
  // Moves the solver played (Show Me How's, or a "Finish" the engine does not find one) make the game assisted, whatever the page says.
  const helped = progressed(instanceOf(instance), { assisted: movesAssisted(replayed.record, replayed.positions) });
  return ok({ ...helped, record: replayed.record, elapsedMs, status: status(last), score: score(last) });
}

/** A new deal, dealt with the rule set the options or else the settings choose for that game. */
export function freshGame(game: GameId, deal: number, options: DealOptions = {}): GameInPlay {
  const variant = options.variant ?? chosenVariant(game);
  return startAgain({ game, ...(variant ? { variant } : {}), deal, moves: [] }, gameInstance(undefined, options));
}

/**
 * A new game of the same deal (or start position) and rule set: a new instance (startedAgain: the daily
 * deal's day and the winnable deal of `from` go on), no moves played, the clock at zero.
 */
export function startAgain(record: GameRecord, from: InstanceFacts = gameInstance(undefined)): GameInPlay {
  const verified = verifyGame(startedAgain(from, newGameId()), { ...record, moves: [] }, 0);
  if (!verified.ok) throw new RangeError(`cannot start ${gameTitle(record)} again: ${verified.error}`);
  return verified.value;
}

/** Worth a question before it is thrown away: still open, and the player has made a move. */
export const isUnfinished = (game: GameInPlay): boolean => game.status === 'playing' && game.record.moves.length > 0;

/** A deal no move was made in (or every move undone): nothing in it to keep or to resume. */
export const isUntouched = (game: Pick<GameInPlay, 'status' | 'record'>): boolean =>
  game.status === 'playing' && game.record.moves.length === 0;

/** "Cruel #8315", or the game's name alone for a game set up from a start position; in the display language. */
export function gameTitle(record: Pick<GameRecord, 'game' | 'deal'>): string {
  const title = gameName(record.game);
  return record.deal === undefined ? title : `${title} #${record.deal}`;
}

/** "12 moves in 3:05": how far the player got, for a question or a picker. */
export function playedSoFar(game: Pick<GameInPlay, 'record' | 'elapsedMs'>): string {
  const time = formatElapsed(game.elapsedMs);
  return plural(game.record.moves.length, {
    one: (n) => vscode.l10n.t({ message: '{0} move in {1}', args: [n, time], comment: ['plural: one'] }),
    few: (n) => vscode.l10n.t({ message: '{0} moves in {1}', args: [n, time], comment: ['plural: few'] }),
    many: (n) => vscode.l10n.t({ message: '{0} moves in {1}', args: [n, time], comment: ['plural: many'] }),
    other: (n) => vscode.l10n.t('{0} moves in {1}', n, time),
  });
}

/** "12:05" or "1:02:07": the time played, as a clock shows it. */
function formatElapsed(elapsedMs: number): string {
  const seconds = Math.floor(elapsedMs / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

// A result counts only once the engine agrees: the record replays move by move from its deal, and
// the outcome, score and move count claimed are the ones the replay ends with.
import { type GameRecord, type Move, type Position, type Result, fail, movesAssisted, ok, replay, score, status } from '../engine';
import { type GameResult, type Outcome, OUTCOMES, checkResult, isGameInstanceId, quote, scopeParts, scopeOf } from './result';
import { replayInSlices } from './replay-in-slices';
import type { SliceClock } from './slices';
import type { ClaimedInstance } from '../protocol/game-instance';

/** What the host says happened to one game instance (its facts beside the claim's). Every field is checked, none is trusted. */
export type ResultClaim = ClaimedInstance & {
  readonly id: unknown;
  readonly outcome: unknown;
  readonly record: unknown;
  readonly score: unknown;
  readonly moves: unknown;
  readonly elapsedMs: unknown;
};

/** How a game replays: its record, and the outcome it would count as if the player left it now. */
export interface Replayed {
  readonly record: GameRecord;
  /** null: still open with no move made, nothing to count. */
  readonly outcome: Outcome | null;
  readonly score: number;
  readonly moves: number;
}

/** The engine's replay of a record (the host may have replayed it already, in slices). */
export type EngineReplay = Result<{ readonly record: GameRecord; readonly positions: readonly Position[] }>;

/** Replays a record; only dealt games count (a start position proves nothing: it could be one move from a win). */
export function replayForStats(record: unknown, replayed: EngineReplay = replay(record)): Result<Replayed> {
  if (!replayed.ok) return fail(`the record does not replay: ${replayed.error}`);
  const { record: checked, positions } = replayed.value;
  if (checked.deal === undefined) return fail('the game was set up from a start position, not dealt');
  const last = positions[positions.length - 1];
  const moves = checked.moves.length;
  return ok({ record: checked, outcome: outcomeOf(last, moves), score: score(last), moves });
}

/** What a game counts as once left in `position`: its end, or abandoned if it is open with a move made. */
function outcomeOf(position: Position, moves: number): Outcome | null {
  const ended = status(position);
  return ended === 'playing' ? (moves > 0 ? 'abandoned' : null) : ended;
}

/**
 * Whether `moves`, played from the deal of `result`, end as `result` says (outcome, score, number
 * of moves): a result imported with its record counts only then. Replays in slices of `clock`
 * (the host's one replay, replay-in-slices.ts).
 */
export async function replaysTo(result: GameResult, moves: readonly Move[], clock: SliceClock): Promise<Result<void>> {
  const { game, variant } = scopeParts(result.scope);
  const replayed = await replayInSlices({ game, ...(variant === undefined ? {} : { variant }), deal: result.deal, moves }, clock);
  if (!replayed.ok) return fail(`its record does not replay: ${replayed.error}`);
  const { positions } = replayed.value;
  const position = positions[positions.length - 1];
  const outcome = outcomeOf(position, moves.length);
  const engineScore = score(position);
  if (outcome === result.outcome && engineScore === result.score && moves.length === result.moves) return ok(undefined);
  return fail(
    `it claims ${result.outcome}, score ${result.score} in ${result.moves} moves; its record replays to ${outcome ?? 'an untouched deal'}, score ${engineScore} in ${moves.length} moves`,
  );
}

/** The result to count for `claim` at `endedAt`, or why it must not be counted (`replayed`: the claim's record, replayed). */
export function verifyResult(claim: ResultClaim, endedAt: number, replayed: EngineReplay = replay(claim.record)): Result<GameResult> {
  if (!isGameInstanceId(claim.id)) return fail(`the game id ${quote(claim.id)} is not one the host makes`);
  if (!OUTCOMES.includes(claim.outcome as Outcome)) return fail(`the outcome ${quote(claim.outcome)} is not won, lost or abandoned`);
  const forStats = replayForStats(claim.record, replayed);
  if (!forStats.ok) return forStats;
  const { record, outcome, score: engineScore, moves } = forStats.value;
  if (outcome !== claim.outcome)
    return fail(`claimed ${String(claim.outcome)}, but the record replays to ${outcome ?? 'an untouched deal'}`);
  if (claim.score !== engineScore) return fail(`claimed score ${quote(claim.score)}, the engine scores ${engineScore}`);
  if (claim.moves !== moves) return fail(`claimed ${quote(claim.moves)} moves, the record has ${moves}`);
  const timeMs = typeof claim.elapsedMs === 'number' && Number.isFinite(claim.elapsedMs) ? Math.round(claim.elapsedMs) : claim.elapsedMs;
  return checkResult({
    ...claim,
    // Moves the solver played for the player make the win one with help, whatever the claim says (Finish's do not, once checked).
    ...(replayed.ok && movesAssisted(record, replayed.value.positions) ? { assisted: true } : {}),
    scope: scopeOf(record.game, record.variant),
    deal: record.deal,
    outcome,
    score: engineScore,
    moves,
    timeMs,
    endedAt: Math.round(endedAt),
  });
}

// A saved game's file checked and replayed (saved-game.ts reads and migrates through it, loaded on
// request): a damaged fact of its instance reads as its absence, a clock that is its only fault as zero.
import type * as vscode from 'vscode';
import { type Result, fail, ok } from '../../engine';
import { gameInstance, readInstance } from '../../protocol/game-instance';
import { type GameInPlay, isElapsed, verifyGameInSlices } from '../game/game-in-play';
import type { Slices } from '../../stats-core/slices';
import { newGameId } from '../../stats-core/result';
import { SAVED_SCHEMA, type StoredGame } from './saved-game-kinds';

/** Replays a stored game (schema 1 or 2); a clock that is missing or no number is put back to zero (and logged). */
export async function checkStored(
  stored: unknown,
  log: Pick<vscode.LogOutputChannel, 'warn'>,
  slices?: Slices,
): Promise<Result<GameInPlay>> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return fail('the saved game is not an object');
  const { schema, record, elapsedMs } = stored as Partial<Record<keyof StoredGame, unknown>>;
  if (schema !== SAVED_SCHEMA && schema !== 1)
    return fail(`saved with schema ${JSON.stringify(schema)}, this version reads schemas 1 and ${SAVED_SCHEMA}`);
  // A damaged fact of the instance reads as its absence (no id: a new one; 0 hints, an ordinary deal, not assisted): the game is kept.
  const instance = readInstance(stored, 'mend');
  if (!instance.ok) return instance;
  const verified = await verifyGameInSlices(
    gameInstance(instance.value.id ?? newGameId(), instance.value),
    record,
    isElapsed(elapsedMs) ? elapsedMs : 0,
    undefined,
    slices,
  );
  if (!verified.ok) return verified;
  if (!isElapsed(elapsedMs)) {
    log.warn(
      `The saved game ${verified.value.game.id} had an unreadable clock (elapsedMs ${JSON.stringify(elapsedMs) ?? 'missing'}); it resumes with the clock at 0:00`,
    );
  }
  return ok(verified.value.game);
}

// What only old or damaged saved games need, loaded when there is one (saved-game-upkeep.ts): moving the one saved game of earlier versions into the saved games
// folder, and setting aside a saved game that cannot be restored.
import * as vscode from 'vscode';
import { checkBounded, describeValue } from '../../protocol/bounded-value';
import type { Result } from '../../engine';
import { isGameInstanceId } from '../../protocol/protocol';
import type { GameInPlay } from '../game/game-in-play';
import { MIGRATED_GAME_KEY, SAVED_GAME_KEY, UNREADABLE_GAME_KEY } from './saved-game-kinds';
import { warnWithDetails } from '../stats/notices';

interface OldSlotMove {
  readonly memento: vscode.Memento;
  readonly log: vscode.LogOutputChannel;
  /** Replays a stored game (schema 1 or 2). */
  check(stored: unknown): Promise<Result<GameInPlay>>;
  /** Saves a game into the folder, its tab closed. */
  save(game: GameInPlay): Promise<void>;
  setAside(stored: unknown, error: string): Promise<void>;
}

/**
 * Moves the one saved game of earlier versions (globalState, schema 1) into the folder. Its value
 * stays under MIGRATED_GAME_KEY, so a stale window that writes the old slot back later moves nothing twice.
 */
export async function moveOldSlot({ memento, log, check, save, setAside }: OldSlotMove): Promise<void> {
  const stored = memento.get<unknown>(SAVED_GAME_KEY);
  if (stored === undefined) return;
  const bounded = checkBounded(stored);
  const checked = bounded.ok ? await check(stored) : bounded;
  if (!checked.ok) {
    await Promise.all([setAside(stored, checked.error), memento.update(SAVED_GAME_KEY, undefined)]);
    return;
  }
  const before = memento.get<{ savedAt?: unknown; record?: unknown; id?: unknown }>(MIGRATED_GAME_KEY);
  const slot = stored as { savedAt?: unknown; record?: unknown };
  const movedBefore =
    before !== undefined && before.savedAt === slot.savedAt && JSON.stringify(before.record) === JSON.stringify(slot.record);
  const game = movedBefore && isGameInstanceId(before.id) ? { ...checked.value, id: before.id } : checked.value;
  if (!movedBefore) {
    await save(game);
    log.info(
      `The saved game of an earlier version (${game.record.game} #${game.record.deal ?? '-'}) is now game ${game.id} in the saved games folder`,
    );
  }
  await Promise.all([memento.update(MIGRATED_GAME_KEY, { ...(stored as object), id: game.id }), memento.update(SAVED_GAME_KEY, undefined)]);
}

/** Characters of an unreadable saved game quoted in the log (and kept, when it is too deep to keep as it is). */
const KEPT_LENGTH = 2000;

/** Keeps an unreadable saved game for a bug report (globalState, the last one) and tells the player in plain words. */
export async function keepUnreadable(memento: vscode.Memento, log: vscode.LogOutputChannel, stored: unknown, error: string): Promise<void> {
  // A value out of bounds (nested thousands deep) cannot be stored as it is: its beginning is kept, as text.
  const kept = memento.update(UNREADABLE_GAME_KEY, {
    error,
    setAsideAt: new Date().toISOString(),
    stored: checkBounded(stored).ok ? stored : describeValue(stored, KEPT_LENGTH),
  });
  log.error(
    `A saved game could not be restored: ${error}. It is kept in globalState under "${UNREADABLE_GAME_KEY}": ${describeValue(stored, KEPT_LENGTH)}`,
  );
  warnWithDetails(
    log,
    vscode.l10n.t(
      "Patience couldn't restore your last game: its saved record is damaged or was written by an incompatible version. A fresh game starts instead, and the old record is kept for a bug report.",
    ),
  );
  await kept;
}

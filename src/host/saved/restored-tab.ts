// Which game a tab VS Code restored shows: the one its page saved, as the same game instance (a clock
// that is its only fault starts again at zero); a page state from before game ids gets the saved
// game's instance if that deal is saved; an unusable state the newest game no other window has open,
// else a fresh deal.
import type * as vscode from 'vscode';
import type { GameId } from '../../engine';
import { parseWebviewState } from '../../protocol/protocol';
import { gameInstance } from '../../protocol/game-instance';
import { sameStart } from '../../engine/record';
import { type GameInPlay, isElapsed, verifyGameInSlices } from '../game/game-in-play';
import type { SavedEntry, SavedGameRead } from './saved-game-kinds';
import { newGameId } from '../../stats-core/result';

export interface RestoreHelpers {
  readonly log: vscode.LogOutputChannel;
  readonly saved: { read(id: string): Promise<SavedGameRead> };
  /** Saved games still in play that no tab of this window shows, newest first. */
  resumable(): Promise<SavedEntry[]>;
  /** A new deal of `game` (the last played if none). */
  fresh(game: GameId | undefined): Promise<GameInPlay>;
}

export async function restoredGame(state: unknown, helpers: RestoreHelpers): Promise<GameInPlay> {
  return (await fromState(state, helpers)) ?? (await savedOrFresh(helpers));
}

async function fromState(state: unknown, { log, resumable }: RestoreHelpers): Promise<GameInPlay | undefined> {
  const clock = (state as { elapsedMs?: unknown } | null)?.elapsedMs;
  const clockless = typeof state === 'object' && state !== null && !isElapsed(clock);
  if (clockless)
    log.warn(`The restored game tab's clock is unreadable (elapsedMs ${JSON.stringify(clock) ?? 'missing'}); it goes on from 0:00`);
  const parsed = parseWebviewState(clockless ? { ...state, elapsedMs: 0 } : state);
  // The game instance comes back with the tab: its id (a new one for a state from before ids), hints, day, winnable deal and help.
  const verified = parsed.ok
    ? await verifyGameInSlices(gameInstance(parsed.value.id ?? newGameId(), parsed.value), parsed.value.record, parsed.value.elapsedMs)
    : parsed;
  if (!verified.ok) {
    log.warn(`The restored game tab's saved state is unusable (${verified.error}); showing a saved game instead`);
    return undefined;
  }
  const { game } = verified.value;
  if (parsed.ok && parsed.value.id === undefined)
    return { ...game, id: (await resumable()).find((entry) => sameStart(entry.record, game.record))?.id ?? game.id };
  return game;
}

async function savedOrFresh({ saved, resumable, fresh }: RestoreHelpers): Promise<GameInPlay> {
  const [newest] = (await resumable()).filter((entry) => !entry.openElsewhere);
  const read = newest ? await saved.read(newest.id) : { kind: 'none' as const };
  return read.kind === 'saved' ? read.game : fresh(read.kind === 'unreadable' ? read.game : undefined);
}

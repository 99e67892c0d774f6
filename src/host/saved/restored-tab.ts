// Which game a tab VS Code restored shows: the one its page saved, as the same game instance (a clock
// that is its only fault starts again at zero), checked against the saved game and the statistics: a
// game counted since is not revived (a won one stays, to be counted once), one another window holds
// now stays that window's, and of the page's and the saved position the newer stands. A page state from
// before game ids gets the saved game's instance if that deal is saved; an unusable state, or a game
// that is not this tab's any more, the newest game no other window has open, else a fresh deal.
import type * as vscode from 'vscode';
import type { GameId } from '../../engine';
import { parseWebviewState } from '../../protocol/protocol';
import { gameInstance, progressed } from '../../protocol/game-instance';
import { sameStart } from '../../engine/record';
import { type GameInPlay, isElapsed, verifyGameInSlices } from '../game/game-in-play';
import type { SavedEntry, SavedGameRead } from './saved-game-kinds';
import { newGameId } from '../../stats-core/result';
import { type WindowPresence, holdsOpen } from '../windows/window-presence';

export interface RestoreHelpers {
  readonly log: vscode.LogOutputChannel;
  readonly saved: { read(id: string): Promise<SavedGameRead> };
  /** This window, and where the others say they are alive. */
  readonly presence: Pick<WindowPresence, 'folder' | 'window' | 'now'>;
  /** Whether the statistics hold game `id` as over (won, lost or abandoned). */
  isCounted(id: string): Promise<boolean>;
  /** Saved games still in play that no tab of this window shows, newest first. */
  resumable(): Promise<SavedEntry[]>;
  /** A new deal of `game` (the last played if none). */
  fresh(game: GameId | undefined): Promise<GameInPlay>;
}

export async function restoredGame(state: unknown, helpers: RestoreHelpers): Promise<GameInPlay> {
  const restored = await fromState(state, helpers);
  return (restored && (await stillThisTabs(restored, helpers))) ?? (await savedOrFresh(helpers));
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

/**
 * The restored game as this tab may show it, or undefined when it is not this tab's any more: the
 * statistics counted it since (another window finished or left it), or another window holds it now.
 * Otherwise the newer of the page's and the saved position stands (the saved one when another window
 * played on meanwhile), with the hints and help either noted: the page's word alone takes nothing back.
 */
async function stillThisTabs(restored: GameInPlay, { log, saved, isCounted, presence }: RestoreHelpers): Promise<GameInPlay | undefined> {
  const found = await saved.read(restored.id);
  // A saved file of another deal under this id is no position of this game.
  const read = found.kind === 'saved' && !sameStart(found.game.record, restored.record) ? ({ kind: 'none' } as const) : found;
  const kept = read.kind === 'saved' ? progressed(restored, read.game) : restored;
  // A win the page showed is the end of that game, counted at most once (a win stands over another window's abandon).
  if (kept.status === 'won') return kept;
  if (await isCounted(restored.id)) {
    log.info(`The restored game tab's game ${restored.id} is over (the statistics count it): it is not brought back into play`);
    return undefined;
  }
  if (read.kind !== 'saved') return kept;
  if (read.openElsewhere && (await holdsOpen(presence, read.window))) {
    log.info(`The restored game tab's game ${restored.id} is open in another window now: it stays that window's`);
    return undefined;
  }
  if (!isNewer(read.game, restored)) return kept;
  log.info(
    `The restored game tab's game ${restored.id} was played on elsewhere: it comes back at its saved move ${read.game.record.moves.length}`,
  );
  return progressed(read.game, restored);
}

/**
 * Whether `saved` is further on than `restored`, two positions of one game: its clock is ahead (the
 * clock only runs on, whichever window plays), or, at the same time, its record goes on from the other's.
 */
function isNewer(saved: GameInPlay, restored: GameInPlay): boolean {
  if (saved.elapsedMs !== restored.elapsedMs) return saved.elapsedMs > restored.elapsedMs;
  const [longer, shorter] = [saved.record.moves, restored.record.moves];
  return longer.length > shorter.length && shorter.every((move, i) => JSON.stringify(move) === JSON.stringify(longer[i]));
}

async function savedOrFresh({ saved, resumable, fresh }: RestoreHelpers): Promise<GameInPlay> {
  const [newest] = (await resumable()).filter((entry) => !entry.openElsewhere);
  const read = newest ? await saved.read(newest.id) : { kind: 'none' as const };
  return read.kind === 'saved' ? read.game : fresh(read.kind === 'unreadable' ? read.game : undefined);
}

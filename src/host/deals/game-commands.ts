// What "New Game…", "New Deal" and "Select Deal…" do (commands.ts registers them): pick a game (or
// continue an unfinished one), ask for a deal number. Loaded on request (deal-actions.ts).
import type { GameId } from '../../engine';
import { askDealNumber } from './deal-picker';
import type { DealOptions, GameInPlay } from '../game/game-in-play';
import { pickGame } from './game-picker';
import { gameName } from '../l10n';
import type { RecentGames } from '../game/recent-games';

/** The part of the game session the commands use (game-session.ts). */
export interface CommandSession {
  readonly openGame: GameInPlay | undefined;
  unfinished(): Promise<Pick<GameInPlay, 'record' | 'elapsedMs'>[]>;
  resume(): Promise<void>;
  startNew(game: GameId, deal?: number, options?: DealOptions): Promise<void>;
}

/** The game picker, with "Continue …" first when there is an unfinished game this window may resume. */
export async function newGame(session: CommandSession, recent: RecentGames): Promise<void> {
  const choice = await pickGame(recent.ordered(), recent.played()[0], await session.unfinished());
  if (choice?.kind === 'continue') await session.resume();
  else if (choice?.kind === 'new') await session.startNew(choice.game);
}

/** Another deal of the game on the table (no table: pick a game). */
export async function newDeal(session: CommandSession, recent: RecentGames): Promise<void> {
  const open = session.openGame;
  if (open) await session.startNew(open.record.game);
  else await newGame(session, recent);
}

/** A deal by number, of the game on the table (no table: pick a game first). */
export async function selectDeal(session: CommandSession, recent: RecentGames): Promise<void> {
  const open = session.openGame?.record;
  const game = open?.game ?? (await pickNewGame(recent));
  if (!game) return;
  const deal = await askDealNumber(gameName(game), open?.deal);
  if (deal !== undefined) await session.startNew(game, deal);
}

async function pickNewGame(recent: RecentGames): Promise<GameId | undefined> {
  const choice = await pickGame(recent.ordered(), recent.played()[0]);
  return choice?.kind === 'new' ? choice.game : undefined;
}

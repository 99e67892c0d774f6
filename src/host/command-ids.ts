// Command ids that code outside commands.ts names too (the Statistics sidebar starts games with them),
// kept apart so that naming one does not import the commands and, through them, the game session.
import type { GameId } from '../engine';

/** "New Cruel Game" and its four siblings. */
export const newGameCommandId = (game: GameId): string => `patience.newGame.${game}`;

// What the session asks or tells the player about a game: whether to abandon it for a new deal or a
// restart (patience.confirmAbandon), that its record is full, and why a command found nothing to do.
import * as vscode from 'vscode';
import { MAX_RECORD_MOVES } from '../../engine';
import { type GameInPlay, gameTitle, playedSoFar } from '../game/game-in-play';

/** Asks before an unfinished game is left for a new deal (`new`) or the same deal again (`restart`); true to go on. */
export async function askToAbandon(game: GameInPlay, by: 'new' | 'restart'): Promise<boolean> {
  const title = gameTitle(game.record);
  const played = playedSoFar(game);
  const setting = vscode.l10n.t('(The setting Patience: Confirm Abandon turns this question off.)');
  const [question, detail, button] =
    by === 'restart'
      ? [
          vscode.l10n.t('Restart {0}?', title),
          vscode.l10n.t(
            'The game is not finished: {0}. Restarting counts it as abandoned and deals the same cards again. {1}',
            played,
            setting,
          ),
          vscode.l10n.t('Abandon and Restart'),
        ]
      : [
          vscode.l10n.t('Abandon {0}?', title),
          vscode.l10n.t('The game is not finished: {0}. It counts as abandoned, and a new deal replaces it for good. {1}', played, setting),
          vscode.l10n.t('Abandon and Deal'),
        ];
  return (await vscode.window.showWarningMessage(question, { modal: true, detail }, button)) === button;
}

/** Tells the player that `game` reached the most moves a record keeps. */
export async function tellRecordFull(game: GameInPlay): Promise<void> {
  await vscode.window.showWarningMessage(
    vscode.l10n.t(
      '{0} has reached {1} moves, the most one game keeps. It is saved up to move {1}: later moves are not saved, and a win after them does not count.',
      gameTitle(game.record),
      MAX_RECORD_MOVES,
    ),
  );
}

/** Says why nothing happened, with a button that opens the game picker. */
export async function offerNewGame(why: 'no game' | 'nothing to resume'): Promise<void> {
  const message =
    why === 'no game'
      ? vscode.l10n.t('No game is open. Start one with Patience: New Game…')
      : vscode.l10n.t('There is no unfinished game to resume.');
  const newGame = vscode.l10n.t('New Game…');
  if ((await vscode.window.showInformationMessage(message, newGame)) === newGame) await vscode.commands.executeCommand('patience.newGame');
}

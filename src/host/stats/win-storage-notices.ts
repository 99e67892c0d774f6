// What the player is told when a win could be stored nowhere yet (the game journal and globalState
// both failed or gave no answer in time), with the reason and Retry, and again once it is stored.
// Loaded when it happens (stats-messages.ts).
import * as vscode from 'vscode';
import { gameTitle } from '../game/game-in-play';
import { writeProblem } from '../storage/write-problem';
import { type GameResult, scopeParts } from '../../stats-core/result';

const titleOf = (result: GameResult): string => gameTitle({ game: scopeParts(result.scope).game, deal: result.deal });

export function tellWinUnstored(result: GameResult, error: unknown, retry: () => void): void {
  const again = vscode.l10n.t('Retry');
  const message = vscode.l10n.t(
    'Patience could not store your win of {0} yet: {1}. It keeps trying; keep VS Code open until it says the win is stored.',
    titleOf(result),
    writeProblem(error),
  );
  void vscode.window.showWarningMessage(message, again).then((choice) => choice === again && retry());
}

export function tellWinStored(result: GameResult): void {
  void vscode.window.showInformationMessage(vscode.l10n.t('Your win of {0} is stored now.', titleOf(result)));
}

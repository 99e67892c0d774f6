// "New Game…": the five games, most recently played first, each with a line on how it plays; an
// unfinished game is offered first, to continue (several: the Resume Game list).
import * as vscode from 'vscode';
import { type GameId, gameOf } from '../../engine';
import { type GameInPlay, gameTitle, playedSoFar } from '../game/game-in-play';
import { gameName, hostLanguage, plural } from '../l10n';

export type GameChoice = { readonly kind: 'continue' } | { readonly kind: 'new'; readonly game: GameId };

interface ChoiceItem extends vscode.QuickPickItem {
  readonly choice?: GameChoice;
}

/** Asks which game to start (or whether to continue one of `unfinished`); undefined when dismissed. */
export async function pickGame(
  order: readonly GameId[],
  lastPlayed: GameId | undefined,
  unfinished: readonly Pick<GameInPlay, 'record' | 'elapsedMs'>[] = [],
): Promise<GameChoice | undefined> {
  const items: ChoiceItem[] = [];
  if (unfinished.length > 0) {
    const [only] = unfinished;
    items.push(
      unfinished.length === 1
        ? {
            label: `$(debug-continue) ${vscode.l10n.t('Continue {0}', gameTitle(only.record))}`,
            description: playedSoFar(only),
            choice: { kind: 'continue' },
          }
        : {
            label: `$(debug-continue) ${vscode.l10n.t('Continue a game…')}`,
            description: unfinishedGames(unfinished.length),
            choice: { kind: 'continue' },
          },
      { label: vscode.l10n.t('New game'), kind: vscode.QuickPickItemKind.Separator },
    );
  }
  for (const game of order) {
    items.push({
      label: gameName(game),
      description: game === lastPlayed ? vscode.l10n.t('last played') : undefined,
      detail: gameOf(game).blurb[hostLanguage()],
      choice: { kind: 'new', game },
    });
  }
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Patience: New Game'),
    placeHolder: unfinished.length > 0 ? vscode.l10n.t('Continue your game, or pick a game to deal') : vscode.l10n.t('Pick a game to deal'),
    matchOnDetail: true,
  });
  return picked?.choice;
}

/** "3 unfinished games"; «3 неоконченные игры». */
const unfinishedGames = (n: number): string =>
  plural(n, {
    one: (count) => vscode.l10n.t({ message: '{0} unfinished game', args: [count], comment: ['plural: one'] }),
    few: (count) => vscode.l10n.t({ message: '{0} unfinished games', args: [count], comment: ['plural: few'] }),
    many: (count) => vscode.l10n.t({ message: '{0} unfinished games', args: [count], comment: ['plural: many'] }),
    other: (count) => vscode.l10n.t('{0} unfinished games', count),
  });

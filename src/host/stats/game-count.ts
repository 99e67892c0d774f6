// "1 game", "12 games" in the player's language: the words the statistics' commands count games with.
import * as vscode from 'vscode';
import { plural } from '../l10n';

/** "1 game", "12 games"; «1 игра», «3 игры», «5 игр». */
export const games = (n: number): string =>
  plural(n, {
    one: (count) => vscode.l10n.t({ message: '{0} game', args: [count], comment: ['plural: one'] }),
    few: (count) => vscode.l10n.t({ message: '{0} games', args: [count], comment: ['plural: few'] }),
    many: (count) => vscode.l10n.t({ message: '{0} games', args: [count], comment: ['plural: many'] }),
    other: (count) => vscode.l10n.t('{0} games', count),
  });

// The host's words that depend on the display language beyond vscode.l10n.t: the games' names (the
// registry's, in both languages; the engine's `title` is the English name, kept for logs and errors),
// plural forms and numbers.
import * as vscode from 'vscode';
import { type GameId, type Language, gameNameIn, languageOf } from '../engine';

/** The language of the words the extension keeps itself (the games' names and lines): VS Code's display language's. */
export const hostLanguage = (): Language => languageOf(vscode.env.language);

/** "Cruel" in English, «Жестокость» in Russian. */
export const gameName = (game: GameId): string => gameNameIn(game, hostLanguage());

/**
 * One text per plural category of the display language (English uses one/other, Russian
 * one/few/many: 1 ход, 2 хода, 5 ходов), each given the count already formatted for that language.
 * Every category is its own vscode.l10n.t message, told apart by a comment, so a translator sees
 * them all; English gives few and many the same words as other.
 */
export interface PluralForms {
  readonly one: (count: string) => string;
  readonly few: (count: string) => string;
  readonly many: (count: string) => string;
  readonly other: (count: string) => string;
}

export function plural(n: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(locale()).select(n);
  const form = category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other;
  return form(formatNumber(n));
}

/** A count as the display language writes it ("1,234" / "1 234"). */
export const formatNumber = (n: number): string => new Intl.NumberFormat(locale()).format(n);

/** VS Code's display language as a locale Intl knows ("en", "ru", "zh-cn"), English if it is not one. */
function locale(): string {
  try {
    return Intl.getCanonicalLocales(vscode.env.language)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

// What the language tests check in every translated string: no Latin words in Russian beyond
// names that stay as they are, no Cyrillic in English, the same {0} placeholders in both.
import { expect } from 'vitest';

/**
 * Latin words a Russian string may hold: key and card notation, product and format names, setting
 * names VS Code shows as they are (derived from the setting's id), an export's field name, UTC (the
 * daily deal's clock, written so in Russian too).
 */
export const LATIN_ALLOWED_IN_RUSSIAN = new Set([
  'Esc',
  'Ctrl',
  'Cmd',
  'Shift',
  'Mac',
  'Enter',
  'Space',
  'Tab',
  'Home',
  'End',
  'H',
  'U',
  'Z',
  'Y',
  'N',
  'R',
  'D',
  'I',
  'S',
  'A',
  'K',
  'Q',
  'J',
  'GNOME',
  'AisleRiot',
  'VS',
  'Code',
  'JSON',
  'results',
  'UTC',
  'Confirm',
  'Abandon',
  'patience.bakersGame.rules',
  'kings',
  'any',
  // FreeCell's autoplay setting and its values, named as the Settings editor shows them
  'patience.freecell.autoplay',
  'safe',
  'off',
  'all',
]);

/** Latin words ("patience.bakersGame.rules" is one word). */
export const latinWords = (text: string): string[] => text.match(/[A-Za-z](?:[A-Za-z.]*[A-Za-z])?/g) ?? [];

export const CYRILLIC = /[\u0400-\u04ff]/;

/** Fails with the strings that hold Latin words not on the allow-list. */
export function expectRussian(texts: readonly (readonly [where: string, text: string])[]): void {
  const stray = texts.flatMap(([where, text]) =>
    latinWords(text)
      .filter((w) => !LATIN_ALLOWED_IN_RUSSIAN.has(w))
      .map((w) => `${where}: "${w}" in ${JSON.stringify(text)}`),
  );
  expect(stray).toEqual([]);
  const empty = texts.filter(([, text]) => !CYRILLIC.test(text) && /[A-Za-z]{3}/.test(text)).map(([where]) => where);
  expect(empty, 'Russian strings that are not Russian at all').toEqual([]);
}

/** Fails with the strings that hold Cyrillic letters. */
export function expectEnglish(texts: readonly (readonly [where: string, text: string])[]): void {
  expect(texts.filter(([, text]) => CYRILLIC.test(text)).map(([where, text]) => `${where}: ${JSON.stringify(text)}`)).toEqual([]);
}

/** The sorted {0}, {1}… a format string uses. */
export const placeholders = (text: string): string[] => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

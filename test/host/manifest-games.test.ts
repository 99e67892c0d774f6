// The manifest's words that name the games (the package's description, keywords, the walkthrough's first step) and say
// how many there are (and the README's count) against the registry, in both languages: a new game cannot be left out of them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language, allDescriptors } from '../../src/engine';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const pkg = read('package.json');
const nls: Record<string, Record<string, string>> = { en: read('package.nls.json'), ru: read('package.nls.ru.json') };
// How many games there are, as the manifest and the README say it: a number word from five up before "games" (English) or
// «игр», «пасьянсов» (Russian, nominative or genitive: «шесть игр», «каждой из шести игр»; the same forms up to twenty).
const COUNT_WORDS: Record<Language, readonly (readonly string[])[]> = {
  en: ['five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen'].map((w) => [w]),
  ru: [
    ['пять', 'пяти'],
    ['шесть', 'шести'],
    ['семь', 'семи'],
    ['восемь', 'восьми'],
    ['девять', 'девяти'],
    ['десять', 'десяти'],
    ['одиннадцать', 'одиннадцати'],
    ['двенадцать', 'двенадцати'],
    ['тринадцать', 'тринадцати'],
    ['четырнадцать', 'четырнадцати'],
    ['пятнадцать', 'пятнадцати'],
  ],
};
const COUNTED_NOUN: Record<Language, RegExp> = {
  en: /(\p{L}+) (?:classic )?(?:solitaire )?games\b/giu,
  ru: /(\p{L}+) (?:классических )?(?:пасьянсов|игр)(?!\p{L})/giu,
};
/** The number of games each count word in `text` says (words that are not a count are left out). */
const countsIn = (lang: Language, text: string): number[] =>
  [...text.matchAll(COUNTED_NOUN[lang])].flatMap(([, word]) => {
    const at = COUNT_WORDS[lang].findIndex((forms) => forms.includes(word.toLowerCase()));
    return at < 0 ? [] : [at + 5];
  });
/** The manifest's texts that say how many games there are. */
const COUNTED = ['description', 'walkthrough.description', 'walkthrough.start.altText', 'walkthrough.statistics.altText'];

describe('the manifest names every game of the registry', () => {
  it('and the README says how many there are as the manifest does', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(countsIn('en', readme).length).toBeGreaterThan(0);
    for (const count of countsIn('en', readme)) expect(count).toBe(allDescriptors().length);
  });

  it('has each game among the keywords', () => {
    for (const game of allDescriptors()) expect(pkg.keywords, game.id).toContain(game.names.en.toLowerCase());
  });

  it.each(LANGUAGES)("names each game in the description and the walkthrough's first step (%s), and says how many there are", (lang) => {
    for (const key of ['description', 'walkthrough.start.description']) {
      for (const game of allDescriptors()) expect(nls[lang][key], `${key}: ${game.id}`).toContain(game.names[lang]);
    }
    for (const key of COUNTED) expect(countsIn(lang, nls[lang][key]), key).toEqual([allDescriptors().length]);
    for (const [key, text] of Object.entries(nls[lang]))
      for (const count of countsIn(lang, text)) expect(count, key).toBe(allDescriptors().length);
  });

  it.each(LANGUAGES)("mentions every rule-set setting in the walkthrough's settings step (%s)", (lang) => {
    for (const game of allDescriptors().filter((g) => g.variantSetting)) {
      // Each word of the name without its ending: Russian declines it («Игры пекаря»).
      const stems = game.names[lang].split(' ').map((word) => word.slice(0, -1));
      for (const stem of stems) expect(nls[lang]['walkthrough.settings.description'], game.id).toContain(stem);
    }
  });
});

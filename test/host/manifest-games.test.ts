// The manifest's words that name the games (the package's description, keywords, the walkthrough's
// first step) against the registry, in both languages: a new game cannot be left out of them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, allDescriptors } from '../../src/engine';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const pkg = read('package.json');
const nls: Record<string, Record<string, string>> = { en: read('package.nls.json'), ru: read('package.nls.ru.json') };
// How the manifest says how many games there are, from five up (the Russian words govern the same case up to twenty).
const COUNT_WORDS: Record<string, readonly string[]> = {
  en: ['five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen'],
  ru: ['пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать'],
};
const countWord = (lang: string, count: number): string => COUNT_WORDS[lang][count - 5] ?? `(${count}: add it to COUNT_WORDS)`;
/** The texts that say how many games there are: the first two begin with it. */
const COUNTED = ['description', 'walkthrough.description', 'walkthrough.start.altText'];

describe('the manifest names every game of the registry', () => {
  it('has each game among the keywords', () => {
    for (const game of allDescriptors()) expect(pkg.keywords, game.id).toContain(game.names.en.toLowerCase());
  });

  it.each(LANGUAGES)("names each game in the description and the walkthrough's first step (%s), and says how many there are", (lang) => {
    for (const key of ['description', 'walkthrough.start.description']) {
      for (const game of allDescriptors()) expect(nls[lang][key], `${key}: ${game.id}`).toContain(game.names[lang]);
    }
    const count = countWord(lang, allDescriptors().length);
    for (const key of COUNTED) expect(nls[lang][key].toLowerCase(), key).toMatch(new RegExp(`(^|[\\s—])${count}\\s`, 'u'));
    for (const key of COUNTED.slice(0, 2)) expect(nls[lang][key].toLowerCase().startsWith(count), key).toBe(true);
  });

  it.each(LANGUAGES)("mentions every rule-set setting in the walkthrough's settings step (%s)", (lang) => {
    for (const game of allDescriptors().filter((g) => g.variantSetting)) {
      // Each word of the name without its ending: Russian declines it («Игры пекаря»).
      const stems = game.names[lang].split(' ').map((word) => word.slice(0, -1));
      for (const stem of stems) expect(nls[lang]['walkthrough.settings.description'], game.id).toContain(stem);
    }
  });
});

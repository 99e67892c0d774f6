import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId, LANGUAGES, type Language, allDescriptors, gameNameIn, rulesOf } from '../../src/engine';
import { type RulesDoc, type RulesPage, inLanguage, rulesFor, rulesPageOf } from '../../src/engine/games/rules-pages';

// Latin words a Russian page may contain: key names, Mac, and each game's rule-set setting with its values (the registry's).
const LATIN_ALLOWED_IN_RUSSIAN = new Set([
  ...allDescriptors().flatMap((game) =>
    game.variantSetting ? [`patience.${game.variantSetting.key}`, ...game.rules.variants.flatMap(latinWords)] : [],
  ),
  'patience.play',
  'Mac',
  'Tab',
  'Ctrl',
  'Enter',
  'Space',
  'Esc',
  'U',
  'Z',
  'K',
  'Q',
  'J',
  'A',
]);

function texts(doc: RulesDoc): string[] {
  return [doc.title, doc.summary, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])])];
}

function latinWords(text: string): string[] {
  return text.match(/[A-Za-z](?:[A-Za-z.]*[A-Za-z])?/g) ?? [];
}

// Every game's page, each loaded from its folder as the rules panel loads it.
const PAGES = Object.fromEntries(await Promise.all(GAME_IDS.map(async (game) => [game, await rulesPageOf(game)] as const))) as Record<
  GameId,
  RulesPage
>;
const page = (game: GameId, lang: Language): RulesDoc => inLanguage(PAGES[game], lang);

describe.each(GAME_IDS)('rules page of %s', (game) => {
  const en = page(game, 'en');
  const ru = page(game, 'ru');

  it('exists in English and Russian under the project names', () => {
    expect(en.title).toBe(gameNameIn(game, 'en'));
    expect(ru.title).toBe(gameNameIn(game, 'ru'));
    expect(en).not.toBe(ru);
  });

  it('has the same sections and bullet counts in both languages, so a translation drops nothing', () => {
    expect(ru.sections.length).toBe(en.sections.length);
    en.sections.forEach((section, i) => {
      const translated = ru.sections[i];
      expect(translated?.paragraphs.length, section.heading).toBe(section.paragraphs.length);
      expect(translated?.bullets?.length ?? 0, section.heading).toBe(section.bullets?.length ?? 0);
    });
  });

  it('starts with Setup, Goal, Moves and ends with Controls', () => {
    expect(en.sections.slice(0, 3).map((s) => s.heading)).toEqual(['Setup', 'Goal', 'Moves']);
    expect(en.sections.at(-1)?.heading).toBe('Controls');
  });

  it('has no Cyrillic in English', () => {
    for (const text of texts(en)) expect(text).not.toMatch(/[\u0400-\u04ff]/);
  });

  it('has no Latin words in Russian except key names and setting names', () => {
    const stray = texts(ru)
      .flatMap(latinWords)
      .filter((w) => !LATIN_ALLOWED_IN_RUSSIAN.has(w));
    expect(stray).toEqual([]);
  });

  it('states the maximum score in both languages', () => {
    const max = new RegExp(`\\b${rulesOf(game).maxScore}\\b`);
    for (const lang of LANGUAGES) expect(texts(page(game, lang)).join('\n')).toMatch(max);
  });

  it('is plain text: no HTML tags, markdown emphasis or code spans', () => {
    for (const lang of LANGUAGES) {
      for (const text of texts(page(game, lang))) {
        expect(text).not.toMatch(/<[a-z/]|[*_`#]/i);
        expect(text.trim()).not.toBe('');
      }
    }
  });
});

describe('rulesFor', () => {
  it('falls back to English for a language without a page', async () => {
    expect(await rulesFor('cruel', 'de' as Language)).toBe(await rulesFor('cruel', 'en'));
  });

  it("names the Baker's Game setting and both rule sets in both languages", () => {
    for (const lang of LANGUAGES) {
      const all = texts(page('bakers-game', lang)).join('\n');
      expect(all).toContain('patience.bakersGame.rules');
      expect(all).toMatch(/\(kings\b/);
      expect(all).toMatch(/\(any\)/);
    }
  });
});

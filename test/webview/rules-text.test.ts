import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId, LANGUAGES, type Language } from '../../src/engine';
import { type RulesDoc, rulesFor } from '../../src/engine/games/rules-pages';

const MAX_SCORE: Record<GameId, number> = {
  'spider-three-decks': 144,
  cruel: 48,
  maze: 48,
  'bakers-game': 52,
  pileon: 52,
  freecell: 52,
};

const TITLES: Record<GameId, Record<Language, string>> = {
  'spider-three-decks': { en: 'Spider Three Decks', ru: 'Паук с тремя колодами' },
  cruel: { en: 'Cruel', ru: 'Жестокость' },
  maze: { en: 'Maze', ru: 'Подземелье' },
  'bakers-game': { en: "Baker's Game", ru: 'Игра пекаря' },
  pileon: { en: 'Pileon', ru: 'Склад' },
  freecell: { en: 'FreeCell', ru: 'Свободная ячейка' },
};

// Latin words a Russian page may contain: key names, Mac, and the settings (Baker's Game's with its values).
const LATIN_ALLOWED_IN_RUSSIAN = new Set([
  'patience.bakersGame.rules',
  'patience.freecell.autoplay',
  'safe',
  'off',
  'all',
  'patience.play',
  'Mac',
  'Tab',
  'kings',
  'any',
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

describe.each(GAME_IDS)('rules page of %s', (game) => {
  const en = rulesFor(game, 'en');
  const ru = rulesFor(game, 'ru');

  it('exists in English and Russian under the project names', () => {
    expect(en.title).toBe(TITLES[game].en);
    expect(ru.title).toBe(TITLES[game].ru);
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
    const max = new RegExp(`\\b${MAX_SCORE[game]}\\b`);
    for (const lang of LANGUAGES) expect(texts(rulesFor(game, lang)).join('\n')).toMatch(max);
  });

  it('is plain text: no HTML tags, markdown emphasis or code spans', () => {
    for (const lang of LANGUAGES) {
      for (const text of texts(rulesFor(game, lang))) {
        expect(text).not.toMatch(/<[a-z/]|[*_`#]/i);
        expect(text.trim()).not.toBe('');
      }
    }
  });
});

describe('rulesFor', () => {
  it('falls back to English for a language without a page', () => {
    expect(rulesFor('cruel', 'de' as Language)).toBe(rulesFor('cruel', 'en'));
  });

  it("names the Baker's Game setting and both rule sets in both languages", () => {
    for (const lang of LANGUAGES) {
      const all = texts(rulesFor('bakers-game', lang)).join('\n');
      expect(all).toContain('patience.bakersGame.rules');
      expect(all).toMatch(/\(kings\b/);
      expect(all).toMatch(/\(any\)/);
    }
  });
});

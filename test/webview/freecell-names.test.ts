// FreeCell's names on the page (issue 26): the table's title and the statistics' scopes in English and
// in Russian, with AisleRiot's own Russian name and the autoplay option the game was dealt with.
import { describe, expect, it } from 'vitest';
import { gameNameIn } from '../../src/engine';
import { en } from '../../webview/l10n/en';
import { ru } from '../../webview/l10n/ru';
import { scopeNameIn } from '../../webview/l10n/scope-name';

describe("FreeCell's names on the page", () => {
  it("are the registry's, with AisleRiot's Russian name", () => {
    expect(en.games.freecell).toBe(gameNameIn('freecell', 'en'));
    expect(ru.games.freecell).toBe('Свободная ячейка');
    expect(ru.games.freecell).toBe(gameNameIn('freecell', 'ru'));
  });

  it.each([
    ['freecell:safe', 'FreeCell (safe autoplay)', 'Свободная ячейка (безопасная автоигра)'],
    ['freecell:off', 'FreeCell (autoplay off)', 'Свободная ячейка (без автоигры)'],
    ['freecell:all', 'FreeCell (autoplay for all cards)', 'Свободная ячейка (автоигра всех карт)'],
  ])('name the statistics scope %s', (scope, english, russian) => {
    expect(scopeNameIn(en, 'All games', scope)).toBe(english);
    expect(scopeNameIn(ru, 'Все игры', scope)).toBe(russian);
  });
});

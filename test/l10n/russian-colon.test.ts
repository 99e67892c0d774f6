// Russian typography in the solver's words (issue 23, item 12): a sentence set after a colon starts small.
import { describe, expect, it } from 'vitest';
import { SHOW_WORDS } from '../../webview/l10n/show-me-strings';
import { SOLVER_WORDS } from '../../webview/l10n/solver-strings';

const hint = 'Переложите 8♠ на 9♠';

describe('Russian: no capital letter after a colon', () => {
  it('a hint guessed from the visible cards', () => {
    expect(SOLVER_WORDS.ru.guess(hint)).toBe('Судя по открытым картам: переложите 8♠ на 9♠');
  });

  it("Show Me How's next move when paused", () => {
    expect(SHOW_WORDS.ru.paused(3, 10, hint)).toBe('Пауза на ходе 3 из 10; дальше: переложите 8♠ на 9♠');
  });
});

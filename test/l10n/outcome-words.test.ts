// One vocabulary for a finished game's result (webview/l10n/outcome-words.ts): the facts decide the
// words, a win with help is never called a win, and every surface (the result panel, the sidebar's
// totals, last games and daily deals, the replay tab) says it with the same words.
import { describe, expect, it } from 'vitest';
import { type ResultFacts, resultHelp, resultKind } from '../../src/protocol/game-result';
import { helpWords, hintCount, outcomeWords } from '../../webview/l10n/outcome-words';
import { en as replayEn } from '../../webview/l10n/en-replay';
import { ru as replayRu } from '../../webview/l10n/ru-replay';
import { ru as statsRu } from '../../webview/l10n/ru-stats';
import { en as statsEn } from '../../webview/stats/strings';

const WON = { outcome: 'won' } as const;
const ASSISTED = { outcome: 'won', assisted: true } as const;

describe('the words of a result', () => {
  it('a win with help is its own kind; help in a loss or a game left changes nothing', () => {
    const facts: ResultFacts[] = [
      WON,
      ASSISTED,
      { outcome: 'lost', assisted: true },
      { outcome: 'abandoned', assisted: true },
      { outcome: 'won', assisted: false },
    ];
    expect(facts.map(resultKind)).toEqual(['won', 'assisted', 'lost', 'abandoned', 'won']);
  });

  it('in English: "You won!" only for the player\'s own win; a win with help is "Won with help — not counted as a win"', () => {
    expect(outcomeWords(WON, 'en')).toEqual({ kind: 'won', label: 'Won', figure: 'Won', inline: 'won', word: 'won', headline: 'You won!' });
    expect(outcomeWords(ASSISTED, 'en')).toEqual({
      kind: 'assisted',
      label: 'Won with help',
      figure: 'Won with help',
      inline: 'won with help — not counted as a win',
      word: 'won with help',
      headline: 'Won with help — not counted as a win',
    });
    expect(outcomeWords({ outcome: 'lost' }, 'en')).toMatchObject({ label: 'Lost', headline: 'No more moves' });
    expect(outcomeWords({ outcome: 'abandoned' }, 'en')).toMatchObject({ label: 'Abandoned' });
  });

  it('the reason for a win: "the solution was shown" only after Show Me How; hints alone make a win with N hints', () => {
    expect(resultHelp({ outcome: 'won', assisted: true, hintsUsed: 4 })).toEqual({ kind: 'shown' });
    expect(resultHelp({ outcome: 'won', hintsUsed: 4 })).toEqual({ kind: 'hints', hints: 4 });
    expect(resultHelp({ outcome: 'won', hintsUsed: 0 })).toEqual({ kind: 'none' });
    expect(helpWords({ outcome: 'won', assisted: true, hintsUsed: 4 }, 'en')).toMatch(/^The solution was shown: /);
    expect(helpWords({ outcome: 'won', hintsUsed: 1 }, 'en')).toBe('A win with 1 hint: it counts as a win, not as a win without hints.');
    expect(helpWords({ outcome: 'won', hintsUsed: 3 }, 'ru')).toBe(
      'Победа с 3 подсказками: она засчитана как победа, но не как победа без подсказок.',
    );
    expect(helpWords({ outcome: 'won', hintsUsed: 21 }, 'ru')).toMatch(/^Победа с 21 подсказкой:/);
    expect(helpWords(WON, 'en')).toBe('');
    expect(helpWords({ outcome: 'lost', hintsUsed: 2 }, 'en')).toBe('');
    // The sidebar's last games count hints in the same words.
    expect([1, 2, 5].map((n) => hintCount(n, 'ru'))).toEqual(['1 подсказка', '2 подсказки', '5 подсказок']);
    expect(statsEn.recent.hints(2)).toBe(hintCount(2, 'en'));
    expect(statsRu.recent.hints(2)).toBe(hintCount(2, 'ru'));
  });

  it('in Russian, with the plural of the totals apart from the one game of a list', () => {
    expect(outcomeWords(WON, 'ru')).toMatchObject({ label: 'Победа', figure: 'Победы', headline: 'Победа!' });
    expect(outcomeWords(ASSISTED, 'ru')).toMatchObject({
      label: 'Победа с помощью',
      figure: 'Победы с помощью',
      headline: 'Победа с помощью — не засчитана как победа',
    });
    expect(outcomeWords({ outcome: 'lost' }, 'ru')).toMatchObject({ label: 'Поражение', figure: 'Поражения' });
  });

  it("a win the host refused is not called one, whoever's it was", () => {
    expect(outcomeWords({ ...WON, counted: 'refused' }, 'en').headline).toBe('Not counted: the moves do not replay to a win');
    expect(outcomeWords({ ...ASSISTED, counted: 'refused' }, 'ru').headline).toBe('Не засчитана: ходы не приводят к победе');
    expect(outcomeWords({ ...WON, counted: 'before' }, 'en').headline).toBe('You won!');
  });
});

describe('every surface says a win with help the same way', () => {
  it('the totals, the last games, the daily deals and the replay tab, in English and Russian', () => {
    for (const [stats, replay, language] of [
      [statsEn, replayEn, 'en'],
      [statsRu, replayRu, 'ru'],
    ] as const) {
      const words = outcomeWords(ASSISTED, language);
      expect(stats.figures.assistedWins).toBe(words.figure);
      expect(stats.recent.outcome(ASSISTED)).toBe(words.label);
      expect(stats.daily.state('assisted')).toBe(words.label);
      expect(replay.about(ASSISTED, Date.UTC(2026, 11, 3, 12))).toMatch(new RegExp(` · ${words.inline}$`));
      // …and the player's own win never with those words.
      expect(stats.recent.outcome(WON)).toBe(outcomeWords(WON, language).label);
      expect(stats.figures.won).toBe(outcomeWords(WON, language).figure);
    }
  });

  it("the weeks chart's legend and its bars, with every kind of result, in English and Russian", () => {
    for (const [stats, language] of [
      [statsEn, 'en'],
      [statsRu, 'ru'],
    ] as const) {
      const word = (facts: Parameters<typeof outcomeWords>[0]) => outcomeWords(facts, language).word;
      expect(stats.weeks.legendAssisted).toBe(word(ASSISTED));
      expect(stats.weeks.legendWon.startsWith(`${word(WON)} (`)).toBe(true);
      expect([stats.weeks.legendLost, stats.weeks.legendAbandoned]).toEqual([word({ outcome: 'lost' }), word({ outcome: 'abandoned' })]);
    }
    expect(statsEn.weeks.bar({ start: Date.UTC(2026, 10, 30), won: 3, assisted: 1, lost: 2, abandoned: 0 } as never)).toMatch(
      /: 3 won, 1 won with help, 2 lost, 0 abandoned$/,
    );
  });
});

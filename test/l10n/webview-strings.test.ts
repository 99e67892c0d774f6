// The webview's string tables (game table, statistics, solver, side and result panels), English and Russian: the same keys,
// every string and every function's output in its own language, Russian card names and plurals.
import { describe, expect, it } from 'vitest';
import { datesFor } from '../../webview/l10n/dates';
import { formatFor, languageOf } from '../../webview/l10n/format';
import { ru } from '../../webview/l10n/ru';
import { ru as statsRu } from '../../webview/l10n/ru-stats';
import { en as statsEn } from '../../webview/stats/strings';
import { resultWords } from '../../webview/ending/result-words';
import { PANEL_WORDS } from '../../webview/l10n/panel-strings';
import { SHOW_WORDS } from '../../webview/l10n/show-me-strings';
import { SOLVER_WORDS, type SolverWords } from '../../webview/l10n/solver-strings';
import { type ReplayStrings, en as replayEn } from '../../webview/l10n/en-replay';
import { ru as replayRu } from '../../webview/l10n/ru-replay';
import { en } from '../../webview/l10n/strings';
import { expectEnglish, expectRussian } from './text';
import { GAME_IDS, GAME_WORDS } from '../../src/engine/game-id';

type Leaf = { path: string; value: unknown };

/** Every leaf of a table, `format` (the Intl helpers) and a table's `language` (its code, not a word) left out. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) =>
      (path === '' && k === 'format') || k === 'language' ? [] : leaves(v, path ? `${path}.${k}` : k),
    );
  }
  return [{ path, value }];
}

const when = Date.UTC(2025, 3, 24, 15, 30);
const result = { endedAt: when, outcome: 'won', score: 12, maxScore: 48, deal: 8315, timeMs: 125_000, moves: 5, scope: 'cruel' };

/**
 * Arguments for the functions whose parameters are not all counts, in the table's own language:
 * pile, card and game names as the same table makes them.
 */
function argumentsFor(table: typeof en): Record<string, unknown[][]> {
  const pile = `${table.pileKind({ kind: 'tableau', fan: 'down' })} 3`;
  const cell = `${table.pileKind({ kind: 'freecell', fan: 'none' })} 1`;
  const card = table.cards.name(7, 2);
  const game = table.games.cruel;
  return {
    pileKind: [
      [{ kind: 'tableau', fan: 'down' }],
      [{ kind: 'tableau', fan: 'right' }],
      [{ kind: 'freecell', fan: 'none' }],
      [{ kind: 'foundation', fan: 'none' }],
    ],
    'cards.name': [
      [7, 2],
      [12, 3],
      [1, 1],
      [13, 0],
    ],
    gameTitle: [
      ['cruel', undefined],
      ['bakers-game', 'kings'],
      ['freecell', 'off'],
    ],
    tableLabel: [[game]],
    'cards.position': [[pile, 0, 3]],
    'pileLabel.empty': [
      [pile, undefined],
      [pile, table.hints.K],
    ],
    'pileLabel.count': [
      [pile, 1, 0, []],
      [pile, 5, 2, [card]],
    ],
    'announce.moved': [
      [card, 1, pile, cell],
      [card, 3, cell, pile],
    ],
    'announce.loaded': [
      [game, undefined],
      [game, 8315],
    ],
    'announce.won': [
      [48, 1, '5:03'],
      [48, 5, '5:03'],
    ],
    'announce.pickedUp': [
      [card, 1],
      [card, 2],
    ],
    'announce.cannotDrop': [[pile], [cell]],
    scopeName: [['all'], ['cruel'], ['bakers-game:kings'], ['bakers-game:any']],
    gameName: [['cruel'], ['bakers-game:kings']],
    'recent.outcome': [[{ outcome: 'won' }], [{ outcome: 'won', assisted: true }], [{ outcome: 'lost' }], [{ outcome: 'abandoned' }]],
    'recent.caption': [[game]],
    'recent.gameDeal': [[game, 8315]],
    'recent.replayLabel': [[game], [table.games.maze]],
    'figures.group': [[game]],
    playLabel: [[game]],
    playTitle: [[game]],
    'weeks.bar': [
      [{ start: result.endedAt, won: 3, assisted: 0, lost: 1, abandoned: 0 }],
      [{ start: result.endedAt, won: 0, assisted: 2, lost: 0, abandoned: 21 }],
    ],
    'daily.date': [['2026-12-02'], ['2027-01-01']],
    'daily.state': [['won'], ['assisted'], ['playing'], ['lost'], ['abandoned'], [null]],
    'daily.streak': [
      [0, 0],
      [1, 1],
      [2, 5],
      [5, 5],
      [21, 30],
    ],
    'daily.playLabel': [[game]],
    'daily.playTitle': [[game]],
    'weeks.caption': [[game]],
    'times.caption': [[game]],
    'times.heading': [
      [1, '5:03'],
      [2, '5:03'],
      [5, '5:03'],
      [21, '5:03'],
    ],
    'times.bar': [
      [{ endedAt: result.endedAt, deal: 8315, timeMs: 303_000, moves: 1 }],
      [{ endedAt: result.endedAt, deal: 8315, timeMs: 303_000, moves: 22 }],
    ],
    'recent.details': [[result], [{ ...result, moves: 1 }]],
  };
}

/**
 * The texts a table produces, each with where it came from: strings as they are, functions called
 * with their arguments above, or else with counts 1, 2 and 5 for every parameter.
 */
function texts(table: object, args: Record<string, unknown[][]>): (readonly [string, string])[] {
  return leaves(table).flatMap(({ path, value }): (readonly [string, string])[] => {
    if (typeof value === 'string') return [[path, value]];
    if (typeof value !== 'function') return [[path, String(value)]];
    const counts = [1, 2, 5].map((n) => Array.from({ length: Math.max(value.length, 1) }, () => n));
    return (args[path] ?? counts).map((a) => [`${path}(${a.map((x) => JSON.stringify(x)).join(', ')})`, String(value(...a))] as const);
  });
}

const shape = (table: object) => leaves(table).map(({ path, value }) => `${path}: ${typeof value}`);

/** The solver's words (hints, the solver bar): their own module, shared by the worker and the page's solver chunk. */
function solverArguments(words: SolverWords): Record<string, unknown[][]> {
  const card = words.card(7, 2);
  const pile = words.pile('tableau', false, '3');
  return {
    card: [
      [7, 2],
      [12, 3],
      [1, 1],
      [13, 0],
    ],
    pile: [
      ['tableau', false, '3'],
      ['tableau', true, '3'],
      ['foundation', false, '2'],
      ['stock', false, ''],
    ],
    toPile: [
      [card, 1, pile],
      [card, 3, pile],
    ],
    toEmpty: [
      [card, 1, pile],
      [card, 3, pile],
    ],
    toFoundation: [
      [card, 1, words.pile('foundation', false, '2')],
      [card, 3, words.pile('foundation', false, '2')],
    ],
    onto: [
      [card, 1, words.card(8, 2)],
      [card, 2, words.card(8, 2)],
    ],
    frees: [[pile]],
    afterCard: [[card, words.card(6, 2)]],
    beforeCard: [[card, words.card(8, 2)]],
    corner: [
      [words.card(1, 2), true],
      [words.card(12, 2), false],
    ],
    because: [[words.onto(card, 1, words.card(8, 2)), words.turnsUp]],
    guess: [[words.noMove]],
    'origin.daily': [['2026-12-03'], ['2027-01-01']],
    'standing.undoTo': [[0], [11]],
    'standing.undoToTitle': [[0], [11]],
  };
}

/** The replay tab's words: the moves' labels are built from the solver's card and pile words. */
function replayArguments(words: ReplayStrings, table: typeof en): Record<string, unknown[][]> {
  const move = words.moveWords.onto(words.moveWords.card(7, 2), 1, words.moveWords.card(8, 2));
  return {
    title: [
      [table.games.cruel, 8315],
      [table.games.maze, undefined],
    ],
    about: [
      [{ outcome: 'won' }, when],
      [{ outcome: 'won', assisted: true }, when],
      [{ outcome: 'lost' }, when],
      [{ outcome: 'abandoned' }, when],
    ],
    step: [
      [0, 1],
      [0, 82],
      [12, 82],
    ],
    spoken: [
      [0, 1],
      [0, 82],
      [3, 82, move],
    ],
    badRecord: [['—']],
    ...prefixed('moveWords', solverArguments(words.moveWords)),
  };
}

/** `args` for the functions of a table nested under `key`. */
const prefixed = (key: string, args: Record<string, unknown[][]>): Record<string, unknown[][]> =>
  Object.fromEntries(Object.entries(args).map(([path, list]) => [`${key}.${path}`, list]));

/** Show Me How names the move it played and the one it plays next in the hint's words. */
function showArguments(words: SolverWords): Record<string, unknown[][]> {
  const move = words.onto(words.card(7, 2), 1, words.card(8, 2));
  return {
    playing: [
      [1, 39],
      [5, 39, move],
    ],
    paused: [
      [1, 39],
      [5, 39, move],
    ],
  };
}

/** The result panel's one function whose parameter is not a count: a daily deal's day. */
const DAILY_DAY: Record<string, unknown[][]> = { dailyWon: [['2026-12-03']] };

describe.each([
  ['replay', replayEn, replayRu, replayArguments(replayEn, en), replayArguments(replayRu, ru)],
  ['game table', en, ru, argumentsFor(en), argumentsFor(ru)],
  ['statistics', statsEn, statsRu, argumentsFor(en), argumentsFor(ru)],
  ['solver', SOLVER_WORDS.en, SOLVER_WORDS.ru, solverArguments(SOLVER_WORDS.en), solverArguments(SOLVER_WORDS.ru)],
  ['side panel', PANEL_WORDS.en, PANEL_WORDS.ru, {}, {}],
  ['result panel', resultWords(formatFor('en')), resultWords(formatFor('ru')), DAILY_DAY, DAILY_DAY],
  ['Show Me How', SHOW_WORDS.en, SHOW_WORDS.ru, showArguments(SOLVER_WORDS.en), showArguments(SOLVER_WORDS.ru)],
] as const)('%s strings', (_, english, russian, enArgs, ruArgs) => {
  it('have the same keys in English and Russian', () => {
    expect(shape(russian)).toEqual(shape(english));
  });

  it('are Russian in Russian and English in English, with nothing left unfilled', () => {
    const enTexts = texts(english, enArgs);
    const ruTexts = texts(russian, ruArgs);
    expect(ruTexts.length).toBe(enTexts.length);
    expectEnglish(enTexts);
    expectRussian(ruTexts);
    const broken = [...enTexts, ...ruTexts].filter(([, text]) => /undefined|NaN|\[object|\$\{/.test(text));
    expect(broken).toEqual([]);
  });
});

describe('Russian words', () => {
  it('name cards as players say them, suits in the genitive plural', () => {
    const name = ru.cards.name;
    expect([name(7, 2), name(12, 3), name(1, 1), name(13, 0), name(10, 2), name(11, 3)]).toEqual([
      'семёрка червей',
      'дама пик',
      'туз бубен',
      'король треф',
      'десятка червей',
      'валет пик',
    ]);
    expect(en.cards.name(7, 2)).toBe('seven of hearts');
  });

  it("name the games in their own words, in the registry's order (each game's own test pins them as AisleRiot's help pages have them)", () => {
    expect(ru.games).toEqual(Object.fromEntries(GAME_IDS.map((game) => [game, GAME_WORDS[game].ru])));
    expect(Object.keys(ru.games)).toEqual(GAME_IDS);
  });

  it('pick the plural form by Intl.PluralRules: 1 ход, 2 хода, 5 ходов, 21 ход', () => {
    const moves = (n: number) => ru.format.count(n, { one: 'ход', few: 'хода', many: 'ходов', other: 'хода' });
    expect([1, 2, 5, 11, 21, 22, 111].map(moves)).toEqual(['1 ход', '2 хода', '5 ходов', '11 ходов', '21 ход', '22 хода', '111 ходов']);
    expect(ru.pileLabel.count('столбец 3', 5, 1, ['семёрка червей'])).toBe('столбец 3, 5 карт, 1 закрыта: семёрка червей');
    expect(ru.pileLabel.count('столбец 3', 22, 3, [])).toBe('столбец 3, 22 карты, 3 закрыты');
    // The move that ends a deal is said as the table sees it; whose win it is, the host's verdict says (outcome-words.ts).
    expect(ru.announce.won(48, 101, '5:03')).toBe('Решено! Счёт: 48, 101 ход, время 5:03.');
    expect(en.announce.won(48, 1, '5:03')).toBe('Solved! Score 48, 1 move, time 5:03.');
  });

  it('say where a card went with the right prepositions and cases', () => {
    expect(ru.announce.moved('семёрка червей', 1, 'столбец 3', 'база 1')).toBe('Семёрка червей: со столбца 3 на базу 1.');
    expect(ru.announce.moved('дама пик', 3, 'свободная ячейка 2', 'стопка 4')).toBe(
      'Дама пик и ещё 2 карты: из свободной ячейки 2 на стопку 4.',
    );
    expect(ru.announce.cannotDrop('клетка 5')).toBe('Нельзя положить в клетку 5.');
    expect(ru.pileKind({ kind: 'tableau', fan: 'right' })).toBe('стопка');
  });
});

describe('formats for the display language', () => {
  it('reads the language from <html lang>: Russian for ru and ru-*, English otherwise', () => {
    expect(['ru', 'ru-RU', 'RU', 'en', 'en-US', 'de', 'zh-cn', '', 'rup'].map(languageOf)).toEqual([
      'ru',
      'ru',
      'ru',
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });

  it('writes numbers, shares and dates with Intl', () => {
    const [ruF, enF] = [formatFor('ru'), formatFor('en')];
    const [ruD, enD] = [datesFor('ru'), datesFor('en')];
    expect([ruF.number(1234), enF.number(1234)]).toEqual(['1\u00a0234', '1,234']);
    expect([ruD.percent(2, 3), enD.percent(2, 3)]).toEqual(['67\u00a0%', '67%']);
    expect(ruD.date(when)).toMatch(/^24 апр\. 2025/);
    expect(enD.date(when)).toBe('Apr 24, 2025');
    expect(statsRu.recent.details(result)).toMatch(/^24 апр\. 2025 г\. · счёт 12 \/ 48 · 2:05 · 5 ходов$/);
    expect(statsRu.recent.summary(1)).toBe('Последняя партия');
    expect([2, 5, 21].map(statsRu.recent.summary)).toEqual(['Последние 2 партии', 'Последние 5 партий', 'Последняя 21 партия']);
  });
});

// The solver's words in English and Russian: the hint sentences (built in the worker, which has
// the engine) and the solver bar's (in the page's lazily loaded solver chunk). A module of its own,
// importing nothing at run time, so neither the worker nor the chunk pulls in the page's string
// tables, and the page's first bundle carries none of it.
import type { PileKind } from '../src/engine';

export type SolverLanguage = 'en' | 'ru';

/** Russian for "ru" and "ru-…", English otherwise (as ./l10n/format.ts decides for the tables). */
export const solverLanguage = (lang: string): SolverLanguage => (/^ru\b/i.test(lang) ? 'ru' : 'en');

const en = {
  card: (rank: number, suit: number): string => `${['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][rank - 1]}${'♣♦♥♠'[suit]}`,
  /** "tableau 3", "foundation 2": `n` is the pile's number, if it has one. */
  pile: (kind: PileKind, sideways: boolean, n: string): string =>
    `${{ stock: 'stock', foundation: 'foundation', tableau: 'tableau', freecell: 'free cell', cell: 'cell', pile: 'pile' }[kind]}${n ? ` ${n}` : ''}`,
  deal: 'Deal a new row',
  redeal: 'Redeal the piles',
  /** `card` is the lowest card lifted; `to` a pile name ("foundation 2"), `onto` a card ("8♥"). */
  toPile: (card: string, count: number, to: string): string => (count > 1 ? `Move the run from ${card} to ${to}` : `Move ${card} to ${to}`),
  toEmpty: (card: string, count: number, to: string): string => (count > 1 ? `Move the run from ${card} to the empty ${to}` : `Move ${card} to the empty ${to}`),
  toFoundation: (card: string, count: number, to: string): string => (count > 1 ? `Move the run to ${to}` : `Move ${card} to ${to}`),
  onto: (card: string, count: number, onto: string): string => (count > 1 ? `Move the run from ${card} onto ${onto}` : `Move ${card} onto ${onto}`),
  frees: (pile: string): string => `frees ${pile}`,
  turnsUp: 'turns a card face up',
  because: (move: string, why: string): string => `${move} — ${why}`,
  guess: (text: string): string => `Best guess from the cards you can see: ${text}`,
  noMove: 'No move is possible',
  lost: 'This position can no longer be won',
  // The solver bar's.
  thinking: 'Thinking…',
  undoToWinnable: 'Undo to the last winnable position',
  lookingBack: 'Looking back for a position that can still be won…',
  undone: (moves: number): string => `Undid ${moves} ${moves === 1 ? 'move' : 'moves'}: this position is not lost.`,
  noneWinnable: 'No earlier position could be shown winnable.',
  unavailable: 'The solver could not run.',
  winnability: { winnable: 'winnable', lost: 'no longer winnable', unknown: 'unknown' } as Record<'winnable' | 'lost' | 'unknown', string>,
  winnabilityTitle: 'Whether this game can still be won, checked after every move',
  winnabilityVisibleTitle: 'Whether this game can still be won, judged from the cards you can see',
  finish: 'Finish',
  finishTitle: 'Play the remaining moves to the win',
};

export type SolverWords = typeof en;

/** Russian plural of «ход». */
const moves = (n: number): string => {
  const ten = n % 10;
  const hundred = n % 100;
  const word = ten === 1 && hundred !== 11 ? 'ход' : ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? 'хода' : 'ходов';
  return `${n} ${word}`;
};

// Просьба к переводчику проверить формулировки (добавлены вместе с подсказками).
const ru: SolverWords = {
  card: (rank, suit) => `${['Т', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'В', 'Д', 'К'][rank - 1]}${'♣♦♥♠'[suit]}`,
  pile: (kind, sideways, n) =>
    `${sideways && kind === 'tableau' ? 'стопка' : { stock: 'прикуп', foundation: 'база', tableau: 'столбец', freecell: 'свободная ячейка', cell: 'клетка', pile: 'стопка' }[kind]}${n ? ` ${n}` : ''}`,
  deal: 'Сдайте новый ряд',
  redeal: 'Пересдайте стопки',
  toPile: (card, count, to) => (count > 1 ? `Переложите ряд от ${card}: ${to}` : `Переложите ${card}: ${to}`),
  toEmpty: (card, count, to) => (count > 1 ? `Переложите ряд от ${card}: ${to} (пусто)` : `Переложите ${card}: ${to} (пусто)`),
  toFoundation: (card, count, to) => (count > 1 ? `Уберите ряд: ${to}` : `Уберите ${card}: ${to}`),
  onto: (card, count, onto) => (count > 1 ? `Положите ряд от ${card} на ${onto}` : `Положите ${card} на ${onto}`),
  frees: (pile) => `освободится ${pile}`,
  turnsUp: 'откроется карта',
  because: (move, why) => `${move} — ${why}`,
  guess: (text) => `Лучшее, что видно по открытым картам: ${text}`,
  noMove: 'Ходов нет',
  lost: 'Эту партию уже не выиграть',
  thinking: 'Думаю…',
  undoToWinnable: 'Отменить до выигрышной позиции',
  lookingBack: 'Ищу позицию, из которой ещё можно выиграть…',
  undone: (count) => `Отменено: ${moves(count)}. Эта позиция не проиграна.`,
  noneWinnable: 'Не нашлось позиции, из которой можно выиграть.',
  unavailable: 'Решатель не запустился.',
  winnability: { winnable: 'можно выиграть', lost: 'уже не выиграть', unknown: 'неизвестно' },
  winnabilityTitle: 'Можно ли ещё выиграть: проверяется после каждого хода',
  winnabilityVisibleTitle: 'Можно ли ещё выиграть: по открытым картам',
  finish: 'Доиграть',
  finishTitle: 'Сыграть оставшиеся ходы до победы',
};

export const SOLVER_WORDS: Record<SolverLanguage, SolverWords> = { en, ru };

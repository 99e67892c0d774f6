// The solver's words in English and Russian: the hint sentences (built in the worker, which has
// the engine) and the solver bar's (in the page's lazily loaded solver chunk). A module of its own,
// importing at run time only the Russian pile words (a small table it shares with ./ru.ts) and the
// dates (./dates.ts, for a daily deal's day), so neither the worker nor the chunk pulls in the
// page's string tables, and the first bundle has none of it.
import type { PileKind } from '../../src/engine';
import { datesFor } from './dates';
import { ruPilePhrase, ruPileWords } from './ru-piles';

export type SolverLanguage = 'en' | 'ru';

/** A daily deal's day as the language writes it ("December 3", «3 декабря»), as the sidebar and the result panel do. */
const utcDay = (language: SolverLanguage, date: string): string => datesFor(language).utcDay(date);

/** Russian for "ru" and "ru-…", English otherwise (as ./format.ts decides for the tables). */
export const solverLanguage = (lang: string): SolverLanguage => (/^ru\b/i.test(lang) ? 'ru' : 'en');

const en = {
  /** The language of these words: the stock's words come from the game's descriptor in it. */
  language: 'en' as SolverLanguage,
  card: (rank: number, suit: number): string =>
    `${['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][rank - 1]}${'♣♦♥♠'[suit]}`,
  /** "tableau 3", "foundation 2": `n` is the pile's number, if it has one. */
  pile: (kind: PileKind, sideways: boolean, n: string): string =>
    `${{ stock: 'stock', waste: 'waste', foundation: 'foundation', tableau: 'tableau', freecell: 'free cell', cell: 'cell', pile: 'pile' }[kind]}${n ? ` ${n}` : ''}`,
  /** `card` is the lowest card lifted; `to` a pile name ("foundation 2"), `onto` a card ("8♥"). */
  toPile: (card: string, count: number, to: string): string => (count > 1 ? `Move the run from ${card} to ${to}` : `Move ${card} to ${to}`),
  toEmpty: (card: string, count: number, to: string): string =>
    count > 1 ? `Move the run from ${card} to the empty ${to}` : `Move ${card} to the empty ${to}`,
  toFoundation: (card: string, count: number, to: string): string => (count > 1 ? `Move the run to ${to}` : `Move ${card} to ${to}`),
  onto: (card: string, count: number, onto: string): string =>
    count > 1 ? `Move the run from ${card} onto ${onto}` : `Move ${card} onto ${onto}`,
  /** Maze: the gap a card goes to, by the card before it or after it (or both), or a corner (`first`: the top-left one). */
  afterCard: (card: string, before: string): string => `Move ${card} into the gap after ${before}`,
  beforeCard: (card: string, after: string): string => `Move ${card} into the gap before ${after}`,
  betweenCards: (card: string, before: string, after: string): string => `Move ${card} into the gap between ${before} and ${after}`,
  corner: (card: string, first: boolean): string => `Move ${card} into the ${first ? 'top-left' : 'bottom-right'} corner`,
  frees: (pile: string): string => `frees ${pile}`,
  turnsUp: 'turns a card face up',
  because: (move: string, why: string): string => `${move} — ${why}`,
  /** A hint guessed from the visible cards, the first time in a game; `guessAgain` marks the later ones quietly. */
  guess: (text: string): string => `Best guess from the cards you can see: ${text}`,
  guessAgain: (text: string): string => `${text} (a guess)`,
  noMove: 'No move is possible',
  lost: 'This position can no longer be won',
  /** Moves are left, none proved lost, but from the cards on view every one leads back or nowhere new (Klondike). */
  noLead: 'No move leads anywhere new from the cards you can see',
  // The solver bar's.
  thinking: 'Thinking…',
  undoToWinnable: 'Undo to the last winnable position',
  lookingBack: 'Looking back for a position that can still be won…',
  undone: (moves: number): string => `Undid ${moves} ${moves === 1 ? 'move' : 'moves'}: this position is not lost.`,
  noneWinnable: 'No earlier position could be shown winnable.',
  unavailable: 'The solver could not run.',
  finish: 'Finish',
  finishTitle: 'Send the remaining cards to the foundations: nothing is left to choose, and the win is yours (any click or key stops it)',
  /** Where the deal came from (solver-line-words.ts). */
  origin: {
    winnable: 'Winnable deal',
    winnableTitle: 'The solver proved this deal winnable before dealing it (the setting Patience: Winnable Deals Only)',
    any: 'Random deal, winnable or not',
    anyTitle: 'This deal was not checked before dealing: it may not be winnable',
    daily: (date: string): string => `Daily deal of ${utcDay('en', date)}`,
    dailyTitle: "Today's deal for everyone, proved winnable by the solver",
  },
  /** Where the position on the table stands (solver-line-words.ts). */
  standing: {
    winnable: 'still winnable',
    winnableTitle: 'The solver proved that this position can still be won (checked after every move)',
    lost: 'can no longer be won',
    lostTitle: 'The solver proved that this position can no longer be won',
    lostSince: (move: number): string => `lost since move ${move}`,
    lostAfter: (move: number): string => `lost after move ${move}`,
    dealLost: 'this deal cannot be won',
    dealLostTitle: 'The solver proved that no way of playing this deal wins it',
    unknown: "can't tell yet",
    unknownTitle: 'The solver has proved neither a win nor a loss from here yet',
    hidden: "can't tell yet (cards are hidden)",
    hiddenTitle: 'Judged from the cards you can see: the face-down cards may decide it',
    undoTo: (move: number): string => (move === 0 ? 'Undo to the deal' : `Undo to move ${move}`),
    undoToTitle: (move: number): string =>
      move === 0
        ? 'Take back every move: the deal was proved winnable'
        : `Take back the moves after move ${move}, the last position proved winnable`,
  },
  /** After Show Me How's undo to the newest position proved winnable. */
  undoneToWin: (moves: number): string =>
    `Undid ${moves} ${moves === 1 ? 'move' : 'moves'}: this position can be won. Show me plays the win from here (S).`,
  noneProved: 'No earlier position of this game is proved winnable.',
};

export type SolverWords = typeof en;

/** Russian plural: 1 ход, 2 хода, 5 ходов, 21 ход (the page's Intl-based formats are not in this module). */
/** A sentence set inside another after a colon ("Судя по открытым картам: переложите…"): no capital there. */
export const inner = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

export const plural = (n: number, one: string, few: string, many: string): string => {
  const ten = n % 10;
  const hundred = n % 100;
  return `${n} ${ten === 1 && hundred !== 11 ? one : ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? few : many}`;
};

/** «столбец 3» → «на столбец 3» (or «в пустой столбец 3»): the words come as `pile` wrote them. */
const ruTo = (pile: string, empty: boolean): string => ruPilePhrase(pile, empty ? 'toEmpty' : 'to') ?? `куда: ${pile}`;

/** «7♥», or «7♥ и ещё 2 карты» when cards above it go too (accusative: the object of «переложите»). */
const ruGroup = (card: string, count: number): string =>
  count > 1 ? `${card} и ещё ${plural(count - 1, 'карту', 'карты', 'карт')}` : card;

const ru: SolverWords = {
  language: 'ru',
  card: (rank, suit) => `${['Т', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'В', 'Д', 'К'][rank - 1]}${'♣♦♥♠'[suit]}`,
  pile: (kind, sideways, n) => `${ruPileWords(kind, sideways).name}${n ? ` ${n}` : ''}`,
  toPile: (card, count, to) => `Переложите ${ruGroup(card, count)} ${ruTo(to, false)}`,
  toEmpty: (card, count, to) => `Переложите ${ruGroup(card, count)} ${ruTo(to, true)}`,
  toFoundation: (card, count, to) =>
    count > 1 ? `Уберите последовательность ${ruTo(to, false)}` : `Переложите ${card} ${ruTo(to, false)}`,
  onto: (card, count, onto) => `Положите ${ruGroup(card, count)} на ${onto}`,
  afterCard: (card, before) => `Переложите ${card} в пустую клетку после ${before}`,
  beforeCard: (card, after) => `Переложите ${card} в пустую клетку перед ${after}`,
  betweenCards: (card, before, after) => `Переложите ${card} в пустую клетку между ${before} и ${after}`,
  corner: (card, first) => `Переложите ${card} в ${first ? 'левый верхний' : 'правый нижний'} угол`,
  frees: (pile) => `освободится ${pile}`,
  turnsUp: 'откроется карта',
  because: (move, why) => `${move} — ${why}`,
  guess: (text) => `Судя по открытым картам: ${inner(text)}`,
  guessAgain: (text) => `${text} (предположение)`,
  noMove: 'Ходов нет',
  lost: 'Из этой позиции уже не выиграть',
  noLead: 'Судя по открытым картам, ни один ход не ведёт к новой позиции',
  thinking: 'Думаю…',
  undoToWinnable: 'Отменить до последней выигрышной позиции',
  lookingBack: 'Ищу позицию, из которой ещё можно выиграть…',
  undone: (count) => `Отменено: ${plural(count, 'ход', 'хода', 'ходов')}. Эта позиция не проиграна.`,
  noneWinnable: 'Не нашлось более ранней позиции, из которой можно выиграть.',
  unavailable: 'Решатель не запустился.',
  finish: 'Доиграть',
  finishTitle: 'Переложить оставшиеся карты на базы: выбирать больше нечего, и победа ваша (любой щелчок или клавиша остановит)',
  origin: {
    winnable: 'Выигрышная раздача',
    winnableTitle: 'Решатель доказал, что эту раздачу можно выиграть, прежде чем её сдать',
    any: 'Случайная раздача, может не сойтись',
    anyTitle: 'Эту раздачу не проверяли перед сдачей: её может быть невозможно выиграть',
    daily: (date) => `Ежедневная раздача ${utcDay('ru', date)}`,
    dailyTitle: 'Сегодняшняя раздача, одна для всех; решатель доказал, что её можно выиграть',
  },
  standing: {
    winnable: 'ещё можно выиграть',
    winnableTitle: 'Решатель доказал, что из этой позиции ещё можно выиграть (проверяется после каждого хода)',
    lost: 'уже не выиграть',
    lostTitle: 'Решатель доказал, что из этой позиции уже не выиграть',
    lostSince: (move) => `проиграна с хода ${move}`,
    lostAfter: (move) => `проиграна после хода ${move}`,
    dealLost: 'эту раздачу не выиграть',
    dealLostTitle: 'Решатель доказал, что эту раздачу не выиграть, как ни играй',
    unknown: 'пока неизвестно',
    unknownTitle: 'Решатель пока не доказал ни выигрыша, ни проигрыша',
    hidden: 'пока неизвестно (карты закрыты)',
    hiddenTitle: 'Судя по открытым картам: всё может решить закрытая карта',
    undoTo: (move) => (move === 0 ? 'Отменить до раздачи' : `Отменить до хода ${move}`),
    undoToTitle: (move) =>
      move === 0
        ? 'Отменить все ходы: раздачу можно выиграть'
        : `Отменить ходы после хода ${move}, последней позиции с доказанным выигрышем`,
  },
  undoneToWin: (count) =>
    `Отменено: ${plural(count, 'ход', 'хода', 'ходов')}. Из этой позиции можно выиграть: «Покажи» сыграет выигрыш (S).`,
  noneProved: 'В этой игре нет более ранней позиции с доказанным выигрышем.',
};

export const SOLVER_WORDS: Record<SolverLanguage, SolverWords> = { en, ru };

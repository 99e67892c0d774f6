// Русские строки игрового стола: та же форма, что у английской таблицы (./en.ts), это
// проверяет компилятор. Названия игр — как в страницах правил; карты — «семёрка червей», масти в
// родительном падеже множественного числа (треф, бубен, червей, пик); числа и формы слов — через Intl.
import type { PileSpec } from '../../src/engine';
import { gameNamesIn, gameTitleIn } from '../../src/engine/games/names';
import type { TableStrings } from './en';
import { type PluralForms, REDO_KEY, UNDO_KEY, formatFor } from './format';
import { ruPilePhrase, ruPileWords } from './ru-piles';

const format = formatFor('ru');

const RANKS = [
  'туз',
  'двойка',
  'тройка',
  'четвёрка',
  'пятёрка',
  'шестёрка',
  'семёрка',
  'восьмёрка',
  'девятка',
  'десятка',
  'валет',
  'дама',
  'король',
];
const SUITS = ['треф', 'бубен', 'червей', 'пик'];

/** «столбец 3» → «со столбца 3» / «на столбец 3»: имя стопки, как его собрал pileKind, и номер. */
const pilePhrase = (name: string, side: 'from' | 'to'): string =>
  ruPilePhrase(name, side) ?? (side === 'from' ? `откуда: ${name}` : `куда: ${name}`);

const CARD: PluralForms = { one: 'карта', few: 'карты', many: 'карт', other: 'карты' };
const cards = (n: number): string => format.count(n, CARD);
const moves = (n: number): string => format.count(n, { one: 'ход', few: 'хода', many: 'ходов', other: 'хода' });
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** «семёрка червей и ещё 2 карты». */
const group = (card: string, count: number): string => (count > 1 ? `${card} и ещё ${cards(count - 1)}` : card);

export const ru: TableStrings = {
  format,
  games: gameNamesIn('ru'),
  gameTitle: (game, variant) => gameTitleIn('ru', game, variant),

  loading: 'Тасуем…',
  tableLabel: (title) => `Игровой стол: ${title}`,

  header: {
    deal: (n) => `Раздача ${n}`,
    dailyDeal: (date, n) => `Раздача дня ${date} · № ${n}`,
    startPosition: 'Заданная позиция',
    score: 'Счёт',
    moves: 'Ходы',
    time: 'Время',
    newGame: 'Новая',
    newGameTitle: 'Начать новую раздачу (N)',
    restart: 'Заново',
    restartTitle: 'Сыграть эту раздачу заново с начала (R)',
    undo: 'Отменить',
    undoTitle: `Отменить ход (${UNDO_KEY})`,
    redo: 'Вернуть',
    redoTitle: `Вернуть ход (${REDO_KEY})`,
    stockTitle: (does) => `${does} (D)`,
    rules: 'Правила',
    rulesTitle: 'Как играть в эту игру (I)',
    keysTitle: 'Клавиши (?)',
    hint: 'Подсказка',
    hintTitle: 'Показать хороший ход (H)',
    showMe: 'Покажи',
    showMeTitle: 'Показать, как выиграть, ход за ходом (S); игра считается сыгранной с помощью',
    showMeLost: 'Показывать нечего: решатель доказал, что из этой позиции уже не выиграть (путь назад найдут «Отменить» или «Подсказка»)',
    toolbar: 'Игра',
  },

  pileKind: (spec: Pick<PileSpec, 'kind' | 'fan'>) => ruPileWords(spec.kind, spec.fan === 'right').name,
  hints: { A: 'туза', K: 'короля', 'K–A': 'последовательность от короля до туза', Q: 'даму' },
  marks: { A: 'Т', K: 'К', 'K–A': 'К–Т', Q: 'Д' },
  redealSymbol: '↻',

  cards: {
    name: (rank, suit) => `${RANKS[rank - 1]} ${SUITS[suit]}`,
    faceUp: 'лицом вверх',
    faceDown: 'закрытая карта',
    frozen: 'стопка собрана',
    position: (pile, index, count) => `${pile}, карта ${index + 1} из ${count}`,
    selected: 'в руке',
  },

  pileLabel: {
    empty: (pile, takes) => (takes ? `${pile}, пусто, можно положить ${takes}` : `${pile}, пусто`),
    count: (pile, count, hidden, shown) =>
      `${pile}, ${cards(count)}${hidden ? `, ${format.count(hidden, { one: 'закрыта', few: 'закрыты', many: 'закрыто', other: 'закрыто' })}` : ''}${shown.length ? `: ${shown.join(', ')}` : ''}`,
  },

  announce: {
    moved: (card, count, from, to) => `${capital(group(card, count))}: ${pilePhrase(from, 'from')} ${pilePhrase(to, 'to')}.`,
    score: (score, max) => `Счёт: ${score} из ${max}.`,
    undone: 'Ход отменён.',
    redone: 'Ход возвращён.',
    nothingToUndo: 'Отменять нечего.',
    nothingToRedo: 'Возвращать нечего.',
    restarted: 'Раздача начата заново.',
    loaded: (title, deal) => (deal === undefined ? `${title}.` : `${title}, раздача ${deal}.`),
    won: (score, count, time) => `Решено! Счёт: ${score}, ${moves(count)}, время ${time}.`,
    lost: 'Ходов больше нет. Отмените ход, начните раздачу заново или возьмите новую.',
    pickedUp: (card, count) => `В руке: ${group(card, count)}. Выберите, куда положить.`,
    cancelled: 'Возвращено на место.',
    cannotLift: 'Эту карту взять нельзя.',
    cannotDrop: (to) => `Нельзя положить ${pilePhrase(to, 'to')}.`,
    cannotDeal: 'Сдать сейчас нельзя.',
    nothingToShow: 'Игра выиграна: показывать больше нечего.',
  },
};

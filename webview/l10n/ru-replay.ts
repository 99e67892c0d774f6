// Русские строки вкладки повтора партии: та же форма, что у английской таблицы (./en-replay.ts).
import { SOLVER_WORDS } from './solver-strings';
import { type ReplayStrings, outcomeInLine } from './en-replay';
import { datesFor } from './dates';
import { formatFor } from './format';

const format = formatFor('ru');
const dates = datesFor('ru');
const moves = (n: number): string => format.count(n, { one: 'ход', few: 'хода', many: 'ходов', other: 'хода' });

export const ru: ReplayStrings = {
  format,
  loading: 'Загружаем повтор…',
  title: (game, deal) => (deal === undefined ? `Повтор: ${game}` : `Повтор: ${game} №${deal}`),
  about: (game, endedAt) => `${dates.dateTime(endedAt)} · ${outcomeInLine(game, 'ru')}`,
  notVerified: (why) => `Не проверена: статистика не засчитывает эту партию (${why}).`,
  controls: 'Управление повтором',
  first: 'К раздаче (Home)',
  back: 'На ход назад (←)',
  play: 'Воспроизвести (Space)',
  pause: 'Пауза (Space)',
  forward: 'На ход вперёд (→)',
  last: 'К последнему ходу (End)',
  speed: 'Скорость',
  slider: 'Ход',
  step: (at, total) => (at === 0 ? `Раздача · ${moves(total)}` : `Ход ${at} из ${total}`),
  moveList: 'Ходы',
  dealt: 'Раздача',
  playFromHere: 'Играть отсюда',
  playFromHereTitle: 'Новая партия этой раздачи с этой позиции; считается отдельной партией',
  gameOverHere: 'На этом ходу партия окончена',
  spoken: (at, total, move) =>
    move === undefined ? `Раздача, впереди ${moves(total)}.` : `Ход ${at} из ${total}: ${move.charAt(0).toLowerCase()}${move.slice(1)}.`,
  noRecord: 'Эта партия была засчитана раньше, чем Пасьянс стал хранить ходы сыгранных партий, поэтому её нельзя повторить.',
  badRecord: (why) => `Запись этой партии не воспроизводится: ${why}`,
  moveWords: SOLVER_WORDS.ru,
  helper: { finish: 'Доиграть', showMe: 'Покажи' },
  helperTitle: {
    finish: 'Сыграно кнопкой «Доиграть»: ходы конца партии на базы, победа — ваша',
    showMe: 'Сыграно кнопкой «Покажи»: решение, найденное решателем',
  },
  playedBy: (move, by) => `${move}, сыграно кнопкой «${by === 'finish' ? 'Доиграть' : 'Покажи'}»`,
};

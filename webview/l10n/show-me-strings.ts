// Show Me How's words in English and Russian: what the solver bar shows and says while the solver
// plays its line, and its buttons. A module of its own, in the page's lazily loaded solver chunk
// only: the solver worker, which words the hints, has no use for them.
import { type SolverLanguage, inner, plural } from './solver-strings';

const en = {
  asking: 'Looking for a win to show…',
  started: (moves: number): string =>
    `Showing the solution: ${moves} ${moves === 1 ? 'move' : 'moves'}. S pauses; any move of your own takes over.`,
  /** `move`: the move just played, in the hint's words. */
  playing: (played: number, total: number, move?: string): string =>
    move ? `${move} (move ${played} of ${total})` : `Showing the solution: move ${played} of ${total}`,
  /** `next`: the move Step or Go on plays, in the hint's words. */
  paused: (played: number, total: number, next?: string): string =>
    `Paused at move ${played} of ${total}${next ? `; next: ${inner(next)}` : ''}`,
  stopped: 'Stopped showing the solution: play on from here.',
  takenOver: 'You took over: play on from here.',
  noWin: 'No win is known from this position.',
  lost: 'This position can no longer be won: there is no solution to show.',
  pause: 'Pause',
  pauseTitle: 'Pause the solution (S)',
  resume: 'Go on',
  resumeTitle: 'Go on showing the solution (S)',
  step: 'Step',
  stepTitle: 'Play the next move of the solution, then wait',
  stop: 'Stop',
  stopTitle: 'Stop showing the solution and play on from here',
  speed: 'Speed',
  speedTitle: 'How fast the solution plays (kept for the games after)',
  undoTitle: 'Undo to the newest earlier position the solver proved winnable',
};

export type ShowWords = typeof en;

const ru: ShowWords = {
  asking: 'Ищу выигрыш, чтобы показать…',
  started: (moves) => `Показываю решение: ${plural(moves, 'ход', 'хода', 'ходов')}. S — пауза; любой ваш ход прервёт показ.`,
  playing: (played, total, move) => (move ? `${move} (ход ${played} из ${total})` : `Показываю решение: ход ${played} из ${total}`),
  paused: (played, total, next) => `Пауза на ходе ${played} из ${total}${next ? `; дальше: ${inner(next)}` : ''}`,
  stopped: 'Показ решения остановлен: играйте дальше сами.',
  takenOver: 'Вы продолжили сами: играйте дальше.',
  noWin: 'Из этой позиции выигрыш не найден.',
  lost: 'Из этой позиции уже не выиграть: показывать нечего.',
  pause: 'Пауза',
  pauseTitle: 'Приостановить показ решения (S)',
  resume: 'Дальше',
  resumeTitle: 'Продолжить показ решения (S)',
  step: 'Шаг',
  stepTitle: 'Сыграть следующий ход решения и ждать',
  stop: 'Стоп',
  stopTitle: 'Остановить показ решения и играть дальше самому',
  speed: 'Скорость',
  speedTitle: 'Как быстро играется решение (запоминается для следующих партий)',
  undoTitle: 'Отменить ходы до последней позиции, из которой решатель доказал выигрыш',
};

export const SHOW_WORDS: Record<SolverLanguage, ShowWords> = { en, ru };

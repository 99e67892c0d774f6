// The result panel's words in English and Russian. In the ending chunk (loaded when a game ends), so
// the page's first bundle carries none of them; the page hands over its formats (its language and
// plurals), so nothing here imports the page's modules at run time (the dates, ../l10n/dates.ts, are not one).
import { datesFor } from '../l10n/dates';
import type { Format, Language } from '../l10n/format';

export interface ResultWords {
  readonly lostDetail: string;
  readonly time: string;
  readonly moves: string;
  readonly score: string;
  readonly newGame: string;
  readonly sameDeal: string;
  readonly undo: string;
  readonly restart: string;
  readonly firstWin: string;
  readonly fastest: string;
  readonly fewestMoves: string;
  streak(wins: number): string;
  /** The daily deal of `date` (YYYY-MM-DD, a UTC day) won. */
  dailyWon(date: string): string;
}

const WORDS: Record<Language, (format: Format) => ResultWords> = {
  en: () => ({
    lostDetail: 'Undo some moves, restart this deal or start a new one.',
    time: 'Time',
    moves: 'Moves',
    score: 'Score',
    newGame: 'New game',
    sameDeal: 'Same deal again',
    undo: 'Undo',
    restart: 'Restart',
    firstWin: 'Your first win of this game!',
    fastest: 'New best time!',
    fewestMoves: 'Fewest moves yet!',
    streak: (wins) => `${wins} wins in a row!`,
    dailyWon: (date) => `Daily deal of ${datesFor('en').utcDay(date)} won!`,
  }),
  ru: (format) => ({
    lostDetail: 'Отмените несколько ходов, начните эту раздачу заново или возьмите новую.',
    time: 'Время',
    moves: 'Ходы',
    score: 'Счёт',
    newGame: 'Новая игра',
    sameDeal: 'Эту раздачу ещё раз',
    undo: 'Отменить',
    restart: 'Заново',
    firstWin: 'Первая победа в этой игре!',
    fastest: 'Лучшее время!',
    fewestMoves: 'Меньше всего ходов!',
    streak: (wins) => `${format.count(wins, { one: 'победа', few: 'победы', many: 'побед', other: 'победы' })} подряд!`,
    dailyWon: (date) => `Ежедневная раздача ${datesFor('ru').utcDay(date)} выиграна!`,
  }),
};

/** The panel's words in the language of the page's `format`. */
export const resultWords = (format: Format): ResultWords => WORDS[format.language](format);

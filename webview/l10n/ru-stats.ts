// Русские строки статистики: та же форма, что у английской таблицы (./en-stats.ts), это
// проверяет компилятор. Названия игр и наборов правил берутся из русской таблицы стола.
import type { ResultKind } from '../../src/protocol/game-result';
import type { DailyState } from '../../src/protocol/stats-protocol';
import { gameNameIn, scopeNameIn } from './scope-name';
import type { StatsStrings } from './en-stats';
import { type PluralForms, formatTime } from './format';
import { datesFor } from './dates';
import { hintCount, outcomeWords } from './outcome-words';
import { ru as table } from './ru';

const format = table.format;
const dates = datesFor('ru');
/** «включает 1 партию, 2 партии, 5 партий» (винительный падеж). */
const GAMES_ACCUSATIVE: PluralForms = { one: 'партию', few: 'партии', many: 'партий', other: 'партии' };
/** Итог партии словами из общего словаря всех поверхностей. */
const said = (kind: ResultKind) => outcomeWords(kind === 'assisted' ? { outcome: 'won', assisted: true } : { outcome: kind }, 'ru');
const DAILY_STATES: Record<DailyState | 'none', string> = {
  won: said('won').label,
  assisted: said('assisted').label,
  playing: 'Идёт',
  lost: said('lost').label,
  abandoned: said('abandoned').label,
  none: 'Ещё не сыграна',
};
const DAYS: PluralForms = { one: 'день', few: 'дня', many: 'дней', other: 'дня' };

export const ru: StatsStrings = {
  number: (n) => format.number(n),
  loading: 'Загрузка статистики…',
  scopeName: (scope) => scopeNameIn(table, 'Все игры', scope),
  gameName: (scope) => gameNameIn(table, scope),

  welcome: {
    heading: 'Сыгранных партий пока нет',
    text: 'Закончите или оставьте партию, и её итог появится здесь: победы, серии, лучший счёт и время — по каждой игре и по всем вместе.',
    play: 'Сыграть',
  },

  figures: {
    played: 'Сыграно',
    winRate: 'Доля побед',
    won: said('won').figure,
    lost: said('lost').figure,
    abandoned: said('abandoned').figure,
    currentStreak: 'Серия',
    bestStreak: 'Лучшая серия',
    bestScore: 'Лучший счёт',
    fastestWin: 'Быстрейшая победа',
    fewestMoves: 'Меньше всего ходов',
    averageWin: 'Средняя победа',
    winsWithoutHints: 'Победы без подсказок',
    assistedWins: said('assisted').figure,
    group: (name) => `${name}: цифры`,
  },
  none: '—',
  noneSpoken: 'пока нет',
  percent: (won, played) => dates.percent(won, played),
  score: (score, max) => (max === null ? String(score) : `${score} / ${max}`),
  time: formatTime,
  carried: (n) => `Включает ${format.count(n, GAMES_ACCUSATIVE)}, учтённых прежней версией, без подробностей.`,
  unverified: (n) =>
    `Включает ${format.count(n, GAMES_ACCUSATIVE)}, импортированных без записи ходов: они учтены, но не дают рекордов и серий.`,
  assisted: (n) =>
    `${format.count(n, { one: 'победа', few: 'победы', many: 'побед', other: 'победы' })} с помощью (решение было показано): сыграны, но не выиграны; рекордов не дают и прерывают серию.`,

  play: 'Играть',
  playLabel: (name) => `Играть: ${name}`,
  playTitle: (name) => `Начать новую партию: ${name}`,
  notPlayed: 'Ещё не сыграны',

  weeks: {
    heading: 'Итоги по неделям',
    soon: 'Итоги по неделям: со второй недели игры здесь будет столбик за каждую из последних 12 недель — победы над чертой, поражения под ней.',
    caption: (name) => `${name}: итоги последних 12 недель`,
    week: 'Неделя',
    weekOf: (start) => `Неделя с ${dates.dayMonth(start)}`,
    date: (ms) => dates.dayMonth(ms),
    bar: (w) =>
      `Неделя с ${dates.date(w.start)}: побед — ${w.won}, ${w.assisted > 0 ? `побед с помощью — ${w.assisted}, ` : ''}поражений — ${w.lost}, брошено — ${w.abandoned}`,
    legendWon: `${said('won').word} (над линией)`,
    legendAssisted: said('assisted').word,
    legendLost: said('lost').word,
    legendAbandoned: said('abandoned').word,
  },

  times: {
    heading: (n, average) =>
      `${n === 1 ? 'Время последней победы' : `Время последних ${format.count(n, { one: 'победы', few: 'побед', many: 'побед', other: 'победы' })}`} · в среднем ${average}`,
    caption: (name) => `${name}: время последних побед, сначала новые`,
    date: 'Дата',
    deal: 'Раздача',
    time: 'Время',
    moves: 'Ходы',
    bar: (w) =>
      `${dates.date(w.endedAt)} · раздача ${w.deal} · ${formatTime(w.timeMs)} · ${format.count(w.moves, { one: 'ход', few: 'хода', many: 'ходов', other: 'хода' })}`,
  },

  recent: {
    summary: (n) =>
      n === 1
        ? 'Последняя партия'
        : `${format.word(n, { one: 'Последняя', other: 'Последние' })} ${format.count(n, { one: 'партия', few: 'партии', many: 'партий', other: 'партии' })}`,
    caption: (name) => `${name}: последние партии, сначала новые`,
    dealOf: (deal) => `Раздача ${deal}`,
    gameDeal: (name, deal) => `${name} #${deal}`,
    outcome: (r) => outcomeWords(r, 'ru').label,
    details: (r) =>
      `${dates.date(r.endedAt)} · счёт ${r.score} / ${r.maxScore} · ${formatTime(r.timeMs)} · ${format.count(r.moves, { one: 'ход', few: 'хода', many: 'ходов', other: 'хода' })}`,
    hints: (n) => hintCount(n, 'ru'),
    unverified: 'импортирована без записи ходов',
    replay: 'Повтор',
    replayLabel: (game) => `Повторить: ${game}`,
  },

  daily: {
    heading: 'Раздачи дня',
    date: (date) => `${dates.utcDay(date)} (UTC)`,
    about: 'У всех одни и те же раздачи, у каждой есть решение; новые — каждый день в 00:00 UTC.',
    deal: (n) => `№${n}`,
    dealSpoken: (n) => `раздача ${n}`,
    finding: 'ищем…',
    findingSpoken: 'раздача ищется',
    failed: 'не найдена',
    state: (s) => DAILY_STATES[s ?? 'none'],
    streak: (n, best) => `${n === 0 ? 'серии нет' : `${format.count(n, DAYS)} подряд`}${best > n ? ` (лучшая — ${best})` : ''}`,
    play: 'Играть',
    playLabel: (name) => `Играть раздачу дня: ${name}`,
    playTitle: (name) => `Сдать сегодняшнюю раздачу дня: ${name}`,
  },
};

// Русские строки статистики: та же форма, что у английской таблицы (./en-stats.ts), это
// проверяет компилятор. Названия игр и наборов правил берутся из русской таблицы стола.
import type { Outcome } from '../../src/stats-protocol';
import { gameNameIn, scopeNameIn } from '../stats/scope-name';
import type { StatsStrings } from './en-stats';
import { type PluralForms, formatTime } from './format';
import { ru as table } from './ru';

const format = table.format;
/** «включает 1 партию, 2 партии, 5 партий» (винительный падеж). */
const GAMES_ACCUSATIVE: PluralForms = { one: 'партию', few: 'партии', many: 'партий', other: 'партии' };
const OUTCOME_NAMES: Record<Outcome, string> = { won: 'Победа', lost: 'Поражение', abandoned: 'Брошена' };

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
    won: 'Победы',
    lost: 'Поражения',
    abandoned: 'Брошено',
    currentStreak: 'Серия',
    bestStreak: 'Лучшая серия',
    bestScore: 'Лучший счёт',
    fastestWin: 'Быстрейшая победа',
    fewestMoves: 'Меньше всего ходов',
    averageWin: 'Средняя победа',
    winsWithoutHints: 'Победы без подсказок',
    group: (name) => `${name}: цифры`,
  },
  none: '—',
  noneSpoken: 'пока нет',
  percent: (won, played) => format.percent(won, played),
  score: (score, max) => (max === null ? String(score) : `${score} / ${max}`),
  time: formatTime,
  carried: (n) => `Включает ${format.count(n, GAMES_ACCUSATIVE)}, учтённых прежней версией, без подробностей.`,

  play: 'Играть',
  playLabel: (name) => `Играть: ${name}`,
  playTitle: (name) => `Начать новую партию: ${name}`,
  notPlayed: 'Ещё не сыграны',

  chart: {
    label: (s) => {
      const count = (o: Outcome) => format.number(s.recent.filter((r) => r.outcome === o).length);
      return `Последние партии (${format.number(s.recent.length)}): побед — ${count('won')}, поражений — ${count('lost')}, брошено — ${count('abandoned')}. Победы поднимаются над линией, поражения и брошенные партии свисают под неё; чем выше столбик, тем больше счёт.`;
    },
    bar: (r, name) => `${format.dateTime(r.endedAt)} · ${name} #${r.deal} · ${OUTCOME_NAMES[r.outcome]} · счёт ${r.score} / ${r.maxScore}`,
    legendWon: 'победа',
    legendLost: 'поражение',
    legendAbandoned: 'брошена',
  },

  recent: {
    summary: (n) =>
      n === 1 ? 'Последняя партия' : `${format.word(n, { one: 'Последняя', other: 'Последние' })} ${format.count(n, { one: 'партия', few: 'партии', many: 'партий', other: 'партии' })}`,
    caption: (name) => `${name}: последние партии, сначала новые`,
    dealOf: (deal) => `Раздача ${deal}`,
    gameDeal: (name, deal) => `${name} #${deal}`,
    outcome: (o) => OUTCOME_NAMES[o],
    details: (r) =>
      `${format.date(r.endedAt)} · счёт ${r.score} / ${r.maxScore} · ${formatTime(r.timeMs)} · ${format.count(r.moves, { one: 'ход', few: 'хода', many: 'ходов', other: 'хода' })}`,
    hints: (n) => format.count(n, { one: 'подсказка', few: 'подсказки', many: 'подсказок', other: 'подсказки' }),
  },
};

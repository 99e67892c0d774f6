// Dates and shares as a language writes them: what the statistics, the replay, the result panel and the solver line
// say. Apart from ./format.ts (numbers, plurals, the clock), which every table needs: the game tab's first paint
// carries no date formats and builds none as it starts.
import type { Language } from './format';

/** The dates and shares of one language. */
export interface Dates {
  /** A share as the language writes it: "67%", «67 %». */
  percent(part: number, whole: number): string;
  /** "Apr 24, 2025" / «24 апр. 2025 г.». */
  date(ms: number): string;
  /** The date with the time of day. */
  dateTime(ms: number): string;
  /** Day and month only, for a chart's axis: "Mar 3" / «3 мар.». */
  dayMonth(ms: number): string;
  /** A daily deal's day (YYYY-MM-DD, a UTC calendar day), month in full: "December 2" / «2 декабря». */
  utcDay(date: string): string;
}

/** Each language's dates, made on first use and kept: the formats are costly to build, and every surface shares them. */
const made: Partial<Record<Language, Dates>> = {};

export function datesFor(lang: Language): Dates {
  return (made[lang] ??= makeDates(lang));
}

function makeDates(lang: Language): Dates {
  const percents = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const dates = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' });
  const dateTimes = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const dayMonths = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric' });
  const utcDays = new Intl.DateTimeFormat(lang, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return {
    percent: (part, whole) => percents.format(part / whole),
    date: (ms) => dates.format(ms),
    dateTime: (ms) => dateTimes.format(ms),
    dayMonth: (ms) => dayMonths.format(ms),
    utcDay: (date) => utcDays.format(Date.parse(`${date}T00:00Z`)),
  };
}

// The page's language and the Intl formats both string tables share. The host writes VS Code's
// display language (vscode.env.language) into <html lang>; a Russian one gets the Russian tables,
// any other the English ones. Nothing here imports a string table, so the tables can import it.
import { type Language, languageOf } from '../../src/engine/game-id';

/** The languages Patience is written in, and the one a display language gets (the engine's, which the host uses too). */
export { type Language, languageOf };

/** <html lang>, as the host set it from vscode.env.language ("en", "ru", "zh-cn"…). */
const pageLang = (): string => globalThis.document?.documentElement?.lang ?? '';

/** The language of this page. */
export const language: Language = languageOf(pageLang());

/** Plural forms by Intl category (English: one/other; Russian: one/few/many, e.g. 1 ход, 2 хода, 5 ходов). */
export interface PluralForms {
  readonly one: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** The formats of one language: counts, plurals, percentages, dates and the clock. */
export interface Format {
  readonly language: Language;
  /** "1,234" / "1 234". */
  number(n: number): string;
  /** The form of the word that goes with `n` ("cards" for 2 in English, «карты» for 2 in Russian). */
  word(n: number, forms: PluralForms): string;
  /** `n` and its word: "1 card", "5 cards"; «1 карта», «2 карты», «5 карт». */
  count(n: number, forms: PluralForms): string;
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

export function formatFor(lang: Language): Format {
  const numbers = new Intl.NumberFormat(lang);
  const percents = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const rules = new Intl.PluralRules(lang);
  const dates = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' });
  const dateTimes = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const dayMonths = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric' });
  const utcDays = new Intl.DateTimeFormat(lang, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const word = (n: number, forms: PluralForms): string => forms[rules.select(n) as keyof PluralForms] ?? forms.other;
  return {
    language: lang,
    number: (n) => numbers.format(n),
    word,
    count: (n, forms) => `${numbers.format(n)} ${word(n, forms)}`,
    percent: (part, whole) => percents.format(part / whole),
    date: (ms) => dates.format(ms),
    dateTime: (ms) => dateTimes.format(ms),
    dayMonth: (ms) => dayMonths.format(ms),
    utcDay: (date) => utcDays.format(Date.parse(`${date}T00:00Z`)),
  };
}

const mac = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');
/** VS Code's undo and redo keys on this platform (package.json's keybindings), as tooltips and the list of keys show them. */
export const UNDO_KEY = mac ? '⌘Z' : 'Ctrl+Z';
export const REDO_KEY = mac ? '⇧⌘Z' : 'Ctrl+Y';

/** "1:05", "12:30", "1:02:03": a clock, the same in both languages. */
export function formatTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

// The game table's strings in the page's language: the English table (./en.ts), or for a
// Russian page the Russian one (./ru.ts), its own chunk, fetched before any element is defined,
// so English players never load it. Elements import `strings` from here; the tables import their
// shape from ./en.ts, never from here, so no table imports the file that chooses it.
import { type TableStrings, en } from './en';
import { language } from './format';

export { en, formatTime, type TableStrings } from './en';

/** The strings of the page's language. */
export const strings: TableStrings = language === 'ru' ? (await import('./ru')).ru : en;

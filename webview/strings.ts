// The game table's strings in the page's language: the English table (./l10n/en.ts), or for a
// Russian page the Russian one (./l10n/ru.ts), its own chunk, fetched before any element is defined,
// so English players never load it. Elements import `strings` from here; the tables import their
// shape from ./l10n/en.ts, never from here, so no table imports the file that chooses it.
import { type TableStrings, en } from './l10n/en';
import { language } from './l10n/format';

export { en, formatTime, type TableStrings } from './l10n/en';

/** The strings of the page's language. */
export const strings: TableStrings = language === 'ru' ? (await import('./l10n/ru')).ru : en;

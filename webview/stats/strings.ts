// The statistics view's strings in the page's language: the English table (../l10n/en-stats.ts), or
// for a Russian page the Russian one (../l10n/ru-stats.ts), its own chunk, fetched before the view is
// defined. The view imports `strings` from here; the tables import their shape from en-stats.ts.
import { type StatsStrings, en } from '../l10n/en-stats';
import { language } from '../l10n/format';

export { en, type StatsStrings } from '../l10n/en-stats';

/** The statistics strings of the page's language. */
export const strings: StatsStrings = language === 'ru' ? (await import('../l10n/ru-stats')).ru : en;

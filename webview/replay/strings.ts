// The replay tab's strings in the page's language: English (../l10n/en-replay.ts), or for a Russian
// page the Russian table (../l10n/ru-replay.ts), its own chunk, fetched before the element is defined.
import { type ReplayStrings, en } from '../l10n/en-replay';
import { language } from '../l10n/format';

export { en, type ReplayStrings } from '../l10n/en-replay';

export const replayStrings: ReplayStrings = language === 'ru' ? (await import('../l10n/ru-replay')).ru : en;

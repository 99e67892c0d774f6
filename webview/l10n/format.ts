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

/** The formats of one language every table needs: numbers and plurals (dates and shares: ./dates.ts). */
export interface Format {
  readonly language: Language;
  /** "1,234" / "1 234". */
  number(n: number): string;
  /** The form of the word that goes with `n` ("cards" for 2 in English, «карты» for 2 in Russian). */
  word(n: number, forms: PluralForms): string;
  /** `n` and its word: "1 card", "5 cards"; «1 карта», «2 карты», «5 карт». */
  count(n: number, forms: PluralForms): string;
}

export function formatFor(lang: Language): Format {
  const numbers = new Intl.NumberFormat(lang);
  const rules = new Intl.PluralRules(lang);
  const word = (n: number, forms: PluralForms): string => forms[rules.select(n) as keyof PluralForms] ?? forms.other;
  return {
    language: lang,
    number: (n) => numbers.format(n),
    word,
    count: (n, forms) => `${numbers.format(n)} ${word(n, forms)}`,
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

// What the table says about a stock, in every language, for each stock mechanic the games share: a stock that deals
// rows (Spider's) and one that draws to a waste (Klondike's). A game's descriptor names its stock's words
// (games/descriptor.ts `stock`), so no table says another game's words about its stock.
import type { Language, Words } from '../game-id';
import type { StockClick, StockRefusal } from '../types';

/** The words of one game's stock: each of them says a click's StockClick (what it does, or why it does nothing). */
export interface StockWords {
  /** The header's button that clicks the stock. */
  readonly button: Words;
  /** What a click does now or why it does nothing, as the button's tooltip says it: "Draw three cards", "No redeal left". */
  says(click: StockClick, lang: Language): string;
  /** What a click does, as a hint asks the player to do it ("Draw a card"; Russian asks: «Сдайте карту»). */
  asks(click: StockClick, lang: Language): string;
  /** The stock's name for a screen reader, with the `cards` it holds: "stock, 24 cards". */
  label(click: StockClick, cards: number, lang: Language): string;
  /** What a click did (`click` as it was before it), for the live region: "Drew three cards." */
  did(click: StockClick, lang: Language): string;
  /** Why a click did nothing, as a sentence: the live region says it, and the engine refuses the click with it. */
  refused(why: StockRefusal, lang: Language): string;
}

/** Plural forms by Intl's categories (English: one, other; Russian: one, few, many). */
type Forms = { readonly one: string; readonly few?: string; readonly many?: string; readonly other: string };
const plurals: Partial<Record<Language, Intl.PluralRules>> = {};
/** `n` and the form of its word in `lang`: "1 card", «2 карты», «5 карт». */
export function counted(lang: Language, n: number, forms: Forms): string {
  const rules = (plurals[lang] ??= new Intl.PluralRules(lang));
  return `${n} ${forms[rules.select(n) as keyof Forms] ?? forms.other}`;
}

const CARDS: Record<Language, Forms> = {
  en: { one: 'card', other: 'cards' },
  ru: { one: 'карта', few: 'карты', many: 'карт', other: 'карты' },
};
const STOCK: Words = { en: 'stock', ru: 'прикуп' };
const stockOf = (lang: Language, cards: number): string => `${STOCK[lang]}, ${counted(lang, cards, CARDS[lang])}`;
/** A sentence's words as a phrase inside another: "Fill every column" → "fill every column". */
const inner = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** Why a click does nothing, as a tooltip or a hint says it: its refusal without the full stop. */
const sayNothing = (words: StockWords, click: StockClick, lang: Language): string =>
  click.does === 'nothing' ? words.refused(click.why, lang).replace(/\.$/, '') : '';

/** What Spider's stock says while a column is empty, before anyone clicks (the click then says AisleRiot's words). */
const FILL_FIRST: Words = { en: 'Fill every column before dealing', ru: 'Заполните все столбцы, прежде чем сдавать' };

/** A stock that deals a row onto the columns (mechanics/row-stock.ts), with AisleRiot's reasons when Spider's will not deal. */
export const rowStockWords: StockWords = {
  button: { en: 'Deal', ru: 'Сдать' },
  says(click, lang) {
    if (click.does === 'nothing') return click.why === 'fill-empty-piles' ? FILL_FIRST[lang] : sayNothing(this, click, lang);
    return { en: 'Deal a new row', ru: 'Сдать новый ряд' }[lang];
  },
  asks(click, lang) {
    if (click.does === 'nothing') return this.says(click, lang);
    return { en: 'Deal a new row', ru: 'Сдайте новый ряд' }[lang];
  },
  label(click, cards, lang) {
    if (click.does === 'deal-row') {
      return lang === 'ru'
        ? `${stockOf(lang, cards)}, ещё ${counted(lang, click.rows, { one: 'сдача', few: 'сдачи', many: 'сдач', other: 'сдачи' })}, щёлкните, чтобы сдать`
        : `${stockOf(lang, cards)}, ${counted(lang, click.rows, { one: 'deal', other: 'deals' })} left, click to deal`;
    }
    return cards > 0
      ? `${stockOf(lang, cards)}: ${inner(this.says(click, lang))}`
      : `${STOCK[lang]}, ${{ en: 'empty', ru: 'пусто' }[lang]}`;
  },
  did: (_click, lang) => ({ en: 'Dealt a row from the stock.', ru: 'Из прикупа сдан новый ряд.' })[lang],
  refused: (why, lang) =>
    ({
      en: {
        'fill-empty-piles': 'Please fill in empty pile first.',
        'too-few-cards': 'Undo until there are enough cards to fill all tableau piles.',
        other: 'The stock is empty.',
      },
      ru: {
        'fill-empty-piles': 'Сначала заполните пустой столбец.',
        'too-few-cards': 'Отменяйте ходы, пока карт не станет достаточно, чтобы заполнить все столбцы.',
        other: 'Прикуп пуст.',
      },
    })[lang][why === 'fill-empty-piles' || why === 'too-few-cards' ? why : 'other'],
};

const NUMBER_WORDS: Record<Language, Record<number, string>> = {
  en: { 2: 'two', 3: 'three' },
  ru: { 2: 'две', 3: 'три' },
};
/** "a card", "three cards"; «карту», «три карты». */
const drawn = (lang: Language, n: number): string =>
  n === 1 ? { en: 'a card', ru: 'карту' }[lang] : `${NUMBER_WORDS[lang][n] ?? n} ${lang === 'ru' ? (n < 5 ? 'карты' : 'карт') : 'cards'}`;
/** " (1 redeal left)", «(осталась 1 пересдача)»; nothing when the redeals have no limit. */
const redealsLeft = (lang: Language, n: number): string => {
  if (!Number.isFinite(n)) return '';
  if (lang === 'en') return ` (${counted(lang, n, { one: 'redeal', other: 'redeals' })} left)`;
  const left = new Intl.PluralRules('ru').select(n) === 'one' ? 'осталась' : 'осталось';
  return ` (${left} ${counted(lang, n, { one: 'пересдача', few: 'пересдачи', many: 'пересдач', other: 'пересдачи' })})`;
};

/** A stock that draws to a waste and turns the waste over, its redeals counted (mechanics/waste-stock.ts). */
export const wasteStockWords: StockWords = {
  button: { en: 'Draw', ru: 'Сдать' },
  says(click, lang) {
    if (click.does === 'draw') return { en: 'Draw ', ru: 'Сдать ' }[lang] + drawn(lang, click.cards);
    if (click.does === 'turn-over')
      return { en: 'Turn the waste over', ru: 'Перевернуть сброс' }[lang] + redealsLeft(lang, click.redealsLeft);
    return sayNothing(this, click, lang);
  },
  asks(click, lang) {
    if (click.does === 'draw') return { en: 'Draw ', ru: 'Сдайте ' }[lang] + drawn(lang, click.cards);
    if (click.does === 'turn-over')
      return { en: 'Turn the waste over', ru: 'Переверните сброс' }[lang] + redealsLeft(lang, click.redealsLeft);
    return sayNothing(this, click, lang);
  },
  label(click, cards, lang) {
    if (cards > 0) return stockOf(lang, cards);
    const empty = `${STOCK[lang]}, ${{ en: 'empty', ru: 'пусто' }[lang]}`;
    if (click.does === 'turn-over') return `${empty}: ${inner(this.says(click, lang))}`;
    return click.does === 'nothing' && click.why === 'no-redeal-left' ? `${empty}, ${inner(this.says(click, lang))}` : empty;
  },
  did(click, lang) {
    if (click.does === 'turn-over') return { en: 'Turned the waste over.', ru: 'Сброс перевёрнут.' }[lang];
    const n = click.does === 'draw' ? click.cards : 1;
    if (lang === 'ru') return n === 1 ? 'Сдана карта.' : `Сданы ${drawn(lang, n)}.`;
    return `Drew ${drawn(lang, n)}.`;
  },
  refused: (why, lang) =>
    why === 'no-redeal-left'
      ? { en: 'No redeal left.', ru: 'Пересдач не осталось.' }[lang]
      : { en: 'Nothing left to draw.', ru: 'Сдавать больше нечего.' }[lang],
};

// Cruel as the house knows it: names, picker line, its rules and solver, daily and deal-search budgets.
import type { GameDescriptor } from '../descriptor';
import { GAME_WORDS } from '../../game-id';
import type { StockWords } from '../stock-words';
import { cruel } from './rules';

/** Cruel's stock never holds a card: a click on it gathers the tableau and deals it again in fours. */
const redealWords: StockWords = {
  button: { en: 'Redeal', ru: 'Пересдать' },
  says: (click, lang) =>
    click.does === 'regroup'
      ? { en: 'Gather the piles and deal them again in fours', ru: 'Собрать стопки и снова разложить их по четыре' }[lang]
      : { en: 'Make a move before the next redeal', ru: 'Сделайте ход до следующей пересдачи' }[lang],
  asks: (click, lang) =>
    click.does === 'regroup' ? { en: 'Redeal the piles', ru: 'Пересдайте стопки' }[lang] : redealWords.says(click, lang),
  label: (_click, _cards, lang) => ({ en: 'stock, click to redeal', ru: 'прикуп, щёлкните, чтобы пересдать' })[lang],
  did: (_click, lang) => ({ en: 'Redealt the piles in fours.', ru: 'Стопки пересданы по четыре.' })[lang],
  refused: (_why, lang) =>
    ({ en: 'A redeal needs at least one move since the last deal.', ru: 'Для пересдачи нужен хотя бы один ход после прошлой сдачи.' })[
      lang
    ],
};

export const game: GameDescriptor = {
  id: cruel.id,
  names: GAME_WORDS[cruel.id],
  blurb: {
    en: 'Twelve small piles built down in suit, onto four foundations; redeals keep the cards in order.',
    ru: 'Двенадцать небольших стопок по убыванию в масть, на четыре базы; пересдачи не меняют порядок карт.',
  },
  rules: cruel,
  stock: redealWords,
  solver: 'cruel',
  variantSetting: undefined,
  aliases: [],
  daily: { budget: 20_000, rank: 3, oneProof: false },
  dealSearchMs: 500,
  hidesCards: false,
  frozenPiles: false,
};

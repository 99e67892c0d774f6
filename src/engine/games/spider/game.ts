// Spider as the house knows it: names, picker line, its rules, stock words and solver, its suits setting, daily and deal-search budgets.
import type { GameDescriptor } from '../descriptor';
import { GAME_WORDS } from '../../game-id';
import { rowStockWords } from '../stock-words';
import { spider } from './rules';

export const game: GameDescriptor = {
  id: spider.id,
  names: GAME_WORDS[spider.id],
  blurb: {
    en: 'Two decks in ten columns: eight runs from king down to ace, each in one suit; one, two or four suits.',
    ru: 'Две колоды в десяти столбцах: восемь последовательностей от короля до туза, каждая в одной масти; одна, две или четыре масти.',
  },
  rules: spider,
  stock: rowStockWords,
  solver: 'spider',
  variantSetting: { key: 'spider.suits' },
  aliases: [],
  daily: { budget: 150_000, rank: 8, oneProof: false },
  // Short proofs and more draws: one and two suits are decided within 0.1 s (p95 53-79 ms), four suits 71% within 1 s
  // (deals 6001-6100, loaded machine). Four suits' dealer, run 400 times at load 5-7: p99 0.74 s at 100 ms a draw,
  // 0.59-0.61 s at 35, 50 or 70 ms (flat: its wins need a faster search, not a budget).
  dealSearchMs: { one: 100, two: 100, four: 50 },
  hidesCards: true,
  frozenPiles: false,
};

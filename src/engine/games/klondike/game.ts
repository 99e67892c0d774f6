// Klondike as the house knows it: names, picker line, its rules, stock words and solver, its deal setting, daily and deal-search budgets.
import type { GameDescriptor } from '../descriptor';
import { GAME_WORDS } from '../../game-id';
import { wasteStockWords } from '../stock-words';
import { klondike } from './rules';

export const game: GameDescriptor = {
  id: klondike.id,
  names: GAME_WORDS[klondike.id],
  blurb: {
    en: 'The classic: seven columns built down in alternating colours, a stock drawn one or three cards at a time.',
    ru: 'Классика: семь столбцов по убыванию с чередованием цвета, прикуп сдаётся по одной или по три карты.',
  },
  rules: klondike,
  stock: wasteStockWords,
  solver: 'klondike',
  variantSetting: { key: 'klondike.deal' },
  aliases: ['Solitaire'],
  // Without redeals the day's deal is searched win first (SolveOptions.winFirst), whose wins come in a few thousand
  // positions: 2,000 a candidate keeps its p99 within half a second (20,000 in the old order: 1.25 s).
  daily: { budget: { single: 20_000, three: 20_000, 'no-redeals': 2_000, unlimited: 20_000 }, rank: 7, oneProof: false },
  // Without redeals one deal in four or five is won: more deals, each a few milliseconds in the dealer's order.
  dealSearchMs: { single: 100, three: 100, 'no-redeals': 10, unlimited: 100 },
  hidesCards: true,
  frozenPiles: false,
};

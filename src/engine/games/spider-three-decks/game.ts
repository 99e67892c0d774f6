// Spider Three Decks as the house knows it: names, picker line, its rules and solver, daily and deal-search budgets.
import type { GameDescriptor } from '../descriptor';
import { GAME_WORDS } from '../../game-id';
import { rowStockWords } from '../stock-words';
import { spiderThreeDecks } from './rules';

export const game: GameDescriptor = {
  id: spiderThreeDecks.id,
  names: GAME_WORDS[spiderThreeDecks.id],
  blurb: {
    en: 'Spider with three decks: twelve runs from king down to ace, each in one suit.',
    ru: '«Паук» на три колоды: двенадцать последовательностей от короля до туза, каждая в одной масти.',
  },
  rules: spiderThreeDecks,
  stock: rowStockWords,
  solver: 'spider-three-decks',
  variantSetting: undefined,
  aliases: [],
  daily: { budget: 150_000, rank: 5, oneProof: false },
  // Few of its deals are won within half a second (winnable-budget.ts).
  dealSearchMs: 3000,
  hidesCards: true,
  frozenPiles: false,
};

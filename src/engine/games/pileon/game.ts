// Pileon as the house knows it: names, picker line, its rules and solver, daily and deal-search budgets.
import type { GameDescriptor } from '../descriptor';
import { GAME_WORDS } from '../../game-id';
import { pileon } from './rules';

export const game: GameDescriptor = {
  id: pileon.id,
  names: GAME_WORDS[pileon.id],
  blurb: {
    en: 'Sort the deck into thirteen piles of four of a kind, never more than four cards to a pile.',
    ru: 'Разложите колоду на тринадцать стопок по четыре карты одного ранга, не больше четырёх карт в стопке.',
  },
  rules: pileon,
  stock: undefined,
  solver: 'pileon',
  variantSetting: undefined,
  aliases: [],
  daily: { budget: 30_000, rank: 1, oneProof: false },
  dealSearchMs: 500,
  hidesCards: false,
  // A pile of four of a kind is turned face down (rules.ts: frozen).
  frozenPiles: true,
};

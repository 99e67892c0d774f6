// Cruel as the house knows it: names, picker line, its rules and solver, daily and deal-search budgets.
import type { GameDescriptor } from '../descriptor';
import { GAME_WORDS } from '../../game-id';
import { cruel } from './rules';

export const game: GameDescriptor = {
  id: cruel.id,
  names: GAME_WORDS[cruel.id],
  blurb: {
    en: 'Twelve small piles built down in suit, onto four foundations; redeals keep the cards in order.',
    ru: 'Двенадцать небольших стопок по убыванию в масть, на четыре базы; пересдачи не меняют порядок карт.',
  },
  rules: cruel,
  solver: 'cruel',
  variantSetting: undefined,
  aliases: [],
  daily: { budget: 20_000, rank: 3 },
  dealSearchMs: 500,
  hidesCards: false,
  frozenPiles: false,
};

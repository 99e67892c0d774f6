// FreeCell as the house knows it: names, picker line, its rules and solver, its autoplay setting, daily and deal-search budgets.
import type { GameDescriptor } from '../descriptor';
import { GAME_WORDS } from '../../game-id';
import { freecell } from './rules';

export const game: GameDescriptor = {
  id: freecell.id,
  names: GAME_WORDS[freecell.id],
  blurb: {
    en: 'Eight columns built down in alternating colours, four free cells, every card in view; Microsoft deal numbers.',
    ru: 'Восемь столбцов по убыванию с чередованием цвета, четыре свободные ячейки, все карты открыты; номера раздач как у Майкрософт.',
  },
  rules: freecell,
  stock: undefined,
  solver: 'freecell-family',
  variantSetting: { key: 'freecell.autoplay' },
  aliases: ['Freecell', 'Free Cell'],
  daily: { budget: 60_000, rank: 6, oneProof: false },
  // Most deals are won within a few ms: short tries and more draws (bench: p99 0.07 s to a winnable deal at 30 ms, deals 20001–20400).
  dealSearchMs: 30,
  hidesCards: false,
  frozenPiles: false,
};

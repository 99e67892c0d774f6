// FreeCell as the house knows it: names, picker line, its autoplay setting, daily and deal-search budgets, and its rules.
import type { GameDescriptor } from '../descriptor';
import { freecell } from './rules';

export const game: GameDescriptor = {
  id: freecell.id,
  // The Russian name is AisleRiot's own translation of "Freecell" (its po/ru.po).
  names: { en: freecell.title, ru: 'Свободная ячейка' },
  blurb: {
    en: 'Eight columns built down in alternating colours, four free cells, every card in view; Microsoft deal numbers.',
    ru: 'Восемь столбцов по убыванию с чередованием цвета, четыре свободные ячейки, все карты открыты; номера раздач как у Майкрософт.',
  },
  rules: freecell,
  variantSetting: {
    key: 'freecell.autoplay',
    names: {
      safe: { en: 'safe autoplay', ru: 'безопасная автоигра' },
      off: { en: 'autoplay off', ru: 'без автоигры' },
      all: { en: 'autoplay for all cards', ru: 'автоигра всех карт' },
    },
  },
  aliases: ['Freecell', 'Free Cell'],
  daily: { budget: 60_000, rank: 6 },
  // Most deals are won within a few ms: short tries and more draws (bench: p99 0.07 s to a winnable deal at 30 ms, deals 20001–20400).
  dealSearchMs: 30,
  hidesCards: false,
  frozenPiles: false,
};

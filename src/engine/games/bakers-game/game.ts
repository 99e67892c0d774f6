// Baker's Game as the house knows it: names, picker line, its rule-set setting, daily and deal-search budgets, and its rules.
import type { GameDescriptor } from '../descriptor';
import { bakersGame } from './rules';

export const game: GameDescriptor = {
  id: bakersGame.id,
  names: { en: bakersGame.title, ru: 'Игра пекаря' },
  blurb: {
    en: "FreeCell's ancestor: eight columns built down in suit, four free cells, every card in view.",
    ru: 'Предок «Свободной ячейки»: восемь столбцов по убыванию в масть, четыре свободные ячейки, все карты открыты.',
  },
  rules: bakersGame,
  variantSetting: {
    key: 'bakersGame.rules',
    names: {
      kings: { en: 'kings only', ru: 'только короли' },
      any: { en: 'any card on an empty column', ru: 'любая карта в пустой столбец' },
    },
  },
  aliases: ['Пекарь'],
  daily: { budget: 60_000, rank: 2 },
  dealSearchMs: 500,
  hidesCards: false,
  frozenPiles: false,
};

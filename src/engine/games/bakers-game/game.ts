// Baker's Game as the house knows it: names, picker line, its rule-set setting, daily and deal-search budgets, and its rules.
import type { GameDescriptor } from '../descriptor';
import { GAME_TITLES } from '../../game-id';
import { VARIANT_NAMES } from '../names';
import { bakersGame } from './rules';

export const game: GameDescriptor = {
  id: bakersGame.id,
  names: GAME_TITLES[bakersGame.id],
  blurb: {
    en: "FreeCell's ancestor: eight columns built down in suit, four free cells, every card in view.",
    ru: 'Предок «Свободной ячейки»: восемь столбцов по убыванию в масть, четыре свободные ячейки, все карты открыты.',
  },
  rules: bakersGame,
  variantSetting: {
    key: 'bakersGame.rules',
    names: { kings: VARIANT_NAMES.kings, any: VARIANT_NAMES.any },
  },
  aliases: ['Пекарь'],
  daily: { budget: 60_000, rank: 2 },
  dealSearchMs: 500,
  hidesCards: false,
  frozenPiles: false,
};

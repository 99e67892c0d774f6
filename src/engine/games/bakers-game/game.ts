// Baker's Game as the house knows it: names, picker line, its rules and solver, its rule-set setting, daily and deal-search budgets.
import type { GameDescriptor } from '../descriptor';
import { GAME_WORDS } from '../../game-id';
import { bakersGame } from './rules';

export const game: GameDescriptor = {
  id: bakersGame.id,
  names: GAME_WORDS[bakersGame.id],
  blurb: {
    en: "FreeCell's ancestor: eight columns built down in suit, four free cells, every card in view.",
    ru: 'Предок «Свободной ячейки»: восемь столбцов по убыванию в масть, четыре свободные ячейки, все карты открыты.',
  },
  rules: bakersGame,
  stock: undefined,
  solver: 'freecell-family',
  variantSetting: { key: 'bakersGame.rules' },
  aliases: ['Пекарь'],
  daily: { budget: 60_000, rank: 2, oneProof: true },
  dealSearchMs: 500,
  hidesCards: false,
  frozenPiles: false,
};

// Maze as the house knows it: names, picker line, its rules and solver, daily and deal-search budgets.
import type { GameDescriptor } from '../descriptor';
import { GAME_WORDS } from '../../game-id';
import { maze } from './rules';

export const game: GameDescriptor = {
  id: maze.id,
  names: GAME_WORDS[maze.id],
  blurb: {
    en: 'Slide 48 cards through a grid of 54 cells until each suit runs from ace to queen.',
    ru: 'Передвигайте 48 карт по сетке из 54 клеток, пока каждая масть не выстроится от туза до дамы.',
  },
  rules: maze,
  stock: undefined,
  solver: 'maze',
  variantSetting: undefined,
  aliases: [],
  daily: { budget: 60_000, rank: 4, oneProof: false },
  dealSearchMs: 500,
  hidesCards: false,
  frozenPiles: false,
};

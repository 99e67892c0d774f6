// Every player-facing string of the webview, in one place so a later issue can add Russian.
// Elements import `strings` and never spell text themselves.
import type { GameId, PileKind } from '../src/engine';

const RANKS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'];

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "1:05", "12:30", "1:02:03" */
export function formatTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export const strings = {
  games: {
    'spider-three-decks': 'Spider Three Decks',
    cruel: 'Cruel',
    maze: 'Maze',
    'bakers-game': "Baker's Game",
    pileon: 'Pileon',
  } satisfies Record<GameId, string>,
  /** Rule-set names shown after the title; the default "standard" shows nothing. */
  variants: { kings: 'kings only', any: 'any card on an empty column' } as Record<string, string | undefined>,
  titleWithVariant: (title: string, variant: string | undefined) => (variant ? `${title} (${variant})` : title),

  loading: 'Shuffling…',
  tableLabel: (title: string) => `${title} table`,

  header: {
    deal: (n: number) => `Deal ${n}`,
    startPosition: 'Set position',
    score: 'Score',
    moves: 'Moves',
    time: 'Time',
    newGame: 'New',
    newGameTitle: 'Deal a new game',
    restart: 'Restart',
    restartTitle: 'Play this deal again from the start',
    undo: 'Undo',
    redo: 'Redo',
    dealStock: 'Deal',
    dealStockTitle: 'Deal a row of cards from the stock',
    redeal: 'Redeal',
    redealTitle: 'Gather the piles and deal them again in fours',
    rules: 'Rules',
    rulesTitle: 'How to play this game',
    toolbar: 'Game',
  },

  result: {
    won: 'You won!',
    lost: 'No more moves',
    lostDetail: 'Undo some moves, restart this deal or start a new one.',
    time: 'Time',
    moves: 'Moves',
    score: 'Score',
    newGame: 'New game',
    sameDeal: 'Same deal again',
    undo: 'Undo',
    restart: 'Restart',
  },

  rules: { close: 'Close', closeTitle: 'Close the rules (Esc)' },

  piles: {
    stock: 'stock',
    foundation: 'foundation',
    tableau: 'tableau',
    freecell: 'free cell',
    cell: 'cell',
    pile: 'pile',
  } satisfies Record<PileKind, string>,
  /** What an empty pile with the engine's hint takes, for screen readers. */
  hints: { A: 'an ace', K: 'a king', 'K–A': 'a run from king to ace', Q: 'a queen' } as Record<string, string | undefined>,
  redealSymbol: '↻',

  cards: {
    name: (rank: number, suit: number) => `${RANKS[rank - 1]} of ${SUITS[suit]}`,
    faceUp: 'face up',
    faceDown: 'face-down card',
    frozen: 'frozen',
    position: (pile: string, index: number, count: number) => `${pile}, card ${index + 1} of ${count}`,
    selected: 'picked up',
  },

  pileLabel: {
    empty: (pile: string, takes: string | undefined) => (takes ? `${pile}, empty, takes ${takes}` : `${pile}, empty`),
    /** "tableau 3, 7 cards, 2 face down: nine of spades, eight of hearts" */
    count: (pile: string, count: number, hidden: number, shown: readonly string[]) =>
      `${pile}, ${plural(count, 'card', 'cards')}${hidden ? `, ${hidden} face down` : ''}${shown.length ? `: ${shown.join(', ')}` : ''}`,
    stock: (count: number, deals: number) => `stock, ${plural(count, 'card', 'cards')}, ${plural(deals, 'deal', 'deals')} left, click to deal`,
    redealStock: 'stock, click to redeal',
  },

  announce: {
    moved: (card: string, count: number, from: string, to: string) =>
      count > 1 ? `Moved ${card} and ${plural(count - 1, 'card', 'cards')} above it from ${from} to ${to}.` : `Moved ${card} from ${from} to ${to}.`,
    dealt: 'Dealt a row from the stock.',
    redealt: 'Redealt the piles in fours.',
    score: (score: number, max: number) => `Score ${score} of ${max}.`,
    undone: 'Move undone.',
    redone: 'Move redone.',
    nothingToUndo: 'Nothing to undo.',
    nothingToRedo: 'Nothing to redo.',
    restarted: 'Restarted this deal.',
    loaded: (title: string, deal: number | undefined) => (deal === undefined ? `${title}.` : `${title}, deal ${deal}.`),
    won: (score: number, moves: number, time: string) => `You won! Score ${score}, ${plural(moves, 'move', 'moves')}, time ${time}.`,
    lost: 'No more moves. Undo, restart or start a new game.',
    pickedUp: (card: string, count: number) =>
      count > 1 ? `Picked up ${card} and ${plural(count - 1, 'card', 'cards')} above it. Choose a pile.` : `Picked up ${card}. Choose a pile.`,
    cancelled: 'Put back.',
    cannotLift: 'That card cannot be picked up.',
    cannotDrop: (to: string) => `Cannot go on ${to}.`,
    cannotDeal: 'No deal is possible now.',
  },
};

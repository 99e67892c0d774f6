// Every player-facing string of the game table in English, and the shape every language's table has
// (the Russian one, ./ru.ts, is checked against it by the compiler). Elements take the page's
// language's table from ./strings.ts and never spell text themselves.
import type { GameId, PileKind, PileSpec } from '../../src/engine';
import { gameNamesIn, gameTitleIn } from '../../src/engine/games/names';
import { type Format, REDO_KEY, UNDO_KEY, formatFor, formatTime } from './format';

export { formatTime };

const RANKS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'];
const PILES: Record<PileKind, string> = {
  stock: 'stock',
  waste: 'waste',
  foundation: 'foundation',
  tableau: 'tableau',
  freecell: 'free cell',
  cell: 'cell',
  pile: 'pile',
};

const format: Format = formatFor('en');
const cards = (n: number): string => format.count(n, { one: 'card', other: 'cards' });

export const en = {
  format,
  /** The games' and rule sets' names, the engine's (src/engine/games/names.ts). */
  games: gameNamesIn('en'),
  /** A game's title with its rule set's name after it ("Baker's Game (kings only)"), the engine's. */
  gameTitle: (game: GameId, variant: string | undefined): string => gameTitleIn('en', game, variant),

  loading: 'Shuffling…',
  tableLabel: (title: string): string => `${title} table`,

  header: {
    deal: (n: number): string => `Deal ${n}`,
    dailyDeal: (date: string, n: number): string => `Daily deal ${date} · Deal ${n}`,
    startPosition: 'Set position',
    score: 'Score',
    moves: 'Moves',
    time: 'Time',
    newGame: 'New',
    newGameTitle: 'Deal a new game (N)',
    restart: 'Restart',
    restartTitle: 'Play this deal again from the start (R)',
    undo: 'Undo',
    undoTitle: `Undo (${UNDO_KEY})`,
    redo: 'Redo',
    redoTitle: `Redo (${REDO_KEY})`,
    /** A click on the stock's button: what it does, in the game's words, and its key. */
    stockTitle: (does: string): string => `${does} (D)`,
    rules: 'Rules',
    rulesTitle: 'How to play this game (I)',
    keysTitle: 'Keys (?)',
    hint: 'Hint',
    hintTitle: 'Show a good move (H)',
    showMe: 'Show me',
    showMeTitle: 'Show me how to win, a move at a time (S); the game counts as assisted',
    /** Show me disabled, and why: the position is proved lost. */
    showMeLost: 'Nothing to show: the solver proved that this position can no longer be won (Undo, or Hint, finds the way back)',
    toolbar: 'Game',
  },

  /** What a pile is called, before its number: "tableau", "free cell". */
  pileKind: (spec: Pick<PileSpec, 'kind' | 'fan'>): string => PILES[spec.kind],
  /** What an empty pile with the engine's hint takes, for screen readers. */
  hints: { A: 'an ace', K: 'a king', 'K–A': 'a run from king to ace', Q: 'a queen' } as Record<string, string | undefined>,
  /** What an empty pile's outline shows for the engine's hint, in the letters of the cards' corners. */
  marks: { A: 'A', K: 'K', 'K–A': 'K–A', Q: 'Q' } as Record<string, string | undefined>,
  redealSymbol: '↻',

  cards: {
    name: (rank: number, suit: number): string => `${RANKS[rank - 1]} of ${SUITS[suit]}`,
    faceUp: 'face up',
    faceDown: 'face-down card',
    frozen: 'frozen',
    position: (pile: string, index: number, count: number): string => `${pile}, card ${index + 1} of ${count}`,
    selected: 'picked up',
  },

  pileLabel: {
    empty: (pile: string, takes: string | undefined): string => (takes ? `${pile}, empty, takes ${takes}` : `${pile}, empty`),
    /** "tableau 3, 7 cards, 2 face down: nine of spades, eight of hearts" */
    count: (pile: string, count: number, hidden: number, shown: readonly string[]): string =>
      `${pile}, ${cards(count)}${hidden ? `, ${hidden} face down` : ''}${shown.length ? `: ${shown.join(', ')}` : ''}`,
  },

  announce: {
    /** `from` and `to` are pile names as `pileKind` and a number make them ("tableau 3"). */
    moved: (card: string, count: number, from: string, to: string): string =>
      count > 1 ? `Moved ${card} and ${cards(count - 1)} above it from ${from} to ${to}.` : `Moved ${card} from ${from} to ${to}.`,
    score: (score: number, max: number): string => `Score ${score} of ${max}.`,
    undone: 'Move undone.',
    redone: 'Move redone.',
    nothingToUndo: 'Nothing to undo.',
    nothingToRedo: 'Nothing to redo.',
    restarted: 'Restarted this deal.',
    loaded: (title: string, deal: number | undefined): string => (deal === undefined ? `${title}.` : `${title}, deal ${deal}.`),
    won: (score: number, moves: number, time: string): string =>
      `Solved! Score ${score}, ${format.count(moves, { one: 'move', other: 'moves' })}, time ${time}.`,
    lost: 'No more moves. Undo, restart or start a new game.',
    pickedUp: (card: string, count: number): string =>
      count > 1 ? `Picked up ${card} and ${cards(count - 1)} above it. Choose a pile.` : `Picked up ${card}. Choose a pile.`,
    cancelled: 'Put back.',
    cannotLift: 'That card cannot be picked up.',
    cannotDrop: (to: string): string => `Cannot go on ${to}.`,
    /** D in a game without a stock to click. */
    cannotDeal: 'No deal is possible now.',
    nothingToShow: 'The game is won: nothing to show.',
  },
};

/** The shape every language's table has. */
export type TableStrings = typeof en;

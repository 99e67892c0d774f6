// The engine's shared types: piles, positions, moves and the questions a game's rules answer.
import type { Card } from './cards';
import type { GameId } from './game-id';

export { GAME_IDS, type GameId } from './game-id';

export type PileKind = 'stock' | 'waste' | 'foundation' | 'tableau' | 'freecell' | 'cell' | 'pile';

/** Where a pile sits on the table grid and how its cards spread, for the webview's layout. */
export interface PileSpec {
  readonly id: string;
  readonly kind: PileKind;
  readonly row: number;
  readonly col: number;
  /**
   * How its cards spread: not at all, down, right, or (a waste) squared with its top cards fanned to the right, as many
   * as a click on the stock draws (GameRules.draws: Klondike's three-card deals show three).
   */
  readonly fan: 'none' | 'down' | 'right' | 'top-right';
  /** Most cards the pile may ever hold (checked for start positions). */
  readonly capacity?: number;
}

/**
 * A position is plain data: the piles in the game's pile order (bottom → top) plus the state a rule
 * names (Cruel's `justDealt`, the redeals a stock that draws to a waste has made). Positions are never
 * mutated once made.
 */
export interface Position {
  readonly game: GameId;
  readonly variant: string;
  readonly piles: readonly (readonly Card[])[];
  readonly justDealt: boolean;
  /** Times the waste was turned over into the stock (mechanics/waste-stock.ts); only a game with a waste has it. */
  readonly redeals?: number;
}

export type Move = CardMove | ActionMove;
/** Lift `count` cards (default 1) from the top of `from` and drop them on `to`. */
export interface CardMove {
  readonly from: string;
  readonly to: string;
  readonly count?: number;
}
/** A click on the stock: Spider's deal of a row, Klondike's draw to the waste (or its turn over), Cruel's redeal. */
export interface ActionMove {
  readonly action: 'deal' | 'redeal';
}

/** Why a click on the stock does nothing: each stock mechanic's own reasons, worded by the game's descriptor. */
export type StockRefusal =
  /** Nothing is left to deal or draw. */
  | 'empty'
  /** A stock that draws to a waste: the waste may not be turned over again. */
  | 'no-redeal-left'
  /** A stock that deals rows only onto full columns (Spider): a column is empty… */
  | 'fill-empty-piles'
  /** …and the whole tableau holds too few cards to fill every column. */
  | 'too-few-cards'
  /** Cruel: no move since the last redeal. */
  | 'dealt-just-now';

/**
 * What a click on the stock does in a position, or why it does nothing (GameRules.stockClick). Every word the
 * table says about the stock is the game's descriptor's for this (games/descriptor.ts `stock`).
 */
export type StockClick =
  /** Deals one card onto each tableau pile; `rows`: the deals left, this one among them. */
  | { readonly does: 'deal-row'; readonly rows: number }
  /** Draws `cards` cards onto the waste. */
  | { readonly does: 'draw'; readonly cards: number }
  /** Turns the waste over into the stock; `redealsLeft`: the turns left, this one among them (Infinity: no limit). */
  | { readonly does: 'turn-over'; readonly redealsLeft: number }
  /** Gathers the tableau and deals it again (Cruel). */
  | { readonly does: 'regroup' }
  | { readonly does: 'nothing'; readonly why: StockRefusal };

export type Status = 'playing' | 'won' | 'lost';

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };
export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T>(error: string): Result<T> => ({ ok: false, error });

/**
 * One game's rules over the shared engine. Pile arguments are indices into `piles`.
 * The engine does the bookkeeping (ids, counts, lifting, undo); a game only answers its questions.
 */
export interface GameRules {
  readonly id: GameId;
  readonly title: string;
  /** Rule sets; the first is the default. */
  readonly variants: readonly string[];
  readonly piles: readonly PileSpec[];
  readonly maxScore: number;
  /** The stock's click action, if the game has one. */
  readonly action?: ActionMove['action'];
  /** A stock that draws to a waste: cards a click draws under a rule set (the waste's fan shows as many). */
  draws?(variant: string): number;

  /** Every card in play under a rule set, the default's when none is given (what a start position may hold). */
  deck(variant?: string): Card[];
  deal(dealNumber: number, variant: string): Position;

  /** How many cards may be lifted from the top of a pile: any count from 1 to this is liftable. */
  liftable(position: Position, pile: number): number;
  /** May `count` cards lifted from `from` drop on `to`? Judged with the cards already lifted. */
  canDrop(position: Position, from: number, count: number, to: number): boolean;
  /** Automatic follow-ups of a card move (flip, freeze, play to foundations, flags). */
  afterMove(position: Position, from: number, to: number): Position;

  /** What a click on the stock (the action) does here, or why it does nothing; the action is legal unless it does nothing. */
  stockClick?(position: Position): StockClick;
  act?(position: Position): Position;

  /** The move a double-click on the pile makes, if any. */
  doubleClick(position: Position, pile: number): CardMove | null;
  /**
   * Whether a double-click on the pile goes on after its move, with the next move a double-click there makes, until
   * there is none (Klondike's foundation: every card that can go home goes). Each move is recorded as its own.
   */
  doubleClickRepeats?(pile: number): boolean;

  score(position: Position): number;
  isWon(position: Position): boolean;
  /**
   * Lost: nothing can change the position any more (Cruel, Pileon). A game AisleRiot never declares lost (Spider,
   * Maze, Baker's Game, FreeCell) has none.
   */
  isLost?(position: Position): boolean;
  /** Text shown on an empty pile to say what it takes ('A', 'K', …). */
  emptyHint?(variant: string, pile: number): string | undefined;
  /** Game-specific checks of a start position beyond the deck and capacities. */
  checkStart?(position: Position): string | null;
}

// The engine's shared types: piles, positions, moves and the questions a game's rules answer.
import type { Card } from './cards';
import type { GameId } from './game-id';

export { GAME_IDS, type GameId } from './game-id';

export type PileKind = 'stock' | 'foundation' | 'tableau' | 'freecell' | 'cell' | 'pile';

/** Where a pile sits on the table grid and how its cards spread, for the webview's layout. */
export interface PileSpec {
  readonly id: string;
  readonly kind: PileKind;
  readonly row: number;
  readonly col: number;
  readonly fan: 'none' | 'down' | 'right';
  /** Most cards the pile may ever hold (checked for start positions). */
  readonly capacity?: number;
}

/**
 * A position is plain data: the piles in the game's pile order (bottom → top) plus the one piece
 * of state a rule names (Cruel's `justDealt`). Positions are never mutated once made.
 */
export interface Position {
  readonly game: GameId;
  readonly variant: string;
  readonly piles: readonly (readonly Card[])[];
  readonly justDealt: boolean;
}

export type Move = CardMove | ActionMove;
/** Lift `count` cards (default 1) from the top of `from` and drop them on `to`. */
export interface CardMove {
  readonly from: string;
  readonly to: string;
  readonly count?: number;
}
/** Spider's stock deal, Cruel's redeal. */
export interface ActionMove {
  readonly action: 'deal' | 'redeal';
}

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

  /** Every card in play (what a start position must hold exactly). */
  deck(): Card[];
  deal(dealNumber: number, variant: string): Position;

  /** How many cards may be lifted from the top of a pile: any count from 1 to this is liftable. */
  liftable(position: Position, pile: number): number;
  /** May `count` cards lifted from `from` drop on `to`? Judged with the cards already lifted. */
  canDrop(position: Position, from: number, count: number, to: number): boolean;
  /** Automatic follow-ups of a card move (flip, freeze, play to foundations, flags). */
  afterMove(position: Position, from: number, to: number): Position;

  canAct?(position: Position): boolean;
  act?(position: Position): Position;

  /** The move a double-click on the pile makes, if any. */
  doubleClick(position: Position, pile: number): CardMove | null;

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

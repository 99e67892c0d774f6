// A search model over the engine's own rules, with what the solver knows of each game (GameKnowledge).
import { rulesOf } from '../games';
import { moveCards } from '../position';
import type { GameRules, Move, Position } from '../types';
import type { SnapshotModel } from './best-first';

/** A card move packed as from | count << 8 | to << 16 (pile indices); the stock action as ACTION. */
export const ACTION = -1;
export const packMove = (from: number, count: number, to: number): number => from | (count << 8) | (to << 16);

/**
 * What the solver knows about one game, beyond its rules: which moves are worth listing (all the
 * legal ones but those that lead where another listed move leads), how to recognise equivalent
 * positions, and how promising a position looks.
 */
export interface GameKnowledge {
  readonly keyWords: number;
  /** Equal keys only for positions that play out the same. */
  key(position: Position, out: Uint32Array): void;
  /** Candidate moves, best first, packed; the model keeps only those the rules allow. */
  candidates(position: Position, out: Int32Array, at: number): number;
  /**
   * Heuristic pruning: false for a legal move that only reshuffles. A search that drops any move
   * proves nothing by running out, so it answers unknown instead of unsolvable.
   */
  worthTrying?(position: Position, move: number): boolean;
  evaluate?(position: Position): number;
  progress?(position: Position, parent: Position | undefined): number;
  /** The position came from revealing a hidden card: the search must not look past it. */
  isFrontier?(position: Position, parent: Position): boolean;
  /** Vast spaces are searched best first, the others depth first. */
  readonly strategy: 'depth-first' | 'best-first';
  /** Best first: what a move costs against the evaluation. */
  readonly stepCost?: number;
  /** Best first: irreversible progress, never decreasing along a line. */
  stage?(position: Position): number;
}

/**
 * A search model over the engine's own rules: every move is checked with the same `liftable` /
 * `canDrop` / `stockClick` as `legalMoves` and played with the same `afterMove` / `act` as
 * `applyMove`, so it can only list and play legal moves. Positions are immutable, kept on a stack
 * for undo.
 */
export class EngineModel implements SnapshotModel {
  readonly keyWords: number;
  readonly strategy: GameKnowledge['strategy'];
  readonly stepCost?: number;
  private readonly rules: GameRules;
  private readonly stack: Position[];
  /** Some legal move was left out by heuristic pruning. */
  pruned = false;
  evaluate?: () => number;
  progress?: () => number;
  isFrontier?: () => boolean;
  stage?: () => number;

  constructor(
    root: Position,
    private readonly knowledge: GameKnowledge,
  ) {
    this.rules = rulesOf(root.game);
    this.stack = [root];
    this.keyWords = knowledge.keyWords;
    this.strategy = knowledge.strategy;
    this.stepCost = knowledge.stepCost;
    if (knowledge.evaluate) this.evaluate = () => knowledge.evaluate!(this.current);
    if (knowledge.progress) this.progress = () => knowledge.progress!(this.current, this.stack[this.stack.length - 2]);
    if (knowledge.stage) this.stage = () => knowledge.stage!(this.current);
    if (knowledge.isFrontier)
      this.isFrontier = () => this.stack.length > 1 && knowledge.isFrontier!(this.current, this.stack[this.stack.length - 2]);
  }

  get current(): Position {
    return this.stack[this.stack.length - 1];
  }

  key(out: Uint32Array): void {
    this.knowledge.key(this.current, out);
  }

  isWon(): boolean {
    return this.rules.isWon(this.current);
  }

  moves(out: Int32Array, at: number): number {
    const position = this.current;
    const rules = this.rules;
    if (rules.isWon(position) || rules.isLost?.(position)) return 0;
    const count = this.knowledge.candidates(position, out, at);
    const worthTrying = this.knowledge.worthTrying;
    let kept = at;
    for (let i = at; i < at + count; i++) {
      if (!this.isLegal(position, out[i])) continue;
      if (worthTrying && !worthTrying(position, out[i])) this.pruned = true;
      else out[kept++] = out[i];
    }
    return kept - at;
  }

  play(move: number): void {
    const position = this.current;
    if (move === ACTION) {
      this.stack.push(this.rules.act!(position));
      return;
    }
    const from = move & 255;
    const count = (move >> 8) & 255;
    const to = move >> 16;
    this.stack.push(this.rules.afterMove(moveCards(position, from, count, to), from, to));
  }

  undo(): void {
    this.stack.pop();
  }

  snapshot(): Position {
    return this.current;
  }

  restore(snapshot: unknown): void {
    this.stack.length = 0;
    this.stack.push(snapshot as Position);
  }

  toMove(move: number): Move {
    if (move === ACTION) return { action: this.rules.action! };
    const from = this.rules.piles[move & 255].id;
    const count = (move >> 8) & 255;
    const to = this.rules.piles[move >> 16].id;
    return count === 1 ? { from, to } : { from, to, count };
  }

  private isLegal(position: Position, move: number): boolean {
    const rules = this.rules;
    if (move === ACTION) return rules.action !== undefined && rules.stockClick!(position).does !== 'nothing';
    const from = move & 255;
    const count = (move >> 8) & 255;
    const to = move >> 16;
    const capacity = rules.piles[to].capacity;
    if (from === to || count < 1 || (capacity !== undefined && position.piles[to].length >= capacity)) return false;
    return count <= rules.liftable(position, from) && rules.canDrop(position, from, count, to);
  }
}

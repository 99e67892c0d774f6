// Undo and redo: a game in progress as its record plus every position it passed through.
import type { GameRecord } from './record';
import { replay } from './record';
import { applyMove } from './play';
import type { Move, Position, Result } from './types';
import { fail, ok } from './types';

/**
 * A game in progress: the record plus every position it passed through, so undo and redo are
 * exact and instant. Undone moves stay available to redo until a different move is played.
 */
export class GameHistory {
  private constructor(
    private readonly base: Omit<GameRecord, 'moves'>,
    private moves: Move[],
    private positions: Position[],
    private cursor: number,
  ) {}

  static fromRecord(value: unknown): Result<GameHistory> {
    const replayed = replay(value);
    if (!replayed.ok) return replayed;
    const { moves, ...base } = replayed.value.record;
    return ok(new GameHistory(base, moves.slice(), replayed.value.positions, moves.length));
  }

  get position(): Position {
    return this.positions[this.cursor];
  }

  /** The moves played so far (without undone ones) as a record. */
  get record(): GameRecord {
    return { ...this.base, moves: this.moves.slice(0, this.cursor) };
  }

  get movesPlayed(): number {
    return this.cursor;
  }

  get canUndo(): boolean {
    return this.cursor > 0;
  }

  get canRedo(): boolean {
    return this.cursor < this.moves.length;
  }

  play(move: Move): Result<Position> {
    const next = applyMove(this.position, move);
    if (!next.ok) return next;
    // Playing after an undo drops the undone moves (truncate in place: long games stay linear).
    this.moves.length = this.cursor;
    this.moves.push(move);
    this.positions.length = this.cursor + 1;
    this.positions.push(next.value);
    this.cursor++;
    return next;
  }

  undo(): Result<Position> {
    if (!this.canUndo) return fail('nothing to undo');
    this.cursor--;
    return ok(this.position);
  }

  redo(): Result<Position> {
    if (!this.canRedo) return fail('nothing to redo');
    this.cursor++;
    return ok(this.position);
  }

  /** Back to the start of the same deal, keeping the moves for redo. */
  restart(): Position {
    this.cursor = 0;
    return this.position;
  }
}

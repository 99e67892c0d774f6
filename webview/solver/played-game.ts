// What the solver reads of the game on the table: its record, the position on the table and the
// positions before it, by how far back. The table's timeline (../table/timeline.ts) is one; it is
// a value, so the solver compares it by identity to know whether the game changed meanwhile.
import type { GameRecord, Position } from '../../src/engine';

export interface PlayedGame {
  readonly record: GameRecord;
  readonly position: Position;
  readonly movesPlayed: number;
  readonly canUndo: boolean;
  /** The position `back` moves before the one on the table (0: that one); undefined before the deal. */
  positionBack(back: number): Position | undefined;
}

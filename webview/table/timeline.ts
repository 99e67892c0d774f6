// The game on the table as a value: the record, every position it passed through and where in them
// the player is. Playing, undoing and redoing give a new timeline and leave the old one as it was, so
// the page's reducer (./table-reducer.ts) stays pure and the solver reads earlier positions by index.
import {
  type GameRecord,
  type HelpedMoves,
  type Helper,
  type Move,
  type Position,
  type Result,
  applyMove,
  cutHelped,
  helpedAt,
  replay,
} from '../../src/engine';

export class Timeline {
  private constructor(
    private readonly base: Omit<GameRecord, 'moves' | 'helped'>,
    /** Every move known, undone ones too (they can be redone until another move is played). */
    private readonly moves: readonly Move[],
    /** Which of the moves Finish or Show Me How played (a record's `helped`, over the undone moves too). */
    private readonly helped: readonly HelpedMoves[],
    /** positions[i]: the position after the first i moves. */
    private readonly positions: readonly Position[],
    /** How many of the moves are played. */
    readonly movesPlayed: number,
  ) {}

  /** The game a record holds, replayed (a record that does not replay is refused with the reason). */
  static fromRecord(value: unknown): Result<Timeline> {
    const replayed = replay(value);
    if (!replayed.ok) return replayed;
    const { moves, helped, ...base } = replayed.value.record;
    return { ok: true, value: new Timeline(base, moves, helped ?? [], replayed.value.positions, moves.length) };
  }

  get position(): Position {
    return this.positions[this.movesPlayed];
  }

  /** The moves played so far (without undone ones) as a record, with who played them (in the order the engine reads a record). */
  get record(): GameRecord {
    const helped = cutHelped(this.helped, this.movesPlayed);
    return { ...this.base, ...(helped.length > 0 ? { helped } : {}), moves: this.moves.slice(0, this.movesPlayed) };
  }

  /** The last move played, if any. */
  get lastMove(): Move | undefined {
    return this.movesPlayed > 0 ? this.moves[this.movesPlayed - 1] : undefined;
  }

  get canUndo(): boolean {
    return this.movesPlayed > 0;
  }

  get canRedo(): boolean {
    return this.movesPlayed < this.moves.length;
  }

  /** The position `back` moves before the one on the table (0: that one); undefined before the deal. */
  positionBack(back: number): Position | undefined {
    return back >= 0 && back <= this.movesPlayed ? this.positions[this.movesPlayed - back] : undefined;
  }

  /**
   * `move` played on (`by` Finish or Show Me How, else the player's): the moves undone before it are
   * dropped. Refused with the engine's reason when illegal.
   */
  play(move: Move, by?: Helper): Result<Timeline> {
    const next = applyMove(this.position, move);
    if (!next.ok) return next;
    const at = this.movesPlayed;
    return {
      ok: true,
      value: new Timeline(
        this.base,
        [...this.moves.slice(0, at), move],
        helpedAt(this.helped, at, by),
        [...this.positions.slice(0, at + 1), next.value],
        at + 1,
      ),
    };
  }

  /** `count` moves taken back (as many as there are), kept for redo; this timeline itself when none is. */
  undo(count = 1): Timeline {
    const to = Math.max(0, this.movesPlayed - count);
    return to === this.movesPlayed ? this : new Timeline(this.base, this.moves, this.helped, this.positions, to);
  }

  /** The next undone move played again; this timeline itself when there is none. */
  redo(): Timeline {
    return this.canRedo ? new Timeline(this.base, this.moves, this.helped, this.positions, this.movesPlayed + 1) : this;
  }
}

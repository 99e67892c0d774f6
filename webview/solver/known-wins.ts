// The winning lines the solver proved on this page, by the position they start from: the background
// check proves one after many moves, and each move Show Me How or Finish plays leaves the rest of the
// line proved from the next position. Show Me How plays a known line at once, and "Undo to the last
// winnable position" finds the newest earlier position of the game with a known line without searching.
// In the solver chunk: the engine's types only (positions are compared by their JSON).
import type { Move, Position } from '../../src/engine';
import type { PlayedGame } from './played-game';

/** Enough for every position of a long game and some games before it; the oldest go first. */
const MAX_KNOWN = 2000;

export class KnownWins {
  private readonly lines = new Map<string, { readonly line: readonly Move[]; readonly words?: readonly string[] }>();

  /** `words`: each move of the line as the worker words it (Show Me How names the moves it plays). */
  remember(position: Position, line: readonly Move[], words?: readonly string[]): void {
    if (!line.length) return;
    const key = JSON.stringify(position);
    this.lines.delete(key);
    this.lines.set(key, words?.length === line.length ? { line, words } : { line });
    if (this.lines.size > MAX_KNOWN) this.lines.delete(this.lines.keys().next().value!);
  }

  lineFrom(position: Position): readonly Move[] | undefined {
    return this.lines.get(JSON.stringify(position))?.line;
  }

  /** The words of the known line from `position`, a move each, when the worker gave them. */
  wordsFrom(position: Position): readonly string[] | undefined {
    return this.lines.get(JSON.stringify(position))?.words;
  }

  /** How many moves to undo to reach the newest earlier position of `game` with a known winning line, or 0 when none is known. */
  stepsBackToWin(game: PlayedGame): number {
    for (let back = 1; back <= game.movesPlayed; back++) if (this.lineFrom(game.positionBack(back)!)) return back;
    return 0;
  }
}

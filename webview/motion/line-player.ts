// Plays a line of moves on the table one after another, each once the cards of the one before have
// landed (all at once when cards do not glide), so every move of the line is seen to go. Finish,
// smart play's own moves and Show Me How go through it. A line ends when it runs out, when a move
// cannot be played, when it is stopped (any input of the player's), or when the table changed by
// other means while a move was landing (a move, undo or new game of the player's).
import type { Move } from '../../src/engine';

/** The table a line is played on. */
export interface LineTable {
  /** Plays one move; false when it could not be played (the line ends there). */
  play(move: Move): boolean;
  /** What the table shows now, compared by identity: another change in between ends the line. */
  position(): unknown;
  /** Cards glide, so each move waits for the one before to land. */
  animated(): boolean;
  /** Settles when the cards of the last change have landed (or were sent home). */
  landed(): Promise<void>;
}

/** A line being played. */
export interface LineRun {
  /** Settles when the line has ended: true when it was played to its end, false when it stopped early. */
  readonly done: Promise<boolean>;
  /** Ends the line now: no move of it is played after this (the one landing lands). */
  stop(): void;
}

/**
 * Plays the moves `next` gives (asked for just before each is played; null ends the line). With
 * gliding cards the first move waits for the cards moving now to land too.
 */
export function playLine(table: LineTable, next: () => Move | null): LineRun {
  let over = false;
  let end: (whole: boolean) => void = () => undefined;
  const done = new Promise<boolean>((resolve) => (end = resolve));
  const finish = (whole: boolean): void => {
    over = true;
    end(whole);
  };
  const afterLanding = (): void => {
    const expected = table.position();
    void table.landed().then(() => {
      if (over) return;
      if (table.position() !== expected) finish(false);
      else step();
    });
  };
  const step = (): void => {
    for (;;) {
      const move = next();
      if (!move) return finish(true);
      if (!table.play(move)) return finish(false);
      if (over) return;
      if (table.animated()) return afterLanding();
    }
  };
  if (table.animated()) afterLanding();
  else step();
  return { done, stop: () => finish(false) };
}

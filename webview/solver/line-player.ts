// Show Me How's control over a line of the solver's moves: pause, step and stop. Each move is played
// by the table, which plays it through the motion layer's playback as Finish's (../motion/line-player.ts)
// and says when it has landed; then the pace's wait (Show Me How's pause for the eye). It gives way
// the moment the position changes by anything but its own move (the player took over). In the
// solver chunk: no run-time imports.
import type { Move } from '../../src/engine';

export type LineState = 'idle' | 'playing' | 'paused';

/** Why a line stopped playing: all played, stopped (Stop, or Finish's any key), the player's own move, the game ended. */
export type LineEnd = 'done' | 'stopped' | 'takenOver';

export interface LineTable {
  /**
   * Plays one of the line's moves: true once it is played (and, when the table plays it with motion,
   * has landed with nothing else changed meanwhile); false when the line must end there.
   */
  play(move: Move): boolean | Promise<boolean>;
  /** A number that changes with every change of position, whoever made it. */
  changes(): number;
}

/** How one line is played: its pace, and what its player hears. */
export interface LineEvents {
  /** What to wait for after a move before the next; null: play it at once. */
  pace(): Promise<void> | null;
  /** A move of the line was played (`played` of `total` so far). */
  moved?(played: number, total: number): void;
  ended?(why: LineEnd): void;
}

export class LinePlayer {
  state: LineState = 'idle';
  /** Moves of the line played so far, and the line's length. */
  played = 0;
  total = 0;

  private line: readonly Move[] = [];
  /** Bumped on every start, pause and stop: a wait begun before it plays no move after it. */
  private run = 0;
  /** A move is being played (and landing): nothing else is played until it settles. */
  private moving = false;
  /** The table's change count after the line's last move: anything else means the player moved. */
  private expected = 0;
  private events: LineEvents | null = null;

  constructor(private readonly table: LineTable) {}

  /** Starts `line` from the position on the table (a line already playing ends as stopped). */
  start(line: readonly Move[], events: LineEvents, paused = false): void {
    if (this.state !== 'idle') this.end('stopped');
    this.line = line;
    this.events = events;
    this.played = 0;
    this.total = line.length;
    this.expected = this.table.changes();
    this.state = paused ? 'paused' : 'playing';
    if (!paused) this.advance(++this.run);
  }

  pause(): void {
    if (this.state !== 'playing') return;
    this.run++;
    this.state = 'paused';
  }

  /** Goes on from a pause at once (after the move still landing, if any). */
  resume(): void {
    if (this.state !== 'paused') return;
    this.state = 'playing';
    const run = ++this.run;
    if (!this.moving) this.advance(run);
  }

  /** Plays the next move alone and stays paused (a playing line pauses first). */
  step(): void {
    if (this.state === 'idle') return;
    this.pause();
    if (!this.moving && !this.takenOver()) this.playNext();
  }

  stop(): void {
    if (this.state !== 'idle') this.end('stopped');
  }

  /** Plays the next move unless paused, stopped, overtaken or a move is still landing. */
  private advance(run: number): void {
    if (this.state === 'playing' && run === this.run && !this.moving && !this.takenOver()) this.playNext();
  }

  /** Plays the next move; once it settles, a playing line goes on after the pace's wait. */
  private playNext(): void {
    if (this.played >= this.total) return this.end('done');
    const line = this.line;
    const settled = (ok: boolean): void => {
      this.moving = false;
      // Stopped or replaced while the move landed: it was played, but that line is over.
      if (this.state === 'idle' || this.line !== line) return;
      if (!ok) return this.end('stopped');
      this.played++;
      this.expected = this.table.changes();
      this.events?.moved?.(this.played, this.total);
      if (this.played >= this.total) return this.end('done');
      if (this.state !== 'playing') return;
      // The run now: a line paused and resumed while its move landed goes on under the resume's.
      const now = this.run;
      const wait = this.events?.pace();
      if (wait) void wait.then(() => this.advance(now));
      else this.advance(now);
    };
    this.moving = true;
    const result = this.table.play(line[this.played]);
    if (typeof result === 'boolean') settled(result);
    else void result.then(settled);
  }

  private takenOver(): boolean {
    if (this.table.changes() === this.expected) return false;
    this.end('takenOver');
    return true;
  }

  private end(why: LineEnd): void {
    this.run++;
    this.state = 'idle';
    this.moving = false;
    const events = this.events;
    this.events = null;
    events?.ended?.(why);
  }
}

// Plays a line of the solver's moves on the table, one at a time: Finish and Show Me How both go
// through it. Between moves it waits for the table's pace (the cards' glide, and Show Me How's
// pause for the eye); it can pause, step and stop, and it gives way the moment the position changes
// by anything but its own move (the player took over). In the solver chunk: no run-time imports.
import type { Move } from '../../src/engine';

export type LineState = 'idle' | 'playing' | 'paused';

/** Why a line stopped playing: all played, stopped (Stop, or Finish's any key), the player's own move, the game ended. */
export type LineEnd = 'done' | 'stopped' | 'takenOver';

export interface LineTable {
  /** Plays one of the line's moves; false when the game is no longer being played (the line then ends). */
  play(move: Move): boolean;
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

  /** Goes on from a pause. */
  resume(): void {
    if (this.state !== 'paused') return;
    this.state = 'playing';
    this.advance(++this.run);
  }

  /** Plays the next move alone and stays paused (a playing line pauses first). */
  step(): void {
    if (this.state === 'idle') return;
    this.pause();
    if (this.takenOver()) return;
    this.playNext();
  }

  stop(): void {
    if (this.state !== 'idle') this.end('stopped');
  }

  /** Plays moves until the table asks to wait, then goes on after the wait unless paused, stopped or overtaken. */
  private advance(run: number): void {
    while (this.state === 'playing' && run === this.run) {
      if (this.takenOver() || !this.playNext()) return;
      const wait = this.events?.pace();
      if (wait) {
        void wait.then(() => { if (run === this.run) this.advance(run); });
        return;
      }
    }
  }

  /** Plays the next move; false when the line ended instead. */
  private playNext(): boolean {
    if (this.played >= this.total) {
      this.end('done');
      return false;
    }
    if (!this.table.play(this.line[this.played])) {
      this.end('stopped');
      return false;
    }
    this.played++;
    this.expected = this.table.changes();
    this.events?.moved?.(this.played, this.total);
    if (this.played >= this.total) {
      this.end('done');
      return false;
    }
    return true;
  }

  private takenOver(): boolean {
    if (this.table.changes() === this.expected) return false;
    this.end('takenOver');
    return true;
  }

  private end(why: LineEnd): void {
    this.run++;
    this.state = 'idle';
    const events = this.events;
    this.events = null;
    events?.ended?.(why);
  }
}

// Show Me How: the solver plays its winning line from the position on the table, a move at a time
// slowly enough to follow, with pause, step and stop; any move of the player's own takes over. Each
// move goes through the motion layer's playback, as Finish's do (solver-controller.ts). The line is
// the one the solver proved: a known one at once, else the background check's answer. In Spider Three
// Decks that is a line proved from the cards the player can see, as for hints and Finish, so the show
// never plays on a guess about a face-down card. With no win known it says so and offers to undo to
// the newest earlier position proved winnable. A game where the solution was shown is assisted.
import type { Move } from '../../src/engine';
import type { ShowWords } from '../show-me-strings';
import type { LineEnd } from './line-player';
import { type SolverController, delay } from './solver-controller';

/** After each move Show Me How plays (and its glide), time for the eye to follow it. */
export const SHOW_STEP_MS = 650;

export type ShowState = 'idle' | 'asking' | 'playing' | 'paused';

export interface ShowMeApp {
  /** The solution is being played for the player: the statistics count this game as assisted. */
  showingSolution(): void;
}

export class ShowMeController {
  state: ShowState = 'idle';

  constructor(private readonly solver: SolverController, private readonly app: ShowMeApp, readonly words: ShowWords) {}

  /** The command, its key and the toolbar button: starts the show, or pauses it and goes on. */
  toggle(): Promise<void> {
    if (this.state === 'playing') this.pause();
    else if (this.state === 'paused') this.resume();
    else if (this.state === 'idle') return this.start();
    return Promise.resolve();
  }

  /** Shows the solution from the position on the table (a lost game has none: it offers the way back). */
  async start(): Promise<void> {
    const solver = this.solver;
    const game = solver.app.game();
    if (!game || game.status === 'won' || this.state !== 'idle') return;
    let line = game.status === 'playing' ? solver.known.lineFrom(game.history.position) : undefined;
    if (!line) {
      this.state = 'asking';
      solver.say(this.words.asking);
      const answer = await solver.answer();
      this.state = 'idle';
      // The position changed meanwhile (the player moved on): nothing to show for it.
      if (answer === undefined) return solver.update();
      line = game.status === 'playing' ? answer?.line : undefined;
      if (!line) return this.noWin(answer === null ? solver.words.unavailable : answer.verdict === 'unsolvable' ? this.words.lost : this.words.noWin);
    }
    this.play(line);
  }

  pause(): void {
    if (this.state !== 'playing') return;
    this.solver.player.pause();
    this.state = 'paused';
    this.tell(this.words.paused(this.solver.player.played, this.solver.player.total));
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.state = 'playing';
    this.solver.player.resume();
    this.solver.update();
  }

  /** One move of the line, then paused. */
  step(): void {
    if (this.state !== 'playing' && this.state !== 'paused') return;
    this.state = 'paused';
    this.solver.player.step();
    this.solver.update();
  }

  stop(): void {
    if (this.state === 'playing' || this.state === 'paused') this.solver.player.stop();
  }

  /** What the bar shows while the line plays. */
  progress(): string {
    const { played, total } = this.solver.player;
    return this.state === 'paused' ? this.words.paused(played, total) : this.words.playing(played, total);
  }

  private play(line: readonly Move[]): void {
    const solver = this.solver;
    const player = solver.player;
    this.app.showingSolution();
    // Started paused: the start is said, and the first move comes after a pause like every other.
    player.start(line, {
      pace: () => delay(SHOW_STEP_MS),
      moved: (played) => {
        // The rest of the line is proved from the new position: Show Me How can go on from it later.
        const now = solver.playing();
        if (now) solver.known.remember(now, line.slice(played));
        // The count on the bar (with motion the move counts once it has landed, after the table redrew).
        solver.update();
      },
      ended: (why) => this.ended(why),
    }, true);
    this.state = 'playing';
    this.tell(this.words.started(line.length));
    void delay(SHOW_STEP_MS).then(() => {
      if (this.state === 'playing' && player.state === 'paused' && player.played === 0) player.resume();
    });
  }

  private ended(why: LineEnd): void {
    this.state = 'idle';
    // A won game says so itself.
    if (why === 'stopped') this.tell(this.words.stopped);
    else if (why === 'takenOver') this.tell(this.words.takenOver);
    else this.solver.update();
  }

  private noWin(text: string): void {
    this.solver.offerUndoToWin = this.solver.app.game()?.history.canUndo ?? false;
    this.tell(text);
  }

  private tell(text: string): void {
    this.solver.say(text);
  }
}

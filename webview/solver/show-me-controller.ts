// Show Me How: the solver plays its winning line from the position on the table, a move at a time
// slowly enough to follow and named as it is played, with pause, step and stop; any move of the
// player's own takes over. Each move goes through the motion layer's playback, as Finish's do
// (solver-controller.ts). The line is the one the solver proved: a known one at once, else the
// background check's answer; in a game that hides cards, when the visible cards prove none, a line proved
// with full knowledge (a player who asks to be shown wants a solution, and the game is assisted
// anyway: hints, the light and Finish keep to the visible cards). With no win known it says so, and
// offers to undo to the newest earlier position with a known win only when there is one.
import type { Move } from '../../src/engine';
import type { PlaySpeed } from '../../src/protocol/protocol';
import type { ShowWords } from '../l10n/show-me-strings';
import type { LineEnd } from './line-player';
import { type SolverController, delay } from './solver-controller';

/** After each move Show Me How plays (and its glide), time for the eye to follow it, at 1×. */
export const SHOW_STEP_MS = 650;
/** A move at 1×, its glide and that pause: faster speeds play one every this over the speed, as the replay does, glides cut short. */
export const SHOW_MOVE_MS = SHOW_STEP_MS + 180;
/** Spider's full-knowledge search for a line to show (deals are proved in well under a second). */
export const SHOW_SEARCH_MS = 8000;

export type ShowState = 'idle' | 'asking' | 'playing' | 'paused';

export interface ShowMeApp {
  /** The solution is being played for the player: the statistics count this game as assisted. */
  showingSolution(): void;
  /** The speed the player chose last (patience.showMeSpeed). */
  showMeSpeed(): PlaySpeed;
  /** The speeds to choose from (the protocol's PLAY_SPEEDS, handed over: this chunk shares no module with the page's first bundle). */
  readonly showMeSpeeds: readonly PlaySpeed[];
  /** The player chose `speed`: kept for the games after. */
  keepShowMeSpeed(speed: PlaySpeed): void;
}

export class ShowMeController {
  state: ShowState = 'idle';
  /** How fast the line plays: the player's choice on the bar, or the setting when that changed since. */
  speed: PlaySpeed;
  /** The setting as last read: a change of it (the Settings editor, or the bar's choice come back) is taken. */
  private setting: PlaySpeed;
  /** Each move of the line being shown in words, when the worker gave them. */
  private lineWords: readonly string[] | undefined;

  constructor(
    private readonly solver: SolverController,
    private readonly app: ShowMeApp,
    readonly words: ShowWords,
  ) {
    this.speed = this.setting = app.showMeSpeed();
  }

  /** The speeds the bar offers. */
  get speeds(): readonly PlaySpeed[] {
    return this.app.showMeSpeeds;
  }

  /** The bar's speed: the wait after each move from now on, and the games after. */
  setSpeed(speed: PlaySpeed): void {
    if (speed === this.speed) return;
    this.speed = speed;
    this.app.keepShowMeSpeed(speed);
    this.solver.update();
  }

  /** The wait after each move at the speed chosen: from its landing up to 1×, from its start faster (it does not wait to land). */
  private pace(): Promise<void> {
    this.solver.hurried = this.speed > 1;
    return delay((this.speed > 1 ? SHOW_MOVE_MS : SHOW_STEP_MS) / this.speed);
  }

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
    const position = game.timeline.position;
    let line = game.status === 'playing' ? solver.known.lineFrom(position) : undefined;
    if (!line) {
      this.state = 'asking';
      solver.say(this.words.asking);
      let answer = await solver.answer();
      // Spider: no win proved from the cards in sight; the show may look at the face-down ones.
      if (answer?.visibleOnly && !answer.line && game.status === 'playing') answer = await solver.provedLine(SHOW_SEARCH_MS);
      this.state = 'idle';
      // The position changed meanwhile (the player moved on): nothing to show for it.
      if (answer === undefined) return solver.update();
      line = game.status === 'playing' ? answer?.line : undefined;
      if (!line)
        return this.noWin(
          answer === null ? solver.words.unavailable : answer.verdict === 'unsolvable' ? this.words.lost : this.words.noWin,
        );
    }
    this.play(line, solver.known.wordsFrom(position));
  }

  pause(): void {
    if (this.state !== 'playing') return;
    this.solver.player.pause();
    this.state = 'paused';
    this.tell(this.progress());
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

  /** What the bar shows while the line plays: the move just played in words (paused: the next one too). */
  progress(): string {
    const { played, total } = this.solver.player;
    const words = this.lineWords;
    return this.state === 'paused'
      ? this.words.paused(played, total, words?.[played])
      : this.words.playing(played, total, played > 0 ? words?.[played - 1] : undefined);
  }

  private play(line: readonly Move[], words: readonly string[] | undefined): void {
    const solver = this.solver;
    const player = solver.player;
    this.lineWords = words;
    if (this.app.showMeSpeed() !== this.setting) this.speed = this.setting = this.app.showMeSpeed();
    this.app.showingSolution();
    // Started paused: the start is said, and the first move comes after a pause like every other.
    player.start(
      line,
      {
        pace: () => this.pace(),
        moved: (played) => {
          // The rest of the line is proved from the new position: Show Me How can go on from it later.
          const now = solver.playing();
          if (now) solver.known.remember(now, line.slice(played), words?.slice(played));
          // The count on the bar (with motion the move counts once it has landed, after the table redrew).
          solver.update();
        },
        ended: (why) => this.ended(why),
      },
      true,
    );
    this.state = 'playing';
    this.tell(this.words.started(line.length));
    void this.pace().then(() => {
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

  /**
   * No win to show: said; the undo to the last winnable position is offered only once an earlier
   * position of this game is known to be won from (a line known, else the solver looks back first).
   */
  private async noWin(text: string): Promise<void> {
    const solver = this.solver;
    this.tell(text);
    const timeline = solver.app.game()?.timeline;
    if (!timeline?.canUndo) return;
    const back = solver.known.stepsBackToWin(timeline) || (await solver.stepsBack(timeline, true));
    if (back && solver.app.game()?.timeline === timeline) solver.offerUndoToWinAfter(text);
  }

  private tell(text: string): void {
    this.solver.say(text);
  }
}

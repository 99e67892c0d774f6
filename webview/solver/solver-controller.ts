// The solver as the player meets it: every position checked in the background after every move, which
// gives the winnability light (when it is on) and Finish (in the end game, when every card is face up and
// the rest is moves home, whatever the light); a hint (one move, highlighted, drawn and said in words) and "undo to the last winnable position".
// The worker searches and words the answer (./worker/solver-handler.ts); this only asks, drops answers
// about positions no longer on the table, and keeps what the solver bar and the table show. It is
// in the lazily loaded solver chunk (./solver-ui.ts) and imports nothing the page's first bundle
// has, so that bundle neither grows nor splits.
import type { GameRecord, Helper, Move, Position, Status } from '../../src/engine';
import { HINT_MS } from '../../src/engine/solver/hint-budget';
import type { PlaySpeed } from '../../src/protocol/protocol';
import type { HintSpots, SolverResponse } from './solver-protocol';
import type { SolverWords } from '../l10n/solver-strings';
import type { LineRun } from '../motion/line-player';
import type { Standing } from './solver-line-words';
import { KnownWins } from './known-wins';
import { Standings } from './standings';
import { LinePlayer } from './line-player';
import type { PlayedGame } from './played-game';
import type { Solver } from './solver-client';

export { HINT_MS };
/** Each earlier position gets less when looking back for a winnable one. */
const LOOK_BACK_MS = 400;

export type Winnability = 'winnable' | 'lost' | 'unknown';

/**
 * What the background check proved of the position on the table: nothing yet (asking, or no game in
 * play), or its answer. Every part of an answer comes and goes with it.
 */
export type Check =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'answered';
      readonly winnability: Winnability;
      /** Where the position stands, for the solver line's words (standings.ts). */
      readonly standing: Standing | null;
      /** A game that hides cards (Spider, Klondike): the verdict comes from the visible cards only. */
      readonly visibleOnly: boolean;
      /** A winning line proved from the position (what Show Me How plays). */
      readonly winLine: readonly Move[] | null;
      /** The end game's moves home when Finish is offered (the engine's finishLine): played out by Finish. */
      readonly finishLine: readonly Move[] | null;
    };

/** What the solver line says of its own, and the one way back it may offer with it. */
export type Saying =
  | { readonly kind: 'quiet' }
  | { readonly kind: 'said'; readonly text: string }
  /** A hint: the move shown and where the table highlights it (none when no move helps), the undo offered when the position is lost. */
  | {
      readonly kind: 'hint';
      readonly text: string;
      readonly shown: { readonly move: Move; readonly spots: HintSpots | null } | null;
      readonly offerUndo: boolean;
    }
  /** Show Me How knows no win from here, and an earlier position of the game is known to be won from: the undo to it is offered. */
  | { readonly kind: 'noWinHere'; readonly text: string };

/** What the solver needs from the page: the game, and ways to change it and to speak. */
export interface SolverApp {
  /** The game on the table (a value: another change makes another one) and its status, null before one is loaded. */
  game(): { readonly timeline: PlayedGame; readonly status: Status } | null;
  /**
   * Plays the moves `next` gives one after another, each seen to go (../motion/line-player.ts), the record noting they
   * were played `by` Finish or Show Me How; `hurried`: each as soon as given, a glide under way cut short.
   */
  playLine(next: () => Move | null, by: Helper, hurried?: boolean): LineRun;
  /** Takes back `count` moves at once (no motion), and says `text`. */
  undo(count: number, text: string): void;
  announce(text: string): void;
  /** A failure the host should log. */
  report(message: string): void;
  /** Whether the winnability light is on. */
  checking(): boolean;
  /** The host dealt this game as a deal the solver proved winnable. */
  dealtWinnable(): boolean;
  /** The day (YYYY-MM-DD) whose daily deal this game is, if it is one. */
  daily?(): string | undefined;
  /** Something shown changed. */
  requestUpdate(): void;
  /** Show Me How plays the solution for the player: the statistics count the game as assisted. */
  showingSolution(): void;
  /** How fast Show Me How plays (patience.showMeSpeed), and keeping the player's choice of it. */
  showMeSpeed(): PlaySpeed;
  readonly showMeSpeeds: readonly PlaySpeed[];
  keepShowMeSpeed(speed: PlaySpeed): void;
  /** Gives the keyboard focus back to the table (its focused card or pile). */
  focusTable(): void;
  /** Settles once the last change is drawn and its cards have landed (at once without motion). */
  landed(): Promise<void>;
}

export class SolverController {
  /** What the check proved of the position on the table (tests may set it). */
  check: Check = { kind: 'none' };
  /** What the line says besides the verdict. */
  saying: Saying = { kind: 'quiet' };
  /** Bumped whenever anything shown changes. */
  version = 0;
  /** Plays Show Me How's line (show-me-controller.ts) with pause and step, each move through the app's playLine as Finish's. */
  readonly player: LinePlayer;
  /** Show Me How plays faster than the cards glide: each move goes on without waiting for the one before to land. */
  hurried = false;
  /** The winning lines proved so far, by the position they start from. */
  readonly known = new KnownWins();
  /** The positions proved lost, for "lost since move N". */
  private readonly standings = new Standings();

  /** Bumped on every change of position: an answer about an older one is dropped. */
  private generation = 0;
  /** The background check of the position on the table (null when not playing). */
  private pending: Promise<SolverResponse | null | undefined> | null = null;
  /** Finish's line while it is played. */
  private finishPlay: LineRun | null = null;
  /** The deal whose hints said in full that they guess from the cards in sight. */
  private guessedIn: string | null = null;

  constructor(
    readonly app: SolverApp,
    private solver: Solver | null,
    readonly words: SolverWords,
    private readonly language: 'en' | 'ru',
  ) {
    this.player = new LinePlayer({
      // One move at a time through the motion layer's playback: settled once it has landed (hurried: once played).
      play: (move) => {
        if (!this.playing()) return false;
        let given = false;
        return this.app.playLine(() => (given ? null : ((given = true), move)), 'showMe', this.hurried).done;
      },
      changes: () => this.generation,
    });
  }

  /** The hint's words (also announced), or an answer such as "No move is possible". */
  get message(): string {
    return this.saying.kind === 'quiet' ? '' : this.saying.text;
  }

  /** The hinted move, and where the table highlights it. */
  get highlight(): Move | null {
    return (this.saying.kind === 'hint' && this.saying.shown?.move) || null;
  }

  get spots(): HintSpots | null {
    return (this.saying.kind === 'hint' && this.saying.shown?.spots) || null;
  }

  /** The position is proved lost: offer to undo to the last winnable one. */
  get offerUndo(): boolean {
    return this.saying.kind === 'hint' && this.saying.offerUndo;
  }

  /** Show Me How knows no win from here: offer to undo to the last position proved winnable. */
  get offerUndoToWin(): boolean {
    return this.saying.kind === 'noWinHere';
  }

  get winnability(): Winnability | null {
    return this.check.kind === 'answered' ? this.check.winnability : null;
  }

  get standing(): Standing | null {
    return this.check.kind === 'answered' ? this.check.standing : null;
  }

  get visibleOnly(): boolean {
    return this.check.kind === 'answered' && this.check.visibleOnly;
  }

  get winLine(): readonly Move[] | null {
    return this.check.kind === 'answered' ? this.check.winLine : null;
  }

  get finishLine(): readonly Move[] | null {
    return this.check.kind === 'answered' ? this.check.finishLine : null;
  }

  /** Replaces the solver (tests), which checks the position anew. */
  useSolver(solver: Solver | null): void {
    this.solver?.cancel();
    this.solver = solver;
    this.positionChanged();
  }

  dispose(): void {
    this.player.stop();
    this.solver?.cancel();
  }

  /** The table changed: forget the hint and check the new position (an older check is cancelled). */
  positionChanged(): void {
    this.generation++;
    this.saying = { kind: 'quiet' };
    this.check = { kind: 'none' };
    const game = this.playing() && this.app.game();
    // The older check stops now; the new one starts once the cards have landed: on two cores a search
    // beside the move's animation costs it frames. A newer change meanwhile leaves this one unasked.
    this.solver?.cancel();
    const generation = this.generation;
    this.pending = game ? this.askLater(game.timeline, generation) : null;
    this.update();
  }

  /**
   * The solver's answer about the position on the table: the background check's (a game over has
   * none: asked now). undefined: the position changed meanwhile; null: the solver could not run.
   */
  answer(): Promise<SolverResponse | null | undefined> {
    const timeline = this.app.game()?.timeline;
    return timeline ? (this.pending ?? this.ask(timeline.record, timeline.position, HINT_MS)) : Promise.resolve(undefined);
  }

  /**
   * Show Me How's winning line from the position on the table: in a game that hides cards proved with full
   * knowledge, face-down cards too (the game is assisted anyway; nothing else shown peeks). The light
   * and Finish do not learn from it. undefined: the position changed meanwhile; null: the solver could not run.
   */
  async provedLine(maxMs: number): Promise<SolverResponse | null | undefined> {
    const timeline = this.app.game()?.timeline;
    if (!timeline) return undefined;
    if (!this.solver) return null;
    const { generation } = this;
    const position = timeline.position;
    try {
      const answer = await this.solver.solve(timeline.record, maxMs, this.language, 'full');
      if (generation !== this.generation || answer === null) return undefined;
      if (answer.line) this.known.remember(position, answer.line, answer.lineWords);
      return answer;
    } catch (error) {
      this.app.report(`the solver failed: ${error instanceof Error ? error.message : String(error)}`);
      return generation === this.generation ? null : undefined;
    }
  }

  /** The background check of the game in `timeline`, asked once the cards have landed, unless the position changed meanwhile. */
  private askLater(timeline: PlayedGame, generation: number): Promise<SolverResponse | null | undefined> {
    const record = timeline.record;
    const position = timeline.position;
    return this.app.landed().then(() => (generation === this.generation ? this.ask(record, position, HINT_MS) : undefined));
  }

  async hint(): Promise<void> {
    if (!this.app.game()) return;
    this.say(this.words.thinking);
    const answer = await this.answer();
    if (answer === undefined) return;
    if (answer === null) return this.say(this.words.unavailable);
    // Lost, stuck included: offer the way back, when there is a move to take back.
    const offerUndo = answer.verdict === 'unsolvable' && (this.app.game()?.timeline.canUndo ?? false);
    const shown = answer.move ? { move: answer.move, spots: answer.spots ?? null } : null;
    const text = answer.guess ? this.guessed(answer.text) : answer.text;
    this.say(text, { kind: 'hint', text, shown, offerUndo });
  }

  /** A hint guessed from the cards in sight: said so in full the first time in a game (its deal), marked quietly after. */
  private guessed(text: string): string {
    const record = this.app.game()?.timeline.record;
    const deal = record ? JSON.stringify([record.game, record.variant, record.deal, record.start]) : '';
    if (this.guessedIn === deal) return this.words.guessAgain(text);
    this.guessedIn = deal;
    return this.words.guess(text);
  }

  /**
   * Undoes to the newest earlier position the solver does not prove lost; `proved`: only to one it
   * proves winnable (Show Me How's offer), where a position with a known winning line needs no search.
   */
  async undoToWinnable(proved = false): Promise<void> {
    const timeline = this.app.game()?.timeline;
    if (!timeline) return;
    // A known line takes the game back at once (which clears the line); else the offer goes while the solver looks back.
    const known = proved ? this.known.stepsBackToWin(timeline) : 0;
    if (!known) this.say(this.words.lookingBack);
    const back = known || (await this.stepsBack(timeline, proved));
    if (back === undefined || this.app.game()?.timeline !== timeline) return;
    if (back) return this.undoMoves(back, proved);
    this.say(proved ? this.words.noneProved : this.words.noneWinnable);
  }

  /**
   * How many moves back the newest earlier position is that the solver does not prove lost (`proved`:
   * proves winnable, in Spider with full knowledge as Show Me How's lines are), 0 when none is;
   * undefined when the position changed meanwhile. Each earlier position is asked about as the game up to it.
   */
  async stepsBack(timeline: PlayedGame, proved: boolean): Promise<number | undefined> {
    // The earlier positions, newest first.
    const earlier: Position[] = [];
    for (let back = 1; back <= timeline.movesPlayed; back++) earlier.push(timeline.positionBack(back)!);
    const record = timeline.record;
    const recordBefore = (back: number): GameRecord => ({ ...record, moves: record.moves.slice(0, record.moves.length - back - 1) });
    const generation = this.generation;
    for (let back = 0; back < earlier.length; back++) {
      const answer = await this.solver
        ?.solve(recordBefore(back), LOOK_BACK_MS, this.language, proved ? 'full' : undefined)
        .catch(() => null);
      if (generation !== this.generation) return undefined;
      if (!answer) break;
      if (answer.line) this.known.remember(earlier[back], answer.line, answer.lineWords);
      if (proved ? answer.verdict === 'solved' : answer.verdict !== 'unsolvable') return back + 1;
    }
    return 0;
  }

  /** The solver line's undo: back to move `move`, the newest position of this game proved winnable. */
  undoToMove(move: number): void {
    const timeline = this.app.game()?.timeline;
    if (timeline && timeline.movesPlayed > move) this.undoMoves(timeline.movesPlayed - move, true);
  }

  private undoMoves(count: number, proved: boolean): void {
    this.app.undo(count, proved ? this.words.undoneToWin(count) : this.words.undone(count));
  }

  /** Show Me How's "no win from here" (`text`, still said) gets the undo to the newest earlier position known to be won from. */
  offerUndoToWinAfter(text: string): void {
    if (this.saying.kind !== 'said' || this.saying.text !== text) return;
    this.saying = { kind: 'noWinHere', text };
    this.update();
  }

  /**
   * Plays the end game's moves home, each once the one before has landed (at once without motion); stopped by
   * any input or another change. The record notes them as Finish's: the host checks they were one, and the
   * win stays the player's.
   */
  finish(): void {
    const line = this.finishLine;
    if (!line) return;
    let next = 0;
    this.finishPlay = this.app.playLine(() => (next < line.length && this.playing() ? line[next++] : null), 'finish');
  }

  /** Stops Finish (any input of the player's does). */
  stopFinish(): void {
    this.finishPlay?.stop();
    this.finishPlay = null;
  }

  /** The position on the table while the game is being played, else null. */
  playing(): Position | null {
    const game = this.app.game();
    return game?.status === 'playing' ? game.timeline.position : null;
  }

  /**
   * Asks the worker and learns the light and Finish from the answer. undefined: the answer is
   * stale (the position changed or a newer question replaced it); null: the solver could not run.
   */
  private async ask(record: GameRecord, position: Position, maxMs: number): Promise<SolverResponse | null | undefined> {
    const solver = this.solver;
    if (!solver) return null;
    const generation = this.generation;
    try {
      const answer = await solver.solve(record, maxMs, this.language);
      if (generation !== this.generation || answer === null) return undefined;
      if (answer.line) this.known.remember(position, answer.line, answer.lineWords);
      const timeline = this.app.game()?.timeline;
      this.check = {
        kind: 'answered',
        winnability: answer.verdict === 'solved' ? 'winnable' : answer.verdict === 'unsolvable' ? 'lost' : 'unknown',
        standing: timeline ? this.standings.of(timeline, answer.verdict, answer.visibleOnly, this.known, this.app.dealtWinnable()) : null,
        visibleOnly: answer.visibleOnly,
        winLine: answer.line ?? null,
        finishLine: answer.finish ?? null,
      };
      this.update();
      return answer;
    } catch (error) {
      this.app.report(`the solver failed: ${error instanceof Error ? error.message : String(error)}`);
      return generation === this.generation ? null : undefined;
    }
  }

  update(): void {
    this.version++;
    this.app.requestUpdate();
  }

  /** Says `text` on the line and in the live region (`saying`: with what it shows or offers). */
  say(text: string, saying: Saying = { kind: 'said', text }): void {
    this.saying = saying;
    this.app.announce(text);
    this.update();
  }
}

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// The solver as the player meets it: every position checked in the background after every move, which
// gives the winnability light (when it is on) and Finish (once a win is proved and the rest is short, whatever
// the light); a hint (one move, highlighted, drawn and said in words) and "undo to the last winnable position".
// The worker searches and words the answer (./worker/solver-handler.ts); this only asks, drops answers
// about positions no longer on the table, and keeps what the solver bar and the table show. It is
// in the lazily loaded solver chunk (./solver-ui.ts) and imports nothing the page's first bundle
// has, so that bundle neither grows nor splits.
import type { GameHistory, GameRecord, Move, Position, Status } from '../../src/engine';
import { HINT_MS } from '../../src/engine/solver/hint-budget';
import type { HintSpots, SolverResponse } from './solver-protocol';
import type { SolverWords } from '../l10n/solver-strings';
import type { LineRun } from '../motion/line-player';
import type { Standing } from './solver-line-words';
import { KnownWins } from './known-wins';
import { Standings } from './standings';
import { LinePlayer } from './line-player';
import type { Solver } from './solver-client';

export { HINT_MS };
/** Each earlier position gets less when looking back for a winnable one. */
const LOOK_BACK_MS = 400;

export type Winnability = 'winnable' | 'lost' | 'unknown';

/** What the solver needs from the page: the game, and ways to change it and to speak. */
export interface SolverApp {
  /** The game on the table and its status, null before one is loaded. */
  game(): { readonly history: GameHistory; readonly status: Status } | null;
  /** Plays the moves `next` gives one after another, each seen to go (../motion/line-player.ts). */
  playLine(next: () => Move | null): LineRun;
  /** Moves were undone on the history: redraw, save, and say `text`. */
  undone(text: string): void;
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
  /** Finish is about to play `line` for the player from the position on the table (the statistics may call the game assisted). */
  finishing?(line: readonly Move[]): void;
  /** Show Me How plays the solution for the player: the statistics count the game as assisted. */
  showingSolution(): void;
  /** Gives the keyboard focus back to the table (its focused card or pile). */
  focusTable(): void;
  /** Settles once the last change is drawn and its cards have landed (at once without motion). */
  landed(): Promise<void>;
}

export class SolverController {
  /** The hint's words (also announced), or an answer such as "No move is possible". */
  message = '';
  /** The hinted move, and where the table highlights it. */
  highlight: Move | null = null;
  spots: HintSpots | null = null;
  /** The position is proved lost: offer to undo to the last winnable one. */
  offerUndo = false;
  /** Show Me How knows no win from here: offer to undo to the last position proved winnable. */
  offerUndoToWin = false;
  winnability: Winnability | null = null;
  /** Where the position on the table stands, for the solver line's words (standings.ts); null until checked. */
  standing: Standing | null = null;
  /** Spider Three Decks: verdicts come from the visible cards only. */
  visibleOnly = false;
  /** A winning line proved from the position on the table (what Show Me How plays). */
  winLine: readonly Move[] | null = null;
  /** The rest of a proved win, when it is short (solver-handler.ts, finishOffer): played out by Finish. */
  finishLine: readonly Move[] | null = null;
  /** Bumped whenever anything shown changes. */
  version = 0;
  /** Plays Show Me How's line (show-me-controller.ts) with pause and step, each move through the app's playLine as Finish's. */
  readonly player: LinePlayer;
  /** The winning lines proved so far, by the position they start from. */
  readonly known = new KnownWins();
  /** The positions proved lost, for "lost since move N". */
  private readonly standings = new Standings();

  /** Bumped on every change of position: an answer about an older one is dropped. */
  private generation = 0;
  /** The background check of the position on the table (null when not playing). */
  private check: Promise<SolverResponse | null | undefined> | null = null;
  /** Finish's line while it is played. */
  private finishPlay: LineRun | null = null;

  constructor(readonly app: SolverApp, private solver: Solver | null, readonly words: SolverWords, private readonly language: 'en' | 'ru') {
    this.player = new LinePlayer({
      // One move at a time through the motion layer's playback: settled once it has landed.
      play: (move) => {
        if (!this.playing()) return false;
        let given = false;
        return this.app.playLine(() => (given ? null : ((given = true), move))).done;
      },
      changes: () => this.generation,
    });
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
    this.message = '';
    this.highlight = null;
    this.spots = null;
    this.offerUndo = false;
    this.offerUndoToWin = false;
    this.finishLine = null;
    this.winLine = null;
    this.winnability = null;
    this.standing = null;
    const game = this.playing() && this.app.game();
    // The older check stops now; the new one starts once the cards have landed: on two cores a search
    // beside the move's animation costs it frames. A newer change meanwhile leaves this one unasked.
    this.solver?.cancel();
    const generation = this.generation;
    this.check = game ? this.askLater(game.history, generation) : null;
    this.update();
  }

  /**
   * The solver's answer about the position on the table: the background check's (a game over has
   * none: asked now). undefined: the position changed meanwhile; null: the solver could not run.
   */
  answer(): Promise<SolverResponse | null | undefined> {
    const history = this.app.game()?.history;
    return history ? this.check ?? this.ask(history.record, history.position, HINT_MS) : Promise.resolve(undefined);
  }

  /**
   * Show Me How's winning line from the position on the table: in Spider Three Decks proved with full
   * knowledge, face-down cards too (the game is assisted anyway; nothing else shown peeks). The light
   * and Finish do not learn from it. undefined: the position changed meanwhile; null: the solver could not run.
   */
  async provedLine(maxMs: number): Promise<SolverResponse | null | undefined> {
    const history = this.app.game()?.history;
    if (!history) return undefined;
    if (!this.solver) return null;
    const { generation } = this;
    const position = history.position;
    try {
      const answer = await this.solver.solve(history.record, maxMs, this.language, 'full');
      if (generation !== this.generation || answer === null) return undefined;
      if (answer.line) this.known.remember(position, answer.line, answer.lineWords);
      return answer;
    } catch (error) {
      this.app.report(`the solver failed: ${error instanceof Error ? error.message : String(error)}`);
      return generation === this.generation ? null : undefined;
    }
  }

  /** The background check of the game in `history`, asked once the cards have landed, unless the position changed meanwhile. */
  private askLater(history: GameHistory, generation: number): Promise<SolverResponse | null | undefined> {
    const record = history.record;
    const position = history.position;
    return this.app.landed().then(() => (generation === this.generation ? this.ask(record, position, HINT_MS) : undefined));
  }

  async hint(): Promise<void> {
    if (!this.app.game()) return;
    this.say(this.words.thinking);
    const answer = await this.answer();
    if (answer === undefined) return;
    if (answer === null) return this.say(this.words.unavailable);
    // Lost, stuck included: offer the way back, when there is a move to take back.
    this.offerUndo = answer.verdict === 'unsolvable' && (this.app.game()?.history.canUndo ?? false);
    this.highlight = answer.move ?? null;
    this.spots = answer.spots ?? null;
    this.say(answer.text);
  }

  /**
   * Undoes to the newest earlier position the solver does not prove lost; `proved`: only to one it
   * proves winnable (Show Me How's offer), where a position with a known winning line needs no search.
   */
  async undoToWinnable(proved = false): Promise<void> {
    const history = this.app.game()?.history;
    if (!history) return;
    this.offerUndo = false;
    this.offerUndoToWin = false;
    const known = proved ? this.known.stepsBackToWin(history) : 0;
    if (!known) this.say(this.words.lookingBack);
    const back = known || (await this.stepsBack(history, proved));
    if (back === undefined || this.app.game()?.history !== history) return;
    if (back) return this.undoMoves(history, back, proved);
    this.say(proved ? this.words.noneProved : this.words.noneWinnable);
  }

  /**
   * How many moves back the newest earlier position is that the solver does not prove lost (`proved`:
   * proves winnable, in Spider with full knowledge as Show Me How's lines are), 0 when none is;
   * undefined when the position changed meanwhile. Each earlier position is asked about as the game up to it.
   */
  async stepsBack(history: GameHistory, proved: boolean): Promise<number | undefined> {
    // Walk the history back and forth to read the earlier positions, newest first.
    const earlier: Position[] = [];
    while (history.undo().ok) earlier.push(history.position);
    earlier.forEach(() => history.redo());
    const record = history.record;
    const recordBefore = (back: number): GameRecord => ({ ...record, moves: record.moves.slice(0, record.moves.length - back - 1) });
    const generation = this.generation;
    for (let back = 0; back < earlier.length; back++) {
      const answer = await this.solver?.solve(recordBefore(back), LOOK_BACK_MS, this.language, proved ? 'full' : undefined).catch(() => null);
      if (generation !== this.generation) return undefined;
      if (!answer) break;
      if (answer.line) this.known.remember(earlier[back], answer.line, answer.lineWords);
      if (proved ? answer.verdict === 'solved' : answer.verdict !== 'unsolvable') return back + 1;
    }
    return 0;
  }

  /** The solver line's undo: back to move `move`, the newest position of this game proved winnable. */
  undoToMove(move: number): void {
    const history = this.app.game()?.history;
    if (history && history.movesPlayed > move) this.undoMoves(history, history.movesPlayed - move, true);
  }

  private undoMoves(history: GameHistory, count: number, proved: boolean): void {
    for (let i = 0; i < count; i++) history.undo();
    this.app.undone(proved ? this.words.undoneToWin(count) : this.words.undone(count));
  }

  /** Plays the solved line out, each move once the one before has landed (at once without motion); stopped by any input or another change. */
  finish(): void {
    const line = this.finishLine;
    if (!line) return;
    this.app.finishing?.(line);
    let next = 0;
    this.finishPlay = this.app.playLine(() => (next < line.length && this.playing() ? line[next++] : null));
  }

  /** Stops Finish (any input of the player's does). */
  stopFinish(): void {
    this.finishPlay?.stop();
    this.finishPlay = null;
  }

  /** The position on the table while the game is being played, else null. */
  playing(): Position | null {
    const game = this.app.game();
    return game?.status === 'playing' ? game.history.position : null;
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
      this.visibleOnly = answer.visibleOnly;
      this.winnability = answer.verdict === 'solved' ? 'winnable' : answer.verdict === 'unsolvable' ? 'lost' : 'unknown';
      this.finishLine = answer.finish ?? null;
      this.winLine = answer.line ?? null;
      if (answer.line) this.known.remember(position, answer.line, answer.lineWords);
      const history = this.app.game()?.history;
      this.standing = history ? this.standings.of(history, answer.verdict, answer.visibleOnly, this.known, this.app.dealtWinnable()) : null;
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

  say(text: string): void {
    this.message = text;
    this.app.announce(text);
    this.update();
  }
}

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

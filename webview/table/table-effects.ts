// Does what the table's reducer (./table-reducer.ts) asks, in order: posts and saves (the clock read
// as each is done), motion, sounds, smart play's moves, the solver, the ending, panels and focus.
// The only part of the game tab that touches the world; the state itself changes only by dispatch.
import { type Helper, type Move, type Position, smartFollowUp } from '../../src/engine';
import type { ClockController } from './clock-controller';
import type { CardLookController } from '../board/card-look-controller';
import type { EndingController } from '../ending/ending-controller';
import type { LineRun, LineTable } from '../motion/line-player';
import type { MotionController } from '../motion/motion-controller';
import type { HostController } from '../page/host-controller';
import { PLAY_SPEEDS } from '../../src/protocol/protocol';
import type { PatienceRulesPanel } from '../panels/rules-panel';
import type { SolverApp } from '../solver/solver-ui';
import { SoundPlayer } from '../sound/sound-player';
import { SolverSlot } from './solver-slot';
import {
  type OverlayName,
  type ShownGame,
  type TableAction,
  type TableEffect,
  type TableState,
  progressOf,
  savedState,
} from './table-state';

/** The panels the game tab draws over its table. */
export interface PagePanels {
  readonly rules: PatienceRulesPanel;
  readonly keys: HTMLElement;
}

/** What the effects need of the page: its state and dispatch, and the controllers they drive. */
export interface TablePage {
  state(): TableState<PagePanels>;
  dispatch(action: TableAction<PagePanels>): void;
  readonly host: HostController;
  readonly clock: ClockController;
  readonly look: CardLookController;
  readonly motion: MotionController;
  readonly ending: EndingController;
  /** Gives the keyboard focus to the table (its focused card or pile) once drawn. */
  focusTable(): void;
  requestUpdate(): void;
}

export class TableEffects {
  /** The solver's line, hints, the light, Finish and Show Me How: a chunk loaded once a game is shown. */
  readonly solver: SolverSlot;
  private readonly sounds = new SoundPlayer();
  /** Smart play's own moves after the player's last one, while they are being played. */
  private autoplaying: LineRun | null = null;

  constructor(private readonly page: TablePage) {
    this.solver = new SolverSlot(this.solverApp());
  }

  run(effects: readonly TableEffect[]): void {
    for (const effect of effects) this.do(effect);
  }

  dispose(): void {
    this.solver.dispose();
  }

  /**
   * Plays the moves `next` gives one after another with the motion (../motion/line-player.ts), stoppable; `by` Finish or
   * Show Me How; `hurried`: each as soon as given, not once the one before has landed.
   */
  playLine(next: () => Move | null, by?: Helper, hurried = false): LineRun {
    return this.page.motion.playLine(this.lineTable(by, hurried), next);
  }

  private do(effect: TableEffect): void {
    const { host, clock, motion, ending } = this.page;
    switch (effect.type) {
      case 'post':
        return host.post(effect.message);
      case 'save':
      case 'report': {
        const game = this.game();
        if (!game) return;
        host.save(savedState(game, clock.elapsedMs));
        if (effect.type === 'report') host.post(progressOf(game, clock.elapsedMs));
        return;
      }
      case 'error':
        return host.report(effect.message);
      case 'look':
        void this.page.look.apply(effect.settings);
        return;
      case 'clock':
        if (effect.reset !== undefined) clock.reset(effect.reset);
        return clock.run(effect.running);
      case 'sound':
        return this.sounds.play(effect.name);
      case 'motion':
        if (effect.change === 'dealt') motion.dealt();
        else if (effect.change === 'played') motion.played(effect.before, effect.move, effect.after, effect.held);
        else motion.undone(effect.before, effect.move, effect.after);
        return;
      case 'autoplay': {
        this.autoplaying?.stop();
        const then = [...(effect.then ?? [])];
        const smart = effect.smart;
        this.autoplaying = then.length || smart ? this.playLine(() => then.shift() ?? (smart ? this.smartMove() : null)) : null;
        return;
      }
      case 'solver':
        if (effect.ask === 'look') this.solver.look();
        else if (effect.ask === 'hint') void this.solver.ready().then((solver) => solver?.controller.hint());
        else void this.solver.ready().then((solver) => solver?.show.toggle());
        return;
      case 'ending':
        if (effect.change === 'told') ending.told(effect.verdict);
        else if (effect.change === 'reset') ending.reset();
        else ending.celebrate();
        return;
      case 'openPanel':
        void this.openPanel(effect.which);
        return;
      case 'rulesGame': {
        const rules = this.page.state().rules;
        if (rules.kind === 'open') void rules.panel.showGame(effect.game);
        return;
      }
      case 'focusTable':
        return this.page.focusTable();
    }
  }

  /** Loads a panel's chunk and opens it (the rules of the game on the table). */
  private async openPanel(which: OverlayName): Promise<void> {
    const close = (): void => this.page.dispatch({ type: 'panelClosed', which });
    if (which === 'keys') {
      const { createKeysPanel } = await import('../panels/keys-panel');
      return this.page.dispatch({ type: 'panelLoaded', which, panel: createKeysPanel(close) });
    }
    const { createRulesPanel } = await import('../panels/rules-panel');
    const game = this.position()?.game;
    if (game) this.page.dispatch({ type: 'panelLoaded', which, panel: await createRulesPanel(game, close) });
  }

  private game(): ShownGame | null {
    const game = this.page.state().game;
    return game.kind === 'shown' ? game : null;
  }

  private position(): Position | undefined {
    return this.game()?.timeline.position;
  }

  /** Smart play's next move of its own: a finished run or a safe card home, if any. */
  private smartMove(): Move | null {
    const position = this.position();
    return (position && smartFollowUp(position)) || null;
  }

  /** The table a line of moves is played on: each move dispatched as a line's (smart play does not answer it), played `by` Finish or Show Me How. */
  private lineTable(by: Helper | undefined, hurried = false): LineTable {
    return {
      play: (move) => {
        const before = this.page.state().game;
        this.page.dispatch({ type: 'move', move, follow: false, ...(by ? { by } : {}) });
        return this.page.state().game !== before;
      },
      position: () => this.position(),
      animated: () => !hurried && this.page.motion.speed() !== 'off',
      landed: () => this.page.motion.landed(),
    };
  }

  private solverApp(): SolverApp {
    const { page } = this;
    return {
      game: () => {
        const game = this.game();
        return game && { timeline: game.timeline, status: game.view.status };
      },
      playLine: (next, by, hurried) => this.playLine(next, by, hurried),
      undo: (count, text) => page.dispatch({ type: 'undoMoves', count, text }),
      announce: (text) => page.dispatch({ type: 'announce', text }),
      report: (text) => page.host.report(text),
      checking: () => page.state().settings.showWinnability,
      dealtWinnable: () => this.game()?.instance.dealtWinnable === true,
      daily: () => this.game()?.instance.daily,
      requestUpdate: () => page.requestUpdate(),
      showingSolution: () => page.dispatch({ type: 'assisted' }),
      showMeSpeed: () => page.state().settings.showMeSpeed,
      showMeSpeeds: PLAY_SPEEDS,
      keepShowMeSpeed: (speed) => page.host.post({ type: 'showMeSpeed', speed }),
      focusTable: () => page.focusTable(),
      landed: () => page.motion.landed(),
    };
  }
}

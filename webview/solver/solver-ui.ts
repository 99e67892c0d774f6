// The solver chunk's entry, loaded with import() once the first game is shown (the solver checks every
// position in the background), so the page's first bundle stays small. The search is in the worker's
// bundle; nothing here imports a module of the first bundle at run time, so that bundle does not split.
import { type Solver, WorkerSolver } from './solver-client';
import { ShowMeController } from './show-me-controller';
import { type SolverApp, SolverController } from './solver-controller';
import { PatienceHintArrow } from './solver-arrow';
import { PatienceSolverBar } from './solver-bar';
import type { DealOrigin } from './solver-line-words';
import { SHOW_WORDS } from '../l10n/show-me-strings';
import { SOLVER_WORDS, solverLanguage } from '../l10n/solver-strings';

export type { ShowMeController, SolverApp, SolverController };

export interface SolverUi {
  readonly controller: SolverController;
  /** Show Me How, which plays the solver's line through the controller's player. */
  readonly show: ShowMeController;
  /** The solver's line, for the page to place under its header. */
  readonly bar: PatienceSolverBar;
  /** The hint drawn on the table, for the page to place over it (in the table's parent). */
  readonly arrow: PatienceHintArrow;
  /** Stops the solver and lets go of the page's events. */
  dispose(): void;
}

/** The solver worker named by `<body data-worker-uri>`; none where workers cannot run. */
function workerSolver(): Solver | null {
  const uri = document.body.dataset.workerUri;
  return uri && typeof Worker === 'function' ? new WorkerSolver(uri) : null;
}

/** Where the deal on the table came from, for the solver line: the daily deal of a day, a deal proved winnable, or any. */
function originOf(app: SolverApp): DealOrigin {
  const date = app.daily?.();
  return date ? { kind: 'daily', date } : app.dealtWinnable() ? { kind: 'winnable' } : { kind: 'any' };
}

export function createSolverUi(app: SolverApp): SolverUi {
  const language = solverLanguage(document.documentElement.lang);
  const bar = new PatienceSolverBar();
  const arrow = new PatienceHintArrow();
  const controller: SolverController = new SolverController(
    {
      ...app,
      requestUpdate: () => {
        bar.draw(controller, show, app.checking(), originOf(app));
        arrow.show(controller.spots);
        app.requestUpdate();
      },
    },
    workerSolver(),
    SOLVER_WORDS[language],
    language,
  );
  const show = new ShowMeController(controller, app, SHOW_WORDS[language]);
  bar.onFocusLost = () => app.focusTable();
  // Any click or key of the player's stops Finish (the click on Finish itself comes before it starts).
  const stop = (): void => controller.stopFinish();
  addEventListener('pointerdown', stop, true);
  addEventListener('keydown', stop, true);
  const dispose = (): void => {
    removeEventListener('pointerdown', stop, true);
    removeEventListener('keydown', stop, true);
    controller.dispose();
  };
  return { controller, show, bar, arrow, dispose };
}

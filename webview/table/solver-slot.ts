// Where the table keeps the solver: its chunk (../solver/solver-ui.ts, the search in a worker) is
// imported on first use, once. Absent, loading or ready: a union, so a solver cannot be both loading
// and loaded; a chunk that failed to load is reported and leaves the slot absent, to be tried again.
import { firstPaint } from '../page/after-first-paint';
import type { SolverApp, SolverUi } from '../solver/solver-ui';

type Slot =
  | { readonly kind: 'absent' }
  | { readonly kind: 'loading'; readonly ready: Promise<SolverUi | null> }
  | { readonly kind: 'ready'; readonly ui: SolverUi };

export class SolverSlot {
  private slot: Slot = { kind: 'absent' };

  constructor(private readonly app: SolverApp) {}

  /** The solver once its chunk has loaded, else null (the page draws no solver line before). */
  get ui(): SolverUi | null {
    return this.slot.kind === 'ready' ? this.slot.ui : null;
  }

  /** The solver, its chunk loaded on first use; null when it cannot load (reported). */
  ready(): Promise<SolverUi | null> {
    if (this.slot.kind === 'ready') return Promise.resolve(this.slot.ui);
    if (this.slot.kind === 'loading') return this.slot.ready;
    // Not before the first table is painted: the solver's line has its room already, and a check can wait a frame.
    const ready = firstPaint
      .then(() => import('../solver/solver-ui'))
      .then(
        (chunk) => {
          const ui = chunk.createSolverUi(this.app);
          this.slot = { kind: 'ready', ui };
          return ui;
        },
        (error: unknown) => {
          this.app.report(`could not load the solver: ${String(error)}`);
          this.slot = { kind: 'absent' };
          return null;
        },
      );
    this.slot = { kind: 'loading', ready };
    return ready;
  }

  /** After a change: the old hint goes, and the solver checks the new position (cancelling an older check). */
  look(): void {
    const ui = this.ui;
    if (ui) ui.controller.positionChanged();
    else void this.ready().then((loaded) => loaded?.controller.positionChanged());
  }

  dispose(): void {
    this.ui?.dispose();
  }
}

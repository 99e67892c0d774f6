// FreeCell's search: short depth-first tries, each ordering the moves its own way, then the exact best-first search.
import type { Position } from '../../types';
import { BestFirstSearch } from '../best-first';
import { DepthFirstSearch } from '../depth-first';
import type { Search } from '../search';
import type { Budget, SolveOptions, SolveResult } from '../types';
import { familyModel } from './games';
import type { FamilyModel } from './model';

/** New positions each try may visit before the next starts over (most deals are won within the first). */
export const TRY_QUOTAS: readonly number[] = [
  300, 200, 200, 200, 200, 200, 200, 200, 200, 200, 400, 400, 400, 400, 800, 800, 800, 1600, 1600, 3200, 6400, 12800, 25600, 51200, 102400,
  204800, 409600,
];
/** Noise on the move order's gains from the second try on (move-order.ts, in 64ths of a unit): up to 8 units. */
const NOISE = 512;

/**
 * A depth-first search that ends deep in a hopeless subtree of a FreeCell deal may spend millions of
 * positions there, while the same search in another order wins in a few hundred. So it gets several
 * short tries, each starting over with nothing seen and the moves ordered with other noise; a try that
 * runs out of moves within its quota is a proof. After the tries, the exact best-first search
 * (model.ts's strategy) runs to the end: its verdict, a win or a proof, needs no quota.
 */
export class TriesSearch implements Search {
  peakBytes = 0;
  private readonly model: FamilyModel;
  private tries: DepthFirstSearch | undefined;
  private exact: Search | undefined;
  private attempt = 0;
  /** Positions of the tries before the current one, and of the current one. */
  private before = 0;
  private ofThisTry = 0;

  constructor(
    private readonly position: Position,
    private readonly options: SolveOptions,
  ) {
    this.model = familyModel(position, { valued: false });
    this.tries = new DepthFirstSearch(this.model, options);
  }

  run(budget: Budget = {}): SolveResult {
    const { now, maxMs, maxPositions } = budget;
    const started = maxMs !== undefined ? now?.() : undefined;
    let spent = 0;
    const left = (): Budget => ({
      ...budget,
      ...(maxMs !== undefined ? { maxMs: Math.max(0, maxMs - (started === undefined || !now ? 0 : now() - started)) } : {}),
      ...(maxPositions !== undefined ? { maxPositions: Math.max(1, maxPositions - spent) } : {}),
    });
    for (let tries = this.tries; tries; tries = this.tries) {
      const quota = TRY_QUOTAS[this.attempt];
      const asked = left();
      const result = tries.run({ ...asked, maxPositions: Math.min(asked.maxPositions ?? Infinity, Math.max(1, quota - this.ofThisTry)) });
      spent += result.positions - this.before - this.ofThisTry;
      this.ofThisTry = result.positions - this.before;
      this.peakBytes = Math.max(this.peakBytes, tries.peakBytes);
      // A win, a proof, or the caller's budget spent before this try's quota.
      if (result.verdict !== 'unknown' || result.finished || this.ofThisTry < quota) return result;
      this.before = result.positions;
      this.ofThisTry = 0;
      if (++this.attempt < TRY_QUOTAS.length) {
        this.model.reorder(this.attempt * 0x9e3779b1, NOISE);
        tries.restart();
      } else {
        this.tries = undefined;
        this.exact = new BestFirstSearch(familyModel(this.position), this.options);
      }
    }
    const exact = this.exact as Search;
    const result = exact.run(left());
    this.peakBytes = Math.max(this.peakBytes, exact.peakBytes);
    return { ...result, positions: this.before + result.positions };
  }
}

// Two searches in turn: a quick one that may prune, then the exact one, made only then; they share one budget.
import type { Search } from './search';
import type { Budget, SolveResult } from './types';

/**
 * Two searches one after the other: a quick one that may prune (it can win but proves nothing when
 * it runs out), then, once it has finished without a verdict, the exact one, made only then so the
 * two never hold memory at once. A call's budget is shared: what the first leaves, the second gets.
 */
export class SequentialSearch implements Search {
  peakBytes = 0;
  private current: Search;
  private exact: (() => Search) | undefined;
  private positionsBefore = 0;

  constructor(quick: Search, exact: () => Search) {
    this.current = quick;
    this.exact = exact;
  }

  run(budget: Budget = {}): SolveResult {
    const { now, maxMs, maxPositions } = budget;
    const started = now?.();
    let result = this.current.run(budget);
    this.peakBytes = Math.max(this.peakBytes, this.current.peakBytes);
    if (result.verdict === 'unknown' && result.finished && this.exact) {
      this.positionsBefore += result.positions;
      this.current = this.exact();
      this.exact = undefined;
      const spentMs = started === undefined || now === undefined ? 0 : now() - started;
      result = this.current.run({
        ...budget,
        ...(maxMs !== undefined ? { maxMs: Math.max(0, maxMs - spentMs) } : {}),
        ...(maxPositions !== undefined ? { maxPositions: Math.max(1, maxPositions - result.positions) } : {}),
      });
      this.peakBytes = Math.max(this.peakBytes, this.current.peakBytes);
    }
    return { ...result, positions: this.positionsBefore + result.positions };
  }
}

// A search of a relaxed game first, for its losses only: where the relaxed game can do everything the real one can
// (Klondike dealing one card with unlimited redeals reaches every talon card any rule set reaches), a relaxed loss is a
// real loss, and the relaxed game's search is often far smaller. Its wins prove nothing: then the real search goes on.
import type { Search } from './search';
import type { Budget, SolveResult } from './types';

/** Positions the relaxed search may visit in all: past them it gives way to the real one. */
const RELAXED_POSITIONS = 300_000;
/** The share of a call's time and positions the relaxed search may take. */
const RELAXED_SHARE = 0.3;

export class LossFirstSearch implements Search {
  peakBytes = 0;
  private relaxed: Search | undefined;
  private real: Search | undefined;
  private relaxedPositions = 0;

  /** `relaxed`: the relaxed game's search, made now; `real`: the real one, made when the relaxed one gives way. */
  constructor(
    relaxed: Search,
    private readonly makeReal: () => Search,
  ) {
    this.relaxed = relaxed;
  }

  run(budget: Budget = {}): SolveResult {
    const { now, maxMs, maxPositions } = budget;
    const started = now?.();
    let spentPositions = 0;
    if (this.relaxed) {
      // One try, within its share of this call: unless it proves a loss, it gives way (its memory goes first).
      const result = this.relaxed.run({
        ...budget,
        maxPositions: Math.max(1, Math.min(RELAXED_POSITIONS, (maxPositions ?? Infinity) * RELAXED_SHARE)),
        ...(maxMs !== undefined ? { maxMs: maxMs * RELAXED_SHARE } : {}),
      });
      this.peakBytes = Math.max(this.peakBytes, this.relaxed.peakBytes);
      this.relaxedPositions = spentPositions = result.positions;
      this.relaxed = undefined;
      if (result.verdict === 'unsolvable') return { verdict: 'unsolvable', positions: result.positions, finished: true };
    }
    this.real ??= this.makeReal();
    const spentMs = started === undefined || now === undefined ? 0 : now() - started;
    const result = this.real.run({
      ...budget,
      ...(maxMs !== undefined ? { maxMs: Math.max(0, maxMs - spentMs) } : {}),
      ...(maxPositions !== undefined ? { maxPositions: Math.max(1, maxPositions - spentPositions) } : {}),
    });
    this.peakBytes = Math.max(this.peakBytes, this.real.peakBytes);
    return { ...result, positions: this.relaxedPositions + result.positions };
  }
}

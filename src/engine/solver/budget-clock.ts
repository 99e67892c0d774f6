// The solver's look at its time budget: reads the CPU clock seldom, adapting how often to what a position costs.
import type { Budget } from './types';

/** Positions before the first look at the clock (after it, as many as a gap holds, at least one). */
const FIRST_EVERY = 64;
/** The most positions between two looks (a cheap game's few milliseconds). */
const MOST_EVERY = 1 << 20;
/** Aimed-at time between two looks, in ms: reading a CPU clock costs about 1.4 µs on Node, 0.1% of it. */
const GAP_MS = 1;
/** A look comes at least this often within the budget, so the overshoot stays within 1/50 of it. */
const GAPS_PER_BUDGET = 50;

/**
 * Reads the caller's clock seldom: every so many positions, the number adapted after each look to
 * what a position has been costing, so the looks come about every millisecond (and at least 50
 * times within the budget) whatever the game. A system call per 64 positions cost a cheap game a
 * few per cent; this keeps it near 0.1% while the search overruns its budget by at most about a gap.
 */
export class BudgetClock {
  private readonly now: (() => number) | undefined;
  private readonly deadline: number;
  private readonly gapMs: number;
  private every = FIRST_EVERY;
  private lastMs = 0;
  private lastPositions: number;
  /** The position count at which to look next. */
  private lookAt: number;

  constructor(budget: Budget, positions: number) {
    this.now = budget.maxMs !== undefined ? budget.now : undefined;
    this.lastPositions = positions;
    this.lookAt = this.now ? positions + FIRST_EVERY : Infinity;
    const maxMs = budget.maxMs ?? Infinity;
    this.gapMs = Math.min(GAP_MS, maxMs / GAPS_PER_BUDGET);
    this.lastMs = this.now ? this.now() : 0;
    this.deadline = this.now ? this.lastMs + maxMs : Infinity;
  }

  /** Whether the budget is spent, now that the search stands at `positions` (looks only when due). */
  spent(positions: number): boolean {
    if (positions < this.lookAt) return false;
    const ms = this.now!();
    if (ms >= this.deadline) return true;
    const elapsed = ms - this.lastMs;
    const done = positions - this.lastPositions;
    // Twice as many at most each time (a slow stretch shrinks it at once), never past the time left.
    const aim = Math.min(this.gapMs, (this.deadline - ms) / 2);
    const fit = elapsed > 0 ? Math.floor((aim * done) / elapsed) : this.every * 2;
    this.every = Math.max(1, Math.min(fit, this.every * 2, MOST_EVERY));
    this.lastMs = ms;
    this.lastPositions = positions;
    this.lookAt = positions + this.every;
    return false;
  }
}

// What proves deals for "winnable deals only", whichever thread runs the solver: the loader
// (solver-loader.ts) hands one out, the solver thread (solver-thread.ts) is one; and the messages
// between the host and that thread (deal-solver.ts answers them).
import type { DailyDate, GameId } from '../../engine';
import type { Verdict } from '../../engine/solver';

/** Proves deals one at a time (one request at a time: the next waits for the answer). */
export interface DealProver {
  /** solved, unsolvable, or unknown once maxMs is spent. */
  prove(game: GameId, deal: number, variant: string | undefined, maxMs: number): Promise<Verdict>;
  /** The daily deal's number under a rule set (src/engine/daily-deal.ts); rejects if no candidate is proved. */
  daily(game: GameId, date: DailyDate, variant: string | undefined): Promise<number>;
  dispose(): void;
}

/** How a search on a thread shared with other work takes turns: slices of `sliceMs`, `pause` between them. */
export interface Slices {
  readonly now: () => number;
  readonly pause: () => Promise<void>;
  readonly sliceMs: number;
}

/** The Worker's workerData: tells dist/host-solver.js (deal-solver.ts) it runs as the solver thread. */
export const SOLVER_THREAD = 'patience.solver-thread';

export interface ProveRequest {
  readonly game: GameId;
  readonly deal: number;
  readonly variant: string | undefined;
  readonly maxMs: number;
}

/** Asks for the daily deal of `game` on `daily`, dealt under `variant`. */
export interface DailyRequest {
  readonly game: GameId;
  readonly daily: DailyDate;
  readonly variant: string | undefined;
}

export type SolverRequest = ProveRequest | DailyRequest;

/** What the thread posts: once 'ready' when its solver has loaded, then one reply per request. */
export type SolverThreadMessage = 'ready' | { readonly verdict: Verdict } | { readonly deal: number } | { readonly error: string };

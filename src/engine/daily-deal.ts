/**
 * The daily deal: one deal per game per UTC day, the same for everyone, proved winnable.
 *
 * The candidates of (date, game) come in a fixed order (daily.ts). Each is given to the solver with
 * full knowledge (Spider's face-down cards and stock read too) and a budget of positions, never of
 * time, so the answer cannot depend on the machine or its load: the daily deal is the first
 * candidate the solver proves winnable within dailyBudget(game) positions. A candidate proved lost,
 * or left unknown when the budget is spent, is skipped. A game with rule sets has a daily deal per rule
 * set, proved under that rule set (Klondike's draw three, Spider's two suits), from the same candidates;
 * a game whose default rule set's proof holds for all (its descriptor's daily.oneProof: Baker's Game, where
 * every move `kings` allows `any` allows too) has one, proved under the default, played under any.
 *
 * What can change a day's number: the descriptors' daily budgets or the candidate order (daily.ts), and the
 * solver itself. A solver that proves an earlier candidate within the budget, where today's gave up,
 * picks that one; a solver whose search needs more positions for the chosen candidate may skip it.
 */
import type { DailyDate } from './daily';
import { dailyCandidates } from './daily-candidates';
import { dailyVariant } from './daily-variant';
import { gameOf, underRuleSet } from './games';
import { newGame } from './play';
import { createSearch } from './solver';
import type { GameId, Move } from './types';

/** Positions each candidate may cost (each game's descriptor's daily budget, under the rule set it is proved under). */
export function dailyBudget(game: GameId, variant?: string): number {
  const descriptor = gameOf(game);
  return underRuleSet(descriptor, descriptor.daily.budget, variant, 'daily budget');
}

/** Candidates tried before giving up: with every game's rate of proofs, far more than any day needs. */
export const MAX_CANDIDATES = 200;

export interface DailyDeal {
  readonly game: GameId;
  readonly date: DailyDate;
  readonly deal: number;
  /** Which candidate it was, from 0. */
  readonly candidate: number;
  /** The rule set it is proved under (dailyVariant); undefined for a game with one. */
  readonly variant: string | undefined;
  /** A winning line from the deal, under that rule set. */
  readonly line: readonly Move[];
  /** Positions the solver visited, over every candidate tried. */
  readonly positions: number;
}

export interface DailyOptions {
  /** Positions per slice of a search; a pause between slices (default: each search in one go). */
  readonly slice?: number;
  readonly pause?: () => Promise<void>;
  /** Positions per candidate (default dailyBudget(game)); anything else gives other days' numbers, for tests. */
  readonly budget?: number;
  readonly maxCandidates?: number;
  /** The rule set the player deals it under (default: the game's default); dailyVariant says which one it is proved under. */
  readonly variant?: string;
}

export { dailyVariant } from './daily-variant';

/**
 * The daily deal of `game` on `date` (checked by the caller with isDailyDate). Slicing changes
 * nothing but when it pauses: every search stops at the same position whatever the slice.
 */
export async function findDailyDeal(game: GameId, date: DailyDate, options: DailyOptions = {}): Promise<DailyDeal> {
  const variant = dailyVariant(game, options.variant);
  const { budget = dailyBudget(game, variant), maxCandidates = MAX_CANDIDATES, pause } = options;
  const slice = options.slice ?? budget;
  let positions = 0;
  let candidate = 0;
  for (const deal of dailyCandidates(game, date)) {
    if (candidate >= maxCandidates) break;
    // A win soon, as the dealer wants one: a game with an order for that searches in it (SolveOptions.winFirst:
    // Klondike without redeals, whose daily budget is sized for it); the others search as always.
    const search = createSearch(newGame(game, deal, variant), { knowledge: 'full', winFirst: true });
    // A search starts having visited 1 position; it stops after the step that reaches 1 + budget.
    const stopAt = 1 + budget;
    let result = search.run({ maxPositions: Math.min(slice, budget) });
    while (result.verdict === 'unknown' && !result.finished && result.positions < stopAt) {
      await pause?.();
      result = search.run({ maxPositions: Math.min(slice, stopAt - result.positions) });
    }
    positions += result.positions;
    if (result.verdict === 'solved' && result.line) return { game, date, deal, candidate, variant, line: result.line, positions };
    candidate++;
  }
  const under = variant === undefined ? '' : ` (${variant})`;
  throw new Error(
    `no daily deal of ${game}${under} for ${date}: none of the first ${maxCandidates} candidates was proved winnable within ${budget} positions`,
  );
}

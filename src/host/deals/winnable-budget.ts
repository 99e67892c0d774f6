// The per-deal budget of "winnable deals only", apart from the search so the solver bench can
// simulate the dealer with it.
import { type GameId, gameOf, underRuleSet } from '../../engine';

/**
 * CPU time per drawn deal. Short proofs and more draws find a winnable deal sooner: `npm run
 * bench:solver` simulates the dealer with these budgets on deals 5001–5200, p99 at most 0.5 s for
 * every game (2026-12-02). Spider Three Decks keeps 3 s: few of its deals are won within half a second.
 * Each game's descriptor holds its own (dealSearchMs), Klondike and Spider one per rule set.
 */
export function perDealDefault(game: GameId, variant: string | undefined): number {
  const descriptor = gameOf(game);
  return underRuleSet(descriptor, descriptor.dealSearchMs, variant, 'deal search budget');
}

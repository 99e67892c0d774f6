// The per-deal budget of "winnable deals only", apart from the search so the solver bench can
// simulate the dealer with it.
import type { GameId } from '../engine';

/**
 * CPU time per drawn deal. Short proofs and more draws find a winnable deal sooner: over deals
 * 5001–5200 (npm run patience -- solve), p99 time to a winnable deal at 500 ms per deal is about
 * 0.07 s for Cruel (1.0 s before its frozen-prefix proof of a loss), 0.3 s for Maze and Baker's Game,
 * 0.04 s for Pileon. Spider Three Decks keeps 3 s: few of its deals are won within half a second.
 */
export const perDealDefault = (game: GameId): number => (game === 'spider-three-decks' ? 3000 : 500);


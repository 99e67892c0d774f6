// The hints' first rule, for the planners that choose a move without a proof (Spider's, Klondike's): never lead back to
// a position of the game so far, told apart by what the player sees.
import { applyMove } from '../play';
import type { Move, Position } from '../types';

/** Of `moves` from `position`, those whose position after has a key (`keyOf`, as the player sees it) not in `seen`. */
export function movesNotBack<K>(
  position: Position,
  moves: readonly Move[],
  seen: ReadonlySet<K>,
  keyOf: (position: Position) => K,
): Move[] {
  return moves.filter((move) => {
    const next = applyMove(position, move);
    return next.ok && !seen.has(keyOf(next.value));
  });
}

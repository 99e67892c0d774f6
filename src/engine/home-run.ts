// "Everything can go home": the moves that finish a game by sending cards to the foundations only.
// A move home only takes a card (or a finished run) off the top of a pile, so it never spoils
// another move home: taking any one at a time finds such a finish whenever one exists.
import { rulesOf } from './games';
import { applyMove, isAction, legalMoves, status } from './play';
import { pileIndex } from './position';
import type { Move, Position } from './types';

/** The moves, all to foundations, that win from here; null when the game cannot be won that way. */
export function homeRun(position: Position): Move[] | null {
  const rules = rulesOf(position.game);
  if (!rules.piles.some((pile) => pile.kind === 'foundation')) return null;
  const line: Move[] = [];
  let now = position;
  while (status(now) === 'playing') {
    const home = legalMoves(now).find((m) => !isAction(m) && rules.piles[pileIndex(rules, m.to)].kind === 'foundation');
    if (!home) return null;
    const next = applyMove(now, home);
    if (!next.ok) return null;
    line.push(home);
    now = next.value;
  }
  return status(now) === 'won' && line.length > 0 ? line : null;
}

/**
 * Whether every move of `line` sends cards home (none is an action, each goes to a foundation): a
 * finish with nothing left to choose, unlike a line that moves cards between piles.
 */
export function sendsOnlyHome(position: Position, line: readonly Move[]): boolean {
  const rules = rulesOf(position.game);
  return line.every((m) => !isAction(m) && rules.piles[pileIndex(rules, m.to)]?.kind === 'foundation');
}

// Finish, the end-game auto-complete (as Microsoft Solitaire Collection's): offered only when every card is
// face up and the rest of the game is cards (Spider: finished runs) going home, nothing left to choose.
// It plays what is decided already, so the win stays the player's; the host checks that by the engine,
// never by the page's word (movesAssisted). A move home only takes a card (or a finished run) off the top
// of a pile, so it never spoils another move home: taking any one at a time finds such a finish whenever
// one exists.
import { isFaceDown } from './cards';
import { rulesOf } from './games';
import type { HelpedMoves } from './helped-moves';
import { applyMove, isAction, legalMoves, status } from './play';
import { pileIndex } from './position';
import type { Move, Position } from './types';

/**
 * The moves Finish plays from `position`, all to foundations, to the win; null when Finish is not
 * offered: a game without foundations, a card face down (the stock's included), or a move that is not
 * a move home still wanted.
 */
export function finishLine(position: Position): Move[] | null {
  const rules = rulesOf(position.game);
  if (!rules.piles.some((pile) => pile.kind === 'foundation')) return null;
  if (position.piles.some((pile) => pile.some(isFaceDown))) return null;
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

/** Whether every move of `line` sends cards home (none is an action, each goes to a foundation). */
export function sendsOnlyHome(position: Position, line: readonly Move[]): boolean {
  const rules = rulesOf(position.game);
  return line.every((m) => !isAction(m) && rules.piles[pileIndex(rules, m.to)]?.kind === 'foundation');
}

/**
 * Whether moves of the record were played for the player beyond a Finish: Show Me How's, or moves marked
 * as Finish's that were none (the position before them offered no Finish, or one of them is not a move
 * home). `positions[i]` is the position before `moves[i]`, as the engine replayed them.
 */
export function movesAssisted(
  record: { readonly moves: readonly Move[]; readonly helped?: readonly HelpedMoves[] },
  positions: readonly Position[],
): boolean {
  return (record.helped ?? []).some((run) => {
    if (run.by !== 'finish') return true;
    const before = positions[run.from];
    return (
      before === undefined || finishLine(before) === null || !sendsOnlyHome(before, record.moves.slice(run.from, run.from + run.count))
    );
  });
}

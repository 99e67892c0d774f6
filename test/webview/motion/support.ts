// Shared by the motion's tests: a move's steps as the motion chunk works them out in the page.
import { type Move, type Position, applyMove, isAction, pileIndex, rulesOf } from '../../../src/engine';
import { KIT } from '../../../webview/motion/motion-controller';
import { moveSteps } from '../../../webview/motion/steps';

/** The positions `move` passes through from `before` (an action: one step); throws on an illegal move. */
export function stepsOf(before: Position, move: Move): Position[] {
  const end = applyMove(before, move);
  if (!end.ok) throw new Error(end.error);
  if (isAction(move)) return [end.value];
  const rules = rulesOf(before.game);
  return moveSteps(KIT, before, pileIndex(rules, move.from), move.count ?? 1, pileIndex(rules, move.to), end.value);
}

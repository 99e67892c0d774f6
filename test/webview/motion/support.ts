// Shared by the motion's tests: a move's steps as the motion chunk works them out in the page.
import { type Move, type Position, applyMove, isAction, pileIndex, rulesOf } from '../../../src/engine';
import { afterAll } from 'vitest';
import { KIT, motionChunk } from '../../../webview/motion/motion-controller';
import { moveSteps } from '../../../webview/motion/steps';

// Loading the motion's controller asks for the motion chunk once the page has painted (or a second later): the file
// waits for it before its environment is torn down, else its late import fails the run (plan.test.ts, at load 10).
afterAll(async () => {
  await motionChunk;
});

/** The positions `move` passes through from `before` (an action: one step); throws on an illegal move. */
export function stepsOf(before: Position, move: Move): Position[] {
  const end = applyMove(before, move);
  if (!end.ok) throw new Error(end.error);
  if (isAction(move)) return [end.value];
  const rules = rulesOf(before.game);
  return moveSteps(KIT, before, pileIndex(rules, move.from), move.count ?? 1, pileIndex(rules, move.to), end.value);
}

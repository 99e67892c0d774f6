// The positions a move passes through, for a table that shows them one after another: the move
// itself, then each automatic follow-up on its own (one card at a time to a foundation, then a flip
// or a freeze), ending at applyMove's position. The games say only where a move ends (afterMove,
// act); the steps are read from the difference, so no game repeats this.
import { faceOf } from './cards';
import { rulesOf } from './games';
import { applyMove, isAction } from './play';
import { moveCards, pileIndex } from './position';
import { type Move, type Position, type Result, ok } from './types';

/** The positions after `move` and after each of its follow-ups; the last is applyMove's own result (an action is one step). */
export function moveSteps(position: Position, move: Move): Result<Position[]> {
  const applied = applyMove(position, move);
  if (!applied.ok) return applied;
  const end = applied.value;
  if (isAction(move)) return ok([end]);
  const rules = rulesOf(position.game);
  const moved = moveCards(position, pileIndex(rules, move.from), move.count ?? 1, pileIndex(rules, move.to));
  const steps = [moved];
  for (let next = oneCardOn(moved, end); next; next = oneCardOn(next, end)) steps.push(next);
  // What is left is a flip or a freeze (its own step), or only a flag (Cruel's justDealt): none.
  if (sameCards(steps[steps.length - 1], end)) steps[steps.length - 1] = end;
  else steps.push(end);
  return ok(steps);
}

/** How many cards from the bottom two piles share (by card, faces aside). */
function common(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  while (n < a.length && n < b.length && faceOf(a[n]) === faceOf(b[n])) n++;
  return n;
}

/**
 * `now` with one more card where `end` has it: the top card of the first pile (in pile order, as
 * the games scan for automatic plays) that must lose it, onto the pile that takes it next. Null
 * when no single card move brings `now` nearer.
 */
function oneCardOn(now: Position, end: Position): Position | null {
  const piles = now.piles;
  for (let from = 0; from < piles.length; from++) {
    const source = piles[from];
    if (common(source, end.piles[from]) === source.length) continue;
    const card = faceOf(source[source.length - 1]);
    for (let to = 0; to < piles.length; to++) {
      const target = piles[to];
      const wanted = end.piles[to][target.length];
      if (to !== from && wanted !== undefined && faceOf(wanted) === card && common(target, end.piles[to]) === target.length) {
        return moveCards(now, from, 1, to);
      }
    }
  }
  return null;
}

/** The same cards, faces included, in every pile (flags aside). */
function sameCards(a: Position, b: Position): boolean {
  return a.piles.every((pile, i) => pile.length === b.piles[i].length && pile.every((card, k) => card === b.piles[i][k]));
}

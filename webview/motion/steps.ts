// The positions a card move passes through, for a table that shows them one after another: the
// move itself, then each automatic follow-up on its own (one card at a time to a foundation, then a
// flip or a freeze), ending where the engine ended it. The games say only where a move ends
// (afterMove); the steps are read from the difference, so no game repeats this. In the motion
// chunk: the engine's card and pile helpers come in the kit.
import type { Card, Position } from '../../src/engine';

export interface StepsKit {
  faceOf(card: Card): number;
  moveCards(position: Position, from: number, count: number, to: number): Position;
}

/**
 * The positions a move of `count` cards from pile `from` to `to` goes through from `before`: its
 * own, then one per follow-up; the last is `end`, the engine's position after the move.
 */
export function moveSteps(kit: StepsKit, before: Position, from: number, count: number, to: number, end: Position): Position[] {
  /** How many cards from the bottom two piles share (by card, faces aside). */
  const common = (a: readonly Card[], b: readonly Card[]): number => {
    let n = 0;
    while (n < a.length && n < b.length && kit.faceOf(a[n]) === kit.faceOf(b[n])) n++;
    return n;
  };
  /**
   * `now` with one more card where `end` has it: the top card of the first pile (in pile order, as
   * the games scan for automatic plays) that must lose it, onto the pile that takes it next. Null
   * when no single card move brings `now` nearer.
   */
  const oneCardOn = (now: Position): Position | null => {
    const piles = now.piles;
    for (let source = 0; source < piles.length; source++) {
      const cards = piles[source];
      if (common(cards, end.piles[source]) === cards.length) continue;
      const card = kit.faceOf(cards[cards.length - 1]);
      for (let target = 0; target < piles.length; target++) {
        const wanted = end.piles[target][piles[target].length];
        if (
          target !== source &&
          wanted !== undefined &&
          kit.faceOf(wanted) === card &&
          common(piles[target], end.piles[target]) === piles[target].length
        ) {
          return kit.moveCards(now, source, 1, target);
        }
      }
    }
    return null;
  };
  const steps = [kit.moveCards(before, from, count, to)];
  for (let next = oneCardOn(steps[0]); next; next = oneCardOn(next)) steps.push(next);
  // What is left is a flip or a freeze (its own step), or only a flag (Cruel's justDealt): none.
  if (sameCards(steps[steps.length - 1], end)) steps[steps.length - 1] = end;
  else steps.push(end);
  return steps;
}

/** The same cards, faces included, in every pile (flags aside). */
function sameCards(a: Position, b: Position): boolean {
  return a.piles.every((pile, i) => pile.length === b.piles[i].length && pile.every((card, k) => card === b.piles[i][k]));
}

// AisleRiot's own Spider hint (spider.scm's get-hint, as spider-three-decks.md "Hints" states it), as a move: the benchmark's anchor.
import { type Card, type Move, type Position, isFaceUp, rankOf, suitOf } from '../../src/engine';
import { suitedRunLength } from '../../src/engine/mechanics/runs';

// spider-three-decks.md: stock (0), foundation-1…12 (1…12), tableau-1…12 (13…24).
const STOCK = 0;
const FIRST_COL = 13;
const COLS = 12;

const columnId = (col: number): string => `tableau-${col + 1}`;

/** The base of a pile's movable run (AisleRiot's depth-card) and how many cards lie on it. */
function movableRun(pile: readonly Card[]): { base: Card; count: number } {
  const count = suitedRunLength(pile);
  return { base: pile[pile.length - count], count };
}

/** Whether the run's base rests on a natural successor: a face-up card one rank higher, any suit. */
function restsOnSuccessor(pile: readonly Card[], count: number): boolean {
  const under = pile[pile.length - count - 1];
  return under !== undefined && isFaceUp(under) && rankOf(under) === rankOf(pile[pile.length - count]) + 1;
}

/** check-a-slot: the first other non-empty pile, in order, whose top is one higher than `base`, of the same suit or not. */
function targetFor(position: Position, from: number, base: Card, sameSuit: boolean): number | undefined {
  for (let to = 0; to < COLS; to++) {
    const pile = position.piles[FIRST_COL + to];
    const top = pile[pile.length - 1];
    if (to === from || top === undefined) continue;
    if ((suitOf(top) === suitOf(base)) === sameSuit && rankOf(top) === rankOf(base) + 1) return to;
  }
  return undefined;
}

function runMove(position: Position, sameSuit: boolean): Move | undefined {
  for (let from = 0; from < COLS; from++) {
    const pile = position.piles[FIRST_COL + from];
    if (pile.length === 0) continue;
    const { base, count } = movableRun(pile);
    if (!sameSuit && restsOnSuccessor(pile, count)) continue;
    const to = targetFor(position, from, base, sameSuit);
    if (to !== undefined) return { from: columnId(from), to: columnId(to), count };
  }
  return undefined;
}

/**
 * "Place something on empty slot" names no move; the player here moves the movable run of the
 * first pile (in order) where that uncovers a card, onto the first empty pile.
 */
function fillEmptyPile(position: Position): Move | undefined {
  const empty = position.piles.slice(FIRST_COL).findIndex((pile) => pile.length === 0);
  if (empty < 0) return undefined;
  for (let from = 0; from < COLS; from++) {
    const pile = position.piles[FIRST_COL + from];
    const { count } = movableRun(pile);
    if (pile.length > count) return { from: columnId(from), to: columnId(empty), count };
  }
  return undefined;
}

/**
 * AisleRiot's hint order: a same-suit move, an other-suit move of a run not resting on its natural
 * successor, something onto an empty pile, a deal; else ("Try moving card piles around") no move.
 * It never suggests a complete run to a foundation, and neither does this.
 */
export function aisleriotSpiderHint(position: Position): Move | undefined {
  return (
    runMove(position, true) ??
    runMove(position, false) ??
    fillEmptyPile(position) ??
    (position.piles[STOCK].length > 0 ? { action: 'deal' } : undefined)
  );
}

// Small helpers on positions: replacing piles, moving cards, finding piles, comparing positions.
import type { Card } from './cards';
import type { GameRules, Position } from './types';

/** A new position with some piles replaced (structural sharing: untouched piles are reused). */
export function withPiles(position: Position, changes: ReadonlyMap<number, readonly Card[]>): Position {
  const piles = position.piles.slice();
  for (const [index, cards] of changes) piles[index] = cards;
  return { ...position, piles };
}

/** Moves the top `count` cards of `from` onto `to`, keeping their order and faces. */
export function moveCards(position: Position, from: number, count: number, to: number): Position {
  const source = position.piles[from];
  const piles = position.piles.slice();
  piles[from] = source.slice(0, source.length - count);
  piles[to] = position.piles[to].concat(source.slice(source.length - count));
  return { ...position, piles };
}

export const topCard = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

/** Indices of the game's piles of one kind, in pile order. */
export function pilesOfKind(rules: GameRules, kind: string): number[] {
  const out: number[] = [];
  rules.piles.forEach((spec, i) => {
    if (spec.kind === kind) out.push(i);
  });
  return out;
}

/** Index of a pile id, or -1. */
export function pileIndex(rules: GameRules, id: string): number {
  return rules.piles.findIndex((spec) => spec.id === id);
}

export function positionsEqual(a: Position, b: Position): boolean {
  if (a.game !== b.game || a.variant !== b.variant || a.justDealt !== b.justDealt || a.piles.length !== b.piles.length) return false;
  if ((a.redeals ?? 0) !== (b.redeals ?? 0)) return false;
  for (let i = 0; i < a.piles.length; i++) {
    const p = a.piles[i];
    const q = b.piles[i];
    if (p.length !== q.length) return false;
    for (let j = 0; j < p.length; j++) if (p[j] !== q[j]) return false;
  }
  return true;
}

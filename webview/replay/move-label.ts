// A move of the replay's list in a few characters ("7♥ → tableau 3", "9♠–7♥ → tableau 2", "Deal"),
// or in words for a screen reader ("seven of hearts to tableau 3"). Pure: the position before the
// move, the move and the words of one language and register.
import { type Card, type Move, type PileSpec, type Position, isAction, pileIndex, rankOf, rulesOf, suitOf } from '../../src/engine';

export interface MoveWords {
  card(rank: number, suit: number): string;
  /** "tableau 3": `n` is the pile's number, if it has one; `sideways` a row dealt to the right. */
  pile(kind: PileSpec['kind'], sideways: boolean, n: string): string;
  /** Several cards lifted together, from the lowest to the top one. */
  run(lowest: string, top: string): string;
  /** What went where. */
  to(what: string, where: string): string;
  deal: string;
  redeal: string;
}

export function moveLabel(position: Position, move: Move, words: MoveWords): string {
  if (isAction(move)) return move.action === 'deal' ? words.deal : words.redeal;
  const rules = rulesOf(position.game);
  const from = position.piles[pileIndex(rules, move.from)] ?? [];
  const target = rules.piles[pileIndex(rules, move.to)];
  const count = move.count ?? 1;
  const name = (card: Card | undefined): string => (card === undefined ? '?' : words.card(rankOf(card), suitOf(card)));
  const lowest = name(from[from.length - count]);
  const what = count > 1 ? words.run(lowest, name(from[from.length - 1])) : lowest;
  const where = target ? words.pile(target.kind, target.fan === 'right', /-(\d+)$/.exec(target.id)?.[1] ?? '') : move.to;
  return words.to(what, where);
}

// Says a hinted move in a few words: what to move where, and what it gains ("frees tableau 3",
// "turns a card face up"). Pure: the position before the move, the move and the words. Runs in
// the solver worker, which has the engine (the page's first bundle does not carry it).
import { type Card, type Move, type PileSpec, type Position, ACE, QUEEN, isAction, isFaceDown, pileIndex, rankOf, rulesOf, suitOf } from '../src/engine';
import type { SolverWords } from './solver-strings';

/** "Move 7♥ onto 8♥ — frees tableau 3", "Move the run to foundation 2", "Deal a new row". */
export function hintText(position: Position, move: Move, s: SolverWords): string {
  if (isAction(move)) return move.action === 'deal' ? s.deal : s.redeal;
  const short = (card: Card): string => s.card(rankOf(card), suitOf(card));
  const name = (spec: PileSpec): string => s.pile(spec.kind, spec.fan === 'right', /-(\d+)$/.exec(spec.id)?.[1] ?? '');
  const rules = rulesOf(position.game);
  const from = pileIndex(rules, move.from);
  const to = pileIndex(rules, move.to);
  const count = move.count ?? 1;
  const source = position.piles[from];
  const target = position.piles[to];
  const card = short(source[source.length - count]);
  const toSpec = rules.piles[to];
  const top = target[target.length - 1];
  // Maze's cells have no names on the table: its gaps are told by the cards beside them.
  if (toSpec.kind === 'cell') return mazeGap(position, from, to, s);
  let what: string;
  if (toSpec.kind === 'foundation') what = s.toFoundation(card, count, name(toSpec));
  else if (top === undefined) what = s.toEmpty(card, count, name(toSpec));
  // A frozen Pileon pile (its top face down) is named, not its hidden card.
  else if (isFaceDown(top)) what = s.toPile(card, count, name(toSpec));
  else what = s.onto(card, count, short(top));
  // What the move gains on the pile it leaves.
  const left = source.length - count;
  if (left === 0 && rules.piles[from].kind !== 'stock') return s.because(what, s.frees(name(rules.piles[from])));
  if (left > 0 && isFaceDown(source[left - 1])) return s.because(what, s.turnsUp);
  return what;
}

/**
 * A Maze move, said by what the player sees: the gap after the card it follows, or before the card
 * that follows it (maze.md's left and right rules), or a corner. The cell it leaves, lifted, is a gap.
 */
function mazeGap(position: Position, from: number, to: number, s: SolverWords): string {
  const cells = position.piles;
  const moving = cells[from][0];
  const short = (card: Card): string => s.card(rankOf(card), suitOf(card));
  const at = (cell: number): Card | undefined => (cell === from ? undefined : cells[cell]?.[0]);
  const follows = (card: Card, before: Card): boolean =>
    (suitOf(card) === suitOf(before) && rankOf(card) === rankOf(before) + 1) || (rankOf(card) === ACE && rankOf(before) === QUEEN);
  const left = at(to - 1);
  const right = at(to + 1);
  if (left !== undefined && (follows(moving, left) || right === undefined)) return s.afterCard(short(moving), short(left));
  if (right !== undefined) return s.beforeCard(short(moving), short(right));
  return s.corner(short(moving), to === 0);
}

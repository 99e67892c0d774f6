// Says a hinted move in a few words: what to move where, and what it gains ("frees tableau 3",
// "turns a card face up"). Pure: the position before the move, the move and the words. Runs in
// the solver worker, which has the engine (the page's first bundle does not carry it).
import {
  type Card,
  type Move,
  type PileSpec,
  type Position,
  ACE,
  QUEEN,
  gameOf,
  isAction,
  isFaceDown,
  pileIndex,
  rankOf,
  rulesOf,
  stockClickOf,
  suitOf,
} from '../../src/engine';
import type { SolverWords } from '../l10n/solver-strings';

/** "Move 7♥ onto 8♥ — frees tableau 3", "Move the run to foundation 2"; a click on the stock in its game's words ("Draw a card"). */
export function hintText(position: Position, move: Move, s: SolverWords): string {
  if (isAction(move)) return gameOf(position.game).stock?.asks(stockClickOf(position), s.language) ?? '';
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
  // What the move gains on the pile it leaves (emptying the stock or the waste frees nothing).
  const left = source.length - count;
  const fromKind = rules.piles[from].kind;
  if (left === 0 && fromKind !== 'stock' && fromKind !== 'waste') return s.because(what, s.frees(name(rules.piles[from])));
  if (left > 0 && isFaceDown(source[left - 1])) return s.because(what, s.turnsUp);
  return what;
}

/**
 * Where a Maze move goes, by the cards beside the gap (Maze's left and right rules, src/engine/games/maze/rules.ts): `builds` is the
 * cell of the card the move fits (after it or before it), marked on the table with the moving card;
 * `left` and `right` the cards beside the gap in reading order, if any. The cell it leaves, lifted, is a gap.
 */
export function mazeGapCells(position: Position, from: number, to: number): { builds?: number; left?: number; right?: number } {
  const cells = position.piles;
  const moving = cells[from][0];
  const at = (cell: number): number | undefined => (cell !== from && cells[cell]?.[0] !== undefined ? cell : undefined);
  const follows = (card: Card, before: Card): boolean =>
    (suitOf(card) === suitOf(before) && rankOf(card) === rankOf(before) + 1) || (rankOf(card) === ACE && rankOf(before) === QUEEN);
  const left = at(to - 1);
  const right = at(to + 1);
  const builds =
    left !== undefined && follows(moving, cells[left][0])
      ? left
      : right !== undefined && follows(cells[right][0], moving)
        ? right
        : (left ?? right);
  return {
    ...(builds !== undefined ? { builds } : {}),
    ...(left !== undefined ? { left } : {}),
    ...(right !== undefined ? { right } : {}),
  };
}

/**
 * A Maze move, said by what the player sees: the gap between two cards (in reading order, so right
 * even where a row ends and the table wraps its rows as the tab's width asks), else after the card
 * before it or before the card after it, or a corner.
 */
function mazeGap(position: Position, from: number, to: number, s: SolverWords): string {
  const short = (cell: number): string => s.card(rankOf(position.piles[cell][0]), suitOf(position.piles[cell][0]));
  const card = short(from);
  const { left, right } = mazeGapCells(position, from, to);
  if (left !== undefined && right !== undefined) return s.betweenCards(card, short(left), short(right));
  if (left !== undefined) return s.afterCard(card, short(left));
  if (right !== undefined) return s.beforeCard(card, short(right));
  return s.corner(card, to === 0);
}

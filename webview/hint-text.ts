// Says a hinted move in a few words: what to move where, and what it gains ("frees tableau 3",
// "turns a card face up"). Pure: the position before the move, the move and the words. Runs in
// the solver worker, which has the engine (the page's first bundle does not carry it).
import { type Card, type Move, type PileSpec, type Position, isAction, isFaceDown, pileIndex, rankOf, rulesOf, suitOf } from '../src/engine';
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

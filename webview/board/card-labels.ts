// Accessible names for piles and cards, built from the engine's cards and the game's pile specs.
import { type Card, type GameId, type PileSpec, type StockClick, gameOf, isFaceDown, rankOf, suitOf } from '../../src/engine';
import { isFrozenCard } from '../layout/card-picture';
import { strings } from '../l10n/strings';

/** "tableau 3", "free cell 1", "stock"; «столбец 3», «свободная ячейка 1», «прикуп». */
export function pileName(spec: PileSpec): string {
  const kind = strings.pileKind(spec);
  const number = /-(\d+)$/.exec(spec.id)?.[1];
  return number ? `${kind} ${number}` : kind;
}

/** "seven of hearts" («семёрка червей») for a face-up card; nothing that would reveal a face-down card. */
export function cardText(game: GameId, cards: readonly Card[], index: number): string {
  const card = cards[index];
  if (isFrozenCard(game, cards, index)) return `${strings.cards.name(rankOf(card), suitOf(card))}, ${strings.cards.frozen}`;
  if (isFaceDown(card)) return strings.cards.faceDown;
  return `${strings.cards.name(rankOf(card), suitOf(card))}, ${strings.cards.faceUp}`;
}

/** "seven of hearts, face up, tableau 3, card 2 of 5". */
export function cardLabel(game: GameId, spec: PileSpec, cards: readonly Card[], index: number): string {
  return `${cardText(game, cards, index)}, ${strings.cards.position(pileName(spec), index, cards.length)}`;
}

/** What a pile's name tells beyond its cards: what a click on the stock does now, and how many cards a waste fans. */
export interface PileState {
  readonly stockClick: StockClick | null;
  readonly fanned: number;
}

/** The pile's own name: what it holds, or what it takes while empty; the stock's, in its game's own words. */
export function pileLabel(game: GameId, spec: PileSpec, cards: readonly Card[], hint: string | undefined, state: PileState): string {
  const name = pileName(spec);
  const stock = gameOf(game).stock;
  if (spec.kind === 'stock' && stock && state.stockClick) return stock.label(state.stockClick, cards.length, strings.format.language);
  if (cards.length === 0) return strings.pileLabel.empty(name, hint ? (strings.hints[hint] ?? hint) : undefined);
  // The name lists what a sighted player sees: a fan's face-up cards, a waste's fanned ones, an unfanned pile's top card.
  const visible = spec.fan === 'none' ? 1 : spec.fan === 'top-right' ? Math.min(state.fanned, cards.length) : cards.length;
  const seen = cards.map((_, i) => i).slice(cards.length - visible);
  const shown: string[] = [];
  let hidden = 0;
  for (const i of seen) {
    const frozen = isFrozenCard(game, cards, i);
    if (isFaceDown(cards[i]) && !frozen) hidden++;
    else shown.push(frozen ? cardText(game, cards, i) : strings.cards.name(rankOf(cards[i]), suitOf(cards[i])));
  }
  return strings.pileLabel.count(name, cards.length, hidden, shown);
}

/** The base card of a lifted group, named for announcements ("seven of hearts"). */
export function liftedName(cards: readonly Card[], count: number): string {
  const card = cards[cards.length - count];
  return strings.cards.name(rankOf(card), suitOf(card));
}

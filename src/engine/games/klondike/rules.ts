// Klondike as AisleRiot plays it (klondike.scm, its stock and waste from api.scm), over the shared engine: the deal in
// rows, builds down in alternating colours, kings to empty columns, a stock that draws to a waste, score and won.
import { type Card, ACE, KING, isFaceDown, isFaceUp, rankOf, standardDeck, turnDown, turnUp } from '../../cards';
import { emptyPiles, makePosition, seededDeck } from '../../mechanics/deal';
import { allHold, cardsOn, foundationAccepts } from '../../mechanics/foundations';
import { indexRange, pileRow } from '../../mechanics/layout';
import { alternatingRunLength, baseOfLift, followsDownAlternating } from '../../mechanics/runs';
import { type WasteStock, drawOrTurnOver, redealsOf, wasteStockClick } from '../../mechanics/waste-stock';
import type { GameRules, Position } from '../../types';

// The piles, by slot: stock (slot 0), waste (1), foundation-1…4 (2…5), tableau-1…7 (6…12).
const STOCK = 0;
const WASTE = 1;
const FOUNDATIONS = indexRange(2, 4);
const TABLEAU = indexRange(6, 7);

/** AisleRiot's options, the default first: cards a click draws, and how often the waste may be turned over. */
const OPTIONS: Readonly<Record<string, { readonly draws: number; readonly redeals: number }>> = {
  single: { draws: 1, redeals: 2 },
  three: { draws: 3, redeals: Infinity },
  'no-redeals': { draws: 1, redeals: 0 },
  unlimited: { draws: 1, redeals: Infinity },
};

/** The stock of a rule set: where it and the waste lie, what a click draws, how often the waste may turn. */
export const klondikeStock = (variant: string): WasteStock => ({ stock: STOCK, waste: WASTE, ...(OPTIONS[variant] ?? OPTIONS.single) });

const isTableau = (pile: number): boolean => pile >= TABLEAU[0];
const isFoundation = (pile: number): boolean => pile >= FOUNDATIONS[0] && pile < TABLEAU[0];

/** Turns the new top card of a tableau pile face up (the automatic flip). */
function flipTop(position: Position, pile: number): Position {
  const cards = position.piles[pile];
  const top = cards[cards.length - 1];
  if (!isTableau(pile) || top === undefined || !isFaceDown(top)) return position;
  const piles = position.piles.slice();
  piles[pile] = cards.slice(0, -1).concat(turnUp(top));
  return { ...position, piles };
}

/** The foundation `card` may go to: the one its suit's next lower card tops, or for an ace the first empty one; -1 if none. */
const homeOf = (position: Position, card: Card): number => FOUNDATIONS.find((f) => foundationAccepts(position.piles[f], card)) ?? -1;

export const klondike: GameRules = {
  id: 'klondike',
  title: 'Klondike',
  variants: Object.keys(OPTIONS),
  maxScore: 52,
  action: 'deal',
  piles: [
    { id: 'stock', kind: 'stock', row: 0, col: 0, fan: 'none' },
    { id: 'waste', kind: 'waste', row: 0, col: 1, fan: 'top-right' },
    ...pileRow('foundation', 'foundation', 4, { row: 0, col: 3, capacity: 13 }),
    ...pileRow('tableau', 'tableau', 7, { row: 1, fan: 'down' }),
  ],

  deck: () => standardDeck(1),
  draws: (variant) => klondikeStock(variant).draws,

  deal(dealNumber, variant) {
    const s = seededDeck(dealNumber).order;
    const piles = emptyPiles(13);
    // In rows: one card to each of tableau-1 … tableau-7, then to tableau-2 … tableau-7, and so on: tableau-k holds k cards.
    let next = 0;
    for (let row = 0; row < 7; row++) for (let t = row; t < 7; t++) piles[TABLEAU[t]].push(turnDown(s[next++]));
    for (const t of TABLEAU) piles[t][piles[t].length - 1] = turnUp(piles[t][piles[t].length - 1]);
    // The rest stays in the stock, s[28] on top (its last element): the first card a click draws.
    piles[STOCK] = s.slice(next).reverse().map(turnDown);
    return { ...makePosition('klondike', variant, piles), redeals: 0 };
  },

  liftable(position, pile) {
    const cards = position.piles[pile];
    if (isTableau(pile)) return alternatingRunLength(cards);
    return (pile === WASTE || isFoundation(pile)) && cards.length > 0 ? 1 : 0;
  },

  canDrop(position, from, count, to) {
    const card = baseOfLift(position.piles[from], count);
    const target = position.piles[to];
    if (isTableau(to)) return target.length === 0 ? rankOf(card) === KING : followsDownAlternating(target[target.length - 1], card);
    if (!isFoundation(to) || count !== 1) return false;
    // An ace taken from one foundation to another, empty one changes nothing but where it lies: not a move (the project's
    // decision; AisleRiot allows it).
    if (target.length === 0) return rankOf(card) === ACE && !isFoundation(from);
    return foundationAccepts(target, card);
  },

  afterMove: (position, from) => flipTop(position, from),

  stockClick: (position) => wasteStockClick(position, klondikeStock(position.variant)),
  act: (position) => drawOrTurnOver(position, klondikeStock(position.variant)),

  doubleClick(position, pile) {
    const id = (p: number): string => this.piles[p].id;
    if (isFoundation(pile)) {
      // Everything that can go home goes: the first card that fits, the waste first, then tableau-1 … tableau-7.
      for (const from of [WASTE, ...TABLEAU]) {
        const cards = position.piles[from];
        const to = cards.length && isFaceUp(cards[cards.length - 1]) ? homeOf(position, cards[cards.length - 1]) : -1;
        if (to >= 0) return { from: id(from), to: id(to) };
      }
      return null;
    }
    if (pile !== WASTE && !isTableau(pile)) return null;
    const top = position.piles[pile][position.piles[pile].length - 1];
    const to = top !== undefined && isFaceUp(top) ? homeOf(position, top) : -1;
    return to < 0 ? null : { from: id(pile), to: id(to) };
  },
  doubleClickRepeats: isFoundation,

  score: (position) => cardsOn(position, FOUNDATIONS),
  isWon: (position) => allHold(position, FOUNDATIONS, 13),

  emptyHint: (_variant, pile) => (isFoundation(pile) ? 'A' : isTableau(pile) ? 'K' : undefined),

  checkStart(position) {
    if (position.piles[STOCK].some(isFaceUp)) return 'every card of the stock lies face down';
    if (position.piles[WASTE].some(isFaceDown)) return 'every card of the waste lies face up';
    for (const f of FOUNDATIONS) {
      const cards = position.piles[f];
      for (let i = 0; i < cards.length; i++) {
        if (isFaceDown(cards[i]) || !foundationAccepts(cards.slice(0, i), cards[i]))
          return `${this.piles[f].id} must be built up in suit from the ace, face up`;
      }
    }
    const limit = klondikeStock(position.variant).redeals;
    if (redealsOf(position) > limit) return `the waste may be turned over ${limit} times under these rules, not ${redealsOf(position)}`;
    return null;
  },
};

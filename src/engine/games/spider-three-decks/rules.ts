// Spider Three Decks as AisleRiot plays it, over the shared engine: the deal, suited runs, the stock's deals, score, won.
import { type Card, KING, isFaceDown, rankOf, standardDeck, turnDown, turnUp } from '../../cards';
import { seededDeck, emptyPiles, makePosition } from '../../mechanics/deal';
import { indexRange, pileRow } from '../../mechanics/layout';
import { baseOfLift, suitedLinks, suitedRunLength } from '../../mechanics/runs';
import { dealRow } from '../../mechanics/stock';
import type { GameRules, Position } from '../../types';

// The piles, by slot: stock (slot 0), foundation-1…12 (1…12), tableau-1…12 (13…24).
const STOCK = 0;
const FOUNDATIONS = indexRange(1, 12);
const TABLEAU = indexRange(13, 12);
const FULL_RUN = 13;

/** Turns the new top card of a pile face up (Spider's automatic flip). */
function flipTop(position: Position, pile: number): Position {
  const cards = position.piles[pile];
  const top = cards[cards.length - 1];
  if (top === undefined || !isFaceDown(top)) return position;
  const piles = position.piles.slice();
  piles[pile] = cards.slice(0, -1).concat(turnUp(top));
  return { ...position, piles };
}

const isTableau = (pile: number): boolean => pile >= TABLEAU[0];
const isFoundation = (pile: number): boolean => pile >= FOUNDATIONS[0] && pile < TABLEAU[0];

export const spiderThreeDecks: GameRules = {
  id: 'spider-three-decks',
  title: 'Spider Three Decks',
  variants: ['standard'],
  maxScore: 144,
  action: 'deal',
  piles: [
    { id: 'stock', kind: 'stock', row: 0, col: 0, fan: 'none' },
    ...pileRow('foundation', 'foundation', 12, { row: 0, col: 1, capacity: FULL_RUN }),
    ...pileRow('tableau', 'tableau', 12, { row: 1, fan: 'down' }),
  ],

  deck: () => standardDeck(3),

  deal(dealNumber, variant) {
    const s = seededDeck(dealNumber, 3).order;
    const piles = emptyPiles(25);
    for (let i = 0; i < 54; i++) piles[TABLEAU[i % 12]].push(turnDown(s[i]));
    for (const t of TABLEAU) piles[t][piles[t].length - 1] = turnUp(piles[t][piles[t].length - 1]);
    // The stock's top card (its last element) is s[54], the first card of the first stock deal.
    piles[STOCK] = s.slice(54).reverse().map(turnDown);
    return makePosition('spider-three-decks', variant, piles);
  },

  liftable(position, pile) {
    return isTableau(pile) ? suitedRunLength(position.piles[pile]) : 0;
  },

  canDrop(position, from, count, to) {
    const target = position.piles[to];
    if (isFoundation(to)) return target.length === 0 && count === FULL_RUN;
    if (!isTableau(to)) return false;
    const top = target[target.length - 1];
    if (top === undefined) return true;
    return !isFaceDown(top) && rankOf(top) === rankOf(baseOfLift(position.piles[from], count)) + 1;
  },

  afterMove: (position, from) => flipTop(position, from),

  canAct: (position) => position.piles[STOCK].length > 0,
  act: (position) => dealRow(position, STOCK, TABLEAU),

  doubleClick(position, pile) {
    if (!isTableau(pile)) return null;
    const cards = position.piles[pile];
    if (suitedRunLength(cards) < FULL_RUN || rankOf(cards[cards.length - FULL_RUN]) !== KING) return null;
    const to = FOUNDATIONS.find((f) => position.piles[f].length === 0);
    if (to === undefined) return null;
    return { from: this.piles[pile].id, to: this.piles[to].id, count: FULL_RUN };
  },

  score(position) {
    let links = 0;
    for (let i = 1; i < position.piles.length; i++) links += suitedLinks(position.piles[i]);
    return links;
  },

  isWon(position) {
    const empty = (i: number) => position.piles[i].length === 0;
    // Both ways to win leave the stock empty: check that before counting links.
    if (!empty(STOCK)) return false;
    if (TABLEAU.every(empty)) return true;
    return FOUNDATIONS.every(empty) && this.score(position) === this.maxScore;
  },

  emptyHint: (_variant, pile) => (isFoundation(pile) ? 'K–A' : undefined),

  checkStart(position) {
    for (const f of FOUNDATIONS) {
      const cards: readonly Card[] = position.piles[f];
      if (cards.length > 0 && (cards.length !== FULL_RUN || suitedRunLength(cards) !== FULL_RUN)) {
        return `${this.piles[f].id} must be empty or hold one complete K…A run of one suit`;
      }
    }
    return null;
  },
};

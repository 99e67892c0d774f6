// The Spider family's rules, shared by Spider Three Decks and Spider (AisleRiot's spider-three-decks.scm is a thin layer
// over spider.scm): a game names its deck, its piles, where its opening deal goes and whether the stock deals onto empty
// columns; the pick-up, the drops, the flip, the double-click, the score and the two ways to win are the family's.
import { type Card, KING, isFaceDown, rankOf, turnDown, turnUp } from '../../cards';
import { emptyPiles, makePosition, seededOrder } from '../../mechanics/deal';
import { indexRange, pileRow } from '../../mechanics/layout';
import { dealRow, rowStockClick } from '../../mechanics/row-stock';
import { baseOfLift, suitedLinks, suitedRunLength } from '../../mechanics/runs';
import type { GameId, GameRules, Position } from '../../types';

/** What one game of the family decides; everything else is the family's. */
export interface SpiderGame {
  readonly id: GameId;
  readonly title: string;
  /** Rule sets; the first is the default. */
  readonly variants: readonly string[];
  /** The cards of a rule set, in the order its shuffle starts from. */
  deck(variant: string): Card[];
  readonly foundations: number;
  readonly tableau: number;
  /** The opening deal: the tableau pile (from 0) each of s[0], s[1], … goes to, face down; the rest is the stock. */
  readonly dealTo: readonly number[];
  /** The stock deals only when every column holds a card (Spider); Spider Three Decks deals onto empty columns too. */
  readonly fullColumnsToDeal: boolean;
}

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

export function spiderRules(game: SpiderGame): GameRules {
  // The piles, by slot: stock (slot 0), the foundations, then the tableau.
  const STOCK = 0;
  const FOUNDATIONS = indexRange(1, game.foundations);
  const TABLEAU = indexRange(1 + game.foundations, game.tableau);
  const isTableau = (pile: number): boolean => pile >= TABLEAU[0];
  const isFoundation = (pile: number): boolean => pile >= FOUNDATIONS[0] && pile < TABLEAU[0];
  const dealt = game.dealTo.length;

  return {
    id: game.id,
    title: game.title,
    variants: game.variants,
    maxScore: 12 * game.foundations,
    action: 'deal',
    piles: [
      { id: 'stock', kind: 'stock', row: 0, col: 0, fan: 'none' },
      ...pileRow('foundation', 'foundation', game.foundations, { row: 0, col: 1, capacity: FULL_RUN }),
      ...pileRow('tableau', 'tableau', game.tableau, { row: 1, fan: 'down' }),
    ],

    deck: (variant) => game.deck(variant ?? game.variants[0]),

    deal(dealNumber, variant) {
      const s = seededOrder(dealNumber, game.deck(variant));
      const piles = emptyPiles(1 + game.foundations + game.tableau);
      for (let i = 0; i < dealt; i++) piles[TABLEAU[game.dealTo[i]]].push(turnDown(s[i]));
      for (const t of TABLEAU) piles[t][piles[t].length - 1] = turnUp(piles[t][piles[t].length - 1]);
      // The stock's top card (its last element) is the first card after the opening deal: the first card of the first stock deal.
      piles[STOCK] = s.slice(dealt).reverse().map(turnDown);
      return makePosition(game.id, variant, piles);
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

    stockClick: (position) => rowStockClick(position, STOCK, TABLEAU, game.fullColumnsToDeal),
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
}

// Cruel as AisleRiot plays it, over the shared engine: the deal, what may be lifted and dropped, redeals, score, won and lost.
import { type Card, ACE, rankOf, standardDeck } from '../../cards';
import { emptyPiles, makePosition, seededDeck } from '../../mechanics/deal';
import { faceDownInStart } from '../../mechanics/faces';
import { allHold, cardsOn, foundationAccepts } from '../../mechanics/foundations';
import { indexRange, pileRow } from '../../mechanics/layout';
import { followsDownInSuit } from '../../mechanics/runs';
import { shuffle } from '../../random';
import type { GameRules, Position } from '../../types';

// The piles, by slot: stock (slot 0), foundation-1…4 (1…4), tableau-1…12 (5…16).
const FOUNDATIONS = indexRange(1, 4);
const TABLEAU = indexRange(5, 12);

function layOut(order: readonly Card[]): Position {
  const piles = emptyPiles(17);
  let nextFoundation = 0;
  const rest: Card[] = [];
  for (const card of order) {
    if (rankOf(card) === ACE) piles[FOUNDATIONS[nextFoundation++]].push(card);
    else rest.push(card);
  }
  regroupInFours(piles, rest);
  return makePosition('cruel', 'standard', piles, true);
}

/** Fills tableau-1, tableau-2, … with four cards each from `cards` in order (the deal and the redeal). */
function regroupInFours(piles: Card[][], cards: readonly Card[]): void {
  TABLEAU.forEach((t, i) => {
    piles[t] = cards.slice(4 * i, 4 * i + 4);
  });
}

/** Every single-card move rules 2 and 3 allow, as [from, to] pile pairs. */
function cardMoves(position: Position): Array<[number, number]> {
  const moves: Array<[number, number]> = [];
  for (const from of TABLEAU) {
    if (position.piles[from].length === 0) continue;
    for (const to of [...FOUNDATIONS, ...TABLEAU]) if (to !== from && cruel.canDrop(position, from, 1, to)) moves.push([from, to]);
  }
  return moves;
}

/**
 * AisleRiot's second lost test, the "headbanger", with the project's fix (AisleRiot's test could call a winnable game lost): the layout repeats
 * only if moving the lone last card X onto tableau-(L−1) is the one legal move, so X going to a
 * foundation or elsewhere keeps the game open.
 */
function isHeadbanger(position: Position, moves: Array<[number, number]>): boolean {
  // n = 48 − score in a whole deck; counted directly so a partial start layout is judged the same way.
  const left = cardsOn(position, TABLEAU);
  if (left === 1 || left % 4 !== 1) return false;
  const last = TABLEAU[(left + 3) / 4 - 1];
  return moves.length === 1 && moves[0][0] === last && moves[0][1] === last - 1;
}

export const cruel: GameRules = {
  id: 'cruel',
  title: 'Cruel',
  variants: ['standard'],
  maxScore: 48,
  action: 'redeal',
  piles: [
    { id: 'stock', kind: 'stock', row: 0, col: 0, fan: 'none', capacity: 0 },
    ...pileRow('foundation', 'foundation', 4, { row: 0, col: 2, capacity: 13 }),
    ...pileRow('tableau', 'tableau', 6, { row: 1, fan: 'right' }),
    ...pileRow('tableau', 'tableau', 6, { row: 2, first: 7, fan: 'right' }),
  ],

  deck: () => standardDeck(1),

  deal(dealNumber) {
    // An opening without a move is shuffled again with the same generator, as AisleRiot does, so a deal number still means one layout.
    const { order, rng } = seededDeck(dealNumber);
    let position = layOut(order);
    while (cardMoves(position).length === 0) position = layOut(shuffle(standardDeck(1), rng));
    return position;
  },

  liftable(position, pile) {
    return TABLEAU.includes(pile) && position.piles[pile].length > 0 ? 1 : 0;
  },

  canDrop(position, from, _count, to) {
    const card = position.piles[from][position.piles[from].length - 1];
    const target = position.piles[to];
    if (FOUNDATIONS.includes(to)) return target.length > 0 && foundationAccepts(target, card);
    return TABLEAU.includes(to) && followsDownInSuit(target[target.length - 1], card);
  },

  afterMove: (position) => ({ ...position, justDealt: false }),

  stockClick: (position) => (position.justDealt ? { does: 'nothing', why: 'dealt-just-now' } : { does: 'regroup' }),
  act(position) {
    const piles = position.piles.slice() as Card[][];
    regroupInFours(
      piles,
      TABLEAU.flatMap((t) => position.piles[t]),
    );
    return { ...position, piles, justDealt: true };
  },

  doubleClick(position, pile) {
    if (this.liftable(position, pile) === 0) return null;
    const to = FOUNDATIONS.find((f) => this.canDrop(position, pile, 1, f));
    return to === undefined ? null : { from: this.piles[pile].id, to: this.piles[to].id };
  },

  // Every card on a foundation but its ace (AisleRiot's score: the cards on the foundations − 4 with a whole deck).
  score: (position) => FOUNDATIONS.reduce((sum, f) => sum + Math.max(0, position.piles[f].length - 1), 0),
  isWon: (position) => allHold(position, FOUNDATIONS, 13),

  isLost(position) {
    if (!position.justDealt || this.isWon(position)) return false;
    const moves = cardMoves(position);
    return moves.length === 0 || isHeadbanger(position, moves);
  },

  checkStart(position) {
    const faceDown = faceDownInStart(this, position);
    if (faceDown) return faceDown;
    // The deal puts every ace on a foundation, so none lies in the tableau.
    const ace = TABLEAU.find((t) => position.piles[t].some((card) => rankOf(card) === ACE));
    if (ace !== undefined) return `${this.piles[ace].id} holds an ace, but every ace starts a foundation`;
    for (const f of FOUNDATIONS) {
      const cards = position.piles[f];
      if (cards.length > 0 && rankOf(cards[0]) !== ACE) return `${this.piles[f].id} must start with an ace`;
      for (let i = 1; i < cards.length; i++) {
        if (!foundationAccepts(cards.slice(0, i), cards[i])) return `${this.piles[f].id} must be built up in suit from the ace`;
      }
    }
    return null;
  },
};

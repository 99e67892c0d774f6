// Pileon as AisleRiot plays it, over the shared engine: fifteen piles of at most four, building by rank, frozen piles, won.
import { type Card, formatCard, isFaceDown, isFaceUp, rankOf, standardDeck, turnDown } from '../../cards';
import { emptyPiles, makePosition, seededDeck } from '../../mechanics/deal';
import { indexRange, pileRow } from '../../mechanics/layout';
import type { GameRules, Position } from '../../types';

// The piles: pile-1 … pile-15 (slots 0 … 14), rows of four, each pile at most four cards.
const PILES = indexRange(0, 15);
const FULL = 4;

const isFrozen = (pile: readonly Card[]): boolean => pile.length > 0 && isFaceDown(pile[pile.length - 1]);

/** Cards of the top same-rank group (0 for an empty or frozen pile). */
function topGroup(pile: readonly Card[]): number {
  const n = pile.length;
  if (n === 0 || isFrozen(pile)) return 0;
  let size = 1;
  while (size < n && isFaceUp(pile[n - size - 1]) && rankOf(pile[n - size - 1]) === rankOf(pile[n - 1])) size++;
  return size;
}

const fourOfAKind = (cards: readonly Card[]): boolean => cards.length === FULL && cards.every((c) => rankOf(c) === rankOf(cards[0]));

/** Four cards of one rank: the top card is turned face down (the automatic freeze). */
function freezeIfComplete(position: Position, pile: number): Position {
  const cards = position.piles[pile];
  if (!fourOfAKind(cards) || isFrozen(cards)) return position;
  const piles = position.piles.slice();
  piles[pile] = cards.slice(0, -1).concat(turnDown(cards[FULL - 1]));
  return { ...position, piles };
}

/** AisleRiot's lost test: the group its hint tries to move (a uniform or one-card pile counts as 1). */
function movableGroup(pile: readonly Card[]): number {
  const group = topGroup(pile);
  return group === pile.length ? 1 : group;
}

function canMakeProgress(position: Position, p: number): boolean {
  const pile = position.piles[p];
  if (pile.length === 0 || isFrozen(pile)) return false;
  const rank = rankOf(pile[pile.length - 1]);
  let room = 0;
  for (const q of PILES) {
    const other = position.piles[q];
    if (q === p || other.length === 0 || other.length >= FULL) continue;
    if (isFaceUp(other[other.length - 1]) && rankOf(other[other.length - 1]) === rank) room += FULL - other.length;
  }
  return room >= movableGroup(pile);
}

export const pileon: GameRules = {
  id: 'pileon',
  title: 'Pileon',
  variants: ['standard'],
  maxScore: 52,
  piles: [
    ...pileRow('pile', 'pile', 4, { row: 0, fan: 'right', capacity: FULL }),
    ...pileRow('pile', 'pile', 4, { row: 1, first: 5, fan: 'right', capacity: FULL }),
    ...pileRow('pile', 'pile', 4, { row: 2, first: 9, fan: 'right', capacity: FULL }),
    ...pileRow('pile', 'pile', 3, { row: 3, first: 13, fan: 'right', capacity: FULL }),
  ],

  deck: () => standardDeck(1),

  deal(dealNumber, variant) {
    const s = seededDeck(dealNumber).order;
    let position = makePosition('pileon', variant, emptyPiles(15));
    const piles = position.piles as Card[][];
    for (let k = 0; k < 13; k++) piles[k] = s.slice(4 * k, 4 * k + 4);
    for (let k = 0; k < 13; k++) position = freezeIfComplete(position, k);
    return position;
  },

  liftable: (position, pile) => topGroup(position.piles[pile]),

  canDrop(position, from, count, to) {
    const target = position.piles[to];
    if (target.length + count > FULL) return false;
    if (target.length === 0) return true;
    const top = target[target.length - 1];
    const source = position.piles[from];
    return isFaceUp(top) && rankOf(top) === rankOf(source[source.length - 1]);
  },

  afterMove: (position, _from, to) => freezeIfComplete(position, to),
  doubleClick: () => null,

  score: (position) => 4 * position.piles.filter(isFrozen).length,
  isWon: (position) => position.piles.every((p) => p.length === 0 || isFrozen(p)),

  isLost(position) {
    if (this.isWon(position)) return false;
    if (position.piles.some((p) => p.length === 0)) return false;
    return !PILES.some((p) => canMakeProgress(position, p));
  },

  checkStart(position) {
    // In Pileon the only face-down card is the top of a frozen pile, and four of a rank are always frozen.
    for (const p of PILES) {
      const cards = position.piles[p];
      const id = this.piles[p].id;
      const down = cards.findIndex(isFaceDown);
      if (down >= 0 && (down !== FULL - 1 || !fourOfAKind(cards)))
        return `${id} holds ${formatCard(cards[down])} face down, but only the top card of four of one rank (a frozen pile) is`;
      if (fourOfAKind(cards) && !isFrozen(cards))
        return `${id} holds four of one rank, so it is frozen: write its top card face down, like 7C 7D 7H [7S]`;
    }
    return null;
  },
};

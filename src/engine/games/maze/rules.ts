// Maze as AisleRiot plays it, over the shared engine: the grid, which card may slide into an empty cell, score and won.
import { type Card, ACE, KING, QUEEN, rankOf, standardDeck, suitOf } from '../../cards';
import { emptyPiles, makePosition, seededDeck } from '../../mechanics/deal';
import { faceDownInStart } from '../../mechanics/faces';
import type { GameRules, PileSpec, Position } from '../../types';

// The grid: cell-1 … cell-54 (slots 0 … 53) in 6 rows of 9, read as one line; rows connect.
const CELLS = 54;
const FIRST = 0;
const LAST = CELLS - 1;

/** `next` may follow `prev` in reading order: same suit one higher, or an ace after any queen. */
function follows(prev: Card, next: Card): boolean {
  if (rankOf(next) === ACE) return rankOf(prev) === QUEEN;
  return suitOf(prev) === suitOf(next) && rankOf(next) === rankOf(prev) + 1;
}

/** The card in a cell, treating the lifted card's own cell as empty. */
function cardAt(position: Position, cell: number, lifted: number): Card | undefined {
  return cell === lifted ? undefined : position.piles[cell][0];
}

const cells: PileSpec[] = Array.from({ length: CELLS }, (_, i) => ({
  id: `cell-${i + 1}`,
  kind: 'cell',
  row: Math.floor(i / 9),
  col: i % 9,
  fan: 'none',
  capacity: 1,
}));

export const maze: GameRules = {
  id: 'maze',
  title: 'Maze',
  variants: ['standard'],
  maxScore: 48,
  piles: cells,

  deck: () => standardDeck(1).filter((card) => rankOf(card) !== KING),

  deal(dealNumber, variant) {
    const s = seededDeck(dealNumber).order;
    const piles = emptyPiles(CELLS);
    // s[0] … s[50] fill every cell but cell-1, cell-9 and cell-18 in order; s[51] stays on cell-1.
    const targets = cells.map((_, i) => i).filter((i) => i !== 0 && i !== 8 && i !== 17);
    targets.forEach((cell, k) => {
      piles[cell] = [s[k]];
    });
    piles[0] = [s[51]];
    for (const pile of piles) if (pile.length && rankOf(pile[0]) === KING) pile.pop();
    return makePosition('maze', variant, piles);
  },

  liftable: (position, pile) => position.piles[pile].length,

  canDrop(position, from, _count, to) {
    if (position.piles[to].length > 0 || to === from) return false;
    const card = position.piles[from][0];
    const left = to === FIRST ? undefined : cardAt(position, to - 1, from);
    const right = to === LAST ? undefined : cardAt(position, to + 1, from);
    const leftRule = to === FIRST ? rankOf(card) === ACE : left !== undefined && follows(left, card);
    const rightRule = to === LAST ? rankOf(card) === QUEEN : right !== undefined && follows(card, right);
    return leftRule || rightRule;
  },

  afterMove: (position) => position,
  doubleClick: () => null,

  score(position) {
    let score = 0;
    let prev: Card | undefined;
    for (const pile of position.piles) {
      const card = pile[0];
      if (card === undefined) continue;
      if (prev === undefined ? rankOf(card) === ACE : follows(prev, card)) score++;
      prev = card;
    }
    return score;
  },

  isWon(position) {
    return this.score(position) === this.maxScore;
  },
  emptyHint: (_variant, pile) => (pile === FIRST ? 'A' : pile === LAST ? 'Q' : undefined),
  checkStart(position) {
    return faceDownInStart(this, position);
  },
};

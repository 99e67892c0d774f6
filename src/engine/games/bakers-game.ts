import { type Card, KING, makeCard, rankOf, standardDeck } from '../cards';
import { emptyPiles, makePosition } from '../mechanics/deal';
import { countEmpty, firstEmpty } from '../mechanics/cells';
import { faceDownInStart } from '../mechanics/faces';
import { allHold, cardsOn, foundationAccepts } from '../mechanics/foundations';
import { indexRange, pileRow } from '../mechanics/layout';
import { baseOfLift, followsDownInSuit, suitedRunLength } from '../mechanics/runs';
import { microsoftDealOrder } from '../random';
import type { GameRules, Position } from '../types';

// bakers-game.md: freecell-1…4 (slots 0…3), foundation-1…4 (4…7), tableau-1…8 (8…15).
const FREECELLS = indexRange(0, 4);
const FOUNDATIONS = indexRange(4, 4);
const TABLEAU = indexRange(8, 8);
const AUTOPLAY_SOURCES = [...FREECELLS, ...TABLEAU];

const isFreecell = (pile: number) => pile < 4;
const isFoundation = (pile: number) => pile >= 4 && pile < 8;

/**
 * Rule sets (rules/index.md decision 1): `kings` (default) takes only a king into an empty column
 * and limits a run to free cells + 1; `any` is AisleRiot's current (F + 1) × 2^E with any card.
 */
function runLimit(position: Position, from: number, to: number): number {
  const free = countEmpty(position, FREECELLS);
  if (position.variant === 'kings') return free + 1;
  return (free + 1) * 2 ** countEmpty(position, TABLEAU, [from, to]);
}

/** The foundation a card may be played to automatically: its suit's, or for an ace the lowest empty one. */
function autoplayTarget(position: Position, card: Card): number {
  for (const f of FOUNDATIONS) if (position.piles[f].length > 0 && foundationAccepts(position.piles[f], card)) return f;
  for (const f of FOUNDATIONS) if (position.piles[f].length === 0 && foundationAccepts(position.piles[f], card)) return f;
  return -1;
}

/** bakers-game.md "Automatic actions": play every playable top card home, rescanning from freecell-1. */
function playToFoundations(position: Position): Position {
  let piles = position.piles as Card[][];
  let copied = false;
  for (let scanning = true; scanning;) {
    scanning = false;
    for (const source of AUTOPLAY_SOURCES) {
      const pile = piles[source];
      if (pile.length === 0) continue;
      const card = pile[pile.length - 1];
      const target = autoplayTarget({ ...position, piles }, card);
      if (target < 0) continue;
      if (!copied) { piles = piles.slice(); copied = true; }
      piles[source] = pile.slice(0, -1);
      piles[target] = piles[target].concat(card);
      scanning = true;
      break;
    }
  }
  return copied ? { ...position, piles } : position;
}

export const bakersGame: GameRules = {
  id: 'bakers-game',
  title: "Baker's Game",
  variants: ['kings', 'any'],
  maxScore: 52,
  piles: [
    ...pileRow('freecell', 'freecell', 4, { row: 0, capacity: 1 }),
    ...pileRow('foundation', 'foundation', 4, { row: 0, col: 4, capacity: 13 }),
    ...pileRow('tableau', 'tableau', 8, { row: 1, fan: 'down' }),
  ],

  deck: () => standardDeck(1),

  deal(dealNumber, variant) {
    const piles = emptyPiles(16);
    microsoftDealOrder(dealNumber).forEach(([rank, suit], k) => piles[TABLEAU[k % 8]].push(makeCard(rank, suit)));
    return makePosition('bakers-game', variant, piles);
  },

  liftable(position, pile) {
    if (isFreecell(pile)) return position.piles[pile].length;
    if (isFoundation(pile)) return 0;
    return suitedRunLength(position.piles[pile]);
  },

  canDrop(position, from, count, to) {
    const card = baseOfLift(position.piles[from], count);
    const target = position.piles[to];
    if (isFreecell(to)) return count === 1 && target.length === 0;
    if (isFoundation(to)) return count === 1 && foundationAccepts(target, card);
    if (count > runLimit(position, from, to)) return false;
    if (target.length === 0) return position.variant !== 'kings' || rankOf(card) === KING;
    return followsDownInSuit(target[target.length - 1], card);
  },

  afterMove: (position) => playToFoundations(position),

  doubleClick(position, pile) {
    // Decision 3: a double-click on a foundation does nothing (AisleRiot's score-inflation defect).
    if (isFoundation(pile) || position.piles[pile].length === 0) return null;
    const to = firstEmpty(position, FREECELLS);
    if (to < 0 || to === pile) return null;
    return { from: this.piles[pile].id, to: this.piles[to].id };
  },

  score: (position) => cardsOn(position, FOUNDATIONS),
  isWon: (position) => allHold(position, FOUNDATIONS, 13),
  isLost: () => false,

  emptyHint(variant, pile) {
    if (isFoundation(pile)) return 'A';
    if (!isFreecell(pile) && variant === 'kings') return 'K';
    return undefined;
  },

  checkStart(position) {
    const faceDown = faceDownInStart(this, position);
    if (faceDown) return faceDown;
    for (const f of FOUNDATIONS) {
      const cards = position.piles[f];
      for (let i = 0; i < cards.length; i++) {
        if (!foundationAccepts(cards.slice(0, i), cards[i])) return `${this.piles[f].id} must be built up in suit from the ace`;
      }
    }
    return null;
  },
};

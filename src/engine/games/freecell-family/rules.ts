// The FreeCell family's rules, shared by Baker's Game and FreeCell (AisleRiot's bakers-game.scm is a thin
// layer over freecell.scm): a game names only how it builds, what starts an empty column and its autoplay.
import { KING, makeCard, rankOf, standardDeck } from '../../cards';
import { countEmpty, firstEmpty } from '../../mechanics/cells';
import { emptyPiles, makePosition } from '../../mechanics/deal';
import { faceDownInStart } from '../../mechanics/faces';
import { allHold, cardsOn, foundationAccepts } from '../../mechanics/foundations';
import { baseOfLift } from '../../mechanics/runs';
import { microsoftDealOrder } from '../../random';
import type { GameId, GameRules, Position } from '../../types';
import { type Autoplay, playToFoundations } from './autoplay';
import { type Building, follows, runLength } from './building';
import { FAMILY_PILES, FOUNDATIONS, FREECELLS, TABLEAU, isFoundation, isFreecell } from './layout';

/** What one game of the family decides; everything else is the family's. */
export interface FamilyGame {
  readonly id: GameId;
  readonly title: string;
  /** Rule sets; the first is the default. */
  readonly variants: readonly string[];
  readonly building: Building;
  /** Only a king (or a run from a king) may start an empty column, and a run is limited to free cells + 1. */
  kingsOnly(variant: string): boolean;
  autoplay(variant: string): Autoplay;
}

/**
 * The power-move limit: free cells + 1 under kings-only rules, else (F + 1) × 2^E with E the empty
 * columns other than the source and the destination (AisleRiot's formula, the same in both games).
 */
function runLimit(game: FamilyGame, position: Position, from: number, to: number): number {
  const free = countEmpty(position, FREECELLS);
  if (game.kingsOnly(position.variant)) return free + 1;
  return (free + 1) * 2 ** countEmpty(position, TABLEAU, [from, to]);
}

export function familyRules(game: FamilyGame): GameRules {
  return {
    id: game.id,
    title: game.title,
    variants: game.variants,
    maxScore: 52,
    piles: FAMILY_PILES,

    deck: () => standardDeck(1),

    // Microsoft FreeCell numbering: deal N is every FreeCell program's deal N.
    deal(dealNumber, variant) {
      const piles = emptyPiles(16);
      microsoftDealOrder(dealNumber).forEach(([rank, suit], k) => piles[TABLEAU[k % 8]].push(makeCard(rank, suit)));
      return makePosition(game.id, variant, piles);
    },

    liftable(position, pile) {
      if (isFreecell(pile)) return position.piles[pile].length;
      if (isFoundation(pile)) return 0;
      return runLength(game.building, position.piles[pile]);
    },

    canDrop(position, from, count, to) {
      const card = baseOfLift(position.piles[from], count);
      const target = position.piles[to];
      if (isFreecell(to)) return count === 1 && target.length === 0;
      if (isFoundation(to)) return count === 1 && foundationAccepts(target, card);
      if (count > runLimit(game, position, from, to)) return false;
      if (target.length === 0) return !game.kingsOnly(position.variant) || rankOf(card) === KING;
      return follows(game.building, target[target.length - 1], card);
    },

    afterMove: (position) => playToFoundations(position, game.autoplay(position.variant)),

    doubleClick(position, pile) {
      // A double-click on a foundation does nothing: in AisleRiot it sent the card to a free cell and back, inflating the score.
      if (isFoundation(pile) || position.piles[pile].length === 0) return null;
      const to = firstEmpty(position, FREECELLS);
      if (to < 0 || to === pile) return null;
      return { from: FAMILY_PILES[pile].id, to: FAMILY_PILES[to].id };
    },

    score: (position) => cardsOn(position, FOUNDATIONS),
    isWon: (position) => allHold(position, FOUNDATIONS, 13),

    emptyHint(variant, pile) {
      if (isFoundation(pile)) return 'A';
      if (!isFreecell(pile) && game.kingsOnly(variant)) return 'K';
      return undefined;
    },

    checkStart(position) {
      const faceDown = faceDownInStart(this, position);
      if (faceDown) return faceDown;
      for (const f of FOUNDATIONS) {
        const cards = position.piles[f];
        for (let i = 0; i < cards.length; i++) {
          if (!foundationAccepts(cards.slice(0, i), cards[i])) return `${FAMILY_PILES[f].id} must be built up in suit from the ace`;
        }
      }
      return null;
    },
  };
}

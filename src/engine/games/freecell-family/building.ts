// How the FreeCell family builds in the tableau: down in suit (Baker's Game) or in alternating colours (FreeCell).
import type { Card } from '../../cards';
import { alternatingRunLength, followsDownAlternating, followsDownInSuit, suitedRunLength } from '../../mechanics/runs';

export type Building = 'suit' | 'alternate';

export const follows = (building: Building, target: Card | undefined, card: Card): boolean =>
  building === 'suit' ? followsDownInSuit(target, card) : followsDownAlternating(target, card);

export const runLength = (building: Building, pile: readonly Card[]): number =>
  building === 'suit' ? suitedRunLength(pile) : alternatingRunLength(pile);

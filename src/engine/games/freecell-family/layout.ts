// The FreeCell family's piles (Baker's Game's and FreeCell's alike): free cells, foundations and eight columns.
import { indexRange, pileRow } from '../../mechanics/layout';
import type { PileSpec } from '../../types';

// freecell-1…4 (slots 0…3), foundation-1…4 (4…7), tableau-1…8 (8…15).
export const FREECELLS = indexRange(0, 4);
export const FOUNDATIONS = indexRange(4, 4);
export const TABLEAU = indexRange(8, 8);

export const isFreecell = (pile: number): boolean => pile < 4;
export const isFoundation = (pile: number): boolean => pile >= 4 && pile < 8;

export const FAMILY_PILES: readonly PileSpec[] = [
  ...pileRow('freecell', 'freecell', 4, { row: 0, capacity: 1 }),
  ...pileRow('foundation', 'foundation', 4, { row: 0, col: 4, capacity: 13 }),
  ...pileRow('tableau', 'tableau', 8, { row: 1, fan: 'down' }),
];

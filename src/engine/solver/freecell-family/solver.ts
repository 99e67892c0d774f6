// The FreeCell family's solver as the solvers' table uses it: its search model (searched depth first, FreeCell in tries).
import type { Position } from '../../types';
import type { SearchModel } from '../types';
import { familyModel } from './games';

export const familySolver = {
  model: (position: Position): SearchModel => familyModel(position),
};

// The FreeCell family's solver as the solvers' table uses it: its search model and its own search.
import type { Position } from '../../types';
import type { Search } from '../search';
import type { SearchModel, SolveOptions } from '../types';
import { familyModel } from './games';

export const familySolver = {
  model: (position: Position): SearchModel => familyModel(position),
  /** undefined: the model's own strategy searches (depth first or best first). */
  search: (_position: Position, _options: SolveOptions): Search | undefined => undefined,
};

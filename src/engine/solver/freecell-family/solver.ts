// The FreeCell family's solver as the solvers' table uses it: its search model and its own search.
import type { Position } from '../../types';
import type { Search } from '../search';
import type { SearchModel, SolveOptions } from '../types';
import { familyModel, familyStrategyOf } from './games';
import { TriesSearch } from './tries-search';

export const familySolver = {
  model: (position: Position): SearchModel => familyModel(position),
  /** Where the model searches best first (FreeCell with autoplay), short depth-first tries come before it. */
  search: (position: Position, options: SolveOptions): Search | undefined =>
    familyStrategyOf(position) === 'best-first' ? new TriesSearch(position, options) : undefined,
};

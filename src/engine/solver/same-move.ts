// Whether two moves are one: the hints compare a search's move with the legal ones (a count of 1 may be left out).
import { isAction } from '../play';
import type { Move } from '../types';

export const sameMove = (a: Move, b: Move): boolean =>
  isAction(a) || isAction(b)
    ? isAction(a) && isAction(b) && a.action === b.action
    : a.from === b.from && a.to === b.to && (a.count ?? 1) === (b.count ?? 1);

// A loose file that imports its folder's room, which imports it back: a knot with no import cycle.
import { b } from './room/b';

export const a = b + 1;

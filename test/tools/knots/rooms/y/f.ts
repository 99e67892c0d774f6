// Room y imports room x back.
import { g } from '../x/g';

export const f = g + 1;

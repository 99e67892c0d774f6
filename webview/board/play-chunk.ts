// The table's play with the keyboard's (./table-play.ts), asked for once the page's first frame is painted:
// nothing is pressed before, and what is pressed before it comes is kept (./early-input.ts).
import { firstPaint } from '../page/after-first-paint';

export const playChunk = firstPaint.then(() => import('./table-play'));

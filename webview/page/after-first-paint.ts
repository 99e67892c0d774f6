// When the page has painted its first frame: the chunks its first table does not draw with (the motion, the
// solver) are fetched then, so their download, compile and run do not hold that frame back.

/** How long a page that paints no frame (hidden: no animation frames come) waits before it goes on anyway. */
export const NO_PAINT_WAIT_MS = 1000;

/** Settles just after the next frame is painted (a task queued from its animation frame), or after NO_PAINT_WAIT_MS. */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const waited = setTimeout(resolve, NO_PAINT_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(waited);
        resolve();
      }, 0),
    );
  });
}

/**
 * The page's first frame painted. Asked for as the page's script runs, before its first table is drawn: the
 * table is drawn in the same turn (its rules are preloaded), so the frame that follows is the one that shows it.
 */
export const firstPaint: Promise<void> = afterNextPaint();

// Glides elements from an offset back to where the layout put them, with the Web Animations API
// (transform only, so the browser composites it without layout; CSP does not govern it).
const GLIDE_MS = 160;

export interface Offset {
  readonly dx: number;
  readonly dy: number;
}

/** Starts each element at its offset and glides it home; resolves when all have arrived. */
export function glideHome(elements: readonly HTMLElement[], from: readonly Offset[], animate: boolean): Promise<void> {
  const runs: Promise<unknown>[] = [];
  elements.forEach((el, i) => {
    el.style.transform = '';
    const { dx, dy } = from[i] ?? from[from.length - 1] ?? { dx: 0, dy: 0 };
    if (!animate || typeof el.animate !== 'function' || (Math.abs(dx) < 1 && Math.abs(dy) < 1)) return;
    const run = el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: GLIDE_MS, easing: 'ease-out' });
    runs.push(run.finished.catch(() => undefined));
  });
  return Promise.all(runs).then(() => undefined);
}

/** Moves elements by an offset now (while dragging). */
export function shift(elements: readonly HTMLElement[], dx: number, dy: number): void {
  const transform = `translate(${dx}px, ${dy}px)`;
  for (const el of elements) el.style.transform = transform;
}

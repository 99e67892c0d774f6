// The cards under the player's hand: shifted while dragged (a transform, no re-render per frame),
// and gliding back to their pile when the drop is refused or cancelled.
import type { AnimationSpeed } from '../../src/protocol';

export interface Offset {
  readonly dx: number;
  readonly dy: number;
}

/** Moves elements by an offset now (while dragging). */
export function shift(elements: readonly HTMLElement[], dx: number, dy: number): void {
  const transform = dx === 0 && dy === 0 ? '' : `translate(${dx}px, ${dy}px)`;
  for (const el of elements) el.style.transform = transform;
}

/** Puts dragged elements back where the pile drew them, gliding from `from` unless motion is off; settles once home. */
export function glideBack(elements: readonly HTMLElement[], from: Offset, speed: AnimationSpeed): Promise<unknown> {
  shift(elements, 0, 0);
  if (speed === 'off') return Promise.resolve();
  const duration = speed === 'fast' ? 90 : 180;
  return Promise.allSettled(elements.map((el) => el.animate([{ transform: `translate(${from.dx}px, ${from.dy}px)` }, { transform: 'none' }], { duration, easing: 'ease-out' }).finished));
}

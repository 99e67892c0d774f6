// The cards under the player's hand: shifted while dragged (a transform, no re-render per frame).
// Their glide back to the pile when the drop is refused or cancelled is the drag's
// (./drag-session.ts).

export interface Offset {
  readonly dx: number;
  readonly dy: number;
}

/**
 * Moves elements by an offset now (while dragging). A shifted card has a compositor layer of its own
 * (will-change): moving it then repaints nothing, where inside its pile's layer every frame of the
 * drag would raster that pile again.
 */
export function shift(elements: readonly HTMLElement[], dx: number, dy: number): void {
  const transform = dx === 0 && dy === 0 ? '' : `translate(${dx}px, ${dy}px)`;
  for (const el of elements) Object.assign(el.style, { transform, willChange: transform && 'transform' });
}

// The table's input before the chunks that play it have come (the table's play with the keyboard's,
// ./table-play.ts, and the drag's, in the motion chunk): every key, click and pointer event on the table is kept,
// each press and click with the card it hit, and handed over when its chunk comes, so a click, a key or a drag in
// those first moments is not lost. A click that ends a press dragged as far as a drag's threshold is no click (it
// ended a drag), as the drag's own rule says.
import type { EarlyPointer } from '../motion/drag-controller';

/** Pixels a press travels before it is a drag. */
export const DRAG_THRESHOLD = 5;

export interface EarlyInputHost extends HTMLElement {
  hitCard(event: Event): { pile: number; index: number } | null;
}

const KEYS = ['keydown'];
const CLICKS = ['click', 'dblclick'];
const POINTERS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'];

/** An event kept, with the card it hit then (its path is gone after it) for a press or a click; a live event has none yet. */
export interface KeptInput {
  readonly event: Event;
  readonly hit?: { pile: number; index: number } | null;
}

export class EarlyInput {
  /** The events kept (each press and click with the card it hit), until their chunk takes them. */
  private kept: EarlyPointer[] = [];
  /** Where the press under way began, and whether it went as far as a drag. */
  private down: PointerEvent | null = null;
  private dragged = false;

  constructor(private readonly host: EarlyInputHost) {
    for (const type of [...KEYS, ...CLICKS, ...POINTERS]) host.addEventListener(type, this.keep);
    host.addEventListener('click', this.onClick, true);
  }

  /** The keyboard has come: the keys kept go to `play`, and the next go to it directly. */
  keysTo(play: (event: KeyboardEvent) => void): void {
    for (const { event } of this.take(KEYS)) play(event as unknown as KeyboardEvent);
  }

  /** The table's play has come: the clicks kept go to `play`, and the next to it directly. */
  clicksTo(play: (kept: KeptInput) => void): void {
    for (const kept of this.take(CLICKS)) play(kept);
  }

  /** The drag has come: the pointer input kept goes to `replay`, and the next to it directly. */
  pointersTo(replay: (early: readonly EarlyPointer[]) => void): void {
    this.host.removeEventListener('click', this.onClick, true);
    replay(this.take(POINTERS));
  }

  /** The events of `types` kept, and no more of them from now on. */
  private take(types: readonly string[]): EarlyPointer[] {
    for (const type of types) this.host.removeEventListener(type, this.keep);
    const taken = this.kept.filter(({ event }) => types.includes(event.type));
    this.kept = this.kept.filter((kept) => !taken.includes(kept));
    return taken;
  }

  private readonly keep = (event: Event): void => {
    const e = event as PointerEvent;
    const press = e.type === 'pointerdown';
    this.kept.push({ event: e, hit: press || CLICKS.includes(e.type) ? this.host.hitCard(e) : null });
    if (press) [this.down, this.dragged] = [e, false];
    else if (this.down && Math.hypot(e.clientX - this.down.clientX, e.clientY - this.down.clientY) >= DRAG_THRESHOLD) this.dragged = true;
    if (e.type === 'pointerup' || e.type === 'pointercancel') this.down = null;
  };

  private readonly onClick = (event: MouseEvent): void => {
    if (!this.dragged) return;
    this.dragged = false;
    event.stopImmediatePropagation();
  };
}

// The table's input before the chunks that play it have come (the keyboard's, ../board/keyboard-controller.ts,
// and the drag's, in the motion chunk): every key and pointer event on the table is kept, each press with the
// card it hit, and handed over when its chunk comes, so a key or a drag in those first moments is not lost. A
// click that ends a press dragged as far as a drag's threshold is no click (it ended a drag), as the drag's own rule says.
import type { EarlyPointer } from '../motion/drag-controller';

/** Pixels a press travels before it is a drag. */
export const DRAG_THRESHOLD = 5;

export interface EarlyInputHost extends HTMLElement {
  hitCard(event: Event): { pile: number; index: number } | null;
}

const POINTER = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;

export class EarlyInput {
  private keys: KeyboardEvent[] | null = [];
  private pointers: EarlyPointer[] | null = [];
  /** Where the last press began, while it may still become a drag; then whether it went as far as one. */
  private down: { x: number; y: number } | null = null;
  private dragged = false;

  constructor(private readonly host: EarlyInputHost) {
    host.addEventListener('keydown', this.onKey);
    for (const type of POINTER) host.addEventListener(type, this.onPointer);
    host.addEventListener('click', this.onClick, true);
  }

  /** The keyboard has come: the keys kept go to `play`, and the next go to it directly. */
  keysTo(play: (event: KeyboardEvent) => void): void {
    this.host.removeEventListener('keydown', this.onKey);
    for (const event of this.keys ?? []) play(event);
    this.keys = null;
  }

  /** The drag has come: the pointer input kept goes to `replay`, and the next to it directly. */
  pointersTo(replay: (early: readonly EarlyPointer[]) => void): void {
    for (const type of POINTER) this.host.removeEventListener(type, this.onPointer);
    this.host.removeEventListener('click', this.onClick, true);
    replay(this.pointers ?? []);
    this.pointers = null;
  }

  private readonly onKey = (event: KeyboardEvent): void => void this.keys?.push(event);

  private readonly onPointer = (event: PointerEvent): void => {
    const press = event.type === 'pointerdown';
    this.pointers?.push({ event, hit: press ? this.host.hitCard(event) : null });
    if (press) [this.down, this.dragged] = [{ x: event.clientX, y: event.clientY }, false];
    else if (this.down && Math.hypot(event.clientX - this.down.x, event.clientY - this.down.y) >= DRAG_THRESHOLD) this.dragged = true;
    if (event.type === 'pointerup' || event.type === 'pointercancel') this.down = null;
  };

  private readonly onClick = (event: MouseEvent): void => {
    if (!this.dragged) return;
    this.dragged = false;
    event.stopImmediatePropagation();
  };
}

// Drag and drop with pointer events: a press on a liftable card that moves a few pixels lifts it
// and every card above it; while dragging only CSS transforms change (no re-render per frame);
// a drop on a legal target plays the move, anywhere else the cards glide back.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AnimationSpeed } from '../../src/protocol';
import type { PatiencePile } from '../elements/patience-pile';
import { type Rect, type TableLayout, cardPoint, overlap } from '../layout';
import { type Offset, shift } from '../motion/drag-glide';
import { glideBack } from '../motion/motion-controller';

/** What the drag controller needs from the table. */
export interface DragHost extends ReactiveControllerHost, HTMLElement {
  readonly layout: TableLayout | null;
  readonly animations: AnimationSpeed;
  /** The pile and card under an event, from its composed path. */
  hitCard(event: Event): { pile: number; index: number } | null;
  /** How many cards lifting at this card would take (0 when it cannot be lifted). */
  liftCount(pile: number, index: number): number;
  pileElement(pile: number): PatiencePile | undefined;
  /** Marks the cards as lifted and returns the piles they may legally drop on. */
  beginLift(pile: number, from: number): ReadonlySet<number>;
  /** Plays the drop on `to` if legal, the cards settling from `offset`; false if illegal. */
  dropLifted(to: number | null, offset: Offset): boolean;
  cancelLift(): void;
}

/** Pixels a press must travel before it becomes a drag (below that it is a click). */
const THRESHOLD = 5;

interface Press {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  readonly pile: number;
  readonly index: number;
}

interface Drag {
  readonly press: Press;
  readonly elements: HTMLElement[];
  readonly targets: ReadonlySet<number>;
  readonly origin: DOMRect;
  readonly grabbed: Rect;
  dx: number;
  dy: number;
  hover: number | null;
}

export class DragController implements ReactiveController {
  private press: Press | null = null;
  private drag: Drag | null = null;
  private frame = 0;
  /** The click that follows the end of a drag is not a click-move. */
  private swallowClick = false;

  constructor(private readonly host: DragHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('pointerdown', this.onDown);
    this.host.addEventListener('pointermove', this.onMove);
    this.host.addEventListener('pointerup', this.onUp);
    this.host.addEventListener('pointercancel', this.onCancel);
    this.host.addEventListener('click', this.onClick, true);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.onDown);
    this.host.removeEventListener('pointermove', this.onMove);
    this.host.removeEventListener('pointerup', this.onUp);
    this.host.removeEventListener('pointercancel', this.onCancel);
    this.host.removeEventListener('click', this.onClick, true);
    cancelAnimationFrame(this.frame);
  }

  /** Esc while dragging: the cards glide back. */
  cancel(): boolean {
    if (!this.drag) return false;
    this.finish(null);
    return true;
  }

  private readonly onDown = (event: PointerEvent): void => {
    this.swallowClick = false;
    if (this.drag || event.button !== 0 || !event.isPrimary) return;
    const hit = this.host.hitCard(event);
    this.press = hit && this.host.liftCount(hit.pile, hit.index) > 0
      ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY, ...hit }
      : null;
  };

  private readonly onMove = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!this.drag) {
      if (Math.hypot(dx, dy) < THRESHOLD || !this.start(press)) return;
    }
    const drag = this.drag!;
    drag.dx = dx;
    drag.dy = dy;
    // Pointer events can outpace the display: paint once per frame with the latest position.
    if (!this.frame) this.frame = requestAnimationFrame(this.paint);
  };

  private readonly onUp = (event: PointerEvent): void => {
    if (!this.press || event.pointerId !== this.press.pointerId) return;
    if (this.drag) {
      this.drag.dx = event.clientX - this.press.x;
      this.drag.dy = event.clientY - this.press.y;
      this.locate(this.drag);
      this.finish(this.drag.hover);
      this.swallowClick = true;
    }
    this.press = null;
  };

  private readonly onCancel = (event: PointerEvent): void => {
    if (this.press && event.pointerId === this.press.pointerId) {
      if (this.drag) this.finish(null);
      this.press = null;
    }
  };

  private readonly onClick = (event: MouseEvent): void => {
    if (!this.swallowClick) return;
    this.swallowClick = false;
    // The table's own click listener sits on the same element: stop it too.
    event.stopImmediatePropagation();
  };

  private start(press: Press): boolean {
    const layout = this.host.layout;
    const pile = this.host.pileElement(press.pile);
    if (!layout || !pile) return false;
    const targets = this.host.beginLift(press.pile, press.index);
    const corner = cardPoint(layout.slots[press.pile], pile.spec.fan, pile.offsets[press.index] ?? 0);
    this.drag = {
      press,
      elements: pile.cardElements(press.index),
      targets,
      origin: this.host.getBoundingClientRect(),
      grabbed: { ...corner, w: layout.cardW, h: layout.cardH },
      dx: 0,
      dy: 0,
      hover: null,
    };
    pile.dragging = true;
    try {
      this.host.setPointerCapture(press.pointerId);
    } catch {
      // A pointer that is already gone cannot be captured; the drag still ends on pointerup.
    }
    return true;
  }

  private readonly paint = (): void => {
    this.frame = 0;
    const drag = this.drag;
    if (!drag) return;
    shift(drag.elements, drag.dx, drag.dy);
    this.locate(drag);
  };

  /** The legal target under the pointer, else the one the lifted card overlaps most. */
  private locate(drag: Drag): void {
    const layout = this.host.layout!;
    const px = drag.press.x + drag.dx - drag.origin.left;
    const py = drag.press.y + drag.dy - drag.origin.top;
    const card: Rect = { ...drag.grabbed, x: drag.grabbed.x + drag.dx, y: drag.grabbed.y + drag.dy };
    let best: number | null = null;
    let bestArea = 0;
    for (const t of drag.targets) {
      const slot = layout.slots[t];
      if (px >= slot.x && px < slot.x + slot.w && py >= slot.y && py < slot.y + slot.h) {
        best = t;
        break;
      }
      const area = overlap(card, slot);
      if (area > bestArea) {
        bestArea = area;
        best = t;
      }
    }
    if (best === null) best = this.pileUnder(px, py);
    if (best !== drag.hover) {
      if (drag.hover !== null) this.setHover(drag.hover, false);
      if (best !== null && drag.targets.has(best)) this.setHover(best, true);
      drag.hover = best;
    }
  }

  /** A pile under the pointer that is not a legal target (so the drop can say why it failed). */
  private pileUnder(px: number, py: number): number | null {
    const slots = this.host.layout!.slots;
    const i = slots.findIndex((s) => px >= s.x && px < s.x + s.w && py >= s.y && py < s.y + s.h);
    return i >= 0 ? i : null;
  }

  private setHover(pile: number, on: boolean): void {
    const el = this.host.pileElement(pile);
    if (el) el.hover = on;
  }

  private finish(to: number | null): void {
    const drag = this.drag!;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.drag = null;
    if (drag.hover !== null) this.setHover(drag.hover, false);
    try {
      this.host.releasePointerCapture(drag.press.pointerId);
    } catch {
      // Already released (pointercancel).
    }
    const pile = this.host.pileElement(drag.press.pile);
    const offset = { dx: drag.dx, dy: drag.dy };
    if (to !== null && to !== drag.press.pile && this.host.dropLifted(to, offset)) {
      shift(drag.elements, 0, 0);
      if (pile) pile.dragging = false;
      return;
    }
    if (to === null || to === drag.press.pile) this.host.cancelLift();
    void glideBack(drag.elements, offset, this.host.animations).then(() => {
      if (pile) pile.dragging = false;
    });
  }
}

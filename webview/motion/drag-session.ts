// A drag under way, in the motion chunk: the drag controller (./drag-controller.ts) follows the press
// until it travels far enough to be a drag. From then on this lifts the cards,
// shifts them once per frame with the pointer (CSS transforms, no re-render), lights the legal target
// under them, and at the end plays the drop or glides the cards home. Nothing here imports the first
// bundle at run time: the geometry comes in the kit.
import type { AnimationSpeed } from '../../src/protocol/protocol';
import type { Rect, TableLayout, cardPoint } from '../layout/layout';
import { type Offset, shift } from './drag-glide';
import type { PileView } from './pile-view';

/** What a drag needs from the table. */
export interface DragHost extends HTMLElement {
  readonly layout: TableLayout | null;
  readonly animations: AnimationSpeed;
  pileElement(pile: number): PileView | undefined;
}

/** The table's lifting and dropping, from its play (../board/table-play.ts), which knows the rules. */
export interface Lifts {
  /** How many cards lifting at this card would take (0 when it cannot be lifted). */
  liftCount(pile: number, index: number): number;
  /** Marks the cards as lifted and returns the piles they may legally drop on. */
  beginLift(pile: number, from: number): ReadonlySet<number>;
  /** Plays the drop on `to` if legal, the cards settling from `offset`; false if illegal. */
  dropLifted(to: number | null, offset: Offset): boolean;
  cancelLift(): void;
}

/** The press that became a drag: where it began, and how far the pointer has gone since. */
export interface DragPress {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  readonly pile: number;
  readonly index: number;
  dx: number;
  dy: number;
}

/** Area of the intersection of two rectangles (0 when apart). */
function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Dragged cards, just put back at their place, glide there from `from` (held by the player) unless motion is off. */
async function glideHome(elements: readonly HTMLElement[], from: Offset, speed: AnimationSpeed): Promise<unknown> {
  if (speed === 'off') return;
  const duration = speed === 'fast' ? 90 : 180;
  return Promise.allSettled(
    elements.map(
      (el) =>
        el.animate([{ transform: `translate(${from.dx}px, ${from.dy}px)` }, { transform: 'none' }], { duration, easing: 'ease-out' })
          .finished,
    ),
  );
}

const inside = (s: Rect, x: number, y: number): boolean => x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h;

export class DragSession {
  private frame = 0;
  private hover: number | null = null;

  /** Lifts the pressed cards; null while the table has no layout or that pile. */
  static start(host: DragHost, lifts: Lifts, press: DragPress, point: typeof cardPoint): DragSession | null {
    const layout = host.layout;
    const pile = host.pileElement(press.pile);
    if (!layout || !pile) return null;
    const targets = lifts.beginLift(press.pile, press.index);
    const corner = point(layout.slots[press.pile], pile.spec.fan, pile.offsets[press.index] ?? 0);
    pile.dragging = true;
    try {
      host.setPointerCapture(press.pointerId);
    } catch {
      // A pointer that is already gone cannot be captured; the drag still ends on pointerup.
    }
    return new DragSession(host, lifts, press, layout, pile.cardElements(press.index), targets, host.getBoundingClientRect(), {
      ...corner,
      w: layout.cardW,
      h: layout.cardH,
    });
  }

  private constructor(
    private readonly host: DragHost,
    private readonly lifts: Lifts,
    private readonly press: DragPress,
    private readonly layout: TableLayout,
    private readonly elements: HTMLElement[],
    private readonly targets: ReadonlySet<number>,
    private readonly origin: DOMRect,
    private readonly grabbed: Rect,
  ) {}

  /** The pointer moved: pointer events can outpace the display, so paint once per frame with the latest position. */
  follow(): void {
    if (!this.frame) this.frame = requestAnimationFrame(this.paint);
  }

  /** Lets go: a drop on the target under the cards (`drop`), else (cancelled) they glide home. */
  end(drop: boolean): void {
    if (drop) this.locate();
    this.finish(drop ? this.hover : null);
  }

  private readonly paint = (): void => {
    this.frame = 0;
    shift(this.elements, this.press.dx, this.press.dy);
    this.locate();
  };

  /** The legal target under the pointer, else the one the lifted card overlaps most, else any pile under the pointer (so the drop can say why it failed). */
  private locate(): void {
    const { press, layout } = this;
    const px = press.x + press.dx - this.origin.left;
    const py = press.y + press.dy - this.origin.top;
    const card: Rect = { ...this.grabbed, x: this.grabbed.x + press.dx, y: this.grabbed.y + press.dy };
    let best: number | null = null;
    let bestArea = 0;
    for (const t of this.targets) {
      if (inside(layout.slots[t], px, py)) {
        best = t;
        break;
      }
      const area = overlap(card, layout.slots[t]);
      if (area > bestArea) {
        bestArea = area;
        best = t;
      }
    }
    if (best === null) {
      const under = layout.slots.findIndex((s) => inside(s, px, py));
      best = under >= 0 ? under : null;
    }
    if (best !== this.hover) {
      if (this.hover !== null) this.setHover(this.hover, false);
      if (best !== null && this.targets.has(best)) this.setHover(best, true);
      this.hover = best;
    }
  }

  private setHover(pile: number, on: boolean): void {
    const el = this.host.pileElement(pile);
    if (el) el.hover = on;
  }

  private finish(to: number | null): void {
    const { host, lifts, press } = this;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (this.hover !== null) this.setHover(this.hover, false);
    try {
      host.releasePointerCapture(press.pointerId);
    } catch {
      // Already released (pointercancel).
    }
    const pile = host.pileElement(press.pile);
    const offset = { dx: press.dx, dy: press.dy };
    if (to !== null && to !== press.pile && lifts.dropLifted(to, offset)) {
      shift(this.elements, 0, 0);
      if (pile) pile.dragging = false;
      return;
    }
    shift(this.elements, 0, 0);
    if (to === null || to === press.pile) lifts.cancelLift();
    void glideHome(this.elements, offset, host.animations).then(() => {
      if (pile) pile.dragging = false;
    });
  }
}

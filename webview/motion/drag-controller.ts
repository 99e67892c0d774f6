// Drag and drop with pointer events: a press on a liftable card that moves a few pixels lifts it
// and every card above it; while dragging only CSS transforms change (no re-render per frame);
// a drop on a legal target plays the move, anywhere else the cards glide back (./drag-session.ts).
// In the motion chunk, with the drag it starts: the table keeps the pointer input that comes before
// this chunk (../board/early-input.ts) and hands it over, so a drag begun then is not lost. Nothing
// here imports the page's first bundle at run time: the geometry comes from the table.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { cardPoint } from '../layout/layout';
import { type DragHost as SessionHost, type DragPress, DragSession, type Lifts } from './drag-session';

/** What the drag controller needs from the table. */
export interface DragHost extends ReactiveControllerHost, SessionHost {
  /** The pile and card under an event, from its composed path. */
  hitCard(event: Event): { pile: number; index: number } | null;
}

/** Pointer input kept from before this chunk came: each press with the card it hit then (an event's path is gone after it). */
export interface EarlyPointer {
  readonly event: PointerEvent;
  readonly hit: { pile: number; index: number } | null;
}

interface Press extends DragPress {
  /** It travelled past the threshold: a drag, not a click. */
  dragged: boolean;
}

export class DragController implements ReactiveController {
  private press: Press | null = null;
  private session: DragSession | null = null;
  /** The click that follows the end of a drag is not a click-move. */
  private swallowClick = false;

  /** `lifts`: the table's play; `point`: where a card of a fan lies (the layout's); `threshold`: pixels a press travels before it is a drag. */
  constructor(
    private readonly host: DragHost,
    private readonly lifts: Lifts,
    private readonly point: typeof cardPoint,
    private readonly threshold: number,
  ) {
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
    this.session?.end(false);
    this.session = null;
    this.press = null;
  }

  /** Plays the pointer input that came before this chunk, in order (its clicks were dealt with as they came). */
  replay(early: readonly EarlyPointer[]): void {
    for (const { event, hit } of early) {
      if (event.type === 'pointerdown') this.onDown(event, hit);
      else if (event.type === 'pointermove') this.onMove(event);
      else if (event.type === 'pointerup') this.onUp(event);
      else this.onCancel(event);
    }
    this.swallowClick = false;
  }

  /** Esc while dragging: the cards glide back. */
  cancel(): boolean {
    if (!this.press?.dragged) return false;
    this.end(false);
    return true;
  }

  private readonly onDown = (event: PointerEvent, hit = this.host.hitCard(event)): void => {
    this.swallowClick = false;
    if (this.press?.dragged || event.button !== 0 || !event.isPrimary) return;
    this.press =
      hit && this.lifts.liftCount(hit.pile, hit.index) > 0
        ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY, ...hit, dx: 0, dy: 0, dragged: false }
        : null;
  };

  private readonly onMove = (event: PointerEvent): void => {
    const press = this.follow(event);
    if (!press || (!press.dragged && Math.hypot(press.dx, press.dy) < this.threshold)) return;
    press.dragged = true;
    // Lifting needs the table's layout; until it has one, the next move tries again.
    this.session ??= DragSession.start(this.host, this.lifts, press, this.point);
    this.session?.follow();
  };

  private readonly onUp = (event: PointerEvent): void => {
    const press = this.follow(event);
    if (!press) return;
    if (!press.dragged) {
      this.press = null;
      return;
    }
    this.swallowClick = true;
    this.session ??= DragSession.start(this.host, this.lifts, press, this.point);
    this.end(true);
  };

  private readonly onCancel = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    if (press.dragged) this.end(false);
    else this.press = null;
  };

  private readonly onClick = (event: MouseEvent): void => {
    if (!this.swallowClick) return;
    this.swallowClick = false;
    // The table's own click listener sits on the same element: stop it too.
    event.stopImmediatePropagation();
  };

  /** The press `event` continues, brought up to where the pointer is now; null when it continues none. */
  private follow(event: PointerEvent): Press | null {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return null;
    press.dx = event.clientX - press.x;
    press.dy = event.clientY - press.y;
    return press;
  }

  /** The drag ends: dropped where the pointer let go (`drop`), or the cards glide home. */
  private end(drop: boolean): void {
    this.session?.end(drop);
    this.session = null;
    this.press = null;
  }
}

// Drag and drop with pointer events: a press on a liftable card that moves a few pixels lifts it
// and every card above it; while dragging only CSS transforms change (no re-render per frame);
// a drop on a legal target plays the move, anywhere else the cards glide back. This part, in the
// page's first bundle, follows the press; the drag itself is the motion chunk's (../motion/drag-session.ts).
// A drag that begins before that chunk has come is not lost: its moves and its end wait for it.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { cardPoint } from '../layout/layout';
import type { DragHost as SessionHost, DragPress, DragSession } from '../motion/drag-session';
import { loadedMotion, motionChunk } from '../motion/motion-controller';

/** What the drag controller needs from the table. */
export interface DragHost extends ReactiveControllerHost, SessionHost {
  /** The pile and card under an event, from its composed path. */
  hitCard(event: Event): { pile: number; index: number } | null;
  /** How many cards lifting at this card would take (0 when it cannot be lifted). */
  liftCount(pile: number, index: number): number;
}

/** Pixels a press must travel before it becomes a drag (below that it is a click). */
const THRESHOLD = 5;

interface Press extends DragPress {
  /** It travelled past the threshold: a drag, not a click. */
  dragged: boolean;
  /** How it ended, once it has (kept while the drag waits for the motion chunk). */
  end?: 'drop' | 'cancel';
  /** Waiting for the motion chunk. */
  waiting?: boolean;
}

export class DragController implements ReactiveController {
  private press: Press | null = null;
  private session: DragSession | null = null;
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
    this.session?.end(false);
    this.session = null;
    this.press = null;
  }

  /** Esc while dragging: the cards glide back. */
  cancel(): boolean {
    const press = this.press;
    if (!press?.dragged || press.end) return false;
    this.endPress(press, 'cancel');
    return true;
  }

  private readonly onDown = (event: PointerEvent): void => {
    this.swallowClick = false;
    if (this.press?.dragged || event.button !== 0 || !event.isPrimary) return;
    const hit = this.host.hitCard(event);
    this.press =
      hit && this.host.liftCount(hit.pile, hit.index) > 0
        ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY, ...hit, dx: 0, dy: 0, dragged: false }
        : null;
  };

  private readonly onMove = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || press.end || event.pointerId !== press.pointerId) return;
    press.dx = event.clientX - press.x;
    press.dy = event.clientY - press.y;
    if (!press.dragged && Math.hypot(press.dx, press.dy) < THRESHOLD) return;
    press.dragged = true;
    this.sync(press);
  };

  private readonly onUp = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || press.end || event.pointerId !== press.pointerId) return;
    if (!press.dragged) {
      this.press = null;
      return;
    }
    press.dx = event.clientX - press.x;
    press.dy = event.clientY - press.y;
    this.swallowClick = true;
    this.endPress(press, 'drop');
  };

  private readonly onCancel = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || press.end || event.pointerId !== press.pointerId) return;
    if (press.dragged) this.endPress(press, 'cancel');
    else this.press = null;
  };

  private readonly onClick = (event: MouseEvent): void => {
    if (!this.swallowClick) return;
    this.swallowClick = false;
    // The table's own click listener sits on the same element: stop it too.
    event.stopImmediatePropagation();
  };

  private endPress(press: Press, end: 'drop' | 'cancel'): void {
    press.end = end;
    this.sync(press);
  }

  /** Brings the drag up to date with the press: lifts, follows, or ends it; waits for the motion chunk if it has not come. */
  private sync(press: Press): void {
    const motion = loadedMotion();
    if (!motion) {
      if (!press.waiting) {
        press.waiting = true;
        // Without the chunk no drag can happen: the press is let go, the cards never left their place.
        const forget = (): void => void (this.press === press && (this.press = null));
        void motionChunk.then(() => ((press.waiting = false), this.sync(press)), forget);
      }
      return;
    }
    if (this.press !== press) return;
    // Lifting needs the table's layout; until it has one, the next move tries again.
    this.session ??= motion.DragSession.start(this.host, press, cardPoint);
    if (!press.end) {
      this.session?.follow();
      return;
    }
    this.session?.end(press.end === 'drop');
    this.session = null;
    this.press = null;
  }
}

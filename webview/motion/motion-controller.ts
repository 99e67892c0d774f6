// The motion layer's front in the page's first bundle: the page tells it what changed (a move played,
// undone or redone, a new deal); after each drawing it hands that to the motion chunk (./motion.ts),
// loaded once the page's first frame is painted, which makes the cards glide there. Until the chunk has come, cards
// simply change place, except a new deal: it waits for the chunk, so a new tab's opening deal is
// dealt from the stock like every later one.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Move, type Position, faceOf, isFaceDown, moveCards, pileIndex, rulesOf, turnDown } from '../../src/engine';
import type { AnimationSpeed } from '../../src/protocol/protocol';
import { firstPaint } from '../page/after-first-paint';
import { cardPicture, cellBox, cellPlace } from '../layout/card-picture';
import { cardPoint, fanOffsets, firstDrawn } from '../layout/layout';
import type { Offset } from './drag-glide';
import type { LineRun, LineTable, playLine } from './line-player';
import type { Motion, MotionKit, MotionTable, Note } from './motion';

export type { MotionTable };

/** The engine, geometry and pictures the motion and ending chunks use, which they must not import. */
export const KIT: MotionKit & { cellBox: typeof cellBox } = {
  rulesOf,
  fanOffsets,
  cardPoint,
  firstDrawn,
  faceOf,
  isFaceDown,
  turnDown,
  cardPicture,
  cellPlace,
  cellBox,
  moveCards,
  pileIndex,
};

/**
 * The motion chunk, asked for once the page's first frame is painted (nothing moves before: a new tab's deal waits
 * for it). A failure reaches the host's log as an unhandled rejection.
 */
export const motionChunk = firstPaint.then(() => import('./motion'));

export class MotionController implements ReactiveController {
  private motion: Motion | null = null;
  private lines: typeof playLine | null = null;
  private notes: Note[] = [];
  private drawing: Promise<void> = Promise.resolve();

  /** The system asks for reduced motion (prefers-reduced-motion): nothing glides, whatever the setting. */
  private readonly reduced = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

  /** `setting`: patience.animations. */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly table: () => MotionTable | null,
    private readonly setting: () => AnimationSpeed,
  ) {
    host.addController(this);
    this.reduced?.addEventListener('change', () => host.requestUpdate());
    void motionChunk.then(({ Motion, playLine }) => {
      this.lines = playLine;
      this.motion = new Motion(KIT, this.host, this.table, this.speed);
      // It starts from what the table shows now (drawn before it came), so the next change glides; a deal
      // noted before it came is dealt now.
      this.drawing = this.motion.update(this.notes.splice(0));
    });
  }

  hostUpdated(): void {
    if (this.motion) this.drawing = this.motion.update(this.notes.splice(0));
  }

  /** How cards move: the setting, unless the system asks for reduced motion. */
  readonly speed = (): AnimationSpeed => (this.reduced?.matches ? 'off' : this.setting());

  /** `move` just took `before` to `after` (dropped by a drag `held` away from its place). */
  played(before: Position, move: Move, after: Position, held?: Offset): void {
    this.note({ before, move, after, held });
  }

  /** `move`, which took `before` to `after`, was just taken back. */
  undone(before: Position, move: Move, after: Position): void {
    this.note({ before, move, after, back: true });
  }

  /** The next position drawn is a new deal: dealt out from the stock. */
  dealt(): void {
    this.note({ deal: true });
  }

  /**
   * Plays the moves `next` gives one after another, each once the one before has landed, stoppable
   * (./line-player.ts, in the motion chunk); before that chunk has come, all at once.
   */
  playLine(table: LineTable, next: () => Move | null): LineRun {
    if (this.lines) return this.lines(table, next);
    let move: Move | null;
    while ((move = next()) && table.play(move));
    return { done: Promise.resolve(!move), stop: () => undefined };
  }

  /** Settles when the last change is drawn and its cards have landed (or were sent home). */
  async landed(): Promise<void> {
    await this.host.updateComplete;
    await this.drawing;
    await this.motion?.landed();
  }

  private note(note: Note): void {
    if (this.speed() === 'off') return;
    if (this.motion) this.notes.push(note);
    // Before the chunk has come only the latest deal waits for it; any other change drops it.
    else this.notes = 'deal' in note ? [note] : [];
  }
}

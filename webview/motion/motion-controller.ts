// The motion layer's front in the page's first bundle: the page tells it what changed (a move played,
// undone or redone, a new deal); after each drawing it hands that to the motion chunk (./motion.ts),
// loaded as the page starts, which makes the cards glide there. Until the chunk has come, cards
// simply change place.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Move, type Position, faceOf, isFaceDown, moveCards, pileIndex, rulesOf, turnDown } from '../../src/engine';
import type { AnimationSpeed } from '../../src/protocol';
import { cardPicture, cellBox, cellPlace } from '../elements/patience-card';
import { cardPoint, fanOffsets, firstDrawn } from '../layout';
import { type Offset, shift } from './drag-glide';
import type { Motion, MotionKit, MotionTable, Note } from './motion';

export type { MotionTable };

/** The engine, geometry and pictures the motion and ending chunks use, which they must not import. */
export const KIT: MotionKit & { cellBox: typeof cellBox } = {
  rulesOf, fanOffsets, cardPoint, firstDrawn, faceOf, isFaceDown, turnDown, cardPicture, cellPlace, cellBox, moveCards, pileIndex,
};

/** The motion chunk, asked for as the page starts. A failure reaches the host's log as an unhandled rejection. */
export const motionChunk = import('./motion');

/** Puts dragged cards back where their pile drew them, gliding from `from` unless motion is off; settles once home. */
export function glideBack(elements: readonly HTMLElement[], from: Offset, speed: AnimationSpeed): Promise<unknown> {
  shift(elements, 0, 0);
  // Without the motion chunk they are simply home.
  return speed === 'off' ? Promise.resolve() : motionChunk.then(({ glideHome }) => glideHome(elements, from, speed), () => undefined);
}

export class MotionController implements ReactiveController {
  private motion: Motion | null = null;
  private notes: Note[] = [];
  private drawing: Promise<void> = Promise.resolve();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly table: () => MotionTable | null,
    private readonly speed: () => AnimationSpeed,
  ) {
    host.addController(this);
    void motionChunk.then(({ Motion }) => {
      this.motion = new Motion(KIT, this.host, this.table, this.speed);
      // It starts from what the table shows now (drawn before it came), so the next change glides.
      this.drawing = this.motion.update([]);
    });
  }

  hostUpdated(): void {
    this.drawing = this.motion?.update(this.notes.splice(0)) ?? Promise.resolve();
  }

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

  /** Settles when the last change is drawn and its cards have landed (or were sent home). */
  async landed(): Promise<void> {
    await this.host.updateComplete;
    await this.drawing;
    await this.motion?.landed();
  }

  private note(note: Note): void {
    if (this.motion && this.speed() !== 'off') this.notes.push(note);
  }
}

// Play and pause: steps the replay forward at the chosen speed until the last move, then stops.
// A controller, so the timer stops when the element leaves the page.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { PLAY_SPEEDS, type PlaySpeed } from '../../src/protocol/protocol';

/** Moves a second at each speed the player can choose (Show Me How's too); 1× is the default. */
export const SPEEDS = PLAY_SPEEDS;
export type Speed = PlaySpeed;
export const DEFAULT_SPEED: Speed = 1;
/** One move's time at speed 1: the glide and a moment to see where the card went. */
const BASE_MS = 900;

export class ReplayPlayer implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  speed: Speed = DEFAULT_SPEED;

  /** `step` plays one move and says whether another is left. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly step: () => boolean,
  ) {
    host.addController(this);
  }

  get playing(): boolean {
    return this.timer !== undefined;
  }

  play(): void {
    if (this.playing) return;
    this.schedule();
    this.host.requestUpdate();
  }

  pause(): void {
    if (!this.playing) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.host.requestUpdate();
  }

  setSpeed(speed: Speed): void {
    this.speed = speed;
    if (this.playing) {
      clearTimeout(this.timer);
      this.schedule();
    }
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.step()) this.schedule();
      this.host.requestUpdate();
    }, BASE_MS / this.speed);
  }
}

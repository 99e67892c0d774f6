// The game clock: runs while a game is being played and the tab is visible, ticks the host once
// a second so the header's time moves, and stops while `document.hidden`.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class ClockController implements ReactiveController {
  private base = 0;
  private since: number | null = null;
  private wanted = false;
  private timer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onHidden: () => void,
  ) {
    host.addController(this);
  }

  /** Milliseconds played so far. */
  get elapsedMs(): number {
    return Math.round(this.base + (this.since === null ? 0 : performance.now() - this.since));
  }

  /** Sets the time (a loaded game continues its clock; a restart starts from zero). */
  reset(ms: number): void {
    this.base = ms;
    if (this.since !== null) this.since = performance.now();
  }

  /** Whether the game is in play; the clock also needs the tab to be visible. */
  run(wanted: boolean): void {
    this.wanted = wanted;
    this.sync();
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
    this.sync();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.stop();
  }

  private readonly onVisibility = (): void => {
    this.sync();
    if (document.hidden) this.onHidden();
  };

  private sync(): void {
    if (this.wanted && !document.hidden) this.start();
    else this.stop();
  }

  private start(): void {
    if (this.since !== null) return;
    this.since = performance.now();
    this.schedule();
  }

  // Wakes just after each whole second of play, so the shown time never skips or stalls.
  private schedule(): void {
    this.timer = setTimeout(
      () => {
        this.host.requestUpdate();
        this.schedule();
      },
      1005 - (this.elapsedMs % 1000),
    );
  }

  private stop(): void {
    if (this.since === null) return;
    this.base += performance.now() - this.since;
    this.since = null;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

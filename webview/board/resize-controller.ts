// Keeps the host's content-box size and re-renders it when the tab is resized.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class ResizeController implements ReactiveController {
  private width = 0;
  private height = 0;
  private observer?: ResizeObserver;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    if (typeof ResizeObserver !== 'function') return;
    this.observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      this.set(box.width, box.height);
    });
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
  }

  /**
   * The current size. Before the observer's first report it is measured on the spot, so the
   * first render is already laid out (the observer reports before the first paint anyway).
   */
  get size(): { width: number; height: number } {
    if (this.width <= 0 || this.height <= 0) {
      const box = this.host.getBoundingClientRect();
      // Without layout (a DOM without rendering) fall back to the window.
      return { width: box.width || window.innerWidth, height: box.height || window.innerHeight };
    }
    return { width: this.width, height: this.height };
  }

  private set(width: number, height: number): void {
    if (width <= 0 || height <= 0 || (width === this.width && height === this.height)) return;
    this.width = width;
    this.height = height;
    this.host.requestUpdate();
  }
}

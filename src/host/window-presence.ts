// Which windows are alive, so a game open in a window that has gone (closed, crashed, reloaded as a
// new extension host) is nobody's any more. A window with a game tab writes a small file
// (globalStorageUri/windows/<window id>.json) now and every 20 s, and removes it when its last tab
// closes or the window does; a file older than a minute belongs to a window that has gone, and so does
// one dated over a minute ahead (its window crashed with the clock ahead: it would never grow old). A
// window that starts showing a game removes the files of windows that have gone.
import type * as vscode from 'vscode';
import type { StorageFolder } from './storage-folder';

const ALIVE_EVERY_MS = 20_000;
const GONE_AFTER_MS = 60_000;

export class WindowPresence implements vscode.Disposable {
  private timer: ReturnType<typeof setInterval> | undefined;
  private swept = false;

  constructor(
    private readonly folder: StorageFolder,
    /** This window. */
    readonly window: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** This window shows a game: the others hear it is alive until `idle()`. */
  active(): void {
    if (this.timer !== undefined) return;
    void this.touch();
    if (!this.swept) void this.sweep();
    this.swept = true;
    this.timer = setInterval(() => void this.touch(), ALIVE_EVERY_MS);
    // Never what keeps a process alive (the Node host's tests).
    (this.timer as { unref?: () => void }).unref?.();
  }

  /** This window shows no game any more (or is closing). */
  idle(): Promise<void> {
    if (this.timer === undefined) return Promise.resolve();
    clearInterval(this.timer);
    this.timer = undefined;
    return this.folder.remove(`${this.window}.json`);
  }

  /** Whether `window` is alive: this one is; another is while its file is fresh. */
  async alive(window: string): Promise<boolean> {
    if (window === this.window) return true;
    return this.fresh(await this.folder.read(`${window}.json`).catch(() => undefined));
  }

  dispose(): void {
    void this.idle();
  }

  /** A presence file's content says its window is alive: written within a minute of now, either way. */
  private fresh(seen: unknown): boolean {
    const aliveAt = (seen as { aliveAt?: unknown } | undefined)?.aliveAt;
    return typeof aliveAt === 'number' && Math.abs(this.now() - aliveAt) < GONE_AFTER_MS;
  }

  /** Removes the files of windows that have gone, and what a write cut short left beside them. */
  private async sweep(): Promise<void> {
    await this.folder.removeLeftovers(this.now()).catch(() => undefined);
    for (const name of await this.folder.names()) {
      if (!name.endsWith('.json') || name === `${this.window}.json`) continue;
      if (!this.fresh(await this.folder.read(name).catch(() => undefined))) await this.folder.remove(name);
    }
  }

  private touch(): Promise<void> {
    return this.folder.write(`${this.window}.json`, { aliveAt: this.now() }).catch(() => undefined);
  }
}

// Which windows are alive, so a game open in a window that has gone (closed, crashed, reloaded as a
// new extension host) is nobody's any more. A window with a game tab writes a small file
// (globalStorageUri/windows/<window id>.json) now and every 20 s, and removes it when its last tab
// closes or the window does; a file older than a minute belongs to a window that has gone, and so does
// one dated over a minute ahead (its window crashed with the clock ahead: it would never grow old).
// storage-sweep.ts removes the files of windows that have gone.
import type * as vscode from 'vscode';
import type { StorageFolder } from './storage-folder';

const ALIVE_EVERY_MS = 20_000;
const GONE_AFTER_MS = 60_000;

/** A presence file's content says its window is alive at `now`: written within a minute of it, either way. */
export function isAlive(seen: unknown, now: number): boolean {
  const aliveAt = (seen as { aliveAt?: unknown } | undefined)?.aliveAt;
  return typeof aliveAt === 'number' && Math.abs(now - aliveAt) < GONE_AFTER_MS;
}

export class WindowPresence implements vscode.Disposable {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    readonly folder: StorageFolder,
    /** This window. */
    readonly window: string,
    readonly now: () => number = Date.now,
  ) {}

  /** This window shows a game: the others hear it is alive until `idle()`. */
  active(): void {
    if (this.timer !== undefined) return;
    void this.touch();
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
    return isAlive(await this.folder.read(`${window}.json`).catch(() => undefined), this.now());
  }

  dispose(): void {
    void this.idle();
  }

  private touch(): Promise<void> {
    return this.folder.write(`${this.window}.json`, { aliveAt: this.now() }).catch(() => undefined);
  }
}

// Which windows are alive, so a game open in a window that has gone (closed, crashed, reloaded as a
// new extension host) is nobody's any more. A window with a game tab writes a small file
// (globalStorageUri/windows/<window id>.json) now and every 20 s, and removes it when its last tab
// closes or the window does; a file older than a minute belongs to a window that has gone, and so does
// one dated over a minute ahead (its window crashed with the clock ahead: it would never grow old).
// On the Node host the file also names the extension host's process, its parent and the machine: when
// neither process runs any more on this machine, VS Code itself was killed and the window has gone at
// once, so after a crash and restart its game can be continued without waiting out the minute. (Only
// the extension host gone is not enough: its window may be restarting it, and will take its tab back.)
// storage-sweep.ts removes the files of windows that have gone.
import type * as vscode from 'vscode';
import type { StorageFolder } from '../storage/storage-folder';
import { realTimers, withinTime } from '../storage/write-limits';

const ALIVE_EVERY_MS = 20_000;
const GONE_AFTER_MS = 60_000;

/** What names this extension host's process in its presence file (none on the web host, which has no processes). */
interface ProcessMark {
  readonly pid?: unknown;
  readonly ppid?: unknown;
  readonly host?: unknown;
}

// Node only: the web bundle drops this branch (esbuild defines PATIENCE_BROWSER), and with it the require.
/* eslint-disable @typescript-eslint/no-require-imports -- an import would stay in the web bundle */
const thisProcess: ProcessMark | undefined = process.env.PATIENCE_BROWSER
  ? undefined
  : { pid: process.pid, ppid: process.ppid, host: (require('node:os') as typeof import('node:os')).hostname() };
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Whether process `pid` of this machine runs: one of another user's does (it cannot be signalled, but
 * it is there), and so does anything that is not a process id (a file from elsewhere says nothing).
 */
function runs(pid: unknown): boolean {
  try {
    return process.kill(pid as number, 0);
  } catch (error) {
    return (error as { code?: unknown }).code !== 'ESRCH';
  }
}

/**
 * A presence file's content says its window is alive at `now`: written within a minute of it, either
 * way, by an extension host that still runs or whose parent (VS Code) does, as far as this machine can tell.
 */
export function isAlive(seen: unknown, now: number): boolean {
  const { aliveAt, pid, ppid, host } = (seen ?? {}) as ProcessMark & { aliveAt?: unknown };
  const fresh = typeof aliveAt === 'number' && Math.abs(now - aliveAt) < GONE_AFTER_MS;
  return fresh && !(thisProcess && host === thisProcess.host && !runs(pid) && !runs(ppid));
}

/**
 * A presence file's content says its window's extension host runs at `now`: alive, and on this
 * machine its own process runs. A window whose host stopped (a reload, a crash) may be restarting
 * it: then the tab VS Code restores there is that window's own, back at its game.
 */
function hostRuns(seen: unknown, now: number): boolean {
  const { pid, host } = (seen ?? {}) as ProcessMark;
  return isAlive(seen, now) && !(thisProcess && host === thisProcess.host && !runs(pid));
}

/** Whether `window`, another than `presence`'s, holds what it has open now: its extension host runs (hostRuns). */
export async function holdsOpen(presence: Pick<WindowPresence, 'folder' | 'window' | 'now'>, window: unknown): Promise<boolean> {
  if (typeof window !== 'string' || window === presence.window) return false;
  return hostRuns(await presence.folder.read(`${window}.json`).catch(() => undefined), presence.now());
}

export class WindowPresence implements vscode.Disposable {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    readonly folder: StorageFolder,
    /** This window. */
    readonly window: string,
    readonly now: () => number = () => Date.now(),
  ) {}

  /** This window shows a game: the others hear it is alive until `idle()`. */
  active(): void {
    if (this.timer !== undefined) return;
    void this.touch();
    this.timer = setInterval(() => void this.touch(), ALIVE_EVERY_MS);
    // Never what keeps a process alive (the Node host's tests).
    (this.timer as { unref?: () => void }).unref?.();
  }

  /** This window shows no game any more (or is closing). Never waits on the disk past the time limit (write-limits.ts). */
  idle(): Promise<void> {
    if (this.timer === undefined) return Promise.resolve();
    clearInterval(this.timer);
    this.timer = undefined;
    // A file left by a hung disk goes stale within a minute: the window is then gone for the others anyway.
    return withinTime(() => this.folder.remove(`${this.window}.json`), realTimers).catch(() => undefined);
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
    return this.folder.write(`${this.window}.json`, { aliveAt: this.now(), ...thisProcess }).catch(() => undefined);
  }
}

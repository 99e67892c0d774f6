// Which windows are alive: a window with a game tab keeps a small file fresh; one whose file is gone,
// or older than a minute, has gone (closed, crashed, reloaded as a new extension host).
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageFolder } from '../../src/host/storage/storage-folder';
import { WindowPresence } from '../../src/host/windows/window-presence';
import { Uri, workspace } from '../support/vscode-double';
import { STORAGE, activated, double, progress, run, withMoves } from './harness';

const folder = () => new StorageFolder(Uri.file('/global-storage/windows') as never, workspace.fs as never);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The id of a process of this machine that has ended (and been reaped): as an extension host killed with VS Code leaves its own and its parent's. */
const endedPid = (): number => spawnSync(process.execPath, ['-e', '']).pid!;
const presenceFile = (window: string, seen: object) =>
  double.files.set(`/global-storage/windows/${window}.json`, new TextEncoder().encode(JSON.stringify(seen)));

beforeEach(() => double.reset());

describe('window presence', () => {
  it('a window showing a game is alive to the others until it goes idle; this window always is', async () => {
    let now = Date.UTC(2025, 0, 6, 12);
    const a = new WindowPresence(folder(), 'window-aaaa', () => now);
    const b = new WindowPresence(folder(), 'window-bbbb', () => now);
    expect(await b.alive('window-aaaa')).toBe(false);
    a.active();
    await settle();
    expect(await b.alive('window-aaaa')).toBe(true);
    expect(await b.alive('window-bbbb')).toBe(true);
    now += 59_000;
    expect(await b.alive('window-aaaa')).toBe(true);
    now += 2_000; // no heartbeat for a minute: a window that crashed
    expect(await b.alive('window-aaaa')).toBe(false);
    now -= 2_000;
    await a.idle();
    expect(await b.alive('window-aaaa')).toBe(false);
    expect([...double.files.keys()]).toEqual([]);
  });

  it('a damaged presence file is a window that has gone', async () => {
    double.files.set('/global-storage/windows/window-cccc.json', new TextEncoder().encode('{"aliveAt": "soon"}'));
    double.files.set('/global-storage/windows/window-dddd.json', new TextEncoder().encode('not json'));
    const b = new WindowPresence(folder(), 'window-bbbb');
    expect(await b.alive('window-cccc')).toBe(false);
    expect(await b.alive('window-dddd')).toBe(false);
  });

  it('presence files of windows that have gone are removed as the window first shows a game (500 stayed before)', async () => {
    const { api } = activated();
    const now = Date.now();
    const file = (window: string, aliveAt: number) =>
      double.files.set(`${STORAGE}/windows/${window}.json`, new TextEncoder().encode(JSON.stringify({ aliveAt })));
    for (let i = 0; i < 500; i++) file(`window-gone${i}`, now - 3_600_000 - i);
    file('window-ahead', now + 10 * 365 * 86_400_000);
    file('window-fresh', now - 5_000);
    await run('patience.newGame.maze');
    const left = () => [...double.files.keys()].filter((path) => path.startsWith(`${STORAGE}/windows/`)).sort();
    await vi.waitFor(() => expect(left()).toHaveLength(2));
    expect(left()).toEqual([`${STORAGE}/windows/${api.window}.json`, `${STORAGE}/windows/window-fresh.json`].sort());
  });

  it('a presence file dated far in the future is a window that has gone (a crash with the clock ahead): not alive', async () => {
    const now = Date.UTC(2025, 0, 6, 12);
    double.files.set(
      '/global-storage/windows/window-ahead.json',
      new TextEncoder().encode(JSON.stringify({ aliveAt: now + 10 * 365 * 86_400_000 })),
    );
    double.files.set('/global-storage/windows/window-soon.json', new TextEncoder().encode(JSON.stringify({ aliveAt: now + 30_000 })));
    const b = new WindowPresence(folder(), 'window-bbbb', () => now);
    expect(await b.alive('window-ahead')).toBe(false);
    // A clock set back a little between two windows' looks is no crash.
    expect(await b.alive('window-soon')).toBe(true);
  });

  it("a crashed window's game whose presence file is dated years ahead is offered to continue by New Game…", async () => {
    const record = withMoves({ game: 'maze', deal: 5, moves: [] }, 1);
    const stored = {
      schema: 2,
      id: 'crashed-game1',
      record,
      elapsedMs: 3_000,
      status: 'playing',
      score: progress(record).score,
      hintsUsed: 0,
      savedAt: new Date().toISOString(),
      window: 'window-crashed',
      open: true,
    };
    activated();
    double.files.set(`${STORAGE}/games/crashed-game1.json`, new TextEncoder().encode(JSON.stringify(stored)));
    double.files.set(
      `${STORAGE}/windows/window-crashed.json`,
      new TextEncoder().encode(JSON.stringify({ aliveAt: Date.now() + 10 * 365 * 86_400_000 })),
    );
    let labels: string[] = [];
    double.answerQuickPick = (items) => ((labels = items.map((i) => i.label)), undefined);
    await run('patience.newGame');
    expect(labels[0]).toBe('$(debug-continue) Continue Maze #5');
  });
});

describe('window presence after a crash: the processes a presence file names', () => {
  const now = Date.UTC(2025, 0, 6, 12);
  const looking = () => new WindowPresence(folder(), 'window-bbbb', () => now);

  it("a window names its extension host, the host's parent and the machine in its file", async () => {
    new WindowPresence(folder(), 'window-aaaa', () => now).active();
    await settle();
    const seen = JSON.parse(new TextDecoder().decode(double.files.get('/global-storage/windows/window-aaaa.json')));
    expect(seen).toEqual({ aliveAt: now, pid: process.pid, ppid: process.ppid, host: hostname() });
  });

  it('a fresh file whose extension host and its parent have both ended on this machine is a window that has gone, at once', async () => {
    presenceFile('window-killed', { aliveAt: now - 1_000, pid: endedPid(), ppid: endedPid(), host: hostname() });
    expect(await looking().alive('window-killed')).toBe(false);
  });

  it('a window whose extension host ended but whose VS Code runs is alive until its file is a minute old (it is restarting the host, and takes its tab back)', async () => {
    presenceFile('window-restarting', { aliveAt: now - 1_000, pid: endedPid(), ppid: process.pid, host: hostname() });
    expect(await looking().alive('window-restarting')).toBe(true);
    presenceFile('window-orphan', { aliveAt: now - 1_000, pid: process.pid, ppid: endedPid(), host: hostname() });
    expect(await looking().alive('window-orphan')).toBe(true);
  });

  it("processes named on another machine, or not named at all, say nothing: the file's age decides", async () => {
    presenceFile('window-elsewhere', { aliveAt: now - 1_000, pid: endedPid(), ppid: endedPid(), host: `${hostname()}-other` });
    presenceFile('window-older-version', { aliveAt: now - 1_000 });
    presenceFile('window-odd', { aliveAt: now - 1_000, pid: 'one', ppid: -1, host: hostname() });
    expect(await looking().alive('window-elsewhere')).toBe(true);
    expect(await looking().alive('window-older-version')).toBe(true);
    expect(await looking().alive('window-odd')).toBe(true);
  });
});

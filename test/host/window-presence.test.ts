// Which windows are alive: a window with a game tab keeps a small file fresh; one whose file is gone,
// or older than a minute, has gone (closed, crashed, reloaded as a new extension host).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageFolder } from '../../src/host/storage-folder';
import { WindowPresence } from '../../src/host/window-presence';
import { Uri, workspace } from '../support/vscode-double';
import { STORAGE, activated, double, progress, run, withMoves } from './harness';

const folder = () => new StorageFolder(Uri.file('/global-storage/windows') as never, workspace.fs as never);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    const file = (window: string, aliveAt: number) => double.files.set(`${STORAGE}/windows/${window}.json`, new TextEncoder().encode(JSON.stringify({ aliveAt })));
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
    double.files.set('/global-storage/windows/window-ahead.json', new TextEncoder().encode(JSON.stringify({ aliveAt: now + 10 * 365 * 86_400_000 })));
    double.files.set('/global-storage/windows/window-soon.json', new TextEncoder().encode(JSON.stringify({ aliveAt: now + 30_000 })));
    const b = new WindowPresence(folder(), 'window-bbbb', () => now);
    expect(await b.alive('window-ahead')).toBe(false);
    // A clock set back a little between two windows' looks is no crash.
    expect(await b.alive('window-soon')).toBe(true);
  });

  it("a crashed window's game whose presence file is dated years ahead is offered to continue by New Game…", async () => {
    const record = withMoves({ game: 'maze', deal: 5, moves: [] }, 1);
    const stored = { schema: 2, id: 'crashed-game1', record, elapsedMs: 3_000, status: 'playing', score: progress(record).score, hintsUsed: 0, savedAt: new Date().toISOString(), window: 'window-crashed', open: true };
    activated();
    double.files.set(`${STORAGE}/games/crashed-game1.json`, new TextEncoder().encode(JSON.stringify(stored)));
    double.files.set(`${STORAGE}/windows/window-crashed.json`, new TextEncoder().encode(JSON.stringify({ aliveAt: Date.now() + 10 * 365 * 86_400_000 })));
    let labels: string[] = [];
    double.answerQuickPick = (items) => ((labels = items.map((i) => i.label)), undefined);
    await run('patience.newGame');
    expect(labels[0]).toBe('$(debug-continue) Continue Maze #5');
  });
});

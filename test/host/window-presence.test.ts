// Which windows are alive: a window with a game tab keeps a small file fresh; one whose file is gone,
// or older than a minute, has gone (closed, crashed, reloaded as a new extension host).
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageFolder } from '../../src/host/storage-folder';
import { WindowPresence } from '../../src/host/window-presence';
import { Uri, double, workspace } from '../support/vscode-double';

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
});

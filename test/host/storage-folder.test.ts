// The storage folder on a real disk: a write that fails (a full disk, a refused rename) leaves no file
// beside the one it was to replace, and the leftovers of writes cut short are removed, once they are
// old enough not to be a write going on now.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageFolder } from '../../src/host/storage/storage-folder';
import { removeLeftovers } from '../../src/host/windows/storage-sweep';
import { diskFs, fsError } from '../support/disk-fs';
import { Uri } from '../support/vscode-double';

let dir: string;
let fs: ReturnType<typeof diskFs>;
let folder: StorageFolder;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'patience-folder-'));
  fs = diskFs();
  folder = new StorageFolder(Uri.file(dir) as never, fs as never);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('storage folder on disk', () => {
  it('a refused rename leaves no file beside (10 failed writes left 10 before), and the old file stands', async () => {
    await folder.write('game.json', { move: 0 });
    fs.faults.rename = fsError('EACCES', 'permission denied, rename');
    for (let move = 1; move <= 10; move++) await expect(folder.write('game.json', { move })).rejects.toThrow('EACCES');
    expect(readdirSync(dir)).toEqual(['game.json']);
    expect(await folder.read('game.json')).toEqual({ move: 0 });
  });

  it('a full disk leaves no half-written file beside', async () => {
    fs.faults.write = fsError('ENOSPC', 'no space left on device, write');
    await expect(folder.write('game.json', { move: 1 })).rejects.toThrow('ENOSPC');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leftovers older than a minute are removed; a fresh one (a write going on) and every other file stay', async () => {
    const now = Date.now();
    for (const name of ['a.json.k3j4h5g6.tmp', 'b.json.x1y2z3w4.tmp', 'c.json.fresh123.tmp', 'a.json', 'notes.txt'])
      writeFileSync(join(dir, name), '{}');
    for (const name of ['a.json.k3j4h5g6.tmp', 'b.json.x1y2z3w4.tmp', 'a.json', 'notes.txt'])
      utimesSync(join(dir, name), (now - 3_600_000) / 1000, (now - 3_600_000) / 1000);
    await removeLeftovers(folder, now);
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'c.json.fresh123.tmp', 'notes.txt']);
  });
});

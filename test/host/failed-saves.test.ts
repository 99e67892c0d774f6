// Saved games on a disk that refuses them (issue 24, item 4): the player is told once, with the
// reason and a Retry button, not once a move; the newest record is written as soon as the disk takes
// it again (by Retry or by the retries on their own); a failed write leaves nothing beside; the
// leftovers of earlier failures are removed when the window starts.
import { mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GameInPlay, verifyGame } from '../../src/host/game/game-in-play';
import { gameInstance } from '../../src/protocol/game-instance';
import { SavedGames } from '../../src/host/saved/saved-game';
import { RETRY_MS } from '../../src/host/storage/write-limits';
import { StorageFolder } from '../../src/host/storage/storage-folder';
import { sweepStorage } from '../../src/host/windows/storage-sweep';
import { diskFs, fsError } from '../support/disk-fs';
import { Memento, Uri, double, window } from '../support/vscode-double';
import { withMoves } from './harness';

let dir: string;
let fs: ReturnType<typeof diskFs>;
let saved: SavedGames;
beforeEach(() => {
  double.reset();
  dir = mkdtempSync(join(tmpdir(), 'patience-saves-'));
  fs = diskFs();
  saved = savedGames();
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

function savedGames(): SavedGames {
  const folder = new StorageFolder(Uri.file(join(dir, 'games')) as never, fs as never);
  return new SavedGames(folder, new Memento() as never, window.createOutputChannel('Patience') as never, {
    window: 'window-a',
    alive: async () => true,
  });
}

/** Cruel #8315 after `moves` moves. */
function game(moves: number): GameInPlay {
  const verified = verifyGame(gameInstance('game-1'), withMoves({ game: 'cruel', deal: 8315, moves: [] }, moves), moves * 1000);
  if (!verified.ok) throw new Error(verified.error);
  return verified.value;
}

const onDisk = () => JSON.parse(readFileSync(join(dir, 'games', 'game-1.json'), 'utf8')) as { record: { moves: unknown[] } };
const files = () => readdirSync(join(dir, 'games'));
const told = () => double.shown.filter((s) => s.kind === 'warning');

describe('a save the disk refuses', () => {
  it('is told once with the reason and Retry (not once a move); Retry writes the newest record, and the player hears it is saved', async () => {
    await saved.save(game(0));
    let click: (choice: string) => void = () => undefined;
    double.answerMessage = (() => new Promise<string>((resolve) => (click = resolve))) as never;
    fs.faults.rename = fsError('EACCES', "permission denied, rename 'game-1.json.x.tmp' -> 'game-1.json'");
    for (let moves = 1; moves <= 10; moves++) await saved.save(game(moves)); // none throws
    expect(told()).toHaveLength(1);
    expect(told()[0].message).toMatch(/could not save your game.*permission/i);
    expect(told()[0].items).toEqual(['Retry']);
    expect(files()).toEqual(['game-1.json']); // no file left beside by the 10 failed renames
    expect(onDisk().record.moves).toHaveLength(0);

    fs.faults.rename = undefined; // the player fixes the folder's permissions, then presses Retry
    click('Retry');
    await vi.waitFor(() => expect(onDisk().record.moves).toHaveLength(10));
    await vi.waitFor(() => expect(double.statusBar.at(-1)).toMatch(/saved again/));
    expect(told()).toHaveLength(1);
    const read = await saved.read('game-1');
    expect(read.kind === 'saved' && read.game.record.moves).toHaveLength(10);
  });

  it('a full disk: the saves are tried again on their own until the newest record is written', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fs.faults.write = fsError('ENOSPC', 'no space left on device, write');
    for (let moves = 0; moves <= 10; moves++) await saved.save(game(moves));
    expect(told()).toHaveLength(1);
    expect(told()[0].message).toMatch(/disk is full/);
    expect(files()).toEqual([]); // no half-written file beside
    const failures = () => double.logLines.filter((line) => line.includes('Could not save game game-1')).length;
    const before = failures();
    await vi.advanceTimersByTimeAsync(RETRY_MS[0]);
    await vi.waitFor(() => expect(failures()).toBe(before + 1));
    expect(files()).toEqual([]); // still full: tried, failed, nothing left
    fs.faults.write = undefined;
    await vi.advanceTimersByTimeAsync(RETRY_MS[1]);
    await vi.waitFor(() => expect(onDisk().record.moves).toHaveLength(10));
    expect(told()).toHaveLength(1);
    // Nothing is retried once written: no timer is left.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a game removed while its save was failing is not written back by a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fs.faults.write = fsError('ENOSPC', 'no space left on device, write');
    await saved.save(game(3));
    await saved.remove('game-1');
    fs.faults.write = undefined;
    await vi.advanceTimersByTimeAsync(RETRY_MS[0] + RETRY_MS[1]);
    expect(files()).toEqual([]);
  });

  it('the leftovers of failed writes (over a minute old) go with the sweep a window makes as it first shows a game', async () => {
    await saved.save(game(1));
    const old = (Date.now() - 3_600_000) / 1000;
    for (let i = 0; i < 11; i++) {
      writeFileSync(join(dir, 'games', `game-1.json.left${i}.tmp`), '{"half');
      utimesSync(join(dir, 'games', `game-1.json.left${i}.tmp`), old, old);
    }
    const windows = new StorageFolder(Uri.file(join(dir, 'windows')) as never, fs as never);
    await sweepStorage(saved.folder, { folder: windows, window: 'window-a', now: Date.now });
    expect(files()).toEqual(['game-1.json']);
  });
});

// Issue 35, break 3: a saved-game write or delete that never answers. It held New Game and Resume for
// the whole window once the tab closed (still waiting after 15 s, nothing logged, nothing told), and a
// hung delete left the game counted abandoned but on the table. Saved-game writes and deletes now have
// the journal's time limit and retries (write-limits.ts), nothing the player asks for waits on them,
// and the player is told once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GameInPlay, verifyGame } from '../../src/host/game/game-in-play';
import { gameInstance } from '../../src/protocol/game-instance';
import { SavedGames } from '../../src/host/saved/saved-game';
import { StorageFolder } from '../../src/host/storage/storage-folder';
import { unsliced } from '../../src/stats-core/slices';
import { RETRY_MS, WRITE_LIMIT_MS } from '../../src/host/storage/write-limits';
import { Memento, Uri, double, window, workspace } from '../support/vscode-double';
import { activated, loaded, loadedId, progress, run, settle, withMoves } from './harness';

/** What the double's disk does with the saved games' files: answers, or never does. */
const hang = { writes: false, deletes: false };
const { writeFile, delete: remove } = workspace.fs;
const never = new Promise<void>(() => undefined);
beforeEach(() => {
  hang.writes = hang.deletes = false;
  workspace.fs.writeFile = (uri, content) => (hang.writes && uri.path.includes('/games/') ? never : writeFile(uri, content));
  workspace.fs.delete = (uri) => (hang.deletes && uri.path.includes('/games/') ? never : remove(uri));
});
afterEach(() => {
  workspace.fs.writeFile = writeFile;
  workspace.fs.delete = remove;
});

/** Resolves to what `work` gave, or fails if it takes longer than a moment of real time. */
async function promptly<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} waited on the disk`)), 1_000)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('issue 35, break 3: in the window, nothing the player asks for waits on a hung disk', () => {
  let context: ReturnType<typeof activated>;
  beforeEach(() => {
    context = activated();
    double.config.set('patience.confirmAbandon', false);
  });

  /** Cruel deal, one move in, saved; then the disk hangs and the tab closes. */
  async function closedOnAHungDisk() {
    await run('patience.newGame.cruel');
    double.panel.fromPage({ type: 'ready' });
    const record = withMoves(loaded().record, 1);
    const id = loadedId();
    double.panel.fromPage(progress(record, 30_000));
    await settle();
    hang.writes = hang.deletes = true;
    double.panel.dispose();
    await settle();
    return { id, record };
  }

  it('after the tab closed, Resume brings the game back at once', async () => {
    const { id, record } = await closedOnAHungDisk();
    await promptly(run('patience.resume'), 'Resume Game');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded()).toMatchObject({ id, record });
  });

  it('after the tab closed, New Game deals at once, and the game left is counted and off the table', async () => {
    const { id } = await closedOnAHungDisk();
    await promptly(run('patience.newGame.maze'), 'New Game');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().record.game).toBe('maze');
    expect(loadedId()).not.toBe(id);
    await vi.waitFor(() => expect(context.api.statistics.snapshot().total).toMatchObject({ played: 1, abandoned: 1 }));
    // Resume does not offer the game left, though its file could not be deleted yet.
    double.panel.dispose();
    await settle();
    let offered: string[] = [];
    double.answerQuickPick = (items) => ((offered = items.map((i) => i.label)), undefined);
    await promptly(run('patience.resume'), 'Resume Game');
    expect(offered.filter((label) => label.includes('Cruel'))).toEqual([]);
  });

  it('a hung delete: New Game over an open game puts the new deal on the table at once', async () => {
    await run('patience.newGame.cruel');
    double.panel.fromPage({ type: 'ready' });
    double.panel.fromPage(progress(withMoves(loaded().record, 1), 30_000));
    await settle();
    hang.deletes = true;
    await promptly(run('patience.newGame.pileon'), 'New Game');
    double.panel.fromPage({ type: 'ready' });
    expect(loaded().record.game).toBe('pileon');
  });
});

describe('issue 35, break 3: SavedGames with the time limit', () => {
  let saved: SavedGames;
  beforeEach(() => {
    double.reset();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const folder = new StorageFolder(Uri.file('/global-storage/games') as never);
    saved = new SavedGames(
      folder,
      new Memento() as never,
      window.createOutputChannel('Patience') as never,
      {
        window: 'window-a',
        alive: async () => true,
      },
      unsliced,
    ); // a replay's pauses would wait on the faked timers
  });
  afterEach(() => vi.useRealTimers());

  const game = (moves: number): GameInPlay => {
    const verified = verifyGame(gameInstance('game-1'), withMoves({ game: 'cruel', deal: 8315, moves: [] }, moves), moves * 1000);
    if (!verified.ok) throw new Error(verified.error);
    return verified.value;
  };
  const onDisk = () => double.files.get('/global-storage/games/game-1.json');
  const told = () => double.shown.filter((s) => s.kind === 'warning');

  it('a write that never answers is given up at the time limit, tried again, told once, and the newest record lands once the disk answers', async () => {
    hang.writes = true;
    const writes = [1, 2, 3, 4, 5].map((moves) => saved.save(game(moves)));
    const read = await saved.read('game-1'); // this window reads its newest value, not the disk
    expect(read.kind === 'saved' && read.game.record.moves).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(WRITE_LIMIT_MS);
    await Promise.all(writes);
    // Perhaps only a busy disk: tried again before anyone is told.
    expect(told()).toEqual([]);
    await vi.advanceTimersByTimeAsync(RETRY_MS[0] + WRITE_LIMIT_MS);
    expect(told()).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/could not save your game: the disk did not answer in time/) }),
    ]);
    await vi.advanceTimersByTimeAsync(RETRY_MS[1] + WRITE_LIMIT_MS + RETRY_MS[2] + WRITE_LIMIT_MS);
    expect(told()).toHaveLength(1);
    // One line a try, however many saves waited on it.
    expect(double.logLines.filter((line) => /Could not save game game-1/.test(line))).toHaveLength(3);
    hang.writes = false;
    await vi.advanceTimersByTimeAsync(RETRY_MS[3] + WRITE_LIMIT_MS);
    expect(JSON.parse(new TextDecoder().decode(onDisk()))).toMatchObject({ record: { moves: game(5).record.moves } });
    expect(double.statusBar.at(-1)).toMatch(/saved again/);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a write that only takes longer than the time limit (a busy machine) is written by its retry, and nobody is told', async () => {
    hang.writes = true;
    const writing = saved.save(game(2));
    await vi.advanceTimersByTimeAsync(WRITE_LIMIT_MS);
    await writing;
    hang.writes = false;
    await vi.advanceTimersByTimeAsync(RETRY_MS[0]);
    expect(JSON.parse(new TextDecoder().decode(onDisk()))).toMatchObject({ record: { moves: game(2).record.moves } });
    expect(told()).toEqual([]);
    expect(double.logLines.filter((line) => /^\[(error|warn)\]/.test(line))).toEqual([]);
  });

  it('a delete that never answers is tried again until the file goes; the game is gone for this window at once', async () => {
    await saved.save(game(2));
    hang.deletes = true;
    const removing = saved.remove('game-1');
    expect(await saved.read('game-1')).toEqual({ kind: 'none' });
    expect(await saved.list()).toEqual([]);
    await vi.advanceTimersByTimeAsync(WRITE_LIMIT_MS);
    await removing;
    expect(onDisk()).toBeDefined();
    hang.deletes = false;
    await vi.advanceTimersByTimeAsync(RETRY_MS[0] + WRITE_LIMIT_MS);
    expect(onDisk()).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('no retry outlives the window: dispose tries once more now, and leaves nothing waiting', async () => {
    hang.writes = true;
    void saved.save(game(4));
    await vi.advanceTimersByTimeAsync(WRITE_LIMIT_MS);
    hang.writes = false;
    await saved.dispose();
    expect(JSON.parse(new TextDecoder().decode(onDisk()))).toMatchObject({ record: { moves: game(4).record.moves } });
    expect(vi.getTimerCount()).toBe(0);
  });
});

// Issue 17, breaks 1 and 2: two VS Code windows of one machine, each its own extension host, sharing
// globalState and globalStorageUri. A window asks about, counts and resumes only its own game (or the
// one the player picks); a result counted by a window that closes at once is never lost.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STATS_KEY } from '../../src/host/stats/store';
import { Memento } from '../support/vscode-double';
import { loaded, progress, stopTheClock, withMoves } from './harness';
import { ManualClock, SharedStorage, scoreOf, storedSynced, wonRecord } from './stats/support';
import { parseEntryName } from '../../src/host/journal/reader';

/** The game journal's entries among the machine's files (one a game counted). */
const journalEntries = (files: ReadonlyMap<string, Uint8Array>) =>
  [...files.keys()].filter((path) => path.includes('/journal/') && parseEntryName(path.split('/').at(-1)!));
/** The ids of the newest games a stored statistics value keeps one by one. */
const newestIds = (raw: unknown) => storedSynced(raw).newest.map((m) => m.result.id);
import { type Window, deal, openWindow, play, settleWindows } from './windows';

const won = wonRecord(2, 'kings'); // Baker's Game #2, solved

let files: Map<string, Uint8Array>;
beforeEach(() => {
  files = new Map();
});

/** Two windows on one globalState that every window sees at once. */
function twoWindows(): [Window, Window] {
  const globalState = new Memento();
  const machine = { globalState: () => globalState, files };
  return [openWindow(machine), openWindow(machine)];
}

/** A plays Baker's Game #2 (`bakersMoves` moves in), B Maze #5 (`mazeMoves` in, after `mazeMs` of play). */
async function gamesInBoth(bakersMoves: number, mazeMoves: number, { bakersMs = 30_000, mazeMs = 30_000 } = {}) {
  const [a, b] = twoWindows();
  const bakers = await deal(a, 'bakers-game', 2);
  await play(a, withMoves(bakers.record, bakersMoves), bakersMs);
  const maze = await deal(b, 'maze', 5);
  await play(b, withMoves(maze.record, mazeMoves), mazeMs);
  return { a, b, bakers, maze };
}

describe('break 1: two windows never share one saved game', () => {
  it("B's new game neither asks about nor counts A's unfinished game, and A's later win counts", async () => {
    const [a, b] = twoWindows();
    const { record } = await deal(a, 'bakers-game', 2);
    await play(a, withMoves(record, 3));
    await b.run('patience.newGame.maze');
    b.ready();
    expect(b.double.shown).toEqual([]); // no "Abandon Baker's Game #2?" in B
    expect(b.api.statistics.snapshot().total.played).toBe(0);
    await play(a, won, 95_000);
    await vi.waitFor(() => expect(a.api.statistics.snapshot().total).toMatchObject({ played: 1, won: 1, abandoned: 0 }));
    expect(b.api.statistics.snapshot().total).toMatchObject({ played: 1, won: 1 });
  });

  it("a window only asks about its own game: A's new deal asks about A's game, not B's", async () => {
    const { a } = await gamesInBoth(1, 2);
    await a.run('patience.newGame.pileon');
    expect(a.double.shown).toEqual([expect.objectContaining({ message: "Abandon Baker's Game #2?" })]);
  });

  it("A closes its tab: A's Resume brings back A's game, never B's open one", async () => {
    const { a, bakers } = await gamesInBoth(2, 1);
    a.double.panel.dispose();
    await settleWindows();
    await a.run('patience.resume');
    a.ready();
    expect(loaded(a.double.panel)).toMatchObject({ id: bakers.id, record: withMoves(bakers.record, 2) });
    expect(a.double.shown).toEqual([]);
  });

  it("A's new game after closing its tab asks about A's game only, and counts it abandoned", async () => {
    const { a } = await gamesInBoth(2, 1);
    a.double.panel.dispose();
    a.double.answerMessage = (shown) => shown.items[0];
    await a.run('patience.newGame.cruel');
    expect(a.double.shown.map((s) => s.message)).toEqual(["Abandon Baker's Game #2?"]);
    await vi.waitFor(() => expect(a.api.statistics.snapshot().total).toMatchObject({ played: 1, abandoned: 1 }));
    expect(a.api.statistics.snapshot().total.recent).toEqual([expect.objectContaining({ deal: 2, outcome: 'abandoned' })]);
  });

  it('Resume Game lists the unfinished games when there are several: newest first, with game, deal, moves and time', async () => {
    stopTheClock(); // each page's clock stood where it last said
    const { a, b, bakers } = await gamesInBoth(2, 1, { bakersMs: 65_000, mazeMs: 3_000 });
    a.double.panel.dispose();
    await settleWindows();
    b.double.panel.setViewState({ visible: false, active: false }); // B's page had stopped its clock, hidden
    vi.setSystemTime(Date.now() + 5_000);
    b.double.panel.dispose(); // B's game is closed now, so anyone may pick it
    await settleWindows();
    let items: { label: string; description?: string; detail?: string }[] = [];
    a.double.answerQuickPick = (shown) => ((items = shown), shown[1]);
    await a.run('patience.resume');
    expect(items.map((i) => [i.label, i.description])).toEqual([
      ['$(debug-continue) Maze #5', '1 move in 0:03'],
      ["$(debug-continue) Baker's Game #2", '2 moves in 1:05'],
    ]);
    expect(items[0].detail).toMatch(/^saved /);
    a.ready();
    expect(loaded(a.double.panel)).toMatchObject({ id: bakers.id });
  });

  it("a game left open in a window that has gone is anyone's to resume, like a closed one", async () => {
    const { a, b, bakers } = await gamesInBoth(2, 1);
    a.close(); // A goes with its tab open (VS Code would restore that tab if A came back)
    await settleWindows();
    b.double.panel.dispose();
    await settleWindows();
    let items: { label: string; detail?: string }[] = [];
    b.double.answerQuickPick = (shown) => ((items = shown), shown.find((i) => i.label.includes("Baker's")));
    await b.run('patience.resume');
    expect(items.map((i) => i.detail)).toEqual([expect.stringMatching(/^saved /), expect.stringMatching(/^saved /)]);
    b.ready();
    expect(loaded(b.double.panel)).toMatchObject({ id: bakers.id });
  });

  it('a game open in another window is offered only in the list, said to be open there', async () => {
    const [a, b] = twoWindows();
    const maze = await deal(b, 'maze', 5);
    await play(b, withMoves(maze.record, 1));
    let items: { label: string; detail?: string }[] = [];
    a.double.answerQuickPick = (shown) => ((items = shown), undefined);
    await a.run('patience.resume');
    expect(items).toEqual([
      expect.objectContaining({ label: '$(debug-continue) Maze #5', detail: expect.stringMatching(/^Open in another window, saved /) }),
    ]);
    expect(a.double.panels).toEqual([]);
    let picked: { label: string }[] = [];
    a.double.answerQuickPick = (shown) => ((picked = shown), undefined);
    await a.run('patience.newGame');
    expect(picked.map((i) => i.label)).not.toContain('$(debug-continue) Continue Maze #5');
  });

  it("a reloaded window whose tab state is unusable never takes another window's open game", async () => {
    const [a, b] = twoWindows();
    const maze = await deal(b, 'maze', 5);
    await play(b, withMoves(maze.record, 1));
    const restored = new a.FakePanel('patience.game', 'Patience');
    await a.double.serializers.get('patience.game')!.deserializeWebviewPanel(restored, { version: 9 });
    a.ready(restored);
    expect(loaded(restored)).not.toMatchObject({ id: maze.id });
    expect(loaded(restored).record.moves).toEqual([]);
  });
});

describe('tabs VS Code restores', () => {
  /** A's game tab as VS Code restores it in `w`: a bare panel and the state A's page saved. */
  async function restore(w: Window, state: object) {
    const restored = new w.FakePanel('patience.game', 'Patience');
    w.double.panels.push(restored);
    await w.double.serializers.get('patience.game')!.deserializeWebviewPanel(restored, state);
    return restored;
  }

  it('a reloaded window takes its tab back at the same move: the window before it has gone', async () => {
    const globalState = new Memento();
    const machine = { globalState: () => globalState, files };
    const a = openWindow(machine);
    const { record, id } = await deal(a, 'bakers-game', 2);
    await play(a, withMoves(record, 2), 5000);
    a.close(); // the window reloads (or crashes): its extension host stops
    const again = openWindow(machine);
    const tab = await restore(again, { version: 1, id, record: withMoves(record, 2), elapsedMs: 5000 });
    again.ready(tab);
    expect(tab.disposed).toBe(false);
    expect(loaded(tab)).toMatchObject({ id, record: withMoves(record, 2), elapsedMs: 5000 });
    expect(again.api.openGame()?.id).toBe(id);
  });

  it('a window that closed the moment its page showed the win (the host never heard of it): the restored tab counts it, once', async () => {
    const globalState = new Memento();
    const machine = { globalState: () => globalState, files };
    const b = openWindow(machine);
    const { id } = await deal(b, 'bakers-game', 2);
    b.close(); // the page's last messages never reached the host; its saved state holds the win
    const again = openWindow(machine);
    const tab = await restore(again, { version: 1, id, record: won, elapsedMs: 95_000 });
    await vi.waitFor(() => expect(again.api.statistics.snapshot().total).toMatchObject({ played: 1, won: 1 }));
    again.ready(tab);
    tab.fromPage({ ...progress(won, 95_000), id });
    await settleWindows();
    expect(again.api.statistics.snapshot().total).toMatchObject({ played: 1, won: 1 });
    expect(journalEntries(files)).toHaveLength(1);
  });
});

describe('break 2: a result is never lost when the window that counted it closes', () => {
  it('B counts a win, A writes its stale copy, B closes: the journal brings the win back in the next window', async () => {
    const clock = new ManualClock();
    const storage = new SharedStorage(clock, 200);
    const machine = { globalState: () => storage.openWindow(), files };
    const a = openWindow(machine);
    const b = openWindow(machine);
    const { id } = await deal(b, 'bakers-game', 2);
    await play(b, won, 95_000);
    await vi.waitFor(() => expect(b.api.statistics.snapshot().total.won).toBe(1));
    await clock.advance(100);
    // A writes any key from its copy, which has not heard of the win yet: storage loses it.
    await (a.globalState as { update(key: string, value: unknown): Promise<void> }).update('patience.recentGames', ['maze']);
    b.close();
    await clock.advance(1000);
    const storedIds = () => newestIds(storage.value[STATS_KEY]);
    expect(storedIds()).not.toContain(id); // the lost update the issue found
    const c = openWindow(machine);
    await vi.waitFor(() => expect(storedIds()).toContain(id));
    expect(c.api.statistics.snapshot().total).toMatchObject({ played: 1, won: 1, fastestWinMs: null });
    expect(c.api.statistics.snapshot().scopes.find((s) => s.scope === 'bakers-game:kings')).toMatchObject({
      won: 1,
      fastestWinMs: 95_000,
      fewestMoves: won.moves.length,
    });
  });

  it('a window that dies between the journal and globalState loses nothing either', async () => {
    const globalState = new Memento();
    const dying = Object.assign(Object.create(globalState) as Memento, {
      update: async (key: string, value: unknown) =>
        key.startsWith('patience.statistics') ? new Promise<void>(() => {}) : globalState.update(key, value),
    });
    let first = true;
    const machine = { globalState: () => (first ? ((first = false), dying) : globalState), files };
    const b = openWindow(machine);
    await deal(b, 'bakers-game', 2);
    await play(b, won, 95_000);
    b.close();
    expect(globalState.get(STATS_KEY)).toBeUndefined();
    const c = openWindow(machine);
    await vi.waitFor(() => expect(c.api.statistics.snapshot().total).toMatchObject({ played: 1, won: 1 }));
    expect(newestIds(globalState.get(STATS_KEY))).toHaveLength(1);
  });

  it('the journal never holds a count twice, and a count it holds is never changed', async () => {
    const [a, b] = twoWindows();
    const { id } = await deal(a, 'bakers-game', 2);
    await play(a, won, 95_000);
    await play(a, won, 99_000); // the page says won again
    await vi.waitFor(() => expect(a.api.statistics.snapshot().total.won).toBe(1));
    const entries = journalEntries(files);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatch(new RegExp(`/journal/\\d+\\.bakers-game\\+kings\\.${id}\\.${a.api.window}\\.json$`));
    const entry = JSON.parse(new TextDecoder().decode(files.get(entries[0])));
    expect(entry).toMatchObject({
      schema: 1,
      id,
      window: a.api.window,
      outcome: 'won',
      score: scoreOf(won),
      moves: won.moves.length,
      timeMs: 95_000,
      hintsUsed: 0,
      record: won,
    });
    await b.api.statistics.catchUp();
    expect(b.api.statistics.snapshot().total.won).toBe(1);
  });
});

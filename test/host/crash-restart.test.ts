// What a player finds after VS Code is killed (SIGKILL) and started again on the same profile: a game
// already won is never offered again (its saved file lagged behind the journal), and the killed
// window's game can be continued at once, while a live window's game never can.
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Memento } from '../support/vscode-double';
import { STORAGE, loaded, withMoves } from './harness';
import { wonRecord } from './stats/support';
import { type Window, deal, openWindow, play, settleWindows } from './windows';

const won = wonRecord(2, 'kings'); // Baker's Game #2, solved

let files: Map<string, Uint8Array>;
beforeEach(() => {
  files = new Map();
});

/** What Resume Game and New Game… offer in `w`: the pickers' labels, and whether a game tab opened. */
async function offered(w: Window): Promise<{ resume: string[]; newGame: string[]; opened: boolean }> {
  let resume: string[] = [];
  w.double.answerQuickPick = (shown) => ((resume = shown.map((i) => `${i.label} ${i.detail ?? ''}`)), undefined);
  await w.run('patience.resume');
  const opened = w.double.panels.length > 0;
  let newGame: string[] = [];
  w.double.answerQuickPick = (shown) => ((newGame = shown.map((i) => i.label)), undefined);
  await w.run('patience.newGame');
  return { resume, newGame, opened };
}

describe('a game won just before the kill', () => {
  /** A plays Baker's Game #2 to move 6, then wins it; the kill leaves its saved file at move 6, "playing". */
  async function wonThenKilled(globalState: Memento): Promise<{ id: string; path: string }> {
    const a = openWindow({ globalState: () => globalState, files });
    const { record, id } = await deal(a, 'bakers-game', 2);
    await play(a, withMoves(record, 6));
    const path = `${STORAGE}/games/${id}.json`;
    const atMove6 = files.get(path)!;
    expect(JSON.parse(new TextDecoder().decode(atMove6))).toMatchObject({ status: 'playing' });
    await play(a, won, 95_000);
    await vi.waitFor(() => expect(a.api.statistics.snapshot().total.won).toBe(1));
    await settleWindows();
    files.set(path, atMove6); // the saved game's last writes never reached the disk
    a.close();
    return { id, path };
  }

  it('is not offered by Resume Game or New Game…, and its saved file goes (globalState holds the win)', async () => {
    const globalState = new Memento();
    const { path } = await wonThenKilled(globalState);
    const b = openWindow({ globalState: () => globalState, files });
    const seen = await offered(b);
    expect(seen.opened).toBe(false);
    expect(seen.resume).toEqual([]);
    expect(seen.newGame.filter((label) => label.includes('Continue'))).toEqual([]);
    expect(files.has(path)).toBe(false);
    expect(b.api.statistics.snapshot().total).toMatchObject({ played: 1, won: 1 });
  });

  it('is not offered either when only the journal holds the win: the listing waits for the catch-up', async () => {
    const { path } = await wonThenKilled(new Memento());
    const b = openWindow({ globalState: () => new Memento(), files }); // globalState lost the win
    const seen = await offered(b);
    expect(seen.opened).toBe(false);
    expect(seen.newGame.filter((label) => label.includes('Continue'))).toEqual([]);
    expect(files.has(path)).toBe(false);
    expect(b.api.statistics.snapshot().total).toMatchObject({ played: 1, won: 1 });
  });

  it('a game in play that the statistics do not hold is still offered after the kill', async () => {
    const globalState = new Memento();
    const a = openWindow({ globalState: () => globalState, files });
    const { record, id } = await deal(a, 'bakers-game', 2);
    await play(a, withMoves(record, 6));
    a.close();
    const b = openWindow({ globalState: () => globalState, files });
    let labels: string[] = [];
    b.double.answerQuickPick = (shown) => ((labels = shown.map((i) => i.label)), undefined);
    await b.run('patience.newGame');
    expect(labels[0]).toBe("$(debug-continue) Continue Baker's Game #2");
    await b.run('patience.resume');
    b.ready();
    expect(loaded(b.double.panel)).toMatchObject({ id, record: withMoves(record, 6) });
  });
});

describe("the first minute after a kill: the killed window's presence file is still fresh", () => {
  /** The id of a process of this machine that has ended, as VS Code's extension host and its parent have after a kill. */
  const endedPid = (): number => spawnSync(process.execPath, ['-e', '']).pid!;

  /** A plays Baker's Game #2 to move 6 and is killed: its saved game says open there, its presence file (naming `processes`) is 2 s old. */
  async function killedWhilePlaying(globalState: Memento, processes: { pid: number; ppid: number }) {
    const a = openWindow({ globalState: () => globalState, files });
    const { record, id } = await deal(a, 'bakers-game', 2);
    await play(a, withMoves(record, 6));
    a.close();
    await settleWindows();
    files.set(
      `${STORAGE}/windows/${a.api.window}.json`,
      new TextEncoder().encode(JSON.stringify({ aliveAt: Date.now() - 2_000, ...processes, host: hostname() })),
    );
    expect(JSON.parse(new TextDecoder().decode(files.get(`${STORAGE}/games/${id}.json`)))).toMatchObject({
      window: a.api.window,
      open: true,
    });
    return { record, id };
  }

  it('the restarted window continues the game at once: New Game… offers it, Resume Game brings it back at move 6', async () => {
    const globalState = new Memento();
    const { record, id } = await killedWhilePlaying(globalState, { pid: endedPid(), ppid: endedPid() });
    const b = openWindow({ globalState: () => globalState, files });
    let labels: string[] = [];
    b.double.answerQuickPick = (shown) => ((labels = shown.map((i) => i.label)), undefined);
    await b.run('patience.newGame');
    expect(labels[0]).toBe("$(debug-continue) Continue Baker's Game #2");
    b.double.answerQuickPick = () => {
      throw new Error("the game is this window's now: no list to pick from");
    };
    await b.run('patience.resume');
    b.ready();
    expect(loaded(b.double.panel)).toMatchObject({ id, record: withMoves(record, 6) });
  });

  it('a window whose processes still run keeps its game: only listed, said to be open in another window', async () => {
    const globalState = new Memento();
    await killedWhilePlaying(globalState, { pid: process.pid, ppid: process.ppid });
    const b = openWindow({ globalState: () => globalState, files });
    const seen = await offered(b);
    expect(seen.opened).toBe(false);
    expect(seen.resume).toEqual([expect.stringMatching(/^\$\(debug-continue\) Baker's Game #2 Open in another window, saved /)]);
    expect(seen.newGame.filter((label) => label.includes('Continue'))).toEqual([]);
  });
});

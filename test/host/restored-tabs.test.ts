// Issue 35, break 1: a tab VS Code restores in a reopened window is checked against the saved game and
// the statistics. Window A plays Baker's Game #2 to move 2 and closes with its tab open; window B
// resumes the game and plays on. When A comes back, the newest position wins, a game counted since is
// never revived, and one game has one owner.
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameRecord } from '../../src/engine';
import { Memento } from '../support/vscode-double';
import { STORAGE, loaded, progress, stopTheClock, withMoves } from './harness';
import { wonRecord } from './stats/support';
import { type Window, deal, openWindow, play, settleWindows } from './windows';

const won = wonRecord(2, 'kings'); // Baker's Game #2, solved

let files: Map<string, Uint8Array>;
let globalState: Memento;
beforeEach(() => {
  files = new Map();
  globalState = new Memento();
  stopTheClock(); // each page's clock stands where it last said
});

const open = (): Window => openWindow({ globalState: () => globalState, files });
const savedFile = (id: string) => {
  const bytes = files.get(`${STORAGE}/games/${id}.json`);
  return bytes && (JSON.parse(new TextDecoder().decode(bytes)) as { record: GameRecord; window: string; open: boolean; assisted?: true });
};
const totals = (w: Window) => w.api.statistics.snapshot().total;

/** A's game tab as VS Code restores it in `w` from the state A's page saved. */
async function restore(w: Window, state: object) {
  const restored = new w.FakePanel('patience.game', 'Patience');
  w.double.panels.push(restored);
  await w.double.serializers.get('patience.game')!.deserializeWebviewPanel(restored, state);
  w.ready(restored);
  await settleWindows();
  return restored;
}

/**
 * A plays Baker's Game #2 to move 2 and its window closes with the tab open; B resumes the game and
 * plays it to `to` (B's tab still open). Returns A's page state and the game.
 */
async function playedOnInB(to: GameRecord | number) {
  const a = open();
  const { record, id } = await deal(a, 'bakers-game', 2);
  const atMove2 = withMoves(record, 2);
  await play(a, atMove2, 5_000);
  await a.shutDown();
  const b = open();
  await b.run('patience.resume');
  b.ready();
  expect(loaded(b.double.panel)).toMatchObject({ id, record: atMove2 });
  await play(b, typeof to === 'number' ? withMoves(atMove2, to - 2) : to, 60_000);
  return { b, id, record, state: { version: 1, id, record: atMove2, elapsedMs: 5_000 } };
}

describe('issue 35, break 1: a stale tab never wins over a newer game', () => {
  it("B still plays the game: A's restored tab leaves it to B and shows another game; B's moves are never overwritten", async () => {
    const { b, id, record, state } = await playedOnInB(12);
    const a = open();
    const tab = await restore(a, state);
    expect(loaded(tab)).not.toMatchObject({ id });
    expect(a.api.openGame()?.id).not.toBe(id);
    expect(savedFile(id)).toMatchObject({ record: withMoves(record, 12), window: b.api.window, open: true });
    await play(b, withMoves(record, 13), 70_000);
    expect(savedFile(id)?.record).toEqual(withMoves(record, 13));
    expect(a.double.logLines.join('\n')).toContain(`game ${id} is open in another window now`);
  });

  it("B closed its tab: A's restored tab comes back at B's move 12, A's game from now on", async () => {
    const { b, id, record, state } = await playedOnInB(12);
    b.double.panel.dispose();
    await settleWindows();
    const a = open();
    const tab = await restore(a, state);
    expect(loaded(tab)).toMatchObject({ id, record: withMoves(record, 12), elapsedMs: 60_000 });
    expect(savedFile(id)).toMatchObject({ record: withMoves(record, 12), window: a.api.window, open: true });
    // Resume in B (its tab closed) now finds the game open in A, not its own.
    let offered: { detail?: string }[] = [];
    b.double.answerQuickPick = (items) => ((offered = items), undefined);
    await b.run('patience.resume');
    expect(offered).toEqual([expect.objectContaining({ detail: expect.stringMatching(/^Open in another window/) })]);
  });

  it("B's window closed too: Resume after A's restore brings back move 12, never A's move 2", async () => {
    const { b, id, record, state } = await playedOnInB(12);
    await b.shutDown();
    const a = open();
    await restore(a, state);
    a.double.panel.dispose();
    await settleWindows();
    const c = open();
    await c.run('patience.resume');
    c.ready();
    expect(loaded(c.double.panel)).toMatchObject({ id, record: withMoves(record, 12) });
  });

  it('a game B won is never brought back into play in A, nor counted again', async () => {
    const { id, state } = await playedOnInB(won);
    await vi.waitFor(() => expect(globalState.get('patience.statistics')).toBeDefined());
    const a = open();
    const tab = await restore(a, state);
    expect(loaded(tab)).not.toMatchObject({ id });
    expect(totals(a)).toMatchObject({ played: 1, won: 1 });
    expect(a.double.logLines.join('\n')).toContain(`game ${id} is over (the statistics count it)`);
  });

  it('a game B abandoned is not revived in A, so it can never become a win from the older position', async () => {
    const { b, id, state } = await playedOnInB(5);
    b.double.answerMessage = (shown) => shown.items[0];
    await b.run('patience.newGame.maze');
    await vi.waitFor(() => expect(totals(b)).toMatchObject({ played: 1, abandoned: 1 }));
    const a = open();
    const tab = await restore(a, state);
    expect(loaded(tab)).not.toMatchObject({ id });
    // Had A taken it back, this win from move 2 would stand over B's abandon.
    tab.fromPage({ ...progress(won, 90_000), id });
    await settleWindows();
    expect(totals(a)).toMatchObject({ played: 1, won: 0, abandoned: 1 });
  });

  it("help noted in the saved game stays with it, whatever the restored page's state says", async () => {
    const a = open();
    const { record, id } = await deal(a, 'bakers-game', 2);
    a.double.panel.fromPage({ ...progress(withMoves(record, 2), 5_000), id, hintsUsed: 3, assisted: true });
    await settleWindows();
    await a.shutDown();
    const again = open();
    const tab = await restore(again, { version: 1, id, record: withMoves(record, 2), elapsedMs: 5_000 });
    expect(loaded(tab)).toMatchObject({ id, hintsUsed: 3, assisted: true });
  });

  it("after a crash, the restarted window's own tab comes back: a window whose extension host ended holds nothing", async () => {
    const a = open();
    const { record, id } = await deal(a, 'bakers-game', 2);
    await play(a, withMoves(record, 4), 9_000);
    a.close();
    await settleWindows();
    // The killed host's presence file is fresh; its process has ended, VS Code (its parent) still runs.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    files.set(
      `${STORAGE}/windows/${a.api.window}.json`,
      new TextEncoder().encode(JSON.stringify({ aliveAt: Date.now() - 2_000, pid: ended, ppid: process.pid, host: hostname() })),
    );
    const again = open();
    const tab = await restore(again, { version: 1, id, record: withMoves(record, 4), elapsedMs: 9_000 });
    expect(loaded(tab)).toMatchObject({ id, record: withMoves(record, 4), elapsedMs: 9_000 });
  });
});

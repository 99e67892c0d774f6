// Issue 35, break 5: eight windows that dealt Maze and closed untouched left eight saved games and eight
// Resume items. An untouched deal is not kept (its file goes with its tab or its window; a window's own
// closed deal still resumes there, from memory), and old untouched ones are swept.
import { beforeEach, describe, expect, it } from 'vitest';
import { Memento } from '../support/vscode-double';
import { STORAGE, loaded, withMoves } from './harness';
import { type Window, deal, openWindow, play, settleWindows } from './windows';

let files: Map<string, Uint8Array>;
let globalState: Memento;
beforeEach(() => {
  files = new Map();
  globalState = new Memento();
});

const open = (): Window => openWindow({ globalState: () => globalState, files });
const savedGames = () => [...files.keys()].filter((path) => path.startsWith(`${STORAGE}/games/`));

/** What Resume Game offers in `w` (the picker's labels), and whether it put a game on the table. */
async function resumeOffers(w: Window): Promise<{ offered: string[]; opened: boolean }> {
  let offered: string[] = [];
  w.double.answerQuickPick = (items) => ((offered = items.map((i) => i.label)), undefined);
  await w.run('patience.resume');
  return { offered, opened: w.double.panels.length > 0 };
}

describe('issue 35, break 5: untouched deals do not pile up', () => {
  it('eight windows deal Maze and close untouched: no saved game is left, and Resume offers none', async () => {
    for (let i = 0; i < 8; i++) {
      const w = open();
      await deal(w, 'maze', 100 + i);
      await w.shutDown();
    }
    expect(savedGames()).toEqual([]);
    const next = open();
    expect(await resumeOffers(next)).toEqual({ offered: [], opened: false });
    expect(next.double.shown.at(-1)?.message).toBe('There is no unfinished game to resume.');
  });

  it("closing an untouched deal's tab removes its file, yet Resume in that window brings the deal back", async () => {
    const w = open();
    const { id, record } = await deal(w, 'pileon', 3);
    w.double.panel.dispose();
    await settleWindows();
    expect(savedGames()).toEqual([]);
    const other = open();
    expect(await resumeOffers(other)).toEqual({ offered: [], opened: false });
    await w.run('patience.resume');
    w.ready();
    expect(loaded(w.double.panel)).toMatchObject({ id, record });
  });

  it('untouched deals left by windows that have gone (killed, or an older version) are swept, not offered', async () => {
    const killed = Array.from({ length: 3 }, () => open());
    for (const [i, w] of killed.entries()) {
      await deal(w, 'maze', 200 + i);
      w.close(); // no deactivate: their files stay, open in windows that have gone
    }
    await settleWindows();
    expect(savedGames()).toHaveLength(3);
    const next = open();
    expect(await resumeOffers(next)).toEqual({ offered: [], opened: false });
    await settleWindows();
    expect(savedGames()).toEqual([]);
  });

  it('a deal with a move is still kept when its window closes, and an untouched deal open in a live window is left alone', async () => {
    const a = open();
    const { record, id } = await deal(a, 'maze', 5);
    await play(a, withMoves(record, 1));
    await a.shutDown();
    const b = open();
    const untouched = await deal(b, 'cruel', 7);
    const c = open();
    let offered: string[] = [];
    c.double.answerQuickPick = (items) => ((offered = items.map((i) => i.label)), undefined);
    await c.run('patience.resume');
    c.ready();
    expect(offered).toEqual([]);
    expect(loaded(c.double.panel)).toMatchObject({ id, record: withMoves(record, 1) });
    await settleWindows();
    expect(savedGames()).toContain(`${STORAGE}/games/${untouched.id}.json`);
  });
});

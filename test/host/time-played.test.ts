// Issue 35, break 8: the time played survives closing, resuming and restoring, exactly. The page's
// clock runs while its tab shows a game in play, and the page tells the host its time only with a
// change; a closed tab cannot tell it at all. Tried as a new user would: a game closed at 2:43 came
// back at 0:41, the time of its last move.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Memento } from '../support/vscode-double';
import { loaded, progress, stopTheClock, withMoves } from './harness';
import { type Window, deal, openWindow, play, settleWindows } from './windows';

let files: Map<string, Uint8Array>;
let globalState: Memento;
beforeEach(() => {
  files = new Map();
  globalState = new Memento();
  stopTheClock();
});

const open = (): Window => openWindow({ globalState: () => globalState, files });
/** The player takes `ms` (this machine's clock moves on). */
const wait = (ms: number): void => void vi.setSystemTime(Date.now() + ms);

/** Maze #5 two moves in, the last at 0:41, then the player thinks for 2:02: the page's clock shows 2:43. */
async function thinkingAt243(w: Window) {
  const { record, id } = await deal(w, 'maze', 5);
  const played = withMoves(record, 2);
  await play(w, played, 41_000);
  wait(122_000);
  return { id, played };
}

describe('issue 35, break 8: the time played survives closing, resuming and restoring', () => {
  it('a tab closed at 2:43 resumes at 2:43, not at its last move (0:41)', async () => {
    const w = open();
    const { id, played } = await thinkingAt243(w);
    w.double.panel.dispose();
    await settleWindows();
    wait(600_000); // closed, the game's clock stands
    let description: string | undefined;
    w.double.answerQuickPick = (items) => ((description = items[0].description), items[0]);
    await w.run('patience.newGame');
    expect(description).toBe('2 moves in 2:43');
    w.ready();
    expect(loaded(w.double.panel)).toMatchObject({ id, record: played, elapsedMs: 163_000 });
  });

  it('the time a tab spent hidden is not played: it stops where the page stopped it', async () => {
    const w = open();
    const { id, played } = await thinkingAt243(w);
    w.double.panel.setViewState({ visible: false, active: false });
    wait(3_600_000);
    w.double.panel.dispose();
    await settleWindows();
    await w.run('patience.resume');
    w.ready();
    expect(loaded(w.double.panel)).toMatchObject({ id, record: played, elapsedMs: 163_000 });
  });

  it("a page's unasked report of its unchanged game (its window hidden) stops the clock there", async () => {
    const w = open();
    const { id, played } = await thinkingAt243(w);
    w.double.panel.fromPage({ ...progress(played, 163_000), id }); // the page's clockStopped report
    await settleWindows();
    wait(600_000);
    w.double.panel.dispose();
    await settleWindows();
    await w.run('patience.resume');
    w.ready();
    expect(loaded(w.double.panel)).toMatchObject({ id, elapsedMs: 163_000 });
  });

  it("a window closed with its tab open comes back at 2:43, though the page's own state says 0:41", async () => {
    const w = open();
    const { id, played } = await thinkingAt243(w);
    await w.shutDown();
    wait(600_000);
    const again = open();
    const restored = new again.FakePanel('patience.game', 'Patience');
    again.double.panels.push(restored);
    await again.double.serializers.get('patience.game')!.deserializeWebviewPanel(restored, {
      version: 1,
      id,
      record: played,
      elapsedMs: 41_000,
    });
    again.ready(restored);
    expect(loaded(restored)).toMatchObject({ id, record: played, elapsedMs: 163_000 });
  });

  it('the abandon question and the count say the time the page shows when the page cannot answer', async () => {
    const w = open();
    await thinkingAt243(w);
    w.double.pageAnswers = undefined; // the page does not answer for its clock (it is busy)
    let detail: string | undefined;
    w.double.answerMessage = (shown) => ((detail = shown.detail), undefined);
    await w.run('patience.newGame.cruel');
    expect(detail).toContain('2 moves in 2:43');
  });
});

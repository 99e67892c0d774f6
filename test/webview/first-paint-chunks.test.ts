// @vitest-environment happy-dom
// The page's first frame is its table's alone: the motion and the solver chunks, which that frame does not draw
// with, are asked for once it is painted (webview/page/after-first-paint.ts), not while the table is being drawn.
import { describe, expect, it, vi } from 'vitest';

// Animation frames come when the test says; which chunks the page has imported, in order. The page's fallback for a
// page that paints no frame (a timer of a second) waits too while `holdLong` says so: on a loaded machine the second
// passed before the frame came, and the chunks were asked for before it, as a hidden page asks.
const page = vi.hoisted(() => {
  const frames: FrameRequestCallback[] = [];
  globalThis.requestAnimationFrame = (callback: FrameRequestCallback): number => frames.push(callback);
  const state = { frames, imported: [] as string[], holdLong: true };
  const setTimer = globalThis.setTimeout;
  globalThis.setTimeout = ((handler: () => void, ms?: number, ...rest: unknown[]) =>
    state.holdLong && (ms ?? 0) >= 1000 ? 0 : setTimer(handler, ms, ...rest)) as typeof setTimeout;
  return state;
});
vi.mock('../../webview/motion/motion', async (actual) => {
  page.imported.push('motion');
  return actual();
});
vi.mock('../../webview/solver/solver-ui', async (actual) => {
  page.imported.push('solver');
  return actual();
});

const { resetPage, settle, positionOf } = await import('./support');
const { loadGame } = await import('../../webview/games/game-loader');
const { NO_PAINT_WAIT_MS, afterNextPaint } = await import('../../webview/page/after-first-paint');
const { motionChunk } = await import('../../webview/motion/motion-controller');
const { playChunk } = await import('../../webview/board/play-chunk');

describe("the page's first frame", () => {
  it('draws the restored table before the motion and the solver chunks are asked for; they come once it is painted', async () => {
    resetPage({ version: 1, record: { game: 'cruel', deal: 1, moves: [] }, elapsedMs: 0 });
    await loadGame('cruel');
    const app = document.createElement('patience-app');
    app.cardsUri = 'cards/';
    document.body.append(app);
    await settle();
    expect(positionOf(app).piles.flat()).toHaveLength(52);
    // Drawn, not yet painted: neither chunk asked for, though the solver was told to look at the table.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.imported).toEqual([]);
    expect(page.frames.length).toBeGreaterThan(0);
    for (const frame of page.frames.splice(0)) frame(performance.now());
    // The chunks are transformed on first import: on a loaded machine that takes longer than vi.waitFor's 1 s.
    await vi.waitFor(() => expect(page.imported.sort()).toEqual(['motion', 'solver']), { timeout: 10000 });
    // Every chunk the page asked for loaded before the test ends: one still loading when the environment is torn down
    // fails the run with an unhandled error.
    await Promise.all([motionChunk, playChunk, import('../../webview/solver/solver-ui')]);
    page.holdLong = false;
  });

  it('a page that paints no frame (a hidden one) goes on after NO_PAINT_WAIT_MS anyway', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let done = false;
      void afterNextPaint().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(NO_PAINT_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      page.frames.length = 0;
      vi.useRealTimers();
    }
  });
});

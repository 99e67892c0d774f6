// @vitest-environment happy-dom
// The drag itself lives in the motion chunk (webview/motion/drag-session.ts), which the page asks for as
// it starts. A drag made before that chunk has come is not lost: its moves and its drop wait for it and
// play then, and the click that ends the drag still selects nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyMove, positionsEqual } from '../../src/engine';
import { drag, load, mountBeforeChunks, positionOf, progress, settle, resetPage, tableOf, tableauMove } from './support';

/** Holds the motion chunk back until the test lets it come. */
const gate = vi.hoisted(() => {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});

vi.mock('../../webview/motion/motion-controller', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../webview/motion/motion-controller')>();
  const motionChunk = gate.opened.then(() => real.motionChunk);
  return { ...real, motionChunk };
});

const BAKERS = { game: 'bakers-game', variant: 'any', deal: 11, moves: [] } as const;

beforeEach(() => resetPage());

describe('a drag before the motion chunk has come', () => {
  it('waits for it, then plays exactly the dropped move; the click that ended it selects nothing', async () => {
    const app = await mountBeforeChunks();
    await load(BAKERS);
    const before = positionOf(app);
    const move = tableauMove(before);
    await drag(app, move);
    expect(positionOf(app)).toBe(before);
    expect(progress()).toHaveLength(0);
    gate.open();
    await vi.waitFor(() => expect(progress()).toHaveLength(1));
    await settle();
    const next = applyMove(before, move);
    expect(next.ok && positionsEqual(positionOf(app), next.value)).toBe(true);
    expect(progress()[0].record.moves).toEqual([move]);
    expect(tableOf(app).shadowRoot!.querySelector('patience-pile[target], patience-card[selected]')).toBeNull();
  });
});

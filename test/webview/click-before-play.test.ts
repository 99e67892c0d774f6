// @vitest-environment happy-dom
// What a click, a double-click or a key does on the table lives in the table's play chunk
// (webview/board/table-play.ts), which the page asks for once its first frame is painted, so the first paint
// downloads less. Input made before that chunk has come is not lost: it waits for it and plays then, in order.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyMove, positionsEqual } from '../../src/engine';
import {
  cardOf,
  click,
  key,
  load,
  mountBeforeChunks,
  pileAt,
  pileOf,
  positionOf,
  progress,
  resetPage,
  settle,
  shownIn,
  tableOf,
  tableauMove,
} from './support';

/** Holds the table's play chunk back until the test lets it come. */
const gate = vi.hoisted(() => {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});

vi.mock('../../webview/board/play-chunk', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../webview/board/play-chunk')>();
  return { playChunk: gate.opened.then(() => real.playChunk) };
});

const BAKERS = { game: 'bakers-game', variant: 'any', deal: 11, moves: [] } as const;

beforeEach(() => resetPage());

describe('input before the table play chunk has come', () => {
  it('a card clicked, then its target, plays that move once the chunk comes; a key on the table is kept too', async () => {
    const app = await mountBeforeChunks();
    await load(BAKERS);
    const before = positionOf(app);
    const move = tableauMove(before);
    const from = pileAt(before, move.from);
    await click(cardOf(app, from, before.piles[from].length - 1));
    await click(pileOf(app, pileAt(before, move.to)));
    await key(app, '?');
    expect(positionOf(app)).toBe(before);
    expect(progress()).toHaveLength(0);
    expect(tableOf(app).play).toBeNull();

    gate.open();
    await vi.waitFor(() => expect(progress()).toHaveLength(1));
    await settle();
    const next = applyMove(before, move);
    expect(next.ok && positionsEqual(positionOf(app), next.value)).toBe(true);
    expect(progress()[0].record.moves).toEqual([move]);
    // The `?` pressed on the table then lists the keys now.
    await shownIn(app, 'patience-keys-panel');
  });
});

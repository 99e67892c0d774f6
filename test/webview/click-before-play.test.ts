// @vitest-environment happy-dom
// What a click, a double-click or a key does on the table lives in the table's play chunk
// (webview/board/table-play.ts), which the page asks for once its first frame is painted, so the first paint
// downloads less. Input made before that chunk has come is not lost: it waits for it and plays then, in order.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type CardMove, applyMove, isAction, legalMoves, positionsEqual, rulesOf } from '../../src/engine';
import { loadGame } from '../../webview/games/game-loader';
import type { PatienceApp } from '../../webview/table/patience-app';
import { cardOf, click, key, load, pileAt, pileOf, positionOf, progress, resetPage, settle, shownIn, tableOf } from './support';

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

/** The page, mounted without waiting for the play chunk (support's mountApp waits for it). */
async function mountBeforePlay(): Promise<PatienceApp> {
  await loadGame(BAKERS.game);
  const app = document.createElement('patience-app');
  app.cardsUri = 'cards/';
  app.cardStyle = 'classic';
  document.body.append(app);
  await settle();
  return app;
}

describe('input before the table play chunk has come', () => {
  it('a card clicked, then its target, plays that move once the chunk comes; a key on the table is kept too', async () => {
    const app = await mountBeforePlay();
    await load(BAKERS);
    const before = positionOf(app);
    const kind = (id: string) => rulesOf(before.game).piles[pileAt(before, id)].kind;
    const move = legalMoves(before).find(
      (m): m is CardMove => !isAction(m) && (m.count ?? 1) === 1 && kind(m.from) === 'tableau' && kind(m.to) === 'tableau',
    )!;
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

// @vitest-environment happy-dom
// A newly opened tab: its first game comes before the motion chunk has loaded, and is still dealt out
// from the stock once the chunk comes, like every later deal (it used to simply appear).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PatienceApp } from '../../../webview/table/patience-app';

// The motion chunk arrives only when the test lets it (as on a real page, after the host's first game).
const chunk = vi.hoisted(() => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
});
vi.mock('../../../webview/motion/motion', async (importOriginal) => {
  await chunk.gate;
  return importOriginal();
});

const { fromHost, resetPage, settle, tableOf } = await import('../support');
const { motionChunk } = await import('../../../webview/motion/motion-controller');

/** The table's card elements. */
const cards = (app: PatienceApp): Element[] =>
  [...tableOf(app).shadowRoot!.querySelectorAll('patience-pile')].flatMap((pile) => [
    ...pile.shadowRoot!.querySelectorAll('patience-card'),
  ]);
/** How many of them are gliding now. */
const gliding = (app: PatienceApp): number => cards(app).filter((el) => el.getAnimations().some((a) => a.playState === 'running')).length;

afterEach(() => vi.restoreAllMocks());

describe('the opening deal of a new tab', () => {
  it('is dealt from the stock once the motion chunk has come, though the table was drawn before', async () => {
    resetPage();
    const app = document.createElement('patience-app');
    app.cardsUri = 'cards/';
    document.body.append(app);
    await settle();
    await fromHost({
      type: 'load',
      record: { game: 'bakers-game', variant: 'kings', deal: 1, moves: [] },
      elapsedMs: 0,
      settings: { animations: 'normal', bakersGameRules: 'kings' },
    });
    // The game's rules come first (fetched on first use), then the table is drawn, still without the motion.
    await vi.waitFor(() => expect(cards(app)).toHaveLength(52));
    expect(gliding(app)).toBe(0);
    chunk.release();
    await motionChunk;
    await vi.waitFor(() => expect(gliding(app)).toBe(52));
  });
});

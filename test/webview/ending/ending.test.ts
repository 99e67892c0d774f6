// @vitest-environment happy-dom
// The end of a game in the page: a win is celebrated over the table, any press or key skips to the
// result panel, motion off or reduced shows only the panel; what the win means arrives from the
// host, shows in the panel and is said once; the cascade itself throws the cards and ends in time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFaceDown, newGame, rulesOf, turnDown } from '../../../src/engine';
import type { PatienceApp } from '../../../webview/table/patience-app';
import { spritesOf } from '../../../webview/ending/cascade-cards';
import { VERDICT_WAIT_MS } from '../../../webview/ending/ending-show';
import { layoutTable } from '../../../webview/layout/layout';
import { KIT } from '../../../webview/motion/motion-controller';
import { type Sprite, cascade, cascadeLength, cardsThrown } from '../../../webview/ending/cascade';
import { NEARLY_WON, fromHost, mountApp, progress, resetPage, settle, tableOf, vscode } from '../support';

// The king of spades home wins NEARLY_WON.
const WIN = { from: 'tableau-1', to: 'foundation-4' };

const shadow = (el: Element): ShadowRoot => el.shadowRoot!;
const panelOf = (app: PatienceApp) => shadow(app).querySelector('patience-result-panel');
const canvasOf = (app: PatienceApp) => shadow(app).querySelector('main > canvas');
const live = (app: PatienceApp) => shadow(app).querySelector('.live')!.textContent!.trim();

async function won(animations: string, hintsUsed = 0): Promise<PatienceApp> {
  const app = await mountApp();
  await fromHost({
    type: 'load',
    id: 'game-000000042',
    record: NEARLY_WON,
    elapsedMs: 61_000,
    settings: { animations, bakersGameRules: 'kings' },
    hintsUsed,
  });
  tableOf(app).dispatchEvent(new CustomEvent('patience-move', { detail: { move: WIN }, bubbles: true, composed: true }));
  await settle();
  expect(progress().at(-1)).toMatchObject({ status: 'won' });
  return app;
}

beforeEach(() => resetPage());
afterEach(() => vi.restoreAllMocks());

/** The host's verdict on the win of the game `won` deals: counted now, the player's own, nothing new. */
const verdict = (over: Record<string, unknown> = {}) => ({
  type: 'winCounted',
  id: 'game-000000042',
  counted: 'now',
  assisted: false,
  firstWin: false,
  fastest: false,
  fewestMoves: false,
  streak: 1,
  ...over,
});
const title = (app: PatienceApp) => shadow(panelOf(app)!).querySelector('h2')!.textContent;

describe('a win', () => {
  it('is celebrated over the table first; a key skips to the result panel, worded once the host has given its verdict', async () => {
    const app = await won('fast');
    await vi.waitFor(() => expect(canvasOf(app)).not.toBeNull(), { timeout: 3000 });
    expect(panelOf(app)).toBeNull();
    app.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true, composed: true }));
    await settle();
    expect(canvasOf(app)).toBeNull();
    // No words before the host's verdict: it may yet say the win was one with help.
    expect(panelOf(app)).toBeNull();
    await fromHost(verdict());
    await vi.waitFor(() => expect(panelOf(app)).not.toBeNull());
    expect(title(app)).toBe('You won!');
    expect(panelOf(app)!.getAttribute('place')).toBe('middle');
  });

  it('a click skips it too, and it ends by itself', async () => {
    const app = await won('normal');
    await vi.waitFor(() => expect(canvasOf(app)).not.toBeNull(), { timeout: 3000 });
    await fromHost(verdict());
    canvasOf(app)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(panelOf(app)).not.toBeNull();

    resetPage();
    const again = await won('fast');
    await fromHost(verdict());
    await vi.waitFor(() => expect(canvasOf(again)).not.toBeNull(), { timeout: 3000 });
    await vi.waitFor(() => expect(panelOf(again)).not.toBeNull(), { timeout: 3000 });
    expect(canvasOf(again)).toBeNull();
  });

  it('with motion off, or the system asking for reduced motion, only the panel shows', async () => {
    const off = await won('off');
    await fromHost(verdict());
    await vi.waitFor(() => expect(panelOf(off)).not.toBeNull());
    expect(canvasOf(off)).toBeNull();
    resetPage();
    const query = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList);
    const reduced = await won('normal');
    await fromHost(verdict());
    await vi.waitFor(() => expect(panelOf(reduced)).not.toBeNull());
    expect(canvasOf(reduced)).toBeNull();
  });

  it('the panel shows time, moves and score and what the win means, as the host counted it; the screen reader hears it once', async () => {
    const app = await won('off');
    expect(live(app)).toMatch(/Solved! Score 52, 1 move, time 1:01\./);
    await settle();
    expect(panelOf(app)).toBeNull();
    await fromHost(verdict({ fastest: true, streak: 3, daily: '2026-12-03' }));
    await vi.waitFor(() => expect(panelOf(app)).not.toBeNull());
    const figures = () => [...shadow(panelOf(app)!).querySelectorAll('dd')].map((d) => d.textContent);
    expect(figures()).toEqual(['1:01', '1', '52/52']);
    const news = 'New best time! 3 wins in a row! Daily deal of December 3 won!';
    expect(shadow(panelOf(app)!).querySelector('.news')?.textContent).toBe(news);
    expect(live(app)).toBe(`You won! ${news}`);
    // A message about another game changes nothing, nor does a second verdict about this one.
    await fromHost(verdict({ id: 'game-000000099', firstWin: true, fewestMoves: true }));
    await fromHost(verdict({ counted: 'before', streak: 0 }));
    expect(shadow(panelOf(app)!).querySelector('.news')!.textContent).toBe(news);
    const [again, same] = [...shadow(panelOf(app)!).querySelectorAll('button')];
    expect([again.textContent, same.textContent]).toEqual(['New game', 'Same deal again']);
    same.click();
    expect(vscode.posted.at(-1)).toEqual({ type: 'newGame', sameDeal: true });
  });

  it('a win with help is said so, as the sidebar says it: no "You won!", no news', async () => {
    const app = await won('off');
    await fromHost(verdict({ assisted: true, streak: 0 }));
    await vi.waitFor(() => expect(panelOf(app)).not.toBeNull());
    expect(title(app)).toBe('Won with help — not counted as a win');
    expect(shadow(panelOf(app)!).querySelector('.news')).toBeNull();
    expect(shadow(panelOf(app)!).textContent).toContain('The solution was shown');
    expect(live(app)).toBe('Won with help — not counted as a win');
  });

  it('a win with hints alone is a win, and says how the statistics count it: with N hints, never "the solution was shown"', async () => {
    const app = await won('off', 2);
    await fromHost(verdict({ streak: 2 }));
    await vi.waitFor(() => expect(panelOf(app)).not.toBeNull());
    expect(title(app)).toBe('You won!');
    expect(shadow(panelOf(app)!).querySelector('.help')?.textContent).toBe(
      'A win with 2 hints: it counts as a win, not as a win without hints.',
    );
    expect(shadow(panelOf(app)!).querySelector('.news')?.textContent).toBe('2 wins in a row!');
    expect(shadow(panelOf(app)!).textContent).not.toContain('solution');
  });

  it("a win of the player's own without hints has no reason line", async () => {
    const app = await won('off');
    await fromHost(verdict());
    await vi.waitFor(() => expect(panelOf(app)).not.toBeNull());
    expect(shadow(panelOf(app)!).querySelector('.help')).toBeNull();
  });

  it('a win the host refused is not called one', async () => {
    const app = await won('off');
    await fromHost(verdict({ counted: 'refused', streak: 0 }));
    await vi.waitFor(() => expect(panelOf(app)).not.toBeNull());
    expect(title(app)).toBe('Not counted: the moves do not replay to a win');
  });

  it("a host that never gives its verdict does not hide the end: after a while the panel words the win from the page's facts", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const app = await won('off');
      await vi.advanceTimersByTimeAsync(VERDICT_WAIT_MS - 100);
      await settle();
      expect(panelOf(app)).toBeNull();
      await vi.advanceTimersByTimeAsync(200);
      await settle();
      expect(title(app)).toBe('You won!');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a game opened already won is worded from its own facts (the host counted it before)', async () => {
    const app = await mountApp();
    const record = { ...NEARLY_WON, moves: [...NEARLY_WON.moves, WIN] };
    await fromHost({
      type: 'load',
      id: 'game-000000042',
      record,
      elapsedMs: 61_000,
      settings: { animations: 'off', bakersGameRules: 'kings' },
    });
    await vi.waitFor(() => expect(panelOf(app)).not.toBeNull());
    expect(title(app)).toBe('You won!');
  });

  it('a winCounted the protocol does not know is refused and reported', async () => {
    const app = await won('off');
    await fromHost({ type: 'winCounted', firstWin: 'yes', fastest: false, fewestMoves: false, streak: 1 });
    await fromHost({ type: 'winCounted', firstWin: true, fastest: false, fewestMoves: false, streak: -1 });
    await fromHost({ ...verdict(), counted: 'maybe' });
    const errors = vscode.posted.filter((m) => m.type === 'error').map((m) => (m as { message: string }).message);
    expect(errors).toEqual([0, 1, 2].map(() => expect.stringMatching(/^ignored a host message: winCounted needs/)));
    expect(panelOf(app)).toBeNull();
  });
});

describe('the cascade', () => {
  /** A canvas of 800 × 600 that records what is drawn on it. */
  function recordingCanvas() {
    const draws: { x: number; y: number }[] = [];
    const canvas = document.createElement('canvas');
    Object.defineProperties(canvas, { clientWidth: { value: 800 }, clientHeight: { value: 600 } });
    canvas.getContext = (() => ({
      scale: () => undefined,
      drawImage: (_: unknown, x: number, y: number) => draws.push({ x, y }),
    })) as never;
    return { canvas, draws };
  }
  const card = (x: number): Sprite => ({ image: document.createElement('canvas'), x, y: 20, w: 70, h: 98 });

  it('lasts under three seconds and throws a few dozen cards at either speed', () => {
    for (const speed of ['normal', 'fast'] as const) {
      expect(cascadeLength(speed)).toBeLessThanOrEqual(3000);
      expect(cardsThrown(speed)).toBeGreaterThanOrEqual(40);
    }
  });

  it('throws each card from where it lies and bounces it along the bottom edge, never below it', async () => {
    const { canvas, draws } = recordingCanvas();
    const run = cascade(canvas, [card(100), card(400), card(700)], 'fast', () => 0.9);
    await run.done;
    expect(draws.some((d) => Math.abs(d.x - 100) < 20 && d.y <= 20)).toBe(true);
    const lowest = draws.reduce((most, d) => Math.max(most, d.y), -Infinity);
    expect(lowest).toBeLessThanOrEqual(600 - 98);
    expect(lowest).toBeGreaterThan(400);
  });

  it('draws a card where it lies in the frame that launches it, even when that frame comes late (a busy machine)', () => {
    const { canvas, draws } = recordingCanvas();
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const run = cascade(canvas, [card(100)], 'fast', () => 0.9);
      // The first frame arrives 50 ms late, the most a frame's step may be.
      frames.shift()?.(performance.now() + 50);
      expect(draws[0]).toEqual({ x: 100, y: 20 });
      frames.shift()?.(performance.now() + 66);
      expect(draws[1].x).not.toBe(100);
      run.stop();
    } finally {
      raf.mockRestore();
    }
  });

  it('stops at once when asked', async () => {
    const { canvas, draws } = recordingCanvas();
    const run = cascade(canvas, [card(100)], 'normal');
    run.stop();
    await run.done;
    const drawn = draws.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(draws.length).toBe(drawn);
  });
});

describe('the cards a cascade throws', () => {
  it("are pictured face up, Pileon's frozen piles too (the table shows them as frozen backs)", async () => {
    const position = newGame('pileon', 1);
    // Every pile as a won Pileon leaves it: four of a kind, frozen face down.
    const frozen = { ...position, piles: position.piles.map((pile) => pile.map(turnDown)) };
    const layout = layoutTable(rulesOf('pileon').piles, frozen.piles, 1200, 800);
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
    const pictured: number[] = [];
    const kit = {
      ...KIT,
      cardPicture: (...args: Parameters<typeof KIT.cardPicture>) => (pictured.push(args[2][args[3]]), KIT.cardPicture(...args)),
    };
    const sprites = await spritesOf({ position: frozen, layout }, kit, { cardsUri: '', cardBack: 'red' }, 'normal');
    expect(sprites.length).toBeGreaterThan(0);
    expect(pictured).toHaveLength(sprites.length);
    expect(pictured.every((card) => !isFaceDown(card))).toBe(true);
  });
});

// @vitest-environment happy-dom
// The page asks for the rules of the game it opens with (`<body data-game>`, webview/games/opening-game.ts) before
// the rest of its code runs, and holds its <patience-app> back until they are here, so the first table it draws is
// the game (not "Shuffling…" and then the game); a failed or slow fetch never keeps the table away.
import { afterEach, describe, expect, it, vi } from 'vitest';

// The loader with fetches the test settles by hand; the registry's stand-ins still read the real one.
const fetches = vi.hoisted(() => ({
  asked: [] as string[],
  pending: new Map<string, { resolve: () => void; reject: (error: Error) => void }>(),
}));
vi.mock('../../../webview/games/game-loader', async (actual) => ({
  ...(await actual<typeof import('../../../webview/games/game-loader')>()),
  loadGame: (game: string) => {
    fetches.asked.push(game);
    return new Promise<void>((resolve, reject) => fetches.pending.set(game, { resolve, reject }));
  },
}));

// Polled on the real clock (vi.waitFor would move the fake one), for up to 20 s: loading the page's code takes a while.
const realSetTimeout = globalThis.setTimeout;
async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !test(); i++) await new Promise((resolve) => realSetTimeout(resolve, 10));
  expect(test()).toBe(true);
}
const page = { postMessage: () => undefined, getState: () => undefined, setState: () => undefined };
(globalThis as unknown as { acquireVsCodeApi: () => typeof page }).acquireVsCodeApi = () => page;

afterEach(() => {
  fetches.asked.length = 0;
  fetches.pending.clear();
  vi.useRealTimers();
});

describe('the page opening with a game', () => {
  it("keeps the host's <patience-app> out of the page until that game's rules are here, then shows it", async () => {
    document.body.dataset.game = 'cruel';
    document.body.dataset.deck = 'four-colour';
    document.body.innerHTML = '<patience-app></patience-app>';
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // the rules take as long as the test says, however slow the machine
    const main = import('../../../webview/main');
    await until(() => fetches.asked.length > 0);
    expect(fetches.asked).toEqual(['cruel']);
    await until(() => customElements.get('patience-app') !== undefined); // the page's code has run…
    expect(document.querySelectorAll('patience-app')).toHaveLength(0); // …and holds the table back
    fetches.pending.get('cruel')?.resolve();
    await main;
    const apps = document.querySelectorAll('patience-app');
    expect(apps).toHaveLength(1);
    expect(apps[0]).toBeInstanceOf(customElements.get('patience-app')!);
    expect((apps[0] as unknown as { cardStyle: string }).cardStyle).toBe('four-colour');
  });
});

describe('openingRules', () => {
  // What the module asked for as it loaded (the page it found) is not these tests' business.
  const opening = async () => {
    const module = await import('../../../webview/games/opening-game');
    fetches.asked.length = 0;
    return module;
  };
  const body = (game?: string): HTMLElement => {
    const element = document.createElement('body');
    if (game !== undefined) element.dataset.game = game;
    return element;
  };
  const settled = async (promise: Promise<void>): Promise<boolean> => {
    let done = false;
    void promise.then(() => (done = true));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return done;
  };

  it('asks for nothing when the page names no game it knows', async () => {
    const { openingRules } = await opening();
    expect(await settled(openingRules(body()))).toBe(true);
    expect(await settled(openingRules(body('hearts')))).toBe(true);
    expect(fetches.asked).toEqual([]);
  });

  it('settles when the fetch fails (the door to the host asks again and reports it)', async () => {
    const { openingRules } = await opening();
    const rules = openingRules(body('maze'));
    expect(await settled(rules)).toBe(false);
    fetches.pending.get('maze')?.reject(new Error('offline'));
    expect(await settled(rules)).toBe(true);
  });

  it('settles after OPENING_WAIT_MS when the fetch does not', async () => {
    const { openingRules, OPENING_WAIT_MS } = await opening();
    vi.useFakeTimers();
    const rules = openingRules(body('pileon'));
    vi.advanceTimersByTime(OPENING_WAIT_MS - 1);
    expect(await settled(rules)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(rules)).toBe(true);
  });
});

// @vitest-environment happy-dom
// A Russian player's cards: the page draws from the Russian sheets (corners В, Д, К, Т), small cards
// from the Russian large-index ones, and an empty pile's mark says what it takes in the same letters.
import { beforeAll, describe, expect, it } from 'vitest';

// Set before the webview modules are imported (below, dynamically): they read <html lang> once.
document.documentElement.lang = 'ru';

type Support = typeof import('./support');
let page: Support;

beforeAll(async () => {
  page = await import('./support');
});

const outline = (app: HTMLElement, pile: string): string =>
  page.pileOf(app as never, page.pileAt(page.positionOf(app as never), pile)).shadowRoot!.querySelector('.outline')!.textContent!;
const sheetOf = (app: HTMLElement, pile: number): string =>
  page
    .cardOf(app as never, pile, 0)
    .querySelector('img')!
    .getAttribute('src')!;

describe('Russian cards', () => {
  it("Baker's Game: the Russian sheets, an empty foundation marked Т (ace)", async () => {
    page.resetPage();
    const app = await page.mountApp();
    await page.load({ game: 'bakers-game', variant: 'kings', deal: 11, moves: [] });
    expect(sheetOf(app, page.pileAt(page.positionOf(app), 'tableau-1'))).toMatch(/^cards\/classic-ru\/\w+\.svg$/);
    expect(outline(app, 'foundation-1')).toBe('Т');
  });

  it("Spider's empty foundations take К–Т (a run from king to ace)", async () => {
    page.resetPage();
    const app = await page.mountApp();
    await page.load({ game: 'spider-three-decks', deal: 1, moves: [] });
    expect(outline(app, 'foundation-1')).toBe('К–Т');
  });

  it('a narrow tab draws its small cards from the Russian large-index sheets', async () => {
    page.resetPage();
    const viewport = page.setTabSize({ width: 340, height: 700 });
    try {
      const app = await page.mountApp();
      await page.load({ game: 'spider-three-decks', deal: 1, moves: [] });
      expect(sheetOf(app, page.pileAt(page.positionOf(app), 'tableau-1'))).toMatch(/^cards\/large-index-ru\/\w+\.svg$/);
    } finally {
      page.setTabSize(viewport);
    }
  });
});

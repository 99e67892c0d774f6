// @vitest-environment happy-dom
// The table in a narrow, tall tab (340 px wide): the piles wrap into more rows, small cards come from
// the large-index sheets, and the arrow keys follow the rows and columns as drawn, not the game's own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rulesOf } from '../../src/engine';
import { tableGrid } from '../../webview/layout/layout';
import { cardOf, key, load, mountApp, pileAt, positionOf, resetPage, setTabSize, settle, tableOf, vscode } from './support';

const NARROW = { width: 340, height: 700 };
let before = { width: 0, height: 0 };

beforeEach(() => {
  resetPage();
  before = setTabSize(NARROW);
});
afterEach(() => setTabSize(before));

describe('a narrow tab', () => {
  it('draws small cards from the large-index sheets', async () => {
    const app = await mountApp();
    await load({ game: 'spider-three-decks', deal: 1, moves: [] });
    const t1 = pileAt(positionOf(app), 'tableau-1');
    expect(
      cardOf(app, t1, positionOf(app).piles[t1].length - 1)
        .querySelector('img')!
        .getAttribute('src'),
    ).toMatch(/^cards\/large-index\/\w+\.svg$/);
    // And says so to the host, which preloads those sheets in the next page of this game.
    expect(vscode.posted.filter((m) => m.type === 'sheets')).toEqual([{ type: 'sheets', game: 'spider-three-decks', small: true }]);
  });

  it("tells the host again when the tab grows and the cards come from the style's own sheets", async () => {
    const app = await mountApp();
    await load({ game: 'spider-three-decks', deal: 1, moves: [] });
    setTabSize({ width: 1280, height: 720 });
    tableOf(app).requestUpdate(); // as its ResizeObserver does in a browser (happy-dom has none that reports)
    await settle();
    expect(
      cardOf(app, 0, positionOf(app).piles[0].length - 1)
        .querySelector('img')!
        .getAttribute('src'),
    ).toMatch(/^cards\/classic\/\w+\.svg$/);
    expect(vscode.posted.filter((m) => m.type === 'sheets')).toEqual([
      { type: 'sheets', game: 'spider-three-decks', small: true },
      { type: 'sheets', game: 'spider-three-decks', small: false },
    ]);
  });

  it('Pileon: the down arrow goes to the pile drawn below, in the wrapped grid', async () => {
    const app = await mountApp();
    await load({ game: 'pileon', deal: 1, moves: [] });
    const specs = rulesOf('pileon').piles;
    const places = tableGrid(specs, NARROW.width, NARROW.height);
    const below = places.findIndex((p) => p.row === places[0].row + 1 && p.col === places[0].col);
    // The wrapped grid puts another pile under pile 1 than the game's own grid does (pile 5).
    expect(specs[below].id).not.toBe('pile-5');
    expect(tableOf(app).spot.pile).toBe(0);
    await key(app, 'ArrowDown');
    expect(tableOf(app).spot.pile).toBe(below);
  });
});

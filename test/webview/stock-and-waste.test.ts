// @vitest-environment happy-dom
// The table's stock in each game's own words, and Klondike's waste: the header's button, the stock's name and mark,
// what a click says it did or why it did nothing, the waste's fan, and a double-click that goes on, recorded as the
// moves it makes. No word of one game's stock appears on another's table.
import { beforeEach, describe, expect, it } from 'vitest';
import { type Move, applyMove, newGame, positionsEqual, replay, toStart } from '../../src/engine';
import { cardsOf, click, load, mountApp, pileAt, pileOf, positionOf, progress, resetPage, settle, tableOf } from './support';
import type { PatienceApp } from '../../webview/table/patience-app';

beforeEach(() => resetPage());

/** The header's stock button: its text, tooltip and whether it may be pressed. */
function stockButton(app: PatienceApp): { label: string; title: string; enabled: boolean } | undefined {
  const buttons = [...app.shadowRoot!.querySelector('patience-header')!.shadowRoot!.querySelectorAll('button')];
  const button = buttons.find((b) => b.title.endsWith('(D)') && !b.title.startsWith('Deal a new game'));
  return button && { label: button.textContent ?? '', title: button.title, enabled: !button.disabled };
}

const live = (app: PatienceApp): string => app.shadowRoot!.querySelector('.live')!.textContent!.trim();

/** Everything the table says: the header's tooltips, every pile's and card's name, the live region. */
function allWords(app: PatienceApp): string {
  const header = [...app.shadowRoot!.querySelector('patience-header')!.shadowRoot!.querySelectorAll('button')].map(
    (b) => `${b.textContent} ${b.title}`,
  );
  const piles = [...tableOf(app).shadowRoot!.querySelectorAll('patience-pile')].flatMap((pile) => [
    pile.getAttribute('aria-label') ?? '',
    pile.shadowRoot!.querySelector('.outline')?.textContent ?? '',
  ]);
  return [...header, ...piles, live(app)].join('\n');
}

describe("Klondike's stock and waste on the table", () => {
  it('says "Draw a card" and "stock, 24 cards"; a click draws, recorded as {"action":"deal"}, and says so', async () => {
    const app = await mountApp();
    await load({ game: 'klondike', deal: 1, moves: [] });
    expect(stockButton(app)).toEqual({ label: 'Draw', title: 'Draw a card (D)', enabled: true });
    const stock = pileOf(app, 0);
    expect(stock.getAttribute('aria-label')).toBe('stock, 24 cards');
    await click(stock);
    expect(progress().at(-1)?.record.moves).toEqual([{ action: 'deal' }]);
    expect(live(app)).toMatch(/^Drew a card\./);
    expect(pileOf(app, 1).getAttribute('aria-label')).toBe('waste, 1 card: five of clubs');
  });

  it('draw three: "Draw three cards", and the top three of the waste fanned to the right, the rest squared under them', async () => {
    const app = await mountApp();
    await load({ game: 'klondike', variant: 'three', deal: 1, moves: [{ action: 'deal' }, { action: 'deal' }] });
    expect(stockButton(app)?.title).toBe('Draw three cards (D)');
    const waste = pileOf(app, 1);
    expect(waste.cards).toHaveLength(6);
    const offsets = waste.offsets;
    expect(offsets.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(offsets[4]).toBeGreaterThan(0);
    expect(offsets[5]).toBeGreaterThan(offsets[4]);
    // The fan stays left of the foundations.
    const layout = tableOf(app).layout!;
    expect(layout.slots[1].x + offsets[5] + layout.cardW).toBeLessThan(layout.slots[2].x);
    // Drawn: the three fanned and the one under them, no more.
    expect(cardsOf(app, 1).map((card) => card.index)).toEqual([2, 3, 4, 5]);
    expect(waste.getAttribute('aria-label')).toMatch(/^waste, 6 cards: \w+ of \w+, \w+ of \w+, \w+ of \w+$/);
  });

  it('an empty stock says it turns the waste over, with the redeals left, marks it ↻, and once none is left refuses', async () => {
    const app = await mountApp();
    const moves: Move[] = Array.from({ length: 24 }, () => ({ action: 'deal' }));
    await load({ game: 'klondike', deal: 1, moves });
    expect(stockButton(app)).toEqual({ label: 'Draw', title: 'Turn the waste over (2 redeals left) (D)', enabled: true });
    expect(pileOf(app, 0).getAttribute('aria-label')).toBe('stock, empty: turn the waste over (2 redeals left)');
    expect(pileOf(app, 0).shadowRoot!.querySelector('.outline')!.textContent).toBe('↻');
    await click(pileOf(app, 0));
    expect(live(app)).toMatch(/^Turned the waste over\./);
    expect(positionOf(app).redeals).toBe(1);

    resetPage();
    const spent = await mountApp();
    await load({ game: 'klondike', variant: 'no-redeals', deal: 1, moves });
    expect(stockButton(spent)).toEqual({ label: 'Draw', title: 'No redeal left (D)', enabled: false });
    expect(pileOf(spent, 0).getAttribute('aria-label')).toBe('stock, empty, no redeal left');
    expect(pileOf(spent, 0).shadowRoot!.querySelector('.outline')!.textContent).toBe('');
    await click(pileOf(spent, 0));
    expect(live(spent)).toBe('No redeal left.');
    expect(progress().filter((m) => m.record.moves.length > 24)).toEqual([]);
  });

  it('a double-click on a foundation sends home every card that can go, one after another, each recorded as its own move', async () => {
    const start = {
      'foundation-1': 'AC',
      'foundation-2': 'AD 2D',
      'tableau-1': '2C',
      'tableau-2': '3D',
      'tableau-3': 'AH',
      stock: '[KS]',
    };
    const app = await mountApp();
    await load({ game: 'klondike', start, moves: [] });
    const foundation = pileOf(app, pileAt(positionOf(app), 'foundation-3'));
    foundation.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    await settle();
    await settle();
    const moves = [
      { from: 'tableau-1', to: 'foundation-1' },
      { from: 'tableau-2', to: 'foundation-2' },
      { from: 'tableau-3', to: 'foundation-3' },
    ];
    expect(progress().at(-1)?.record.moves).toEqual(moves);
    const replayed = replay({ game: 'klondike', start, moves });
    expect(replayed.ok && positionsEqual(replayed.value.positions.at(-1)!, positionOf(app))).toBe(true);
  });

  it("says none of Spider's or Cruel's words about its stock", async () => {
    const app = await mountApp();
    for (const record of [
      { game: 'klondike', deal: 3, moves: [] },
      { game: 'klondike', variant: 'three', deal: 3, moves: Array.from({ length: 9 }, () => ({ action: 'deal' })) },
      { game: 'klondike', variant: 'no-redeals', deal: 3, moves: Array.from({ length: 25 }, () => ({ action: 'deal' })) },
    ]) {
      await load(record);
      await click(pileOf(app, 0));
      expect(allWords(app)).not.toMatch(/\brow\b|\bdeals? left|fours|click to deal|click to redeal|Redeal\b|pile 2\b/);
    }
  });
});

describe("Spider's stock on the table", () => {
  it('with an empty column: "Fill every column before dealing", and a click says AisleRiot\'s reason', async () => {
    let position = newGame('spider', 1);
    // Empty tableau-2 (5 cards, 4 of them face down) onto the other columns is a long way: set the start instead.
    const start = toStart(position);
    start['tableau-1'] = `${start['tableau-1']} ${String(start['tableau-2'])}`.replace(/\[(\w\w)\]/g, '$1');
    start['tableau-2'] = '';
    const app = await mountApp();
    await load({ game: 'spider', start, moves: [] });
    position = positionOf(app);
    expect(stockButton(app)).toEqual({ label: 'Deal', title: 'Fill every column before dealing (D)', enabled: false });
    expect(pileOf(app, 0).getAttribute('aria-label')).toBe('stock, 50 cards: fill every column before dealing');
    await click(pileOf(app, 0));
    expect(live(app)).toBe('Please fill in empty pile first.');
    expect(applyMove(position, { action: 'deal' }).ok).toBe(false);
  });

  it("deals a row and says so, with the deals left in the stock's name", async () => {
    const app = await mountApp();
    await load({ game: 'spider', variant: 'two', deal: 1, moves: [] });
    expect(stockButton(app)).toEqual({ label: 'Deal', title: 'Deal a new row (D)', enabled: true });
    expect(pileOf(app, 0).getAttribute('aria-label')).toBe('stock, 50 cards, 5 deals left, click to deal');
    await click(pileOf(app, 0));
    expect(live(app)).toMatch(/^Dealt a row from the stock\./);
  });
});

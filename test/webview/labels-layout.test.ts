// @vitest-environment happy-dom
// What a screen reader hears and how the table is laid out: names from the engine's cards and
// pile ids, nothing revealed about face-down cards, and every card readable on a 1280×720 tab.
import { beforeEach, describe, expect, it } from 'vitest';
import { type Card, FACE_DOWN, GAME_IDS, type StockClick, isFaceDown, newGame, replay, rulesOf } from '../../src/engine';
import { cardLabel, pileLabel } from '../../webview/board/card-labels';
import { SMALL_CARD_W, fanOffsets, layoutTable, tableGrid } from '../../webview/layout/layout';
import { cardOf, fromHost, load, mountApp, pileAt, pileOf, positionOf, resetPage, tableOf } from './support';

/** A 1280×720 editor tab minus the slim header. */
const TAB = { width: 1280, height: 720 - 34 };

beforeEach(() => resetPage());

describe('accessible names', () => {
  it('a face-up card says what it is and where it lies', () => {
    const spec = rulesOf('bakers-game').piles[10];
    // 7H is rank 7 of hearts (suit index 2): 2 * 13 + 6.
    const cards: Card[] = [0, 26 + 6, 13];
    expect(cardLabel('bakers-game', spec, cards, 1)).toBe('seven of hearts, face up, tableau 3, card 2 of 3');
  });

  it('a face-down card reveals nothing; a frozen Pileon card is named (its rank is on show)', () => {
    const spider = newGame('spider-three-decks', 1);
    const t1 = pileAt(spider, 'tableau-1');
    expect(isFaceDown(spider.piles[t1][0])).toBe(true);
    expect(cardLabel('spider-three-decks', rulesOf('spider-three-decks').piles[t1], spider.piles[t1], 0)).toBe(
      'face-down card, tableau 1, card 1 of 5',
    );
    const frozen: Card[] = [12, 25, 38, 51 | FACE_DOWN];
    expect(cardLabel('pileon', rulesOf('pileon').piles[0], frozen, 3)).toBe('king of spades, frozen, pile 1, card 4 of 4');
  });

  it('piles say what they hold, or what an empty one takes', () => {
    const piles = rulesOf('bakers-game').piles;
    const plain = { stockClick: null, fanned: 1 };
    const stock = (stockClick: StockClick) => ({ stockClick, fanned: 1 });
    expect(pileLabel('bakers-game', piles[4], [], 'A', plain)).toBe('foundation 1, empty, takes an ace');
    expect(pileLabel('bakers-game', piles[0], [], undefined, plain)).toBe('free cell 1, empty');
    expect(pileLabel('bakers-game', piles[8], [1, 2], 'K', plain)).toBe('tableau 1, 2 cards: two of clubs, three of clubs');
    expect(pileLabel('bakers-game', piles[4], [0, 1, 2], 'A', plain)).toBe('foundation 1, 3 cards: three of clubs');
    expect(pileLabel('spider-three-decks', rulesOf('spider-three-decks').piles[13], [FACE_DOWN, FACE_DOWN, 5], undefined, plain)).toBe(
      'tableau 1, 3 cards, 2 face down: six of clubs',
    );
    expect(pileLabel('pileon', rulesOf('pileon').piles[0], [12, 25, 38, 51 | FACE_DOWN], undefined, plain)).toBe(
      'pile 1, 4 cards: king of clubs, king of diamonds, king of hearts, king of spades, frozen',
    );
    expect(
      pileLabel(
        'spider-three-decks',
        rulesOf('spider-three-decks').piles[0],
        new Array(102).fill(FACE_DOWN),
        undefined,
        stock({ does: 'deal-row', rows: 9 }),
      ),
    ).toBe('stock, 102 cards, 9 deals left, click to deal');
    expect(pileLabel('cruel', rulesOf('cruel').piles[0], [], undefined, stock({ does: 'regroup' }))).toBe('stock, click to redeal');
  });

  it('the rendered table carries the names, one tab stop, and a live region', async () => {
    const app = await mountApp();
    await load({ game: 'bakers-game', deal: 1, moves: [] });
    const position = positionOf(app);
    const t = pileAt(position, 'tableau-2');
    const card = cardOf(app, t, 0);
    expect(card.getAttribute('role')).toBe('button');
    expect(card.getAttribute('aria-label')).toBe(cardLabel('bakers-game', rulesOf('bakers-game').piles[t], position.piles[t], 0));
    expect(pileOf(app, pileAt(position, 'foundation-2')).getAttribute('aria-label')).toBe('foundation 2, empty, takes an ace');
    expect(tableOf(app).getAttribute('role')).toBe('application');
    expect(tableOf(app).getAttribute('aria-label')).toBe("Baker's Game table");
    const stops = rulesOf('bakers-game')
      .piles.flatMap((_, i) => [pileOf(app, i), ...pileOf(app, i).shadowRoot!.querySelectorAll('patience-card')])
      .filter((el) => el.getAttribute('tabindex') === '0' || (el as HTMLElement).tabIndex === 0);
    expect(stops).toHaveLength(1);
    await fromHost({ type: 'command', command: 'deal' });
    expect(app.shadowRoot!.querySelector('[aria-live]')!.textContent).toBe('No deal is possible now.');
  });

  it('the empty outline shows the engine hint', async () => {
    const app = await mountApp();
    await load({ game: 'spider-three-decks', deal: 1, moves: [] });
    const outline = pileOf(app, pileAt(positionOf(app), 'foundation-1')).shadowRoot!.querySelector('.outline')!;
    expect(outline.textContent).toBe('K–A');
  });
});

describe('layout on a 1280×720 tab', () => {
  for (const game of GAME_IDS) {
    it(`${game}: every pile lies inside the table, none overlaps another`, () => {
      const rules = rulesOf(game);
      const { slots, cardW, cardH } = layoutTable(rules.piles, newGame(game, 1).piles, TAB.width, TAB.height);
      expect(cardW).toBeGreaterThanOrEqual(70);
      expect(cardH / cardW).toBeCloseTo(1.4, 1);
      for (const [i, a] of slots.entries()) {
        expect(a.x).toBeGreaterThanOrEqual(0);
        expect(a.y).toBeGreaterThanOrEqual(0);
        expect(a.x + a.w).toBeLessThanOrEqual(TAB.width);
        expect(a.y + a.h).toBeLessThanOrEqual(TAB.height);
        for (const b of slots.slice(i + 1)) {
          const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          expect(apart).toBe(true);
        }
      }
    });
  }

  it('all 156 Spider cards on the table fit, with every face-up index readable (18% of the card height)', () => {
    const played = replay({ game: 'spider-three-decks', deal: 5, moves: Array(9).fill({ action: 'deal' }) });
    if (!played.ok) throw new Error(played.error);
    const position = played.value.positions.at(-1)!;
    expect(position.piles.slice(13).flat()).toHaveLength(156);
    const specs = rulesOf('spider-three-decks').piles;
    const layout = layoutTable(specs, position.piles, TAB.width, TAB.height);
    expect(layout.cardW).toBeGreaterThanOrEqual(80);
    specs.forEach((spec, i) => {
      if (spec.fan !== 'down') return;
      const cards = position.piles[i];
      const offsets = fanOffsets(cards, spec.fan, layout.cardW, layout.cardH, layout.slots[i]);
      expect(layout.slots[i].y + offsets.at(-1)! + layout.cardH).toBeLessThanOrEqual(TAB.height);
      for (let k = 1; k < cards.length; k++)
        if (!isFaceDown(cards[k - 1])) expect(offsets[k] - offsets[k - 1]).toBeGreaterThanOrEqual(Math.floor(0.18 * layout.cardH));
    });
  });

  it('a very long column compresses its fan, then shrinks the cards, and never runs off the table', () => {
    const specs = rulesOf('spider-three-decks').piles;
    const column: Card[] = [...Array(5).fill(FACE_DOWN), ...Array.from({ length: 40 }, (_, k) => k % 52)];
    const piles = specs.map((s) => (s.id === 'tableau-1' ? column : []));
    const layout = layoutTable(specs, piles, TAB.width, TAB.height);
    const t1 = specs.findIndex((s) => s.id === 'tableau-1');
    const offsets = fanOffsets(column, 'down', layout.cardW, layout.cardH, layout.slots[t1]);
    expect(layout.slots[t1].y + offsets.at(-1)! + layout.cardH).toBeLessThanOrEqual(TAB.height);
    for (let k = 6; k < column.length; k++) expect(offsets[k] - offsets[k - 1]).toBeGreaterThanOrEqual(Math.floor(0.18 * layout.cardH));
  });

  it('a sideways fan keeps the corner index of every card in sight', () => {
    const layout = layoutTable(rulesOf('pileon').piles, newGame('pileon', 1).piles, TAB.width, TAB.height);
    const offsets = fanOffsets([1, 2, 3, 4], 'right', layout.cardW, layout.cardH, layout.slots[0]);
    for (let k = 1; k < 4; k++) expect(offsets[k] - offsets[k - 1]).toBeGreaterThanOrEqual(Math.floor(0.26 * layout.cardW));
    expect(offsets[3] + layout.cardW).toBeLessThanOrEqual(layout.slots[0].w);
  });
});

/** Where the table's cards end: the foot of each one-card slot, and of each downward fan's dealt cards. */
function usedHeight(game: (typeof GAME_IDS)[number], width: number, height: number): number {
  const specs = rulesOf(game).piles;
  const piles = newGame(game, 1).piles;
  const layout = layoutTable(specs, piles, width, height);
  return Math.max(
    ...layout.slots.map((slot, i) => {
      if (specs[i].fan !== 'down') return slot.y + slot.h;
      const offsets = fanOffsets(piles[i], 'down', layout.cardW, layout.cardH, slot);
      return slot.y + (offsets.at(-1) ?? 0) + layout.cardH;
    }),
  );
}

describe('layout on a narrow, tall tab', () => {
  for (const [width, height] of [
    [340, 600],
    [342, 900],
    [500, 1000],
  ]) {
    for (const game of GAME_IDS) {
      it(`${game} at ${width}×${height}: the piles wrap into more rows; every pile inside the table, none overlapping, the cards at least 38 px wide`, () => {
        const { slots, cardW } = layoutTable(rulesOf(game).piles, newGame(game, 1).piles, width, height);
        // The game's own grid gave Spider's 13 columns 21 px and Cruel's six sideways fans 22 px.
        expect(cardW).toBeGreaterThanOrEqual(38);
        for (const [i, a] of slots.entries()) {
          expect(a.x).toBeGreaterThanOrEqual(0);
          expect(a.x + a.w).toBeLessThanOrEqual(width);
          expect(a.y + a.h).toBeLessThanOrEqual(height);
          for (const b of slots.slice(i + 1))
            expect(a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y).toBe(true);
        }
      });
    }
  }

  it('Cruel and Pileon use the height a tall tab has (they kept four piles a row and left two thirds empty)', () => {
    for (const game of ['cruel', 'pileon'] as const) expect(usedHeight(game, 342, 900), game).toBeGreaterThan(0.7 * 900);
  });

  it('a wrapped band keeps the piles in reading order, shared evenly between its rows', () => {
    const specs = rulesOf('spider-three-decks').piles;
    const places = tableGrid(specs, 342, 900);
    const tableau = specs
      .map((s, i) => [s, places[i]] as const)
      .filter(([s]) => s.kind === 'tableau')
      .map(([, p]) => p);
    const perRow = [...new Set(tableau.map((p) => p.row))].map((row) => tableau.filter((p) => p.row === row).length);
    expect(perRow.length).toBeGreaterThan(1);
    expect(Math.max(...perRow) - Math.min(...perRow)).toBeLessThanOrEqual(1);
    expect(tableau.map((p) => p.row * 100 + p.col)).toEqual([...tableau.map((p) => p.row * 100 + p.col)].sort((a, b) => a - b));
  });

  it('a tableau (a row of downward fans) is never split into more than two lines, however narrow and tall the tab', () => {
    for (const game of GAME_IDS) {
      const specs = rulesOf(game).piles;
      for (const [width, height] of [
        [340, 600],
        [342, 900],
        [300, 1400],
        [500, 1000],
      ]) {
        const places = tableGrid(specs, width, height);
        const rows = new Set(places.filter((_, i) => specs[i].kind === 'tableau' && specs[i].fan === 'down').map((p) => p.row));
        expect(rows.size, `${game} at ${width}×${height}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it("a normal tab keeps every game's own grid", () => {
    for (const game of GAME_IDS) {
      const specs = rulesOf(game).piles;
      expect(tableGrid(specs, TAB.width, TAB.height), game).toEqual(specs.map(({ row, col }) => ({ row, col })));
    }
  });

  it("small cards' large corner index is never cut by the card above it: a quarter of a card between face-up cards, the cards smaller instead", () => {
    const specs = rulesOf('spider-three-decks').piles;
    const all = replay({ game: 'spider-three-decks', deal: 5, moves: Array(9).fill({ action: 'deal' }) });
    if (!all.ok) throw new Error(all.error);
    const piles = all.value.positions.at(-1)!.piles;
    for (const [width, height] of [
      [300, 420],
      [300, 520],
      [400, 600],
    ]) {
      const layout = layoutTable(specs, piles, width, height);
      expect(layout.cardW, `${width}×${height}`).toBeLessThan(SMALL_CARD_W);
      specs.forEach((spec, i) => {
        if (spec.fan !== 'down') return;
        const offsets = fanOffsets(piles[i], 'down', layout.cardW, layout.cardH, layout.slots[i]);
        for (let k = 1; k < offsets.length; k++)
          if (!isFaceDown(piles[i][k - 1]))
            expect(offsets[k] - offsets[k - 1], `${width}×${height} ${spec.id}`).toBeGreaterThanOrEqual(Math.floor(0.25 * layout.cardH));
      });
    }
  });

  it('small cards take the large corner index, and a narrow tab makes them small', () => {
    expect(layoutTable(rulesOf('spider-three-decks').piles, newGame('spider-three-decks', 1).piles, 342, 900).cardW).toBeLessThan(
      SMALL_CARD_W,
    );
    expect(
      layoutTable(rulesOf('spider-three-decks').piles, newGame('spider-three-decks', 1).piles, TAB.width, TAB.height).cardW,
    ).toBeGreaterThanOrEqual(SMALL_CARD_W);
  });
});

// @vitest-environment happy-dom
// The table driven as a player would: every way of moving changes the position exactly as the
// engine says, and a move the rules forbid changes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CardMove,
  type Move,
  type Position,
  applyMove,
  doubleClickMove,
  isAction,
  legalMoves,
  positionsEqual,
  replay,
  rulesOf,
  whyIllegal,
} from '../../src/engine';
import { cardOf, click, drag, key, load, mountApp, pileAt, pileOf, positionOf, progress, resetPage, settle, tableOf } from './support';

const BAKERS = { game: 'bakers-game', variant: 'any', deal: 11, moves: [] } as const;

function after(position: Position, move: Move): Position {
  const next = applyMove(position, move);
  if (!next.ok) throw new Error(next.error);
  return next.value;
}

/** A legal single-card move between two piles of the given kinds. */
function findMove(position: Position, fromKind: string, toKind: string): CardMove {
  const kind = (id: string) => rulesOf(position.game).piles[pileAt(position, id)].kind;
  const move = legalMoves(position).find(
    (m): m is CardMove => !isAction(m) && (m.count ?? 1) === 1 && kind(m.from) === fromKind && kind(m.to) === toKind,
  );
  if (!move) throw new Error(`no ${fromKind} → ${toKind} move in this deal`);
  return move;
}

beforeEach(() => resetPage());

describe('drag and drop', () => {
  it('a drag onto a legal target plays exactly that move', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const before = positionOf(app);
    const move = findMove(before, 'tableau', 'tableau');
    await drag(app, move);
    expect(positionsEqual(positionOf(app), after(before, move))).toBe(true);
    expect(progress().at(-1)?.record.moves).toEqual([move]);
    // The click that ends a drag selects nothing.
    expect(tableOf(app).shadowRoot!.querySelector('patience-pile[target]')).toBeNull();
    const landed = pileAt(before, move.to);
    expect(cardOf(app, landed, positionOf(app).piles[landed].length - 1).hasAttribute('selected')).toBe(false);
  });

  it('a group of cards is lifted together and lands together', async () => {
    const app = await mountApp();
    // A Spider deal with a two-card run to move after one stock deal, found by searching.
    let record = { game: 'spider-three-decks', deal: 0, moves: [{ action: 'deal' }] };
    let move: CardMove | undefined;
    while (!move) {
      record = { ...record, deal: record.deal + 1 };
      const played = replay(record);
      if (!played.ok) throw new Error(played.error);
      move = legalMoves(played.value.positions[1]).find((m): m is CardMove => !isAction(m) && (m.count ?? 1) === 2);
    }
    await load(record);
    const before = positionOf(app);
    await drag(app, move!);
    expect(positionsEqual(positionOf(app), after(before, move!))).toBe(true);
  });

  it('a drop the rules forbid changes nothing and posts nothing', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const before = positionOf(app);
    const ids = rulesOf('bakers-game').piles.map((p) => p.id);
    const from = ids.find((id) => id.startsWith('tableau'))!;
    const to = ids.find((id) => id.startsWith('tableau') && id !== from && whyIllegal(before, { from, to: id }) !== null)!;
    await drag(app, { from, to });
    expect(positionOf(app)).toBe(before);
    expect(progress()).toHaveLength(0);
    // The lifted card is put back where it was, without a leftover offset.
    const card = cardOf(app, pileAt(before, from), before.piles[pileAt(before, from)].length - 1);
    expect(card.style.transform).toBe('');
    expect(pileOf(app, pileAt(before, from)).dragging).toBe(false);
  });

  it('while dragging, exactly the legal targets are highlighted', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const position = positionOf(app);
    const from = 'tableau-1';
    const index = pileAt(position, from);
    const card = cardOf(app, index, position.piles[index].length - 1);
    card.dispatchEvent(
      new PointerEvent('pointerdown', {
        clientX: 10,
        clientY: 10,
        button: 0,
        isPrimary: true,
        pointerId: 1,
        bubbles: true,
        composed: true,
      }),
    );
    card.dispatchEvent(
      new PointerEvent('pointermove', {
        clientX: 30,
        clientY: 30,
        button: 0,
        isPrimary: true,
        pointerId: 1,
        bubbles: true,
        composed: true,
      }),
    );
    await settle();
    const highlighted = rulesOf('bakers-game')
      .piles.filter((_, i) => pileOf(app, i).target)
      .map((p) => p.id);
    const legal = rulesOf('bakers-game')
      .piles.filter((p) => whyIllegal(position, { from, to: p.id }) === null)
      .map((p) => p.id);
    expect(highlighted).toEqual(legal);
    await key(app, 'Escape');
    expect(rulesOf('bakers-game').piles.some((_, i) => pileOf(app, i).target)).toBe(false);
  });
});

describe('click a card, then a target', () => {
  it('plays the move and highlights the selection in between', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const before = positionOf(app);
    const move = findMove(before, 'tableau', 'freecell');
    const from = pileAt(before, move.from);
    const card = cardOf(app, from, before.piles[from].length - 1);
    await click(card);
    expect(card.hasAttribute('selected')).toBe(true);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(pileOf(app, pileAt(before, move.to)).target).toBe(true);
    await click(pileOf(app, pileAt(before, move.to)));
    expect(positionsEqual(positionOf(app), after(before, move))).toBe(true);
  });

  it('clicking the same pile again or pressing Esc cancels the selection', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const before = positionOf(app);
    const card = cardOf(app, 8, before.piles[8].length - 1);
    await click(card);
    await click(card);
    expect(card.hasAttribute('selected')).toBe(false);
    await click(card);
    await key(app, 'Escape');
    expect(card.hasAttribute('selected')).toBe(false);
    expect(positionOf(app)).toBe(before);
  });

  it('clicking an illegal target cancels without a move', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const before = positionOf(app);
    const to = rulesOf('bakers-game').piles.findIndex(
      (p) => p.kind === 'foundation' && whyIllegal(before, { from: 'tableau-1', to: p.id }) !== null,
    );
    await click(cardOf(app, pileAt(before, 'tableau-1'), before.piles[pileAt(before, 'tableau-1')].length - 1));
    await click(pileOf(app, to));
    expect(positionOf(app)).toBe(before);
    expect(progress()).toHaveLength(0);
  });
});

describe('keyboard', () => {
  it('Enter picks up the focused card, arrows walk to a target, Enter drops there', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const before = positionOf(app);
    const move = findMove(before, 'tableau', 'tableau');
    const table = tableOf(app);
    const from = pileAt(before, move.from);
    const to = pileAt(before, move.to);
    // The focus starts on the first tableau's top card; walk along the row to the source.
    expect(table.spot.pile).toBe(pileAt(before, 'tableau-1'));
    while (table.spot.pile !== from) await key(app, table.spot.pile < from ? 'ArrowRight' : 'ArrowLeft');
    expect(table.spot.index).toBe(before.piles[from].length - 1);
    await key(app, 'Enter');
    expect(cardOf(app, from, before.piles[from].length - 1).hasAttribute('selected')).toBe(true);
    while (table.spot.pile !== to) await key(app, table.spot.pile < to ? 'ArrowRight' : 'ArrowLeft');
    await key(app, ' ');
    expect(positionsEqual(positionOf(app), after(before, move))).toBe(true);
    // The focus follows the cards to their new place.
    expect(table.spot).toEqual({ pile: to, index: positionOf(app).piles[to].length - 1 });
  });

  it('arrows walk the cards that can be lifted, then cross to the next row', async () => {
    const app = await mountApp();
    // Baker's Game deal 11 opens with a column topped by a run of two or more.
    await load(BAKERS);
    const table = tableOf(app);
    const position = positionOf(app);
    const pile = rulesOf('bakers-game').piles.findIndex(
      (s, i) => s.kind === 'tableau' && rulesOf('bakers-game').liftable(position, i) >= 2,
    );
    const n = position.piles[pile].length;
    const liftable = rulesOf('bakers-game').liftable(position, pile);
    table.moveFocus({ pile, index: n - 1 });
    await settle();
    for (let k = 1; k < liftable; k++) {
      await key(app, 'ArrowUp');
      expect(table.spot).toEqual({ pile, index: n - 1 - k });
    }
    await key(app, 'ArrowUp');
    expect(rulesOf('bakers-game').piles[table.spot.pile].row).toBe(0);
  });

  it('in a fresh Spider column only the top card is a stop: up goes to the stock', async () => {
    const app = await mountApp();
    await load({ game: 'spider-three-decks', deal: 1, moves: [] });
    const table = tableOf(app);
    const first = table.spot.pile;
    const n = positionOf(app).piles[first].length;
    await key(app, 'ArrowUp');
    // Only the top card of a fresh Spider column is face up: up leaves the column for the stock.
    expect(table.spot.pile).toBe(pileAt(positionOf(app), 'stock'));
    await key(app, 'ArrowDown');
    expect(table.spot).toEqual({ pile: first, index: n - 1 });
    expect(pileOf(app, first).shadowRoot!.querySelector('patience-card[tabindex="0"]')).not.toBeNull();
  });

  it('Enter on the stock deals', async () => {
    const app = await mountApp();
    await load({ game: 'spider-three-decks', deal: 1, moves: [] });
    await key(app, 'ArrowUp');
    await key(app, 'Enter');
    expect(progress().at(-1)?.record.moves).toEqual([{ action: 'deal' }]);
  });
});

describe('clicks with a meaning of their own', () => {
  it('a double-click plays the double-click move of the rules', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const before = positionOf(app);
    const pile = pileAt(before, 'tableau-3');
    const move = doubleClickMove(before, 'tableau-3')!;
    const card = cardOf(app, pile, before.piles[pile].length - 1);
    // A real double-click: two clicks, then dblclick.
    await click(card, 1);
    await click(card, 2);
    card.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    await settle();
    expect(positionsEqual(positionOf(app), after(before, move))).toBe(true);
    expect(progress()).toHaveLength(1);
  });

  it('a click on the Spider stock deals once, even as part of a double-click', async () => {
    const app = await mountApp();
    await load({ game: 'spider-three-decks', deal: 2, moves: [] });
    const before = positionOf(app);
    const stock = pileOf(app, pileAt(before, 'stock'));
    await click(stock, 1);
    await click(stock, 2);
    stock.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    await settle();
    expect(positionsEqual(positionOf(app), after(before, { action: 'deal' }))).toBe(true);
    expect(progress()).toHaveLength(1);
  });

  it('a click on the Cruel stock redeals once a card has moved', async () => {
    const app = await mountApp();
    await load({ game: 'cruel', deal: 3, moves: [] });
    const start = positionOf(app);
    const stock = pileOf(app, pileAt(start, 'stock'));
    await click(stock);
    expect(progress()).toHaveLength(0);
    const move = findMove(start, 'tableau', 'tableau');
    await drag(app, move);
    const before = positionOf(app);
    await click(stock);
    expect(positionsEqual(positionOf(app), after(before, { action: 'redeal' }))).toBe(true);
  });
});

// @vitest-environment happy-dom
// A hint is something to act on: the keyboard goes to the hinted cards, so Enter plays the hinted move; a
// click on the hint's highlighted target plays it; a click on its cards still picks them up, to go elsewhere.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Move, applyMove, positionsEqual, rulesOf } from '../../src/engine';
import type { PatienceApp } from '../../webview/table/patience-app';
import type { SolverUi } from '../../webview/solver/solver-ui';
import { directSolver } from './direct-solver';
import { cardOf, click, fromHost, key, load, mountApp, pileOf, positionOf, progress, resetPage, settle, tableOf } from './support';

/** Baker's Game deal 11 under any-card rules: the solver proves it, and its first hint moves a card between piles. */
const BAKERS = { game: 'bakers-game', variant: 'any', deal: 11, moves: [] };

async function hinted(): Promise<{ app: PatienceApp; ui: SolverUi; move: Move }> {
  const app = await mountApp();
  await load(BAKERS);
  const ui = (await app.solverReady())!;
  ui.controller.useSolver(directSolver);
  await fromHost({ type: 'command', command: 'hint' });
  await vi.waitFor(() => expect(ui.controller.spots).not.toBeNull());
  await settle();
  return { app, ui, move: ui.controller.highlight! };
}

const played = (app: PatienceApp, before: ReturnType<typeof positionOf>, move: Move): boolean => {
  const next = applyMove(before, move);
  return next.ok && positionsEqual(positionOf(app), next.value);
};

beforeEach(() => resetPage());
afterEach(() => document.body.replaceChildren());

describe('acting on a hint', () => {
  it('the hint takes the keyboard to its cards; Enter there plays the hinted move, and the focus follows the cards', async () => {
    const { app, ui, move } = await hinted();
    const spots = ui.controller.spots!;
    expect(tableOf(app).spot).toEqual({ pile: spots.pile, index: spots.from });
    await vi.waitFor(() => expect(pileOf(app, spots.pile).shadowRoot!.activeElement).toBe(cardOf(app, spots.pile, spots.from)));
    const before = positionOf(app);
    await key(app, 'Enter');
    expect(progress().at(-1)?.record.moves).toEqual([move]);
    expect(played(app, before, move)).toBe(true);
    expect(tableOf(app).spot.pile).toBe(spots.to);
  });

  it("a click on the hint's highlighted target plays it", async () => {
    const { app, ui, move } = await hinted();
    const { to } = ui.controller.spots!;
    expect(pileOf(app, to).target).toBe(true);
    const before = positionOf(app);
    const target = positionOf(app).piles[to].length > 0 ? cardOf(app, to, positionOf(app).piles[to].length - 1) : pileOf(app, to);
    await click(target);
    expect(progress().at(-1)?.record.moves).toEqual([move]);
    expect(played(app, before, move)).toBe(true);
  });

  it('a click on the hinted cards picks them up as before, to go where the player likes; the target then takes them as any', async () => {
    const { app, ui, move } = await hinted();
    const spots = ui.controller.spots!;
    await click(cardOf(app, spots.pile, spots.from));
    expect(progress()).toHaveLength(0);
    expect(pileOf(app, spots.to).target).toBe(true);
    await click(pileOf(app, spots.to));
    expect(progress().at(-1)?.record.moves).toEqual([move]);
  });

  it('a click elsewhere picks up that card as always, and the hint no longer answers a click on its target', async () => {
    const { app, ui } = await hinted();
    const spots = ui.controller.spots!;
    const other = positionOf(app).piles.findIndex(
      (pile, i) => pile.length > 0 && i !== spots.pile && i !== spots.to && rulesOf('bakers-game').piles[i].kind === 'tableau',
    );
    const top = positionOf(app).piles[other].length - 1;
    await click(cardOf(app, other, top));
    expect(progress()).toHaveLength(0);
    expect(pileOf(app, other).selectedFrom).toBe(top);
    expect(pileOf(app, spots.pile).selectedFrom).toBe(-1);
  });
});

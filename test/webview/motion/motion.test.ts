// @vitest-environment happy-dom
// The motion layer in the real page elements: which card elements glide after each kind of change,
// nothing with motion off or reduced, and a new action sends every card home at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Move, applyMove, legalMoves } from '../../../src/engine';
import { motionChunk } from '../../../webview/motion/motion-controller';
import type { PatienceApp } from '../../../webview/table/patience-app';
import { cardOf, click, fromHost, key, mountApp, pileAt, pileOf, positionOf, progress, resetPage, settle, tableOf } from '../support';

/** Every animation on an element of the page, shadow roots included. */
function animations(root: Document | ShadowRoot = document): Animation[] {
  const out: Animation[] = [];
  for (const el of root.querySelectorAll('*')) {
    out.push(...el.getAnimations());
    if (el.shadowRoot) out.push(...animations(el.shadowRoot));
  }
  return out;
}
const running = () => animations().filter((a) => a.playState === 'running');
/** The elements now gliding or standing in (ghosts), as "pile:index" or "ghost@pile". */
function moving(app: PatienceApp): string[] {
  const out: string[] = [];
  tableOf(app)
    .shadowRoot!.querySelectorAll('patience-pile')
    .forEach((pile, i) => {
      for (const el of pile.shadowRoot!.querySelectorAll('patience-card, patience-ghost')) {
        if (el.getAnimations().some((a) => a.playState === 'running'))
          out.push(el.localName === 'patience-ghost' ? `ghost@${i}` : `${i}:${(el as HTMLElement & { index: number }).index}`);
      }
    });
  return out;
}

async function open(record: object, animations: unknown = 'normal'): Promise<PatienceApp> {
  const app = await mountApp();
  await settle();
  await fromHost({ type: 'load', record, elapsedMs: 0, settings: { animations, bakersGameRules: 'kings' } });
  await settle();
  return app;
}

/** Sends every card home (a key pressed on the table), so the next change starts from rest. */
async function rest(app: PatienceApp): Promise<void> {
  tableOf(app).dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true, composed: true }));
  await settle();
}

async function play(app: PatienceApp, move: Move): Promise<void> {
  tableOf(app).dispatchEvent(new CustomEvent('patience-move', { detail: { move }, bubbles: true, composed: true }));
  await settle();
  await Promise.resolve();
}

const BAKERS = { game: 'bakers-game', variant: 'kings', deal: 1, moves: [] };

beforeEach(() => resetPage());
afterEach(() => vi.restoreAllMocks());

describe('the motion layer', () => {
  it('a new deal is dealt out: every card the table draws flies in; a key sends them all home at once', async () => {
    const app = await open(BAKERS);
    await vi.waitFor(() => expect(moving(app)).toHaveLength(52));
    await rest(app);
    expect(running()).toEqual([]);
    expect(animations().every((a) => a.playState === 'finished')).toBe(true);
  });

  it('a tab brought back from its saved state shows its game as it was: no deal flies, though no card was moved yet', async () => {
    resetPage({ version: 1, record: BAKERS, elapsedMs: 0 });
    const app = await mountApp();
    await settle();
    await fromHost({ type: 'load', record: BAKERS, elapsedMs: 0, settings: { animations: 'normal', bakersGameRules: 'kings' } });
    await settle();
    await motionChunk;
    // A deal would have started within a few turns of the drawing (the first test sees it at once).
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(positionOf(app).piles.flat()).toHaveLength(52);
    expect(moving(app)).toEqual([]);
  });

  it('a click-move glides only the moved card, from its pile to where it lands', async () => {
    const app = await open(BAKERS);
    await rest(app);
    const t1 = pileAt(positionOf(app), 'tableau-1');
    const cell = pileAt(positionOf(app), 'freecell-1');
    await click(cardOf(app, t1, positionOf(app).piles[t1].length - 1));
    await click(pileOf(app, cell));
    await vi.waitFor(() => expect(moving(app)).toEqual([`${cell}:0`]));
    const [glide] = running();
    const frames = (glide.effect as KeyframeEffect).getKeyframes();
    expect(frames[0].transform).not.toBe(frames.at(-1)!.transform);
    expect(frames.at(-1)!.transform).toBe('translate(0px, 0px) scaleX(1)');
    // Piles are stacking contexts: the free cell is raised above the columns it passes, then let down.
    expect(pileOf(app, cell).style.zIndex).toBe('1');
    await rest(app);
    expect(pileOf(app, cell).style.zIndex).toBe('');
  });

  it("Baker's Game: the move, then each card its follow-ups play home, on the elements where they end", async () => {
    const record = {
      ...BAKERS,
      moves: [
        { from: 'tableau-1', to: 'freecell-1' },
        { from: 'tableau-3', to: 'freecell-2' },
        { from: 'tableau-6', to: 'freecell-3' },
      ],
    };
    const app = await open(record);
    await play(app, { from: 'tableau-6', to: 'freecell-4' });
    const at = (id: string) => pileAt(positionOf(app), id);
    await vi.waitFor(() =>
      expect(moving(app).sort()).toEqual([`${at('foundation-1')}:0`, `${at('foundation-1')}:1`, `${at('foundation-2')}:0`].sort()),
    );
  });

  it("undo sends the cards back and redo plays them again; Spider's stock deal moves one card to each column", async () => {
    const app = await open({ game: 'spider-three-decks', deal: 3, moves: [] });
    await rest(app);
    await click(pileOf(app, 0));
    expect(progress().at(-1)!.record.moves).toEqual([{ action: 'deal' }]);
    await vi.waitFor(() => expect(moving(app)).toHaveLength(12));
    await fromHost({ type: 'command', command: 'undo' });
    // Back into the stock: its top card itself, the other eleven by stand-ins (the stock draws only its top).
    await vi.waitFor(() =>
      expect(moving(app).sort()).toEqual(
        ['0:', ...Array(11).fill('ghost@0')].map((s) => (s === '0:' ? `0:${positionOf(app).piles[0].length - 1}` : s)).sort(),
      ),
    );
    await fromHost({ type: 'command', command: 'redo' });
    await vi.waitFor(() => expect(moving(app)).toHaveLength(12));
    expect(tableOf(app).shadowRoot!.querySelectorAll('patience-pile')[0].shadowRoot!.querySelectorAll('patience-ghost')).toHaveLength(0);
  });

  it('a new action finishes what is moving at once and goes on from there: stand-ins go, every card stands at its place', async () => {
    const app = await open({ game: 'spider-three-decks', deal: 3, moves: [{ action: 'deal' }] });
    await rest(app);
    await fromHost({ type: 'command', command: 'undo' });
    await vi.waitFor(() => expect(moving(app).length).toBeGreaterThan(0));
    tableOf(app).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(running()).toEqual([]);
    const stock = pileOf(app, 0);
    expect(stock.shadowRoot!.querySelectorAll('patience-ghost')).toHaveLength(0);
    expect(stock.style.zIndex).toBe('');
    // The next move is taken at once, from the position drawn.
    await click(pileOf(app, 0));
    expect(progress().at(-1)!.record.moves).toEqual([{ action: 'deal' }]);
  });

  it('a card turned over on the way shows its old face on top until mid-turn, then only its new one', async () => {
    const app = await open({ game: 'spider-three-decks', deal: 3, moves: [] });
    await rest(app);
    await click(pileOf(app, 0));
    const column = pileAt(positionOf(app), 'tableau-1');
    const card = cardOf(app, column, positionOf(app).piles[column].length - 1);
    await vi.waitFor(() => expect(card.querySelectorAll('img')).toHaveLength(2));
    const old = card.querySelectorAll('img')[1];
    expect(old.getAttribute('src')).toMatch(/cards\/classic\/\w+\.svg$/);
    // It fades in a box of the card's size that clips it (its layer is the card's size, not the sheet's).
    const box = old.parentElement!;
    expect(box.parentElement).toBe(card);
    expect([box.style.width, box.style.height, box.style.overflow]).toEqual(['100%', '100%', 'hidden']);
    expect(box.getAnimations()).toHaveLength(1);
    await rest(app);
    expect(card.querySelectorAll('img')).toHaveLength(1);
  });

  it('with patience.animations off, or an old false, nothing moves', async () => {
    for (const off of ['off', false]) {
      resetPage();
      const app = await open({ game: 'spider-three-decks', deal: 3, moves: [] }, off);
      await click(pileOf(app, 0));
      await fromHost({ type: 'command', command: 'undo' });
      expect(positionOf(app).piles[0]).toHaveLength(102);
      expect(animations()).toEqual([]);
    }
  });

  it('prefers-reduced-motion: nothing moves, whatever the setting', async () => {
    const query = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList);
    const app = await open({ game: 'spider-three-decks', deal: 3, moves: [] }, 'fast');
    await click(pileOf(app, 0));
    await key(app, 'ArrowRight');
    expect(animations()).toEqual([]);
  });

  it('Finish plays each move of its line once the one before has landed', async () => {
    const record = { game: 'bakers-game', variant: 'kings', deal: 1, moves: [] };
    const app = await open(record, 'fast');
    await rest(app);
    const first = legalMoves(positionOf(app))[0];
    const after = applyMove(positionOf(app), first);
    if (!after.ok) throw new Error(after.error);
    const ui = (await app.solverReady())!;
    ui.controller.check = {
      kind: 'answered',
      winnability: 'winnable',
      standing: null,
      visibleOnly: false,
      winLine: null,
      finishLine: [first, legalMoves(after.value)[0]],
    };
    const played = () => progress().at(-1)?.record.moves.length ?? 0;
    ui.controller.finish();
    await vi.waitFor(() => expect(played()).toBe(1));
    await vi.waitFor(() => expect(running().length).toBeGreaterThan(0));
    const glides = running();
    expect(played()).toBe(1);
    await vi.waitFor(() => expect(played()).toBe(2), { timeout: 2000 });
    expect(glides.every((a) => a.playState === 'finished')).toBe(true);
    await rest(app);
  });
});

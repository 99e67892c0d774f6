// @vitest-environment happy-dom
// Keyboard from the first key: a dealt, restored or focused page puts the focus in the table; the table
// is one tab stop (roving focus inside); `?` lists the keys, I opens the rules, and every toolbar
// button's tooltip names its key.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS, fromHost, load, mountApp, pileOf, resetPage, settle, shownIn, tableOf } from './support';
import type { PatienceApp } from '../../webview/table/patience-app';

const shadow = (el: Element): ShadowRoot => el.shadowRoot!;

/** The element holding the focus, followed down through the shadow roots. */
function focused(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** The focused element's accessible names from the page down ("Baker's Game table", the pile, the card). */
function focusPath(): string[] {
  const names: string[] = [];
  for (let el = document.activeElement; el; el = el.shadowRoot?.activeElement ?? null)
    names.push(el.getAttribute('aria-label') ?? el.localName);
  return names;
}

/** Everything inside the table that Tab could stop at: tabindex 0, with no host on the way that hides it (tabindex -1). */
function tabStops(app: PatienceApp): Element[] {
  const stops: Element[] = [];
  const walk = (root: ShadowRoot, hidden: boolean): void => {
    for (const el of root.querySelectorAll('*')) {
      const tabindex = el.getAttribute('tabindex');
      if (!hidden && tabindex === '0') stops.push(el);
      if (el.shadowRoot) walk(el.shadowRoot, hidden || tabindex === '-1');
    }
  };
  walk(shadow(tableOf(app)), false);
  return stops;
}

/** Waits until a card of the table has the focus. */
const tableHasFocus = (): Promise<void> => vi.waitFor(() => expect(focused()?.localName).toBe('patience-card'));

const toolbarButton = (app: PatienceApp, text: string): HTMLButtonElement =>
  [...shadow(shadow(app).querySelector('patience-header')!).querySelectorAll('button')].find((b) => b.textContent === text)!;

async function keyOnPage(key: string, code = ''): Promise<void> {
  (focused() ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, composed: true, cancelable: true }));
  await settle();
}

const BAKERS = { game: 'bakers-game', variant: 'kings', deal: 11, moves: [] };

beforeEach(() => resetPage());

describe('the focus starts in the table', () => {
  it('a dealt game: the top card of the first column has it', async () => {
    const app = await mountApp();
    await load(BAKERS);
    await tableHasFocus();
    expect(focusPath()).toEqual([
      'patience-app',
      "Baker's Game table",
      expect.stringMatching(/^tableau 1, 7 cards/),
      expect.stringMatching(/tableau 1, card 7 of 7$/),
    ]);
    expect(tableOf(app).spot).toEqual({ pile: 8, index: 6 });
  });

  it('a game restored from the saved state, before the host says anything', async () => {
    resetPage({ version: 1, record: BAKERS, elapsedMs: 0 });
    await mountApp();
    await tableHasFocus();
  });

  it('the page focused by VS Code (a tab shown or revealed) with nothing in it focused', async () => {
    await mountApp();
    await load(BAKERS);
    await tableHasFocus();
    (focused() as HTMLElement).blur();
    expect(document.activeElement === document.body || document.activeElement === null).toBe(true);
    window.dispatchEvent(new FocusEvent('focus'));
    await tableHasFocus();
  });

  it('a page without the focus (the palette or another editor has it) leaves it there, and takes it when VS Code gives it', async () => {
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    try {
      await mountApp();
      await load(BAKERS);
      await settle();
      expect(focused()?.localName).toBe('body');
    } finally {
      hasFocus.mockRestore();
    }
    window.dispatchEvent(new FocusEvent('focus'));
    await tableHasFocus();
  });

  it('a new deal takes the focus from the toolbar to the table', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const newButton = toolbarButton(app, 'New');
    newButton.focus();
    expect(focused()).toBe(newButton);
    await load({ ...BAKERS, deal: 12 });
    await tableHasFocus();
  });
});

describe('the table is one tab stop', () => {
  it('exactly one element of the table can be reached by Tab, before and after the arrows move the focus', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const check = (): void => {
      const stops = tabStops(app);
      expect(stops).toHaveLength(1);
      const spot = tableOf(app).spot;
      const pile = pileOf(app, spot.pile);
      // The pile holding the focused card has no tabindex at all: -1 would hide its cards from Tab.
      expect(pile.hasAttribute('tabindex')).toBe(spot.index < 0);
      expect(spot.index < 0 ? pile : stops[0]).toBe(stops[0]);
    };
    check();
    for (const arrow of ['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown', 'ArrowRight']) {
      tableOf(app).dispatchEvent(new KeyboardEvent('keydown', { key: arrow, bubbles: true, composed: true, cancelable: true }));
      await settle();
      check();
    }
    // Up to the free cells: an empty pile is its own stop.
    tableOf(app).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true, composed: true, cancelable: true }));
    await settle();
    expect(tableOf(app).spot.index).toBe(-1);
    check();
  });
});

describe('keys', () => {
  it('every toolbar button names its key in its tooltip', async () => {
    const app = await mountApp();
    await load({ game: 'cruel', deal: 5, moves: [] });
    const titles = [...shadow(shadow(app).querySelector('patience-header')!).querySelectorAll('button')].map((b) => [
      b.textContent,
      b.title,
    ]);
    expect(titles).toEqual([
      ['New', 'Deal a new game (N)'],
      ['Restart', 'Play this deal again from the start (R)'],
      ['Undo', 'Undo (Ctrl+Z)'],
      ['Redo', 'Redo (Ctrl+Y)'],
      // Just dealt: the redeal waits for a move, and says so.
      ['Redeal', 'Make a move before the next redeal (D)'],
      ['Hint', 'Show a good move (H)'],
      ['Show me', 'Show me how to win, a move at a time (S); the game counts as assisted'],
      ['Rules', 'How to play this game (I)'],
      ['?', 'Keys (?)'],
    ]);
  });

  it('? lists the keys in a dialog that has the focus; Esc closes it and the table has the focus again', async () => {
    const app = await mountApp();
    await load(BAKERS);
    await keyOnPage('?');
    const panel = await shownIn(app, 'patience-keys-panel');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-label')).toBe('Keys');
    const keys = [...shadow(panel).querySelectorAll('kbd')].map((k) => k.textContent);
    expect(keys).toEqual(['← ↑ → ↓', 'Enter, Space', 'Esc', 'Tab, Shift+Tab', 'N', 'R', 'Ctrl+Z', 'Ctrl+Y', 'D', 'H', 'S', 'I', '?']);
    expect(focused()?.textContent).toBe('Close');
    await keyOnPage('Escape');
    expect(shadow(app).querySelector('patience-keys-panel')).toBeNull();
    await tableHasFocus();
  });

  it('the toolbar ? button opens the list and closes it again', async () => {
    const app = await mountApp();
    await load(BAKERS);
    const button = toolbarButton(app, '?');
    button.click();
    await shownIn(app, 'patience-keys-panel');
    button.click();
    await vi.waitFor(() => expect(shadow(app).querySelector('patience-keys-panel')).toBeNull());
  });

  it('I opens the rules of the game on the table, whatever the keyboard layout prints on the key', async () => {
    const app = await mountApp();
    await fromHost({ type: 'load', record: { game: 'pileon', deal: 3, moves: [] }, elapsedMs: 0, settings: SETTINGS });
    await keyOnPage('ш', 'KeyI');
    const panel = await shownIn(app, 'patience-rules-panel');
    expect(shadow(panel).querySelector('h2')!.textContent).toBe('Pileon');
  });

  it('keys with Ctrl, Alt or Cmd are left to VS Code', async () => {
    const app = await mountApp();
    await load(BAKERS);
    (focused() ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'i', code: 'KeyI', ctrlKey: true, bubbles: true, composed: true, cancelable: true }),
    );
    await new Promise((r) => setTimeout(r, 20));
    await settle();
    expect(shadow(app).querySelector('patience-rules-panel')).toBeNull();
  });
});

describe('the focus ring is for the keyboard only', () => {
  /** The options of the table's last focus() call: whether it asked for the ring. */
  const lastFocus = (spy: ReturnType<typeof vi.spyOn>) =>
    (spy.mock.calls.at(-1)?.[0] as { focusVisible?: boolean } | undefined)?.focusVisible;

  it("a new deal's focus shows no ring; the first key shows it on the card that has the focus, a press hides it again", async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    try {
      const app = await mountApp();
      await load(BAKERS);
      await tableHasFocus();
      expect(lastFocus(focus)).toBe(false);
      const card = focused();
      focus.mockClear();
      await keyOnPage('h');
      await vi.waitFor(() => expect(focus).toHaveBeenCalled());
      expect(lastFocus(focus)).toBe(true);
      expect(focused()).toBe(card);
      await keyOnPage('ArrowRight');
      expect(lastFocus(focus)).toBe(true);
      // A press anywhere (the toolbar too), then a move of the player's: the focus follows without a ring.
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      focus.mockClear();
      await load({ ...BAKERS, deal: 12 });
      await vi.waitFor(() => expect(focus).toHaveBeenCalled());
      expect(lastFocus(focus)).toBe(false);
      expect(app.isConnected).toBe(true);
    } finally {
      focus.mockRestore();
    }
  });
});

describe('keys before the keyboard chunk has come', () => {
  it('a key pressed on a table whose keyboard play is not in yet is played once it comes, not lost', async () => {
    const app = await mountApp();
    await load(BAKERS);
    await tableHasFocus();
    const old = tableOf(app);
    // A table just made: its keyboard play comes a turn later, as on a page whose chunk is still on its way.
    const table = document.createElement('patience-table');
    Object.assign(table, { position: old.position, playing: true, cardsUri: 'cards/' });
    document.body.append(table);
    const from = table.spot;
    table.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true, cancelable: true }));
    expect(table.spot).toEqual(from);
    await settle();
    await vi.waitFor(() => expect(table.spot.pile).not.toBe(from.pile));
    table.remove();
  });
});

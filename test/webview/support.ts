// Shared by the webview tests: a fake VS Code webview API, the host's side of the messages, and
// ways to reach into the rendered elements and drive them as a player would.
import { afterAll, expect, vi } from 'vitest';
import { type CardMove, GAME_IDS, type Position, isAction, legalMoves, rulesOf } from '../../src/engine';
import { loadGame } from '../../webview/games/game-loader';
import type { CardStyle, WebviewMessage } from '../../src/protocol/protocol';
import { cardPoint } from '../../webview/layout/layout';
import '../../webview/table/patience-app';
import { motionChunk } from '../../webview/motion/motion-controller';
import { playChunk } from '../../webview/board/play-chunk';
import type { PatienceApp } from '../../webview/table/patience-app';
import type { PatienceCard } from '../../webview/board/patience-card';
import type { PatiencePile } from '../../webview/board/patience-pile';
import type { PatienceTable } from '../../webview/board/patience-table';

// The page asks for its chunks once its first frame is painted, whether or not a test mounts it: a chunk still loading
// when the test environment is torn down fails the whole run with an unhandled error (seen at load 10), so every file
// that loads the page waits for them before it ends.
afterAll(() => Promise.all([motionChunk, playChunk]));

/** The fake `acquireVsCodeApi()`: one object per page, as in VS Code. */
export const vscode = {
  posted: [] as WebviewMessage[],
  state: undefined as unknown,
  postMessage(message: unknown): void {
    this.posted.push(structuredClone(message) as WebviewMessage);
  },
  getState(): unknown {
    return this.state;
  },
  setState(state: unknown): void {
    this.state = structuredClone(state);
  },
};
(globalThis as unknown as { acquireVsCodeApi: () => typeof vscode }).acquireVsCodeApi = () => vscode;

/** Baker's Game with everything on the foundations but the king of spades: one move wins. */
export const NEARLY_WON = {
  game: 'bakers-game',
  start: {
    'foundation-1': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
    'foundation-2': 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
    'foundation-3': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
    'foundation-4': 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS',
    'tableau-1': 'KS',
  },
  moves: [],
};

export const SETTINGS = { animations: false, bakersGameRules: 'kings' } as const;

/** A fresh page: no elements, no messages, the given saved state. */
export function resetPage(state?: unknown): void {
  document.body.replaceChildren();
  vscode.posted = [];
  vscode.state = state;
}

/** Gives the tab (happy-dom's window, which the table measures without layout) a size; returns the size it had. */
export function setTabSize(size: { width: number; height: number }): { width: number; height: number } {
  const had = { width: window.innerWidth, height: window.innerHeight };
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport(size);
  return had;
}

/** Waits until no patience element has an update pending. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const pending = allElements().filter((el) => el.isUpdatePending);
    if (pending.length === 0) return;
    await Promise.all(pending.map((el) => el.updateComplete));
  }
}

function allElements(
  root: Document | ShadowRoot = document,
): (HTMLElement & { isUpdatePending: boolean; updateComplete: Promise<unknown> })[] {
  const out: ReturnType<typeof allElements> = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.localName.startsWith('patience-')) out.push(el as ReturnType<typeof allElements>[number]);
    if (el.shadowRoot) out.push(...allElements(el.shadowRoot));
  }
  return out;
}

export async function mountApp(deck: CardStyle = 'classic'): Promise<PatienceApp> {
  const app = await mountBeforeChunks(deck);
  // The chunks the page loads as it starts and when a game ends (loaded once, then from the module cache).
  await Promise.all([motionChunk, playChunk, import('../../webview/ending/ending-show')]);
  await settle();
  return app;
}

/** The page, mounted without waiting for the chunks it asks for once painted (a test that holds one back uses it). */
export async function mountBeforeChunks(deck: CardStyle = 'classic'): Promise<PatienceApp> {
  // Every game's rules, which the page fetches on first use: loaded before the page starts, so a saved state draws at once.
  await Promise.all(GAME_IDS.map(loadGame));
  const app = document.createElement('patience-app');
  app.cardsUri = 'cards/';
  app.cardStyle = deck;
  document.body.append(app);
  await settle();
  return app;
}

/** The first legal move of one card from a tableau pile to another. */
export function tableauMove(position: Position): CardMove {
  const kind = (id: string) => rulesOf(position.game).piles[pileAt(position, id)].kind;
  return legalMoves(position).find(
    (m): m is CardMove => !isAction(m) && (m.count ?? 1) === 1 && kind(m.from) === 'tableau' && kind(m.to) === 'tableau',
  )!;
}

/** The host posting to the webview. */
export async function fromHost(data: unknown): Promise<void> {
  window.dispatchEvent(new MessageEvent('message', { data }));
  await settle();
}

export async function load(record: object, elapsedMs = 0): Promise<void> {
  await fromHost({ type: 'load', record, elapsedMs, settings: SETTINGS });
}

export const tableOf = (app: PatienceApp): PatienceTable => app.shadowRoot!.querySelector('patience-table')!;
export const pileOf = (app: PatienceApp, pile: number): PatiencePile => tableOf(app).shadowRoot!.querySelectorAll('patience-pile')[pile];
export const cardsOf = (app: PatienceApp, pile: number): PatienceCard[] => [
  ...pileOf(app, pile).shadowRoot!.querySelectorAll('patience-card'),
];
export const cardOf = (app: PatienceApp, pile: number, index: number): PatienceCard => cardsOf(app, pile).find((c) => c.index === index)!;
export const positionOf = (app: PatienceApp): Position => tableOf(app).position!;
export const progress = () => vscode.posted.filter((m) => m.type === 'progress');
export const errors = () => vscode.posted.filter((m) => m.type === 'error');

export const pileAt = (position: Position, id: string): number => rulesOf(position.game).piles.findIndex((p) => p.id === id);

/** Centre of a pile's top card (or its empty place), in table pixels. */
export function topCardPoint(app: PatienceApp, pile: number): { x: number; y: number } {
  const table = tableOf(app);
  const layout = table.layout!;
  const slot = layout.slots[pile];
  const el = pileOf(app, pile);
  const corner = cardPoint(slot, el.spec.fan, el.offsets[Math.max(0, el.cards.length - 1)] ?? 0);
  return { x: corner.x + layout.cardW / 2, y: corner.y + layout.cardH / 2 };
}

function pointer(type: string, target: EventTarget, x: number, y: number): void {
  target.dispatchEvent(
    new PointerEvent(type, { clientX: x, clientY: y, button: 0, isPrimary: true, pointerId: 1, bubbles: true, composed: true }),
  );
}

/** Presses the top `count` cards of `from`, drags them over `to` and lets go. */
export async function drag(app: PatienceApp, move: CardMove): Promise<void> {
  const position = positionOf(app);
  const from = pileAt(position, move.from);
  const to = pileAt(position, move.to);
  const card = cardOf(app, from, position.piles[from].length - (move.count ?? 1));
  const start = topCardPoint(app, from);
  const end = topCardPoint(app, to);
  pointer('pointerdown', card, start.x, start.y);
  pointer('pointermove', card, start.x + 8, start.y + 8);
  await settle();
  pointer('pointermove', card, (start.x + end.x) / 2, (start.y + end.y) / 2);
  pointer('pointermove', card, end.x, end.y);
  pointer('pointerup', card, end.x, end.y);
  card.dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true, composed: true }));
  await settle();
}

export async function click(target: EventTarget, detail = 1): Promise<void> {
  target.dispatchEvent(new MouseEvent('click', { detail, bubbles: true, composed: true }));
  await settle();
}

export async function key(app: PatienceApp, name: string): Promise<void> {
  tableOf(app).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));
  await settle();
}

/**
 * Waits until the app shows an element named `tag` (a panel whose chunk is loaded on first use), and gives it.
 * The chunk is transformed on first import: on a loaded machine that takes longer than vi.waitFor's 1 s.
 */
export function shownIn(app: PatienceApp, tag: string): Promise<Element> {
  return vi.waitFor(
    () => {
      const shown = app.shadowRoot!.querySelector(tag);
      expect(shown, tag).not.toBeNull();
      return shown!;
    },
    { timeout: 10000 },
  );
}

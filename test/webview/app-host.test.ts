// @vitest-environment happy-dom
// The app's conversation with the host: ready, load, progress after every change, the saved
// state, host commands, and messages that fail validation (ignored and reported, never applied).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Position, legalMoves, newGame, positionsEqual, replay, score } from '../../src/engine';
import { parseWebviewMessage, parseWebviewState } from '../../src/protocol/protocol';
import { SHEETS, cellPlace } from '../../webview/layout/card-picture';
import {
  NEARLY_WON,
  SETTINGS,
  cardOf,
  errors,
  fromHost,
  load,
  mountApp,
  pileAt,
  positionOf,
  progress,
  resetPage,
  settle,
  shownIn,
  tableOf,
  vscode,
} from './support';
import { PILEON_EXAMPLE_6 } from '../engine/support/pileon-examples';
import { NO_SUCH_GAME } from '../support/no-such-game';

const record = (moves: object[] = []) => ({ game: 'bakers-game', variant: 'kings', deal: 11, moves });

/** The last position of a record, as the engine replays it. */
function replayed(value: object): Position {
  const played = replay(value);
  if (!played.ok) throw new Error(played.error);
  return played.value.positions.at(-1)!;
}

const shadow = (el: Element) => el.shadowRoot!;
const header = (app: HTMLElement) => shadow(app).querySelector('patience-header')!;
const button = (el: Element, text: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent!.trim() === text)!;

/** Sends a move up from the table, as a drag or click would. */
async function sendMove(app: HTMLElement, move: object): Promise<void> {
  tableOf(app as never).dispatchEvent(new CustomEvent('patience-move', { detail: { move }, bubbles: true, composed: true }));
  await settle();
}

beforeEach(() => resetPage());

describe('start-up', () => {
  it('says ready, then draws the game the host loads', async () => {
    const app = await mountApp();
    expect(vscode.posted).toEqual([{ type: 'ready' }]);
    expect(shadow(app).querySelector('patience-table')).toBeNull();
    await load(record());
    expect(positionsEqual(positionOf(app), newGame('bakers-game', 11, 'kings'))).toBe(true);
    expect(header(app).heading).toBe("Baker's Game (kings only)");
    expect(errors()).toEqual([]);
  });

  it('draws a saved state at once, before the host answers, and the host load wins', async () => {
    const saved = { version: 1, record: record([{ from: 'tableau-1', to: 'freecell-1' }]), elapsedMs: 65_000 };
    resetPage(saved);
    const app = await mountApp();
    expect(positionsEqual(positionOf(app), replayed(saved.record))).toBe(true);
    expect(header(app).elapsedMs).toBe(65_000);
    // The page says which sheets its table drew (the style's own at this size), once per game: the host preloads them next time.
    expect(vscode.posted).toEqual([{ type: 'ready' }, { type: 'sheets', game: 'bakers-game', small: false }]);
    await load({ game: 'maze', deal: 4, moves: [] });
    expect(positionOf(app).game).toBe('maze');
    await load({ game: 'maze', deal: 5, moves: [] });
    expect(vscode.posted.filter((m) => m.type === 'sheets')).toEqual([
      { type: 'sheets', game: 'bakers-game', small: false },
      { type: 'sheets', game: 'maze', small: false },
    ]);
  });

  it('reports a saved state it cannot use and waits for the host', async () => {
    resetPage({ version: 7, nonsense: true });
    const app = await mountApp();
    expect(shadow(app).querySelector('patience-table')).toBeNull();
    expect(errors()).toHaveLength(1);
    expect(vscode.posted.at(-1)).toEqual({ type: 'ready' });
  });
});

describe('after every change', () => {
  it('posts progress with the record, status, score and time, and saves the state', async () => {
    const app = await mountApp();
    await load(record(), 3000);
    const move = { from: 'tableau-1', to: 'freecell-1' };
    await sendMove(app, move);
    const sent = progress();
    expect(sent).toHaveLength(1);
    expect(parseWebviewMessage(sent[0]).ok).toBe(true);
    expect(sent[0]).toMatchObject({ type: 'progress', record: record([move]), status: 'playing' });
    expect(sent[0]).toMatchObject({ score: score(replayed(record([move]))) });
    const state = parseWebviewState(vscode.state);
    expect(state.ok && state.value.record).toEqual(record([move]));
    expect(state.ok && state.value.elapsedMs).toBeGreaterThanOrEqual(3000);
  });

  it('undo, redo and deal from the host change the game exactly', async () => {
    const app = await mountApp();
    await load({ game: 'spider-three-decks', deal: 9, moves: [] });
    const start = positionOf(app);
    await fromHost({ type: 'command', command: 'deal' });
    const dealt = positionOf(app);
    expect(progress().at(-1)?.record.moves).toEqual([{ action: 'deal' }]);
    await fromHost({ type: 'command', command: 'undo' });
    expect(positionOf(app)).toBe(start);
    await fromHost({ type: 'command', command: 'redo' });
    expect(positionOf(app)).toBe(dealt);
    expect(progress()).toHaveLength(3);
  });

  it('restart is not a table command: the host restarts a deal with a load (a new game of the same deal)', async () => {
    const app = await mountApp();
    await load({ game: 'spider-three-decks', deal: 9, moves: [] });
    vscode.posted = [];
    await fromHost({ type: 'command', command: 'restart' });
    expect(errors()).toHaveLength(1);
    expect(positionOf(app).game).toBe('spider-three-decks');
  });

  it('keeps the game instance the host loaded: in the saved state and in every progress', async () => {
    const app = await mountApp();
    await fromHost({ type: 'load', id: 'game-000000001', record: record(), elapsedMs: 0, settings: SETTINGS });
    const saved = parseWebviewState(vscode.state);
    expect(saved.ok && saved.value.id).toBe('game-000000001');
    await sendMove(app, { from: 'tableau-1', to: 'freecell-1' });
    expect(progress().at(-1)).toMatchObject({ id: 'game-000000001' });
    // The same deal again from the host: same record as an untouched table would have, a new instance.
    await fromHost({ type: 'load', id: 'game-000000002', record: record(), elapsedMs: 0, settings: SETTINGS });
    const again = parseWebviewState(vscode.state);
    expect(again.ok && again.value).toMatchObject({ id: 'game-000000002', record: record() });
    expect(shadow(app).querySelector('[aria-live]')!.textContent).toContain('Restarted this deal.');
  });

  it('a restored state brings its game instance back', async () => {
    resetPage({ version: 1, id: 'game-000000003', record: record([{ from: 'tableau-1', to: 'freecell-1' }]), elapsedMs: 5000 });
    const app = await mountApp();
    await sendMove(app, { from: 'tableau-2', to: 'freecell-2' });
    expect(progress().at(-1)).toMatchObject({ id: 'game-000000003' });
  });

  it('the header buttons do the same, and New / Same deal ask the host', async () => {
    const app = await mountApp();
    await load({ game: 'cruel', deal: 5, moves: [] });
    const h = header(app);
    expect(button(h, 'Undo').disabled).toBe(true);
    expect(button(h, 'Redeal').disabled).toBe(true);
    button(h, 'New').click();
    await settle();
    expect(vscode.posted.at(-1)).toEqual({ type: 'newGame' });
    // Restart is the host's new game of the same deal, one path with Same deal again.
    await sendMove(
      app,
      legalMoves(positionOf(app)).find((m) => !('action' in m))!,
    );
    expect(header(app).moves).toBe(1);
    const moved = vscode.posted.length;
    button(h, 'Restart').click();
    await settle();
    expect(vscode.posted.slice(moved)).toEqual([{ type: 'newGame', sameDeal: true }]);
    expect(header(app).moves).toBe(1); // nothing rewound until the host loads the deal again
    button(h, 'Rules').click();
    await shownIn(app, 'patience-rules-panel');
  });
});

describe('malformed host messages are ignored and reported', () => {
  const bad: [string, unknown][] = [
    ['not an object', 'load'],
    ['an unknown type', { type: 'explode' }],
    ['an unknown command', { type: 'command', command: 'cheat' }],
    [
      'a load of an unknown game',
      { type: 'load', record: { game: NO_SUCH_GAME.id, deal: 1, moves: [] }, elapsedMs: 0, settings: SETTINGS },
    ],
    ['a load without settings', { type: 'load', record: record(), elapsedMs: 0 }],
    ['a load with a negative time', { type: 'load', record: record(), elapsedMs: -5, settings: SETTINGS }],
    [
      'a load whose moves are illegal',
      { type: 'load', record: record([{ from: 'foundation-1', to: 'tableau-1' }]), elapsedMs: 0, settings: SETTINGS },
    ],
    ['a load whose daily deal day is not a day', { type: 'load', record: record(), elapsedMs: 0, settings: SETTINGS, daily: '2026-02-30' }],
    ['settings with an unknown card style', { type: 'settings', settings: { ...SETTINGS, cardStyle: 'comic' } }],
    ['settings with an unknown card back', { type: 'settings', settings: { ...SETTINGS, cardBack: 'plaid' } }],
  ];
  for (const [what, message] of bad) {
    it(what, async () => {
      const app = await mountApp();
      await load(record());
      const before = positionOf(app);
      vscode.posted = [];
      await fromHost(message);
      expect(positionOf(app)).toBe(before);
      expect(vscode.posted).toHaveLength(1);
      expect(vscode.posted[0].type).toBe('error');
    });
  }
});

describe('the end of a game', () => {
  const nearlyWon = NEARLY_WON;

  it('a win shows the result panel with New game and Same deal again', async () => {
    const app = await mountApp();
    await load(nearlyWon);
    expect(shadow(app).querySelector('patience-result-panel')).toBeNull();
    await sendMove(app, { from: 'tableau-1', to: 'foundation-4' });
    expect(progress().at(-1)).toMatchObject({ status: 'won', score: 52 });
    expect(shadow(app).querySelector('[aria-live]')!.textContent).toContain('Solved!');
    // The panel words the win once the host's verdict has come.
    await fromHost({ type: 'winCounted', counted: 'now', assisted: false, firstWin: true, fastest: false, fewestMoves: false, streak: 1 });
    const panel = await vi.waitFor(
      () => shadow(app).querySelector('patience-result-panel') ?? Promise.reject(new Error('no result panel yet')),
    );
    expect(shadow(panel).textContent).toContain('You won!');
    button(panel, 'Same deal again').click();
    expect(vscode.posted.at(-1)).toEqual({ type: 'newGame', sameDeal: true });
    expect(shadow(app).querySelector('[aria-live]')!.textContent).toContain('You won! Your first win of this game!');
  });

  it('a lost Pileon shows Undo, Restart and New game', async () => {
    // pileon.md example 6: lost although a pointless legal move exists.
    const app = await mountApp();
    await load({ game: 'pileon', start: PILEON_EXAMPLE_6, moves: [] });
    const panel = await vi.waitFor(
      () => shadow(app).querySelector('patience-result-panel') ?? Promise.reject(new Error('no result panel yet')),
    );
    expect([...shadow(panel).querySelectorAll('button')].map((b) => b.textContent!.trim())).toEqual(['Undo', 'Restart', 'New game']);
    expect(tableOf(app).playing).toBe(false);
  });
});

describe('settings', () => {
  it('animations off reaches the table; the Baker rule setting does not change the game shown', async () => {
    const app = await mountApp();
    await load(record());
    expect(tableOf(app).animations).toBe('off');
    await fromHost({ type: 'settings', settings: { animations: 'fast', bakersGameRules: 'any' } });
    expect(tableOf(app).animations).toBe('fast');
    expect(header(app).heading).toBe("Baker's Game (kings only)");
    expect(errors()).toEqual([]);
  });

  it('patience.animations: a true or false from an older host means normal or off; any other value is refused and reported', async () => {
    const app = await mountApp();
    await load(record());
    await fromHost({ type: 'settings', settings: { animations: true, bakersGameRules: 'kings' } });
    expect(tableOf(app).animations).toBe('normal');
    await fromHost({ type: 'settings', settings: { animations: 'slow', bakersGameRules: 'kings' } });
    expect(tableOf(app).animations).toBe('normal');
    expect(errors().map((e) => e.message)).toEqual([
      expect.stringMatching(/ignored a host message: settings must be \{ animations: "off" \| "normal" \| "fast"/),
    ]);
  });
});

describe('the look of the cards', () => {
  const picture = (app: HTMLElement, pile: number, index: number) => {
    const img = cardOf(app as never, pile, index).querySelector('img')!;
    return { src: img.getAttribute('src'), left: img.style.left, top: img.style.top };
  };
  const spider = { game: 'spider-three-decks', deal: 1, moves: [] };

  it("starts with the style the page was given, and draws face-down cards with the chosen back from their pile's sheet", async () => {
    const app = await mountApp('large-index');
    await fromHost({ type: 'load', record: spider, elapsedMs: 0, settings: { ...SETTINGS, cardStyle: 'large-index' } });
    const pile = pileAt(positionOf(app), 'tableau-3');
    const down = picture(app, pile, 0);
    expect(down.src).toBe(`cards/large-index/${SHEETS[pile % 4]}.svg`);
    expect([down.left, down.top]).toEqual([cellPlace(13).left, cellPlace(13).top]);
    await fromHost({ type: 'settings', settings: { ...SETTINGS, cardStyle: 'large-index', cardBack: 'green' } });
    const green = picture(app, pile, 0);
    expect(green.src).toBe(down.src);
    expect([green.left, green.top]).toEqual([cellPlace(15).left, cellPlace(15).top]);
    expect(errors()).toEqual([]);
  });

  it('switches the style live, once the new sheets are loaded, every card at once', async () => {
    const app = await mountApp();
    await load(record());
    const top = positionOf(app).piles[8].length - 1;
    expect(picture(app, 8, top).src).toMatch(/^cards\/classic\/\w+\.svg$/);
    await fromHost({ type: 'settings', settings: { ...SETTINGS, cardStyle: 'four-colour' } });
    await vi.waitFor(() => expect(picture(app, 8, top).src).toMatch(/^cards\/four-colour\/\w+\.svg$/));
    await settle();
    const sources = [...tableOf(app).shadowRoot!.querySelectorAll('patience-pile')].flatMap((pile) =>
      [...pile.shadowRoot!.querySelectorAll('img')].map((img) => img.getAttribute('src')),
    );
    expect(sources.every((src) => src!.startsWith('cards/four-colour/'))).toBe(true);
  });
});

describe('a daily deal', () => {
  it('shows its day in the header, and keeps it in the saved state', async () => {
    const app = await mountApp();
    await fromHost({ type: 'load', record: record(), elapsedMs: 0, settings: SETTINGS, daily: '2026-12-01' });
    expect(shadow(header(app)).querySelector('.deal')!.textContent).toBe('Daily deal 2026-12-01 · Deal 11');
    expect(vscode.state).toMatchObject({ daily: '2026-12-01' });
    expect(parseWebviewState(vscode.state)).toMatchObject({ ok: true, value: { daily: '2026-12-01' } });
    await load({ game: 'maze', deal: 4, moves: [] });
    expect(shadow(header(app)).querySelector('.deal')!.textContent).toBe('Deal 4');
    expect(vscode.state).not.toHaveProperty('daily');
  });

  it('a restored state brings its day back', async () => {
    resetPage({ version: 1, record: record(), elapsedMs: 0, daily: '2026-12-01' });
    const app = await mountApp();
    expect(shadow(header(app)).querySelector('.deal')!.textContent).toBe('Daily deal 2026-12-01 · Deal 11');
  });
});

describe('reduced motion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prefers-reduced-motion turns the glides off even when the setting allows them', async () => {
    const query = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList);
    const app = await mountApp();
    await fromHost({ type: 'load', record: record(), elapsedMs: 0, settings: { animations: 'normal', bakersGameRules: 'kings' } });
    expect(tableOf(app).animations).toBe('off');
  });
});

describe('the clock and the rules page', () => {
  afterEach(() => vi.useRealTimers());

  it('the clock starts with the first move and stops while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const app = await mountApp();
    await load(record(), 10_000);
    // The shown time moves just after each whole second.
    await vi.advanceTimersByTimeAsync(5010);
    // A resumed game's clock runs from where it stopped.
    expect(header(app).elapsedMs).toBe(15_000);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(60_000);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    const saved = parseWebviewState(vscode.state);
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(header(app).elapsedMs).toBe(17_000);
    // Hiding the tab saved the time played.
    expect(saved.ok && saved.value.elapsedMs).toBe(15_010);
  });

  it('one clock: asked by the host (sendProgress), and when the tab hides, the page posts progress with the time the header shows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const app = await mountApp();
    await fromHost({ type: 'load', id: 'game-000000007', record: record(), elapsedMs: 0, settings: SETTINGS });
    await sendMove(app, { from: 'tableau-1', to: 'freecell-1' });
    await vi.advanceTimersByTimeAsync(185_010);
    await settle();
    vscode.posted = [];
    await fromHost({ type: 'sendProgress' });
    expect(progress()).toEqual([
      expect.objectContaining({ id: 'game-000000007', elapsedMs: 185_010, record: record([{ from: 'tableau-1', to: 'freecell-1' }]) }),
    ]);
    expect(header(app).elapsedMs).toBe(185_000); // 3:05, as the host's question will say
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(progress().at(-1)).toMatchObject({ elapsedMs: 185_010 });
    await vi.advanceTimersByTimeAsync(60_000);
    hidden.mockRestore();
  });

  it('a restart of an untouched deal is a new game: no hints carried over, the clock at 0:00', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const app = await mountApp();
    await fromHost({ type: 'load', id: 'game-000000008', record: record(), elapsedMs: 0, settings: SETTINGS });
    await sendMove(app, { from: 'tableau-1', to: 'freecell-1' });
    await fromHost({ type: 'command', command: 'hint' });
    await vi.advanceTimersByTimeAsync(30_010);
    await fromHost({ type: 'command', command: 'undo' });
    expect(progress().at(-1)).toMatchObject({ record: record(), hintsUsed: 1 });
    // The host restarts the deal: the same (empty) record, a new game.
    await fromHost({ type: 'load', id: 'game-000000009', record: record(), elapsedMs: 0, settings: SETTINGS });
    await sendMove(app, { from: 'tableau-1', to: 'freecell-1' });
    expect(progress().at(-1)).toMatchObject({ id: 'game-000000009', hintsUsed: 0 });
    expect(progress().at(-1)!.elapsedMs).toBeLessThan(1000);
    expect(header(app).elapsedMs).toBe(0);
  });

  it('a new deal waits for the first move before the clock starts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const app = await mountApp();
    await load(record());
    await vi.advanceTimersByTimeAsync(5000);
    expect(header(app).elapsedMs).toBe(0);
    await sendMove(app, { from: 'tableau-1', to: 'freecell-1' });
    await vi.advanceTimersByTimeAsync(3010);
    await settle();
    expect(header(app).elapsedMs).toBe(3000);
  });

  it('the rules page opens on the host command, follows a new game, and closes with Esc or its button', async () => {
    const app = await mountApp();
    await load({ game: 'maze', deal: 1, moves: [] });
    await fromHost({ type: 'command', command: 'showRules' });
    // The panel and each game's page are imported on first use.
    const panel = await shownIn(app, 'patience-rules-panel');
    expect(shadow(panel).querySelector('h2')?.textContent).toBe('Maze');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-label')).toBe('Maze');
    expect(shadow(panel).querySelectorAll('h3').length).toBeGreaterThan(3);
    expect(shadow(panel).activeElement).toBe(button(panel, 'Close'));
    // Each game's page is loaded when first shown: Cruel's once it is dealt.
    await load({ game: 'cruel', deal: 2, moves: [] });
    await vi.waitFor(() => expect(shadow(panel).querySelector('h2')?.textContent).toBe('Cruel'));
    shadow(panel)
      .querySelector('button')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await settle();
    expect(shadow(app).querySelector('patience-rules-panel')).toBeNull();
    await fromHost({ type: 'command', command: 'showRules' });
    const again = await shownIn(app, 'patience-rules-panel');
    button(again, 'Close').click();
    await settle();
    expect(shadow(app).querySelector('patience-rules-panel')).toBeNull();
  });
});

describe('failures inside the page', () => {
  it('an uncaught error is reported to the host', async () => {
    await mountApp();
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'main.js', lineno: 3 }));
    expect(errors().at(-1)).toEqual({ type: 'error', message: 'webview error: boom (main.js:3)' });
  });
});

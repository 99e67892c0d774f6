// @vitest-environment happy-dom
// Show Me How on the real page (issue 16): the solver's line played move by move through the page's
// own path, with pause, step and stop on the solver bar, the command (S) starting and pausing it, the
// player taking over with a change of their own, and "no win known" offering the undo to the newest
// position proved winnable: from the lines already known, else found by the solver.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Position, newGame, parseStart } from '../../src/engine';
import type { PatienceApp } from '../../webview/table/patience-app';
import type { Solver } from '../../webview/solver/solver-client';
import type { SolverUi } from '../../webview/solver/solver-ui';
import { SHOW_MOVE_MS, SHOW_STEP_MS } from '../../webview/solver/show-me-controller';
import { handleSolverRequest } from '../../webview/solver/worker/solver-handler';
import { directSolver, request } from './direct-solver';
import { lineWords } from '../../webview/solver/worker/full-line-job';
import { SOLVER_WORDS } from '../../webview/l10n/solver-strings';
import { SETTINGS, fromHost, mountApp, positionOf, progress, resetPage, settle, vscode } from './support';
import { PILEON_LOSING_MOVE, PILEON_ONE_MOVE_IN } from '../engine/support/pileon-examples';

/** Pileon deal 1 (the solver wins it from the start, in about fifty moves). */
const PILEON = { game: 'pileon', deal: 1, moves: [] };
const pileonStart = (): Position => {
  const parsed = parseStart('pileon', 'standard', PILEON_ONE_MOVE_IN);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

/** Cruel's end game: every card but the four kings home, each king alone on a pile. */
const CRUEL_END_GAME = {
  game: 'cruel',
  start: {
    ...Object.fromEntries([...'CDHS'].map((suit, i) => [`foundation-${i + 1}`, [...'A23456789TJQ'].map((r) => r + suit).join(' ')])),
    ...Object.fromEntries([...'CDHS'].map((suit, i) => [`tableau-${i + 1}`, `K${suit}`])),
  },
  moves: [],
};

/** A solver that proves nothing: every position unknown, no line. */
const knowsNothing: Solver = {
  solve: async () => ({ type: 'result', id: 1, verdict: 'unknown', visibleOnly: false, noMove: false, text: 'Move something' }),
  cancel: () => undefined,
};

const bar = (ui: SolverUi) => ui.bar.shadowRoot!;
const barButton = (ui: SolverUi, label: string) => [...bar(ui).querySelectorAll('button')].find((b) => b.textContent === label);
const barMessage = (ui: SolverUi) => bar(ui).querySelector('.message')?.textContent ?? '';
/** The focused element, down through the shadow roots. */
function focusedDeep(): Element | null {
  let el = document.activeElement;
  try {
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  } catch {
    // happy-dom throws on a shadow root that last held a card taken out since (gone home): the focus is on its host.
  }
  return el;
}
const live = (app: PatienceApp) => app.shadowRoot!.querySelector('.live')!.textContent!.trim();
const showMeButton = (app: PatienceApp) =>
  [...app.shadowRoot!.querySelector('patience-header')!.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Show me')!;

async function appWith(record: object, solver: Solver = directSolver): Promise<{ app: PatienceApp; ui: SolverUi }> {
  const app = await mountApp();
  await fromHost({ type: 'load', record, elapsedMs: 0, settings: SETTINGS, id: 'show-me-game-1' });
  const ui = (await app.solverReady())!;
  ui.controller.useSolver(solver);
  await settle();
  return { app, ui };
}

/** Lets the show's waits run (fake timers) and the page redraw. */
async function wait(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

beforeEach(() => {
  resetPage();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('Show Me How', () => {
  it("the toolbar button plays the solver's line to the win, a move per pause, each an ordinary move of the page", async () => {
    const { app, ui } = await appWith(PILEON);
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    const line = ui.controller.winLine!;
    showMeButton(app).click();
    await vi.waitFor(() => expect(ui.show.state).toBe('playing'));
    await settle();
    // Said first; the first move comes after a pause like the others.
    expect(live(app)).toBe(`Showing the solution: ${line.length} moves. S pauses; any move of your own takes over.`);
    expect(progress()).toHaveLength(0);
    await wait(SHOW_STEP_MS);
    expect(progress()).toHaveLength(1);
    // Each move named as it is played, in the hint's words (issue 23, item 11), not only its number.
    const words = lineWords(newGame('pileon', 1), line, SOLVER_WORDS.en);
    expect(words[0]).toMatch(/^Move /);
    expect(barMessage(ui)).toBe(`${words[0]} (move 1 of ${line.length})`);
    await wait(SHOW_STEP_MS);
    expect(progress()).toHaveLength(2);
    await wait(SHOW_STEP_MS * line.length);
    expect(progress()).toHaveLength(line.length);
    // Every move of it is sent as an assisted game's: the host counts the win apart.
    expect(progress().every((p) => p.type === 'progress' && p.assisted === true)).toBe(true);
    expect(progress().at(-1)).toMatchObject({ status: 'won', record: { moves: line }, assisted: true, id: 'show-me-game-1' });
    expect(ui.show.state).toBe('idle');
    expect(live(app)).toContain('Solved!');
  });

  it('pause holds it, step plays one move and stays paused, go on continues, stop ends it where it is', async () => {
    const { app, ui } = await appWith(PILEON);
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    const total = ui.controller.winLine!.length;
    await fromHost({ type: 'command', command: 'showMe' });
    await vi.waitFor(() => expect(ui.show.state).toBe('playing'));
    await wait(SHOW_STEP_MS);
    expect(progress()).toHaveLength(1);
    barButton(ui, 'Pause')!.click();
    await wait(SHOW_STEP_MS * 5);
    expect(progress()).toHaveLength(1);
    expect(barMessage(ui)).toMatch(new RegExp(`^Paused at move 1 of ${total}; next: move `));
    expect(live(app)).toBe(barMessage(ui));
    barButton(ui, 'Step')!.click();
    await settle();
    expect(progress()).toHaveLength(2);
    await wait(SHOW_STEP_MS * 5);
    expect(progress()).toHaveLength(2);
    expect(barMessage(ui)).toMatch(new RegExp(`^Paused at move 2 of ${total}; next: `));
    barButton(ui, 'Go on')!.click();
    await settle();
    expect(progress()).toHaveLength(3);
    await wait(SHOW_STEP_MS);
    expect(progress()).toHaveLength(4);
    barButton(ui, 'Stop')!.click();
    await wait(SHOW_STEP_MS * 5);
    expect(progress()).toHaveLength(4);
    expect(progress().at(-1)!.status).toBe('playing');
    expect(ui.show.state).toBe('idle');
    expect(live(app)).toBe('Stopped showing the solution: play on from here.');
    // The bar is back to the solver's answers: the rest of the line is known from here (Finish waits for the end game).
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
  });

  it("the replay's speeds, ½× to 8×, on the bar while it plays: 8× plays a move every eighth of 1×'s, and the choice is kept for the games after", async () => {
    const { ui } = await appWith(PILEON);
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    await fromHost({ type: 'command', command: 'showMe' });
    await vi.waitFor(() => expect(ui.show.state).toBe('playing'));
    const speed = bar(ui).querySelector('select')!;
    expect([...speed.options].map((o) => o.textContent)).toEqual(['½×', '1×', '2×', '4×', '8×']);
    expect(speed.value).toBe('1');
    expect(speed.getAttribute('aria-label')).toBe('Speed');
    await wait(SHOW_STEP_MS);
    expect(progress()).toHaveLength(1);
    speed.value = '8';
    speed.dispatchEvent(new Event('change'));
    expect(vscode.posted.at(-1)).toEqual({ type: 'showMeSpeed', speed: 8 });
    // The wait already begun runs out as it was; from then on a move every eighth of a move at 1x (glide and pause), not
    // waiting for the one before to land.
    await wait(SHOW_STEP_MS);
    expect(progress()).toHaveLength(2);
    await wait(Math.ceil(SHOW_MOVE_MS / 8));
    expect(progress()).toHaveLength(3);
    await wait(Math.ceil(SHOW_MOVE_MS / 8));
    expect(progress()).toHaveLength(4);
    expect(ui.controller.hurried).toBe(true);
    expect(bar(ui).querySelector('select')!.value).toBe('8');
  });

  it('starts at the speed the settings keep (patience.showMeSpeed): ½× waits twice as long', async () => {
    const app = await mountApp();
    await fromHost({ type: 'load', record: PILEON, elapsedMs: 0, settings: { ...SETTINGS, showMeSpeed: 0.5 }, id: 'show-me-game-1' });
    const ui = (await app.solverReady())!;
    ui.controller.useSolver(directSolver);
    await settle();
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    await fromHost({ type: 'command', command: 'showMe' });
    await vi.waitFor(() => expect(ui.show.state).toBe('playing'));
    expect(bar(ui).querySelector('select')!.value).toBe('0.5');
    await wait(SHOW_STEP_MS);
    expect(progress()).toHaveLength(0);
    await wait(SHOW_STEP_MS);
    expect(progress()).toHaveLength(1);
  });

  it('the keyboard stays on the control it pressed: Pause hands the focus to Go on, and Step keeps it', async () => {
    const { app, ui } = await appWith(PILEON);
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    showMeButton(app).click();
    await vi.waitFor(() => expect(ui.show.state).toBe('playing'));
    barButton(ui, 'Pause')!.focus();
    barButton(ui, 'Pause')!.click();
    expect(bar(ui).activeElement?.textContent).toBe('Go on');
    barButton(ui, 'Step')!.focus();
    barButton(ui, 'Step')!.click();
    await settle();
    barButton(ui, 'Step')!.click();
    await settle();
    expect(bar(ui).activeElement?.textContent).toBe('Step');
    expect(progress()).toHaveLength(2);
  });

  it("Stop pressed from the keyboard gives the focus back to the table, not the page's body", async () => {
    const { app, ui } = await appWith(PILEON);
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    showMeButton(app).click();
    await vi.waitFor(() => expect(ui.show.state).toBe('playing'));
    barButton(ui, 'Stop')!.focus();
    barButton(ui, 'Stop')!.click();
    await settle();
    expect(barButton(ui, 'Stop')).toBeUndefined();
    await vi.waitFor(() => expect(focusedDeep()?.localName).toBe('patience-card'));
  });

  it('Finish pressed from the keyboard, its button gone, leaves the focus in the table', async () => {
    // Cruel with the kings left: every remaining move goes home, and Finish is offered.
    const { ui } = await appWith(CRUEL_END_GAME);
    await vi.waitFor(() => expect(barButton(ui, 'Finish')).toBeDefined());
    barButton(ui, 'Finish')!.focus();
    barButton(ui, 'Finish')!.click();
    await vi.waitFor(() => expect(barButton(ui, 'Finish')).toBeUndefined());
    // Every card went home: the focus is on the emptied pile's place, still in the table.
    await vi.waitFor(() => expect(['patience-card', 'patience-pile']).toContain(focusedDeep()?.localName));
  });

  it('the command (S) starts it, pauses it and goes on', async () => {
    const { ui } = await appWith(PILEON);
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    await fromHost({ type: 'command', command: 'showMe' });
    await vi.waitFor(() => expect(ui.show.state).toBe('playing'));
    await wait(SHOW_STEP_MS);
    await fromHost({ type: 'command', command: 'showMe' });
    expect(ui.show.state).toBe('paused');
    await wait(SHOW_STEP_MS * 3);
    expect(progress()).toHaveLength(1);
    await fromHost({ type: 'command', command: 'showMe' });
    expect(ui.show.state).toBe('playing');
    expect(progress()).toHaveLength(2);
  });

  it("any change of the player's own takes over: the show stops and says so", async () => {
    const { app, ui } = await appWith(PILEON);
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    showMeButton(app).click();
    await vi.waitFor(() => expect(ui.show.state).toBe('playing'));
    await wait(SHOW_STEP_MS * 3);
    expect(progress()).toHaveLength(3);
    // A key or a click alone is not a move: the show goes on (unlike Finish).
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await wait(SHOW_STEP_MS);
    expect(progress()).toHaveLength(4);
    await fromHost({ type: 'command', command: 'undo' });
    await wait(SHOW_STEP_MS * 5);
    expect(progress()).toHaveLength(5);
    expect(progress().at(-1)!.record.moves).toHaveLength(3);
    expect(ui.show.state).toBe('idle');
    expect(live(app)).toBe('You took over: play on from here.');
  });

  it('no win known: says so and offers the undo to the newest position with a known line, found without searching', async () => {
    const { app, ui } = await appWith({ game: 'pileon', start: PILEON_ONE_MOVE_IN, moves: [] });
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    app.dispatchEvent(new CustomEvent('patience-move', { detail: { move: PILEON_LOSING_MOVE } }));
    await settle();
    // From here on the solver proves nothing: only what it proved before can help.
    ui.controller.useSolver(knowsNothing);
    showMeButton(app).click();
    await vi.waitFor(() => expect(barMessage(ui)).toBe('No win is known from this position.'));
    expect(ui.show.state).toBe('idle');
    expect(live(app)).toBe('No win is known from this position.');
    barButton(ui, 'Undo to the last winnable position')!.click();
    await vi.waitFor(() => expect(progress().at(-1)!.record.moves).toEqual([]));
    await settle();
    expect(positionOf(app)).toEqual(pileonStart());
    expect(live(app)).toContain('Undid 1 move: this position can be won.');
    // From there the known line plays at once.
    showMeButton(app).click();
    await settle();
    expect(ui.show.state).toBe('playing');
  });

  it('a position proved lost: the button cannot help, so it is disabled and its tooltip says why', async () => {
    const { app, ui } = await appWith({ game: 'pileon', start: PILEON_ONE_MOVE_IN, moves: [PILEON_LOSING_MOVE] });
    await vi.waitFor(() => expect(ui.controller.winnability).toBe('lost'));
    await settle();
    expect(showMeButton(app).disabled).toBe(true);
    expect(showMeButton(app).title).toBe(
      'Nothing to show: the solver proved that this position can no longer be won (Undo, or Hint, finds the way back)',
    );
    // Undone to the winnable deal, it can help again.
    await fromHost({ type: 'command', command: 'undo' });
    await vi.waitFor(() => expect(ui.controller.winnability).toBe('winnable'));
    await settle();
    expect(showMeButton(app).disabled).toBe(false);
    expect(showMeButton(app).title).toBe('Show me how to win, a move at a time (S); the game counts as assisted');
  });

  it('a lost position with nothing known: the undo asks the solver back through the game for a proved win', async () => {
    const { ui } = await appWith({ game: 'pileon', start: PILEON_ONE_MOVE_IN, moves: [PILEON_LOSING_MOVE] });
    // The command (S) still says why there is nothing to show, and finds the way back.
    await fromHost({ type: 'command', command: 'showMe' });
    await vi.waitFor(() => expect(barMessage(ui)).toBe('This position can no longer be won: there is no solution to show.'));
    // The undo is offered once the solver, looking back, has found a position won from.
    await vi.waitFor(() => expect(barButton(ui, 'Undo to the last winnable position')).toBeDefined());
    expect(ui.controller.known.lineFrom(pileonStart())).toBeDefined();
    barButton(ui, 'Undo to the last winnable position')!.click();
    await vi.waitFor(() => expect(progress().at(-1)?.record.moves).toEqual([]));
  });

  it('nothing proved and nothing to take back: says so, offers nothing, and the game is not assisted', async () => {
    const { app, ui } = await appWith(PILEON, knowsNothing);
    showMeButton(app).click();
    await vi.waitFor(() => expect(barMessage(ui)).toBe('No win is known from this position.'));
    expect(barButton(ui, 'Undo to the last winnable position')).toBeUndefined();
    expect(progress()).toHaveLength(0);
    expect(vscode.state).not.toHaveProperty('assisted');
  });

  it('Spider Three Decks: with no win proved from the cards in sight, it plays a line proved with full knowledge; the light keeps to what is visible', async () => {
    // Full knowledge proves deal 3 within 150,000 positions (the daily deal's budget for Spider).
    const solver: Solver = {
      solve: async (record, maxMs, language, knowledge) =>
        handleSolverRequest(request(record, { maxMs, language, ...(knowledge ? { knowledge, maxPositions: 150_000 } : {}) })),
      cancel: () => undefined,
    };
    const { app, ui } = await appWith({ game: 'spider-three-decks', deal: 3, moves: [] }, solver);
    await vi.waitFor(() => expect(ui.controller.winnability).not.toBeNull());
    // The light and the hint do not peek: the start hides most cards, so nothing is proved from it.
    expect(ui.controller.visibleOnly).toBe(true);
    expect(ui.controller.winLine).toBeNull();
    showMeButton(app).click();
    await vi.waitFor(() => expect(ui.show.state).toBe('playing'), { timeout: 20_000 });
    await wait(SHOW_STEP_MS);
    expect(progress()).toHaveLength(1);
    expect(progress()[0]).toMatchObject({ assisted: true });
    expect(barMessage(ui)).toMatch(/^(Move|Deal) .* \(move 1 of \d+\)$/);
    expect(ui.controller.winnability).not.toBe('winnable');
  });

  it('a lost position with no earlier one known to be won from offers no undo (it would only say there is none)', async () => {
    const { app, ui } = await appWith({ game: 'pileon', start: PILEON_ONE_MOVE_IN, moves: [PILEON_LOSING_MOVE] }, knowsNothing);
    showMeButton(app).click();
    await vi.waitFor(() => expect(barMessage(ui)).toBe('No win is known from this position.'));
    await wait(1000);
    expect(barButton(ui, 'Undo to the last winnable position')).toBeUndefined();
  });
});

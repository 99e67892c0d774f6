// @vitest-environment happy-dom
// The solver in the background whatever the light's setting: Finish in the end game, every card face up and
// the rest moves home (any input stops it; the record notes its moves, and the win stays the player's), the kind of deal on the solver's line, the hint drawn as an arrow; and smart
// play's choices, each an ordinary move.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GameRecord, type Move, applyMove, finishLine, newGame, status } from '../../src/engine';
import { parseHostMessage, parseWebviewState } from '../../src/protocol/protocol';
import type { PatienceApp } from '../../webview/table/patience-app';
import type { SolverUi } from '../../webview/solver/solver-ui';
import { SHOW_STEP_MS } from '../../webview/solver/show-me-controller';
import { handleSolverRequest } from '../../webview/solver/worker/solver-handler';
import { directSolver, request } from './direct-solver';
import { SETTINGS, cardOf, click, fromHost, mountApp, pileAt, positionOf, progress, resetPage, settle, tableOf, vscode } from './support';

const shadow = (el: Element): ShadowRoot => el.shadowRoot!;
const barButtons = (ui: SolverUi): string[] => [...shadow(ui.bar).querySelectorAll('button')].map((b) => b.textContent!);
/** Cards of the table gliding now. */
const gliding = (app: PatienceApp): number =>
  [...shadow(tableOf(app)).querySelectorAll('patience-pile')]
    .flatMap((pile) => [...shadow(pile).querySelectorAll('*')])
    .filter((el) => el.getAnimations().some((a) => a.playState === 'running')).length;
const barText = (ui: SolverUi, selector: string): string | undefined => shadow(ui.bar).querySelector(selector)?.textContent ?? undefined;

/** The page with `record` loaded (with `settings` and the load's extra fields) and the solver answering in this thread. */
async function appWith(record: object, settings: object = {}, extra: object = {}): Promise<{ app: PatienceApp; ui: SolverUi }> {
  const app = await mountApp();
  await fromHost({ type: 'load', record, elapsedMs: 0, settings: { ...SETTINGS, ...settings }, ...extra });
  const ui = (await app.solverReady())!;
  ui.controller.useSolver(directSolver);
  await settle();
  return { app, ui };
}

/** Pileon deal 1 (the solver wins it from the start, in about fifty moves). */
const PILEON = { game: 'pileon', deal: 1, moves: [] };
/** FreeCell deal 1 without automatic play (else the last move sends the rest home by itself). */
const FREECELL = { game: 'freecell', variant: 'off', deal: 1, moves: [] };

beforeEach(() => resetPage());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('Finish: an end-game auto-complete, offered once every card is face up and the rest is moves home', () => {
  /** FreeCell deal 1 along the solver's line: `record` up to the first position where Finish is offered, `rest` its moves home. */
  const endGame = (() => {
    const line = handleSolverRequest(request(FREECELL as GameRecord)).line!;
    let position = newGame('freecell', 1, 'off');
    for (let at = 0; at < line.length; at++) {
      const rest = finishLine(position);
      if (rest) return { record: { ...(FREECELL as GameRecord), moves: line.slice(0, at) }, rest, line };
      const next = applyMove(position, line[at]);
      if (!next.ok) throw new Error(next.error);
      position = next.value;
    }
    throw new Error('the line never reaches an end game');
  })();
  const finishButton = (ui: SolverUi) => [...shadow(ui.bar).querySelectorAll('button')].find((b) => b.textContent === 'Finish');

  it('a fresh deal: the win is proved (Show Me How could play it) but no Finish', async () => {
    const { ui } = await appWith(FREECELL, { showWinnability: false });
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    // Checked, though the light is not shown.
    expect(ui.controller.winnability).toBe('winnable');
    expect(shadow(ui.bar).querySelector('.light')).toBeNull();
    expect(ui.controller.finishLine).toBeNull();
    expect(finishButton(ui)).toBeUndefined();
  });

  it('one move short of the end game a short proved line is no Finish (it moves a card between piles first)', async () => {
    const { ui } = await appWith({ ...endGame.record, moves: endGame.line.slice(0, endGame.record.moves.length - 1) });
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    expect(ui.controller.winLine!.length).toBeLessThanOrEqual(endGame.rest.length + 1);
    expect(ui.controller.finishLine).toBeNull();
    expect(finishButton(ui)).toBeUndefined();
  });

  it("in the end game Finish is offered, in the secondary style, titled for what it does, and plays the moves home: the win is the player's", async () => {
    const { app, ui } = await appWith(endGame.record, {}, { id: 'game-000000001', hintsUsed: 2 });
    await vi.waitFor(() => expect(finishButton(ui)).toBeDefined());
    expect(finishButton(ui)!.className).not.toContain('primary');
    expect(finishButton(ui)!.title).toMatch(/^Send the remaining cards to the foundations/);
    expect(ui.controller.finishLine).toEqual(endGame.rest);
    finishButton(ui)!.click();
    await settle();
    // Move by move through the page's own path: one progress message for each, each noted as Finish's.
    const done = endGame.record.moves.length;
    expect(progress()).toHaveLength(endGame.rest.length);
    expect(progress().at(-1)).toMatchObject({
      status: 'won',
      score: 52,
      hintsUsed: 2,
      record: { moves: [...endGame.record.moves, ...endGame.rest], helped: [{ by: 'finish', from: done, count: endGame.rest.length }] },
    });
    expect(progress().at(-1)).not.toHaveProperty('assisted');
    expect(status(positionOf(app))).toBe('won');
  });

  it("Show Me How stopped in the end game leaves a Finish button; its moves and Finish's are told apart in the record", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const from = endGame.record.moves.length - 6;
    const { app, ui } = await appWith({ ...endGame.record, moves: endGame.line.slice(0, from) });
    await vi.waitFor(() => expect(ui.controller.winLine).not.toBeNull());
    expect(finishButton(ui)).toBeUndefined();
    await fromHost({ type: 'command', command: 'showMe' });
    await vi.waitFor(() => expect(ui.show.state).toBe('playing'));
    // Shown until the end game is on the table (the shown line need not be the one the record came by).
    for (let played = 0; played < 40 && !finishLine(positionOf(app)); played++) {
      await vi.advanceTimersByTimeAsync(SHOW_STEP_MS);
      await settle();
    }
    ui.show.stop();
    await settle();
    vi.useRealTimers();
    await vi.waitFor(() => expect(finishButton(ui)).toBeDefined());
    const shown = progress().at(-1)!.record.moves.length - from;
    finishButton(ui)!.click();
    await settle();
    const last = progress().at(-1)!;
    expect(last).toMatchObject({ status: 'won', score: 52, assisted: true });
    expect(last.record.helped).toEqual([
      { by: 'showMe', from, count: shown },
      { by: 'finish', from: from + shown, count: last.record.moves.length - from - shown },
    ]);
  });

  it('any key or click of the player stops Finish: the move in flight lands, no other starts', async () => {
    const { app, ui } = await appWith(endGame.record, { animations: 'fast' });
    await vi.waitFor(() => expect(barButtons(ui)).toContain('Finish'));
    finishButton(ui)!.click();
    // Each move starts when the cards of the one before have landed.
    await vi.waitFor(() => expect(progress().length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    const played = progress().length;
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await vi.waitFor(() => expect(gliding(app)).toBe(0), { timeout: 5000 });
    await settle();
    expect(progress()).toHaveLength(played);
    expect(progress().at(-1)!.status).toBe('playing');
  });

  it('no Finish in a game without foundations (Pileon), even one move from the win', async () => {
    const line = handleSolverRequest(request(PILEON as GameRecord)).line!;
    const { ui } = await appWith({ ...PILEON, moves: line.slice(0, -1) });
    await vi.waitFor(() => expect(ui.controller.winLine).toHaveLength(1));
    expect(ui.controller.finishLine).toBeNull();
    expect(finishButton(ui)).toBeUndefined();
  });

  it('Spider judges from the cards the player can see: no Finish while cards are hidden', async () => {
    const { ui } = await appWith({ game: 'spider-three-decks', deal: 3, moves: [] }, { showWinnability: true });
    await vi.waitFor(() => expect(ui.controller.winnability).not.toBeNull());
    expect(ui.controller.visibleOnly).toBe(true);
    expect(ui.controller.finishLine).toBeNull();
    expect(barText(ui, '.light')).toBe("can't tell yet (cards are hidden)");
  });
});

describe('what kind of deal', () => {
  it('"Winnable deal" when the host says the solver proved it, a random deal otherwise; kept in the page state', async () => {
    const { app, ui } = await appWith(PILEON, {}, { dealtWinnable: true, id: 'game-000000001' });
    expect(barText(ui, '.kind')).toBe('Winnable deal');
    expect(vscode.state).toMatchObject({ dealtWinnable: true });
    await fromHost({ type: 'load', record: { ...PILEON, deal: 2 }, elapsedMs: 0, settings: SETTINGS, id: 'game-000000002' });
    expect(barText(ui, '.kind')).toBe('Random deal, winnable or not');
    expect(vscode.state).not.toHaveProperty('dealtWinnable');
    expect(app.isConnected).toBe(true);
  });

  it('a page restored from its state still says so', async () => {
    resetPage({ version: 1, record: PILEON, elapsedMs: 0, dealtWinnable: true });
    const app = await mountApp();
    const ui = (await app.solverReady())!;
    await vi.waitFor(() => expect(barText(ui, '.kind')).toBe('Winnable deal'));
  });

  it('a flag that is not a boolean is refused, in a load and in the saved state', () => {
    expect(parseHostMessage({ type: 'load', record: PILEON, elapsedMs: 0, settings: SETTINGS, dealtWinnable: 'yes' }).ok).toBe(false);
    expect(parseWebviewState({ version: 1, record: PILEON, elapsedMs: 0, dealtWinnable: 1 }).ok).toBe(false);
    expect(parseHostMessage({ type: 'load', record: PILEON, elapsedMs: 0, settings: SETTINGS, dealtWinnable: false })).toMatchObject({
      ok: true,
      value: { type: 'load' },
    });
    expect(parseHostMessage({ type: 'settings', settings: { ...SETTINGS, play: 'clever' } }).ok).toBe(false);
    expect(parseHostMessage({ type: 'settings', settings: SETTINGS })).toMatchObject({
      ok: true,
      value: { settings: { play: 'aisleriot' } },
    });
  });
});

describe('the hint drawn on the table', () => {
  it('an arrow from the hinted cards to their target, gone once the position changes', async () => {
    const { app, ui } = await appWith(PILEON);
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.highlight).not.toBeNull());
    const move = ui.controller.highlight as Exclude<Move, { action: string }>;
    await vi.waitFor(() => expect(ui.arrow.dataset).toMatchObject({ from: move.from, to: move.to }));
    expect(shadow(ui.arrow).querySelectorAll('path')).toHaveLength(2);
    expect(ui.arrow.parentElement?.localName).toBe('main');
    app.dispatchEvent(new CustomEvent('patience-move', { detail: { move } }));
    await settle();
    await vi.waitFor(() => expect(shadow(ui.arrow).querySelector('path')).toBeNull());
    expect(ui.arrow.dataset.from).toBeUndefined();
  });
});

describe('smart play', () => {
  /** Cruel with two cards ready to go home once the player moves the three of clubs home. */
  const CRUEL = {
    game: 'cruel',
    start: {
      'foundation-1': 'AC 2C',
      'foundation-2': 'AD',
      'foundation-3': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
      'foundation-4': 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS',
      'tableau-1': 'KD 4C',
      'tableau-2': 'QD 3C',
      'tableau-3': 'JD TD 9D 2D',
      'tableau-4': 'KC QC JC TC',
      'tableau-5': '9C 8C 7C 6C',
      'tableau-6': '8D 7D 6D 5C',
      'tableau-7': '5D 4D 3D',
    },
    moves: [],
  };

  it("after the player's move, cards that can safely go home go, each an ordinary move; undo brings none back on its own", async () => {
    const { app } = await appWith(CRUEL, { play: 'smart' });
    app.dispatchEvent(new CustomEvent('patience-move', { detail: { move: { from: 'tableau-2', to: 'foundation-1' } } }));
    await settle();
    const moves = progress().at(-1)!.record.moves;
    expect(moves[0]).toEqual({ from: 'tableau-2', to: 'foundation-1' });
    // 4♣ on clubs, 2♦ on diamonds, then 3♦ …: every follow-up is a move home of its own.
    expect(moves.length).toBeGreaterThan(3);
    for (const move of moves.slice(1)) expect((move as { to: string }).to).toMatch(/^foundation-/);
    const before = progress().length;
    await fromHost({ type: 'command', command: 'undo' });
    expect(progress()).toHaveLength(before + 1);
    expect(progress().at(-1)!.record.moves).toEqual(moves.slice(0, -1));
    expect(status(positionOf(app))).toBe('playing');
  });

  it("with AisleRiot's play (the default) nothing moves by itself", async () => {
    const { app } = await appWith(CRUEL);
    app.dispatchEvent(new CustomEvent('patience-move', { detail: { move: { from: 'tableau-2', to: 'foundation-1' } } }));
    await settle();
    expect(progress().at(-1)!.record.moves).toEqual([{ from: 'tableau-2', to: 'foundation-1' }]);
  });

  it("a double-click sends Baker's Game's ace home where AisleRiot's puts it in a free cell", async () => {
    // Baker's Game deal 11 deals an ace on top of a column (no automatic play at the deal).
    for (const [play, to] of [
      ['smart', 'foundation-1'],
      ['aisleriot', 'freecell-1'],
    ] as const) {
      resetPage();
      const { app } = await appWith(
        {
          game: 'bakers-game',
          variant: 'kings',
          start: {
            'tableau-1': '9C AS',
            'tableau-2': 'KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD',
            'tableau-3': 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH',
            'tableau-4': 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S',
            'tableau-5': 'KC QC JC TC 8C 7C 6C 5C 4C 3C 2C AC',
          },
          moves: [],
        },
        { play },
      );
      const position = positionOf(app);
      const pile = pileAt(position, 'tableau-1');
      await click(cardOf(app, pile, 1), 1);
      await click(cardOf(app, pile, 1), 2);
      cardOf(app, pile, 1).dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
      await settle();
      const first = progress()[0]?.record.moves[0];
      expect(first, play).toEqual({ from: 'tableau-1', to });
      expect(applyMove(position, first!).ok).toBe(true);
    }
  });
});

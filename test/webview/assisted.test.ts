// @vitest-environment happy-dom
// The page's side of an assisted game (issue 16: a game where the solution was shown): the mark a
// Show Me How sets with markAssisted(); Finish, offered only in the end game, never sets it. The mark goes
// with every progress and into the saved state, belongs to one game instance, and the protocol refuses
// anything but true or false.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseStart } from '../../src/engine';
import { parseWebviewMessage, parseWebviewState } from '../../src/protocol/protocol';
import { directSolver } from './direct-solver';
import { SETTINGS, fromHost, mountApp, progress, resetPage, settle, tableOf, vscode } from './support';

const record = (moves: object[] = []) => ({ game: 'bakers-game', variant: 'kings', deal: 11, moves });
const move = (app: HTMLElement, m: object) => {
  tableOf(app as never).dispatchEvent(new CustomEvent('patience-move', { detail: { move: m }, bubbles: true, composed: true }));
  return settle();
};
const loadGame = (id: string, moves: object[] = []) =>
  fromHost({ type: 'load', id, record: record(moves), elapsedMs: 0, settings: SETTINGS });

beforeEach(() => resetPage());
afterEach(() => document.body.replaceChildren());

describe('markAssisted', () => {
  it('marks the saved state at once and every progress after it; a game never marked sends no mark', async () => {
    const app = await mountApp();
    await loadGame('assist-game-1');
    await move(app, { from: 'tableau-1', to: 'freecell-1' });
    expect(progress().at(-1)).not.toHaveProperty('assisted');
    expect(vscode.state).not.toHaveProperty('assisted');
    app.markAssisted();
    expect(parseWebviewState(vscode.state)).toMatchObject({ ok: true, value: { assisted: true, id: 'assist-game-1' } });
    await move(app, { from: 'tableau-2', to: 'freecell-2' });
    expect(progress().at(-1)).toMatchObject({ assisted: true, id: 'assist-game-1' });
    expect(parseWebviewMessage(progress().at(-1))).toMatchObject({ ok: true, value: { assisted: true } });
  });

  it('belongs to its game instance: the same game loaded again keeps it, another (a restart of the same deal too) starts without', async () => {
    const app = await mountApp();
    await loadGame('assist-game-2');
    app.markAssisted();
    await loadGame('assist-game-2');
    expect(vscode.state).toMatchObject({ assisted: true });
    await loadGame('assist-game-3');
    expect(vscode.state).not.toHaveProperty('assisted');
    await move(app, { from: 'tableau-1', to: 'freecell-1' });
    expect(progress().at(-1)).not.toHaveProperty('assisted');
  });

  it('a restored state brings it back', async () => {
    resetPage({
      version: 1,
      id: 'assist-game-4',
      record: record([{ from: 'tableau-1', to: 'freecell-1' }]),
      elapsedMs: 5000,
      assisted: true,
    });
    const app = await mountApp();
    await move(app, { from: 'tableau-2', to: 'freecell-2' });
    expect(progress().at(-1)).toMatchObject({ id: 'assist-game-4', assisted: true });
  });

  it('the protocol takes true, or false as no mark, and refuses anything else', () => {
    const state = { version: 1, record: record(), elapsedMs: 0 };
    expect(parseWebviewState({ ...state, assisted: false })).toEqual({
      ok: true,
      value: expect.not.objectContaining({ assisted: expect.anything() }),
    });
    expect(parseWebviewState({ ...state, assisted: 'yes' })).toEqual({ ok: false, error: 'state: assisted "yes" is not true or false' });
    const sent = { type: 'progress', record: record(), status: 'playing', score: 0, elapsedMs: 0 };
    expect(parseWebviewMessage({ ...sent, assisted: 1 })).toEqual({ ok: false, error: 'progress: assisted 1 is not true or false' });
    expect(parseWebviewMessage({ ...sent, assisted: false })).toEqual({
      ok: true,
      value: expect.not.objectContaining({ assisted: expect.anything() }),
    });
  });
});

describe('Finish', () => {
  const frozen = (rank: string) => `${rank}C ${rank}D ${rank}H [${rank}S]`;
  /** Pileon one move from a win: the last king goes onto the other three (a move between piles). */
  const PILEON_ONE_MOVE = {
    ...Object.fromEntries([...'A23456789TJQ'].map((rank, i) => [`pile-${i + 1}`, frozen(rank)])),
    'pile-13': 'KC KD KH',
    'pile-14': 'KS',
    'pile-15': '',
  };
  const ranks = 'A23456789TJQK';
  const run = (suit: string, to: number) => [...ranks.slice(0, to)].map((r) => r + suit).join(' ');
  /** Cruel one move from a win: the king of spades goes home. */
  const CRUEL_ONE_MOVE = {
    'foundation-1': run('C', 13),
    'foundation-2': run('D', 13),
    'foundation-3': run('H', 13),
    'foundation-4': run('S', 12),
    'tableau-7': 'KS',
    justDealt: true,
  };

  async function load(game: 'pileon' | 'cruel', start: Record<string, string | boolean>) {
    expect(parseStart(game, 'standard', start).ok).toBe(true);
    const app = await mountApp();
    await fromHost({ type: 'load', id: `finish-${game}-1`, record: { game, start, moves: [] }, elapsedMs: 0, settings: SETTINGS });
    const ui = (await app.solverReady())!;
    ui.controller.useSolver(directSolver);
    await fromHost({ type: 'command', command: 'hint' });
    await vi.waitFor(() => expect(ui.controller.highlight).not.toBeNull());
    return ui;
  }

  it('a proved line between piles is no Finish, even one move long (Show Me How plays it, assisted)', async () => {
    const ui = await load('pileon', PILEON_ONE_MOVE);
    expect(ui.controller.winLine).toHaveLength(1);
    expect(ui.controller.finishLine).toBeNull();
  });

  it('sending the last cards home is not assistance: nothing was left to choose; the record says Finish played it', async () => {
    const ui = await load('cruel', CRUEL_ONE_MOVE);
    expect(ui.controller.finishLine).not.toBeNull();
    ui.controller.finish();
    await settle();
    const last = progress().at(-1);
    expect(last).toMatchObject({ status: 'won', record: { helped: [{ by: 'finish', from: 0, count: 1 }] } });
    expect(last).not.toHaveProperty('assisted');
  });
});

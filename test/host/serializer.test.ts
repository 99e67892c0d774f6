import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_GAME_KEY } from '../../src/host/saved/saved-game';
import { FakePanel } from '../support/vscode-double';
import { activated, double, loaded, loadedId, savedFile, settle, withMoves } from './harness';

let context: ReturnType<typeof activated>;
beforeEach(() => {
  context = activated();
});

/** What VS Code does after a window reload: a bare panel and the state its page last saved. */
async function revive(state: unknown): Promise<FakePanel> {
  const panel = new FakePanel('patience.game', 'Patience');
  double.panels.push(panel);
  const serializer = double.serializers.get('patience.game');
  if (!serializer) throw new Error('no serializer for patience.game');
  await serializer.deserializeWebviewPanel(panel, state);
  panel.fromPage({ type: 'ready' });
  return panel;
}

describe('panel serializer', () => {
  it('brings the tab back at the exact move the page saved', async () => {
    const record = withMoves({ game: 'spider-three-decks', deal: 8315, moves: [] }, 4);
    const panel = await revive({ version: 1, record, elapsedMs: 123_456 });
    expect(panel.title).toBe('Spider Three Decks #8315');
    expect(panel.webview.html).toContain('<patience-app>');
    expect(panel.webview.options).toMatchObject({ enableScripts: true });
    expect(loaded(panel)).toMatchObject({ record, elapsedMs: 123_456 });
    await settle();
    expect(savedFile(loadedId(panel))).toMatchObject({ record, window: context.api.window, open: true });
  });

  it('keeps the game instance the page saved (the statistics see the same game after a reload)', async () => {
    const record = withMoves({ game: 'cruel', deal: 31, moves: [] }, 2);
    const panel = await revive({ version: 1, id: 'restored-0001', record, elapsedMs: 1000 });
    expect(loaded(panel)).toMatchObject({ id: 'restored-0001', record });
    await settle();
    expect(savedFile('restored-0001')).toMatchObject({ id: 'restored-0001', record });
  });

  it("a page state from before game ids is the saved game's instance when it is that deal, else a new one", async () => {
    const record = withMoves({ game: 'cruel', deal: 31, moves: [] }, 2);
    // Saved a move before the page's last state (the page is the newer position, so it stands).
    await context.globalState.update(SAVED_GAME_KEY, {
      schema: 1,
      id: 'saved-000001',
      record: { ...record, moves: record.moves.slice(0, 1) },
      elapsedMs: 500,
      status: 'playing',
      score: 0,
    });
    expect(loaded(await revive({ version: 1, record, elapsedMs: 1000 }))).toMatchObject({ id: 'saved-000001', record });
    const other = { game: 'cruel', deal: 32, moves: [] };
    const { id } = loaded(await revive({ version: 1, record: other, elapsedMs: 0 })) as unknown as { id: string };
    expect(id).toMatch(/^[a-z0-9]{12}$/);
  });

  it('a state with a malformed game id is unusable: the saved game instead', async () => {
    const saved = withMoves({ game: 'pileon', deal: 99, moves: [] }, 1);
    await context.globalState.update(SAVED_GAME_KEY, {
      schema: 1,
      id: 'saved-000002',
      record: saved,
      elapsedMs: 7000,
      status: 'playing',
      score: 0,
    });
    const panel = await revive({ version: 1, id: '<script>', record: { game: 'cruel', deal: 1, moves: [] }, elapsedMs: 0 });
    expect(loaded(panel)).toMatchObject({ id: 'saved-000002', record: saved });
  });

  it.each([
    ['no state', undefined],
    ['a state of another version', { version: 9, record: { game: 'cruel', deal: 1, moves: [] }, elapsedMs: 0 }],
    [
      'a record with an illegal move',
      { version: 1, record: { game: 'cruel', deal: 1, moves: [{ action: 'deal' }, { from: 'stock', to: 'stock' }] }, elapsedMs: 0 },
    ],
    ['garbage', 'not a state'],
  ])('with %s, falls back to the saved game', async (_, state) => {
    const saved = withMoves({ game: 'pileon', deal: 99, moves: [] }, 1);
    await context.globalState.update(SAVED_GAME_KEY, { schema: 1, record: saved, elapsedMs: 7000, status: 'playing', score: 0 });
    const panel = await revive(state);
    expect(loaded(panel)).toMatchObject({ record: saved, elapsedMs: 7000 });
    if (state !== undefined) expect(double.logLines.join('\n')).toContain('unusable');
  });

  it.each([
    ['missing', undefined],
    ['negative', -1],
    ['not a number', 'soon'],
  ])('a state whose only fault is its clock (%s) comes back at its move, the clock at 0:00', async (_, elapsedMs) => {
    const record = withMoves({ game: 'cruel', deal: 31, moves: [] }, 2);
    const panel = await revive({ version: 1, id: 'restored-0002', record, elapsedMs });
    expect(loaded(panel)).toMatchObject({ id: 'restored-0002', record, elapsedMs: 0 });
    expect(double.logLines.join('\n')).toContain("The restored game tab's clock is unreadable");
  });

  it('with an invalid state and nothing saved, deals a fresh game of the last kind played', async () => {
    await context.globalState.update('patience.recentGames', ['maze', 'cruel']);
    const panel = await revive({ version: 1, record: { game: 'maze' }, elapsedMs: 0 });
    expect(loaded(panel).record).toMatchObject({ game: 'maze', moves: [] });
    expect(panel.title).toMatch(/^Maze #\d+$/);
  });

  it('a revived tab replaces a game tab that was already open', async () => {
    const first = await revive({ version: 1, record: { game: 'cruel', deal: 1, moves: [] }, elapsedMs: 0 });
    await revive({ version: 1, record: { game: 'cruel', deal: 2, moves: [] }, elapsedMs: 0 });
    expect(first.disposed).toBe(true);
  });
});

// @vitest-environment happy-dom
// The page fetches a game's rules when it first shows that game: the door to the host hands a message or a saved
// state on only once its game is loaded, keeps what arrives meanwhile in order, and reports a fetch that fails.
import { afterEach, describe, expect, it, vi } from 'vitest';

// The loader with fetches the test settles by hand.
const fetches = vi.hoisted(() => ({
  loaded: new Set<string>(),
  pending: new Map<string, { resolve: () => void; reject: (error: Error) => void }>(),
}));
vi.mock('../../../webview/games/game-loader', () => ({
  gameLoaded: (game: string) => fetches.loaded.has(game),
  loadGame: (game: string) =>
    new Promise<void>((resolve, reject) => fetches.pending.set(game, { resolve: () => (fetches.loaded.add(game), resolve()), reject })),
}));

const { HostController } = await import('../../../webview/page/host-controller');
const { vscode, resetPage } = await import('../support');
const { loadedGame } = await vi.importActual<typeof import('../../../webview/games/game-loader')>('../../../webview/games/game-loader');

const record = (game: string) => ({ game, deal: 1, moves: [] });
const settings = { animations: false, bakersGameRules: 'kings' };
const loadOf = (game: string) => ({ type: 'load', record: record(game), elapsedMs: 0, settings });

/** A door with a host that only counts its controllers, and what it hands on. */
function door(): { handed: string[]; controller: InstanceType<typeof HostController> } {
  const handed: string[] = [];
  const controller = new HostController({ addController: () => undefined } as never, {
    restore: (state) => handed.push(`restore ${state.record.game}`),
    message: (message) => handed.push(message.type === 'load' ? `load ${message.record.game}` : message.type),
  });
  return { handed, controller };
}
/** The fetch of `game`'s rules, once the door has asked for it. */
const fetchOf = (game: string) => vi.waitFor(() => fetches.pending.get(game) ?? Promise.reject(new Error(`${game} not asked for yet`)));
const fromHost = (data: unknown): void => void window.dispatchEvent(new MessageEvent('message', { data }));

afterEach(() => {
  fetches.loaded.clear();
  fetches.pending.clear();
});

describe("the page's games, fetched on first use", () => {
  it('hands a game on once its rules have come, and what came meanwhile after it, in order', async () => {
    resetPage();
    const { handed, controller } = door();
    controller.hostConnected();
    fromHost(loadOf('maze'));
    fromHost({ type: 'sendProgress' });
    expect(handed).toEqual([]);
    (await fetchOf('maze')).resolve();
    await vi.waitFor(() => expect(handed).toEqual(['load maze', 'sendProgress']));
    fromHost({ type: 'sendProgress' });
    expect(handed).toEqual(['load maze', 'sendProgress', 'sendProgress']);
    controller.hostDisconnected();
  });

  it("draws a saved state only after its game has come, and the host's messages after it", async () => {
    resetPage({ version: 1, record: record('cruel'), elapsedMs: 0 });
    const { handed, controller } = door();
    controller.hostConnected();
    fromHost({ type: 'sendProgress' });
    expect(handed).toEqual([]);
    expect(vscode.posted).toEqual([{ type: 'ready' }]);
    (await fetchOf('cruel')).resolve();
    await vi.waitFor(() => expect(handed).toEqual(['restore cruel', 'sendProgress']));
    controller.hostDisconnected();
  });

  it('reports a fetch that fails, and goes on with what comes next', async () => {
    resetPage();
    const { handed, controller } = door();
    controller.hostConnected();
    fromHost(loadOf('pileon'));
    fromHost({ type: 'sendProgress' });
    (await fetchOf('pileon')).reject(new Error('offline'));
    await vi.waitFor(() => expect(handed).toEqual(['sendProgress']));
    expect(vscode.posted).toContainEqual({ type: 'error', message: 'could not load the rules of pileon: Error: offline' });
    controller.hostDisconnected();
  });

  it('says which game was read before it was loaded, rather than reading nothing', () => {
    expect(() => loadedGame('freecell').rules).toThrow('the rules of freecell are read before they were loaded');
  });
});

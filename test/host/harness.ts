// Shared set-up for the host tests: a fresh fake VS Code with the extension activated in it, and
// helpers to play the webview's side.
import { afterEach, vi } from 'vitest';
import { activate } from '../../src/extension';
import { type GameRecord, GameHistory, legalMoves, score, status } from '../../src/engine';
import { double, type FakePanel } from '../support/vscode-double';

export { double };

let last: { subscriptions: { dispose(): unknown }[] } | undefined;

// The host's fire-and-forget work (saves, counts) ends within the test that started it; a stopped clock starts again.
afterEach(async () => {
  await settle();
  vi.useRealTimers();
});

/**
 * Stops this machine's clock (Date) for the rest of the test. The host keeps the page's clock running
 * between its messages, as a real page's runs; a test that pins the time played stops it, and moves
 * it (vi.setSystemTime) where the player would take time.
 */
export function stopTheClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
}

/**
 * A fresh fake VS Code with the extension activated in it (the one before is deactivated). With
 * `globalState`, the same storage as a window before it: a reload.
 */
export function activated(globalState?: ReturnType<typeof double.context>['globalState']) {
  for (const disposable of last?.subscriptions ?? []) disposable.dispose();
  const files = double.files;
  double.reset();
  // Any deal, at once: the solver's search behind the default "winnable deals only" has its own tests
  // (winnable-deal.test.ts, dealt-winnable.test.ts), and would cost every other test seconds.
  double.config.set('patience.winnableDealsOnly', false);
  // A reload keeps the machine's files (globalStorageUri) with its globalState.
  if (globalState) double.files = files;
  double.pageAnswers = answerAsThePage;
  const context = { ...double.context(), ...(globalState ? { globalState } : {}) };
  const api = activate(context as never);
  last = context;
  return Object.assign(context, { api });
}

export const run = (command: string, ...args: unknown[]): Promise<unknown> =>
  (double.commands.get(command)?.(...args) as Promise<unknown>) ?? Promise.reject(new Error(`${command} is not registered`));

/** The record the last `load` message carried. */
export function loaded(panel: FakePanel = double.panel): { record: GameRecord; elapsedMs: number; settings: unknown; daily?: string } {
  const load = panel.sent('load').at(-1);
  if (!load) throw new Error('no load message was posted');
  return load as never;
}

/**
 * `record` with `count` more legal moves, each the first the engine lists that leaves the game in play (the deals are
 * random: Cruel #455366159's first two moves lose it, and a test of an unfinished game must not end it), else the first.
 */
export function withMoves(record: GameRecord, count: number): GameRecord {
  const history = GameHistory.fromRecord(record);
  if (!history.ok) throw new Error(history.error);
  const game = history.value;
  for (let i = 0; i < count; i++) {
    const moves = legalMoves(game.position);
    if (moves.length === 0) throw new Error(`no legal move after ${game.movesPlayed} moves`);
    const stillInPlay = moves.find((move) => {
      game.play(move);
      const playing = status(game.position) === 'playing';
      game.undo();
      return playing;
    });
    game.play(stillInPlay ?? moves[0]);
  }
  return game.record;
}

/** What the page posts after a change: the record so far, with the engine's status and score. */
export function progress(record: GameRecord, elapsedMs = 1000) {
  const history = GameHistory.fromRecord(record);
  if (!history.ok) return { type: 'progress', record, status: 'playing', score: 0, elapsedMs };
  return { type: 'progress', record, status: status(history.value.position), score: score(history.value.position), elapsedMs };
}

/**
 * The page's answer to `sendProgress` (the host asks for the clock before a question): what it last
 * posted for the game it shows, else that game as loaded, untouched.
 */
export function answerAsThePage(panel: FakePanel, message: unknown): void {
  if ((message as { type?: unknown }).type !== 'sendProgress') return;
  const load = panel.sent('load').at(-1) as { id?: string; record: GameRecord; elapsedMs: number } | undefined;
  if (!load) return;
  const sent = panel.received
    .slice(panel.receivedBeforeLoad)
    .filter((m) => (m as { type?: unknown }).type === 'progress')
    .at(-1);
  panel.fromPage({ ...(sent ?? progress(load.record, load.elapsedMs)), id: load.id });
}

/** Lets the host's queued work run (fire-and-forget saves, replays in slices, the page's answers): a few turns of the event loop. */
export async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Where the double keeps globalStorageUri's files. */
export const STORAGE = '/global-storage/patience-dev.patience';

/** The saved game file of game `id` (globalStorageUri/games/<id>.json), as JSON, or undefined. */
export function savedFile(id: string): Record<string, unknown> | undefined {
  const bytes = double.files.get(`${STORAGE}/games/${id}.json`);
  return bytes && JSON.parse(new TextDecoder().decode(bytes));
}

/** The ids of the saved games (globalStorageUri/games). */
export const savedIds = (): string[] =>
  [...double.files.keys()]
    .filter((path) => path.startsWith(`${STORAGE}/games/`))
    .map((path) => path.slice(`${STORAGE}/games/`.length, -'.json'.length))
    .sort();

/** The game instance id the last `load` carried. */
export const loadedId = (panel: FakePanel = double.panel): string => (loaded(panel) as unknown as { id: string }).id;

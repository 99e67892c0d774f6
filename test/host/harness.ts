// Shared set-up for the host tests: a fresh fake VS Code with the extension activated in it, and
// helpers to play the webview's side.
import { activate } from '../../src/extension';
import { type GameRecord, GameHistory, legalMoves, score, status } from '../../src/engine';
import { double, type FakePanel } from '../support/vscode-double';

export { double };

let last: { subscriptions: { dispose(): unknown }[] } | undefined;

/**
 * A fresh fake VS Code with the extension activated in it (the one before is deactivated). With
 * `globalState`, the same storage as a window before it: a reload.
 */
export function activated(globalState?: ReturnType<typeof double.context>['globalState']) {
  for (const disposable of last?.subscriptions ?? []) disposable.dispose();
  double.reset();
  // Any deal, at once: the solver's search behind the default "winnable deals only" has its own tests
  // (winnable-deal.test.ts, dealt-winnable.test.ts), and would cost every other test seconds.
  double.config.set('patience.winnableDealsOnly', false);
  const context = { ...double.context(), ...(globalState ? { globalState } : {}) };
  const api = activate(context as never);
  last = context;
  return Object.assign(context, { api });
}

export const run = (command: string, ...args: unknown[]): Promise<unknown> => double.commands.get(command)?.(...args) as Promise<unknown> ?? Promise.reject(new Error(`${command} is not registered`));

/** The record the last `load` message carried. */
export function loaded(panel: FakePanel = double.panel): { record: GameRecord; elapsedMs: number; settings: unknown; daily?: string } {
  const load = panel.sent('load').at(-1);
  if (!load) throw new Error('no load message was posted');
  return load as never;
}

/** `record` with `count` more legal moves, each the first the engine lists. */
export function withMoves(record: GameRecord, count: number): GameRecord {
  const history = GameHistory.fromRecord(record);
  if (!history.ok) throw new Error(history.error);
  for (let i = 0; i < count; i++) {
    const move = legalMoves(history.value.position)[0];
    if (!move) throw new Error(`no legal move after ${history.value.movesPlayed} moves`);
    history.value.play(move);
  }
  return history.value.record;
}

/** What the page posts after a change: the record so far, with the engine's status and score. */
export function progress(record: GameRecord, elapsedMs = 1000) {
  const history = GameHistory.fromRecord(record);
  if (!history.ok) return { type: 'progress', record, status: 'playing', score: 0, elapsedMs };
  return { type: 'progress', record, status: status(history.value.position), score: score(history.value.position), elapsedMs };
}

/** Lets queued promise callbacks (the host's fire-and-forget saves) run. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

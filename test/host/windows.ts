// Several VS Code windows of one machine, as the host tests see them. Each window is its own extension
// host, so each gets its own copy of the extension and of the vscode double: both are bundled once
// (esbuild, the double standing in for `vscode`, lazy imports inlined as in the web host's bundle) and
// the bundle is evaluated once per window. All windows share globalState and the files under
// globalStorageUri.
import { buildSync } from 'esbuild';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { PatienceApi } from '../../src/extension';
import type * as DoubleModule from '../support/vscode-double';
import type { GameRecord } from '../../src/engine';
import { answerAsThePage, loaded, progress } from './harness';

/** What the windows of one machine share. */
export interface Machine {
  /** Each window's globalState: one Memento for all (instant), or one WindowMemento each over a SharedStorage. */
  readonly globalState: () => unknown;
  readonly files: Map<string, Uint8Array>;
}

export interface Window {
  readonly api: PatienceApi;
  readonly double: typeof DoubleModule.double;
  readonly FakePanel: typeof DoubleModule.FakePanel;
  readonly globalState: unknown;
  /** Runs a command as the palette would. */
  run(command: string, ...args: unknown[]): Promise<unknown>;
  /** The game tab's page says it is listening. */
  ready(panel?: DoubleModule.FakePanel): void;
  /** The window closes (its extension host stops): no event reaches it any more, its tabs are left to VS Code. */
  close(): void;
  /** VS Code closes the window in order: deactivate() runs and is awaited, then `close()`. */
  shutDown(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
let code: string | undefined;

/** The extension with its own vscode double, as one CommonJS bundle (built on first use). */
function bundle(): string {
  code ??= buildSync({
    absWorkingDir: root,
    stdin: {
      contents: "export * from './test/support/vscode-double'; export { activate, deactivate } from './src/extension';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'warning',
    alias: { vscode: './test/support/vscode-double.ts' },
  }).outputFiles[0].text;
  return code;
}

/** A new window: a fresh extension host with the extension activated, on `machine`'s shared storage. */
export function openWindow(machine: Machine): Window {
  const module = {
    exports: {} as typeof DoubleModule & { activate(context: unknown): PatienceApi; deactivate(): Promise<void> | undefined },
  };
  new Function('module', 'exports', 'require', bundle())(module, module.exports, createRequire(import.meta.url));
  const { double, FakePanel, activate, deactivate } = module.exports;
  double.reset();
  double.files = machine.files;
  double.pageAnswers = answerAsThePage;
  double.config.set('patience.confirmAbandon', true);
  const globalState = machine.globalState();
  const context = { ...double.context(), globalState };
  const api = activate(context);
  const close = (): void => {
    for (const disposable of context.subscriptions) disposable.dispose();
    double.pageAnswers = undefined;
    double.panels = [];
  };
  return {
    api,
    double,
    FakePanel,
    globalState,
    run: (command, ...args) =>
      Promise.resolve(double.commands.get(command)?.(...args) ?? Promise.reject(new Error(`${command} is not registered`))),
    ready: (panel = double.panel) => panel.fromPage({ type: 'ready' }),
    close,
    shutDown: async () => {
      await deactivate();
      close();
    },
  };
}

/** Lets every window's pending work run (a few turns of the event loop). */
export const settleWindows = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Deals `game` #`number` in `w` (New <Game>, then Select Deal…) and returns its record and game id. */
export async function deal(w: Window, game: string, number: number): Promise<{ record: GameRecord; id: string }> {
  await w.run(`patience.newGame.${game}`);
  if (w.double.panel.sent('load').length === 0) w.ready();
  w.double.answerInputBox = () => String(number);
  await w.run('patience.selectDeal');
  const load = loaded(w.double.panel) as unknown as { record: GameRecord; id: string };
  return { record: load.record, id: load.id };
}

/** The page in `w` reports `record` as played, `elapsedMs` in. */
export async function play(w: Window, record: GameRecord, elapsedMs = 30_000): Promise<void> {
  w.double.panel.fromPage({ ...progress(record, elapsedMs), id: (loaded(w.double.panel) as unknown as { id: string }).id });
  await settleWindows();
}

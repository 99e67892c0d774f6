// What the statistics use of VS Code beyond the shared test double (test/support/vscode-double.ts):
// webview views, the window focus event, file dialogs and workspace.fs. Installed onto the double's
// objects for these tests only; the integration tests use the real VS Code.
import * as vscode from '../../support/vscode-double';
import { FakePanel } from '../../support/vscode-double';

type Listener<T> = (value: T) => unknown;

/** A sidebar webview view, built on the double's panel (same webview, posting and page side). */
export function fakeView() {
  const panel = new FakePanel('patience.statistics', 'Statistics');
  const view = {
    webview: panel.webview,
    get visible() {
      return panel.visible;
    },
    onDidChangeVisibility: (listener: Listener<void>, thisArg?: unknown, disposables?: vscode.Disposable[]) =>
      panel.onDidChangeViewState(() => listener.call(thisArg), undefined, disposables),
    onDidDispose: panel.onDidDispose,
  };
  return { panel, view };
}

export const extras = {
  viewProviders: new Map<string, { resolveWebviewView(view: unknown): void }>(),
  windowState: new vscode.EventEmitter<{ focused: boolean }>(),
  files: new Map<string, Uint8Array>(),
  answerSaveDialog: (_options: unknown): vscode.Uri | undefined => undefined,
  answerOpenDialog: (_options: unknown): vscode.Uri[] | undefined => undefined,
  reset(): void {
    extras.viewProviders.clear();
    extras.windowState = new vscode.EventEmitter();
    extras.files.clear();
    extras.answerSaveDialog = () => undefined;
    extras.answerOpenDialog = () => undefined;
  },
};

Object.assign(vscode.window, {
  registerWebviewViewProvider(viewType: string, provider: { resolveWebviewView(view: unknown): void }) {
    extras.viewProviders.set(viewType, provider);
    return new vscode.Disposable(() => extras.viewProviders.delete(viewType));
  },
  onDidChangeWindowState: (listener: Listener<{ focused: boolean }>) => extras.windowState.event(listener),
  showSaveDialog: async (options: unknown) => extras.answerSaveDialog(options),
  showOpenDialog: async (options: unknown) => extras.answerOpenDialog(options),
});

Object.assign(vscode.workspace, {
  workspaceFolders: undefined,
  fs: {
    async writeFile(uri: vscode.Uri, content: Uint8Array) {
      extras.files.set(uri.path, content);
    },
    async readFile(uri: vscode.Uri) {
      const content = extras.files.get(uri.path);
      if (!content) throw new Error(`ENOENT: ${uri.path}`);
      return content;
    },
  },
});

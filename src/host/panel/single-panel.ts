// One webview tab of a kind, as the game tab and the replay tab both are: at most one is open, shown
// again with new content or made anew (showOne), a tab VS Code restored takes its place (adopt), and
// its listeners go when it is disposed. What a tab shows and what its page says are the subclass's.
import * as vscode from 'vscode';
import { webviewOptions } from './webview-options';

export abstract class SinglePanel<HostMessage extends { readonly type: string }> {
  /** The open tab of each kind, by its view type. */
  private static readonly tabs = new Map<string, SinglePanel<{ readonly type: string }>>();

  /** The open tab of `viewType`, if one is. */
  protected static openOf<P>(viewType: string): P | undefined {
    return SinglePanel.tabs.get(viewType) as P | undefined;
  }

  /** The open tab of `viewType` brought forward and given its new content by `reuse`; with none open, `make` of a new panel. */
  protected static showOne<P extends SinglePanel<{ readonly type: string }>>(
    viewType: string,
    extensionUri: vscode.Uri,
    title: string,
    reuse: (open: P) => void,
    make: (panel: vscode.WebviewPanel) => P,
  ): P {
    const open = SinglePanel.openOf<P>(viewType);
    if (!open) return make(vscode.window.createWebviewPanel(viewType, title, vscode.ViewColumn.Active, webviewOptions(extensionUri)));
    open.panel.reveal();
    reuse(open);
    return open;
  }

  /** Readies a tab VS Code restored after a reload to be the one of `viewType`: the one open before closes. */
  protected static adopt(viewType: string, panel: vscode.WebviewPanel, extensionUri: vscode.Uri): void {
    SinglePanel.tabs.get(viewType)?.dispose();
    panel.webview.options = webviewOptions(extensionUri);
  }

  protected readonly disposables: vscode.Disposable[] = [];
  /** The page has said `ready` since it was last (re)built, so messages reach it. */
  protected ready = false;

  protected constructor(
    protected readonly panel: vscode.WebviewPanel,
    private readonly viewType: string,
    extensionUri: vscode.Uri,
    protected readonly log: vscode.LogOutputChannel,
    /** "game tab", "replay tab": for the log. */
    private readonly name: string,
  ) {
    SinglePanel.tabs.set(viewType, this);
    panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'icon.png');
    panel.onDidDispose(() => this.dispose(), null, this.disposables);
    panel.onDidChangeViewState(() => this.viewStateChanged(), null, this.disposables);
    panel.webview.onDidReceiveMessage((message: unknown) => this.receive(message), null, this.disposables);
  }

  /** A message from the page (or a test's stand-in for one): validated, then acted on. */
  abstract receive(raw: unknown): void;

  reveal(): void {
    this.panel.reveal();
  }

  dispose(): void {
    this.letGo();
    this.panel.dispose();
  }

  /** No longer the open tab, its listeners released; the panel itself is left as it is. */
  protected letGo(): void {
    if (SinglePanel.tabs.get(this.viewType) === this) SinglePanel.tabs.delete(this.viewType);
    while (this.disposables.length) this.disposables.pop()?.dispose();
  }

  /** Without retainContextWhenHidden a hidden page is torn down; it says `ready` again when shown. */
  protected viewStateChanged(): void {
    if (!this.panel.visible) this.ready = false;
  }

  protected post(message: HostMessage): void {
    void this.panel.webview.postMessage(message).then(
      (delivered) => delivered || this.log.debug(`Not delivered to the hidden ${this.name}: ${message.type}`),
      (error: unknown) => this.log.error(`Could not post ${message.type} to the ${this.name}: ${String(error)}`),
    );
  }
}

// The "Statistics" sidebar view: sends the numbers once its page says it is listening, again after
// every change this window makes, and whenever the view is shown or the window gains the focus
// (another window may have counted games meanwhile). Its links start games through the commands.
import * as vscode from 'vscode';
import type { GameId } from '../../engine';
import { statsViewHtml } from './stats-html';
import type { Statistics } from './statistics';
import { type StatsHostMessage, parseStatsViewMessage } from '../../stats-protocol';

export class StatsViewProvider implements vscode.WebviewViewProvider, vscode.Disposable {
  static readonly viewType = 'patience.statistics';

  private view: vscode.WebviewView | undefined;
  /** The page has said `ready` since it was last built, so messages reach it. */
  private ready = false;
  private readonly disposables: vscode.Disposable[] = [];
  private viewDisposables: vscode.Disposable[] = [];

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly statistics: Statistics,
    private readonly log: vscode.LogOutputChannel,
    private readonly play: (game?: GameId) => Thenable<unknown>,
  ) {
    this.disposables.push(statistics.onDidChange(() => this.refresh()));
  }

  resolveWebviewView(view: vscode.WebviewView): void {
    this.releaseView();
    this.view = view;
    this.ready = false;
    view.webview.options = { enableScripts: true, localResourceRoots: [vscode.Uri.joinPath(this.extensionUri, 'dist', 'webview')] };
    view.webview.html = statsViewHtml(view.webview, this.extensionUri);
    view.webview.onDidReceiveMessage((message: unknown) => this.receive(message), null, this.viewDisposables);
    // Without retainContextWhenHidden a hidden page is torn down; it says `ready` again when shown.
    view.onDidChangeVisibility(() => (view.visible ? this.refresh() : (this.ready = false)), null, this.viewDisposables);
    view.onDidDispose(() => this.view === view && this.releaseView(), null, this.viewDisposables);
  }

  /** Sends the numbers as they are now, if the page is there to take them. */
  refresh(): void {
    const view = this.view;
    if (!view || !this.ready) return;
    const message: StatsHostMessage = { type: 'snapshot', snapshot: this.statistics.snapshot() };
    void view.webview.postMessage(message).then(
      (delivered) => delivered || this.log.debug('Statistics not delivered to the hidden sidebar view'),
      (error: unknown) => this.log.error(`Could not post statistics to the sidebar view: ${String(error)}`),
    );
  }

  dispose(): void {
    this.releaseView();
    while (this.disposables.length) this.disposables.pop()?.dispose();
  }

  private receive(raw: unknown): void {
    const parsed = parseStatsViewMessage(raw);
    if (!parsed.ok) {
      this.log.warn(`Ignored a message from the statistics view: ${parsed.error}`);
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.refresh();
        break;
      case 'play':
        void Promise.resolve(this.play(message.game)).catch((error: unknown) => this.log.error(`Could not start a game from the statistics view: ${String(error)}`));
        break;
      case 'error':
        this.log.error(`Statistics view: ${message.message}`);
        break;
    }
  }

  private releaseView(): void {
    this.view = undefined;
    this.ready = false;
    while (this.viewDisposables.length) this.viewDisposables.pop()?.dispose();
  }
}

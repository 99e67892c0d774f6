// The only door to the extension host: posts typed messages, validates every message that
// arrives, and keeps the webview state that survives a hidden tab or a reload.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type HostMessage, type WebviewMessage, type WebviewState, parseHostMessage, parseWebviewState } from '../../src/protocol';

/** The part of VS Code's webview API we use. */
export interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare global {
  function acquireVsCodeApi(): VsCodeApi;
}

// VS Code lets a page acquire its API once, so every controller shares it.
let api: VsCodeApi | undefined;
const vscode = (): VsCodeApi => (api ??= acquireVsCodeApi());

export interface HostHandlers {
  /** A saved state found at start: draw it now, the host's `load` may replace it. */
  restore(state: WebviewState): void;
  message(message: HostMessage): void;
}

export class HostController implements ReactiveController {
  constructor(host: ReactiveControllerHost, private readonly handlers: HostHandlers) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('message', this.onMessage);
    window.addEventListener('error', this.onError);
    window.addEventListener('unhandledrejection', this.onRejection);
    const saved = vscode().getState();
    if (saved !== undefined && saved !== null) {
      const state = parseWebviewState(saved);
      if (state.ok) this.handlers.restore(state.value);
      else this.post({ type: 'error', message: `ignored the saved webview state: ${state.error}` });
    }
    this.post({ type: 'ready' });
  }

  hostDisconnected(): void {
    window.removeEventListener('message', this.onMessage);
    window.removeEventListener('error', this.onError);
    window.removeEventListener('unhandledrejection', this.onRejection);
  }

  post(message: WebviewMessage): void {
    vscode().postMessage(message);
  }

  save(state: WebviewState): void {
    vscode().setState(state);
  }

  /** Tells the host about a failure it should log (the webview has no console the player sees). */
  report(message: string): void {
    this.post({ type: 'error', message });
  }

  // A failure in the page would otherwise go unseen: only the webview's devtools show its console.
  private readonly onError = (event: ErrorEvent): void => {
    this.report(`webview error: ${event.message} (${event.filename}:${event.lineno})`);
  };

  private readonly onRejection = (event: PromiseRejectionEvent): void => {
    this.report(`webview error: ${String(event.reason)}`);
  };

  private readonly onMessage = (event: MessageEvent): void => {
    const parsed = parseHostMessage(event.data);
    if (parsed.ok) this.handlers.message(parsed.value);
    else this.report(`ignored a host message: ${parsed.error}`);
  };
}

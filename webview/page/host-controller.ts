// The only door to the extension host: posts typed messages, validates every message that
// arrives, and keeps the webview state that survives a hidden tab or a reload.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type HostMessage, type WebviewMessage, type WebviewState, parseHostMessage, parseWebviewState } from '../../src/protocol/protocol';
import { isGameId } from '../../src/engine/game-id';
import { gameLoaded, loadGame } from '../games/game-loader';

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
  constructor(
    host: ReactiveControllerHost,
    private readonly handlers: HostHandlers,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('message', this.onMessage);
    window.addEventListener('error', this.onError);
    window.addEventListener('unhandledrejection', this.onRejection);
    const saved = vscode().getState();
    if (saved !== undefined && saved !== null) {
      this.inOrder(saved, () => {
        const state = parseWebviewState(saved);
        if (state.ok) this.handlers.restore(state.value);
        else this.post({ type: 'error', message: `ignored the saved webview state: ${state.error}` });
      });
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
    const data: unknown = event.data;
    this.inOrder(data, () => {
      const parsed = parseHostMessage(data);
      if (parsed.ok) this.handlers.message(parsed.value);
      else this.report(`ignored a host message: ${parsed.error}`);
    });
  };

  // What waits for a game's rules (the page fetches each game on first use, ../games/game-loader.ts);
  // whatever arrives meanwhile waits behind it, so the page takes everything in the order it came.
  private waiting: Promise<void> | null = null;

  /** Hands on `data` (a message or the saved state) once the game its record names is loaded: at once if it is. */
  private inOrder(data: unknown, handOn: () => void): void {
    const game = (data as { record?: { game?: unknown } } | null)?.record?.game;
    const needs = isGameId(game) && !gameLoaded(game) ? game : null;
    if (this.waiting === null && needs === null) return handOn();
    const turn = (this.waiting ?? Promise.resolve())
      .then(() => (needs === null ? undefined : loadGame(needs)))
      .then(handOn, (error: unknown) => this.report(`could not load the rules of ${String(needs)}: ${String(error)}`))
      .catch((error: unknown) => this.report(`webview error: ${String(error)}`));
    this.waiting = turn;
    void turn.then(() => {
      if (this.waiting === turn) this.waiting = null;
    });
  }
}

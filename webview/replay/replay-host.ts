// The replay page's only door to the extension host: posts typed messages, validates every message
// that arrives, and keeps the state (game and step) a hidden tab or a reload comes back to.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type ReplayHostMessage, type ReplayPageMessage, type ReplayState, parseReplayHostMessage, parseReplayState } from '../../src/replay-protocol';
import type { VsCodeApi } from '../controllers/host-controller';

// VS Code lets a page acquire its API once.
let api: VsCodeApi | undefined;
const vscode = (): VsCodeApi => (api ??= acquireVsCodeApi());

export class ReplayHost implements ReactiveController {
  constructor(host: ReactiveControllerHost, private readonly onMessage: (message: ReplayHostMessage) => void) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('message', this.receive);
    this.post({ type: 'ready' });
  }

  hostDisconnected(): void {
    window.removeEventListener('message', this.receive);
  }

  post(message: ReplayPageMessage): void {
    vscode().postMessage(message);
  }

  /** The state saved before the page was last torn down, if it is readable. */
  saved(): ReplayState | undefined {
    const state = parseReplayState(vscode().getState());
    return state.ok ? state.value : undefined;
  }

  save(state: ReplayState): void {
    vscode().setState(state);
  }

  private readonly receive = (event: MessageEvent): void => {
    const parsed = parseReplayHostMessage(event.data);
    if (parsed.ok) this.onMessage(parsed.value);
    else this.post({ type: 'error', message: `ignored a message from the host: ${parsed.error}` });
  };
}

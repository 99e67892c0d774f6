// The statistics page's only door to the extension host: says `ready`, checks every message that
// arrives before it reaches an element, and posts the player's requests.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type StatsHostMessage, type StatsViewMessage, parseStatsHostMessage } from '../../src/stats-protocol';

interface VsCodeApi {
  postMessage(message: unknown): void;
}

// VS Code lets a page acquire its API once; the stats page has one controller, kept for reloads of it.
let api: VsCodeApi | undefined;
const vscode = (): VsCodeApi => (api ??= (globalThis as unknown as { acquireVsCodeApi(): VsCodeApi }).acquireVsCodeApi());

export class StatsHostController implements ReactiveController {
  constructor(
    host: ReactiveControllerHost,
    private readonly onSnapshot: (message: StatsHostMessage) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('message', this.onMessage);
    this.post({ type: 'ready' });
  }

  hostDisconnected(): void {
    window.removeEventListener('message', this.onMessage);
  }

  post(message: StatsViewMessage): void {
    vscode().postMessage(message);
  }

  private readonly onMessage = (event: MessageEvent): void => {
    const parsed = parseStatsHostMessage(event.data);
    if (parsed.ok) this.onSnapshot(parsed.value);
    else this.post({ type: 'error', message: `ignored a host message: ${parsed.error}` });
  };
}

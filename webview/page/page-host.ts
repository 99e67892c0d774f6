// A secondary page's door to the extension host (the statistics view, the replay tab): says `ready`
// when connected, checks every message that arrives with the page's own parser before it reaches an
// element (a bad one is reported back, never acted on), and posts the page's typed messages. The
// game page's HostController does the same and more (saved state, the page's own errors).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Result } from '../../src/engine/types';
import type { VsCodeApi } from './host-controller';

/** What every page may say, whatever its protocol. */
type PageNotice = { readonly type: 'ready' } | { readonly type: 'error'; readonly message: string };

// VS Code lets a page acquire its API once.
let api: VsCodeApi | undefined;
export const vscodeApi = (): VsCodeApi => (api ??= acquireVsCodeApi());

export class PageHost<In, Out extends { readonly type: string }> implements ReactiveController {
  constructor(
    host: ReactiveControllerHost,
    private readonly parse: (raw: unknown) => Result<In>,
    private readonly onMessage: (message: In) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('message', this.receive);
    this.post({ type: 'ready' });
  }

  hostDisconnected(): void {
    window.removeEventListener('message', this.receive);
  }

  post(message: Out | PageNotice): void {
    vscodeApi().postMessage(message);
  }

  private readonly receive = (event: MessageEvent): void => {
    const parsed = this.parse(event.data);
    if (parsed.ok) this.onMessage(parsed.value);
    else this.post({ type: 'error', message: `ignored a host message: ${parsed.error}` });
  };
}

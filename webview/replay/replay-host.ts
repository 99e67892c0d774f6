// The replay page's only door to the extension host: a PageHost (messages typed and validated both
// ways) that also keeps the state (game and step) a hidden tab or a reload comes back to.
import type { ReactiveControllerHost } from 'lit';
import {
  type ReplayHostMessage,
  type ReplayPageMessage,
  type ReplayState,
  parseReplayHostMessage,
  parseReplayState,
} from '../../src/protocol/replay-protocol';
import { PageHost, vscodeApi } from '../page/page-host';

export class ReplayHost extends PageHost<ReplayHostMessage, ReplayPageMessage> {
  constructor(host: ReactiveControllerHost, onMessage: (message: ReplayHostMessage) => void) {
    super(host, parseReplayHostMessage, onMessage);
  }

  /** The state saved before the page was last torn down, if it is readable. */
  saved(): ReplayState | undefined {
    const state = parseReplayState(vscodeApi().getState());
    return state.ok ? state.value : undefined;
  }

  save(state: ReplayState): void {
    vscodeApi().setState(state);
  }
}

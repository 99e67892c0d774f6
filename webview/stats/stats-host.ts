// The statistics page's only door to the extension host: a PageHost that says `ready`, checks every
// snapshot that arrives before it reaches an element, and posts the player's requests.
import type { ReactiveControllerHost } from 'lit';
import { type StatsHostMessage, type StatsViewMessage, parseStatsHostMessage } from '../../src/protocol/stats-protocol';
import { PageHost } from '../page/page-host';

export class StatsHostController extends PageHost<StatsHostMessage, StatsViewMessage> {
  constructor(host: ReactiveControllerHost, onSnapshot: (message: StatsHostMessage) => void) {
    super(host, parseStatsHostMessage, onSnapshot);
  }
}

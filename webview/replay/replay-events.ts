// The events the replay's parts send up to <patience-replay>.
import type { Speed } from './replay-player';

export type ReplayCommand = 'first' | 'back' | 'toggle' | 'forward' | 'last' | 'playFrom';

export interface ReplayCommandDetail {
  readonly command: ReplayCommand;
}
export interface ReplayJumpDetail {
  readonly to: number;
}
export interface ReplaySpeedDetail {
  readonly speed: Speed;
}

export const sendReplay = <T>(from: HTMLElement, type: string, detail: T): boolean =>
  from.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));

declare global {
  interface HTMLElementEventMap {
    'replay-command': CustomEvent<ReplayCommandDetail>;
    'replay-jump': CustomEvent<ReplayJumpDetail>;
    'replay-speed': CustomEvent<ReplaySpeedDetail>;
  }
}

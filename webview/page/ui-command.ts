// The game tab's button commands: the names its buttons send up (the header's, the result panel's)
// and the `patience-command` event that carries one to the page.

export type UiCommand = 'new' | 'sameDeal' | 'restart' | 'undo' | 'redo' | 'deal' | 'rules' | 'hint' | 'showMe' | 'keys';

export interface CommandDetail {
  readonly command: UiCommand;
}

/** Sends a UI command up from any element. */
export function sendCommand(from: HTMLElement, command: UiCommand): void {
  from.dispatchEvent(new CustomEvent<CommandDetail>('patience-command', { detail: { command }, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'patience-command': CustomEvent<CommandDetail>;
  }
}

// <patience-replay-bar>: the replay's controls: to the deal, back, play or pause, forward, to the
// end; a slider over every step; the speed; "Play from here". It only shows what it is given and
// sends what the player asks for up.
import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { buttonStyles } from '../page/shared-styles';
import { type ReplayCommand, type ReplayCommandDetail, type ReplayJumpDetail, type ReplaySpeedDetail, sendReplay } from './replay-events';
import { SPEEDS, type Speed } from './replay-player';
import { replayStrings as s } from './strings';

// Media-player pictures, drawn in the button's text colour.
const ICONS: Record<Exclude<ReplayCommand, 'playFrom' | 'toggle'> | 'play' | 'pause', ReturnType<typeof svg>> = {
  first: svg`<rect x="3" y="3" width="2" height="10"/><path d="M13 3v10L6 8z"/>`,
  back: svg`<path d="M12 3v10L5 8z"/>`,
  play: svg`<path d="M4 2v12l10-6z"/>`,
  pause: svg`<rect x="4" y="3" width="3" height="10"/><rect x="9" y="3" width="3" height="10"/>`,
  forward: svg`<path d="M4 3v10l7-5z"/>`,
  last: svg`<path d="M3 3v10l7-5z"/><rect x="11" y="3" width="2" height="10"/>`,
};

@customElement('patience-replay-bar')
export class PatienceReplayBar extends LitElement {
  static override styles = [
    buttonStyles,
    css`
    :host { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; padding: 6px 10px; background: var(--vscode-editor-background); color: var(--vscode-foreground); border-top: 1px solid var(--vscode-panel-border, transparent); }
    .steps { display: flex; gap: 4px; }
    .steps button { display: grid; place-items: center; width: 30px; padding: 0; }
    svg { width: 16px; height: 16px; fill: currentColor; }
    input[type='range'] { flex: 1; min-width: 120px; accent-color: var(--vscode-contrastActiveBorder, var(--vscode-button-background)); }
    input[type='range']:focus-visible, select:focus-visible { outline: 1px solid var(--vscode-focusBorder); outline-offset: 2px; }
    .where { min-width: 9em; font-variant-numeric: tabular-nums; color: var(--vscode-descriptionForeground); }
    label { display: flex; align-items: center; gap: 6px; }
    select { font: inherit; color: var(--vscode-dropdown-foreground); background: var(--vscode-dropdown-background); border: 1px solid var(--vscode-dropdown-border, transparent); border-radius: 2px; padding: 1px 4px; }
  `,
  ];

  @property({ type: Number }) at = 0;
  @property({ type: Number }) total = 0;
  @property({ type: Boolean }) playing = false;
  @property({ attribute: false }) speed: Speed = 1;
  /** The game goes on at the step shown, so it can be played from here. */
  @property({ type: Boolean }) canPlayFrom = false;

  override render() {
    const button = (command: ReplayCommand, icon: keyof typeof ICONS, label: string, disabled: boolean) =>
      html`<button class=${command === 'toggle' ? 'primary' : ''} aria-label=${label} title=${label} ?disabled=${disabled} @click=${() => this.send(command)}>
        <svg viewBox="0 0 16 16" aria-hidden="true">${ICONS[icon]}</svg>
      </button>`;
    const start = this.at === 0;
    const end = this.at === this.total;
    return html`
      <div class="steps" role="toolbar" aria-label=${s.controls}>
        ${button('first', 'first', s.first, start)} ${button('back', 'back', s.back, start)}
        ${button('toggle', this.playing ? 'pause' : 'play', this.playing ? s.pause : s.play, this.total === 0)}
        ${button('forward', 'forward', s.forward, end)} ${button('last', 'last', s.last, end)}
      </div>
      <input type="range" min="0" max=${this.total} step="1" .value=${String(this.at)} aria-label=${s.slider} aria-valuetext=${s.step(this.at, this.total)}
        @input=${(e: Event) => sendReplay<ReplayJumpDetail>(this, 'replay-jump', { to: Number((e.target as HTMLInputElement).value) })} />
      <span class="where" aria-hidden="true">${s.step(this.at, this.total)}</span>
      <label>${s.speed}
        <select @change=${(e: Event) => sendReplay<ReplaySpeedDetail>(this, 'replay-speed', { speed: Number((e.target as HTMLSelectElement).value) as Speed })}>
          ${SPEEDS.map((speed) => html`<option value=${speed} ?selected=${speed === this.speed}>${speed === 0.5 ? '½' : speed}×</option>`)}
        </select>
      </label>
      <button class="primary" title=${this.canPlayFrom ? s.playFromHereTitle : s.gameOverHere} ?disabled=${!this.canPlayFrom} @click=${() => this.send('playFrom')}>${s.playFromHere}</button>
    `;
  }

  private send(command: ReplayCommand): void {
    sendReplay<ReplayCommandDetail>(this, 'replay-command', { command });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-replay-bar': PatienceReplayBar;
  }
}

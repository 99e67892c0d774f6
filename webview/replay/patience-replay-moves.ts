// <patience-replay-moves>: the game's moves as a list ("7♥ → tableau 3"), the deal first, the step
// shown marked and kept in view, a move Finish or Show Me How played marked so. A click or Enter on a move jumps there.
import { LitElement, type PropertyValues, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Helper } from '../../src/engine';
import { type ReplayJumpDetail, sendReplay } from './replay-events';
import { replayStrings as s } from './strings';

@customElement('patience-replay-moves')
export class PatienceReplayMoves extends LitElement {
  static override styles = css`
    :host { display: block; overflow-y: auto; min-height: 0; font-size: 0.92em; font-variant-numeric: tabular-nums; }
    h2 { margin: 6px 8px 4px; font-size: 1em; font-weight: 600; color: var(--vscode-descriptionForeground); }
    ol { list-style: none; margin: 0; padding: 0 4px 8px; }
    button { display: flex; gap: 8px; width: 100%; padding: 2px 6px; border: 1px solid transparent; border-radius: 2px; font: inherit; text-align: left; color: var(--vscode-foreground); background: none; cursor: pointer; }
    button:hover { background: var(--vscode-list-hoverBackground); }
    button:focus-visible { outline: 1px solid var(--vscode-focusBorder); outline-offset: -1px; }
    button[aria-current='step'] { color: var(--vscode-list-activeSelectionForeground, var(--vscode-foreground)); background: var(--vscode-list-activeSelectionBackground); border-color: var(--vscode-contrastActiveBorder, transparent); }
    /* Quieter than the move, in the theme's own secondary colour (a dimmed one fell under 4.5:1 in Light Modern). */
    .n { min-width: 2.5em; text-align: right; color: var(--vscode-descriptionForeground); }
    button[aria-current='step'] .n { color: inherit; }
    /* Not the player's move: a quiet tag, as the table's button was named. */
    .by { align-self: flex-start; margin-left: auto; padding: 0 4px; border: 1px solid var(--vscode-descriptionForeground); border-radius: 2px; font-size: 0.85em; white-space: nowrap; color: var(--vscode-descriptionForeground); }
    button[aria-current='step'] .by { color: inherit; border-color: currentColor; }
  `;

  /** The moves' short labels, in order. */
  @property({ attribute: false }) labels: readonly string[] = [];
  /** The same in words, for screen readers: each button's description (its name is the label it shows, which a
   * player using speech input says to press it). */
  @property({ attribute: false }) spoken: readonly string[] = [];
  /** Who played each move, when not the player (Finish, Show Me How). */
  @property({ attribute: false }) helpers: readonly (Helper | undefined)[] = [];
  /** The step shown (0: the deal). */
  @property({ type: Number }) at = 0;

  override render() {
    const item = (step: number, label: string, spoken?: string, by?: Helper) => html`<li>
      <button aria-current=${step === this.at ? 'step' : 'false'} aria-description=${spoken ?? nothing} @click=${() => sendReplay<ReplayJumpDetail>(this, 'replay-jump', { to: step })}>
        <span class="n" aria-hidden="true">${step === 0 ? '' : step}</span><span>${label}</span>${by ? html`<span class="by" aria-hidden="true" title=${s.helperTitle[by]}>${s.helper[by]}</span>` : nothing}
      </button>
    </li>`;
    return html`<h2 id="moves">${s.moveList}</h2>
      <ol aria-labelledby="moves">
        ${item(0, s.dealt)}
        ${this.labels.map((label, i) => item(i + 1, label, `${i + 1}. ${this.spoken[i] ?? label}`, this.helpers[i]))}
      </ol>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('at')) this.renderRoot.querySelector('[aria-current="step"]')?.scrollIntoView?.({ block: 'nearest' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-replay-moves': PatienceReplayMoves;
  }
}

// The end of a game, shown over the table without blocking it: a win with its time, moves and
// score, or (Cruel and Pileon) "no more moves" with the ways on.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Status } from '../../src/engine';
import { formatTime, strings } from '../strings';
import { type UiCommand, sendCommand } from './patience-header';
import { buttonStyles, figureStyles, widgetStyles } from './shared-styles';

@customElement('patience-result-panel')
export class PatienceResultPanel extends LitElement {
  static override styles = [buttonStyles, figureStyles, widgetStyles, css`
    :host { display: block; }
    section { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 14px 22px; border-radius: 6px; }
    h2 { margin: 0; font-size: 1.4em; }
    p { margin: 0; }
    .buttons { display: flex; gap: 8px; }
  `];

  @property() status: Status = 'playing';
  @property({ type: Number }) elapsedMs = 0;
  @property({ type: Number }) moves = 0;
  @property({ type: Number }) score = 0;
  @property({ type: Number }) maxScore = 0;

  override render() {
    const r = strings.result;
    if (this.status === 'won') {
      return html`<section class="widget" aria-labelledby="title">
        <h2 id="title">${r.won}</h2>
        <dl>
          <div><dt>${r.time}</dt><dd>${formatTime(this.elapsedMs)}</dd></div>
          <div><dt>${r.moves}</dt><dd>${strings.format.number(this.moves)}</dd></div>
          <div><dt>${r.score}</dt><dd>${this.score}/${this.maxScore}</dd></div>
        </dl>
        <div class="buttons">${this.button('new', r.newGame, true)}${this.button('sameDeal', r.sameDeal)}</div>
      </section>`;
    }
    if (this.status === 'lost') {
      return html`<section class="widget" aria-labelledby="title">
        <h2 id="title">${r.lost}</h2>
        <p>${r.lostDetail}</p>
        <div class="buttons">${this.button('undo', r.undo)}${this.button('restart', r.restart)}${this.button('new', r.newGame, true)}</div>
      </section>`;
    }
    return nothing;
  }

  private button(command: UiCommand, label: string, primary = false) {
    return html`<button type="button" class=${primary ? 'primary' : ''} @click=${() => sendCommand(this, command)}>${label}</button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-result-panel': PatienceResultPanel;
  }
}

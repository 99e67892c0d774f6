// The slim header: game and deal, score, moves and time, and the game's buttons. It only shows
// what it is given and sends `patience-command` up when a button is pressed.
import { LitElement, css, html, nothing } from 'lit';
import { formatTime, strings } from '../l10n/strings';
import { FIELD } from '../page/element-properties';
import { buttonStyles, figureStyles } from '../page/shared-styles';
import { type UiCommand, sendCommand } from '../page/ui-command';
import type { StockButton } from '../board/stock-text';

export class PatienceHeader extends LitElement {
  static override styles = [
    buttonStyles,
    figureStyles,
    css`
    :host { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px; padding: 4px 10px; min-height: 30px; box-sizing: border-box; background: var(--vscode-editor-background); color: var(--vscode-foreground); border-bottom: 1px solid var(--vscode-panel-border, transparent); font-size: var(--vscode-font-size, 13px); }
    h1 { margin: 0; font-size: 1.1em; font-weight: 600; white-space: nowrap; }
    .deal { color: var(--vscode-descriptionForeground); white-space: nowrap; }
    .buttons { display: flex; flex-wrap: wrap; gap: 4px 6px; margin-left: auto; }
  `,
  ];

  static override properties = {
    heading: FIELD,
    deal: FIELD,
    daily: FIELD,
    score: FIELD,
    maxScore: FIELD,
    moves: FIELD,
    elapsedMs: FIELD,
    canUndo: FIELD,
    canRedo: FIELD,
    stock: FIELD,
    canHint: FIELD,
    showMeBlocked: FIELD,
  };

  heading = '';
  /** The deal number, or undefined for a game set up from a start position. */
  deal?: number;
  /** The day (YYYY-MM-DD) whose daily deal this is, if it is one. */
  daily?: string;
  score = 0;
  maxScore = 0;
  moves = 0;
  elapsedMs = 0;
  canUndo = false;
  canRedo = false;
  /** The button that clicks the stock, in the game's words (../board/stock-text.ts); null for a game without one. */
  stock: StockButton | null = null;
  canHint = false;
  /** Why Show me cannot help here ('' when it can): the button is disabled and its tooltip says so. */
  showMeBlocked = '';

  override render() {
    const h = strings.header;
    const stock = this.stock;
    return html`
      <h1>${this.heading}</h1>
      <span class="deal">${this.deal === undefined ? h.startPosition : this.daily ? h.dailyDeal(this.daily, this.deal) : h.deal(this.deal)}</span>
      <dl>
        <div><dt>${h.score}</dt><dd>${this.score}/${this.maxScore}</dd></div>
        <div><dt>${h.moves}</dt><dd>${strings.format.number(this.moves)}</dd></div>
        <div><dt>${h.time}</dt><dd>${formatTime(this.elapsedMs)}</dd></div>
      </dl>
      <div class="buttons" role="toolbar" aria-label=${h.toolbar}>
        ${this.button('new', h.newGame, h.newGameTitle, true)}
        ${this.button('restart', h.restart, h.restartTitle, this.moves > 0)}
        ${this.button('undo', h.undo, h.undoTitle, this.canUndo)}
        ${this.button('redo', h.redo, h.redoTitle, this.canRedo)}
        ${stock ? this.button('deal', stock.label, stock.title, stock.enabled) : nothing}
        ${this.button('hint', h.hint, h.hintTitle, this.canHint)}
        ${this.button('showMe', h.showMe, this.showMeBlocked || h.showMeTitle, this.canHint && !this.showMeBlocked)}
        ${this.button('rules', h.rules, h.rulesTitle, true)}
        ${this.button('keys', '?', h.keysTitle, true)}
      </div>
    `;
  }

  private button(command: UiCommand, label: string, title: string, enabled: boolean) {
    return html`<button
      type="button"
      class=${command === 'new' ? 'primary' : ''}
      title=${title}
      ?disabled=${!enabled}
      @click=${() => sendCommand(this, command)}
    >${label}</button>`;
  }
}

customElements.define('patience-header', PatienceHeader);

declare global {
  interface HTMLElementTagNameMap {
    'patience-header': PatienceHeader;
  }
}

// One card: the SVG face, the back, or Pileon's frozen back. The pile places it and names it.
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

@customElement('patience-card')
export class PatienceCard extends LitElement {
  static override styles = css`
    :host {
      position: absolute;
      display: block;
      width: var(--patience-card-w);
      height: var(--patience-card-h);
      border-radius: calc(var(--patience-card-w) * 0.056);
      box-shadow: 0 1px 2px rgb(0 0 0 / 0.35);
      cursor: default;
      outline: none;
    }
    :host([liftable]) {
      cursor: grab;
    }
    :host([selected]) {
      box-shadow: 0 0 0 3px var(--patience-select), 0 4px 10px rgb(0 0 0 / 0.45);
    }
    :host(:focus-visible) {
      outline: 3px solid var(--vscode-focusBorder, #0090f1);
      outline-offset: 2px;
      z-index: 1;
    }
    img {
      display: block;
      width: 100%;
      height: 100%;
      pointer-events: none;
      user-select: none;
      -webkit-user-drag: none;
    }
  `;

  /** URL of the picture to show (face, back or frozen back). */
  @property() src = '';
  /** The card's position in its pile (0 = bottom). */
  @property({ type: Number }) index = 0;
  @property({ type: Boolean, reflect: true }) selected = false;
  @property({ type: Boolean, reflect: true }) liftable = false;

  override render() {
    // The host carries the accessible name; the picture is decoration for screen readers.
    return html`<img src=${this.src} alt="" draggable="false" />`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-card': PatienceCard;
  }
}

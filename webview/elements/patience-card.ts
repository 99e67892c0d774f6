// One card: the SVG face, the back, or Pileon's frozen back. The pile places it, names it and
// marks it with the `selected` and `liftable` attributes the styles below read.
// A card renders into the pile's shadow root (no shadow root of its own): a full Spider table has
// 156 of them, and 156 fewer shadow roots make the first paint and every style pass cheaper.
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/** The card's styles, adopted by the pile whose shadow root the cards live in. */
export const cardStyles = css`
  patience-card {
    position: absolute;
    display: block;
    width: var(--patience-card-w);
    height: var(--patience-card-h);
    border-radius: calc(var(--patience-card-w) * 0.056);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.35);
    cursor: default;
    outline: none;
  }
  patience-card[liftable] {
    cursor: grab;
  }
  patience-card[selected] {
    box-shadow: 0 0 0 3px var(--patience-select), 0 4px 10px rgb(0 0 0 / 0.45);
  }
  patience-card:focus-visible {
    outline: 3px solid var(--vscode-focusBorder, #0090f1);
    outline-offset: 2px;
  }
  patience-card > img {
    display: block;
    width: 100%;
    height: 100%;
    pointer-events: none;
    user-select: none;
    -webkit-user-drag: none;
  }
`;

@customElement('patience-card')
export class PatienceCard extends LitElement {
  /** URL of the picture to show (face, back or frozen back). */
  @property({ attribute: false }) src = '';
  /** The card's position in its pile (0 = bottom). */
  @property({ attribute: false }) index = 0;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    // The element carries the accessible name; the picture is decoration for screen readers.
    return html`<img src=${this.src} alt="" draggable="false" decoding="async" />`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-card': PatienceCard;
  }
}

// One card: a window onto a sheet of card pictures (media/cards/<style>/<suit>.svg, made by
// scripts/make-cards.mjs). The pile renders it, places it, names it and marks it with the
// `selected` and `liftable` attributes the styles below read; which picture it shows is ../layout/card-picture.ts's.
// A card is a plain element in the pile's shadow root, not a LitElement with a shadow root of its
// own: a full Spider table has 156 of them, and 156 fewer update cycles and shadow roots make the
// first paint and every style pass cheaper.
import { css, html } from 'lit';

/** The card's styles, adopted by the pile whose shadow root the cards live in (with the motion's stand-ins, patience-ghost). */
export const cardStyles = css`
  patience-card, patience-ghost { position: absolute; display: block; width: var(--patience-card-w); height: var(--patience-card-h); border-radius: calc(var(--patience-card-w) * 0.056); box-shadow: 0 1px 2px rgb(0 0 0 / 0.35); overflow: hidden; cursor: default; outline: none; }
  patience-card[liftable] { cursor: grab; }
  /* Picked up or hinted: a dashed line just off the card. The keyboard focus: a solid ring, a band of the gap colour between. */
  patience-card[selected] { outline: 3px dashed var(--patience-select); outline-offset: 2px; box-shadow: 0 4px 10px rgb(0 0 0 / 0.45); }
  patience-card:focus-visible { box-shadow: 0 0 0 3px var(--patience-focus-gap), 0 0 0 6px var(--patience-focus); }
  patience-card[selected]:focus-visible { outline-offset: 8px; }
  patience-card .frozen { position: absolute; left: 5%; bottom: 3.5%; width: 30%; aspect-ratio: 1; box-sizing: border-box; border-radius: 50%; border: max(1px, calc(var(--patience-card-w) * 0.012)) solid #1d6fa5; background: #dff3fc; pointer-events: none; }
  patience-card .frozen svg { display: block; width: 100%; height: 100%; }
  patience-ghost img, patience-card img { position: absolute; width: 620%; height: 305.7143%; max-width: none; max-height: none; pointer-events: none; user-select: none; -webkit-user-drag: none; }
`;

/** The frozen badge's six-fold snowflake in a 200-unit box about its middle: each arm a stem and a V of twigs. */
const SNOWFLAKE = [0, 60, 120, 180, 240, 300]
  .map((degrees) => {
    const [sin, cos] = [Math.sin((degrees * Math.PI) / 180), Math.cos((degrees * Math.PI) / 180)];
    const at = (x: number, y: number): string => `${Math.round(x * cos - y * sin)} ${Math.round(x * sin + y * cos)}`;
    return `M${at(0, 0)}L${at(0, -78)}M${at(-22, -62)}L${at(0, -40)}L${at(22, -62)}`;
  })
  .join('');

/** The small badge on a frozen Pileon pile's top card (decoration: the card's name says "frozen"). */
export const frozenBadge = html`<span class="frozen" aria-hidden="true"><svg viewBox="-100 -100 200 200" fill="none" stroke="#1d6fa5" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"><path d=${SNOWFLAKE}></path></svg></span>`;

export class PatienceCard extends HTMLElement {
  /** The card's position in its pile (0 = bottom). */
  index = 0;
}
customElements.define('patience-card', PatienceCard);

declare global {
  interface HTMLElementTagNameMap {
    'patience-card': PatienceCard;
  }
}

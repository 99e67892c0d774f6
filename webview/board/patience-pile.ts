// One pile: its cards placed along the fan, its empty outline with the engine's hint, and the
// highlights for selection, drop targets and keyboard focus. Re-renders only when its own
// properties change, so a move redraws just the piles it touched.
import { LitElement, type PropertyValues, css, html, nothing } from 'lit';
import { FIELD, FLAG } from '../page/element-properties';
import { styleProps } from '../page/style-props';
import { type Card, GAME_IDS, type GameId, type PileSpec, type StockClick } from '../../src/engine';
import type { CardBack } from '../../src/protocol/protocol';
import { cardLabel, pileLabel } from './card-labels';
import { cardPicture, cellPlace, isFrozenCard } from '../layout/card-picture';
import { fanOffsets, fansRight, firstDrawn } from '../layout/layout';
import { strings } from '../l10n/strings';
import { PatienceCard, cardStyles, frozenBadge } from './patience-card';

/** `focusIndex` when the pile itself (not one of its cards) has the keyboard focus. */
export const FOCUS_PILE = -1;
/** `focusIndex` when the focus is elsewhere. */
export const NO_FOCUS = -2;

/** Which card (or FOCUS_PILE) of which pile took the DOM focus. */
export interface PileFocusDetail {
  readonly pile: number;
  readonly index: number;
}

export class PatiencePile extends LitElement {
  static override styles = [
    cardStyles,
    css`
    /* A compositor layer of its own: a card landing here or leaving re-rasters this pile, not the whole table. */
    :host { position: absolute; display: block; outline: none; will-change: transform; }
    :host([dragging]) { z-index: 10; }
    .outline, .drop { position: absolute; left: 0; top: 0; box-sizing: border-box; width: var(--patience-card-w); height: var(--patience-card-h); border-radius: calc(var(--patience-card-w) * 0.056); }
    .outline { display: flex; align-items: center; justify-content: center; border: 2px solid var(--patience-outline); background: var(--patience-slot); color: var(--patience-hint); font-size: calc(var(--patience-card-w) * 0.3); font-weight: 600; user-select: none; }
    .stock { cursor: pointer; }
    :host(:focus-visible) .outline { box-shadow: 0 0 0 3px var(--patience-focus-gap), 0 0 0 6px var(--patience-focus); }
    .drop { border: 3px dashed var(--patience-target); pointer-events: none; z-index: 2; }
    :host([hover]) .drop { border-style: solid; box-shadow: 0 0 12px var(--patience-target); }
    /* The stock's count stays inside its card at any size: it scales down with a small card. */
    .count { position: absolute; right: calc(var(--patience-card-w) * 0.04); bottom: calc(var(--patience-card-w) * 0.04); box-sizing: border-box; min-width: 1.6em; max-width: calc(var(--patience-card-w) * 0.92); padding: 0 0.35em; border-radius: 0.75em; overflow: hidden; background: var(--patience-badge-bg); color: var(--patience-badge-fg); font-size: min(11px, calc(var(--patience-card-w) * 0.22)); line-height: 1.45; text-align: center; pointer-events: none; z-index: 1; }
  `,
  ];

  static override properties = {
    game: FIELD,
    spec: FIELD,
    pile: FIELD,
    cards: FIELD,
    cardW: FIELD,
    cardH: FIELD,
    slotX: FIELD,
    slotY: FIELD,
    slotW: FIELD,
    slotH: FIELD,
    cardsUri: FIELD,
    cardBack: FIELD,
    hint: FIELD,
    stockClick: FIELD,
    fanned: FIELD,
    liftableFrom: FIELD,
    selectedFrom: FIELD,
    suggested: FIELD,
    focusIndex: FIELD,
    target: FLAG,
    hover: FLAG,
    dragging: FLAG,
  };

  game: GameId = GAME_IDS[0];
  spec!: PileSpec;
  pile = 0;
  cards: readonly Card[] = [];
  cardW = 0;
  cardH = 0;
  slotX = 0;
  slotY = 0;
  slotW = 0;
  slotH = 0;
  /** Base URL of the sheets of card pictures of the card style, ending in "/". */
  cardsUri = '';
  /** The back the face-down cards show. */
  cardBack: CardBack = 'red';
  hint = '';
  /** The stock's: what a click on it does now, or why it does nothing (null on any other pile). */
  stockClick: StockClick | null = null;
  /** The cards a waste fans out: as many as a click on the stock draws. */
  fanned = 1;
  /** First card that may be lifted (cards.length when none). */
  liftableFrom = 0;
  /** First selected card, or -1. */
  selectedFrom = -1;
  /** The selected cards are the solver's suggestion, not picked up: shown alike, but not "pressed". */
  suggested = false;
  focusIndex = NO_FOCUS;
  target = false;
  hover = false;
  dragging = false;

  /** Offsets of the cards along the fan, as last drawn. */
  offsets: number[] = [];

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('role', 'group');
    // Focus moving between elements inside one shadow tree is not reported to the hosts above
    // it (the event's target and relatedTarget retarget to the same host), so the pile reports
    // its own focus as an event that always reaches the table.
    this.renderRoot.addEventListener('focusin', this.onFocusIn);
    this.addEventListener('focusin', this.onFocusIn);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.renderRoot.removeEventListener('focusin', this.onFocusIn);
    this.removeEventListener('focusin', this.onFocusIn);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('slotX') || changed.has('slotY') || changed.has('slotW') || changed.has('slotH')) {
      Object.assign(this.style, { left: `${this.slotX}px`, top: `${this.slotY}px`, width: `${this.slotW}px`, height: `${this.slotH}px` });
    }
    if (changed.has('cardW') || changed.has('cardH')) {
      this.style.setProperty('--patience-card-w', `${this.cardW}px`);
      this.style.setProperty('--patience-card-h', `${this.cardH}px`);
    }
    const slot = { x: this.slotX, y: this.slotY, w: this.slotW, h: this.slotH };
    this.offsets = fanOffsets(this.cards, this.spec.fan, this.cardW, this.cardH, slot, this.fanned);
    this.setAttribute('aria-label', pileLabel(this.game, this.spec, this.cards, this.hint || undefined, this));
    // An empty pile takes the focus itself (tabindex 0 when it has the table's, -1 to be clicked). A pile with
    // cards has none: tabindex -1 would hide its cards from Tab, and removing it while a card inside has the
    // focus would blur that card.
    if (this.focusIndex === FOCUS_PILE) this.tabIndex = 0;
    else if (this.cards.length === 0) this.tabIndex = -1;
    else this.removeAttribute('tabindex');
  }

  override render() {
    const { cards, spec } = this;
    const n = cards.length;
    const first = firstDrawn(spec, n, this.fanned);
    const stock = spec.kind === 'stock';
    // An empty stock whose click turns the waste over or redeals (Cruel's is always empty) shows that it does.
    const turns = this.stockClick?.does === 'turn-over' || this.stockClick?.does === 'regroup';
    const text = stock && turns ? strings.redealSymbol : (strings.marks[this.hint] ?? this.hint);
    return html`
      <div class="outline ${stock ? 'stock' : ''}" aria-hidden="true">${text}</div>
      ${cards.slice(first).map((_, k) => this.renderCard(first + k))}
      ${stock && n > 0 ? html`<span class="count" aria-hidden="true">${n}</span>` : nothing}
      ${this.target ? html`<div class="drop" style=${styleProps(this.cardPlace(n - 1))}></div>` : nothing}
    `;
  }

  /** The card elements from `from` up, as drawn (for dragging and gliding them). */
  cardElements(from: number): PatienceCard[] {
    const all = [...(this.renderRoot.querySelectorAll('patience-card') as NodeListOf<PatienceCard>)];
    return all.filter((el) => el.index >= from);
  }

  /**
   * Gives the DOM focus to the focused card, or to the pile when it has none; `visible`: with its ring (the
   * player uses the keys), else without, whatever the browser would guess for a focus given by script.
   */
  focusCurrent(visible: boolean): void {
    const el = (this.focusIndex >= 0 ? this.cardElements(this.focusIndex)[0] : undefined) ?? this;
    // focus() on the element that has the focus changes nothing, its ring neither: given again, it shows it.
    if (visible && el.matches(':focus')) el.blur();
    el.focus({ preventScroll: true, focusVisible: visible } as FocusOptions);
  }

  private readonly onFocusIn = (event: Event): void => {
    const first = event.composedPath()[0];
    // The host's own listener only reports the pile itself; its cards report through the root.
    if (event.currentTarget === this && first !== this) return;
    const index = first instanceof PatienceCard ? first.index : FOCUS_PILE;
    this.dispatchEvent(
      new CustomEvent<PileFocusDetail>('patience-focus', { detail: { pile: this.pile, index }, bubbles: true, composed: true }),
    );
  };

  private renderCard(i: number) {
    const { cards, game, spec } = this;
    const picture = cardPicture(game, this.pile, cards, i, this.cardBack);
    const selected = this.selectedFrom >= 0 && i >= this.selectedFrom;
    // The element carries the accessible name; the picture is decoration for screen readers.
    return html`<patience-card
      role="button"
      aria-label=${cardLabel(game, spec, cards, i)}
      aria-pressed=${selected && !this.suggested ? 'true' : 'false'}
      tabindex=${i === this.focusIndex ? 0 : -1}
      style=${styleProps(this.cardPlace(i))}
      .index=${i}
      ?selected=${selected}
      ?liftable=${i >= this.liftableFrom}
    ><img src=${`${this.cardsUri}${picture.sheet}.svg`} alt="" draggable="false" decoding="async" style=${styleProps(cellPlace(picture.cell))} />${isFrozenCard(game, cards, i) ? frozenBadge : nothing}</patience-card>`;
  }

  /** Where the card at `i` sits in the pile (its `left` and `top`). */
  cardPlace(i: number): Record<string, string> {
    const offset = i >= 0 ? (this.offsets[i] ?? 0) : 0;
    return fansRight(this.spec.fan) ? { left: `${offset}px`, top: '0px' } : { left: '0px', top: `${offset}px` };
  }
}

customElements.define('patience-pile', PatiencePile);

declare global {
  interface HTMLElementTagNameMap {
    'patience-pile': PatiencePile;
  }
  interface HTMLElementEventMap {
    'patience-focus': CustomEvent<PileFocusDetail>;
  }
}

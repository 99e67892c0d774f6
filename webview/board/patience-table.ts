// The table: lays the game's piles out on its grid, scaled to the tab, and draws the position it is given. The
// player's input (drag, click a card then a target, double-click, stock click, keyboard) becomes moves in the
// chunks that come after the first paint (./table-play.ts, the motion's drag); it never plays a move itself: it
// sends `patience-move` up.
import { LitElement, type PropertyValues, css, html } from 'lit';
import {
  type Card,
  type Move,
  type PileSpec,
  type Position,
  clickMove,
  doubleClickMoves,
  isAction,
  rulesOf,
  smartDoubleClick,
  whyIllegal,
} from '../../src/engine';
import type { AnimationSpeed, CardBack, SheetsDrawn } from '../../src/protocol/protocol';
import { FIELD, STATE } from '../page/element-properties';
import { liftedName, pileName } from './card-labels';
import { DRAG_THRESHOLD, EarlyInput } from './early-input';
import { KIT, motionChunk } from '../motion/motion-controller';
import type { DragController } from '../motion/drag-controller';
import { type Spot, focusStops } from './focus-stops';
import { playChunk } from './play-chunk';
import { ResizeController } from './resize-controller';
import { stockRefusal } from './stock-text';
import { sendCommand } from '../page/ui-command';
import { SMALL_CARD_W, type TableLayout, layoutTable } from '../layout/layout';
import type { Offset } from '../motion/drag-glide';
import type { HintSpots } from '../solver/solver-protocol';
import { strings } from '../l10n/strings';
import type { PlayKit, TablePlay } from './table-play';
import { PatienceCard } from './patience-card';
import { FOCUS_PILE, NO_FOCUS, PatiencePile, type PileFocusDetail } from './patience-pile';

export interface MoveDetail {
  readonly move: Move;
  /** Where a drag let the cards go, from their place: they settle from there. */
  readonly held?: Offset;
  /** The moves a double-click goes on with after this one (Klondike's foundation: every card that can go home), each its own. */
  readonly then?: readonly Move[];
}
export interface AnnounceDetail {
  readonly text: string;
  /** The cards were dropped where they may not go and went back (the page may make a sound). */
  readonly refused?: true;
}

interface Lift {
  readonly pile: number;
  readonly from: number;
}

const NO_TARGETS: ReadonlySet<number> = new Set();

export class PatienceTable extends LitElement {
  static override styles = css`
    :host { position: relative; display: block; overflow: hidden; background: var(--patience-felt); touch-action: none; user-select: none; -webkit-user-select: none; outline: none; }
  `;

  static override properties = {
    position: FIELD,
    playing: FIELD,
    cardsUri: FIELD,
    smallCardsUri: FIELD,
    cardBack: FIELD,
    animations: FIELD,
    hint: FIELD,
    hintMove: FIELD,
    smart: FIELD,
    lift: STATE,
    targets: STATE,
    spot: STATE,
  };

  position: Position | null = null;
  /** False once the game is won or lost: nothing more can be lifted. */
  playing = true;
  cardsUri = '';
  /** The folder small cards are drawn from (the style's large corner index); the cards' own folder when not given. */
  smallCardsUri = '';
  cardBack: CardBack = 'red';
  /** How dragged cards glide back (the motion layer moves the rest). */
  animations: AnimationSpeed = 'normal';
  /** Where the solver's hinted move is: its cards show as picked up and its target pile as a drop target. */
  hint: HintSpots | null = null;
  /** The hinted move itself, which a press on its target (or Enter on its cards) plays. */
  hintMove: Move | null = null;
  /** Smart play: a double-click sends a card home when it may go (patience.play). */
  smart = false;
  /** Told which sheets the table draws, for each game it shows and again when they change (the page tells its host). */
  sheetsDrawn?: (drawn: SheetsDrawn) => void;

  // What is lifted and where it may go, set by the table's play (./table-play.ts).
  lift: Lift | null = null;
  targets: ReadonlySet<number> = NO_TARGETS;
  spot: Spot = { pile: 0, index: FOCUS_PILE };

  layout: TableLayout | null = null;
  private readonly resize = new ResizeController(this);
  /** Dragging, once the motion chunk it lives in has come (and the play it lifts with). */
  drag: DragController | null = null;
  /** What clicks, double-clicks, Enter and Esc do, once its chunk has come. */
  play: TablePlay | null = null;
  private focusWanted = false;
  /** The player's last input, anywhere in the page, was a key, not a press: the focus the table gives shows its ring (the keyboard chunk says). */
  keys = false;
  /** The pile whose new top card takes the focus once the move sent up comes back drawn. */
  focusLanding: number | null = null;
  /** The game and the sheets `sheetsDrawn` was last told, run together. */
  private sheetsTold?: string;
  /** The cards are drawn from the small cards' sheets (the style's large index): too small for the style's own. Set with the layout. */
  small?: boolean;

  constructor() {
    super();
    // The table's play (clicks and keys) and the drag come in chunks after the first paint; what the player does before is kept for them.
    const early = new EarlyInput(this);
    const play = playChunk.then(({ TablePlay }) => (this.play = TablePlay.start(this, early, PLAY_KIT)));
    void Promise.all([motionChunk, play]).then(([{ DragController }, lifts]) => {
      const drag = new DragController(this, lifts, KIT.cardPoint, DRAG_THRESHOLD);
      this.drag = drag;
      early.pointersTo((pointers) => drag.replay(pointers));
    });
    this.addEventListener('patience-focus', this.onPileFocus);
  }

  get specs(): readonly PileSpec[] {
    return this.position ? rulesOf(this.position.game).piles : [];
  }

  get piles(): readonly (readonly Card[])[] {
    return this.position?.piles ?? [];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('role', 'application');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const position = this.position;
    if (!position) return;
    const old = changed.get('position') as Position | null | undefined;
    if (changed.has('position')) {
      this.setAttribute('aria-label', strings.tableLabel(strings.games[position.game]));
      // The position changed under the player's hand (undo from the palette, a new game).
      if (!this.drag?.cancel() && this.lift) this.clearLift();
      if (!old || old.game !== position.game) this.spot = this.firstSpot();
      else if (this.focusLanding !== null) this.spot = { pile: this.focusLanding, index: this.stopsOf(this.focusLanding).at(-1)! };
      this.focusLanding = null;
      // Keep the keyboard focus when the focused card moved away or was replaced.
      if (this.matches(':focus-within')) this.focusWanted = true;
    }
    // A new hint takes the keyboard to its cards (the stock for a deal), so Enter plays it.
    const hint = this.hint;
    if (changed.has('hint') && hint && !this.lift) {
      // (A deal's spots name no card: the stock's top card, where the spot is clamped to.)
      this.spot = { pile: hint.pile >= 0 ? hint.pile : hint.to, index: hint.from };
      this.focusWanted = true;
    }
    this.spot = this.clampSpot(this.spot);
    const { width, height } = this.resize.size;
    this.layout = layoutTable(this.specs, position.piles, width, height);
    this.small = this.layout.cardW < SMALL_CARD_W && !!this.smallCardsUri;
  }

  override render() {
    const position = this.position;
    const layout = this.layout;
    if (!position || !layout) return html``;
    const rules = rulesOf(position.game);
    const hinted = this.lift ? null : this.hint;
    const sheets = this.small ? this.smallCardsUri : this.cardsUri;
    const stockClick = rules.stockClick?.(position) ?? null;
    const fanned = rules.draws?.(position.variant) ?? 1;
    // One pile element per place, reused by position when another game comes (every property is set).
    return html`${this.specs.map((spec, i) => {
      const cards = position.piles[i];
      const slot = layout.slots[i];
      const liftable = this.playing ? rules.liftable(position, i) : 0;
      return html`<patience-pile
        .game=${position.game}
        .spec=${spec}
        .pile=${i}
        .cards=${cards}
        .cardW=${layout.cardW}
        .cardH=${layout.cardH}
        .slotX=${slot.x}
        .slotY=${slot.y}
        .slotW=${slot.w}
        .slotH=${slot.h}
        .cardsUri=${sheets}
        .cardBack=${this.cardBack}
        .hint=${rules.emptyHint?.(position.variant, i) ?? ''}
        .stockClick=${spec.kind === 'stock' ? stockClick : null}
        .fanned=${fanned}
        .liftableFrom=${cards.length - liftable}
        .selectedFrom=${this.lift?.pile === i ? this.lift.from : hinted?.pile === i ? hinted.from : hinted?.beside === i ? 0 : -1}
        .suggested=${!this.lift && (hinted?.pile === i || hinted?.beside === i)}
        .focusIndex=${this.spot.pile === i ? this.spot.index : NO_FOCUS}
        .target=${this.targets.has(i) || hinted?.to === i}
      ></patience-pile>`;
    })}`;
  }

  protected override updated(): void {
    // The page hears which sheets the table draws (its host preloads them in the next page for this game), once a game and again when they change.
    // (A position came with a layout, and `small` with it.)
    const game = this.position?.game;
    const small = this.small!;
    if (game && this.sheetsTold !== (this.sheetsTold = game + small)) this.sheetsDrawn?.({ type: 'sheets', game, small });
    if (this.focusWanted) {
      this.focusWanted = false;
      const pile = this.pileElement(this.spot.pile);
      void pile?.updateComplete.then(() => pile.focusCurrent(this.keys));
    }
  }

  pileElement(pile: number): PatiencePile | undefined {
    return (this.renderRoot.querySelectorAll('patience-pile') as NodeListOf<PatiencePile>)[pile];
  }

  /** The pile and card an event happened on (index FOCUS_PILE when on the pile's empty place). */
  hitCard(event: Event): { pile: number; index: number } | null {
    let index = FOCUS_PILE;
    for (const node of event.composedPath()) {
      if (node instanceof PatiencePile) return { pile: node.pile, index };
      if (node instanceof PatienceCard) index = node.index;
    }
    return null;
  }

  stopsOf(pile: number): number[] {
    const position = this.position!;
    return focusStops(this.specs[pile], position.piles[pile].length, this.playing ? rulesOf(position.game).liftable(position, pile) : 0);
  }

  moveFocus(to: Spot): void {
    this.spot = to;
    this.takeFocus();
  }

  /** Gives the keyboard focus to the focused spot, once drawn. */
  takeFocus(): void {
    this.focusWanted = true;
    this.requestUpdate();
  }

  /** A click or Tab that lands on a card moves the keyboard focus there too. */
  private readonly onPileFocus = (event: CustomEvent<PileFocusDetail>): void => {
    const { pile, index } = event.detail;
    if (pile !== this.spot.pile || index !== this.spot.index) this.spot = this.clampSpot({ pile, index });
  };

  send(move: Move, held?: Offset, then: readonly Move[] = []): void {
    const detail: MoveDetail = { move, ...(held ? { held } : {}), ...(then.length ? { then } : {}) };
    this.dispatchEvent(new CustomEvent<MoveDetail>('patience-move', { detail, bubbles: true, composed: true }));
  }

  announce(text: string, refused = false): void {
    this.dispatchEvent(
      new CustomEvent<AnnounceDetail>('patience-announce', {
        detail: { text, ...(refused ? { refused: true } : {}) },
        bubbles: true,
        composed: true,
      }),
    );
  }

  clearLift(): void {
    this.lift = null;
    this.targets = NO_TARGETS;
  }

  private firstSpot(): Spot {
    const specs = this.specs;
    const pile = Math.max(
      0,
      specs.findIndex((s) => s.kind === 'tableau'),
    );
    return { pile, index: this.stopsOf(pile).at(-1)! };
  }

  /** Keeps the focus on a card that is still there and visible. */
  private clampSpot(spot: Spot): Spot {
    const stops = this.stopsOf(spot.pile);
    return stops.includes(spot.index) ? spot : { pile: spot.pile, index: stops[stops.length - 1] };
  }
}

/** The engine and words the table's play (./table-play.ts) uses, which it must not import. */
const PLAY_KIT: PlayKit = {
  rulesOf,
  whyIllegal,
  clickMove,
  doubleClickMoves,
  smartDoubleClick,
  isAction,
  strings,
  liftedName,
  pileName,
  stockRefusal,
  sendCommand,
  FOCUS_PILE,
};

customElements.define('patience-table', PatienceTable);

declare global {
  interface HTMLElementTagNameMap {
    'patience-table': PatienceTable;
  }
  interface HTMLElementEventMap {
    'patience-move': CustomEvent<MoveDetail>;
    'patience-announce': CustomEvent<AnnounceDetail>;
  }
}

// The motion layer: after the table draws a new position, its cards glide there from where they
// were, by identity, through the steps the page said the change takes (a move and its follow-ups,
// an undo, a deal). The table draws positions and holds no animation state; this is told what
// changed, measures nothing in the DOM (the places come from the layout's own numbers) and gives
// way at once: any press or key, or the next change, sends every card home. The planning and the
// playing are in the motion chunk (./motion-player.ts), loaded when the page starts; until it has
// come, cards simply change place.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Move, type Position, isAction, moveSteps, pileIndex, positionsEqual, rulesOf, turnDown } from '../../src/engine';
import type { AnimationSpeed } from '../../src/protocol';
import { cardPicture, cellPlace } from '../elements/patience-card';
import type { TableLayout } from '../layout';
import type { Offset } from './drag-glide';
import type { Change, Kit, Playing } from './motion-player';
import { type Frame, dealOrigin, placesOf } from './places';
import type { Held } from './plan';
import type { CardTable } from './play-plan';

/** What the motion chunk takes from this bundle. */
const KIT: Kit = {
  picture(pile, look) {
    const { sheet, cell } = cardPicture(pile.game, look.pile, look.cards, look.index);
    const img = document.createElement('img');
    img.src = `${pile.cardsUri}${sheet}.svg`;
    img.alt = '';
    Object.assign(img.style, cellPlace(cell));
    return img;
  },
  back: (card, pile) => ({ pile, cards: [turnDown(card)], index: 0 }),
};

/** The table as the motion sees it: what it drew last, and its piles. */
export interface MotionTable extends CardTable, HTMLElement {
  readonly position: Position | null;
  readonly layout: TableLayout | null;
  readonly updateComplete: Promise<unknown>;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** What the next drawn position is, as the page made it. */
type Coming = { readonly steps: readonly Position[]; readonly held?: Held } | { readonly deal: true };

export class MotionController implements ReactiveController {
  private player: typeof import('./motion-player') | null = null;
  private drawn: Frame | null = null;
  private coming: Coming | null = null;
  private playing: Playing | null = null;
  /** The handling of the last drawing (a change is planned and playing once it settles). */
  private drawing: Promise<void> = Promise.resolve();
  private generation = 0;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly table: () => MotionTable | null,
    private readonly speed: () => AnimationSpeed,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // A failure to load reaches the host's log as an unhandled rejection; cards then just change place.
    if (!this.player) void import('./motion-player').then((player) => { this.player = player; });
    this.host.addEventListener('pointerdown', this.finish, true);
    this.host.addEventListener('keydown', this.finish, true);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.finish, true);
    this.host.removeEventListener('keydown', this.finish, true);
  }

  hostUpdated(): void {
    this.drawing = this.drawnAnew();
  }

  /**
   * The next position drawn comes from the one drawn now through `steps` (the last is that next
   * position). Several changes before one drawing chain up; `held`: the first step's cards start
   * where a drag let them go.
   */
  expect(steps: readonly Position[], held?: Held): void {
    const before = this.coming && 'steps' in this.coming ? this.coming : null;
    this.coming = { steps: [...(before?.steps ?? []), ...steps], held: before ? before.held : held };
  }

  /** `move` was just played from `before` (dropped by a drag `held` away from its place). */
  played(before: Position, move: Move, held?: Offset): void {
    const steps = this.speed() === 'off' ? null : moveSteps(before, move);
    if (!steps?.ok) return;
    const from = isAction(move) ? -1 : pileIndex(rulesOf(before.game), move.from);
    this.expect(steps.value, held && from >= 0 ? { pile: from, from: before.piles[from].length - ((move as { count?: number }).count ?? 1), ...held } : undefined);
  }

  /** `move`, played from `before`, was just taken back: its steps backwards. */
  undone(before: Position, move: Move): void {
    const steps = this.speed() === 'off' ? null : moveSteps(before, move);
    if (steps?.ok) this.expect([...steps.value.slice(0, -1).reverse(), before]);
  }

  /** The next position drawn is a new deal: dealt out from the stock. */
  expectDeal(): void {
    this.coming = { deal: true };
  }

  /** Every card to its place at once (a new action goes on from there). */
  readonly finish = (): void => {
    this.playing?.finish();
    this.playing = null;
  };

  /** Settles when the last change is drawn and its cards have landed (or were sent home). */
  async landed(): Promise<void> {
    await this.host.updateComplete;
    await this.drawing;
    await this.playing?.landed;
  }

  private async drawnAnew(): Promise<void> {
    const table = this.table();
    if (!table) return;
    await table.updateComplete;
    const { position, layout } = table;
    const before = this.drawn;
    if (!position || !layout || before?.position === position) {
      if (before && layout) this.drawn = { ...before, layout };
      return;
    }
    const coming = this.coming;
    this.coming = null;
    this.drawn = { position, layout };
    const generation = ++this.generation;
    this.finish();
    const speed = this.speed();
    const change = speed === 'off' || !this.player ? null : changeOf(coming, before, { position, layout });
    if (!change) return;
    // The piles draw their cards in their own updates, before the next frame is painted.
    const piles = [...table.renderRoot.querySelectorAll('patience-pile')] as unknown as { updateComplete: Promise<unknown> }[];
    await Promise.all(piles.map((pile) => pile.updateComplete));
    if (generation !== this.generation || speed === 'off') return;
    this.playing = this.player!.playChange(change, speed, table, KIT);
  }
}

const stage = (frame: Frame) => ({ places: placesOf(frame), piles: frame.position.piles });

/** How the cards go from `before` to `now`: through the steps the page announced, else straight there; a deal from the stock. */
function changeOf(coming: Coming | null, before: Frame | null, now: Frame): Change | null {
  if (coming && 'deal' in coming) return { deal: stage(now), origin: dealOrigin(now) };
  // Another game (or none) drawn before: the new one simply appears.
  if (!before || before.position.game !== now.position.game || before.position.variant !== now.position.variant) return null;
  const steps = coming?.steps ?? [];
  const announced = steps.length > 0 && positionsEqual(steps[steps.length - 1], now.position);
  const frames = announced ? steps.map((position) => ({ position, layout: now.layout })) : [now];
  return { stages: [before, ...frames].map(stage), ...(announced && coming?.held ? { held: coming.held } : {}) };
}

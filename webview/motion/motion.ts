// The motion layer's work, in the motion chunk: after the table draws a new position, its cards
// glide there from where they were, by identity, through the steps the change takes (a move and its
// follow-ups, an undo backwards, a deal, a redeal gathered first). It measures nothing in the DOM
// (the places come from the layout's own numbers) and gives way at once: the next change, or any
// press or key, sends every card home. The page tells it what changed (`Note`s) and hands it the
// engine and pictures in a kit: nothing here imports the page's first bundle at run time.
import type { Move, Position } from '../../src/engine';
import type { AnimationSpeed } from '../../src/protocol/protocol';
import type { TableLayout } from '../layout/layout';
import type { Offset } from './drag-glide';
import { type Change, type Kit, playChange } from './motion-player';
import type { Frame } from './places';
import type { Held } from './plan';
import type { CardTable, Playing } from './play-plan';
import { type StepsKit, moveSteps } from './steps';

export { playLine } from './line-player';
export { DragController } from './drag-controller';

/** What the motion needs of the engine, besides the kit's rules and pictures. */
export interface MotionKit extends Kit, StepsKit {
  pileIndex(rules: ReturnType<Kit['rulesOf']>, id: string): number;
}

/** The table as the motion sees it: what it drew last, and its piles. */
export interface MotionTable extends CardTable, HTMLElement {
  readonly position: Position | null;
  readonly layout: TableLayout | null;
  readonly updateComplete: Promise<unknown>;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * A change the page made since it last drew: `move` took `before` to `after` (taken `back`: undone,
 * from `after` to `before`), or a new deal.
 */
export type Note =
  | { readonly before: Position; readonly move: Move; readonly after: Position; readonly held?: Offset; readonly back?: boolean }
  | { readonly deal: true };

/** What the next drawn position is, as the notes say. */
type Coming = { readonly steps: readonly Position[]; readonly held?: Held; readonly gather?: boolean } | { readonly deal: true };

export class Motion {
  private drawn: Frame | null = null;
  private coming: Coming | null = null;
  private playing: Playing | null = null;
  private generation = 0;

  /** A press or a key on the page's `host` sends every card home at once. */
  constructor(
    private readonly kit: MotionKit,
    host: HTMLElement,
    private readonly table: () => MotionTable | null,
    private readonly speed: () => AnimationSpeed,
  ) {
    const finish = (): void => this.finish();
    host.addEventListener('pointerdown', finish, true);
    host.addEventListener('keydown', finish, true);
  }

  /** After the page drew: `notes` say how the table got to what it shows now. */
  async update(notes: readonly Note[]): Promise<void> {
    for (const note of notes) this.note(note);
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
    const now = { position, layout };
    this.drawn = now;
    const generation = ++this.generation;
    this.finish();
    const speed = this.speed();
    const change = speed === 'off' ? null : this.changeOf(coming, before, now);
    if (!change) return;
    // The piles draw their cards in their own updates, before the next frame is painted.
    const piles = [...table.renderRoot.querySelectorAll('patience-pile')] as unknown as { updateComplete: Promise<unknown> }[];
    await Promise.all(piles.map((pile) => pile.updateComplete));
    if (generation === this.generation && speed !== 'off') this.playing = playChange(change, speed, table, this.kit);
  }

  /** Every card to its place at once (a new action goes on from there). */
  finish(): void {
    this.playing?.finish();
    this.playing = null;
  }

  /** Settles when the cards moving now have landed (or were sent home). */
  landed(): Promise<void> {
    return this.playing?.landed ?? Promise.resolve();
  }

  /** Notes chain up until the table draws: each adds its steps (backwards for an undo). */
  private note(note: Note): void {
    if ('deal' in note) {
      this.coming = note;
      return;
    }
    const { before, move, after, held, back } = note;
    const rules = this.kit.rulesOf(before.game);
    const action = 'action' in move;
    const from = action ? -1 : this.kit.pileIndex(rules, move.from);
    const count = action ? 0 : (move.count ?? 1);
    const steps = action ? [after] : moveSteps(this.kit, before, from, count, this.kit.pileIndex(rules, move.to), after);
    const lifted = held && from >= 0 ? { pile: from, from: before.piles[from].length - count, ...held } : undefined;
    const path = back ? [...steps.slice(0, -1).reverse(), before] : steps;
    const chained = this.coming && 'steps' in this.coming ? this.coming : null;
    this.coming = chained ? { ...chained, steps: [...chained.steps, ...path] } : { steps: path, held: lifted, gather: action };
  }

  /** How the cards go from `before` to `now`: through the steps the notes announced, else straight there; or a deal. */
  private changeOf(coming: Coming | null, before: Frame | null, now: Frame): Change | null {
    if (coming && 'deal' in coming) return { deal: now };
    // Another game (or none) drawn before: the new one simply appears.
    if (!before || before.position.game !== now.position.game || before.position.variant !== now.position.variant) return null;
    const steps = coming?.steps ?? [];
    // The notes end where the page's history is, which the table draws: the very same position.
    const announced = steps.length > 0 && steps[steps.length - 1] === now.position;
    const frames = announced ? [before, ...steps.map((position) => ({ position, layout: now.layout }))] : [before, now];
    return announced ? { frames, held: coming?.held, gather: coming?.gather } : { frames };
  }
}

// The table's play: what a click, a double-click, Enter or Esc does on the table (lift, drop, deal, play the hint),
// and the lifting a drag uses. A chunk of its own with the keyboard's play (./keyboard-controller.ts), loaded once
// the page's first frame is painted: the first table is drawn without it, and what the player does before it comes
// is kept (./early-input.ts) and handed over. It never plays a move itself: the table sends `patience-move` up.
// It imports nothing of the page's first bundle at run time (that would split the bundle): the engine and the
// words come in the table's kit (PLAY_KIT in ./patience-table.ts).
import type { Card, Move, Position, clickMove, doubleClickMoves, isAction, rulesOf, smartDoubleClick, whyIllegal } from '../../src/engine';
import type { strings } from '../l10n/strings';
import type { Offset } from '../motion/drag-glide';
import type { Lifts } from '../motion/drag-session';
import type { sendCommand } from '../page/ui-command';
import type { HintSpots } from '../solver/solver-protocol';
import type { liftedName, pileName } from './card-labels';
import type { EarlyInput, KeptInput } from './early-input';
import { KeyboardController, type KeyboardHost, type KeyPlay } from './keyboard-controller';
import type { stockRefusal } from './stock-text';

/** The engine and words the play uses, given by the table (its PLAY_KIT). */
export interface PlayKit {
  readonly rulesOf: typeof rulesOf;
  readonly whyIllegal: typeof whyIllegal;
  readonly clickMove: typeof clickMove;
  readonly doubleClickMoves: typeof doubleClickMoves;
  readonly smartDoubleClick: typeof smartDoubleClick;
  readonly isAction: typeof isAction;
  readonly strings: typeof strings;
  readonly liftedName: typeof liftedName;
  readonly pileName: typeof pileName;
  readonly stockRefusal: typeof stockRefusal;
  readonly sendCommand: typeof sendCommand;
  /** A spot on a pile's empty place, not a card (../board/patience-pile.ts). */
  readonly FOCUS_PILE: number;
}

/** What the play reads and sets on the table (./patience-table.ts). */
export interface PlayTable extends KeyboardHost {
  readonly position: Position | null;
  readonly playing: boolean;
  readonly piles: readonly (readonly Card[])[];
  readonly hint: HintSpots | null;
  readonly hintMove: Move | null;
  readonly smart: boolean;
  readonly drag: { cancel(): boolean } | null;
  lift: { readonly pile: number; readonly from: number } | null;
  targets: ReadonlySet<number>;
  focusLanding: number | null;
  clearLift(): void;
  announce(text: string, refused?: boolean): void;
  send(move: Move, held?: Offset, then?: readonly Move[]): void;
  hitCard(event: Event): { pile: number; index: number } | null;
}

export class TablePlay implements Lifts, KeyPlay {
  constructor(
    private readonly table: PlayTable,
    private readonly kit: PlayKit,
  ) {}

  /** Starts the play on `table`: its clicks and keys from now on, and those kept from before. */
  static start(table: PlayTable, early: EarlyInput, kit: PlayKit): TablePlay {
    const play = new TablePlay(table, kit);
    early.keysTo(new KeyboardController(table, play).onKeptKey);
    early.clicksTo((kept) => play.onClicked(kept));
    table.addEventListener('click', (event) => play.onClicked({ event }));
    table.addEventListener('dblclick', (event) => play.onClicked({ event }));
    return play;
  }

  liftCount(pile: number, index: number): number {
    const { rulesOf } = this.kit;
    const position = this.table.position;
    if (!position || !this.table.playing || index < 0) return 0;
    const count = position.piles[pile].length - index;
    return count > 0 && count <= rulesOf(position.game).liftable(position, pile) ? count : 0;
  }

  /** Lifts cards (drag or selection) and highlights where they may go. */
  beginLift(pile: number, from: number): ReadonlySet<number> {
    const { whyIllegal } = this.kit;
    const table = this.table;
    const position = table.position!;
    const count = position.piles[pile].length - from;
    const ids = table.specs.map((s) => s.id);
    const targets = new Set<number>();
    ids.forEach((to, i) => {
      if (i !== pile && whyIllegal(position, { from: ids[pile], to, count }) === null) targets.add(i);
    });
    table.lift = { pile, from };
    table.targets = targets;
    return targets;
  }

  cancelLift(): void {
    this.table.clearLift();
  }

  dropLifted(to: number | null, offset: Offset): boolean {
    const { strings, pileName } = this.kit;
    const table = this.table;
    const lift = table.lift;
    if (!lift || to === null) return false;
    if (!table.targets.has(to)) {
      table.announce(strings.announce.cannotDrop(pileName(table.specs[to])), true);
      table.clearLift();
      return false;
    }
    const count = table.piles[lift.pile].length - lift.from;
    const [from, onto] = [table.specs[lift.pile].id, table.specs[to].id];
    const move: Move = count === 1 ? { from, to: onto } : { from, to: onto, count };
    table.clearLift();
    table.send(move, offset.dx || offset.dy ? offset : undefined);
    return true;
  }

  /** Enter or Space: the hinted move when the focus is on its cards or its target, else as a click there. */
  activate(): void {
    const spot = this.table.spot;
    if (!this.playHint(spot.pile, true)) this.press(spot.pile, spot.index);
  }

  escape(): boolean {
    const { strings } = this.kit;
    const table = this.table;
    if (table.drag?.cancel()) return true;
    if (!table.lift) return false;
    table.clearLift();
    table.announce(strings.announce.cancelled);
    return true;
  }

  command(command: 'keys' | 'rules'): void {
    this.kit.sendCommand(this.table, command);
  }

  /** A click or double-click on the table, now or kept from before this chunk came (with the card it hit then). */
  private onClicked({ event, hit = this.table.hitCard(event) }: KeptInput): void {
    const click = event as MouseEvent;
    if (click.type === 'dblclick') return this.onDoubleClick(hit);
    if (!hit) {
      if (this.table.lift) this.escape();
      return;
    }
    if (!this.playHint(hit.pile, false)) this.press(hit.pile, hit.index, click.detail);
  }

  /** A click (or Enter) on a pile: drop what is lifted there, deal from the stock, or lift. */
  private press(pile: number, index: number, clicks = 1): void {
    const { strings, liftedName, clickMove, stockRefusal, FOCUS_PILE } = this.kit;
    const table = this.table;
    const position = table.position;
    if (!position) return;
    const spec = table.specs[pile];
    if (table.lift) {
      if (table.lift.pile === pile) table.clearLift();
      else if (this.dropLifted(pile, { dx: 0, dy: 0 }) && table.spot.pile === pile) table.focusLanding = pile;
      return;
    }
    if (spec.kind === 'stock') {
      // The second click of a double-click must not deal a second time.
      if (clicks > 1) return;
      const move = clickMove(position, spec.id);
      if (move) table.send(move);
      else table.announce(stockRefusal(position));
      return;
    }
    const at = index === FOCUS_PILE ? position.piles[pile].length - 1 : index;
    const count = this.liftCount(pile, at);
    if (count === 0) {
      if (position.piles[pile].length > 0) table.announce(strings.announce.cannotLift);
      return;
    }
    this.beginLift(pile, at);
    table.announce(strings.announce.pickedUp(liftedName(position.piles[pile], count), count));
  }

  /**
   * With a hint shown and nothing lifted, a press on its target (a click or Enter), or Enter on its cards,
   * plays the hinted move; the keyboard follows the cards. False when the press is not one of those.
   */
  private playHint(pile: number, fromKeys: boolean): boolean {
    const { whyIllegal } = this.kit;
    const table = this.table;
    const { hint, position } = table;
    if (!hint || table.lift || !position || !table.playing) return false;
    if (pile !== hint.to && !(fromKeys && pile === hint.pile)) return false;
    const move = table.hintMove;
    if (!move || whyIllegal(position, move) !== null) return false;
    if (fromKeys) table.focusLanding = hint.to;
    table.send(move);
    return true;
  }

  private onDoubleClick(hit: { pile: number; index: number } | null): void {
    const { doubleClickMoves, smartDoubleClick, isAction } = this.kit;
    const table = this.table;
    const position = table.position;
    if (!hit || !position) return;
    table.clearLift();
    const id = table.specs[hit.pile].id;
    const moves = doubleClickMoves(position, id);
    const move = table.smart ? smartDoubleClick(position, id) : (moves[0] ?? null);
    if (!move || isAction(move)) return;
    // A pile whose double-click goes on (Klondike's foundation) plays the rest after it, each move its own.
    const then = JSON.stringify(move) === JSON.stringify(moves[0]) ? moves.slice(1) : [];
    table.send(move, undefined, then);
  }
}

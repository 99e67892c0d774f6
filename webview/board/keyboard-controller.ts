// Keyboard play: arrows move a focus between piles (and between the cards of a fanned pile),
// Enter or Space picks up the focused card with those above it and drops on the focused pile,
// Esc puts the cards back. Ctrl/Cmd shortcuts are left alone: VS Code's keybindings own them.
// In the table's play chunk (./table-play.ts), loaded once the page's first frame is painted (the table keeps
// the keys pressed before it comes, ./early-input.ts); it imports nothing of the page's first bundle at run time.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PileSpec } from '../../src/engine';
import type { TableLayout } from '../layout/layout';
import type { Spot } from './focus-stops';

export interface KeyboardHost extends ReactiveControllerHost, HTMLElement {
  readonly specs: readonly PileSpec[];
  /** Where the piles are drawn (a narrow tab wraps the game's rows), once laid out. */
  readonly layout: TableLayout | null;
  readonly spot: Spot;
  /** The spots of a pile the arrows stop at, bottom to top (see focusStops). */
  stopsOf(pile: number): number[];
  moveFocus(to: Spot): void;
  /** The player's last input, anywhere in the page, was a key (true) or a press (false). */
  keys: boolean;
  /** Gives the keyboard focus to the focused spot, once drawn. */
  takeFocus(): void;
}

type Direction = 'up' | 'down' | 'left' | 'right';
const KEYS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** What Enter and Esc do, from the table's play, and the page's own keys. */
export interface KeyPlay {
  /** Enter / Space on the focused spot. */
  activate(): void;
  /** Esc: true when something was put back. */
  escape(): boolean;
  /** `?` lists the keys, I opens the rules. */
  command(command: 'keys' | 'rules'): void;
}

export class KeyboardController implements ReactiveController {
  constructor(
    private readonly host: KeyboardHost,
    private readonly play: KeyPlay,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKey);
    addEventListener('keydown', this.onAnyKey, true);
    addEventListener('keydown', this.onPageKey);
    addEventListener('pointerdown', this.onAnyPress, true);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKey);
    removeEventListener('keydown', this.onAnyKey, true);
    removeEventListener('keydown', this.onPageKey);
    removeEventListener('pointerdown', this.onAnyPress, true);
  }

  /** A key anywhere in the page (a modifier alone is none): the table's focus shows its ring, the card that has it at once. */
  private readonly onAnyKey = (event: KeyboardEvent): void => {
    const host = this.host;
    if (host.keys || ['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) return;
    host.keys = true;
    if ((host.getRootNode() as Document | ShadowRoot).activeElement === host) host.takeFocus();
  };

  /** A press anywhere in the page: the focus the table gives shows no ring (a mouse player's is no selection). */
  private readonly onAnyPress = (): void => void (this.host.keys = false);

  /** A key kept on the table from before this chunk came: the table's, else the page's own. */
  readonly onKeptKey = (event: KeyboardEvent): void => {
    this.onKey(event);
    this.onPageKey(event);
  };

  /** The page's own keys, wherever the focus is in the page (the others are VS Code keybindings). */
  private readonly onPageKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (event.key === '?') this.play.command('keys');
    else if (event.code === 'KeyI') this.play.command('rules');
    else return;
    event.preventDefault();
  };

  /** A key pressed on the table. */
  readonly onKey = (event: KeyboardEvent): void => {
    this.onAnyKey(event);
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const direction = KEYS[event.key];
    if (direction) {
      this.host.moveFocus(this.step(direction));
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (event.repeat) return;
      this.play.activate();
    } else if (event.key === 'Escape') {
      if (!this.play.escape()) return;
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  /** Where an arrow leads: along a fan it walks the cards first, otherwise to the next pile. */
  step(direction: Direction): Spot {
    const { specs, spot } = this.host;
    const spec = specs[spot.pile];
    const stops = this.host.stopsOf(spot.pile);
    const along =
      spec.fan === 'down'
        ? direction === 'up'
          ? -1
          : direction === 'down'
            ? 1
            : 0
        : spec.fan === 'right'
          ? direction === 'left'
            ? -1
            : direction === 'right'
              ? 1
              : 0
          : 0;
    const at = stops.indexOf(spot.index);
    if (along !== 0 && at >= 0 && stops[at + along] !== undefined) return { pile: spot.pile, index: stops[at + along] };
    const next = this.neighbour(spot.pile, direction);
    return next === null ? spot : { pile: next, index: this.host.stopsOf(next).at(-1)! };
  }

  /** The nearest pile in a direction on the grid as drawn, or null at the edge. */
  private neighbour(from: number, direction: Direction): number | null {
    const grid = this.host.layout?.places ?? this.host.specs;
    const here = grid[from];
    let best: number | null = null;
    let bestScore = Infinity;
    grid.forEach((s, i) => {
      if (i === from) return;
      const rows = s.row - here.row;
      const cols = s.col - here.col;
      const ahead = direction === 'left' ? -cols : direction === 'right' ? cols : direction === 'up' ? -rows : rows;
      const aside = direction === 'left' || direction === 'right' ? Math.abs(rows) : Math.abs(cols);
      // Left/right stay in the row; up/down take the nearest row, then the nearest column.
      if (ahead <= 0 || ((direction === 'left' || direction === 'right') && rows !== 0)) return;
      const score = ahead * 1000 + aside;
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    });
    return best;
  }
}

// Keyboard play: arrows move a focus between piles (and between the cards of a fanned pile),
// Enter or Space picks up the focused card with those above it and drops on the focused pile,
// Esc puts the cards back. Ctrl/Cmd shortcuts are left alone: VS Code's keybindings own them.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Card, type PileSpec, isFaceUp } from '../../src/engine';
import { FOCUS_PILE } from '../elements/patience-pile';

export interface Spot {
  readonly pile: number;
  /** A card index, or FOCUS_PILE for an empty pile. */
  readonly index: number;
}

export interface KeyboardHost extends ReactiveControllerHost, HTMLElement {
  readonly specs: readonly PileSpec[];
  readonly piles: readonly (readonly Card[])[];
  readonly spot: Spot;
  moveFocus(to: Spot): void;
  /** Enter / Space on the focused spot. */
  activate(): void;
  /** Esc: true when something was put back. */
  escape(): boolean;
}

type Direction = 'up' | 'down' | 'left' | 'right';
const KEYS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The card indices the focus can stop on: face-up cards and the top card (what is visible). */
export function focusStops(spec: PileSpec, cards: readonly Card[]): number[] {
  const n = cards.length;
  if (n === 0) return [FOCUS_PILE];
  if (spec.fan === 'none') return [n - 1];
  const stops: number[] = [];
  for (let i = 0; i < n - 1; i++) if (isFaceUp(cards[i])) stops.push(i);
  stops.push(n - 1);
  return stops;
}

/** The spot on a pile where the focus lands when it arrives there: its top card. */
export function landing(spec: PileSpec, cards: readonly Card[]): Spot['index'] {
  const stops = focusStops(spec, cards);
  return stops[stops.length - 1];
}

export class KeyboardController implements ReactiveController {
  constructor(private readonly host: KeyboardHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKey);
  }

  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const direction = KEYS[event.key];
    if (direction) {
      this.host.moveFocus(this.step(direction));
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (event.repeat) return;
      this.host.activate();
    } else if (event.key === 'Escape') {
      if (!this.host.escape()) return;
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  /** Where an arrow leads: along a fan it walks the cards first, otherwise to the next pile. */
  step(direction: Direction): Spot {
    const { specs, piles, spot } = this.host;
    const spec = specs[spot.pile];
    const stops = focusStops(spec, piles[spot.pile]);
    const along = spec.fan === 'down' ? (direction === 'up' ? -1 : direction === 'down' ? 1 : 0)
      : spec.fan === 'right' ? (direction === 'left' ? -1 : direction === 'right' ? 1 : 0) : 0;
    const at = stops.indexOf(spot.index);
    if (along !== 0 && at >= 0 && stops[at + along] !== undefined) return { pile: spot.pile, index: stops[at + along] };
    const next = this.neighbour(spot.pile, direction);
    return next === null ? spot : { pile: next, index: landing(specs[next], piles[next]) };
  }

  /** The nearest pile in a direction on the grid, or null at the edge. */
  private neighbour(from: number, direction: Direction): number | null {
    const specs = this.host.specs;
    const here = specs[from];
    let best: number | null = null;
    let bestScore = Infinity;
    specs.forEach((s, i) => {
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

// What the game tab knows, what may happen to it and what it asks the world to do: the state, actions
// and effects of the page's reducer (./table-reducer.ts). Lifecycles are unions of named states, so a
// table with no game cannot hold a game's facts, and an open panel always has its element.
import type { Helper, Move, Position, Status } from '../../src/engine';
import type { HostMessage, InstanceFacts, TableCommand, TableSettings, WebviewMessage, WebviewState } from '../../src/protocol/protocol';
import type { CommandDetail } from '../page/ui-command';
import type { MoveDetail } from '../board/patience-table';
import type { SoundName } from '../sound/tones';
import type { Timeline } from './timeline';
import type { StockButton } from '../board/stock-text';

/** The facts of the game instance on the table (src/protocol/game-instance.ts), kept with it and passed whole. */
export type TableInstance = InstanceFacts;

/** What the header and panels show, computed once per change (Cruel's lost test is not free). */
export interface TableView {
  readonly status: Status;
  readonly score: number;
  /** The header's button that clicks the stock, in the game's words; null for a game without one. */
  readonly stock: StockButton | null;
}

/** The game tab's game: none until the saved state or the host's `load` brings one. */
export type TableGame =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'shown'; readonly timeline: Timeline; readonly view: TableView; readonly instance: TableInstance };

export type ShownGame = Extract<TableGame, { kind: 'shown' }>;

/** A panel drawn over the table (the rules page, the list of keys): its chunk loads when first opened. */
export type Overlay<Panel> = { readonly kind: 'closed' } | { readonly kind: 'opening' } | { readonly kind: 'open'; readonly panel: Panel };

/** The panels a page draws over its table, by name (elements in the page; anything in tests). */
export interface Panels {
  readonly rules: unknown;
  readonly keys: unknown;
}

export type OverlayName = keyof Panels;

export interface TableState<P extends Panels = Panels> {
  readonly settings: TableSettings;
  readonly game: TableGame;
  readonly rules: Overlay<P['rules']>;
  readonly keys: Overlay<P['keys']>;
  /** What the live region says; a repeated sentence differs by a trailing no-break space, so it is spoken again. */
  readonly announcement: string;
}

export type PageCommand = CommandDetail['command'] | TableCommand;

/** A game to put on the table, from the host's `load` or the saved state. */
export type Shown = Pick<WebviewState, 'record' | 'elapsedMs' | 'id' | 'hintsUsed' | 'daily' | 'dealtWinnable' | 'assisted'>;

export type TableAction<P extends Panels = Panels> =
  /** The saved state found when the page starts (the host's `load` may replace it). */
  | { readonly type: 'restore'; readonly saved: Shown }
  | { readonly type: 'host'; readonly message: HostMessage }
  /** A button, a key or the palette. */
  | { readonly type: 'command'; readonly command: PageCommand }
  /**
   * A legal move to play: the player's (from the table, `held` where a drag let it go) or a line's
   * (smart play's, Finish's, Show Me How's: `follow` false, smart play does not answer them). `by`:
   * Finish or Show Me How played it, and the record says so (smart play's moves are the player's).
   */
  | {
      readonly type: 'move';
      readonly move: Move;
      readonly held?: MoveDetail['held'];
      readonly follow: boolean;
      readonly by?: Helper;
      /** The moves the player's double-click goes on with, played after this one as a line. */
      readonly then?: readonly Move[];
    }
  /** The solver took `count` moves back (undo to a winnable position): said as `text`. */
  | { readonly type: 'undoMoves'; readonly count: number; readonly text: string }
  /** Something to say in the live region; `refused`: the table sent cards back (a sound, when sounds are on). */
  | { readonly type: 'announce'; readonly text: string; readonly refused?: boolean }
  /** Show Me How plays the solver's line for the player: this game is assisted from now on (Finish never makes it so). */
  | { readonly type: 'assisted' }
  /** The clock stopped (the tab hidden): the host hears the time the header showed. */
  | { readonly type: 'clockStopped' }
  | { readonly [K in OverlayName]: { readonly type: 'panelLoaded'; readonly which: K; readonly panel: P[K] } }[OverlayName]
  | { readonly type: 'panelClosed'; readonly which: OverlayName };

/** The world outside the reducer, as of the action: the clock. */
export interface TableContext {
  readonly elapsedMs: number;
}

/** What the page does after a change, in order; every one is done by ./table-effects.ts. */
export type TableEffect =
  | { readonly type: 'post'; readonly message: WebviewMessage }
  /** Keep the state (setState), with the clock as it is when done. */
  | { readonly type: 'save' }
  /** Keep the state and post `progress`, with the clock as it is when done. */
  | { readonly type: 'report' }
  /** A failure the host should log. */
  | { readonly type: 'error'; readonly message: string }
  | { readonly type: 'look'; readonly settings: TableSettings }
  /** Set the clock (`reset`, when a game is shown) and run it while `running`. */
  | { readonly type: 'clock'; readonly reset?: number; readonly running: boolean }
  | { readonly type: 'sound'; readonly name: SoundName }
  | { readonly type: 'motion'; readonly change: 'dealt' }
  | {
      readonly type: 'motion';
      readonly change: 'played' | 'undone';
      readonly before: Position;
      readonly move: Move;
      readonly after: Position;
      readonly held?: MoveDetail['held'];
    }
  /** Smart play's own moves after the player's, one at a time (an older run stops; `smart` off: none starts). */
  /** The moves after the player's: the rest of a double-click (`then`), then smart play's own if `smart`. */
  | { readonly type: 'autoplay'; readonly smart: boolean; readonly then?: readonly Move[] }
  /** The solver forgets its hint and checks the position on the table. */
  | { readonly type: 'solver'; readonly ask: 'look' | 'hint' | 'showMe' }
  | { readonly type: 'ending'; readonly change: 'reset' | 'celebrate' }
  | { readonly type: 'ending'; readonly change: 'told'; readonly verdict: Extract<HostMessage, { type: 'winCounted' }> }
  | { readonly type: 'openPanel'; readonly which: OverlayName }
  /** The open rules page turns to the game now on the table. */
  | { readonly type: 'rulesGame'; readonly game: Position['game'] }
  | { readonly type: 'focusTable' };

export interface Reduced<P extends Panels = Panels> {
  readonly state: TableState<P>;
  readonly effects: readonly TableEffect[];
}

/** What the page keeps with setState: the game and its instance, the clock at `elapsedMs`. */
export function savedState(game: ShownGame, elapsedMs: number): WebviewState {
  return { version: 1, record: game.timeline.record, elapsedMs, ...game.instance };
}

/** The `progress` the host hears after every change, the clock at `elapsedMs`. */
export function progressOf(game: ShownGame, elapsedMs: number): WebviewMessage {
  const { status, score } = game.view;
  return { type: 'progress', record: game.timeline.record, status, score, elapsedMs, ...game.instance };
}

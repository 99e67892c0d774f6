// The facts of a finished game that decide how it is told, and the host's verdict on a win the page
// claims. Every surface (the result panel, the sidebar's totals and last games, the replay tab) words a
// result from these facts through one function (webview/l10n/outcome-words.ts), so no two disagree.
// Types and pure functions only: the sidebar's and the page's bundles import it without the engine.
import type { DailyDate } from '../engine/daily';

/** How a game ended, as the statistics keep it. */
export type FinishedOutcome = 'won' | 'lost' | 'abandoned';

/**
 * How a finished game is told: the player's own win, a win with help (the solver's line was played:
 * counted apart, not as a win), a loss, a game left unfinished.
 */
export type ResultKind = 'won' | 'assisted' | 'lost' | 'abandoned';

/** What decides a result's words. */
export interface ResultFacts {
  readonly outcome: FinishedOutcome;
  /** The solver's line was played for the player (Show Me How; Finish never makes a game so). */
  readonly assisted?: boolean;
  /** Hints the player asked for (absent: none). */
  readonly hintsUsed?: number;
}

/** The one place that says an assisted win is not a win of the player's own. */
export const resultKind = (facts: ResultFacts): ResultKind => (facts.outcome === 'won' && facts.assisted ? 'assisted' : facts.outcome);

/**
 * The help a game had, as the statistics count it: the solution was shown (Show Me How: an assisted game,
 * its win counted apart), hints alone (a win still, but not a win without hints), or none.
 */
export type ResultHelp = { readonly kind: 'shown' } | { readonly kind: 'hints'; readonly hints: number } | { readonly kind: 'none' };

/** The one place that says which help a game had: the solution shown outweighs any hints. */
export const resultHelp = (facts: ResultFacts): ResultHelp =>
  facts.assisted ? { kind: 'shown' } : (facts.hintsUsed ?? 0) > 0 ? { kind: 'hints', hints: facts.hintsUsed! } : { kind: 'none' };

/** What a counted win means in the player's statistics, worked out by the host once it has counted it. */
export interface WinNews {
  /** The first win of this game (and rule set). */
  readonly firstWin: boolean;
  /** Faster than every earlier win. */
  readonly fastest: boolean;
  /** Fewer moves than every earlier win. */
  readonly fewestMoves: boolean;
  /** Wins in a row, this one included. */
  readonly streak: number;
  /** The day whose daily deal this win won (absent: not a daily deal, or not won by the player alone). */
  readonly daily?: DailyDate;
}

/**
 * Whether the host counted the win: `now`; `before` (a reopened tab of a game counted already: no news);
 * `refused` (the engine's replay of the record did not end in a win: nothing counted).
 */
export type WinCount = 'now' | 'before' | 'refused';

/** The host's verdict on a win, which the result panel waits for before it words the result. */
export interface WinVerdict extends WinNews {
  readonly counted: WinCount;
  /** As the host counted it: an assisted win is told as "won with help". */
  readonly assisted: boolean;
}

/** The verdict on a win the host did not count now: nothing new to tell. */
export const plainVerdict = (counted: Exclude<WinCount, 'now'>, assisted: boolean): WinVerdict => ({
  counted,
  assisted,
  firstWin: false,
  fastest: false,
  fewestMoves: false,
  streak: 0,
});

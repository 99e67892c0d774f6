// The replay tab's strings in English, and the shape the Russian table (./ru-replay.ts) has. Game
// and card names in words come from the table's strings (./strings.ts); a move's words are the hints'
// (the solver's words, ../replay/move-label.ts).
import type { Helper } from '../../src/engine';
import { SOLVER_WORDS } from './solver-strings';
import { datesFor } from './dates';
import { type Format, type Language, formatFor } from './format';
import { type OutcomeFacts, outcomeWords } from './outcome-words';

const format: Format = formatFor('en');
const dates = datesFor('en');

/** The end of a game within the tab's line: a win the statistics refused is said as refused, in the words every surface uses. */
export function outcomeInLine(game: OutcomeFacts, language: Language): string {
  const words = outcomeWords(game, language);
  return game.counted === 'refused' ? words.headline : words.inline;
}

export const en = {
  format,
  loading: 'Loading the replay…',
  title: (game: string, deal: number | undefined): string => (deal === undefined ? `Replay: ${game}` : `Replay: ${game} #${deal}`),
  /** "Dec 3, 2026, 14:05 · won with help — not counted as a win" */
  about: (game: OutcomeFacts, endedAt: number): string => `${dates.dateTime(endedAt)} · ${outcomeInLine(game, 'en')}`,
  /** Under the title of a game the statistics refused, with the reason their check gave. */
  notVerified: (why: string): string => `Not verified: the statistics do not count this game (${why}).`,
  controls: 'Replay controls',
  first: 'To the deal (Home)',
  back: 'Back one move (←)',
  play: 'Play (Space)',
  pause: 'Pause (Space)',
  forward: 'Forward one move (→)',
  last: 'To the last move (End)',
  speed: 'Speed',
  slider: 'Move',
  /** Where the replay stands, for the slider and the counter: "Move 12 of 87", "Deal, 87 moves". */
  step: (at: number, total: number): string => (at === 0 ? `Deal · ${total} ${total === 1 ? 'move' : 'moves'}` : `Move ${at} of ${total}`),
  moveList: 'Moves',
  dealt: 'Deal',
  playFromHere: 'Play from here',
  playFromHereTitle: 'A new game of this deal from this position, counted as a game of its own',
  gameOverHere: 'The game is over at this move',
  /** What a screen reader hears after each step. */
  spoken: (at: number, total: number, move: string | undefined): string =>
    move === undefined
      ? `The deal, ${total} ${total === 1 ? 'move' : 'moves'} to go.`
      : `Move ${at} of ${total}: ${move.charAt(0).toLowerCase()}${move.slice(1)}.`,
  noRecord: 'This game was counted before Patience kept the moves of finished games, so it cannot be replayed.',
  badRecord: (why: string): string => `This game's record does not replay: ${why}`,
  /** The moves' words: the hints' (../solver/hint-text.ts), so the list says a move as a hint would. */
  moveWords: SOLVER_WORDS.en,
  /** The mark on a move the player did not play, as the table's buttons are named, and its tooltip. */
  helper: { finish: 'Finish', showMe: 'Show me' } as Record<Helper, string>,
  helperTitle: {
    finish: "Played by Finish: the end game's moves home, the player's own win",
    showMe: "Played by Show Me How: the solver's line",
  } as Record<Helper, string>,
  /** A move the player did not play, as a screen reader hears it. */
  playedBy: (move: string, by: Helper): string => `${move}, played by ${by === 'finish' ? 'Finish' : 'Show Me How'}`,
};

export type ReplayStrings = typeof en;

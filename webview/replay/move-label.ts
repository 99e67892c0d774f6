// The replay's move list in words: each move as a hint says it (../solver/hint-text.ts), so the list names a
// pile as the table shows it, or the card a card goes onto ("Move 7♥ onto 8♠ — frees tableau 3"), in the
// short card names for the list and in the table's spoken card names for screen readers. Pure: the
// positions before the moves, the moves and the words of one language.
import type { Move, Position } from '../../src/engine';
import { hintText } from '../solver/hint-text';
import type { SolverWords } from '../l10n/solver-strings';

export interface MoveLabels {
  /** What the list shows: "Move 7♥ onto 8♠". */
  readonly short: readonly string[];
  /** What a screen reader hears: "Move seven of hearts onto eight of spades". */
  readonly spoken: readonly string[];
}

/** Labels for `moves`, the `i`th played from `positions[i]`; `cardName` names a card in words. */
export function moveLabels(
  positions: readonly Position[],
  moves: readonly Move[],
  words: SolverWords,
  cardName: SolverWords['card'],
): MoveLabels {
  const spoken: SolverWords = { ...words, card: cardName };
  return {
    short: moves.map((move, i) => hintText(positions[i], move, words)),
    spoken: moves.map((move, i) => hintText(positions[i], move, spoken)),
  };
}

// Shared check for games whose cards all lie face up: a start position with a face-down card is refused.
import { formatCard, isFaceDown } from '../cards';
import type { GameRules, Position } from '../types';

/** For games that never turn a card down (Cruel, Maze, Baker's Game): names a face-down card of a start position. */
export function faceDownInStart(rules: GameRules, position: Position): string | null {
  for (let i = 0; i < position.piles.length; i++) {
    const card = position.piles[i].find(isFaceDown);
    if (card !== undefined) return `${rules.piles[i].id} holds ${formatCard(card)} face down, but every card of ${rules.title} is face up`;
  }
  return null;
}

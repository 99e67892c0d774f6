// The order FreeCell's solver tries moves in (solver/freecell-family/move-order.ts): where two moves look alike but for what its gain weighs.
import { describe, expect, it } from 'vitest';
import { parseStart, type Position } from '../../../src/engine';
import { familyModel } from '../../../src/engine/solver/freecell-family/games';
import { engineMoves } from '../../../src/engine/solver/search';
import { moveText } from './support';

/** Aces to fours home, so the suits need the fives next: each test buries all four (the gain counts cards over them). */
const HOME = { 'foundation-1': 'AC 2C 3C 4C', 'foundation-2': 'AD 2D 3D 4D', 'foundation-3': 'AH 2H 3H 4H', 'foundation-4': 'AS 2S 3S 4S' };

function freecell(piles: Record<string, string>): Position {
  const parsed = parseStart('freecell', 'safe', { ...HOME, ...piles });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Where the model's moves from `position` put the move from `from` to `to`, best first (-1: not listed). */
function rankOf(position: Position, from: string, to: string): number {
  const model = familyModel(position);
  const buffer = new Int32Array(model.movesAtMost);
  const count = model.moves(buffer, 0);
  const texts = Array.from(buffer.subarray(0, count), (move) => engineMoves(model, move).map(moveText).join(' '));
  return texts.findIndex((text) => text.startsWith(`${from}>${to}x`));
}

describe('FreeCell move order', () => {
  it('tries a king into an empty column before a queen listed first (nothing can lie under a king)', () => {
    const position = freecell({ 'tableau-1': '5C 8S QD', 'tableau-2': '5D 8C KS', 'tableau-3': '5H 9D', 'tableau-5': '5S JC' });
    const king = rankOf(position, 'tableau-2', 'tableau-4');
    const queen = rankOf(position, 'tableau-1', 'tableau-4');
    expect(king).toBeGreaterThanOrEqual(0);
    expect(queen).toBeGreaterThan(king);
  });

  it('parks first the card that lays bare one a free-cell card builds on (8H in a cell goes on 9S)', () => {
    const position = freecell({
      'freecell-1': '8H',
      'tableau-1': '5C 9H JC',
      'tableau-2': '5D 9S JD',
      'tableau-3': '5H KC',
      'tableau-4': '5S KH',
    });
    const laysBare = rankOf(position, 'tableau-2', 'freecell-2');
    const other = rankOf(position, 'tableau-1', 'freecell-2');
    expect(laysBare).toBeGreaterThanOrEqual(0);
    expect(other).toBeGreaterThan(laysBare);
  });
});

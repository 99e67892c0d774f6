// Smart play (the setting patience.play = "smart"): which of the legal moves to make for the player.
// A double-click sends a card home when it may go, else does what the game's own double-click does
// (Baker's Game: to a free cell); after a move, finished Spider runs and safe cards go home by
// themselves, each as an ordinary move. It only ever chooses from legalMoves, so rules, records and
// scores are the same as with AisleRiot's play.
import { type Card, turnUp } from './cards';
import { rulesOf } from './games';
import { doubleClickMove, isAction, legalMoves } from './play';
import { pileIndex, pilesOfKind } from './position';
import type { CardMove, Move, Position } from './types';

const toFoundation = (position: Position, move: Move): move is CardMove =>
  !isAction(move) && rulesOf(position.game).piles[pileIndex(rulesOf(position.game), move.to)].kind === 'foundation';

/** Smart double-click on a pile: its card (or finished run) home when legal, else the game's own double-click. */
export function smartDoubleClick(position: Position, pileId: string): Move | null {
  return legalMoves(position).find((m) => toFoundation(position, m) && m.from === pileId) ?? doubleClickMove(position, pileId);
}

/**
 * Whether a card still in play (not on a foundation) could be built on `card` in the tableau, as the
 * game's own drop rule says: each such card is tried on top of `card` in two tableau piles.
 */
export function couldBeBuiltOn(position: Position, card: Card): boolean {
  const rules = rulesOf(position.game);
  const [below, above] = pilesOfKind(rules, 'tableau');
  if (above === undefined) return false;
  const home = new Set(pilesOfKind(rules, 'foundation'));
  return position.piles.some(
    (pile, i) =>
      !home.has(i) &&
      pile.some((other) => {
        if (other === card) return false;
        const piles = position.piles.map((p) => p.filter((c) => c !== card && c !== other));
        piles[below].push(card);
        piles[above].push(turnUp(other));
        const tried = { ...position, piles };
        return rules.liftable(tried, above) > 0 && rules.canDrop(tried, above, 1, below);
      }),
  );
}

/**
 * The move smart play makes by itself after the player's, or null: a finished run going home (Spider),
 * or a single card going home safely. "Safe" is the usual rule for automatic play to the foundations:
 * no card still in play could be built on it. In games that build down in suit (Cruel, Baker's Game)
 * the only such card is the next lower of its suit, which is already home when the card may go, so
 * there every move home is safe.
 */
export function smartFollowUp(position: Position): Move | null {
  const rules = rulesOf(position.game);
  return (
    legalMoves(position).find((m) => {
      if (!toFoundation(position, m)) return false;
      if ((m.count ?? 1) > 1) return true;
      const pile = position.piles[pileIndex(rules, m.from)];
      return !couldBeBuiltOn(position, pile[pile.length - 1]);
    }) ?? null
  );
}

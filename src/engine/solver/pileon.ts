// What the solver knows of Pileon: piles as a multiset of ranks, its moves and keys.
import { isFaceDown, rankOf } from '../cards';
import { pileon as rules } from '../games/pileon/rules';
import { type GameKnowledge, packMove } from './engine-model';

const PILES = 15;
const FULL = 4;

/**
 * A pile as one number: its ranks bottom → top (4 bits each), its size and whether it is frozen.
 * Suits never matter in Pileon, so cards of one rank are interchangeable.
 */
function pileCode(pile: readonly number[]): number {
  let code = pile.length;
  for (const card of pile) code = (code << 4) | rankOf(card);
  return pile.length && isFaceDown(pile[pile.length - 1]) ? code | (1 << 30) : code;
}

/**
 * Pileon: piles are a multiset (their order never matters) and suits are forgotten. Moves into an
 * empty pile go to the first one only, and a whole pile never moves into an empty one (a no-op).
 */
export const pileonKnowledge: GameKnowledge = {
  strategy: 'depth-first',
  keyWords: PILES,

  key(position, out) {
    for (let p = 0; p < PILES; p++) out[p] = pileCode(position.piles[p]);
    out.sort();
  },

  candidates(position, out, at) {
    const piles = position.piles;
    const firstEmpty = piles.findIndex((pile) => pile.length === 0);
    let n = at;
    for (let from = 0; from < PILES; from++) {
      const source = piles[from];
      const group = rules.liftable(position, from);
      for (let count = group; count >= 1; count--) {
        for (let to = 0; to < PILES; to++) {
          const target = piles[to];
          if (to === from || target.length + count > FULL) continue;
          if (
            target.length === 0
              ? to === firstEmpty && count < source.length
              : rankOf(target[target.length - 1]) === rankOf(source[source.length - 1])
          ) {
            out[n++] = packMove(from, count, to);
          }
        }
      }
    }
    return n - at;
  },

  /** Frozen piles first, then cards lying on their own rank, then empty piles. */
  evaluate(position) {
    let value = 0;
    for (const pile of position.piles) {
      if (pile.length === 0) value += 2;
      else if (isFaceDown(pile[pile.length - 1])) value += 20;
      for (let i = 1; i < pile.length; i++) if (rankOf(pile[i]) === rankOf(pile[i - 1])) value += 3;
    }
    return value;
  },

  progress: (position) => position.piles.filter((pile) => pile.length && isFaceDown(pile[pile.length - 1])).length,
};

import { isSuitedLink } from '../cards';
import { indexRange } from '../mechanics/layout';
import { ACTION, type GameKnowledge, packMove } from './engine-model';

// Pile indices as in games/cruel.ts: stock (0), foundation-1…4 (1…4), tableau-1…12 (5…16).
const FOUNDATIONS = indexRange(1, 4);
const TABLEAU = indexRange(5, 12);
const KEY_BYTES = 64;
const bytes = new Uint8Array(KEY_BYTES);
const words = new Uint32Array(bytes.buffer);

/**
 * Cruel: a redeal reads the piles in order, so their order is part of the position; the key is
 * the tableau pile by pile plus `justDealt` (the foundations follow from the cards left). The
 * redeal makes the graph cyclic; the key turns the cycles into repeats the search skips.
 */
export const cruelKnowledge: GameKnowledge = {
  strategy: 'best-first',
  keyWords: KEY_BYTES / 4,

  key(position, out) {
    bytes.fill(0);
    let i = 0;
    bytes[i++] = position.justDealt ? 2 : 1;
    for (const t of TABLEAU) {
      for (const card of position.piles[t]) bytes[i++] = card + 1;
      i++;
    }
    out.set(words);
  },

  candidates(position, out, at) {
    let n = at;
    // Home first, then onto a tableau pile, then the redeal; the model drops the illegal ones.
    for (const from of TABLEAU) if (position.piles[from].length) for (const to of FOUNDATIONS) out[n++] = packMove(from, 1, to);
    for (const from of TABLEAU) {
      const pile = position.piles[from];
      if (!pile.length) continue;
      for (const to of TABLEAU) {
        const target = position.piles[to];
        if (to !== from && target.length && isSuitedLink(target[target.length - 1], pile[pile.length - 1])) out[n++] = packMove(from, 1, to);
      }
    }
    out[n++] = ACTION;
    return n - at;
  },

  /** Cards home, then cards lying on their same-suit card one higher. */
  evaluate(position) {
    let value = 0;
    for (const f of FOUNDATIONS) value += 10 * position.piles[f].length;
    for (const t of TABLEAU) {
      const pile = position.piles[t];
      for (let i = 1; i < pile.length; i++) if (isSuitedLink(pile[i - 1], pile[i])) value += 3;
      if (pile.length === 0) value += 1;
    }
    return value;
  },

  progress(position) {
    let home = 0;
    for (const f of FOUNDATIONS) home += position.piles[f].length;
    return home;
  },
};

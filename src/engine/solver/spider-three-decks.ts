import { isFaceDown, kindOf, rankOf, suitOf, turnDown } from '../cards';
import { indexRange } from '../mechanics/layout';
import type { Position } from '../types';
import { ACTION, type GameKnowledge, packMove } from './engine-model';

// Pile indices as in games/spider-three-decks.ts: stock (0), foundation-1…12 (1…12), tableau-1…12 (13…24).
const STOCK = 0;
const FOUNDATIONS = indexRange(1, 12);
const TABLEAU = indexRange(13, 12);
const FULL_RUN = 13;
const KEY_BYTES = 172;
const bytes = new Uint8Array(KEY_BYTES);
const words = new Uint32Array(bytes.buffer);
/** What a hidden card becomes under visible knowledge: every hidden card looks the same. */
const HIDDEN = turnDown(0);

const isSuitedLink = (below: number, card: number) =>
  !isFaceDown(below) && suitOf(below) === suitOf(card) && rankOf(below) === rankOf(card) + 1;

/** Length of the face-up same-suit run on top of a pile (what may be lifted). */
function runLength(pile: readonly number[]): number {
  const n = pile.length;
  if (n === 0 || isFaceDown(pile[n - 1])) return 0;
  let k = 1;
  while (k < n && isSuitedLink(pile[n - k - 1], pile[n - k])) k++;
  return k;
}

function hiddenCount(position: Position): number {
  let n = position.piles[STOCK].length;
  for (const t of TABLEAU) for (const card of position.piles[t]) if (isFaceDown(card)) n++;
  return n;
}

/** Compares two piles as key bytes would (cards by kind and face, then length). */
function comparePiles(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = cardByte(a[i]) - cardByte(b[i]);
    if (d) return d;
  }
  return a.length - b.length;
}

const cardByte = (card: number) => kindOf(card) + 1 + (isFaceDown(card) ? 64 : 0);

export const SW = { home: 1000, down: 20, suited: 6, natural: 1, broken: 4, empty: 25, stock: 3, step: 1 };

/**
 * Runs home, suited links, empty piles and turned cards are progress; cards still face down, and
 * cards lying on a card they do not follow, are the work left. A card still in the stock is worth
 * a little, so dealing waits until the tableau has nothing better.
 */
function value(position: Position): number {
  let total = SW.stock * position.piles[STOCK].length;
  for (const f of FOUNDATIONS) if (position.piles[f].length) total += SW.home;
  for (const t of TABLEAU) {
    const pile = position.piles[t];
    if (pile.length === 0) total += SW.empty;
    for (let i = 0; i < pile.length; i++) {
      const card = pile[i];
      if (isFaceDown(card)) total -= SW.down;
      else if (i > 0 && !isFaceDown(pile[i - 1])) {
        if (isSuitedLink(pile[i - 1], card)) total += SW.suited;
        else if (rankOf(pile[i - 1]) === rankOf(card) + 1) total += SW.natural;
        else total -= SW.broken;
      }
    }
  }
  return total;
}

/**
 * Whether a run move can help: it turns a card, empties a pile, lifts a run off a card it does not
 * follow, builds in suit where it did not, or uncovers a card that a same-suit run elsewhere could
 * then follow. Anything else only reshuffles. (A heuristic: searches that drop moves prove nothing.)
 */
function worthTrying(position: Position, move: number): boolean {
  if (move === ACTION) return true;
  const from = move & 255;
  const count = (move >> 8) & 255;
  const to = move >> 16;
  if (count === FULL_RUN) return true;
  const source = position.piles[from];
  const base = source[source.length - count];
  const under = source[source.length - count - 1];
  if (under === undefined || isFaceDown(under) || rankOf(under) !== rankOf(base) + 1) return true;
  const target = position.piles[to];
  if (target.length && suitOf(target[target.length - 1]) === suitOf(base) && suitOf(under) !== suitOf(base)) return true;
  return TABLEAU.some((t) => {
    const pile = position.piles[t];
    const run = runLength(pile);
    if (t === from || run === 0) return false;
    const c = pile[pile.length - run];
    const below = pile[pile.length - run - 1];
    return suitOf(c) === suitOf(under) && rankOf(c) + 1 === rankOf(under) && (below === undefined || !isSuitedLink(below, c));
  });
}

/**
 * Spider Three Decks with full knowledge: the three copies of a card are interchangeable, the
 * tableau piles are a multiset, and the stock (dealt in a fixed order) is known by its size.
 */
export const spiderKnowledge: GameKnowledge = {
  strategy: 'best-first',
  get stepCost() {
    return SW.step;
  },
  /** Deals made so far: each is a stage of the game that can never be undone. */
  stage: (position) => Math.ceil((102 - position.piles[STOCK].length) / 12),
  keyWords: KEY_BYTES / 4,

  key(position, out) {
    bytes.fill(0);
    bytes[0] = position.piles[STOCK].length;
    const piles = TABLEAU.map((t) => position.piles[t]).sort(comparePiles);
    let i = 1;
    for (const pile of piles) {
      for (const card of pile) bytes[i++] = cardByte(card);
      i++;
    }
    out.set(words);
  },

  candidates(position, out, at) {
    const piles = position.piles;
    const firstEmpty = TABLEAU.find((t) => piles[t].length === 0) ?? -1;
    const freeFoundation = FOUNDATIONS.find((f) => piles[f].length === 0) ?? -1;
    let n = at;
    for (const from of TABLEAU) {
      const source = piles[from];
      const run = runLength(source);
      if (run === FULL_RUN && freeFoundation >= 0) out[n++] = packMove(from, FULL_RUN, freeFoundation);
      for (let count = run; count >= 1; count--) {
        const base = source[source.length - count];
        for (const to of TABLEAU) {
          const target = piles[to];
          if (to === from) continue;
          if (target.length === 0) {
            // Every empty pile is alike, and a whole pile into one is a no-op.
            if (to === firstEmpty && count < source.length) out[n++] = packMove(from, count, to);
          } else if (!isFaceDown(target[target.length - 1]) && rankOf(target[target.length - 1]) === rankOf(base) + 1) {
            out[n++] = packMove(from, count, to);
          }
        }
      }
    }
    out[n++] = ACTION;
    return n - at;
  },

  worthTrying,
  evaluate: value,
  progress: (position) => value(position),
};

/**
 * Visible knowledge: the search starts from the position with every face-down card and the whole
 * stock replaced by one anonymous card, so it cannot read them. A move that turns a card up or
 * deals from the stock reveals something, so its position is a frontier the search does not look
 * past; its worth is what the player can see then (plus the reveal), never the fake card.
 */
export const spiderVisibleKnowledge: GameKnowledge = {
  ...spiderKnowledge,
  worthTrying: undefined,
  isFrontier: (position, parent) => hiddenCount(position) < hiddenCount(parent),
  progress(position, parent) {
    // A deal covers every pile with unknown cards: count only what was known before it.
    if (parent && position.piles[STOCK].length < parent.piles[STOCK].length) return value(parent) + 4;
    return value(position);
  },
};

/** The position as visible knowledge sees it. */
export function maskHidden(position: Position): Position {
  const piles = position.piles.map((pile) => pile.map((card) => (isFaceDown(card) ? HIDDEN : card)));
  return { ...position, piles };
}

// What the solver knows of a Spider of the family (games/spider-family/rules.ts), with visible or full knowledge: its keys
// and evaluation, for a shape of piles (Spider Three Decks: twelve foundations and columns; Spider: eight and ten).
import { isFaceDown, isSuitedLink, kindOf, rankOf, suitOf } from '../cards';
import { indexRange } from '../mechanics/layout';
import type { Position } from '../types';
import { ACTION, type GameKnowledge, packMove } from './engine-model';

const FULL_RUN = 13;

/** Weights of the evaluation (see `value`): they steer the search, they never change a verdict. */
const W = { home: 1000, down: 20, suited: 6, natural: 1, broken: 4, empty: 25, stock: 3 };
/** Weights with full knowledge, as in spider-model.ts: other links than suited ones misled that search. */
const FULL_W = { home: 1000, down: 40, suited: 20, empty: 25, stock: 3 };

const ROOM = 160;

/** A Spider's piles: stock (slot 0), `foundations` foundations, then `tableau` columns; `stock` cards in the stock after the deal. */
export interface SpiderShape {
  readonly foundations: number;
  readonly tableau: number;
  readonly stock: number;
}

/** What the solver knows of a Spider of `shape`, with full and with visible knowledge. */
export function spiderKnowledgeFor(shape: SpiderShape): { readonly full: GameKnowledge; readonly visible: GameKnowledge } {
  const STOCK = 0;
  const FOUNDATIONS = indexRange(1, shape.foundations);
  const COLUMNS = shape.tableau;
  const TABLEAU = indexRange(1 + shape.foundations, COLUMNS);
  /** The stock's size, then each column's cards and a 0 after each, in whole words. */
  const KEY_BYTES = Math.ceil((1 + COLUMNS + FULL_RUN * shape.foundations) / 4) * 4;
  const bytes = new Uint8Array(KEY_BYTES);
  const words = new Uint32Array(bytes.buffer);
  /** What the solver needs of the last position scanned: each pile as key bytes, its top run, and totals. */
  const scanned = {
    position: undefined as Position | undefined,
    bytes: new Uint8Array(COLUMNS * ROOM),
    length: new Uint8Array(COLUMNS),
    run: new Uint8Array(COLUMNS),
    hidden: 0,
    value: 0,
    fullValue: 0,
  };

  /** Works out `scanned` for a position, once: the search asks for its key, then its value. */
  function scan(position: Position): typeof scanned {
    if (scanned.position === position) return scanned;
    const stock = position.piles[STOCK].length;
    let homes = 0;
    for (const f of FOUNDATIONS) if (position.piles[f].length) homes++;
    let down = 0;
    let empty = 0;
    let suited = 0;
    let natural = 0;
    let broken = 0;
    for (let p = 0; p < COLUMNS; p++) {
      const pile = position.piles[TABLEAU[p]];
      const at = p * ROOM;
      if (pile.length === 0) empty++;
      for (let i = 0; i < pile.length; i++) {
        const card = pile[i];
        scanned.bytes[at + i] = kindOf(card) + 1 + (isFaceDown(card) ? 64 : 0);
        if (isFaceDown(card)) down++;
        else if (i > 0 && !isFaceDown(pile[i - 1])) {
          if (isSuitedLink(pile[i - 1], card)) suited++;
          else if (rankOf(pile[i - 1]) === rankOf(card) + 1) natural++;
          else broken++;
        }
      }
      let run = pile.length && !isFaceDown(pile[pile.length - 1]) ? 1 : 0;
      while (run && run < pile.length && isSuitedLink(pile[pile.length - run - 1], pile[pile.length - run])) run++;
      scanned.length[p] = pile.length;
      scanned.run[p] = run;
    }
    scanned.hidden = stock + down;
    scanned.value =
      W.home * homes - W.down * down + W.suited * suited + W.natural * natural - W.broken * broken + W.empty * empty + W.stock * stock;
    scanned.fullValue = FULL_W.home * homes - FULL_W.down * down + FULL_W.suited * suited + FULL_W.empty * empty + FULL_W.stock * stock;
    scanned.position = position;
    return scanned;
  }

  const hiddenCount = (position: Position) => scan(position).hidden;

  /** Compares two scanned piles as key bytes. */
  function comparePiles(a: number, b: number): number {
    const { bytes, length } = scanned;
    const n = Math.min(length[a], length[b]);
    for (let i = 0; i < n; i++) if (bytes[a * ROOM + i] !== bytes[b * ROOM + i]) return bytes[a * ROOM + i] - bytes[b * ROOM + i];
    return length[a] - length[b];
  }

  /**
   * Runs home, suited links, empty piles and turned cards are progress; cards still face down, and
   * cards lying on a card they do not follow, are the work left. A card still in the stock is worth
   * a little, so dealing waits until the tableau has nothing better.
   */
  const value = (position: Position) => scan(position).value;

  /**
   * Whether a run move can help: it turns a card, empties a pile, lifts a run off a card it does not
   * follow, builds in suit where it did not, or uncovers a card that a same-suit run elsewhere could
   * then follow. Anything else only reshuffles. (A heuristic: searches that drop moves prove nothing.)
   */
  function worthTrying(position: Position, move: number): boolean {
    if (move === ACTION) return !freeProgress(position);
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
    // The base of a whole top run never lies on its same-suit card, so it is free to move onto `under`.
    const { run } = scan(position);
    for (let p = 0; p < COLUMNS; p++) {
      const pile = position.piles[TABLEAU[p]];
      if (TABLEAU[p] === from || run[p] === 0) continue;
      const c = pile[pile.length - run[p]];
      if (suitOf(c) === suitOf(under) && rankOf(c) + 1 === rankOf(under)) return true;
    }
    return false;
  }

  /**
   * Some whole top run can go home, or onto a card of its suit one higher, or off the last card hiding
   * under it onto any card one higher: progress that costs nothing, so dealing first is not tried.
   */
  function freeProgress(position: Position): boolean {
    const { run } = scan(position);
    for (let p = 0; p < COLUMNS; p++) {
      if (run[p] === 0) continue;
      if (run[p] === FULL_RUN) return true;
      const pile = position.piles[TABLEAU[p]];
      const base = pile[pile.length - run[p]];
      const under = pile[pile.length - run[p] - 1];
      const reveals = under !== undefined && isFaceDown(under);
      for (let q = 0; q < COLUMNS; q++) {
        const target = position.piles[TABLEAU[q]];
        if (q === p || target.length === 0) continue;
        const top = target[target.length - 1];
        if (!isFaceDown(top) && rankOf(top) === rankOf(base) + 1 && (reveals || suitOf(top) === suitOf(base))) return true;
      }
    }
    return false;
  }

  const order = new Uint8Array(COLUMNS);

  /**
   * Candidate moves, packed: runs home, run moves onto a card one higher and into empty piles, the
   * deal. `everyEmpty`: each empty pile is a target of its own, and a whole pile may move into one
   * (before the last deal, with full knowledge); else only the first, as every empty pile is alike.
   */
  function listCandidates(position: Position, out: Int32Array, at: number, everyEmpty: boolean): number {
    const piles = position.piles;
    const firstEmpty = TABLEAU.find((t) => piles[t].length === 0) ?? -1;
    const freeFoundation = FOUNDATIONS.find((f) => piles[f].length === 0) ?? -1;
    let n = at;
    for (const from of TABLEAU) {
      const source = piles[from];
      const run = scan(position).run[from - TABLEAU[0]];
      if (run === FULL_RUN && freeFoundation >= 0) out[n++] = packMove(from, FULL_RUN, freeFoundation);
      for (let count = run; count >= 1; count--) {
        const base = source[source.length - count];
        for (const to of TABLEAU) {
          const target = piles[to];
          if (to === from) continue;
          if (target.length === 0) {
            if (everyEmpty || (to === firstEmpty && count < source.length)) out[n++] = packMove(from, count, to);
          } else if (!isFaceDown(target[target.length - 1]) && rankOf(target[target.length - 1]) === rankOf(base) + 1) {
            out[n++] = packMove(from, count, to);
          }
        }
      }
    }
    out[n++] = ACTION;
    return n - at;
  }

  /**
   * The piles as key bytes, each followed by a 0, after the stock's size; `sorted`: in byte order
   * (insertion sort), forgetting which pile is which.
   */
  function writeKey(position: Position, out: Uint32Array, sorted: boolean): void {
    scan(position);
    for (let p = 0; p < COLUMNS; p++) {
      let j = p;
      while (sorted && j > 0 && comparePiles(order[j - 1], p) > 0) {
        order[j] = order[j - 1];
        j--;
      }
      order[j] = p;
    }
    bytes.fill(0);
    bytes[0] = position.piles[STOCK].length;
    let at = 1;
    for (const p of order) {
      for (let i = 0; i < scanned.length[p]; i++) bytes[at++] = scanned.bytes[p * ROOM + i];
      at++;
    }
    out.set(words);
  }

  /**
   * Full knowledge: the copies of a card are interchangeable, the
   * stock (dealt in a fixed order) is known by its size, and once it is empty the tableau piles are
   * a multiset (before, the deals give each pile its own cards: pile order and which empty pile a
   * run goes to matter).
   */
  const full: GameKnowledge = {
    strategy: 'best-first',
    // A cost per move, so a long reshuffle loses to a short line to the same value (as in spider-model.ts).
    stepCost: 2,
    /** Deals made so far: each is a stage of the game that can never be undone. */
    stage: (position) => Math.ceil((shape.stock - position.piles[STOCK].length) / COLUMNS),
    keyWords: KEY_BYTES / 4,

    key: (position, out) => writeKey(position, out, position.piles[STOCK].length === 0),

    candidates: (position, out, at) => listCandidates(position, out, at, position.piles[STOCK].length > 0),
    worthTrying,
    evaluate: (position) => scan(position).fullValue,
    progress: (position) => scan(position).fullValue,
  };

  /**
   * Visible knowledge: the search starts from the position with every face-down card and the whole
   * stock replaced by one anonymous card, so it cannot read them. A move that turns a card up or
   * deals from the stock reveals something, so its position is a frontier the search does not look
   * past; its worth is what the player can see then (plus the reveal), never the fake card.
   */
  const visible: GameKnowledge = {
    ...full,
    // Nothing past a deal is searched, so pile order and which empty pile a run fills never matter.
    key: (position, out) => writeKey(position, out, true),
    candidates: (position, out, at) => listCandidates(position, out, at, false),
    worthTrying: undefined,
    stepCost: 1,
    evaluate: value,
    isFrontier: (position, parent) => hiddenCount(position) < hiddenCount(parent),
    progress(position, parent) {
      // A deal covers every pile with unknown cards: count only what was known before it.
      if (parent && position.piles[STOCK].length < parent.piles[STOCK].length) return value(parent) + 4;
      return value(position);
    },
  };

  return { full, visible };
}

const THREE_DECKS = spiderKnowledgeFor({ foundations: 12, tableau: 12, stock: 102 });
/** Spider Three Decks with full knowledge. */
export const spiderKnowledge: GameKnowledge = THREE_DECKS.full;
/** Spider Three Decks with visible knowledge. */
export const spiderVisibleKnowledge: GameKnowledge = THREE_DECKS.visible;

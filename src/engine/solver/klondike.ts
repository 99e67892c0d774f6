// What the solver knows of Klondike, and its solver as the solvers' table uses it (by-game.ts): the engine's own model
// with Klondike's keys, moves and evaluation, read with full or visible knowledge. A first hookup, correct and honest but
// not fast: the engine model checks every move with the rules.
import { isFaceDown, kindOf, rankOf, suitOf } from '../cards';
import { klondike as klondikeRules, klondikeStock } from '../games/klondike/rules';
import { indexRange } from '../mechanics/layout';
import { redealsOf } from '../mechanics/waste-stock';
import type { Position } from '../types';
import { ACTION, EngineModel, type GameKnowledge, packMove } from './engine-model';
import { DepthFirstSearch } from './depth-first';
import { KlondikeModel } from './klondike/model';
import type { Search, SearchLimits } from './search';
import { SequentialSearch } from './sequential-search';
import { klondikeSetup } from './klondike/setup';
import type { KlondikeSetup } from './klondike/board';
import { LossFirstSearch } from './loss-first';
import { maskHidden } from './masked';
import type { SearchModel, SolveOptions } from './types';

// Pile indices as in games/klondike/rules.ts: stock (0), waste (1), foundation-1…4 (2…5), tableau-1…7 (6…12).
const STOCK = 0;
const WASTE = 1;
const FOUNDATIONS = indexRange(2, 4);
const TABLEAU = indexRange(6, 7);
const KING = 13;
/** Redeals, the stock and the waste with their sizes, each suit's cards at home, the columns each with a 0 after it. */
const KEY_BYTES = 96;
const bytes = new Uint8Array(KEY_BYTES);
const words = new Uint32Array(bytes.buffer);
const columns: number[][] = [];

/** A card as a key byte: rank and suit, 64 more when face down (a masked card is just "face down"). */
const code = (card: number): number => kindOf(card) + 1 + (isFaceDown(card) ? 64 : 0);

function compareColumns(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/**
 * The key: which column is which never matters (they are alike once dealt), nor which foundation holds a suit, nor how
 * often the waste was turned where it may turn without limit; the order of the stock and of the waste does.
 */
function writeKey(position: Position, out: Uint32Array): void {
  bytes.fill(0);
  let at = 0;
  bytes[at++] = Number.isFinite(klondikeStock(position.variant).redeals) ? redealsOf(position) : 0;
  for (const pile of [STOCK, WASTE]) {
    bytes[at++] = position.piles[pile].length;
    for (const card of position.piles[pile]) bytes[at++] = code(card);
  }
  const home = [0, 0, 0, 0];
  for (const f of FOUNDATIONS) {
    const cards = position.piles[f];
    if (cards.length) home[suitOf(cards[0])] = cards.length;
  }
  for (const count of home) bytes[at++] = count;
  columns.length = 0;
  for (const t of TABLEAU) columns.push(position.piles[t].map(code));
  columns.sort(compareColumns);
  for (const column of columns) {
    for (const c of column) bytes[at++] = c;
    at++;
  }
  out.set(words);
}

/** The face-up run at the top of a column, as the rules lift it. */
const runOf = (position: Position, pile: number): number => klondikeRules.liftable(position, pile);

/**
 * Every legal move but those that lead where a listed one leads: an ace goes to the first empty foundation only (which
 * foundation holds a suit is not in the key), a king's run to the first empty column only, and a whole column never
 * moves into an empty one. The engine model drops what the rules do not allow.
 */
function candidates(position: Position, out: Int32Array, at: number): number {
  const piles = position.piles;
  const firstEmpty = TABLEAU.find((t) => piles[t].length === 0) ?? -1;
  let n = at;
  const home = (from: number): void => {
    const cards = piles[from];
    if (!cards.length || isFaceDown(cards[cards.length - 1])) return;
    const card = cards[cards.length - 1];
    const to =
      rankOf(card) === 1
        ? FOUNDATIONS.find((f) => piles[f].length === 0)
        : FOUNDATIONS.find((f) => piles[f].length && suitOf(piles[f][0]) === suitOf(card));
    if (to !== undefined) out[n++] = packMove(from, 1, to);
  };
  home(WASTE);
  for (const t of TABLEAU) home(t);
  for (const from of TABLEAU) {
    const source = piles[from];
    const run = runOf(position, from);
    for (let count = run; count >= 1; count--) {
      const base = source[source.length - count];
      for (const to of TABLEAU) {
        if (to === from) continue;
        if (piles[to].length === 0) {
          if (to === firstEmpty && rankOf(base) === KING && count < source.length) out[n++] = packMove(from, count, to);
        } else out[n++] = packMove(from, count, to);
      }
    }
  }
  for (const from of [WASTE, ...FOUNDATIONS]) {
    if (!piles[from].length) continue;
    for (const to of TABLEAU) if (piles[to].length || to === firstEmpty) out[n++] = packMove(from, 1, to);
  }
  out[n++] = ACTION;
  return n - at;
}

/** Cards at home count most, then cards turned up in the columns; a card left in the stock or the waste a little against. */
function value(position: Position): number {
  let home = 0;
  for (const f of FOUNDATIONS) home += position.piles[f].length;
  let down = 0;
  for (const t of TABLEAU) for (const card of position.piles[t]) if (isFaceDown(card)) down++;
  return 100 * home - 40 * down - position.piles[STOCK].length - position.piles[WASTE].length;
}

/** Cards nobody has seen: the stock's and the columns' face-down ones. */
function hidden(position: Position): number {
  let down = position.piles[STOCK].length;
  for (const t of TABLEAU) for (const card of position.piles[t]) if (isFaceDown(card)) down++;
  return down;
}

/** Klondike with full knowledge: every card read, the stock's order too. */
export const klondikeKnowledge: GameKnowledge = {
  strategy: 'best-first',
  stepCost: 1,
  keyWords: KEY_BYTES / 4,
  key: writeKey,
  candidates,
  evaluate: value,
  progress: value,
};

/**
 * Visible knowledge: the search starts from the position with every face-down card (the stock's too) made one
 * anonymous card, and stops at a move that turns one up (a frontier); its worth there is what was known before it.
 */
export const klondikeVisibleKnowledge: GameKnowledge = {
  ...klondikeKnowledge,
  isFrontier: (position, parent) => hidden(position) < hidden(parent),
  progress: (position, parent) => (parent && hidden(position) < hidden(parent) ? value(parent) + 20 : value(position)),
};

/**
 * The quick model's search, then the complete model's if the quick one ends unknown for good (its memory bound);
 * `winFirst`: the quick one in the dealer's order (KlondikeModelOptions).
 */
const searchOf = (rules: KlondikeSetup, limits: SolveOptions, winFirst = false): Search =>
  new SequentialSearch(
    new DepthFirstSearch(new KlondikeModel(rules, { complete: false, winFirst }), limits),
    () => new DepthFirstSearch(new KlondikeModel(rules), limits),
  );

/**
 * A full-knowledge search of `position` under its own rule set only (no relaxed search for losses first): a hint's
 * sampled positions (klondike-planner.ts) want a win quickly, and a loss there proves nothing about the real deal.
 * Null when the cards do not lie as the compact model assumes.
 */
export function klondikeWinSearch(position: Position, limits: SolveOptions = {}): Search | null {
  const setup = klondikeSetup(position);
  return setup ? searchOf(setup, limits) : null;
}

export const klondikeSolver = {
  /** Hints and the light (visible knowledge) never read a face-down card, the stock's included. */
  model: (position: Position, options: SolveOptions): SearchModel => {
    if (options.knowledge !== 'full') return new EngineModel(maskHidden(position), klondikeVisibleKnowledge);
    // Full knowledge: the compact model (solver README, Klondike), wherever the cards lie as it assumes.
    const setup = klondikeSetup(position);
    return setup ? new KlondikeModel(setup) : new EngineModel(position, klondikeKnowledge);
  },
  /**
   * Full knowledge: the quick model (only the bridge cards a bridge wants), whose running out is a proof as the
   * complete one's is (solver README, Klondike, "bridges"; klondike-model.test.ts holds the two together); the
   * complete model only if the quick one ends unknown for good (its memory bound).
   */
  search: (position: Position, options: SolveOptions): Search | undefined => {
    const setup = options.knowledge === 'full' ? klondikeSetup(position) : null;
    if (!setup) return undefined;
    // Without redeals most losses are losses of that rule alone (deals 5001-5060: 42 lost, 4 of them lost with
    // unlimited redeals too), so a relaxed search first costs more than it proves.
    // The dealer without redeals: its wins come far sooner in an order of their own (KlondikeModelOptions.winFirst).
    if (setup.redeals === 0) return searchOf(setup, options, options.winFirst === true);
    if (setup.drawCount === 1 && setup.redeals === Infinity) return searchOf(setup, options);
    // Dealing one card with unlimited redeals reaches every talon card any rule set reaches, whenever it likes, and the
    // rest of the game is the same: a loss there is a loss here, and its search is far smaller (loss-first.ts).
    const relaxed: KlondikeSetup = { ...setup, drawCount: 1, redeals: Infinity, redealsUsed: 0 };
    // Without the positions to avoid (a hint's game so far): they are the real game's, and a loss is a loss anyway.
    const { avoid: _avoid, avoidModels: _models, ...unconstrained } = options as SolveOptions & SearchLimits;
    return new LossFirstSearch(searchOf(relaxed, unconstrained), () => searchOf(setup, options));
  },
};

// Builds engine positions from the rules files' notation (bottom → top, `[9H]` face down) and
// plays moves on them. Examples list only a few piles; `build` completes the deck with fillers
// chosen so they cannot change what an example checks (see each game's note in `distribute`).
import {
  type Card,
  type GameId,
  type Move,
  type Position,
  ACE,
  GameHistory,
  QUEEN,
  applyMove,
  formatCard,
  formatCards,
  isAction,
  kindOf,
  legalMoves,
  makeCard,
  parseCard,
  parseStart,
  pileIndex,
  rankOf,
  rulesOf,
  suitOf,
  toStart,
  turnDown,
} from '../../../src/engine';

/** Cards in the rules' notation, bottom → top (deck copy 0; for raw positions and comparisons). */
export function cards(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const parsed = parseCard(word);
      if (typeof parsed === 'string') throw new Error(parsed);
      const card = makeCard(parsed.rank, parsed.suit);
      return parsed.faceDown ? turnDown(card) : card;
    });
}

/** A pile that receives leftover deck cards: on top of (default) or under its listed cards. */
export interface Fill {
  readonly pile: string;
  readonly under?: boolean;
  readonly faceDown?: boolean;
}

export interface BuildOptions {
  readonly variant?: string;
  readonly justDealt?: boolean;
  /** The times the waste was turned over (a game with a waste). */
  readonly redeals?: number;
  /** Where the deck's unlisted cards go; each game has a default (see `defaultFill`). */
  readonly fill?: ReadonlyArray<string | Fill>;
}

/**
 * A full-deck position through the engine's own `parseStart`: `listed` maps pile ids to cards
 * ('' = explicitly empty); all other deck cards go to the fill piles; other piles stay empty.
 */
export function build(game: GameId, listed: Readonly<Record<string, string>>, options: BuildOptions = {}): Position {
  const rules = rulesOf(game);
  const used = new Map<number, number>();
  for (const text of Object.values(listed)) for (const card of cards(text)) used.set(kindOf(card), (used.get(kindOf(card)) ?? 0) + 1);
  const leftovers: Card[] = [];
  for (const card of rules.deck(options.variant)) {
    const n = used.get(kindOf(card)) ?? 0;
    if (n > 0) used.set(kindOf(card), n - 1);
    else leftovers.push(kindOf(card));
  }
  leftovers.sort((a, b) => rankOf(a) - rankOf(b) || suitOf(a) - suitOf(b));
  const piles = new Map<string, Building>();
  rules.piles.forEach((spec) => piles.set(spec.id, { under: [], listed: listed[spec.id] ?? '', over: [] }));
  for (const id of Object.keys(listed)) if (!piles.has(id)) throw new Error(`${game} has no pile ${id}`);
  const fills = (options.fill ?? defaultFill(game, listed)).map((f) => (typeof f === 'string' ? { pile: f } : f));
  distribute(game, listed, leftovers, fills, piles);
  if (leftovers.length > 0) throw new Error(`no fill pile left for ${formatCards(leftovers)}`);
  const start: Record<string, string | boolean | number> = {};
  for (const [id, pile] of piles) {
    const fill = fills.find((f) => f.pile === id);
    const face = (list: Card[]) => (fill?.faceDown ? list.map(turnDown) : list);
    start[id] = [formatCards(face(pile.under)), pile.listed, formatCards(face(pile.over))].filter(Boolean).join(' ');
  }
  if (options.justDealt !== undefined) start.justDealt = options.justDealt;
  if (options.redeals !== undefined) start.redeals = options.redeals;
  const parsed = parseStart(game, options.variant ?? rules.variants[0], start);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

function defaultFill(game: GameId, listed: Readonly<Record<string, string>>): ReadonlyArray<string | Fill> {
  // A stock that deals or draws (Spider, Klondike): leftovers face down in the stock, which only a click can reach.
  if (rulesOf(game).action === 'deal') return [{ pile: 'stock', faceDown: true, under: true }];
  // Maze: every unlisted cell in reading order; the last ones stay empty when cards run out.
  if (game === 'maze')
    return rulesOf(game)
      .piles.map((p) => p.id)
      .filter((id) => !(id in listed));
  return [];
}

function distribute(
  game: GameId,
  listed: Readonly<Record<string, string>>,
  leftovers: Card[],
  fills: readonly Fill[],
  piles: Map<string, Building>,
): void {
  const rules = rulesOf(game);
  const place = (fill: Fill, card: Card) => (fill.under ? piles.get(fill.pile)!.under : piles.get(fill.pile)!.over).push(card);
  if (game === 'cruel') fillCruelFoundations(listed, leftovers, piles);
  if (game === 'maze') {
    fillMaze(listed, leftovers, fills, place);
    return;
  }
  // Baker's Game: free cells take the highest cards first, so no ace can sit where it would go home.
  for (const fill of fills) if (rules.piles[pileIndex(rules, fill.pile)].capacity === 1 && leftovers.length) place(fill, leftovers.pop()!);
  // Others: dealt round-robin in rising rank, so tops are the highest cards, no run forms and no
  // pile gets four of a rank (Pileon); capacities are respected.
  const room = (fill: Fill) => (rules.piles[pileIndex(rules, fill.pile)].capacity ?? Infinity) - allCards(piles.get(fill.pile)!).length;
  const open = fills.filter((f) => rules.piles[pileIndex(rules, f.pile)].capacity !== 1);
  while (leftovers.length && open.some((f) => room(f) > 0)) {
    for (const fill of open) if (leftovers.length && room(fill) > 0) place(fill, leftovers.shift()!);
  }
  if (game === 'bakers-game') {
    for (const fill of fills) {
      const pile = piles.get(fill.pile)!;
      const top = pile.over[pile.over.length - 1] ?? (pile.listed ? undefined : pile.under[pile.under.length - 1]);
      if (top !== undefined && rankOf(top) === ACE) throw new Error(`filler ${formatCard(top)} on ${fill.pile} would play home`);
    }
  }
  if (game === 'pileon') {
    for (const fill of fills) {
      const all = allCards(piles.get(fill.pile)!);
      if (all.length === 4 && all.every((c) => rankOf(c) === rankOf(all[0]))) throw new Error(`filler on ${fill.pile} is four of a kind`);
    }
  }
}

type Building = { under: Card[]; listed: string; over: Card[] };
const allCards = (pile: Building): Card[] => [...pile.under, ...cards(pile.listed), ...pile.over];

/**
 * Cruel: every foundation needs its ace. Unlisted foundations take the suits no listed foundation
 * has (clubs, diamonds, hearts, spades in order): A…K when no card of the suit is listed, else the
 * ace alone, so no listed card becomes playable by accident.
 */
function fillCruelFoundations(listed: Readonly<Record<string, string>>, leftovers: Card[], piles: Map<string, { over: Card[] }>): void {
  const listedSuits = new Set<number>();
  const foundationSuits = new Set<number>();
  for (const [id, text] of Object.entries(listed)) {
    const list = cards(text);
    if (id.startsWith('foundation') && list.length) foundationSuits.add(suitOf(list[0]));
    for (const card of list) listedSuits.add(suitOf(card));
  }
  const free = [0, 1, 2, 3].filter((suit) => !foundationSuits.has(suit));
  for (const id of ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4']) {
    if (listed[id]) continue;
    const suit = free.shift()!;
    const top = listedSuits.has(suit) ? ACE : 13;
    for (let rank = 1; rank <= top; rank++) {
      const at = leftovers.indexOf(makeCard(rank, suit));
      if (at < 0) break;
      piles.get(id)!.over.push(leftovers.splice(at, 1)[0]);
    }
  }
}

/** `next` scores after `prev` in Maze's reading order (maze.md Scoring). */
function mazeLink(prev: Card | undefined, next: Card): boolean {
  if (prev === undefined) return rankOf(next) === ACE;
  if (rankOf(next) === ACE) return rankOf(prev) === QUEEN;
  return suitOf(prev) === suitOf(next) && rankOf(next) === rankOf(prev) + 1;
}

/**
 * Maze: fill cells in reading order, each with the first leftover that neither scores after the
 * previous card nor makes the next listed card score, so fillers add nothing to the score.
 */
function fillMaze(
  listed: Readonly<Record<string, string>>,
  leftovers: Card[],
  fills: readonly Fill[],
  place: (fill: Fill, card: Card) => void,
): void {
  let prev: Card | undefined;
  for (let cell = 1; cell <= 54; cell++) {
    const mine = listed[`cell-${cell}`];
    if (mine !== undefined) {
      prev = cards(mine)[0] ?? prev;
      continue;
    }
    const fill = fills.find((f) => f.pile === `cell-${cell}`);
    if (!fill || !leftovers.length) continue;
    const next = cards(listed[`cell-${cell + 1}`] ?? '')[0];
    const fits = (c: Card) => !mazeLink(prev, c) && (next === undefined || !mazeLink(c, next));
    const at = Math.max(0, leftovers.findIndex(fits));
    prev = leftovers.splice(at, 1)[0];
    place(fill, prev);
  }
}

/**
 * A position straight from pile contents, without the deck check: only for examples whose partial
 * layout no full deck can complete (e.g. Cruel's redeal examples with "others empty").
 */
export function raw(
  game: GameId,
  listed: Readonly<Record<string, string>>,
  options: { justDealt?: boolean; variant?: string } = {},
): Position {
  const rules = rulesOf(game);
  return {
    game,
    variant: options.variant ?? rules.variants[0],
    piles: rules.piles.map((spec) => cards(listed[spec.id] ?? '')),
    justDealt: options.justDealt ?? false,
  };
}

/** A same-suit run from rank `from` down to rank `to` (13 = K … 1 = A), bottom → top: Spider's runs. */
export const run = (suit: string, from = 13, to = 1): string =>
  'A23456789TJQK'
    .slice(to - 1, from)
    .split('')
    .reverse()
    .map((r) => r + suit)
    .join(' ');

/** A foundation built A … `rank` of one suit, e.g. upTo('S', 5) = 'AS 2S 3S 4S 5S'. */
export const upTo = (suit: string, rank: number): string =>
  'A23456789TJQK'
    .slice(0, rank)
    .split('')
    .map((r) => r + suit)
    .join(' ');

/** Maze cells from one string of tokens, starting at `first`; `_` is an empty cell. */
export function mazeCells(tokens: string, first = 1): Record<string, string> {
  const out: Record<string, string> = {};
  tokens
    .split(/\s+/)
    .filter(Boolean)
    .forEach((t, i) => {
      out[`cell-${first + i}`] = t === '_' ? '' : t;
    });
  return out;
}

/** Plays moves in turn; throws with the engine's reason at the first illegal one. */
export function play(position: Position, ...moves: Move[]): Position {
  for (const move of moves) {
    const next = applyMove(position, move);
    if (!next.ok) throw new Error(`${JSON.stringify(move)}: ${next.error}`);
    position = next.value;
  }
  return position;
}

/** One pile in notation (bottom → top). */
export function show(position: Position, pileId: string): string {
  const index = pileIndex(rulesOf(position.game), pileId);
  if (index < 0) throw new Error(`${position.game} has no pile ${pileId}`);
  return formatCards(position.piles[index]);
}

/** A move as short text: `tableau-2>tableau-1`, `tableau-1>foundation-1 x13`, `redeal`. */
export function moveText(move: Move): string {
  if (isAction(move)) return move.action;
  return `${move.from}>${move.to}${move.count && move.count > 1 ? ` x${move.count}` : ''}`;
}

export const legalMoveTexts = (position: Position): string[] => legalMoves(position).map(moveText);

/** A game in progress from a position (undo/redo tests). */
export function historyFrom(position: Position): GameHistory {
  const made = GameHistory.fromRecord({ game: position.game, variant: position.variant, start: toStart(position), moves: [] });
  if (!made.ok) throw new Error(made.error);
  return made.value;
}

// A hint's input: the positions of a game so far, read from its record, where a record of a game that hides cards (Spider,
// Klondike) may write each card the player has not seen as [??] (masked) and list the cards its moves turned up.
import { type Card, FACE_DOWN, faceOf, formatCard, isFaceDown, kindOf, makeCard, parseCard } from '../cards';
import { allDescriptors, gameOf, isGameId, rulesOf } from '../games';
import type { GameId } from '../game-id';
import { type StartPosition, parseStart, toStart } from '../notation';
import { applyMove } from '../play';
import { type GameRecord, parseMovesOn, replay } from '../record';
import { type Move, type Position, type Result, fail, ok } from '../types';

/** The games whose records may hide cards ("Spider Three Decks or Spider or Klondike"). */
const hidingGames = (): string =>
  allDescriptors()
    .filter((game) => game.hidesCards)
    .map((game) => game.names.en)
    .join(' or ');

/** A card nobody has seen, in a masked record's start (one token per card). */
export const UNKNOWN_CARD = '[??]';

/**
 * A record of a game that hides cards (Spider, Klondike) as the player knows it: its rule set, its start with every face-down
 * card and every stock card written [??], and `turned`, the cards its moves turned face up for the first time, each once, in
 * the order they did (within one move, by pile as the rules list them, then bottom to top). A card turned up again (drawn
 * again after the waste was turned over) was seen already: it is not listed again.
 */
export interface MaskedRecord {
  readonly game: GameId;
  readonly variant?: string;
  readonly start: StartPosition;
  readonly turned: readonly string[];
  readonly moves: readonly Move[];
}

/** Where the cards face up in `after` but not in `before` lie: [pile, index], in pile order, bottom to top. */
function placesTurned(before: Position, after: Position): [number, number][] {
  const up = new Set<Card>();
  for (const pile of before.piles) for (const card of pile) if (!isFaceDown(card)) up.add(faceOf(card));
  const places: [number, number][] = [];
  after.piles.forEach((pile, p) =>
    pile.forEach((card, i) => {
      if (!isFaceDown(card) && !up.has(faceOf(card))) places.push([p, i]);
    }),
  );
  return places;
}

/** The cards (by identity) face up in `after` that were not in `before`, in pile order. */
const turnedBy = (before: Position, after: Position): Card[] =>
  placesTurned(before, after).map(([pile, at]) => faceOf(after.piles[pile][at]));

/** Every card turned face up along `positions` that the player had not seen before, in order, each once. */
function allTurned(positions: readonly Position[]): Card[] {
  const seen = new Set<Card>();
  for (const pile of positions[0].piles) for (const card of pile) if (!isFaceDown(card)) seen.add(faceOf(card));
  const turned: Card[] = [];
  positions.slice(1).forEach((position, i) => {
    for (const card of turnedBy(positions[i], position)) {
      if (seen.has(card)) continue;
      seen.add(card);
      turned.push(card);
    }
  });
  return turned;
}

/** The masked form of a record: what the player has seen of it, and nothing more. */
export function maskRecord(record: GameRecord): Result<MaskedRecord> {
  if (!gameOf(record.game).hidesCards) return fail(`only a ${hidingGames()} record hides cards`);
  const replayed = replay(record);
  if (!replayed.ok) return replayed;
  const { positions } = replayed.value;
  const start: StartPosition = {};
  // Cards unseen are [??]; the rest of the start (the redeals made) as it is.
  for (const [pile, cards] of Object.entries(toStart(positions[0]))) {
    start[pile] = typeof cards === 'string' ? cards.replace(/\[[^\]]+\]/g, UNKNOWN_CARD) : cards;
  }
  const variant = record.variant !== undefined ? { variant: record.variant } : {};
  return ok({ game: record.game, ...variant, start, turned: allTurned(positions).map(formatCard), moves: record.moves });
}

const isMasked = (value: unknown): boolean => {
  const start = (value as { start?: unknown } | null)?.start;
  return (
    typeof start === 'object' &&
    start !== null &&
    Object.values(start).some((cards) => typeof cards === 'string' && cards.includes(UNKNOWN_CARD))
  );
};

/**
 * The positions of a record's game, its start first and the position on the table last. A masked
 * record's unseen cards are given cards of their own that the rules never read before they turn up
 * (a hint reads only what is face up), and the cards `turned` names where its moves turn them up.
 */
export function historyOfRecord(value: unknown): Result<Position[]> {
  if (!isMasked(value)) {
    const replayed = replay(value);
    return replayed.ok ? ok(replayed.value.positions) : replayed;
  }
  const r = value as Record<string, unknown>;
  if (!isGameId(r.game) || !gameOf(r.game).hidesCards) return fail(`only a ${hidingGames()} record may write a card as ${UNKNOWN_CARD}`);
  if (r.deal !== undefined) return fail(`a masked record gives its "start", not a "deal"`);
  const rules = rulesOf(r.game);
  // The record's own rule set: Klondike's draw three turns its cards up three at a time.
  const variant = r.variant ?? rules.variants[0];
  if (typeof variant !== 'string' || !rules.variants.includes(variant))
    return fail(`${rules.title} has no rule set ${JSON.stringify(r.variant)} (it has ${rules.variants.join(', ')})`);
  const turned = readTurned(r.turned);
  if (!turned.ok) return turned;
  if (!Array.isArray(r.moves)) return fail('the record has no "moves" array');
  const moves: Move[] = [];
  const parsed = parseMovesOn(moves, r.moves);
  if (!parsed.ok) return parsed;
  const begun = withStandIns(r.game, variant, r.start as Record<string, unknown>);
  if (!begun.ok) return begun;
  // Each stand-in the moves turn up becomes the card "turned" names: it changes places with that card,
  // face down elsewhere. Neither was seen before, so the moves so far play the same.
  const hidden = new Set(begun.value.standIns);
  const positions = [begun.value.position];
  const swaps: Swap[] = [];
  let told = 0;
  for (let i = 0; i < moves.length; i++) {
    const before = positions[positions.length - 1];
    const next = applyMove(before, moves[i]);
    if (!next.ok)
      return fail(
        `move ${i + 1} (moves[${i}]) ${JSON.stringify(moves[i])} is illegal: ${next.error} (does "turned" list the cards turned up, in order?)`,
      );
    let after = next.value;
    // By place, not by card: a card moved by a swap may sit in a later place this move turns up.
    for (const [pile, at] of placesTurned(before, after)) {
      const card = faceOf(after.piles[pile][at]);
      if (!hidden.has(card)) continue;
      const kind = turned.value[told++];
      if (kind === undefined) return fail(`the moves turn up more unseen cards than "turned" names (${turned.value.length})`);
      const wanted = kindOf(card) === kind ? card : [...hidden].find((other) => kindOf(other) === kind);
      if (wanted === undefined)
        return fail(`"turned" names ${formatCard(kind)} as card ${told}, but no unseen ${formatCard(kind)} is left`);
      if (wanted !== card) {
        after = swapped(after, card, wanted);
        swaps.push({ at: positions.length, a: card, b: wanted });
      }
      hidden.delete(wanted);
    }
    positions.push(after);
  }
  if (told !== turned.value.length) return fail(`the moves turn up ${told} unseen cards, but "turned" names ${turned.value.length}`);
  return ok(withSwapsBefore(positions, swaps));
}

/** Two cards changing places, at `at` and in every later position. */
interface Swap {
  readonly at: number;
  readonly a: Card;
  readonly b: Card;
}

/** `position` with the cards of identities a and b (faces kept) changed places. */
function swapped(position: Position, a: Card, b: Card): Position {
  return mapCards(position, (card) => (card === a ? b : card === b ? a : card));
}

function mapCards(position: Position, f: (identity: Card) => Card): Position {
  return { ...position, piles: position.piles.map((pile) => pile.map((card) => f(faceOf(card)) | (card & FACE_DOWN))) };
}

/** Every position before a swap gets it too (and each later one), so the positions follow from each other by the moves. */
function withSwapsBefore(positions: Position[], swaps: readonly Swap[]): Position[] {
  const to = new Map<Card, Card>();
  let next = swaps.length - 1;
  for (let i = positions.length - 1; i >= 0; i--) {
    for (; next >= 0 && swaps[next].at > i; next--) {
      const { a, b } = swaps[next];
      const [toA, toB] = [to.get(b) ?? b, to.get(a) ?? a];
      to.set(a, toA);
      to.set(b, toB);
    }
    if (to.size) positions[i] = mapCards(positions[i], (card) => to.get(card) ?? card);
  }
  return positions;
}

function readTurned(value: unknown): Result<number[]> {
  if (value === undefined) return ok([]);
  if (!Array.isArray(value)) return fail('"turned" must be a list of cards like ["7S", "KH"]');
  const kinds: number[] = [];
  for (const word of value) {
    const card = typeof word === 'string' ? parseCard(word) : 'not a card';
    if (typeof card === 'string' || card.faceDown) return fail(`"turned": ${JSON.stringify(word)} is not a face-up card like "7S"`);
    kinds.push(kindOf(makeCard(card.rank, card.suit)));
  }
  return ok(kinds);
}

/** The start with each [??] replaced by a card the deck has left over; the stand-ins' identities, in order. */
function withStandIns(game: GameId, variant: string, start: Record<string, unknown>): Result<{ position: Position; standIns: Card[] }> {
  const rules = rulesOf(game);
  const left = rules.deck(variant).map(faceOf);
  // The cards the start names are not left over.
  for (const cards of Object.values(start)) {
    if (typeof cards !== 'string') continue;
    for (const word of cards.split(/\s+/)) {
      const card = word && word !== UNKNOWN_CARD ? parseCard(word) : undefined;
      if (!card || typeof card === 'string') continue;
      const i = left.findIndex((other) => kindOf(other) === kindOf(makeCard(card.rank, card.suit)));
      if (i >= 0) left.splice(i, 1);
    }
  }
  let next = 0;
  const filled: Record<string, unknown> = {};
  for (const [pile, cards] of Object.entries(start)) {
    filled[pile] =
      typeof cards === 'string'
        ? cards.replace(/\[\?\?\]/g, () => `[${left[next] === undefined ? '??' : formatCard(left[next++])}]`)
        : cards;
  }
  const parsed = parseStart(game, variant, filled);
  if (!parsed.ok) return parsed.error.includes('??') ? fail(`the start writes more cards than the deck of ${rules.title} holds`) : parsed;
  // parseStart gives each named card the first copy left of its kind: read the stand-ins' identities back.
  const standIns: Card[] = [];
  for (const [pile, cards] of Object.entries(start)) {
    if (typeof cards !== 'string') continue;
    const at = rules.piles.findIndex((spec) => spec.id === pile);
    cards
      .split(/\s+/)
      .filter(Boolean)
      .forEach((word, k) => {
        if (word === UNKNOWN_CARD) standIns.push(faceOf(parsed.value.piles[at][k]));
      });
  }
  return ok({ position: parsed.value, standIns });
}

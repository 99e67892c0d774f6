// A hint's input: the positions of a game so far, read from its record, where a Spider record may
// write each card the player has not seen as [??] (masked) and list the cards its moves turned up.
import { type Card, faceOf, formatCard, isFaceDown, kindOf, parseCard, makeCard } from '../cards';
import { rulesOf } from '../games';
import { type StartPosition, parseStart, toStart } from '../notation';
import { type GameRecord, parseMovesOn, playOn, replay } from '../record';
import { type Move, type Position, type Result, fail, ok } from '../types';

/** A card nobody has seen, in a masked record's start (one token per card). */
export const UNKNOWN_CARD = '[??]';

/**
 * A Spider Three Decks record as the player knows it: its start with every face-down card and every
 * stock card written [??], and `turned`, the cards its moves turned face up, in the order they did
 * (within one move, by pile as the rules list them, then bottom to top).
 */
export interface MaskedRecord {
  readonly game: 'spider-three-decks';
  readonly start: StartPosition;
  readonly turned: readonly string[];
  readonly moves: readonly Move[];
}

/** The cards (by identity) face up in `after` that were not in `before`, in pile order. */
function turnedBy(before: Position, after: Position): Card[] {
  const up = new Set<Card>();
  for (const pile of before.piles) for (const card of pile) if (!isFaceDown(card)) up.add(faceOf(card));
  const turned: Card[] = [];
  for (const pile of after.piles) for (const card of pile) if (!isFaceDown(card) && !up.has(faceOf(card))) turned.push(faceOf(card));
  return turned;
}

/** Every card turned face up along `positions`, in order. */
const allTurned = (positions: readonly Position[]): Card[] => positions.slice(1).flatMap((position, i) => turnedBy(positions[i], position));

/** The masked form of a record: what the player has seen of it, and nothing more. */
export function maskRecord(record: GameRecord): Result<MaskedRecord> {
  if (record.game !== 'spider-three-decks') return fail('only a Spider Three Decks record hides cards');
  const replayed = replay(record);
  if (!replayed.ok) return replayed;
  const { positions } = replayed.value;
  const start: StartPosition = {};
  for (const [pile, cards] of Object.entries(toStart(positions[0]))) {
    if (typeof cards === 'string') start[pile] = cards.replace(/\[[^\]]+\]/g, UNKNOWN_CARD);
  }
  return ok({ game: 'spider-three-decks', start, turned: allTurned(positions).map(formatCard), moves: record.moves });
}

const isMasked = (value: unknown): boolean => {
  const start = (value as { start?: unknown } | null)?.start;
  return typeof start === 'object' && start !== null && Object.values(start).some((cards) => typeof cards === 'string' && cards.includes(UNKNOWN_CARD));
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
  if (r.game !== 'spider-three-decks') return fail(`only a Spider Three Decks record may write a card as ${UNKNOWN_CARD}`);
  if (r.deal !== undefined) return fail(`a masked record gives its "start", not a "deal"`);
  const turned = readTurned(r.turned);
  if (!turned.ok) return turned;
  if (!Array.isArray(r.moves)) return fail('the record has no "moves" array');
  const moves: Move[] = [];
  const parsed = parseMovesOn(moves, r.moves);
  if (!parsed.ok) return parsed;
  const start = r.start as Record<string, unknown>;
  // First with stand-ins for the unseen cards, to learn which of them the moves turn up, and when.
  const first = withStandIns(start, []);
  if (!first.ok) return first;
  const trial = [first.value.position];
  const played = playOn(trial, moves);
  if (!played.ok) return played;
  const standIns = new Set(first.value.standIns);
  const revealed = allTurned(trial).filter((card) => standIns.has(card));
  if (revealed.length !== turned.value.length) {
    return fail(`the moves turn up ${revealed.length} unseen cards, but "turned" names ${turned.value.length}`);
  }
  // Then with each stand-in the moves turn up replaced by the card the record says it was.
  const real = withStandIns(start, first.value.standIns.map((card) => {
    const k = revealed.indexOf(card);
    return k < 0 ? undefined : turned.value[k];
  }));
  if (!real.ok) return real;
  const positions = [real.value.position];
  const replayed = playOn(positions, moves);
  return replayed.ok ? ok(positions) : replayed;
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

/**
 * The start with each [??] replaced by a card the deck has left over: `wanted[i]`'s kind for the
 * i-th unseen card where given, else the next one left. Returns the stand-ins' identities, in order.
 */
function withStandIns(start: Record<string, unknown>, wanted: readonly (number | undefined)[]): Result<{ position: Position; standIns: Card[] }> {
  const rules = rulesOf('spider-three-decks');
  const left = rules.deck().map(faceOf);
  const take = (kind: number): Card | undefined => {
    const i = left.findIndex((card) => kindOf(card) === kind);
    return i < 0 ? undefined : left.splice(i, 1)[0];
  };
  // The cards the start names are not left over.
  for (const cards of Object.values(start)) {
    if (typeof cards !== 'string') continue;
    for (const word of cards.split(/\s+/)) {
      const card = word && word !== UNKNOWN_CARD ? parseCard(word) : undefined;
      if (card && typeof card !== 'string') take(kindOf(makeCard(card.rank, card.suit)));
    }
  }
  const unseen = Object.values(start).reduce<number>((n, cards) => n + (typeof cards === 'string' ? cards.split(UNKNOWN_CARD).length - 1 : 0), 0);
  const chosen: (Card | undefined)[] = wanted.map((kind) => (kind === undefined ? undefined : take(kind)));
  if (chosen.some((card, i) => card === undefined && wanted[i] !== undefined)) return fail('"turned" names a card the deck does not have left');
  let next = 0;
  const standIns = Array.from({ length: unseen }, (_, i) => chosen[i] ?? left[next++]);
  if (standIns.some((card) => card === undefined)) return fail(`the start writes more cards than the deck of ${rules.title} holds`);
  let i = 0;
  const filled: Record<string, unknown> = {};
  for (const [pile, cards] of Object.entries(start)) {
    filled[pile] = typeof cards === 'string' ? cards.replace(/\[\?\?\]/g, () => `[${formatCard(standIns[i++])}]`) : cards;
  }
  const parsed = parseStart('spider-three-decks', rules.variants[0], filled);
  if (!parsed.ok) return parsed;
  // parseStart gives each named card the first copy left of its kind: read the stand-ins' identities back.
  const ids: Card[] = [];
  for (const [pile, cards] of Object.entries(start)) {
    if (typeof cards !== 'string') continue;
    const at = rules.piles.findIndex((spec) => spec.id === pile);
    cards.split(/\s+/).filter(Boolean).forEach((word, k) => { if (word === UNKNOWN_CARD) ids.push(faceOf(parsed.value.piles[at][k])); });
  }
  return ok({ position: parsed.value, standIns: ids });
}

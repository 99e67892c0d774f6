// The card notation of positions and start positions (`7S`, `[9H]`): printing them for the CLI, reading them from records.
import { type Card, formatCards, kindOf, makeCard, parseCard, turnDown } from './cards';
import { rulesOf } from './games';
import { score, status } from './play';
import { type GameId, type Position, type Result, fail, ok } from './types';

/** The CLI's text form: `pileId: cards` per pile (bottom → top), then the redeals made (a game with a waste), score and status. */
export function formatPosition(position: Position): string {
  const rules = rulesOf(position.game);
  const lines = rules.piles.map((spec, i) => {
    const cards = formatCards(position.piles[i]);
    return cards ? `${spec.id}: ${cards}` : `${spec.id}:`;
  });
  if (countsRedeals(position.game)) lines.push(`redeals: ${position.redeals ?? 0}`);
  lines.push(`score: ${score(position)}/${rules.maxScore}`, `status: ${status(position)}`);
  return lines.join('\n');
}

/** A game whose stock redeals (Cruel) keeps whether it just did: its rules read it (games/cruel/rules.ts). */
const notesRedeal = (game: GameId): boolean => rulesOf(game).action === 'redeal';
/** A game with a waste counts the times it was turned over into the stock (mechanics/waste-stock.ts). */
const countsRedeals = (game: GameId): boolean => rulesOf(game).piles.some((pile) => pile.kind === 'waste');

/** A start position as written in a record: pile id → cards in notation, plus named game state (`justDealt`, `redeals`). */
export type StartPosition = Record<string, string | boolean | number>;

/** The position as a start object (the inverse of parseStart). */
export function toStart(position: Position): StartPosition {
  const rules = rulesOf(position.game);
  const start: StartPosition = {};
  rules.piles.forEach((spec, i) => {
    start[spec.id] = formatCards(position.piles[i]);
  });
  if (notesRedeal(position.game)) start.justDealt = position.justDealt;
  if (countsRedeals(position.game)) start.redeals = position.redeals ?? 0;
  return start;
}

/**
 * Builds a position from a start object. Missing piles are empty; the cards must come from the
 * game's deck (three of each for Spider), each at most as often as the deck holds it, and fit the
 * piles. Cards left out are out of play: the rules' worked examples are often partial layouts
 * ("others empty", "rest of the grid empty", "stock holds 3 cards").
 */
export function parseStart(game: GameId, variant: string, start: unknown): Result<Position> {
  const rules = rulesOf(game);
  if (typeof start !== 'object' || start === null || Array.isArray(start)) return fail('start must be an object from pile id to cards');
  const piles: Card[][] = rules.piles.map(() => []);
  const remaining = new Map<number, Card[]>();
  for (const card of rules.deck(variant)) {
    const list = remaining.get(kindOf(card)) ?? [];
    list.push(card);
    remaining.set(kindOf(card), list);
  }
  let justDealt = false;
  let redeals = 0;
  for (const [key, value] of Object.entries(start)) {
    if (key === 'justDealt') {
      if (typeof value !== 'boolean') return fail('start.justDealt must be true or false');
      // Only a game that redeals has this state (Cruel: games/cruel/rules.ts); the others ignore it.
      if (notesRedeal(game)) justDealt = value;
      continue;
    }
    if (key === 'redeals' && countsRedeals(game)) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
        return fail('start.redeals must be a whole number, 0 or more');
      redeals = value;
      continue;
    }
    const index = rules.piles.findIndex((spec) => spec.id === key);
    if (index < 0) return fail(`start names "${key}", which is not a pile of ${rules.title}`);
    if (typeof value !== 'string') return fail(`start["${key}"] must be a string of cards like "[9H] 2C 7S"`);
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const parsed = parseCard(word);
      if (typeof parsed === 'string') return fail(`start["${key}"]: ${parsed}`);
      const card = remaining.get(kindOf(makeCard(parsed.rank, parsed.suit)))?.shift();
      if (card === undefined)
        return fail(`start["${key}"]: ${word.replace(/[[\]]/g, '')} appears more often than the deck of ${rules.title} holds it`);
      piles[index].push(parsed.faceDown ? turnDown(card) : card);
    }
    const capacity = rules.piles[index].capacity;
    if (capacity !== undefined && piles[index].length > capacity)
      return fail(`start["${key}"] holds ${piles[index].length} cards; it can hold at most ${capacity}`);
  }
  const position: Position = countsRedeals(game) ? { game, variant, piles, justDealt, redeals } : { game, variant, piles, justDealt };
  const problem = rules.checkStart?.(position);
  return problem ? fail(`start: ${problem}`) : ok(position);
}

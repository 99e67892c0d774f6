// A Spider (two decks) as the player sees it, for its sampled hints: the columns' face-up cards by rank and suit, how
// many lie face down under them, the runs home and the stock's size. A hint may read this and nothing else; a sample
// fills the face-down places and the stock with the cards nobody can place, at random, so a full-knowledge search can
// play it (spider-sampled-planner.ts).
import { faceOf, isFaceDown, kindOf, turnDown } from '../cards';
import type { MersenneTwister } from '../random';
import { rulesOf } from '../games';
import type { Position } from '../types';

const STOCK = 0;

/**
 * The player's view as a key: per pile, the face-down count and the face-up cards' ranks and suits (a card's copies
 * look alike). Two positions of one game with equal views are equal up to which copy lies where: the face-down cards
 * are the deal's (their count says which), the stock holds the rest in the deal's order.
 */
export function spiderSeenKey(position: Position): string {
  let key = keys.get(position);
  if (key === undefined) {
    key = position.piles
      .map((pile, p) => {
        const down = p === STOCK ? pile.length : pile.filter(isFaceDown).length;
        const up = p === STOCK ? [] : pile.filter((card) => !isFaceDown(card)).map((card) => kindOf(card).toString(36));
        return `${down}:${up.join('.')}`;
      })
      .join('|');
    keys.set(position, key);
  }
  return key;
}

/** Each position's key once: a hint reads the key of every position of the game so far. */
const keys = new WeakMap<Position, string>();

/**
 * A full position the view could stand for: the rule set's cards less the face-up ones (by rank and suit) dealt at
 * random into the face-down places and the stock, each face as it lies.
 */
export function sampleSpider(position: Position, random: MersenneTwister): Position {
  // How many cards of each kind nobody has seen: the rule set's, less the face-up and home ones.
  const left = new Map<number, number[]>();
  for (const card of rulesOf(position.game).deck(position.variant)) {
    const kind = kindOf(card);
    const copies = left.get(kind);
    if (copies) copies.push(faceOf(card));
    else left.set(kind, [faceOf(card)]);
  }
  position.piles.forEach((pile, p) => {
    if (p !== STOCK) for (const card of pile) if (!isFaceDown(card)) left.get(kindOf(card))?.pop();
  });
  const unseen = [...left.values()].flat();
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [unseen[i], unseen[j]] = [unseen[j], unseen[i]];
  }
  let next = 0;
  const piles = position.piles.map((pile, p) => pile.map((card) => (p === STOCK || isFaceDown(card) ? turnDown(unseen[next++]) : card)));
  return { ...position, piles };
}

/**
 * Cards are small integers so positions copy, compare and hash cheaply:
 * bits 0–8 hold copy * 52 + suit * 13 + (rank − 1); bit 9 marks a face-down card. Nine bits, so one-suit Spider's
 * eight copies of each spade (copy up to 7) are cards of their own.
 * Suits are in AisleRiot's (and Microsoft FreeCell's) order: clubs, diamonds, hearts, spades.
 */
export type Card = number;

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type SuitLetter = (typeof SUITS)[number];
export const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

export const FACE_DOWN = 0x200;
const FACE_MASK = 0x1ff;

export const ACE = 1;
export const QUEEN = 12;
export const KING = 13;

export function makeCard(rank: number, suit: number, copy = 0): Card {
  return copy * 52 + suit * 13 + (rank - 1);
}

/** The card with its face-down mark removed. */
export const faceOf = (card: Card): Card => card & FACE_MASK;
export const rankOf = (card: Card): number => ((card & FACE_MASK) % 13) + 1;
export const suitOf = (card: Card): number => Math.floor((card & FACE_MASK) / 13) % 4;
/** Rank and suit without the deck copy: equal for the three copies of a Spider card. */
export const kindOf = (card: Card): number => (card & FACE_MASK) % 52;
export const isFaceDown = (card: Card): boolean => (card & FACE_DOWN) !== 0;
export const isFaceUp = (card: Card): boolean => (card & FACE_DOWN) === 0;
export const turnDown = (card: Card): Card => card | FACE_DOWN;
export const turnUp = (card: Card): Card => card & FACE_MASK;

/** `card` lies directly on `below` and continues a same-suit run down by one (both face up). */
export function isSuitedLink(below: Card, card: Card): boolean {
  return isFaceUp(below) && isFaceUp(card) && suitOf(below) === suitOf(card) && rankOf(below) === rankOf(card) + 1;
}

/** One full deck per copy, in the order copy, suit, rank (the order shuffles start from). */
export const standardDeck = (copies = 1): Card[] => deckOfSuits([0, 1, 2, 3], copies);

/** `copies` times the thirteen cards of each of `suits`, in the order copy, suit, rank (two-suit Spider: hearts and spades four times). */
export function deckOfSuits(suits: readonly number[], copies: number): Card[] {
  const deck: Card[] = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const suit of suits) for (let rank = 1; rank <= 13; rank++) deck.push(makeCard(rank, suit, copy));
  }
  return deck;
}

/** Notation of the rules files: `7S`, `TD`, `[9H]` for a face-down card. */
export function formatCard(card: Card): string {
  const text = RANK_LETTERS[rankOf(card) - 1] + SUITS[suitOf(card)];
  return isFaceDown(card) ? `[${text}]` : text;
}

export function formatCards(cards: readonly Card[]): string {
  return cards.map(formatCard).join(' ');
}

const RANK_BY_TEXT: Record<string, number> = { A: 1, T: 10, '10': 10, J: 11, Q: 12, K: 13 };
for (let r = 2; r <= 9; r++) RANK_BY_TEXT[String(r)] = r;

export interface ParsedCard {
  rank: number;
  suit: number;
  faceDown: boolean;
}

/** Parses one card in the rules' notation; returns an error message for anything else. */
export function parseCard(text: string): ParsedCard | string {
  const match = /^(\[)?(10|[2-9ATJQK])([CDHS])(\])?$/i.exec(text.trim());
  if (!match || Boolean(match[1]) !== Boolean(match[4])) {
    return `"${text}" is not a card (expected rank A 2-9 T J Q K and suit C D H S, like 7S, TD or [9H])`;
  }
  return {
    rank: RANK_BY_TEXT[match[2].toUpperCase()],
    suit: SUITS.indexOf(match[3].toUpperCase() as SuitLetter),
    faceDown: Boolean(match[1]),
  };
}

const RANK_NAMES = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];
const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'];

/** "seven of hearts": used by hints and messages. */
export function cardName(card: Card): string {
  return `${RANK_NAMES[rankOf(card) - 1]} of ${SUIT_NAMES[suitOf(card)]}`;
}

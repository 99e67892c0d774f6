// Plain deal text ("Baker's Game #617", "Cruel, deal 8315", «Игра пекаря №617») read in one pass back
// from its end, with no regular expression that could backtrack: any text costs time in proportion to its length.

/** What plain text says: a name (not looked up yet) and the deal's digits, a signed number, or nothing readable. */
export type DealText =
  | { readonly kind: 'deal'; readonly name: string; readonly deal: string }
  /** "-5", "#-17": a number with a sign, which no deal number has. */
  | { readonly kind: 'signed'; readonly deal: string }
  | { readonly kind: 'unreadable' };

/** The characters the reader looks at: a string (a test gives one that counts its reads). */
export interface DealCharacters {
  readonly length: number;
  charAt(index: number): string;
  slice(start: number, end?: number): string;
}

/** The words that may come between a name and its number: "Cruel, deal 8315", «Жестокость: раздача 8315». */
const DEAL_WORDS = ['deal', 'раздача'];

const isDigit = (c: string): boolean => c >= '0' && c <= '9';
/** \s: a space, \t \n \v \f \r, or (asked of the pattern only beyond ASCII) a Unicode space. */
const isSpace = (c: string): boolean => c === ' ' || (c < ' ' ? c >= '\t' && c <= '\r' : c > '~' && /\s/u.test(c));
const isSeparator = (c: string): boolean => c === ',' || c === ':' || isSpace(c);
const isNumberSign = (c: string): boolean => c === '#' || c === '№';
const isSign = (c: string): boolean => c === '-' || c === '+' || c === '−';

/**
 * "<name> [[,:space]+ deal|раздача] [,:space]* [#|№] [space]* <digits>", read from the end: the digits,
 * then what may stand before them; the rest is the name.
 */
export function readDealText(text: DealCharacters): DealText {
  let i = text.length;
  while (i > 0 && isDigit(text.charAt(i - 1))) i--;
  const deal = text.slice(i);
  if (deal === '') return { kind: 'unreadable' };
  // A sign that starts a word is the number's ("Cruel -5"); a hyphen inside a word joins ("bakers-game-617").
  if (i >= 2 && isSign(text.charAt(i - 1)) && (isSeparator(text.charAt(i - 2)) || isNumberSign(text.charAt(i - 2))))
    return { kind: 'signed', deal: text.charAt(i - 1) + deal };
  while (i > 0 && isSpace(text.charAt(i - 1))) i--;
  if (i > 0 && isNumberSign(text.charAt(i - 1))) i--;
  while (i > 0 && isSeparator(text.charAt(i - 1))) i--;
  return { kind: 'deal', name: text.slice(0, beforeDealWord(text, i)), deal };
}

/** Where the name ends if it is followed by separators and "deal" at `end`; the name is never left empty. */
function beforeDealWord(text: DealCharacters, end: number): number {
  for (const word of DEAL_WORDS) {
    const start = end - word.length;
    if (start < 2 || text.slice(start, end).toLowerCase() !== word) continue;
    let i = start;
    while (i > 0 && isSeparator(text.charAt(i - 1))) i--;
    return i < start && i > 0 ? i : end;
  }
  return end;
}

// A game's moves as an export carries them: two characters a move instead of some 40 bytes of
// JSON, so a file with every game's record stays small enough to mail. The code says its version
// first ("1:"), so a later encoding can be told apart and an older reader refuses it cleanly.
//
// Version 1: each pile is one character, its place in the game's pile order (the rules files'
// order, `rulesOf(game).piles`): 0-9, then A-Z, then a-z. A move of one card is <from><to>; of
// several cards <from><to>*<count>, the count written with the same 62 characters; the stock's
// deal (Spider) is "+" and the redeal (Cruel) "~". Example: "1:8C+9D*3".
import { type GameId, MAX_RECORD_MOVES, type Move, type Result, fail, ok, rulesOf } from '../engine';

export const MOVE_CODE_VERSION = 1;
const PREFIX = `${MOVE_CODE_VERSION}:`;
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const COUNT = '*';
const ACTIONS = { deal: '+', redeal: '~' } as const;
const ACTION_OF: Readonly<Record<string, Move>> = { '+': { action: 'deal' }, '~': { action: 'redeal' } };

/** The longest code of a record at the cap on one game's moves (a count on every move), so longer text is refused unread. */
export const MAX_CODE_LENGTH = PREFIX.length + MAX_RECORD_MOVES * 4;

const pileIndexes = new Map<GameId, ReadonlyMap<string, number>>();
function indexesOf(game: GameId): ReadonlyMap<string, number> {
  let indexes = pileIndexes.get(game);
  if (!indexes) pileIndexes.set(game, (indexes = new Map(rulesOf(game).piles.map((pile, i) => [pile.id, i]))));
  return indexes;
}

/** The code of `moves`, or undefined if one cannot be written (a pile the game lacks, a count over 61). */
export function encodeMoves(game: GameId, moves: readonly Move[]): string | undefined {
  const indexes = indexesOf(game);
  let code = PREFIX;
  for (const move of moves) {
    if ('action' in move) {
      code += ACTIONS[move.action];
      continue;
    }
    const from = indexes.get(move.from);
    const to = indexes.get(move.to);
    const count = move.count ?? 1;
    if (from === undefined || to === undefined || !Number.isInteger(count) || count < 1 || count >= DIGITS.length) return undefined;
    code += DIGITS[from] + DIGITS[to] + (count > 1 ? COUNT + DIGITS[count] : '');
  }
  return code;
}

/** The moves a code stands for; their legality is the replay's business. */
export function decodeMoves(game: GameId, code: string): Result<Move[]> {
  if (code.length > MAX_CODE_LENGTH) return fail(`the record is longer than ${MAX_RECORD_MOVES} moves can be`);
  if (!code.startsWith(PREFIX)) {
    const version = /^(\d{1,6}):/.exec(code)?.[1];
    return fail(
      version
        ? `the record is in move code ${version}; this version reads move code ${MOVE_CODE_VERSION}`
        : 'the record is not a move code',
    );
  }
  const piles = rulesOf(game).piles;
  const pileAt = (i: number): string | undefined => piles[DIGITS.indexOf(code[i])]?.id;
  const moves: Move[] = [];
  let i = PREFIX.length;
  while (i < code.length) {
    if (moves.length === MAX_RECORD_MOVES) return fail(`the record has more than ${MAX_RECORD_MOVES} moves`);
    const action = ACTION_OF[code[i]];
    if (action) {
      moves.push(action);
      i++;
      continue;
    }
    const from = pileAt(i);
    const to = pileAt(i + 1);
    if (from === undefined || to === undefined)
      return fail(`move ${moves.length + 1} of the record (character ${i + 1}) names no pile of ${rulesOf(game).title}`);
    i += 2;
    let count = 1;
    if (code[i] === COUNT) {
      count = DIGITS.indexOf(code[i + 1]);
      if (count < 2) return fail(`move ${moves.length + 1} of the record (character ${i + 2}) has no card count`);
      i += 2;
    }
    moves.push(count > 1 ? { from, to, count } : { from, to });
  }
  return ok(moves);
}

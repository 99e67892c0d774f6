// Game records: their shape, their bounded reading, and replaying them to every position.
import { describeValue as describe } from './describe';
import { isGameId, rulesOf } from './games';
import { type HelpedMoves, parseHelped } from './helped-moves';
import { type StartPosition, parseStart } from './notation';
import { applyMove, isValidDeal, MAX_DEAL, newGame } from './play';
import { GAME_IDS, type GameId, type Move, type Position, type Result, fail, ok } from './types';

/** What is saved, restored, verified and replayed: a game, its rule set, a deal or start, and the moves. */
export interface GameRecord {
  readonly game: GameId;
  readonly variant?: string;
  readonly deal?: number;
  readonly start?: StartPosition;
  readonly moves: readonly Move[];
  /** The moves Finish or Show Me How played (helped-moves.ts); absent: every move is the player's. */
  readonly helped?: readonly HelpedMoves[];
}

/**
 * The most moves a record holds. A game is never near it (a long Spider game is a few thousand moves);
 * the bound keeps what is saved, counted and replayed small, and a record's replay short.
 */
export const MAX_RECORD_MOVES = 20_000;

/** Both records play the same deal (or start position) of the same game under the same rules. */
export function sameStart(a: GameRecord, b: GameRecord): boolean {
  const rules = (r: GameRecord): string => r.variant ?? rulesOf(r.game).variants[0];
  return a.game === b.game && rules(a) === rules(b) && a.deal === b.deal && JSON.stringify(a.start) === JSON.stringify(b.start);
}

/** Checks one move's shape (not its legality). */
export function parseMove(value: unknown): Result<Move> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(`${describe(value)} is not a move object`);
  const m = value as Record<string, unknown>;
  if ('action' in m) {
    if ((m.action !== 'deal' && m.action !== 'redeal') || Object.keys(m).length !== 1) {
      return fail(`${describe(value)} is not a move: an action move is {"action":"deal"} or {"action":"redeal"}`);
    }
    return ok({ action: m.action });
  }
  const keys = Object.keys(m).filter((k) => k !== 'from' && k !== 'to' && k !== 'count');
  if (typeof m.from !== 'string' || typeof m.to !== 'string' || keys.length > 0) {
    return fail(`${describe(value)} is not a move: expected {"from": pileId, "to": pileId, "count"?: n}`);
  }
  if (m.count !== undefined && (typeof m.count !== 'number' || !Number.isInteger(m.count) || m.count < 1)) {
    return fail(`${describe(value)}: count must be a whole number of cards, at least 1`);
  }
  return ok(m.count === undefined || m.count === 1 ? { from: m.from, to: m.to } : { from: m.from, to: m.to, count: m.count });
}

/** Validates a record's shape and builds its first position. */
export function startOf(value: unknown): Result<{ record: GameRecord; position: Position }> {
  const begun = startBefore(value);
  if (!begun.ok) return begun;
  const moves: Move[] = [];
  const parsed = parseMovesOn(moves, begun.value.moves);
  return parsed.ok ? ok({ record: { ...begun.value.record, moves }, position: begun.value.position }) : parsed;
}

/**
 * startOf, all but the moves: the record without them, its first position, and the moves as given,
 * their number checked, their shapes not yet (parseMovesOn does that, in parts if wanted).
 */
export function startBefore(value: unknown): Result<{ record: Omit<GameRecord, 'moves'>; position: Position; moves: readonly unknown[] }> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('a game record must be a JSON object');
  const r = value as Record<string, unknown>;
  if (!isGameId(r.game)) return fail(`unknown game ${describe(r.game)}: expected ${GAME_IDS.join(', ')}`);
  const rules = rulesOf(r.game);
  const variant = r.variant ?? rules.variants[0];
  if (typeof variant !== 'string' || !rules.variants.includes(variant)) {
    return fail(`${rules.title} has no rule set ${describe(r.variant)} (it has ${rules.variants.join(', ')})`);
  }
  if (!Array.isArray(r.moves)) return fail('the record has no "moves" array');
  if (r.moves.length > MAX_RECORD_MOVES) return fail(`the record has ${r.moves.length} moves; a record holds at most ${MAX_RECORD_MOVES}`);
  const helped = parseHelped(r.helped, r.moves.length);
  if (!helped.ok) return helped;
  if ((r.deal === undefined) === (r.start === undefined)) return fail('a record gives either "deal" or "start", not both and not neither');
  let position: Position;
  if (r.deal !== undefined) {
    if (!isValidDeal(r.deal)) return fail(`deal must be a whole number from 1 to ${MAX_DEAL}, not ${describe(r.deal)}`);
    position = newGame(r.game, r.deal, variant);
  } else {
    const parsed = parseStart(r.game, variant, r.start);
    if (!parsed.ok) return parsed;
    position = parsed.value;
  }
  const record = {
    game: r.game,
    ...(r.variant !== undefined ? { variant } : {}),
    ...(r.deal !== undefined ? { deal: r.deal as number } : { start: r.start as StartPosition }),
    ...(helped.value.length > 0 ? { helped: helped.value } : {}),
  };
  return ok({ record, position, moves: r.moves });
}

/** Checks the shapes of `values` from `into.length` up to `until`, adding each move to `into`: parsing in parts. */
export function parseMovesOn(into: Move[], values: readonly unknown[], until = values.length): Result<void> {
  for (let i = into.length; i < until; i++) {
    const move = parseMove(values[i]);
    if (!move.ok) return fail(`move ${i + 1} (moves[${i}]): ${move.error}`);
    into.push(move.value);
  }
  return ok(undefined);
}

/** Replays a record; the result holds every position (index 0 = the start), or the first bad move. */
export function replay(value: unknown): Result<{ record: GameRecord; positions: Position[] }> {
  const begun = startOf(value);
  if (!begun.ok) return begun;
  const positions = [begun.value.position];
  const played = playOn(positions, begun.value.record.moves);
  return played.ok ? ok({ record: begun.value.record, positions }) : played;
}

/**
 * Plays `moves` on from the last of `positions` (which holds the positions after the first
 * positions.length - 1 of them) up to move `until`, adding each position: replay in parts.
 */
export function playOn(positions: Position[], moves: readonly Move[], until = moves.length): Result<void> {
  for (let i = positions.length - 1; i < until; i++) {
    const next = applyMove(positions[i], moves[i]);
    if (!next.ok) return fail(`move ${i + 1} (moves[${i}]) ${describe(moves[i])} is illegal: ${next.error}`);
    positions.push(next.value);
  }
  return ok(undefined);
}

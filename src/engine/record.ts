import { isGameId, rulesOf } from './games';
import { type StartPosition, parseStart } from './notation';
import { applyMove, isValidDeal, MAX_DEAL, newGame } from './play';
import { type GameId, type Move, type Position, type Result, fail, ok } from './types';

/** What is saved, restored, verified and replayed: a game, its rule set, a deal or start, and the moves. */
export interface GameRecord {
  readonly game: GameId;
  readonly variant?: string;
  readonly deal?: number;
  readonly start?: StartPosition;
  readonly moves: readonly Move[];
}

const describe = (value: unknown): string => JSON.stringify(value) ?? String(value);

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
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('a game record must be a JSON object');
  const r = value as Record<string, unknown>;
  if (!isGameId(r.game)) return fail(`unknown game ${describe(r.game)}: expected spider-three-decks, cruel, maze, bakers-game or pileon`);
  const rules = rulesOf(r.game);
  const variant = r.variant ?? rules.variants[0];
  if (typeof variant !== 'string' || !rules.variants.includes(variant)) {
    return fail(`${rules.title} has no rule set ${describe(r.variant)} (it has ${rules.variants.join(', ')})`);
  }
  if (!Array.isArray(r.moves)) return fail('the record has no "moves" array');
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
  const moves: Move[] = [];
  for (let i = 0; i < r.moves.length; i++) {
    const move = parseMove(r.moves[i]);
    if (!move.ok) return fail(`move ${i + 1} (moves[${i}]): ${move.error}`);
    moves.push(move.value);
  }
  const record: GameRecord = {
    game: r.game,
    ...(r.variant !== undefined ? { variant } : {}),
    ...(r.deal !== undefined ? { deal: r.deal as number } : { start: r.start as StartPosition }),
    moves,
  };
  return ok({ record, position });
}

/** Replays a record; the result holds every position (index 0 = the start), or the first bad move. */
export function replay(value: unknown): Result<{ record: GameRecord; positions: Position[] }> {
  const begun = startOf(value);
  if (!begun.ok) return begun;
  const positions = [begun.value.position];
  const { moves } = begun.value.record;
  for (let i = 0; i < moves.length; i++) {
    const next = applyMove(positions[i], moves[i]);
    if (!next.ok) return fail(`move ${i + 1} (moves[${i}]) ${describe(moves[i])} is illegal: ${next.error}`);
    positions.push(next.value);
  }
  return ok({ record: begun.value.record, positions });
}

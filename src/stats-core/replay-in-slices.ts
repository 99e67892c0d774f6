// Replaying records on the extension host without holding it up: a record (up to 20,000 moves)
// replays in slices of a few milliseconds with a pause between them, and a record that goes on from
// (or takes moves back from) the one replayed before replays only what is new.
import { type GameRecord, type Move, type Position, type Result, ok, parseMovesOn, playOn, startBefore } from '../engine';
import { sameStart } from '../engine/record';
import { SliceClock, type Slices, hostSlices } from './slices';

/** A record as the engine replayed it, with every position (index 0 = the start). */
export interface ReplayedRecord {
  readonly record: GameRecord;
  readonly positions: readonly Position[];
}

/** Moves applied between two looks at the clock: well under a millisecond in the slowest game. */
const STEP = 64;

/**
 * Replays `value` in slices, the moves' shapes checked in slices too; with `from`, only the moves
 * after those it shares with `from` are played. A clock already running (one import's many records)
 * goes on with its slice; given Slices, the record starts a slice of its own.
 */
export async function replayInSlices(
  value: unknown,
  slices: Slices | SliceClock = hostSlices,
  from?: ReplayedRecord,
): Promise<Result<ReplayedRecord>> {
  // Awaited only when a slice is used up: a short record replays without giving the thread away.
  const clock = slices instanceof SliceClock ? slices : new SliceClock(slices);
  const begun = startBefore(value);
  if (!begun.ok) return begun;
  const moves: Move[] = [];
  while (moves.length < begun.value.moves.length) {
    if (clock.due()) await clock.next();
    const parsed = parseMovesOn(moves, begun.value.moves, Math.min(begun.value.moves.length, moves.length + 8 * STEP));
    if (!parsed.ok) return parsed;
  }
  const record: GameRecord = { ...begun.value.record, moves };
  const shared = from && sameStart(from.record, record) ? sharedMoves(from.record.moves, moves) : 0;
  const positions = from && shared > 0 ? from.positions.slice(0, shared + 1) : [begun.value.position];
  while (positions.length <= moves.length) {
    if (clock.due()) await clock.next();
    const played = playOn(positions, moves, Math.min(moves.length, positions.length - 1 + STEP));
    if (!played.ok) return played;
  }
  return ok({ record, positions });
}

/** How many moves the two lists begin with in common. */
function sharedMoves(a: GameRecord['moves'], b: GameRecord['moves']): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && sameMove(a[i], b[i])) i++;
  return i;
}

const sameMove = (x: GameRecord['moves'][number], y: GameRecord['moves'][number]): boolean =>
  'action' in x || 'action' in y
    ? 'action' in x && 'action' in y && x.action === y.action
    : x.from === y.from && x.to === y.to && (x.count ?? 1) === (y.count ?? 1);

// A finished game as the replay tab steps through it: every position of its record (replayed once
// with the engine) and the step the viewer stands on. Pure and immutable: each step is a new value,
// so the element only draws what it is given and the tests need no DOM.
import { type GameRecord, type Move, type Position, type Result, fail, ok, replay, status } from '../../src/engine';

export interface ReplaySteps {
  readonly record: GameRecord;
  /** Index 0 is the deal; index i the position after move i. */
  readonly positions: readonly Position[];
  /** The step shown: how many moves have been played, 0 … moves. */
  readonly at: number;
}

/** Replays `record` (checked: shape and every move) and stands at step `at`, clamped into the game. */
export function stepsOf(record: unknown, at = 0): Result<ReplaySteps> {
  const replayed = replay(record);
  if (!replayed.ok) return fail(replayed.error);
  const steps: ReplaySteps = { record: replayed.value.record, positions: replayed.value.positions, at: 0 };
  return ok(jump(steps, at));
}

export const moveCount = (steps: ReplaySteps): number => steps.record.moves.length;

/** Stands at step `to`, kept within 0 … moves; a step that is not a number stays where it was. */
export function jump(steps: ReplaySteps, to: number): ReplaySteps {
  if (!Number.isFinite(to)) return steps;
  const at = Math.min(moveCount(steps), Math.max(0, Math.round(to)));
  return at === steps.at ? steps : { ...steps, at };
}

export const forward = (steps: ReplaySteps): ReplaySteps => jump(steps, steps.at + 1);
export const back = (steps: ReplaySteps): ReplaySteps => jump(steps, steps.at - 1);
export const atStart = (steps: ReplaySteps): boolean => steps.at === 0;
export const atEnd = (steps: ReplaySteps): boolean => steps.at === moveCount(steps);

export const positionOf = (steps: ReplaySteps): Position => steps.positions[steps.at];

/** The move that led to the position shown (none at the deal). */
export const lastMove = (steps: ReplaySteps): Move | undefined => (steps.at > 0 ? steps.record.moves[steps.at - 1] : undefined);

/** The game up to the step shown: an ordinary game in progress, which "Play from here" continues. */
export function recordSoFar(steps: ReplaySteps): GameRecord {
  return { ...steps.record, moves: steps.record.moves.slice(0, steps.at) };
}

/** Play can go on from the step shown: the game was neither won nor lost there. */
export const canPlayFrom = (steps: ReplaySteps): boolean => status(positionOf(steps)) === 'playing';

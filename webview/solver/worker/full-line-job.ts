// Show Me How's side of the solver worker: each move of a winning line in words (the hint's words,
// hint-text.ts), and in a game that hides cards a winning line proved with full knowledge (the face-down
// cards and the stock too). A player who asks to be shown wants a solution, and a game where the
// solution is shown is assisted anyway; hints, the light and Finish keep to the cards the player can
// see (solver-handler.ts). Searched in slices like a hint.
import { type Move, type Position, applyMove } from '../../../src/engine';
import { createSearch } from '../../../src/engine/solver';
import { hintText } from '../hint-text';
import type { SolverResponse } from '../solver-protocol';
import type { SolverWords } from '../../l10n/solver-strings';

/** The request's budget, and the worker's slice and memory bound (solver-handler.ts's, as for a hint). */
export interface LineBudget {
  readonly id: number;
  readonly maxMs: number;
  readonly maxPositions?: number;
  readonly now: () => number;
  readonly sliceMs: number;
  readonly maxStored: number;
}

/** A job whose `step` searches a slice and answers once the verdict is known or the budget is spent. */
export function fullLineJob(
  position: Position,
  budget: LineBudget,
  words: SolverWords,
): { readonly id: number; step(): SolverResponse | null } {
  const search = createSearch(position, { knowledge: 'full', maxStored: budget.maxStored });
  const deadline = budget.now() + budget.maxMs;
  let positionsLeft = budget.maxPositions ?? Infinity;
  let visited = 0;
  return {
    id: budget.id,
    step(): SolverResponse | null {
      const { now } = budget;
      const result = search.run({
        now,
        maxMs: Math.max(0, Math.min(budget.sliceMs, deadline - now())),
        maxPositions: Math.min(positionsLeft, 4096),
      });
      const progressed = result.positions > visited;
      positionsLeft -= result.positions - visited;
      visited = result.positions;
      if (result.verdict === 'unknown' && progressed && positionsLeft > 0 && now() < deadline) return null;
      // Not visible-only: the verdict and the line peek, which only Show Me How may use.
      const base = { type: 'result', id: budget.id, verdict: result.verdict, visibleOnly: false, noMove: false } as const;
      const line = result.verdict === 'solved' ? result.line : undefined;
      if (!line?.length) return { ...base, text: result.verdict === 'unsolvable' ? words.lost : '' };
      return { ...base, move: line[0], text: hintText(position, line[0], words), line, lineWords: lineWords(position, line, words) };
    },
  };
}

/** Each move of `line` from `position` as a hint says it ("Move 7♥ onto 8♥ — frees tableau 3"), for Show Me How to name as it plays. */
export function lineWords(position: Position, line: readonly Move[], words: SolverWords): string[] {
  let here = position;
  return line.map((move) => {
    const text = hintText(here, move, words);
    const next = applyMove(here, move);
    // The line is the engine's own moves: a refusal here would be a bug, and the words stop making sense after it.
    if (next.ok) here = next.value;
    return text;
  });
}

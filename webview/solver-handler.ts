// The solver worker's work, as plain functions so tests run it without a Worker: a request becomes
// a job run in short slices (the worker yields between them to hear a newer request), then a
// response that says everything the page shows: the legal move, where it is, and in words.
import { type Move, type Position, homeRun, isAction, isFaceDown, legalMoves, pileIndex, rulesOf } from '../src/engine';
import { createSearch } from '../src/engine/solver';
import { hintText } from './hint-text';
import type { HintSpots, SolveRequest, SolverResponse } from './solver-protocol';
import { SOLVER_WORDS } from './solver-strings';

/** One slice of search: short, so a cancel or a newer request waits at most this long. */
const SLICE_MS = 20;
/** Positions remembered at most: the worker shares the page's memory budget. */
const MAX_STORED = 1_000_000;

export interface SolverJob {
  readonly id: number;
  /** Searches one slice; the response once the verdict is known or the budget is spent, else null. */
  step(): SolverResponse | null;
}

const sameMove = (a: Move, b: Move): boolean =>
  isAction(a) || isAction(b)
    ? isAction(a) && isAction(b) && a.action === b.action
    : a.from === b.from && a.to === b.to && (a.count ?? 1) === (b.count ?? 1);

export function createSolverJob(request: SolveRequest, now: () => number): SolverJob {
  const { position } = request;
  const moves = legalMoves(position);
  // Hints never peek: `visible` knowledge, which only changes anything in Spider Three Decks.
  const search = moves.length ? createSearch(position, { knowledge: 'visible', maxStored: MAX_STORED }) : null;
  const deadline = now() + request.maxMs;
  let positionsLeft = request.maxPositions ?? Infinity;
  let visited = 0;
  const words = SOLVER_WORDS[request.language];
  const visibleOnly = position.game === 'spider-three-decks';
  return {
    id: request.id,
    step(): SolverResponse | null {
      if (!search) return { type: 'result', id: request.id, verdict: 'unsolvable', visibleOnly, noMove: true, text: words.noMove };
      const budget = Math.min(positionsLeft, 4096);
      const result = search.run({ maxMs: Math.max(0, Math.min(SLICE_MS, deadline - now())), now, maxPositions: budget });
      const progressed = result.positions > visited;
      positionsLeft -= result.positions - visited;
      visited = result.positions;
      // A slice that found no new position will not find one later (e.g. Spider with only hidden cards ahead).
      if (result.verdict === 'unknown' && progressed && positionsLeft > 0 && now() < deadline) return null;
      const base = { type: 'result', id: request.id, verdict: result.verdict, visibleOnly, noMove: false } as const;
      if (result.verdict === 'unsolvable') return { ...base, text: words.lost };
      // The solver's moves come from the engine; still, only a legal move is ever shown.
      const wanted = result.verdict === 'solved' ? result.line?.[0] : result.hint;
      const move = moves.find((m) => wanted !== undefined && sameMove(m, wanted)) ?? moves[0];
      const text = hintText(position, move, words);
      const finish = finishLine(position, result.verdict === 'solved' ? result.line : undefined, visibleOnly);
      return {
        ...base,
        move,
        spots: spotsOf(position, move),
        text: result.verdict === 'unknown' && visibleOnly ? words.guess(text) : text,
        ...(finish ? { finish } : {}),
      };
    },
  };
}

/** Runs a request to its end at once (tests; the worker runs the same job in slices). */
export function handleSolverRequest(request: SolveRequest, now: () => number = Date.now): SolverResponse {
  const job = createSolverJob(request, now);
  for (;;) {
    const response = job.step();
    if (response) return response;
  }
}

/** The cards a move lifts and the pile it goes to; an action points at the stock. */
export function spotsOf(position: Position, move: Move): HintSpots {
  const rules = rulesOf(position.game);
  if (isAction(move)) return { pile: -1, from: -1, to: rules.piles.findIndex((spec) => spec.kind === 'stock') };
  const pile = pileIndex(rules, move.from);
  return { pile, from: position.piles[pile].length - (move.count ?? 1), to: pileIndex(rules, move.to) };
}

/**
 * What Finish plays: the solver's winning line whenever it proved one, of any length (in Spider it is
 * proved from the cards the player can see, so it never turns one up), else a finish by moves home
 * alone, found where the search ran out of time. Sending cards home may turn one up, so where the game
 * hides cards that is offered only once none is face down: Finish must not tell what the player cannot see.
 */
export function finishLine(position: Position, line: readonly Move[] | undefined, hidesCards: boolean): readonly Move[] | undefined {
  if (line?.length) return line;
  const hidden = hidesCards && position.piles.some((pile) => pile.some(isFaceDown));
  return (hidden ? null : homeRun(position)) ?? undefined;
}

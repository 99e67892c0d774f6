// The hint for a game so far: the page's Hint button, `patience hint` and the hint benchmark all ask
// this, so the same record gets the same hint wherever it is asked. The page (and the benchmark) also keep
// the line a hint showed while the player follows it (lineFollowed), which a record alone does not say.
import { legalMoves, applyMove, status } from '../play';
import { positionsEqual } from '../position';
import type { Move, Position } from '../types';
import { createSearch } from './index';
import { withoutShuttles } from './without-shuttles';
import type { Search } from './search';
import { solverOf } from './by-game';
import type { SolveResult, Verdict } from './types';
import { sameMove } from './same-move';

/** Positions one slice searches at most, so a position budget is spent in the same steps however it is sliced. */
const SLICE_POSITIONS = 4096;

export interface HintBudget {
  /** Milliseconds for the whole hint, read with `now`. */
  readonly maxMs: number;
  readonly now: () => number;
  /** Positions the search may visit as well (tests: an answer that does not depend on the machine). */
  readonly maxPositions?: number;
  /** Positions remembered at most (the page's worker shares the page's memory). */
  readonly maxStored?: number;
}

export interface HintAnswer {
  /** Whether the position on the table can be won: `solved` is a proof, `unsolvable` a proof of a loss. */
  readonly verdict: Verdict;
  /** The move to play, always a legal one; none when there is no legal move, the game is proved lost, or a planner sees no move worth a hint. */
  readonly move?: Move;
  /**
   * When solved: the winning line from the position on the table (its first move is `move`). It
   * never comes back to a position of the game so far unless every win does, and never repeats one.
   */
  readonly line?: readonly Move[];
  /** Positions the search visited. */
  readonly positions: number;
}

/** A hint's winning line as the player was shown it, and the position it was shown at. */
export interface ShownLine {
  readonly from: Position;
  readonly line: readonly Move[];
}

/**
 * The rest of the line `shown`, when the game (`history`, the position on the table last) still stands
 * where it was shown or went on by its first move: a hint is the next step of the line it showed, kept while
 * the player follows it, so following the hints never sends a card back and forth between searches.
 */
export function lineFollowed(shown: ShownLine | null | undefined, history: readonly Position[]): readonly Move[] | undefined {
  if (!shown?.line.length) return undefined;
  const here = history[history.length - 1];
  if (positionsEqual(here, shown.from)) return shown.line;
  const before = history[history.length - 2];
  if (!before || !positionsEqual(before, shown.from)) return undefined;
  const next = applyMove(shown.from, shown.line[0]);
  return next.ok && positionsEqual(next.value, here) && shown.line.length > 1 ? shown.line.slice(1) : undefined;
}

/**
 * The hint for `history` (the positions of this game so far, the last on the table), searched in
 * slices: call `step` until it answers. A search from the position on the table that never enters a
 * position of the game so far, so a player who follows the hints never comes back to one; only when
 * no win avoids them (that search ran out) is it searched again with the way back allowed. The
 * search is deterministic, so a player who follows the line finds the rest of it at the next step.
 * Searches read the visible cards only; in Spider Three Decks, unless a win is proved, the visible
 * planner (spider-planner.ts) chooses the move.
 */
export class HintSearch {
  private readonly position: Position;
  private readonly legal: readonly Move[];
  private search: Search | null;
  private avoiding: boolean;
  private readonly deadline: number;
  private positionsLeft: number;
  /** Positions of the searches before the current one, and of the current one so far. */
  private before = 0;
  private visited = 0;

  /** The line already proved from here (the hint before's, which the player followed): answered without a search. */
  private readonly kept: readonly Move[] | null;

  /** `followed`: the rest of the line the hint before showed, when the player followed it (lineFollowed). */
  constructor(
    private readonly history: readonly Position[],
    private readonly budget: HintBudget,
    followed?: readonly Move[],
  ) {
    this.position = history[history.length - 1];
    this.legal = legalMoves(this.position);
    this.avoiding = history.length > 1;
    this.kept = followed && winsFrom(this.position, followed) ? followed : null;
    // A game with a hint planner (Spider) gives the proof a share of the time; its planner then picks the move.
    const share = solverOf(this.position.game).hintPlanner?.proofShare ?? 1;
    this.deadline = budget.now() + budget.maxMs * share;
    this.positionsLeft = budget.maxPositions ?? Infinity;
    this.search = this.legal.length && !this.kept ? this.newSearch() : null;
  }

  /** Searches for at most `sliceMs` (and SLICE_POSITIONS); the answer once known or the budget is spent, else null. */
  step(sliceMs = Infinity): HintAnswer | null {
    if (this.kept) return { verdict: 'solved', move: this.legalOr(this.kept[0]), line: this.kept, positions: 0 };
    if (!this.search) return { verdict: 'unsolvable', positions: 0 };
    const { now } = this.budget;
    const result = this.search.run({
      now,
      maxMs: Math.max(0, Math.min(sliceMs, this.deadline - now())),
      maxPositions: Math.min(this.positionsLeft, SLICE_POSITIONS),
    });
    const progressed = result.positions > this.visited;
    this.positionsLeft -= result.positions - this.visited;
    this.visited = result.positions;
    const budgetLeft = this.positionsLeft > 0 && now() < this.deadline;
    if (result.verdict === 'unsolvable' && this.avoiding) {
      // No win avoids the game so far; whether one goes back through it is another search.
      this.avoiding = false;
      this.before += this.visited;
      this.visited = 0;
      this.search = this.newSearch();
      return budgetLeft ? null : this.answer({ verdict: 'unknown', positions: this.before, finished: false });
    }
    // A slice that found no new position will not find one later (e.g. Spider with only hidden cards ahead).
    if (result.verdict === 'unknown' && progressed && budgetLeft) return null;
    return this.answer({ ...result, positions: this.before + result.positions });
  }

  private newSearch(): Search {
    const { maxStored } = this.budget;
    return createSearch(this.position, {
      knowledge: 'visible',
      ...(maxStored !== undefined ? { maxStored } : {}),
      ...(this.avoiding ? { avoid: this.history.slice(0, -1) } : {}),
    });
  }

  private answer(result: SolveResult): HintAnswer {
    const { verdict, positions } = result;
    if (verdict === 'unsolvable') return { verdict, positions };
    if (verdict === 'solved' && result.line?.length) {
      const line = withoutShuttles(this.position, withoutLoops(this.position, result.line));
      return { verdict, move: this.legalOr(line[0]), line, positions };
    }
    const planner = solverOf(this.position.game).hintPlanner;
    if (planner && verdict !== 'solved') {
      // A planner may see no move worth a hint (Klondike: every move leads back, or turns the waste over to no purpose).
      const { maxMs, now, maxPositions } = this.budget;
      const planned = planner.move(this.history, { maxMs, now, ...(maxPositions !== undefined ? { maxPositions } : {}) });
      return { verdict, ...(planned ? { move: this.legalOr(planned) } : {}), positions };
    }
    return { verdict, ...(this.legal.length ? { move: this.legalOr(result.hint) } : {}), positions };
  }

  /** The legal move `wanted` stands for; the first legal move when it stands for none. */
  private legalOr(wanted: Move | undefined): Move {
    return this.legal.find((move) => wanted !== undefined && sameMove(move, wanted)) ?? this.legal[0];
  }
}

/**
 * The hint for `history` within `budget`, all at once (the CLI, the benchmark; the page's worker steps the same
 * search in slices); `followed` as HintSearch takes it.
 */
export function hintOfRecord(history: readonly Position[], budget: HintBudget, followed?: readonly Move[]): HintAnswer {
  const search = new HintSearch(history, budget, followed);
  for (;;) {
    const answer = search.step();
    if (answer) return answer;
  }
}

/** `line` from `position` with every stretch that comes back to a position it passed cut out. */
export function withoutLoops(position: Position, line: readonly Move[]): readonly Move[] {
  const kept: Move[] = [];
  const at = new Map<string, number>([[JSON.stringify(position), 0]]);
  let here = position;
  for (const move of line) {
    const next = applyMove(here, move);
    if (!next.ok) return line;
    here = next.value;
    kept.push(move);
    const key = JSON.stringify(here);
    const seen = at.get(key);
    if (seen === undefined) at.set(key, kept.length);
    else {
      for (const [other, index] of at) if (index > seen) at.delete(other);
      kept.length = seen;
    }
  }
  return kept;
}

/** Whether `line` plays from `position` to a win, every move legal. */
function winsFrom(position: Position, line: readonly Move[]): boolean {
  let here = position;
  for (const move of line) {
    const next = applyMove(here, move);
    if (!next.ok) return false;
    here = next.value;
  }
  return status(here) === 'won';
}

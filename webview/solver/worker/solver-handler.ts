// The solver worker's work, as plain functions so tests run it without a Worker: a request becomes
// a job run in short slices (the worker yields between them to hear a newer request), then a
// response that says everything the page shows: the legal move, where it is, and in words.
import {
  type GameRecord,
  type Move,
  type Position,
  finishLine,
  gameOf,
  isAction,
  legalMoves,
  pileIndex,
  playOn,
  rulesOf,
} from '../../../src/engine';
import { HintSearch, type ShownLine, lineFollowed } from '../../../src/engine/solver/hint-of-record';
import { historyOfRecord } from '../../../src/engine/solver/hint-record';
import { fullLineJob, lineWords } from './full-line-job';
import { hintText, mazeGapCells } from '../hint-text';
import type { HintSpots, SolveRequest, SolverResponse } from '../solver-protocol';
import { SOLVER_WORDS } from '../../l10n/solver-strings';

/** One slice of search: short, so a cancel or a newer request waits at most this long. */
const SLICE_MS = 20;
/** Positions remembered at most: the worker shares the page's memory budget. */
const MAX_STORED = 1_000_000;

export interface SolverJob {
  readonly id: number;
  /** Searches one slice; the response once the verdict is known or the budget is spent, else null. */
  step(): SolverResponse | null;
}

export function createSolverJob(request: SolveRequest, now: () => number): SolverJob {
  const history = historyOf(request.record);
  const position = history[history.length - 1];
  // Show Me How in a game that hides cards (Spider): a line proved with full knowledge (full-line-job.ts); everything else keeps to the visible cards.
  const hidesCards = gameOf(position.game).hidesCards;
  if (request.knowledge === 'full' && hidesCards) {
    const budget = { id: request.id, maxMs: request.maxMs, now, sliceMs: SLICE_MS, maxStored: MAX_STORED };
    return fullLineJob(
      position,
      request.maxPositions !== undefined ? { ...budget, maxPositions: request.maxPositions } : budget,
      SOLVER_WORDS[request.language],
    );
  }
  const words = SOLVER_WORDS[request.language];
  const visibleOnly = hidesCards;
  const hasMoves = legalMoves(position).length > 0;
  // The end game (every card face up, the rest only moves home): Finish's line is the win, no search needed.
  const finish = finishLine(position) ?? undefined;
  // Hints never peek (visible knowledge, which only changes anything in a game that hides cards), never lead
  // back, and keep to the line they showed while the player follows it.
  const search = finish
    ? null
    : new HintSearch(
        history,
        {
          maxMs: request.maxMs,
          now,
          maxStored: MAX_STORED,
          ...(request.maxPositions !== undefined ? { maxPositions: request.maxPositions } : {}),
        },
        lineFollowed(shown, history),
      );
  return {
    id: request.id,
    step(): SolverResponse | null {
      const answer = search ? search.step(SLICE_MS) : { verdict: 'solved' as const, move: finish![0], line: finish };
      if (!answer) return null;
      shown = answer.line ? { from: position, line: answer.line } : null;
      const base = { type: 'result', id: request.id, verdict: answer.verdict, visibleOnly } as const;
      if (!answer.move) {
        if (!hasMoves) return { ...base, noMove: true, text: words.noMove };
        // Only a proof says lost: a planner that sees no move worth a hint (Klondike's) has proved nothing.
        return { ...base, noMove: false, text: answer.verdict === 'unsolvable' ? words.lost : words.noLead };
      }
      return {
        ...base,
        noMove: false,
        move: answer.move,
        spots: spotsOf(position, answer.move),
        text: hintText(position, answer.move, words),
        ...(answer.verdict === 'unknown' && visibleOnly ? { guess: true as const } : {}),
        ...(answer.line ? { line: answer.line, lineWords: lineWords(position, answer.line, words) } : {}),
        ...(finish ? { finish } : {}),
      };
    },
  };
}

/** The line the last answer showed, from its position: the next hint follows it while the player does (lineFollowed). */
let shown: ShownLine | null = null;

/** The worker's last game: a request for the same game a few moves on (or back) replays only those. */
let last: { readonly base: string; readonly moves: readonly Move[]; readonly positions: readonly Position[] } | null = null;

/** The positions of the record's game, its start first; a bad record is a bug of the page's (thrown, reported to the host). */
function historyOf(record: GameRecord): readonly Position[] {
  // Who played the moves does not change the positions: a Finish or a shown move does not replay the game.
  const { moves, helped: _helpers, ...rest } = record;
  const base = JSON.stringify(rest);
  let positions: Position[];
  if (last?.base === base) {
    let same = 0;
    while (same < moves.length && same < last.moves.length && JSON.stringify(moves[same]) === JSON.stringify(last.moves[same])) same++;
    positions = last.positions.slice(0, same + 1);
    const played = playOn(positions, moves);
    if (!played.ok) throw new Error(played.error);
  } else {
    const replayed = historyOfRecord(record);
    if (!replayed.ok) throw new Error(replayed.error);
    positions = replayed.value;
  }
  last = { base, moves: moves.slice(), positions };
  return positions;
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
  const to = pileIndex(rules, move.to);
  const beside = rules.piles[to].kind === 'cell' ? mazeGapCells(position, pile, to).builds : undefined;
  return { pile, from: position.piles[pile].length - (move.count ?? 1), to, ...(beside !== undefined ? { beside } : {}) };
}

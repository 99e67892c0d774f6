// Klondike's hint from what the player sees (klondike-seen.ts): the unseen cards dealt at random a few times, each
// sample solved with full knowledge within a small budget, and the move that wins in most samples played. It never
// leads back to a position of the game, and never turns the waste over after a pass through the stock that changed
// nothing: then it gives no hint, so a player who follows the hints always comes to an end.
import { isFaceDown } from '../cards';
import { fnv1a } from '../daily-candidates';
import { klondikeStock } from '../games/klondike/rules';
import { applyMove, isAction, legalMoves } from '../play';
import { MersenneTwister } from '../random';
import type { Move, Position } from '../types';
import { klondikeWinSearch } from './klondike';
import { samplePosition, seenKey } from './klondike-seen';
import { movesNotBack } from './not-back';
import { sameMove } from './same-move';
import type { PlannerOptions } from './spider-planner';

/** Samples a hint deals at most, and positions each sample's search may visit: the budget that decides, on any machine. */
const SAMPLES = 20;
const SAMPLE_POSITIONS = 10000;
/** The first moves the samples' wins agree on most that are each tried on every sample again. */
const CONTENDERS = 5;
/** The hint's own cap on time, under the caller's: what a player waits at most. */
const MAX_MS = 800;

// Pile indices as in games/klondike/rules.ts: stock (0), waste (1), foundation-1…4 (2…5), tableau-1…7 (6…12).
const FOUNDATIONS = [2, 3, 4, 5];
const TABLEAU = [6, 7, 8, 9, 10, 11, 12];

/**
 * The move a player who sees only the page would be told to play, for the game whose positions so far are `history`
 * (the last on the table); undefined when every move leads back or only turns the waste over to no purpose.
 */
export function klondikePlannerMove(history: readonly Position[], options: PlannerOptions): Move | undefined {
  const position = history[history.length - 1];
  const allowed = movesNotBack(position, legalMoves(position), new Set(history.map(seenKey)), seenKey).filter(
    (move) => !isWastedPass(history, move),
  );
  if (allowed.length <= 1) return allowed[0];
  const budget = new SampleBudget(options);
  // Seeded by the view (an ASCII key), so one view always gets the same hint.
  const random = new MersenneTwister(fnv1a(seenKey(position)));
  const samples: Position[] = [];
  const votes = new Array<number>(allowed.length).fill(0);
  for (let i = 0; i < SAMPLES && budget.left(); i++) {
    const sample = samplePosition(position, random);
    samples.push(sample);
    const line = winningLine(sample, budget);
    const first = line?.[0] && allowed.findIndex((move) => sameMove(move, line[0]));
    if (first !== undefined && first >= 0) votes[first]++;
  }
  const order = (i: number): number => kindOrder(position, allowed[i]);
  // A sample's search knows its stock, so its line often begins by dealing to a card the real stock may not hold: the
  // moves a player would play first (a card home, a card turned up, the waste's card taken) are tried as well.
  const contenders = allowed
    .map((_, i) => i)
    .filter((i) => votes[i] > 0 || order(i) < OTHER)
    .sort((a, b) => votes[b] - votes[a] || order(a) - order(b))
    .slice(0, CONTENDERS);
  // Each contender tried on every sample: the move that wins in most is the hint, the first kind in order among equals.
  let best = -1;
  let bestWins = 0;
  for (const i of contenders) {
    let wins = 0;
    for (const sample of samples) {
      const next = applyMove(sample, allowed[i]);
      if (next.ok && winningLine(next.value, budget) !== undefined) wins++;
    }
    if (wins > bestWins || (wins === bestWins && wins > 0 && order(i) < order(best))) [best, bestWins] = [i, wins];
  }
  return best >= 0 ? allowed[best] : fallback(position, allowed);
}

/**
 * What the samples' searches may still spend: the hint's time (MAX_MS at most, under the caller's), or, when the caller
 * gives a position count (tests, `patience hint --positions`), that count alone, so the hint is the same anywhere.
 */
class SampleBudget {
  private readonly deadline: number;
  private positions: number;

  constructor(private readonly options: PlannerOptions) {
    this.positions = options.maxPositions ?? Infinity;
    this.deadline = options.maxPositions !== undefined ? Infinity : options.now() + Math.min(options.maxMs, MAX_MS);
  }

  left(): boolean {
    return this.positions > 0 && (this.deadline === Infinity || this.options.now() < this.deadline);
  }

  spend(positions: number): void {
    this.positions -= positions;
  }

  /** Positions the next search may visit. */
  next(): number {
    return Math.min(SAMPLE_POSITIONS, this.positions);
  }
}

/** A winning line of a full-knowledge position within the sample budget, or undefined. */
function winningLine(position: Position, budget: SampleBudget): readonly Move[] | undefined {
  if (!budget.left()) return undefined;
  const result = klondikeWinSearch(position)?.run({ maxPositions: budget.next() });
  budget.spend(result?.positions ?? 0);
  return result?.verdict === 'solved' ? (result.line ?? []) : undefined;
}

/**
 * Whether `move` turns the waste over when the pass through the stock that ends now changed nothing: since the talon
 * was last all in the stock, no card left it, none was turned up in the columns, no column was emptied and no more
 * cards lie home. The next pass would show the same cards to the same table.
 */
function isWastedPass(history: readonly Position[], move: Move): boolean {
  const position = history[history.length - 1];
  const { stock, waste } = klondikeStock(position.variant);
  if (!isAction(move) || position.piles[stock].length > 0) return false;
  const talon = position.piles[waste].length;
  for (let i = history.length - 2; i >= 0; i--) {
    const start = history[i];
    if (start.piles[waste].length > 0 || start.piles[stock].length !== talon) continue;
    return !gained(start, position);
  }
  return false;
}

/** Whether `now` stands further on than `before`: fewer face-down cards, more cards home or more empty columns. */
const gained = (before: Position, now: Position): boolean =>
  faceDown(now) < faceDown(before) || home(now) > home(before) || empty(now) > empty(before);

const faceDown = (position: Position): number => TABLEAU.reduce((n, t) => n + position.piles[t].filter(isFaceDown).length, 0);
const home = (position: Position): number => FOUNDATIONS.reduce((n, f) => n + position.piles[f].length, 0);
const empty = (position: Position): number => TABLEAU.filter((t) => position.piles[t].length === 0).length;

/** The kinds of move in the order a player plays them first: a card home, a run that turns a card up, the waste's card onto a column, others, the stock. */
const HOME = 0;
const TURNS_UP = 1;
const FROM_WASTE = 2;
const OTHER = 3;
const STOCK = 4;

function kindOrder(position: Position, move: Move): number {
  if (isAction(move)) return STOCK;
  if (move.to.startsWith('foundation') && !move.from.startsWith('foundation')) return HOME;
  if (move.from === 'waste') return FROM_WASTE;
  if (!move.from.startsWith('tableau')) return OTHER;
  const pile = position.piles[TABLEAU[Number(move.from.slice('tableau-'.length)) - 1]];
  const below = pile[pile.length - (move.count ?? 1) - 1];
  return below !== undefined && isFaceDown(below) ? TURNS_UP : OTHER;
}

/** When no sample was won within its budget: the first move of a kind that cannot be regretted much; none when only shifts between columns are left. */
function fallback(position: Position, allowed: readonly Move[]): Move | undefined {
  let best: Move | undefined;
  for (const move of allowed)
    if (kindOrder(position, move) !== OTHER && (!best || kindOrder(position, move) < kindOrder(position, best))) best = move;
  return best;
}

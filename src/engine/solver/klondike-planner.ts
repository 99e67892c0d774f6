// Klondike's hint from what the player sees (klondike-seen.ts): the unseen cards dealt at random a few times, each
// sample solved with full knowledge within a small budget, and the move that wins in most samples played. It never
// leads back to a position of the game, and never turns the waste over after a pass through the stock that changed
// nothing: then it gives no hint, so a player who follows the hints always comes to an end.
import { isFaceDown } from '../cards';
import { fnv1a } from '../daily-candidates';
import { klondikeStock } from '../games/klondike/rules';
import { isAction, legalMoves } from '../play';
import type { Move, Position } from '../types';
import { klondikeWinSearch } from './klondike';
import { samplePosition, seenKey } from './klondike-seen';
import { movesNotBack } from './not-back';
import { sampledVote } from './sampled-vote';
import type { PlannerOptions } from './spider-planner';

/** The vote's budget (sampled-vote.ts): samples, positions each, contenders tried again, the hint's own cap on time. */
const SAMPLES = 20;
const SAMPLE_POSITIONS = 10000;
const CONTENDERS = 5;
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
  const best = sampledVote(
    allowed,
    {
      samples: SAMPLES,
      samplePositions: SAMPLE_POSITIONS,
      contenders: CONTENDERS,
      maxMs: MAX_MS,
      // Seeded by the view (an ASCII key), so one view always gets the same hint.
      seed: fnv1a(seenKey(position)),
      sample: (random) => samplePosition(position, random),
      solve: winningLine,
      // A sample's search knows its stock, so its line often begins by dealing to a card the real stock may not hold:
      // the moves a player would play first (a card home, a card turned up, the waste's card taken) are tried as well.
      planOf: (_, line) => line.slice(0, 1),
      order: (plan) => kindOrder(position, plan[0]),
      tried: OTHER,
      doubt: () => 0,
      thrifty: false,
      probe: Infinity,
      quorum: 1,
    },
    options,
  );
  return best >= 0 ? allowed[best] : fallback(position, allowed);
}

/** A winning line of a full-knowledge position within `maxPositions`, or undefined; and the positions searched. */
function winningLine(position: Position, maxPositions: number): { line: readonly Move[] | undefined; positions: number } {
  const result = klondikeWinSearch(position)?.run({ maxPositions });
  return { line: result?.verdict === 'solved' ? (result.line ?? []) : undefined, positions: result?.positions ?? 0 };
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

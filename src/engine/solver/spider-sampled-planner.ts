// Spider's (two decks') hint with one suit (solver/spider.ts) from what the player sees (spider-seen.ts): the face-down
// cards and the stock dealt at random a few times, each sample solved with full knowledge by the staged search within a
// small budget, and the first move of the plan that wins in most samples played (sampled-vote.ts, as Klondike's hints).
// The look-ahead planner of the visible cards (spider-planner.ts) plays where the samples say little. It never leads
// back to a position of the game: when every move does, it gives no hint, so a player who follows the hints comes to an end.
import { isFaceDown } from '../cards';
import { fnv1a } from '../daily-candidates';
import { applyMove, isAction, legalMoves } from '../play';
import type { Move, Position } from '../types';
import { movesNotBack } from './not-back';
import { sampledVote } from './sampled-vote';
import { sameMove } from './same-move';
import { type SpiderBoardShape, TWO_DECKS } from './spider-board';
import { type PlannerOptions, spiderPlannerMove } from './spider-planner';
import { SpiderModel } from './spider-model';
import { SpiderStagedSearch } from './spider-search';
import { sampleSpider, spiderSeenKey } from './spider-seen';

/**
 * The vote's budget: samples, positions each, contenders tried again, the hint's own cap on time. A one- or two-suit
 * deal is won from its start in about 15,000 positions (deals 7001-7003, five samples each: 9,500-35,000).
 */
const SAMPLES = 10;
const SAMPLE_POSITIONS = 40000;
const CONTENDERS = 3;
const MAX_MS = 700;
/** Samples that, none won, leave the hint to the look-ahead (four suits, where many samples are beyond the budget). */
const PROBE = 3;
/** Samples a deal must win beyond another plan (sampled-vote.ts's doubt): one suit's deal 7005 dealt all five by its 50th move, lost. */
const DEAL_DOUBT = 2;

/**
 * The move a player who sees only the face-up cards would be told to play, for the game whose positions so far are
 * `history` (the last on the table); undefined when every move leads back to a position of the game.
 */
export function spiderSampledMove(
  history: readonly Position[],
  options: PlannerOptions,
  shape: SpiderBoardShape = TWO_DECKS,
): Move | undefined {
  const position = history[history.length - 1];
  const allowed = movesNotBack(position, legalMoves(position), new Set(history.map(spiderSeenKey)), spiderSeenKey);
  if (allowed.length <= 1) return allowed[0];
  const best = sampledVote(
    allowed,
    {
      samples: SAMPLES,
      samplePositions: SAMPLE_POSITIONS,
      contenders: CONTENDERS,
      maxMs: MAX_MS,
      seed: fnv1a(spiderSeenKey(position)),
      sample: (random) => sampleSpider(position, random),
      solve: (sample, maxPositions) => winningLine(sample, maxPositions, shape),
      planOf: (sample, line) => planOf(sample, line, shape),
      order: (plan) => kindOrder(position, plan, shape),
      tried: DEAL,
      // A deal spends one of five for good: it must win DEAL_DOUBT samples more than the best plan that keeps the stock.
      doubt: (plan) => (isAction(plan[plan.length - 1]) ? DEAL_DOUBT : 0),
      thrifty: true,
      probe: PROBE,
      quorum: SAMPLES / 2,
    },
    options,
  );
  if (best >= 0) return allowed[best];
  // No plan won half the samples within their budget (four suits, mostly): the look-ahead's move, if it does not lead back.
  const looked = spiderPlannerMove(history, options, shape);
  return allowed.find((move) => looked !== undefined && sameMove(move, looked)) ?? allowed[0];
}

/** A winning line of a full-knowledge sample within `maxPositions`, or undefined; and the positions searched. */
function winningLine(
  sample: Position,
  maxPositions: number,
  shape: SpiderBoardShape,
): { line: readonly Move[] | undefined; positions: number } {
  if (!SpiderModel.fits(sample, shape)) return { line: undefined, positions: 0 };
  const result = new SpiderStagedSearch(sample, {}, false, shape).run({ maxPositions });
  return { line: result.verdict === 'solved' ? (result.line ?? []) : undefined, positions: result.positions };
}

/**
 * The start of a sample's winning line up to its first move that shows the player something new or gains for good: a
 * card turned up, a run home, a deal. Until then the player sees all that the sample's search saw. (An emptied column
 * does not end a plan: plans that only empty a column and fill it again went round for ever, deal 7001 one suit.)
 */
function planOf(sample: Position, line: readonly Move[], shape: SpiderBoardShape): readonly Move[] {
  let here = sample;
  for (let i = 0; i < line.length; i++) {
    const next = applyMove(here, line[i]);
    if (!next.ok || gains(here, next.value, shape)) return line.slice(0, i + 1);
    here = next.value;
  }
  return line;
}

/** Whether `after` shows more than `before`: fewer cards face down or in the stock, or more cards home. */
function gains(before: Position, after: Position, shape: SpiderBoardShape): boolean {
  const count = (position: Position): { hidden: number; home: number } => {
    let hidden = position.piles[0].length;
    let home = 0;
    for (let f = 0; f < shape.foundations; f++) home += position.piles[1 + f].length;
    for (let c = 0; c < shape.tableau; c++) for (const card of position.piles[1 + shape.foundations + c]) if (isFaceDown(card)) hidden++;
    return { hidden, home };
  };
  const a = count(before);
  const b = count(after);
  return b.hidden < a.hidden || b.home > a.home;
}

/** The kinds of plan in the order a player plays them first, by how it ends: a run home, a card turned up, a deal, others. */
const HOME = 0;
const TURNS_UP = 1;
const DEAL = 2;
const OTHER = 3;

/** The kind of `plan` from `position`, by its last move (the moves before it turn no card up). */
function kindOrder(position: Position, plan: readonly Move[], shape: SpiderBoardShape): number {
  let here = position;
  for (const move of plan.slice(0, -1)) {
    const next = applyMove(here, move);
    if (!next.ok) return OTHER;
    here = next.value;
  }
  const move = plan[plan.length - 1];
  if (isAction(move)) return DEAL;
  if (move.to.startsWith('foundation')) return HOME;
  const from = here.piles[1 + shape.foundations + Number(move.from.slice('tableau-'.length)) - 1];
  const below = from[from.length - (move.count ?? 1) - 1];
  return below !== undefined && isFaceDown(below) ? TURNS_UP : OTHER;
}

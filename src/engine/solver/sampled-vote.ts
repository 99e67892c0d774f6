// The sampled hint shared by the planners of games that hide cards (Klondike's, Spider's): the unseen cards dealt at
// random a few times, consistently with what the page shows, each sample solved with full knowledge within a small
// budget, and the move that wins in most samples chosen. Each game says how it samples, solves and ranks its moves.
import { applyMove } from '../play';
import { MersenneTwister } from '../random';
import type { Move, Position } from '../types';
import { sameMove } from './same-move';
import type { PlannerOptions } from './spider-planner';

/** What a game gives the vote: how many samples and positions, how to deal a sample, solve it and rank a plan. */
export interface SampledGame {
  /** Samples a hint deals at most, and positions each sample's search may visit: the budget that decides, on any machine. */
  readonly samples: number;
  readonly samplePositions: number;
  /** The plans the samples' wins agree on most that are each tried on every sample again. */
  readonly contenders: number;
  /** The hint's own cap on time, under the caller's: what a player waits at most. */
  readonly maxMs: number;
  /** The seed of the samples, from the view alone, so one view always gets the same hint. */
  readonly seed: number;
  /** A full position the view could stand for. */
  sample(random: MersenneTwister): Position;
  /** A full-knowledge search of `position` within `maxPositions`: its winning line if it found one, and the positions it visited. */
  solve(position: Position, maxPositions: number): { readonly line: readonly Move[] | undefined; readonly positions: number };
  /**
   * The start of a sample's winning line that the player can play as it stands, seeing only the page (Klondike: the
   * first move; Spider: the moves up to the first that shows something new); at least its first move.
   */
  planOf(sample: Position, line: readonly Move[]): readonly Move[];
  /** The kind of a plan in the order a player plays them first (lower first); single moves of kinds below `tried` are tried without a vote. */
  order(plan: readonly Move[]): number;
  readonly tried: number;
  /**
   * Wins a plan must win beyond the others to be chosen (Spider's deal: a sample's search knows what its stock deals,
   * so every sample's line may deal early where the real stock would not serve; Klondike: none).
   */
  doubt(plan: readonly Move[]): number;
  /**
   * Whether a sample whose own winning line began with a plan counts as won by it without a second search, and a
   * contender that can no longer beat the best is left (Spider, whose searches cost more); Klondike searches every
   * sample again, as it did when its figures were measured.
   */
  readonly thrifty: boolean;
  /** The fewest samples a plan must win to be the hint (Spider: half, else the samples say little; Klondike: one). */
  readonly quorum: number;
  /** Samples after which, none won, the vote gives up: the position is beyond the budget (Spider's four suits). */
  readonly probe: number;
}

/** A plan the samples voted for, or one tried without a vote: its moves, votes, kind, and the samples known to win by it. */
interface Contender {
  readonly plan: readonly Move[];
  votes: number;
  readonly order: number;
  readonly doubt: number;
  /** Its first move's index in `allowed`: the last tie-break, as the moves are listed. */
  readonly index: number;
  readonly won: Set<number>;
}

/**
 * Of `allowed` (more than one) from the position, the index of the first move of the plan that wins in most samples, the
 * first kind in order and then the shortest among equals; -1 when no sample was won within the budget. Shortest first
 * keeps the hints on one plan: the rest of the plan a hint began is shorter than any other of its kind.
 */
export function sampledVote(allowed: readonly Move[], game: SampledGame, options: PlannerOptions): number {
  const budget = new SampleBudget(options, game);
  const random = new MersenneTwister(game.seed);
  const samples: Position[] = [];
  const voted = new Map<string, Contender>();
  for (let i = 0; i < game.samples && budget.left(); i++) {
    if (i === game.probe && voted.size === 0) return -1;
    const sample = game.sample(random);
    samples.push(sample);
    const line = winningLine(sample, game, budget);
    if (!line?.length || !allowed.some((move) => sameMove(move, line[0]))) continue;
    const plan = game.planOf(sample, line);
    const key = planKey(plan);
    const index = allowed.findIndex((move) => sameMove(move, line[0]));
    const contender = voted.get(key) ?? { plan, votes: 0, order: game.order(plan), doubt: game.doubt(plan), index, won: new Set<number>() };
    contender.votes++;
    contender.won.add(i);
    voted.set(key, contender);
  }
  // A sample's search knows its hidden cards, so its line often begins with a move that only pays off for them: the
  // moves a player would play first are tried as well.
  allowed.forEach((move, index) => {
    const plan = [move];
    const order = game.order(plan);
    if (order < game.tried && !voted.has(planKey(plan)))
      voted.set(planKey(plan), { plan, votes: 0, order, doubt: game.doubt(plan), index, won: new Set() });
  });
  const contenders = [...voted.values()]
    .sort((a, b) => b.votes - b.doubt - (a.votes - a.doubt) || a.order - b.order || a.plan.length - b.plan.length || a.index - b.index)
    .slice(0, game.contenders);
  // Each contender tried on every sample (where its own line did not already win by it): the plan that wins in most is
  // the hint, the first kind in order, then the shortest, among equals. One that can no longer reach the best is left.
  let best: Contender | undefined;
  /** The best's wins less its doubt. */
  let bestWins = 0;
  for (const contender of contenders) {
    let won = 0;
    for (let i = 0; i < samples.length; i++) {
      if (game.thrifty && won + samples.length - i - contender.doubt < bestWins) break;
      if ((game.thrifty && contender.won.has(i)) || winsAfter(samples[i], contender.plan, game, budget)) won++;
    }
    // Contenders come by votes: among equals the one tried first stays.
    const score = won - contender.doubt;
    const better =
      !best || score > bestWins || (score === bestWins && (contender.order - best.order || contender.plan.length - best.plan.length) < 0);
    if (won >= Math.max(1, game.quorum) && better) [best, bestWins] = [contender, score];
  }
  return best ? best.index : -1;
}

const planKey = (plan: readonly Move[]): string =>
  plan.map((move) => ('action' in move ? move.action : `${move.from}>${move.to}x${move.count ?? 1}`)).join(',');

/** Whether `plan` plays on `sample` and a winning line follows within the budget. */
function winsAfter(sample: Position, plan: readonly Move[], game: SampledGame, budget: SampleBudget): boolean {
  let here = sample;
  for (const move of plan) {
    const next = applyMove(here, move);
    if (!next.ok) return false;
    here = next.value;
  }
  return winningLine(here, game, budget) !== undefined;
}

/**
 * What the samples' searches may still spend: the hint's time (the game's cap, under the caller's), or, when the caller
 * gives a position count (tests, `patience hint --positions`), that count alone, so the hint is the same anywhere.
 */
class SampleBudget {
  private readonly deadline: number;
  private positions: number;

  constructor(
    private readonly options: PlannerOptions,
    private readonly game: SampledGame,
  ) {
    this.positions = options.maxPositions ?? Infinity;
    this.deadline = options.maxPositions !== undefined ? Infinity : options.now() + Math.min(options.maxMs, game.maxMs);
  }

  left(): boolean {
    return this.positions > 0 && (this.deadline === Infinity || this.options.now() < this.deadline);
  }

  spend(positions: number): void {
    this.positions -= positions;
  }

  /** Positions the next search may visit. */
  next(): number {
    return Math.min(this.game.samplePositions, this.positions);
  }
}

/** A winning line of a full-knowledge position within the sample budget, or undefined. */
function winningLine(position: Position, game: SampledGame, budget: SampleBudget): readonly Move[] | undefined {
  if (!budget.left()) return undefined;
  const { line, positions } = game.solve(position, budget.next());
  budget.spend(positions);
  return line;
}

// A Spider's hint from the visible cards (Spider Three Decks, Spider): a best-first look-ahead over the visible moves
// that never goes back to a position of this game.
import { isAction, legalMoves } from '../play';
import type { Move, Position } from '../types';
import { Heap } from './best-first';
import { BudgetClock } from './budget-clock';
import { type SpiderBoardShape, THREE_DECKS } from './spider-board';
import { tableValue } from './spider-hint-value';
import { movesNotBack } from './not-back';
import { HOME, VisibleSpider, moveCount, moveFrom, moveTo } from './spider-visible';

/** Positions expanded per hint at most: the budget that decides the answer, the same on any machine. */
const MAX_EXPANSIONS = 3000;
/** Expansions a millisecond of the caller's maxMs allows (a slow machine's pace), so a small maxMs still decides by count. */
const EXPANSIONS_PER_MS = 20;
/** A cost per move, so a short line beats a long one to the same table. */
const STEP_COST = 1;

export interface PlannerOptions {
  /** The outer cap on the hint's time, read with `now`; the expansion count decides first. */
  readonly maxMs: number;
  readonly now: () => number;
  /** Positions the hint may search at most, when its caller wants the same answer anywhere (then Klondike's planner reads no clock). */
  readonly maxPositions?: number;
}

const DEAL: Move = { action: 'deal' };

/** A line found by the look-ahead: its first move and what it is worth. */
interface Plan {
  readonly first: number | undefined;
  readonly gain: number;
}

/**
 * The move a player who sees only the face-up cards would be told to play, for the game whose
 * positions so far are `history` (the last is on the table). It looks ahead over the visible moves
 * for the line that gains most (runs home, cards turned, empty columns, runs in suit) and plays its
 * first move; when no line gains, it deals; when the stock is empty too, it plays the least bad
 * move. No line passes through a position of `history`, and the answer is always a legal move
 * whenever there is one (one that leads back into `history` only when every move does).
 */
export function spiderPlannerMove(
  history: readonly Position[],
  options: PlannerOptions,
  shape: SpiderBoardShape = THREE_DECKS,
): Move | undefined {
  const position = history[history.length - 1];
  const legal = legalMoves(position);
  if (legal.length === 0) return undefined;
  const visible = (p: Position) => VisibleSpider.from(p, shape);
  const seen = new Set(history.map((p) => visible(p).hash()));
  const root = visible(position);
  const plan = lookAhead(root, new Set(seen), options);
  // Spider deals only when every column holds a card: then a line that gains nothing still beats no move.
  const canDeal = legal.some(isAction);
  const choice =
    plan.first !== undefined && (plan.gain > 0 || !canDeal) ? engineMove(position, plan.first, shape) : canDeal ? DEAL : undefined;
  // The look-ahead cannot know a card it turns, so whether that leads back is checked on the real move.
  return movesNotBack(position, choice ? [choice, ...legal] : legal, seen, (p) => visible(p).hash())[0] ?? legal[0];
}

/** The engine's move for a look-ahead move (a run home goes to the lowest-numbered empty foundation). */
function engineMove(position: Position, move: number, shape: SpiderBoardShape): Move {
  const from = `tableau-${moveFrom(move) + 1}`;
  const count = moveCount(move);
  const toCol = moveTo(move);
  const to =
    toCol === HOME
      ? `foundation-${position.piles.slice(1, 1 + shape.foundations).findIndex((pile) => pile.length === 0) + 1}`
      : `tableau-${toCol + 1}`;
  return count === 1 ? { from, to } : { from, to, count };
}

/**
 * Best-first over the visible moves from `root`, positions in `seen` never entered. Answers the first
 * move of the line to the best table found (value less a cost per move) and its gain over the root.
 */
function lookAhead(root: VisibleSpider, seen: Set<number>, options: PlannerOptions): Plan {
  const rootValue = tableValue(root);
  const nodes = new Nodes();
  const heap = new Heap(nodes.score);
  heap.push(nodes.add(-1, 0, 0, rootValue), nodes.score);
  const expansions = Math.min(MAX_EXPANSIONS, Math.floor(options.maxMs * EXPANSIONS_PER_MS));
  const clock = new BudgetClock({ maxMs: options.maxMs, now: options.now }, 0);
  const table = new VisibleSpider();
  const moves: number[] = [];
  let best = 0;
  for (let done = 0; done < expansions && heap.size > 0 && !clock.spent(done); done++) {
    const node = heap.pop();
    nodes.restore(node, root, table);
    table.moves(moves);
    for (const move of moves) {
      const turned = table.play(move);
      const key = table.hash();
      if (!seen.has(key)) {
        seen.add(key);
        const depth = nodes.depth[node] + 1;
        const child = nodes.add(node, move, depth, tableValue(table) - STEP_COST * depth);
        heap.push(child, nodes.score);
        if (best === 0 || nodes.score[child] > nodes.score[best]) best = child;
      }
      table.undo(move, turned);
    }
  }
  if (best === 0) return { first: undefined, gain: 0 };
  return { first: nodes.firstMove(best), gain: nodes.score[best] - rootValue };
}

/** The look-ahead's tree: each node's parent, the move into it, its depth and its score. */
class Nodes {
  score = new Float64Array(1024);
  readonly parent: number[] = [];
  readonly move: number[] = [];
  readonly depth: number[] = [];
  private readonly path: number[] = [];

  add(parent: number, move: number, depth: number, score: number): number {
    const id = this.parent.length;
    if (id >= this.score.length) {
      const grown = new Float64Array(this.score.length * 2);
      grown.set(this.score);
      this.score = grown;
    }
    this.parent.push(parent);
    this.move.push(move);
    this.depth.push(depth);
    this.score[id] = score;
    return id;
  }

  /** Sets `table` to the node's table: the root's, then the moves into it. */
  restore(node: number, root: VisibleSpider, table: VisibleSpider): void {
    this.path.length = 0;
    for (let n = node; n > 0; n = this.parent[n]) this.path.push(this.move[n]);
    table.copyFrom(root);
    for (let i = this.path.length - 1; i >= 0; i--) table.play(this.path[i]);
  }

  firstMove(node: number): number {
    let n = node;
    while (this.parent[n] > 0) n = this.parent[n];
    return this.move[n];
  }
}

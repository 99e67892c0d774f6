// Plays a change in the motion chunk: works out where the cards lie in each position it goes
// through, plans their paths and plays them. Nothing here imports a module of the page's first
// bundle at run time (only types): what it needs from there comes in the `Kit`.
import type { Card } from '../../src/engine';
import type { Rect } from '../layout/layout';
import { type Frame, type Geometry, placesOf, stockSpot } from './places';
import { type Held, type Plan, type Speed, type Stage, type Track, gathered, planDeal, planSteps } from './plan';
import { type CardTable, type Pictures, type Playing, playPlan } from './play-plan';

export type { Playing };

export interface Kit extends Geometry, Pictures {
  turnDown(card: Card): Card;
}

/**
 * A change: the positions it goes through (the first as drawn before, the last as drawn now),
 * `gather`ed on the stock first when it is a redeal; or a new deal.
 */
export type Change = { readonly frames: readonly Frame[]; readonly held?: Held; readonly gather?: boolean } | { readonly deal: Frame };

export function planChange(change: Change, speed: Speed, kit: Kit): Plan {
  const stage = (frame: Frame): Stage => ({ places: placesOf(frame, kit), piles: frame.position.piles });
  if ('deal' in change) {
    const spot = stockSpot(change.deal, kit);
    return planDeal(stage(change.deal), speed, spot, (card) => ({ pile: spot.stock, cards: [kit.turnDown(card)], index: 0 }));
  }
  const stages = change.frames.map(stage);
  const spot = change.gather ? stockSpot(change.frames[1], kit) : null;
  const gather = spot && spot.stock >= 0 ? gathered(stages[0], stages[1], spot) : null;
  if (gather) stages.splice(1, 0, gather);
  return planSteps(stages, speed, change.held);
}

/**
 * The piles that must be lifted above the others while their landing cards fly: piles are drawn in
 * order, so a card bound for one passes under every later pile it crosses (a card going up to a
 * foundation, over the columns). Lifting a pile and letting it down reorders the table's layers, so
 * only these are (a Spider deal, going down from the stock, is not).
 */
export function raisedPiles(plan: Plan, slots: readonly Rect[], cardW: number, cardH: number): Set<number> {
  const raised = new Set<number>();
  const crosses = (track: Track): boolean => {
    const xs = track.points.map((p) => track.x + p.dx);
    const ys = track.points.map((p) => track.y + p.dy);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs) + cardW, Math.min(...ys), Math.max(...ys) + cardH];
    return slots.some((s, pile) => pile > track.pile && s.x < right && s.x + s.w > left && s.y < bottom && s.y + s.h > top);
  };
  for (const track of plan.tracks) if (!raised.has(track.pile) && crosses(track)) raised.add(track.pile);
  return raised;
}

/** Plays `change` on the table's cards; null when nothing moves. */
export function playChange(change: Change, speed: Speed, table: CardTable, kit: Kit): Playing | null {
  const plan = planChange(change, speed, kit);
  const { layout } = 'deal' in change ? change.deal : change.frames[change.frames.length - 1];
  return plan.total > 0 ? playPlan(plan, table, kit, raisedPiles(plan, layout.slots, layout.cardW, layout.cardH)) : null;
}

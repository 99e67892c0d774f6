// Plays a change in the motion chunk: works out where the cards lie in each position it goes
// through, plans their paths and plays them. Nothing here imports a module of the page's first
// bundle at run time (only types): what it needs from there comes in the `Kit`.
import type { Card } from '../../src/engine';
import { type Frame, type Geometry, placesOf, stockSpot } from './places';
import { type Held, type Plan, type Speed, type Stage, gathered, planDeal, planSteps } from './plan';
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

/** Plays `change` on the table's cards; null when nothing moves. */
export function playChange(change: Change, speed: Speed, table: CardTable, kit: Kit): Playing | null {
  const plan = planChange(change, speed, kit);
  return plan.total > 0 ? playPlan(plan, table, kit) : null;
}

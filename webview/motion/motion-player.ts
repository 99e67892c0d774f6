// The motion chunk's entry, loaded just after the table's first paint so the page's first bundle
// stays small: plans a change and plays it on the cards. Nothing here imports a module of the first
// bundle at run time (only types): what it needs from there comes in the `Kit`.
import type { Card } from '../../src/engine';
import { type DealOrigin, type Held, type Look, type Speed, type Stage, planDeal, planSteps } from './plan';
import { type CardTable, type Pictures, type Playing, playPlan } from './play-plan';

export type { Playing };

/** A change as the page hands it over: the positions it goes through, or a new deal. */
export type Change = { readonly stages: readonly Stage[]; readonly held?: Held } | { readonly deal: Stage; readonly origin: DealOrigin };

export interface Kit extends Pictures {
  /** How `card` looks face down in `pile` (a dealt card before it turns over). */
  back(card: Card, pile: number): Look;
}

/** Plays `change` on the table's cards; null when nothing moves. */
export function playChange(change: Change, speed: Speed, table: CardTable, kit: Kit): Playing | null {
  const plan = 'deal' in change ? planDeal(change.deal, speed, change.origin, kit.back) : planSteps(change.stages, speed, change.held);
  return plan.total > 0 ? playPlan(plan, table, kit) : null;
}

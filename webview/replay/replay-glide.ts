// The replay's steps glide as play does: the table's cards are remembered by identity before a step
// is drawn, and each card drawn somewhere else afterwards glides there from where it was (FLIP,
// with the table's own glide). A stand-in for the motion layer (webview/motion/), which will take
// over once it is on main. A new step finishes the glides still running, so nothing waits on them.
import { type Card, faceOf } from '../../src/engine';
import type { PatienceTable } from '../elements/patience-table';
import type { PatienceCard } from '../elements/patience-card';
import { type Offset, glideHome } from '../glide';

type Places = Map<Card, DOMRect>;

/** Every drawn card of the table, with the card it shows (face-down or not, the same card). */
function drawnCards(table: PatienceTable): { card: Card; el: PatienceCard }[] {
  const out: { card: Card; el: PatienceCard }[] = [];
  for (const pile of table.renderRoot.querySelectorAll('patience-pile')) {
    for (const el of pile.cardElements(0)) {
      const card = pile.cards[el.index];
      if (card !== undefined) out.push({ card: faceOf(card), el });
    }
  }
  return out;
}

/** Finishes the glides in flight and notes where every drawn card is now. */
export function notePlaces(table: PatienceTable): Places {
  const places: Places = new Map();
  for (const { card, el } of drawnCards(table)) {
    for (const run of el.getAnimations?.() ?? []) run.finish();
    places.set(card, el.getBoundingClientRect());
  }
  return places;
}

/** Once the new step is drawn: glides each card that moved from its noted place. */
export async function glideFrom(table: PatienceTable, places: Places, animate: boolean): Promise<void> {
  await table.updateComplete;
  await Promise.all([...table.renderRoot.querySelectorAll('patience-pile')].map((pile) => pile.updateComplete));
  const moved: PatienceCard[] = [];
  const from: Offset[] = [];
  for (const { card, el } of drawnCards(table)) {
    const was = places.get(card);
    if (!was) continue;
    const now = el.getBoundingClientRect();
    const offset = { dx: was.left - now.left, dy: was.top - now.top };
    if (Math.abs(offset.dx) < 1 && Math.abs(offset.dy) < 1) continue;
    moved.push(el);
    from.push(offset);
  }
  await glideHome(moved, from, animate);
}

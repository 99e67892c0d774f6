// Plays a plan on the table's card elements with the Web Animations API: each card is set back to
// where it was and glides to where the table has just drawn it (FLIP), transform and opacity only,
// so the browser composites it. A card that turns over on the way wears its old face on top until
// mid-turn; a card the piles no longer draw is flown by a stand-in (patience-ghost). In the motion
// chunk: how cards are pictured comes from the page (`Pictures`), not from an import.
import type { Card, GameId } from '../../src/engine';
import type { CardBack } from '../../src/protocol/protocol';
import type { Picture } from '../layout/card-picture';
import type { PileView } from './pile-view';
import type { Look, Plan, Point, Track } from './plan';

/** What the table gives the motion: its pile elements. */
export interface CardTable {
  pileElement(pile: number): PileView | undefined;
}

/** How the page pictures a card (../layout/card-picture.ts). */
export interface Pictures {
  cardPicture(game: GameId, pile: number, cards: readonly Card[], index: number, back?: CardBack): Picture;
  cellPlace(cell: number): Record<string, string>;
}

/** A plan on the screen. */
export interface Playing {
  /** Settles when every card has landed (or was sent home at once). */
  readonly landed: Promise<void>;
  /** Every card to its place now. */
  finish(): void;
}

const GLIDE = 'cubic-bezier(0.25, 0.8, 0.35, 1)';

/** The card's path as keyframes over `total` ms: a glide between places, halves of a turn easing in and out. */
function keyframes(points: readonly Point[], total: number): Keyframe[] {
  return points.map((p, i) => {
    const next = points[i + 1];
    const easing = p.sx === 0 ? 'ease-out' : next?.sx === 0 ? 'ease-in' : GLIDE;
    return { offset: total > 0 ? p.t / total : 1, transform: `translate(${p.dx}px, ${p.dy}px) scaleX(${p.sx})`, easing };
  });
}

/** An <img> of a card as it looked, for the cards' styles in `pile`'s shadow root. */
function picture(pile: PileView, look: Look, kit: Pictures): HTMLImageElement {
  const { sheet, cell } = kit.cardPicture(pile.game, look.pile, look.cards, look.index, pile.cardBack);
  const img = document.createElement('img');
  img.src = `${pile.cardsUri}${sheet}.svg`;
  img.alt = '';
  Object.assign(img.style, kit.cellPlace(cell));
  return img;
}

/**
 * The card's old face, in a box of the card's size that clips it: its own layer while it fades (an
 * opacity animation), which the compositor then draws at the card's size, not at the whole sheet's.
 */
function oldFace(img: HTMLImageElement): HTMLElement {
  const box = document.createElement('div');
  Object.assign(box.style, { position: 'absolute', left: '0', top: '0', width: '100%', height: '100%', overflow: 'hidden' });
  box.append(img);
  return box;
}

/** A stand-in drawn at the card's end place in its pile, before (so under) the cards the pile draws. */
function ghostOf(pile: PileView, track: Track, kit: Pictures): HTMLElement {
  const ghost = document.createElement('patience-ghost');
  ghost.setAttribute('aria-hidden', 'true');
  Object.assign(ghost.style, pile.cardPlace(track.index), { pointerEvents: 'none' });
  ghost.append(picture(pile, { pile: pile.pile, cards: pile.cards, index: track.index }, kit));
  const drawn = pile.renderRoot.querySelector('patience-card');
  if (drawn) drawn.before(ghost);
  else pile.renderRoot.append(ghost);
  return ghost;
}

/** Plays `plan`; the cards landing on `raised` piles fly above the others (see raisedPiles). */
export function playPlan(plan: Plan, table: CardTable, pictures: Pictures, raised: ReadonlySet<number>): Playing {
  const animations: Animation[] = [];
  const undo: (() => void)[] = [];
  const drawn = new Map<number, Map<number, HTMLElement>>();
  const cardAt = (pile: PileView, index: number): HTMLElement | undefined => {
    let cards = drawn.get(pile.pile);
    if (!cards) drawn.set(pile.pile, (cards = new Map(pile.cardElements(0).map((el) => [el.index, el]))));
    return cards.get(index);
  };
  for (const track of plan.tracks) {
    const pile = table.pileElement(track.pile);
    const el = pile && (track.ghost ? ghostOf(pile, track, pictures) : cardAt(pile, track.index));
    if (!pile || !el) continue;
    // A raised pile's cards pass over the piles they cross. Each pile is a stacking context (its own
    // layer), so the pile is raised, not the card; its stand-ins stay under the cards it draws.
    if (raised.has(track.pile) && !pile.style.zIndex) {
      pile.style.zIndex = '1';
      undo.push(() => pile.style.removeProperty('z-index'));
    }
    if (track.ghost) undo.push(() => el.remove());
    animations.push(el.animate(keyframes(track.points, plan.total), { duration: plan.total, fill: track.ghost ? 'forwards' : 'none' }));
    if (track.was && track.turnAt !== undefined) {
      const old = oldFace(picture(pile, track.was, pictures));
      el.append(old);
      undo.push(() => old.remove());
      const at = track.turnAt / plan.total;
      animations.push(
        old.animate([{ opacity: 1 }, { opacity: 1, offset: at }, { opacity: 0, offset: at }, { opacity: 0 }], {
          duration: plan.total,
          fill: 'forwards',
        }),
      );
    }
  }
  let done = false;
  const cleanUp = (): void => {
    if (done) return;
    done = true;
    for (const step of undo) step();
  };
  return {
    landed: Promise.allSettled(animations.map((a) => a.finished)).then(cleanUp),
    finish: () => {
      for (const animation of animations) animation.finish();
      cleanUp();
    },
  };
}

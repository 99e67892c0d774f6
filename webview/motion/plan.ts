// Which cards move where, and when: pure planning from the places of the positions a change goes
// through (a move, then each follow-up), with no DOM, so the tests can read a plan. Every card is
// followed by its identity from frame to frame; a step starts when the one before it has landed.
// It is in the motion chunk: it imports nothing from the page's first bundle at run time.
import type { Card } from '../../src/engine';
import type { Place, Places, Spot } from './places';

export type Speed = 'normal' | 'fast';

/** A position's places, and its piles (for how a card looked). */
export interface Stage {
  readonly places: Places;
  readonly piles: readonly (readonly Card[])[];
}

/** One moment of a card's path, relative to where it ends: time from the start, offset, width (0 mid-turn). */
export interface Point {
  readonly t: number;
  readonly dx: number;
  readonly dy: number;
  readonly sx: number;
}

/** A card's look before it turns over on the way: the pile it was drawn in (its back depends on it). */
export interface Look {
  readonly pile: number;
  readonly cards: readonly Card[];
  readonly index: number;
}

export interface Track {
  /** Where the card ends (its element there), and that place on the table. */
  readonly pile: number;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly points: readonly Point[];
  /** Drawn at the start but not at the end (under a foundation's top, into the stock): a stand-in flies it. */
  readonly ghost: boolean;
  /** How the card looked before it turns over at `turnAt`. */
  readonly was?: Look;
  readonly turnAt?: number;
}

export interface Plan {
  readonly tracks: readonly Track[];
  /** When the last card lands, in ms. */
  readonly total: number;
}

/** Cards dropped away from their place (by a drag): they start from there. */
export interface Held {
  readonly pile: number;
  readonly from: number;
  readonly dx: number;
  readonly dy: number;
}

// 'normal': a card crosses the table in about 180 ms; 'fast' in half. A group of cards that go to
// different piles in one step (a stock deal, a redeal) leave one after another, `stagger` apart, all
// gone within `spread`; a new deal sends each card `deal` after the one before, within `dealSpread`.
const TIMES = {
  normal: { move: 180, turn: 160, stagger: 32, spread: 360, deal: 16, dealSpread: 720 },
  fast: { move: 90, turn: 80, stagger: 16, spread: 180, deal: 8, dealSpread: 360 },
};

const moved = (a: Place, b: Place): boolean =>
  a.pile !== b.pile || a.index !== b.index || Math.abs(a.x - b.x) >= 1 || Math.abs(a.y - b.y) >= 1;

/** A card's path being built: absolute points, then made relative to where it ends. */
interface Path {
  points: { t: number; x: number; y: number; sx: number }[];
  turnAt?: number;
  was?: Look;
}

/**
 * The plan for a change that goes through `frames` (the first as drawn now, the last as it will be
 * drawn): in each step the cards that change place glide, those that change face turn over.
 */
export function planSteps(frames: readonly Stage[], speed: Speed, held?: Held): Plan {
  const times = TIMES[speed];
  const places = frames.map((frame) => frame.places);
  const paths = new Map<number, Path>();
  const pathOf = (id: number, start: Place): Path => {
    let path = paths.get(id);
    if (!path) {
      const lifted = held && start.pile === held.pile && start.index >= held.from;
      path = { points: [{ t: 0, x: start.x + (lifted ? held.dx : 0), y: start.y + (lifted ? held.dy : 0), sx: 1 }] };
      paths.set(id, path);
    }
    return path;
  };
  let time = 0;
  for (let k = 1; k < frames.length; k++) {
    const before = places[k - 1];
    // Cards bound for other piles leave in groups (one source, one target), in pile order one group
    // after another; a card settling or turning in its own pile goes at once.
    const groups = new Set<number>();
    const changes: { id: number; from: Place; to: Place; group: number }[] = [];
    for (const [id, to] of places[k]) {
      const from = before.get(id);
      if (!from || (!moved(from, to) && from.down === to.down)) continue;
      const group = from.pile === to.pile ? -1 : from.pile * 1024 + to.pile;
      if (group >= 0) groups.add(group);
      changes.push({ id, from, to, group });
    }
    const order = [...groups].sort((a, b) => a - b);
    const stagger = Math.min(times.stagger, times.spread / Math.max(1, order.length - 1));
    let end = time;
    for (const { id, from, to, group } of changes) {
      const path = pathOf(id, from);
      const start = time + Math.max(0, order.indexOf(group)) * stagger;
      const last = path.points[path.points.length - 1];
      if (last.t < start) path.points.push({ ...last, t: start });
      const length = moved(from, to) ? times.move : times.turn;
      if (from.down !== to.down) {
        const mid = { t: start + length / 2, x: (last.x + to.x) / 2, y: (last.y + to.y) / 2, sx: 0 };
        path.points.push(mid);
        path.turnAt ??= mid.t;
        path.was ??= { pile: from.pile, cards: frames[k - 1].piles[from.pile], index: from.index };
      }
      path.points.push({ t: start + length, x: to.x, y: to.y, sx: 1 });
      end = Math.max(end, start + length);
    }
    time = end;
  }
  return finished(paths, places[0], places[places.length - 1], time);
}

/**
 * Cruel's redeal as a player sees it: the cards that change place are first gathered on the stock
 * (`at`), then laid out again. Null unless they go from two piles or more to two or more (Spider's
 * deal leaves only the stock, its undo fills only the stock).
 */
export function gathered(from: Stage, to: Stage, at: Spot): Stage | null {
  const places = new Map(from.places);
  const stock = [...from.piles[at.stock]];
  const sources = new Set<number>();
  const targets = new Set<number>();
  for (const [id, end] of to.places) {
    const start = from.places.get(id);
    if (!start || (start.pile === end.pile && start.index === end.index)) continue;
    sources.add(start.pile);
    targets.add(end.pile);
    stock.push(from.piles[start.pile][start.index]);
    places.set(id, { ...start, pile: at.stock, index: stock.length - 1, x: at.x, y: at.y });
  }
  if (sources.size < 2 || targets.size < 2) return null;
  // The cards still listed in their old piles are read only through their old places, which no moved card keeps.
  return { places, piles: from.piles.map((pile, i) => (i === at.stock ? stock : pile)) };
}

/**
 * A new deal: every card drawn flies in from its origin one after another in dealing order (row by
 * row); out of a stock, a card that lands face up turns over on the way (`back`: how it looked there).
 */
export function planDeal(frame: Stage, speed: Speed, origin: Spot, back: (card: Card) => Look): Plan {
  const times = TIMES[speed];
  const { x, y, stock } = origin;
  const dealt = [...frame.places]
    .filter(([, p]) => p.pile !== stock && p.drawn)
    .sort(([, a], [, b]) => a.index - b.index || a.pile - b.pile);
  const each = Math.min(times.deal, times.dealSpread / Math.max(1, dealt.length - 1));
  const paths = new Map<number, Path>();
  dealt.forEach(([id, place], k) => {
    const start = k * each;
    const path: Path = {
      points: [
        { t: 0, x, y, sx: 1 },
        { t: start, x, y, sx: 1 },
      ],
    };
    if (stock >= 0 && !place.down) {
      path.turnAt = start + times.move / 2;
      path.was = back(frame.piles[place.pile][place.index]);
      path.points.push({ t: path.turnAt, x: (x + place.x) / 2, y: (y + place.y) / 2, sx: 0 });
    }
    path.points.push({ t: start + times.move, x: place.x, y: place.y, sx: 1 });
    paths.set(id, path);
  });
  return finished(paths, frame.places, frame.places, dealt.length ? (dealt.length - 1) * each + times.move : 0);
}

/** The tracks: every path made relative to where its card ends, held there until `total`. */
function finished(paths: ReadonlyMap<number, Path>, first: Places, last: Places, total: number): Plan {
  const tracks: Track[] = [];
  for (const [id, path] of paths) {
    const from = first.get(id)!;
    const end = last.get(id)!;
    const ghost = from.drawn && !end.drawn;
    if (!ghost && !end.drawn) continue;
    const points = path.points.map((p) => ({ t: p.t, dx: p.x - end.x, dy: p.y - end.y, sx: p.sx }));
    if (points[points.length - 1].t < total) points.push({ t: total, dx: 0, dy: 0, sx: 1 });
    tracks.push({
      pile: end.pile,
      index: end.index,
      x: end.x,
      y: end.y,
      points,
      ghost,
      ...(path.was ? { was: path.was, turnAt: path.turnAt } : {}),
    });
  }
  return { tracks, total };
}

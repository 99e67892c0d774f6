// @vitest-environment happy-dom
// The motion's plans, read without a DOM: which cards move, from where to where, and when.
import { describe, expect, it } from 'vitest';
import { type Move, type Position, faceOf, isAction, isFaceDown, legalMoves, pileIndex, replay, rulesOf } from '../../../src/engine';
import { cardPoint, fanOffsets, layoutTable } from '../../../webview/layout/layout';
import { KIT } from '../../../webview/motion/motion-controller';
import { type Change, planChange, raisedPiles } from '../../../webview/motion/motion-player';
import { type Frame, placesOf } from '../../../webview/motion/places';
import type { Held, Plan, Track } from '../../../webview/motion/plan';
import { stepsOf } from './support';

const frame = (position: Position): Frame => ({ position, layout: layoutTable(rulesOf(position.game).piles, position.piles, 1280, 720) });
/** Plans as the page hands changes to the motion chunk. */
const plan = (change: Change, speed: 'normal' | 'fast' = 'normal'): Plan => planChange(change, speed, KIT);
const planSteps = (frames: readonly Frame[], speed: 'normal' | 'fast', held?: Held): Plan => plan({ frames, held }, speed);

function at(record: object): Position {
  const replayed = replay(record);
  if (!replayed.ok) throw new Error(replayed.error);
  return replayed.value.positions.at(-1)!;
}

/** The plan of `move` from `before`, through its steps as the page announces them. */
function planMove(before: Position, move: Move, speed: 'normal' | 'fast' = 'normal'): Plan {
  const steps = stepsOf(before, move);
  const end = frame(steps.at(-1)!);
  return plan({ frames: [frame(before), ...steps.map((position) => ({ position, layout: end.layout }))], gather: isAction(move) }, speed);
}

const pileOf = (position: Position, id: string): number => pileIndex(rulesOf(position.game), id);
const trackAt = (plan: Plan, pile: number, index: number): Track | undefined =>
  plan.tracks.find((t) => t.pile === pile && t.index === index);
/** When a track first leaves where it started (or starts to turn there). */
function leaves({ points }: Track): number {
  const first = points.findIndex((p) => p.dx !== points[0].dx || p.dy !== points[0].dy || p.sx !== points[0].sx);
  return points[first - 1].t;
}

// Baker's Game deal 1 (kings) after three cards to the free cells: the two of clubs to freecell-4
// uncovers the ace of clubs; it goes home, then the two of clubs, then the ace of spades.
const BAKERS = {
  game: 'bakers-game',
  variant: 'kings',
  deal: 1,
  moves: [
    { from: 'tableau-1', to: 'freecell-1' },
    { from: 'tableau-3', to: 'freecell-2' },
    { from: 'tableau-6', to: 'freecell-3' },
  ],
};

describe('planSteps', () => {
  it('a move: only its card travels, from its place to its new one, in about 180 ms (90 fast)', () => {
    const before = at({ game: 'bakers-game', deal: 1, moves: [] });
    const plan = planMove(before, { from: 'tableau-1', to: 'freecell-1' });
    expect(plan.total).toBe(180);
    expect(plan.tracks).toHaveLength(1);
    const [track] = plan.tracks;
    const from = placesOf(frame(before), KIT).get(faceOf(before.piles[pileOf(before, 'tableau-1')].at(-1)!))!;
    const layout = frame(before).layout;
    const to = layout.slots[pileOf(before, 'freecell-1')];
    expect(track).toMatchObject({ pile: pileOf(before, 'freecell-1'), index: 0, ghost: false });
    expect(track.points[0]).toEqual({ t: 0, dx: from.x - to.x, dy: from.y - to.y, sx: 1 });
    expect(track.points.at(-1)).toEqual({ t: 180, dx: 0, dy: 0, sx: 1 });
    expect(planMove(before, { from: 'tableau-1', to: 'freecell-1' }, 'fast').total).toBe(90);
  });

  it("bakers-game.md automatic actions: each card goes home after the one before has landed, in the engine's order", () => {
    const before = at(BAKERS);
    const plan = planMove(before, { from: 'tableau-6', to: 'freecell-4' });
    const end = at({ ...BAKERS, moves: [...BAKERS.moves, { from: 'tableau-6', to: 'freecell-4' }] });
    const f1 = pileOf(end, 'foundation-1');
    const f2 = pileOf(end, 'foundation-2');
    const ace = trackAt(plan, f1, 0)!;
    const two = trackAt(plan, f1, 1)!;
    const spade = trackAt(plan, f2, 0)!;
    expect(plan.tracks).toHaveLength(3);
    // The two of clubs goes to the free cell (0–180 ms), the ace home (180–360), the two on it (360–540), the ace of spades (540–720).
    expect(leaves(two)).toBe(0);
    expect(two.points.filter((p) => p.t === 180 || p.t === 360 || p.t === 540).map((p) => p.t)).toEqual([180, 360, 540]);
    expect(leaves(ace)).toBe(180);
    expect(leaves(spade)).toBe(540);
    expect(plan.total).toBe(720);
  });

  it('spider-three-decks.md automatic actions: the uncovered card turns over once the move has landed, showing its back until mid-turn', () => {
    const before = at({ game: 'spider-three-decks', start: { 'tableau-1': '[5C] 3H 2H', 'tableau-2': '[3D] AH' }, moves: [] });
    const plan = planMove(before, { from: 'tableau-2', to: 'tableau-1' });
    const turned = trackAt(plan, pileOf(before, 'tableau-2'), 0)!;
    expect(turned.turnAt).toBe(180 + 80);
    expect(isFaceDown(turned.was!.cards[turned.was!.index])).toBe(true);
    expect(turned.points.map((p) => [p.t, p.sx])).toEqual([
      [0, 1],
      [180, 1],
      [260, 0],
      [340, 1],
    ]);
    expect(plan.total).toBe(340);
  });

  it('pileon.md example 4: the pair lands face up, then the fourth card turns face down (the freeze)', () => {
    const before = at({ game: 'pileon', start: { 'pile-2': '7C 7D', 'pile-3': '7H 7S', 'pile-1': '2C 3C' }, moves: [] });
    const plan = planMove(before, { from: 'pile-3', to: 'pile-2', count: 2 });
    const frozen = trackAt(plan, pileOf(before, 'pile-2'), 3)!;
    expect(frozen.turnAt).toBe(260);
    expect(isFaceDown(frozen.was!.cards[frozen.was!.index])).toBe(false);
    expect(trackAt(plan, pileOf(before, 'pile-2'), 2)!.turnAt).toBeUndefined();
  });

  it('spider-three-decks.md deal: one card to each column, a column after another from the stock, each turning face up on the way', () => {
    const before = at({ game: 'spider-three-decks', deal: 3, moves: [] });
    const plan = planMove(before, { action: 'deal' });
    const columns = rulesOf('spider-three-decks').piles.flatMap((spec, i) => (spec.kind === 'tableau' ? [i] : []));
    const tracks = columns.map((pile) => trackAt(plan, pile, before.piles[pile].length)!);
    expect(plan.tracks).toHaveLength(12);
    expect(tracks.map(leaves)).toEqual(columns.map((_, k) => k * 32));
    for (const track of tracks) expect(track.turnAt).toBe(leaves(track) + 90);
    const stock = frame(before).layout.slots[0];
    const end = frame(at({ game: 'spider-three-decks', deal: 3, moves: [{ action: 'deal' }] }));
    const first = end.layout.slots[columns[0]];
    expect([tracks[0].points[0].dx, tracks[0].points[0].dy]).toEqual([
      stock.x - first.x,
      stock.y - (first.y + fanOffsets(end.position.piles[columns[0]], 'down', end.layout.cardW, end.layout.cardH, first).at(-1)!),
    ]);
  });

  it('cruel.md redeal: the cards are gathered on the stock, then laid out again from it', () => {
    const start = at({ game: 'cruel', deal: 2, moves: [] });
    const move = legalMoves(start).find((m) => !isAction(m))!;
    const before = at({ game: 'cruel', deal: 2, moves: [move] });
    const plan = planMove(before, { action: 'redeal' });
    const stock = frame(start).layout.slots[0];
    const moving = plan.tracks.filter((t) => t.points.length > 2);
    expect(moving.length).toBeGreaterThan(20);
    for (const track of moving) {
      const end = frame(at({ game: 'cruel', deal: 2, moves: [move, { action: 'redeal' }] }));
      const place = cardPoint(
        end.layout.slots[track.pile],
        'right',
        fanOffsets(end.position.piles[track.pile], 'right', end.layout.cardW, end.layout.cardH, end.layout.slots[track.pile])[track.index],
      );
      // Somewhere in the middle the card lies on the stock.
      expect(track.points.some((p) => p.dx === stock.x - place.x && p.dy === stock.y - place.y)).toBe(true);
    }
  });

  it('an undone Spider deal is not gathered: each card flies back to the stock, its face showing until it turns on the way', () => {
    const before = at({ game: 'spider-three-decks', deal: 3, moves: [] });
    const after = at({ game: 'spider-three-decks', deal: 3, moves: [{ action: 'deal' }] });
    const layout = frame(before).layout;
    const undone = plan({ frames: [frame(after), { position: before, layout }], gather: true });
    expect(undone.tracks).toHaveLength(12);
    for (const track of undone.tracks) {
      expect(track.pile).toBe(0);
      expect(isFaceDown(track.was!.cards[track.was!.index])).toBe(false);
      expect(track.turnAt! - leaves(track)).toBe(90);
    }
  });

  it('a drop: the dropped cards start where the drag let them go', () => {
    const before = at({ game: 'bakers-game', deal: 1, moves: [] });
    const steps = stepsOf(before, { from: 'tableau-1', to: 'freecell-1' });
    const plain = planSteps([frame(before), frame(steps[0])], 'normal');
    const held = planSteps([frame(before), frame(steps[0])], 'normal', { pile: pileOf(before, 'tableau-1'), from: 6, dx: 40, dy: -300 });
    expect(held.tracks[0].points[0]).toEqual({
      ...plain.tracks[0].points[0],
      dx: plain.tracks[0].points[0].dx + 40,
      dy: plain.tracks[0].points[0].dy - 300,
    });
  });

  it('a run to a Spider foundation: the two cards the foundation draws glide, the eleven under them are flown by stand-ins', () => {
    const before = at({ game: 'spider-three-decks', start: { 'tableau-1': '[7D] KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH' }, moves: [] });
    const plan = planMove(before, { from: 'tableau-1', to: 'foundation-1', count: 13 });
    const home = plan.tracks.filter((t) => t.pile === pileOf(before, 'foundation-1'));
    expect(home.filter((t) => t.ghost).map((t) => t.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(home.filter((t) => !t.ghost).map((t) => t.index)).toEqual([11, 12]);
  });

  it('an undo: the steps backwards, so the cards played home go back first, then the move itself', () => {
    const before = at(BAKERS);
    const move = { from: 'tableau-6', to: 'freecell-4' };
    const steps = stepsOf(before, move);
    const after = steps.at(-1)!;
    const layout = frame(before).layout;
    const plan = planSteps(
      [frame(after), ...[...steps.slice(0, -1).reverse(), before].map((position) => ({ position, layout }))],
      'normal',
    );
    // Back on tableau-6: the ace of spades first, then the two of clubs to its free cell, the ace of clubs, the two.
    const t6 = pileOf(before, 'tableau-6');
    const n = before.piles[t6].length;
    const [spade, ace, two] = [n - 3, n - 2, n - 1].map((index) => trackAt(plan, t6, index)!);
    expect([leaves(spade), leaves(two), leaves(ace)]).toEqual([0, 180, 360]);
    expect(two.points.some((p) => p.t === 540)).toBe(true);
    expect(plan.total).toBe(720);
  });

  it('nothing changes place: nothing moves', () => {
    const position = at({ game: 'maze', deal: 1, moves: [] });
    expect(planSteps([frame(position), frame(position)], 'normal')).toEqual({ tracks: [], total: 0 });
  });
});

describe('raisedPiles', () => {
  const raised = (before: Position, move: Move): number[] => {
    const { layout } = frame(stepsOf(before, move).at(-1)!);
    return [...raisedPiles(planMove(before, move), layout.slots, layout.cardW, layout.cardH)];
  };

  it('a card going up to a free cell passes over the columns drawn after it: lifted; a Spider deal going down from the stock: not', () => {
    const bakers = at({ game: 'bakers-game', deal: 1, moves: [] });
    expect(raised(bakers, { from: 'tableau-1', to: 'freecell-1' })).toEqual([pileOf(bakers, 'freecell-1')]);
    expect(raised(at({ game: 'spider-three-decks', deal: 3, moves: [] }), { action: 'deal' })).toEqual([]);
  });

  it('a card going right to the next column crosses only piles drawn before: not lifted; going left over a column: lifted', () => {
    const before = at({
      game: 'spider-three-decks',
      start: { 'tableau-1': '3H', 'tableau-2': '4S', 'tableau-3': '5D', 'tableau-4': '2C' },
      moves: [],
    });
    expect(raised(before, { from: 'tableau-1', to: 'tableau-2' })).toEqual([]);
    expect(raised(before, { from: 'tableau-4', to: 'tableau-1' })).toEqual([pileOf(before, 'tableau-1')]);
  });
});

describe('planDeal', () => {
  it('a new deal flies out of the stock card by card, row by row, the face-up ones turning over on the way', () => {
    const position = at({ game: 'spider-three-decks', deal: 1, moves: [] });
    const plan = planChange({ deal: frame(position) }, 'normal', KIT);
    expect(plan.tracks).toHaveLength(54);
    const starts = plan.tracks.map(leaves);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(plan.tracks.filter((t) => t.turnAt !== undefined)).toHaveLength(12);
    expect(plan.total).toBeLessThanOrEqual(720 + 180);
  });

  it('without a stock (Maze) the cards come in from beyond the left edge', () => {
    const position = at({ game: 'maze', deal: 1, moves: [] });
    const plan = planChange({ deal: frame(position) }, 'fast', KIT);
    const { layout } = frame(position);
    const places = [...placesOf(frame(position), KIT).values()];
    expect(plan.tracks).toHaveLength(places.length);
    for (const track of plan.tracks) {
      const end = places.find((p) => p.pile === track.pile && p.index === track.index)!;
      expect(end.x + track.points[0].dx).toBe(-layout.cardW);
    }
    expect(plan.tracks.every((t) => t.turnAt === undefined)).toBe(true);
  });
});

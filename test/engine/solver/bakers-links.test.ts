import { describe, expect, it } from 'vitest';
import {
  isAction,
  isSuitedLink,
  legalMoves,
  type Move,
  newGame,
  parseStart,
  type Position,
  rankOf,
  replay,
  status,
} from '../../../src/engine';
import type { CardMove } from '../../../src/engine/types';
import { familyModel } from '../../../src/engine/solver/freecell-family/games';
import type { FamilyModel } from '../../../src/engine/solver/freecell-family/model';
import { DepthFirstSearch } from '../../../src/engine/solver/depth-first';
import { engineMoves } from '../../../src/engine/solver/search';
import type { SolveResult } from '../../../src/engine/solver/types';
import { applied, keyOf, moveText, randomWalk, seeded } from './support';

// Baker's Game (kings) keeps natural links (src/engine/solver/README.md, "Baker's Game: links kept"):
// a free-cell card whose card one higher tops a column is put back as part of the move that allowed
// it, and after a move a card lying on its card one higher goes to the free cells only with its whole run.

const FREECELLS = ['freecell-1', 'freecell-2', 'freecell-3', 'freecell-4'];
const COLUMNS = Array.from({ length: 8 }, (_, i) => `tableau-${i + 1}`);

/** Baker's Game moves all move cards. */
function cardMove(move: Move): CardMove {
  if (isAction(move)) throw new Error("an action in Baker's Game");
  return move;
}

/** The card moves a model move stands for. */
const stepsOf = (model: FamilyModel, move: number): CardMove[] => engineMoves(model, move).map(cardMove);

function solveWith(position: Position, linksKept: boolean, maxPositions?: number): SolveResult {
  return new DepthFirstSearch(familyModel(position, { linksKept })).run({ maxPositions });
}

function wins(position: Position, result: SolveResult): boolean {
  let at = position;
  for (const move of result.line ?? []) {
    if (!legalMoves(at).some((legal) => moveText(legal) === moveText(move))) return false;
    at = applied(at, move);
  }
  return status(at) === 'won';
}

/** The free-cell card whose card one higher tops a column, if any: what must be put back. */
function placeable(position: Position): string | undefined {
  for (const cell of FREECELLS) {
    const card = position.piles[FREECELLS.indexOf(cell)][0];
    if (card === undefined || rankOf(card) === 13) continue;
    if (position.piles.slice(8).some((column) => column.length > 0 && column[column.length - 1] === card + 1)) return cell;
  }
  return undefined;
}

/** Length of the run on top of a column: each card on its same-suit card one higher. */
function topRun(column: readonly number[]): number {
  let k = column.length ? 1 : 0;
  while (k < column.length && isSuitedLink(column[column.length - k - 1], column[column.length - k])) k++;
  return k;
}

/** Kings-rules positions: random walks from random deals, then one model move (links apply after a move). */
function children(
  count: number,
  seed: number,
): { parent: Position; child: Position; model: FamilyModel; steps: readonly CardMove[]; move: number }[] {
  const random = seeded(seed);
  const out: { parent: Position; child: Position; model: FamilyModel; steps: readonly CardMove[]; move: number }[] = [];
  while (out.length < count) {
    const parent = randomWalk(newGame('bakers-game', 1 + Math.floor(random() * 32000), 'kings'), Math.floor(random() * 60), random);
    const model = familyModel(parent);
    const buffer = new Int32Array(1024);
    const n = model.moves(buffer, 0);
    if (n === 0) continue;
    const move = buffer[Math.floor(random() * n)];
    model.play(move);
    // The model's line: the move's engine moves, then the cards it put back.
    const steps = model.line().map(cardMove);
    let child = parent;
    for (const step of steps) child = applied(child, step);
    out.push({ parent, child, model, steps, move });
  }
  return out;
}

describe("Baker's Game (kings): links kept", () => {
  it('after a move, puts back what can go back, and leaves out only what the argument allows', () => {
    let placed = 0;
    let parked = 0;
    let dropped = 0;
    for (const { parent, child, model, steps, move } of children(300, 11)) {
      // Every card that could go back is back; what the move's line adds are put-backs, each onto the
      // card one higher.
      expect(placeable(child)).toBeUndefined();
      const own = stepsOf(model, move).length;
      for (const step of steps.slice(own)) expect(FREECELLS).toContain(step.from);
      if (steps.length > own) placed++;
      const buffer = new Int32Array(1024);
      const listed = Array.from(buffer.subarray(0, model.moves(buffer, 0)));
      const texts = new Set(listed.flatMap((m) => (stepsOf(model, m).length === 1 ? [moveText(stepsOf(model, m)[0])] : [])));
      const free = child.piles.slice(0, 4).filter((pile) => pile.length === 0).length;
      for (const m of listed) {
        const parking = stepsOf(model, m);
        if (parking.length === 1) continue;
        // A parked run: the whole run on top of its column, each card into its own free cell.
        const column = child.piles[COLUMNS.indexOf(parking[0].from) + 8];
        expect(parking.length).toBe(topRun(column));
        expect(parking.length).toBeLessThanOrEqual(free);
        expect(new Set(parking.map((step) => step.to)).size).toBe(parking.length);
        parked++;
      }
      // The reference lists every move leading somewhere new; what the links leave out of it is the way
      // back (to the position before the move, seen already) or a card on its card one higher sent
      // alone to a free cell.
      const reference = familyModel(child, { linksKept: false });
      const allBuffer = new Int32Array(1024);
      for (const m of Array.from(allBuffer.subarray(0, reference.moves(allBuffer, 0)), (r) => cardMove(reference.toMove(r)))) {
        if (texts.has(moveText(m)) || keyOf(applied(child, m)) === keyOf(parent)) continue;
        const column = child.piles[COLUMNS.indexOf(m.from) + 8];
        expect(FREECELLS, moveText(m)).toContain(m.to);
        expect(column.length, moveText(m)).toBeGreaterThan(1);
        expect(isSuitedLink(column[column.length - 2], column[column.length - 1]), moveText(m)).toBe(true);
        dropped++;
      }
    }
    // The sample holds every kind of case.
    expect(placed).toBeGreaterThan(10);
    expect(parked).toBeGreaterThan(10);
    expect(dropped).toBeGreaterThan(10);
  });

  it('decides every position as the search that keeps nothing does, and its wins replay', () => {
    const random = seeded(4242);
    let won = 0;
    let lost = 0;
    for (let i = 0; i < 160; i++) {
      // Somewhere along a winning line, then a few random moves: won and lost positions alike.
      const deal = 1 + Math.floor(random() * 32000);
      let position = newGame('bakers-game', deal, 'kings');
      const line = solveWith(position, false).line ?? [];
      const along = Math.floor(random() * line.length);
      for (const move of line.slice(0, along)) position = applied(position, move);
      position = randomWalk(position, Math.floor(random() * 8), random);
      const reference = solveWith(position, false, 200_000);
      if (reference.verdict === 'unknown') continue;
      const kept = solveWith(position, true);
      expect(kept.verdict, `deal ${deal}, walk ${i}`).toBe(reference.verdict);
      if (kept.verdict === 'solved') {
        expect(wins(position, kept), `deal ${deal}, walk ${i}`).toBe(true);
        won++;
      } else lost++;
    }
    expect(won).toBeGreaterThan(20);
    expect(lost).toBeGreaterThan(20);
  });

  it('parks a suited pair in two free cells when that is the only way to the card under it', () => {
    // TS lies under the pair QS JS, and KS under them all: QS and JS must wait in free cells. The
    // first move, QH home (then KH), brings the links into play.
    const parsed = parseStart('bakers-game', 'kings', {
      'foundation-1': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
      'foundation-2': 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
      'foundation-3': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH',
      'foundation-4': 'AS 2S 3S 4S 5S 6S 7S 8S 9S',
      'tableau-1': 'KS TS QS JS',
      'tableau-2': 'KH QH',
    });
    if (!parsed.ok) throw new Error(parsed.error);
    const result = solveWith(parsed.value, true);
    expect(result.verdict).toBe('solved');
    expect(wins(parsed.value, result)).toBe(true);
    expect(result.line?.filter((move) => FREECELLS.includes(cardMove(move).to))).toHaveLength(2);
  });

  it('keeps at the start every move a later position lists: deals whose win starts by parking a suited pair', () => {
    // fc-solve wins these three (kings rules), each only by first sending a card that lies on its
    // card one higher to a free cell (deal 10518: QH off KH). A start that listed that card only alone
    // saw it put straight back, onto a position with the start's own key, which is not searched again.
    for (const deal of [10518, 12152, 25381]) {
      const position = newGame('bakers-game', deal, 'kings');
      const kept = solveWith(position, true);
      expect(kept.verdict, `deal ${deal}`).toBe('solved');
      expect(wins(position, kept), `deal ${deal}`).toBe(true);
    }
  });

  it('parks no run whole at a start where a card can go home (the engine would play it home between)', () => {
    // AS can go home; 2S lies on 3S. Parked whole, 2S would be played home after the first card.
    const parsed = parseStart('bakers-game', 'kings', { 'tableau-1': 'KS 3S 2S', 'tableau-2': 'QS AS', 'tableau-3': 'KH' });
    if (!parsed.ok) throw new Error(parsed.error);
    const model = familyModel(parsed.value);
    const buffer = new Int32Array(1024);
    const listed = Array.from(buffer.subarray(0, model.moves(buffer, 0)));
    expect(listed.every((move) => stepsOf(model, move).length === 1)).toBe(true);
    expect(listed.map((move) => moveText(stepsOf(model, move)[0]))).toContain('tableau-1>freecell-1x1');
  });

  it('solves Microsoft deals 1–40 as before, with lines that replay', () => {
    for (let deal = 1; deal <= 40; deal++) {
      const position = newGame('bakers-game', deal, 'kings');
      const kept = solveWith(position, true);
      expect(kept.verdict, `deal ${deal}`).toBe(solveWith(position, false).verdict);
      if (kept.line) expect(replay({ game: 'bakers-game', variant: 'kings', deal, moves: kept.line }).ok).toBe(true);
      if (kept.line) expect(wins(position, kept), `deal ${deal}`).toBe(true);
    }
  });
});

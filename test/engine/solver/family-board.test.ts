// The FreeCell family's solver board keeps by itself, as cards move, what it could count from the cards.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine';
import { follows } from '../../../src/engine/games/freecell-family/building';
import { createSearch } from '../../../src/engine/solver';
import { COLS, ROOM } from '../../../src/engine/solver/freecell-family/board';
import { familyModel } from '../../../src/engine/solver/freecell-family/games';
import type { FamilyModel } from '../../../src/engine/solver/freecell-family/model';
import { seeded } from './support';

/** The top run of column `c` counted card by card from the bottom of the run up. */
function countedRun(model: FamilyModel, c: number): number {
  const n = model.len[c];
  let k = n ? 1 : 0;
  while (k < n && model.isLink(model.cols[c * ROOM + n - k - 1], model.cols[c * ROOM + n - k])) k++;
  return k;
}

/** Plays random listed moves from `model`'s start, undoing now and then, and calls `check` at every position. */
function walk(model: FamilyModel, random: () => number, steps: number, check: () => void): void {
  const buffer = new Int32Array(model.movesAtMost * (steps + 1));
  let depth = 0;
  let at = 0;
  const starts: number[] = [];
  for (let i = 0; i < steps; i++) {
    check();
    const count = model.moves(buffer, at);
    if (count === 0 || (depth > 0 && random() < 0.25)) {
      if (depth === 0) return;
      model.undo();
      at = starts.pop()!;
      depth--;
      continue;
    }
    model.play(buffer[at + Math.floor(random() * count)]);
    starts.push(at);
    at += count;
    depth++;
  }
}

describe('FreeCell-family solver board', () => {
  it.each([
    ['freecell', 'alternate'],
    ['bakers-game', 'suit'],
  ] as const)('%s: the link table says a card builds on another exactly where the rules say it follows', (game, building) => {
    const model = familyModel(newGame(game, 1));
    for (let below = 0; below < 52; below++) {
      for (let card = 0; card < 52; card++) expect(model.isLink(below, card), `${card} on ${below}`).toBe(follows(building, below, card));
    }
  });

  it.each([
    ['freecell', 'safe'],
    ['freecell', 'off'],
    ['bakers-game', 'kings'],
    ['bakers-game', 'any'],
  ] as const)('%s (%s): each column run length, kept as cards move, is the one counted from its cards', (game, variant) => {
    const random = seeded(4242);
    for (let deal = 1; deal <= 30; deal++) {
      const model = familyModel(newGame(game, deal, variant));
      walk(model, random, 200, () => {
        for (let c = 0; c < COLS; c++) expect(model.runLength(c), `deal ${deal} column ${c}`).toBe(countedRun(model, c));
      });
    }
  });

  it.each([
    ['freecell', 'safe'],
    ['bakers-game', 'kings'],
  ] as const)('%s (%s): the key the search reads in place is the one key() writes, with the same hash', (game, variant) => {
    const random = seeded(99);
    const model = familyModel(newGame(game, 3, variant));
    const copy = new Uint32Array(model.keyWords);
    walk(model, random, 300, () => {
      const hash = model.key(copy);
      expect(model.key(model.keyView)).toBe(hash);
      expect(Array.from(model.keyView)).toEqual(Array.from(copy));
    });
  });

  it("a search told to avoid another deal's start searches exactly as without (its key never lands in the model's own)", () => {
    const position = newGame('freecell', 5, 'safe');
    const alone = createSearch(position, { knowledge: 'full' }).run({ maxPositions: 3000 });
    const avoiding = createSearch(position, { knowledge: 'full', avoid: [newGame('freecell', 6, 'safe')] }).run({ maxPositions: 3000 });
    expect(avoiding.positions).toBe(alone.positions);
    expect(avoiding.line).toEqual(alone.line);
  });
});

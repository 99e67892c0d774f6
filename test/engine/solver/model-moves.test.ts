import { describe, expect, it } from 'vitest';
import { GAME_IDS, legalMoves, type Move, newGame, positionsEqual, rulesOf, status, type Position } from '../../../src/engine';
import { modelFor, solve } from '../../../src/engine/solver';
import { familyModel } from '../../../src/engine/solver/freecell-family/games';
import { engineMoves } from '../../../src/engine/solver/search';
import type { SearchModel } from '../../../src/engine/solver/types';
import { EngineModel } from '../../../src/engine/solver/engine-model';
import { klondikeKnowledge } from '../../../src/engine/solver/klondike';
import { SpiderModel } from '../../../src/engine/solver/spider-model';
import { applied, keyOf, moveText, randomWalk, seeded } from './support';

/**
 * Positions of a game: random walks of random length from several deals (both Baker's Game rule
 * sets), and every third position along winning lines, where long runs and empty piles abound.
 */
function positions(game: (typeof GAME_IDS)[number], count: number): Position[] {
  const random = seeded(game.length * 7919);
  // Every rule set of a game that has several (Baker's Game's two, FreeCell's three autoplay options).
  const variants: (string | undefined)[] = rulesOf(game).variants.length > 1 ? [...rulesOf(game).variants] : [undefined];
  const out: Position[] = [];
  for (let i = 0; i < count; i++) {
    const start = newGame(game, 1 + Math.floor(random() * 100_000), variants[i % variants.length]);
    out.push(randomWalk(start, Math.floor(random() * (game === 'spider-three-decks' ? 40 : 80)), random));
  }
  // Spider: deals 4 and 8, which the solver wins within 60 000 positions (every fifth position: its lines are long).
  const [deals, maxPositions, every] = game === 'spider-three-decks' ? [[4, 8], 60_000, 5] : [[1, 2, 3, 4, 5, 6], 20_000, 3];
  // Each deal under one rule set, the rule sets in turn: solving every deal under each multiplied the cost by the rule
  // sets (Klondike's four made this file time out under load).
  for (const [d, deal] of deals.entries()) {
    let position = newGame(game, deal, variants[d % variants.length]);
    const line = solve(position, { maxPositions, knowledge: 'full' }).line ?? [];
    line.forEach((move, i) => {
      if (i % every === 0) out.push(position);
      position = applied(position, move);
    });
  }
  return out;
}

/**
 * The model that lists every move leading somewhere new: Baker's Game without the links it keeps
 * (bakers-links.test.ts checks what those leave out), Klondike's engine model (its compact model leaves out
 * moves no win needs: klondike-model.test.ts checks them); the search's own model for the others.
 */
function referenceModel(position: Position): SearchModel {
  if (position.game === 'bakers-game') return familyModel(position, { linksKept: false });
  if (position.game === 'klondike') return new EngineModel(position, klondikeKnowledge);
  return modelFor(position, { knowledge: 'full' });
}

/** The position after `steps` from `start`, each of which must be legal in turn. */
function afterSteps(start: Position, steps: readonly Move[]): Position {
  let next = start;
  for (const step of steps) {
    expect(new Set(legalMoves(next).map(moveText)).has(moveText(step)), moveText(step)).toBe(true);
    next = applied(next, step);
  }
  return next;
}

/**
 * The engine moves from the model's start once it has played `move`: its own line where it keeps one
 * (Baker's Game adds its put-backs), else `before` and the move's.
 */
function stepsAfter(model: SearchModel, before: readonly Move[], move: number): readonly Move[] {
  return model.line ? model.line() : [...before, ...engineMoves(model, move)];
}

/** The position a model holds after playing, as the engine sees it. */
function modelPosition(model: unknown): Position {
  if (model instanceof EngineModel) return model.current;
  if (typeof (model as { toPosition?: unknown }).toPosition === 'function') return (model as { toPosition(): Position }).toPosition();
  throw new Error('unknown model');
}

describe.each(GAME_IDS.map((game) => [game]))('%s: the solver moves are exactly the engine moves', (game) => {
  let cached: Position[] | undefined;
  const samples = () => (cached ??= positions(game, game === 'spider-three-decks' ? 40 : 120));

  /** Checks every move the model lists where it stands (`start` and then `path`) against the engine. */
  function checkListedMoves(model: SearchModel, start: Position, path: readonly Move[], buffer: Int32Array, at: number): void {
    const before = new Uint32Array(model.keyWords);
    const hashBefore = model.key(before);
    const count = model.moves(buffer, at);
    for (let i = at; i < at + count; i++) {
      model.play(buffer[i]);
      const expected = afterSteps(start, stepsAfter(model, path, buffer[i]));
      expect(positionsEqual(modelPosition(model), expected)).toBe(true);
      expect(model.isWon()).toBe(status(expected) === 'won');
      // A hash kept up while playing is the one a model built afresh on that position computes.
      const played = new Uint32Array(model.keyWords);
      expect(model.key(played)).toBe(modelFor(expected, { knowledge: 'full' }).key(new Uint32Array(model.keyWords)));
      model.undo();
      const after = new Uint32Array(model.keyWords);
      expect(model.key(after)).toBe(hashBefore);
      expect(Array.from(after)).toEqual(Array.from(before));
    }
  }

  it('lists only moves legalMoves lists, and plays them as applyMove does (undo restores), at the start and after a move', () => {
    for (const position of samples()) {
      const model = modelFor(position, { knowledge: 'full' });
      // Full-knowledge Spider searches run on the compact model: this is its check against the engine.
      if (game === 'spider-three-decks' || game === 'spider') expect(model).toBeInstanceOf(SpiderModel);
      const buffer = new Int32Array(8192);
      checkListedMoves(model, position, [], buffer, 0);
      // After a move a model may list other moves (Baker's Game: runs parked whole, cards put back).
      if (model.moves(buffer, 0) === 0) continue;
      model.play(buffer[0]);
      checkListedMoves(model, position, stepsAfter(model, [], buffer[0]), buffer, 1);
      model.undo();
    }
  });

  it('leaves out only moves that lead where a listed move (or no move) leads, unless it says it pruned', () => {
    for (const position of samples()) {
      const model = referenceModel(position);
      const buffer = new Int32Array(8192);
      const listed = Array.from(buffer.subarray(0, model.moves(buffer, 0)), (move) => model.toMove(move));
      const listedText = new Set(listed.map(moveText));
      const reachable = new Set([keyOf(position)]);
      for (const move of listed) reachable.add(keyOf(applied(position, move)));
      const unmatched = legalMoves(position).filter(
        (move) => !listedText.has(moveText(move)) && !reachable.has(keyOf(applied(position, move))),
      );
      // A model that pruned (Spider's knowledge leaves out moves it judges useless) says so.
      if (!model.pruned) expect(unmatched.map(moveText)).toEqual([]);
    }
  });

  it('after a move, leaves out besides those only moves back to where it came from (seen already)', () => {
    for (const position of samples().slice(0, 40)) {
      const model = referenceModel(position);
      const buffer = new Int32Array(8192);
      const count = model.moves(buffer, 0);
      for (let i = 0; i < count; i++) {
        const first = model.toMove(buffer[i]);
        model.play(buffer[i]);
        // Its own line where it keeps one: FreeCell with autoplay off writes out the cards it played home.
        const child = model.line ? model.line().reduce(applied, position) : applied(position, first);
        const listed = Array.from(buffer.subarray(count, count + model.moves(buffer, count)), (move) => model.toMove(move));
        model.undo();
        const reachable = new Set([keyOf(child), keyOf(position)]);
        for (const move of listed) reachable.add(keyOf(applied(child, move)));
        const unmatched = legalMoves(child).filter((move) => !reachable.has(keyOf(applied(child, move))));
        if (!model.pruned) expect(unmatched.map(moveText), moveText(first)).toEqual([]);
      }
    }
  });
});

// Smart play chooses among the legal moves only: a double-click sends a card home when it may go,
// else falls back to the game's own double-click; after a move, finished runs and safe cards go home.
import { describe, expect, it } from 'vitest';
import {
  type GameId,
  type Move,
  type Position,
  GAME_IDS,
  applyMove,
  doubleClickMove,
  legalMoves,
  newGame,
  pileIndex,
  rulesOf,
} from '../../src/engine';
import { MersenneTwister } from '../../src/engine/random';
import { couldBeBuiltOn, smartDoubleClick, smartFollowUp } from '../../src/engine/smart-play';
import { build, cards } from './support/positions';

const ranks = 'A23456789TJQK';
const down = (suit: string, from = 13, to = 1): string =>
  Array.from({ length: from - to + 1 }, (_, i) => ranks[from - i - 1] + suit).join(' ');
/** The deck's other cards on the columns the examples leave alone. */
const BAKERS_FILL = { fill: ['tableau-5', 'tableau-6', 'tableau-7', 'tableau-8'] };
const CRUEL_FILL = { fill: Array.from({ length: 10 }, (_, i) => `tableau-${i + 3}`) };
const key = (move: Move | null): string => JSON.stringify(move && { count: 1, ...move });
const isListed = (position: Position, move: Move): boolean => legalMoves(position).some((m) => key(m) === key(move));

function play(position: Position, move: Move): Position {
  const next = applyMove(position, move);
  if (!next.ok) throw new Error(next.error);
  return next.value;
}

/** Positions along random legal play of every game: deals 1–3, up to 60 moves each. */
function samplePositions(): Position[] {
  const out: Position[] = [];
  const rng = new MersenneTwister(13);
  for (const game of GAME_IDS) {
    for (let deal = 1; deal <= 3; deal++) {
      let position = newGame(game, deal);
      for (let step = 0; step < 60; step++) {
        out.push(position);
        const moves = legalMoves(position);
        if (moves.length === 0) break;
        position = play(position, moves[rng.nextUint32() % moves.length]);
      }
    }
  }
  return out;
}

describe('smart double-click', () => {
  it("Baker's Game: an ace on a column at the deal goes home, where AisleRiot's double-click puts it in a free cell", () => {
    const position = build('bakers-game', { 'tableau-1': '9C AS', 'tableau-2': 'KD' }, BAKERS_FILL);
    expect(doubleClickMove(position, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'freecell-1' });
    expect(smartDoubleClick(position, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'foundation-1' });
  });

  it("Baker's Game: a card that cannot go home goes to a free cell, as the game's own double-click sends it", () => {
    const position = build('bakers-game', { 'tableau-1': '9C 5H', 'tableau-2': 'KD' }, BAKERS_FILL);
    expect(smartDoubleClick(position, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'freecell-1' });
    // A foundation still does nothing (rules/index.md decision 3).
    const home = play(build('bakers-game', { 'tableau-1': '9C AS', 'tableau-2': 'KD' }, BAKERS_FILL), {
      from: 'tableau-1',
      to: 'foundation-1',
    });
    expect(smartDoubleClick(home, 'foundation-1')).toBeNull();
  });

  it('Spider: a finished run goes home; Maze and Pileon: nothing, as in AisleRiot', () => {
    const spider = build('spider-three-decks', { 'tableau-1': down('S') });
    expect(smartDoubleClick(spider, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'foundation-1', count: 13 });
    for (const game of ['maze', 'pileon'] as GameId[]) {
      const position = newGame(game, 1);
      for (const spec of rulesOf(game).piles) expect(smartDoubleClick(position, spec.id)).toBeNull();
    }
  });

  it('is always a legal move, on every pile of positions from random play of every game', () => {
    for (const position of samplePositions()) {
      for (const spec of rulesOf(position.game).piles) {
        const move = smartDoubleClick(position, spec.id);
        if (move) expect(isListed(position, move), `${position.game} ${spec.id} ${key(move)}`).toBe(true);
      }
    }
  });
});

describe('smart follow-ups', () => {
  it('Cruel: a card that may go home goes, and the next one after it', () => {
    const position = build('cruel', { 'foundation-1': 'AC 2C', 'tableau-1': 'KD 4C', 'tableau-2': 'QD 3C' }, CRUEL_FILL);
    const first = smartFollowUp(position);
    expect(first).toEqual({ from: 'tableau-2', to: 'foundation-1' });
    expect(smartFollowUp(play(position, first!))).toEqual({ from: 'tableau-1', to: 'foundation-1' });
  });

  it('Spider: a finished run goes home by itself', () => {
    const position = build('spider-three-decks', { 'tableau-3': `9H ${down('D')}` });
    expect(smartFollowUp(position)).toEqual({ from: 'tableau-3', to: 'foundation-1', count: 13 });
  });

  it("nothing where nothing can go home: Maze, Pileon, and Baker's Game after a move (its rules already played every card home)", () => {
    expect(smartFollowUp(newGame('maze', 1))).toBeNull();
    expect(smartFollowUp(newGame('pileon', 1))).toBeNull();
    const bakers = newGame('bakers-game', 1);
    expect(smartFollowUp(play(bakers, legalMoves(bakers)[0]))).toBeNull();
  });

  it('"safe": a card that another card in play could still be built on stays; once that card is home it may go', () => {
    // 5♣ may be built on 6♣ in Cruel's tableau: while 5♣ is in play, 6♣ is needed there.
    const position = build('cruel', { 'foundation-1': 'AC 2C 3C 4C', 'tableau-1': 'KD 6C', 'tableau-2': 'QD 5C' }, CRUEL_FILL);
    const six = cards('6C')[0];
    const five = cards('5C')[0];
    expect(couldBeBuiltOn(position, six)).toBe(true);
    const rules = rulesOf('cruel');
    const fiveHome = play(position, { from: 'tableau-2', to: 'foundation-1' });
    expect(fiveHome.piles[pileIndex(rules, 'foundation-1')]).toContain(five);
    expect(couldBeBuiltOn(fiveHome, six)).toBe(false);
  });

  it('always legal, and going on with it always ends (every follow-up takes a card or run home for good)', () => {
    for (const start of samplePositions()) {
      let position = start;
      for (let n = 0; ; n++) {
        const move = smartFollowUp(position);
        if (!move) break;
        expect(isListed(position, move), `${position.game} ${key(move)}`).toBe(true);
        expect(n).toBeLessThan(52);
        position = play(position, move);
      }
    }
  });
});

// Spider Three Decks' hint from the visible cards: legal, never back to a position of the game, blind to face-down cards, and sensible in small positions.
import { describe, expect, it } from 'vitest';
import { type Move, type Position, applyMove, legalMoves, newGame, parseStart, positionsEqual } from '../../../src/engine';
import { solverOf } from '../../../src/engine/solver/by-game';
import { spiderPlannerMove } from '../../../src/engine/solver/spider-planner';
import { applied, hintText, moveText, reshuffleHidden, seeded } from './support';

/** A clock that never moves: the expansion count alone decides, as on an idle machine. */
const options = { maxMs: 1000, now: () => 0 };
const hint = (history: readonly Position[]): Move | undefined => spiderPlannerMove(history, options);

/** A game's positions after random legal moves from a deal (random play goes back and forth, so repeats tempt). */
function randomGame(deal: number, steps: number, random: () => number): Position[] {
  const history = [newGame('spider-three-decks', deal)];
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(history[history.length - 1]);
    history.push(applied(history[history.length - 1], moves[Math.floor(random() * moves.length)]));
  }
  return history;
}

function start(piles: Record<string, string>): Position {
  const parsed = parseStart('spider-three-decks', 'standard', piles);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Tableau piles 4…12 each topped by a king on a face-down card: nothing moves there. */
const kings = Object.fromEntries(
  ['KC', 'KD', 'KH', 'KS', 'KC', 'KD', 'KH', 'KS', 'KC'].map((king, i) => [`tableau-${i + 4}`, `[${'23456789T'[i]}S] ${king}`]),
);

describe('spider-planner: the hint from the visible cards', () => {
  it('answers one of the legal moves, and none once the game is won', () => {
    const random = seeded(25);
    for (let deal = 1; deal <= 12; deal++) {
      const history = randomGame(deal, 10 + deal * 7, random);
      const move = hint(history);
      expect(legalMoves(history[history.length - 1]).map(moveText)).toContain(moveText(move!));
    }
    const won = start({ 'tableau-1': 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H', 'tableau-2': 'AH' });
    const home = applied(applied(won, { from: 'tableau-2', to: 'tableau-1' }), { from: 'tableau-1', to: 'foundation-1', count: 13 });
    expect(legalMoves(home)).toEqual([]);
    expect(hint([home])).toBeUndefined();
  });

  it('never leads back to a position of the game while another move leads elsewhere', () => {
    const random = seeded(7);
    for (let deal = 20; deal < 36; deal++) {
      const history = randomGame(deal, 40, random);
      const position = history[history.length - 1];
      const repeats = (move: Move): boolean => history.some((seen) => positionsEqual(seen, applied(position, move)));
      const fresh = legalMoves(position).filter((move) => !repeats(move));
      const move = hint(history)!;
      if (fresh.length > 0) expect(repeats(move), `deal ${deal}: ${moveText(move)}`).toBe(false);
    }
  });

  it('gives the same move whatever the face-down cards and the stock hold (it never peeks)', () => {
    const random = seeded(2025);
    for (let deal = 40; deal < 80; deal++) {
      const history = randomGame(deal, 5 + (deal % 9) * 6, random);
      const move = moveText(hint(history)!);
      for (let shuffle = 0; shuffle < 3; shuffle++) {
        const masked = reshuffleHidden(history, random);
        expect(masked[masked.length - 1]).not.toEqual(history[history.length - 1]);
        expect(moveText(hint(masked)!), `deal ${deal}`).toBe(move);
      }
    }
  });

  it('turns a face-down card rather than build or deal', () => {
    // 7D onto 8C turns tableau-1's card; 7S onto 8C or a deal turn nothing.
    const position = start({
      stock: '[3C] [4C] [5C] [6C] [7C] [8D] [9C] [TC] [JC] [QC] [AD] [2D]',
      'tableau-1': '[QD] 7D',
      'tableau-2': 'KS 7S',
      'tableau-3': 'KH 8C',
      ...kings,
    });
    expect(hint([position])).toEqual({ from: 'tableau-1', to: 'tableau-3' });
  });

  it('completes a suit and sends it home', () => {
    const run = 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H';
    const position = start({
      stock: '[3C] [4C] [5C] [6C] [7C] [8D] [9C] [TC] [JC] [QC] [AD] [2D]',
      'tableau-1': `[5D] ${run}`,
      'tableau-2': '[9D] 5C AH',
      'tableau-3': 'KD 2S',
      ...kings,
    });
    expect(hint([position])).toEqual({ from: 'tableau-2', to: 'tableau-1' });
    const complete = applied(position, { from: 'tableau-2', to: 'tableau-1' });
    expect(hint([position, complete])).toEqual({ from: 'tableau-1', to: 'foundation-1', count: 13 });
  });

  it('plays its second choice when its first leads back to a position of the game', () => {
    const position = start({
      stock: '[3C] [4C] [5C] [6C] [7C] [8D] [9C] [TC] [JC] [QC] [AD] [2D]',
      'tableau-1': '[QD] 7D',
      'tableau-2': 'KS 7S',
      'tableau-3': 'KH 8C',
      ...kings,
    });
    const turned = applied(position, { from: 'tableau-1', to: 'tableau-3' });
    const move = hint([turned, position])!;
    expect(applyMove(position, move).ok).toBe(true);
    expect(moveText(move)).not.toBe('tableau-1>tableau-3x1');
  });

  it('answers the same move for the same history', () => {
    const history = randomGame(99, 30, seeded(3));
    expect(hint(history)).toEqual(hint(history));
  });
});

describe('spider-planner in Spider with two and four suits (two decks, ten columns, no deal while a column is empty)', () => {
  const spiderHint = (history: readonly Position[]): Move | undefined => solverOf('spider').hintPlanner!.move(history, options);
  const VARIANTS = ['four', 'two'];

  function spiderGame(deal: number, steps: number, random: () => number): Position[] {
    const history = [newGame('spider', deal, VARIANTS[deal % 2])];
    for (let i = 0; i < steps; i++) {
      const moves = legalMoves(history[history.length - 1]);
      if (moves.length === 0) break;
      history.push(applied(history[history.length - 1], moves[Math.floor(random() * moves.length)]));
    }
    return history;
  }

  it('answers a legal move that leads nowhere the game has been while another does, and none when no move is left', () => {
    const random = seeded(11);
    for (let deal = 1; deal <= 18; deal++) {
      const history = spiderGame(deal, 10 + deal * 5, random);
      const position = history[history.length - 1];
      // A random game may come to a stop (deals 10 and 14 here).
      if (legalMoves(position).length === 0) {
        expect(spiderHint(history)).toBeUndefined();
        continue;
      }
      const move = spiderHint(history)!;
      expect(legalMoves(position).map(moveText)).toContain(moveText(move));
      const repeats = (m: Move): boolean => history.some((seen) => positionsEqual(seen, applied(position, m)));
      if (legalMoves(position).some((m) => !repeats(m))) expect(repeats(move), `deal ${deal}: ${moveText(move)}`).toBe(false);
    }
  });

  it('gives the same move whatever the face-down cards and the stock hold (it never peeks)', () => {
    const random = seeded(4242);
    for (let deal = 40; deal < 58; deal++) {
      const history = spiderGame(deal, 5 + (deal % 9) * 6, random);
      const move = hintText(spiderHint(history));
      for (let shuffle = 0; shuffle < 2; shuffle++)
        expect(hintText(spiderHint(reshuffleHidden(history, random))), `deal ${deal}`).toBe(move);
    }
  });
});

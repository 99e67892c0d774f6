import { describe, expect, it } from 'vitest';
import { applyMove, newGame, parseStart, type Position } from '../../../src/engine';
import { solve } from '../../../src/engine/solver';
import { CruelModel } from '../../../src/engine/solver/cruel-model';
import { BestFirstSearch } from '../../../src/engine/solver/best-first';
import { DepthFirstSearch } from '../../../src/engine/solver/depth-first';
import { seeded } from './support';

const RANKS = 'A23456789TJQK';
const SUITS = 'CDHS';
/** Cards of one suit from rank `from` to `to`, e.g. run('S', 1, 3) = "AS 2S 3S". */
const run = (suit: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => RANKS[from + i - 1] + suit).join(' ');

function cruel(piles: Record<string, string | boolean>): Position {
  const parsed = parseStart('cruel', 'standard', piles);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** The exact search without the frozen-prefix proof: the rules' whole space, searched to the end. */
function exhaustive(position: Position) {
  return new DepthFirstSearch(new CruelModel(position, false, false)).run({ maxPositions: 2_000_000 });
}

const deadEnd = (position: Position) => new CruelModel(position).isDeadEnd();

describe('Cruel: a frozen prefix proves a loss (cruel-frozen.ts)', () => {
  // Hearts home to 5, spades to 3: 6H and 4S lie under QH, which can neither go home (6H first)
  // nor onto KH (under it), and nothing can come before it: deal 5017's first pile.
  const blocked = {
    'foundation-1': run('C', 1, 13),
    'foundation-2': run('D', 1, 13),
    'foundation-3': run('H', 1, 5),
    'foundation-4': run('S', 1, 3),
    justDealt: true,
  };
  const rest = { 'tableau-2': 'JH 9H 8H 7H', 'tableau-3': 'TH KS QS 8S', 'tableau-4': 'JS TS 9S 7S', 'tableau-5': '6S 5S' };

  it('a whole first pile that can never change: lost at once, and the full search agrees', () => {
    const position = cruel({ ...blocked, ...rest, 'tableau-1': 'KH 6H 4S QH' });
    expect(deadEnd(position)).toBe(true);
    const quick = solve(position);
    expect(quick.verdict).toBe('unsolvable');
    expect(quick.positions).toBeLessThanOrEqual(2);
    const full = exhaustive(position);
    expect(full).toMatchObject({ verdict: 'unsolvable', finished: true });
    expect(full.positions).toBeGreaterThan(2);
  });

  it('a partial first pile: a king over a lower card of its suit over the card a suit needs (deal 5066)', () => {
    const position = cruel({ ...blocked, ...rest, 'tableau-1': '4S 6H KH QH' });
    expect(deadEnd(position)).toBe(true);
    expect(exhaustive(position).verdict).toBe('unsolvable');
  });

  it('not frozen when the top can move onto its card one higher elsewhere: that deal is won', () => {
    const position = cruel({
      ...blocked,
      'tableau-1': 'KH 6H 4S JH',
      'tableau-2': 'TH 9H 8H QH',
      'tableau-3': '7H KS QS JS',
      'tableau-4': 'TS 9S 8S 7S',
      'tableau-5': '6S 5S',
    });
    expect(deadEnd(position)).toBe(false);
    expect(exhaustive(position).verdict).toBe('solved');
    expect(solve(position).verdict).toBe('solved');
  });

  it('not frozen when a card may still land on an inner top (condition c): won by putting it there', () => {
    // Without (c), the first eight cards would look frozen: QH (6H under it, KH in the prefix under
    // another card) and KS (4S under it). JH onto QH shifts the prefix, and the deal is won.
    const position = cruel({
      ...blocked,
      'tableau-1': '9S 8S 7S QH',
      'tableau-2': '6H KH 4S KS',
      'tableau-3': 'TH 9H 8H JH',
      'tableau-4': '6S 5S 7H QS',
      'tableau-5': 'JS TS',
    });
    expect(deadEnd(position)).toBe(false);
    expect(exhaustive(position).verdict).toBe('solved');
  });

  it('random small positions: whenever the proof says lost, the full search finds no win; no position on a winning line is called lost', () => {
    const random = seeded(1417);
    let lost = 0;
    let wonLines = 0;
    for (let i = 0; i < 400; i++) {
      const position = randomSmallPosition(random);
      const full = exhaustive(position);
      expect(full.finished, 'the small space is searched to the end').toBe(true);
      if (deadEnd(position)) {
        lost++;
        expect(full.verdict).toBe('unsolvable');
      }
      if (full.verdict === 'solved') {
        wonLines++;
        let at = position;
        for (const move of full.line ?? []) {
          expect(deadEnd(at)).toBe(false);
          const next = applyMove(at, move);
          if (!next.ok) throw new Error(next.error);
          at = next.value;
        }
      }
    }
    expect(lost).toBeGreaterThan(120);
    expect(wonLines).toBeGreaterThan(150);
  });

  it('no position on the winning lines of deals 1–15 is called lost (lines found without the proof)', () => {
    let checked = 0;
    for (let deal = 1; deal <= 15; deal++) {
      let at = newGame('cruel', deal);
      const result = new BestFirstSearch(new CruelModel(at, true, false)).run({ maxPositions: 30_000 });
      for (const move of result.line ?? []) {
        expect(deadEnd(at), `deal ${deal}`).toBe(false);
        const next = applyMove(at, move);
        if (!next.ok) throw new Error(next.error);
        at = next.value;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(800);
  });
});

/**
 * 5–13 cards left in the tableau (each suit's highest cards; the rest home), shuffled, laid out
 * in fours as a redeal lays them (just dealt or not), or in piles of random sizes.
 */
function randomSmallPosition(random: () => number): Position {
  const left = [0, 0, 0, 0];
  const total = 5 + Math.floor(random() * 9);
  for (let n = 0; n < total;) {
    const s = Math.floor(random() * 4);
    if (left[s] < 12) {
      left[s]++;
      n++;
    }
  }
  const cards: string[] = [];
  const piles: Record<string, string | boolean> = {};
  for (let s = 0; s < 4; s++) {
    piles[`foundation-${s + 1}`] = run(SUITS[s], 1, 13 - left[s]);
    for (let r = 14 - left[s]; r <= 13; r++) cards.push(RANKS[r - 1] + SUITS[s]);
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const inFours = random() < 0.7;
  let pile = 1;
  for (let i = 0; i < cards.length; pile++) {
    const size = inFours ? 4 : 1 + Math.floor(random() * 5);
    piles[`tableau-${pile}`] = cards.slice(i, i + size).join(' ');
    i += size;
  }
  piles.justDealt = inFours && random() < 0.5;
  return cruel(piles);
}

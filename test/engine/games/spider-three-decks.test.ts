import { describe, expect, it } from 'vitest';
import {
  clickMove,
  doubleClickMove,
  formatCards,
  formatPosition,
  isFaceDown,
  kindOf,
  legalMoves,
  newGame,
  rulesOf,
  score,
  standardDeck,
  status,
  turnDown,
  whyIllegal,
} from '../../../src/engine';
import { MersenneTwister, shuffle } from '../../../src/engine/random';
import { build, historyFrom, play, show, run } from '../support/positions';
import { pinDailyDeals, pinGameFacts } from '../support/pins';

const GAME = 'spider-three-decks';
const TABLEAU = Array.from({ length: 12 }, (_, i) => `tableau-${i + 1}`);
const FOUNDATIONS = Array.from({ length: 12 }, (_, i) => `foundation-${i + 1}`);
const SUITS = ['C', 'D', 'H', 'S'];
/** Twelve K…A runs, three of each suit, on the given piles. */
const twelveRuns = (piles: readonly string[]): Record<string, string> => Object.fromEntries(piles.map((id, i) => [id, run(SUITS[i % 4])]));

const PINNED: Record<number, string[]> = {
  1: [
    'stock: [7S] [7S] [9C] [8C] [9S] [4C] [3S] [3D] [TH] [7S] [JS] [QD] [3H] [QC] [6H] [7C] [JC] [KD] [5H] [6D] [8H] [7D] [9C] [AD] [8C] [TD] [9H] [TS] [4H] [KD] [2D] [5D] [KS] [AH] [9S] [JC] [JD] [6D] [KH] [AD] [3H] [QD] [7D] [5S] [6H] [TH] [TS] [4S] [KC] [JS] [AH] [JD] [6C] [9S] [9D] [JD] [QC] [TC] [TS] [4C] [4S] [4H] [4H] [QS] [6C] [2H] [TC] [5D] [AS] [4D] [6S] [4C] [4D] [AH] [5H] [3S] [5C] [AS] [8S] [KH] [7D] [6C] [8D] [KC] [6S] [AC] [JH] [5C] [3H] [5D] [7H] [2C] [TC] [4S] [8C] [3C] [2H] [8D] [2S] [5S] [QD] [5C]',
    'foundation-1:',
    'foundation-2:',
    'foundation-3:',
    'foundation-4:',
    'foundation-5:',
    'foundation-6:',
    'foundation-7:',
    'foundation-8:',
    'foundation-9:',
    'foundation-10:',
    'foundation-11:',
    'foundation-12:',
    'tableau-1: [AC] [TD] [JH] [3C] 2D',
    'tableau-2: [JH] [2S] [6S] [7C] 9H',
    'tableau-3: [AS] [TH] [JC] [QH] 3D',
    'tableau-4: [3S] [QH] [AD] [JS] 6H',
    'tableau-5: [7C] [QS] [3D] [KC] 8S',
    'tableau-6: [7H] [QS] [8S] [2C] 8H',
    'tableau-7: [TD] [KD] [9C] 2H',
    'tableau-8: [5S] [4D] [2D] 9H',
    'tableau-9: [3C] [9D] [5H] 2S',
    'tableau-10: [8H] [7H] [QC] KS',
    'tableau-11: [9D] [KH] [AC] 8D',
    'tableau-12: [6D] [2C] [QH] KS',
    'score: 0/144',
    'status: playing',
  ],
  2: [
    'stock: [6S] [9C] [8H] [KH] [5H] [QC] [4S] [7S] [TS] [2S] [7C] [KC] [9S] [TH] [9S] [3D] [8C] [2H] [QS] [JS] [8D] [6C] [3D] [4S] [4H] [JS] [TS] [9C] [4C] [2S] [JD] [5C] [6D] [2S] [2D] [3C] [JH] [JH] [TC] [JC] [KC] [2H] [4D] [TD] [QH] [JC] [2C] [5D] [6H] [QC] [TD] [KD] [3C] [4D] [7H] [3H] [KS] [5H] [AD] [3S] [AH] [AS] [8S] [8S] [2D] [7S] [4H] [6C] [8D] [6D] [4C] [4H] [QS] [AC] [6C] [QH] [9D] [7C] [9C] [7D] [7S] [QS] [8H] [QD] [2H] [2C] [7D] [AH] [KC] [7H] [6S] [TC] [TD] [QC] [3C] [7D] [5C] [3H] [JC] [TS] [5S] [AC]',
    'foundation-1:',
    'foundation-2:',
    'foundation-3:',
    'foundation-4:',
    'foundation-5:',
    'foundation-6:',
    'foundation-7:',
    'foundation-8:',
    'foundation-9:',
    'foundation-10:',
    'foundation-11:',
    'foundation-12:',
    'tableau-1: [6D] [KD] [4C] [9H] 5H',
    'tableau-2: [TH] [KH] [9D] [2D] JS',
    'tableau-3: [9D] [AD] [TC] [9H] KS',
    'tableau-4: [9S] [8S] [4D] [2C] KD',
    'tableau-5: [7C] [5S] [8C] [3D] AS',
    'tableau-6: [KH] [5S] [4S] [AH] KS',
    'tableau-7: [5D] [AC] [QD] JD',
    'tableau-8: [8C] [6H] [6H] AD',
    'tableau-9: [AS] [QH] [8D] JH',
    'tableau-10: [8H] [QD] [JD] TH',
    'tableau-11: [7H] [5D] [3H] 3S',
    'tableau-12: [9H] [3S] [5C] 6S',
    'score: 0/144',
    'status: playing',
  ],
  1000: [
    'stock: [8C] [6S] [KS] [8D] [JD] [5S] [4D] [9D] [6C] [QC] [JS] [AD] [4D] [3H] [3H] [JC] [TS] [AS] [TH] [5S] [9H] [KH] [8C] [KC] [9C] [9S] [AC] [6S] [JH] [3D] [QS] [QD] [6D] [KD] [TC] [QS] [TS] [5H] [4H] [8S] [AS] [7D] [6C] [9C] [2H] [JC] [4D] [8S] [5C] [2C] [6H] [2H] [KH] [JS] [2H] [8S] [KH] [4H] [8C] [KS] [KC] [8D] [9D] [3C] [4S] [8H] [6H] [6D] [5D] [2S] [6D] [TD] [TH] [7H] [8D] [2D] [2C] [QH] [3S] [JH] [4S] [3C] [8H] [4S] [AC] [5D] [9S] [AS] [TC] [5H] [AD] [3D] [7C] [7D] [2C] [6S] [5H] [4C] [3S] [JH] [5D] [KD]',
    'foundation-1:',
    'foundation-2:',
    'foundation-3:',
    'foundation-4:',
    'foundation-5:',
    'foundation-6:',
    'foundation-7:',
    'foundation-8:',
    'foundation-9:',
    'foundation-10:',
    'foundation-11:',
    'foundation-12:',
    'tableau-1: [TH] [4C] [AH] [3C] 2S',
    'tableau-2: [3H] [5C] [7S] [AH] TS',
    'tableau-3: [QH] [6H] [2D] [9S] 6C',
    'tableau-4: [2S] [7D] [JC] [AH] QC',
    'tableau-5: [KD] [9H] [TD] [7S] QS',
    'tableau-6: [QD] [4H] [7H] [5C] 9D',
    'tableau-7: [8H] [JS] [KC] JD',
    'tableau-8: [7H] [AD] [QH] 7S',
    'tableau-9: [AC] [7C] [4C] JD',
    'tableau-10: [5S] [3D] [2D] TC',
    'tableau-11: [7C] [9H] [QC] 9C',
    'tableau-12: [3S] [TD] [KS] QD',
    'score: 0/144',
    'status: playing',
  ],
};

describe('spider-three-decks.md setup and deal', () => {
  it('spider-three-decks.md setup: 25 piles — stock, foundation-1…12, tableau-1…12 — and three decks of 156 cards', () => {
    const rules = rulesOf(GAME);
    expect(rules.piles.map((p) => p.id)).toEqual(['stock', ...FOUNDATIONS, ...TABLEAU]);
    expect(rules.piles.map((p) => p.kind)).toEqual(['stock', ...FOUNDATIONS.map(() => 'foundation'), ...TABLEAU.map(() => 'tableau')]);
    const copies = new Map<number, number>();
    for (const card of rules.deck()) copies.set(kindOf(card), (copies.get(kindOf(card)) ?? 0) + 1);
    expect(rules.deck()).toHaveLength(156);
    expect([...copies.values()]).toEqual(Array(52).fill(3));
    expect(rules.maxScore).toBe(144);
  });

  it('spider-three-decks.md deal 2–4: 54 cards dealt, first six piles 4 down + 1 up, the rest 3 down + 1 up, stock 102 face down', () => {
    for (const n of [1, 2, 1000]) {
      const p = newGame(GAME, n);
      TABLEAU.forEach((_, t) => {
        expect(p.piles[13 + t].map(isFaceDown)).toEqual(t < 6 ? [true, true, true, true, false] : [true, true, true, false]);
      });
      expect(p.piles[0]).toHaveLength(102);
      expect(p.piles[0].every(isFaceDown)).toBe(true);
      for (const id of FOUNDATIONS) expect(show(p, id)).toBe('');
      expect(score(p)).toBe(0);
      expect(status(p)).toBe('playing');
    }
  });

  it('spider-three-decks.md deal 2: s[i] goes to tableau-((i mod 12) + 1), s[48…53] to tableau-1…6, s[54] is the stock top', () => {
    for (const n of [1, 2, 1000]) {
      const s = shuffle(standardDeck(3), new MersenneTwister(n));
      const p = newGame(GAME, n);
      TABLEAU.forEach((id, t) => {
        const dealt = s.filter((_, i) => i < 54 && i % 12 === t);
        expect(show(p, id)).toBe(formatCards(dealt.map((c, k) => (k === dealt.length - 1 ? c : turnDown(c)))));
      });
      expect(show(p, 'stock')).toBe(formatCards(s.slice(54).reverse().map(turnDown)));
    }
  });

  it('spider-three-decks.md deal (index.md decision 5): deals 1, 2 and 1000 are pinned', () => {
    for (const n of [1, 2, 1000]) expect(formatPosition(newGame(GAME, n))).toBe(PINNED[n].join('\n'));
  });
});

describe('spider-three-decks.md moves', () => {
  it('spider-three-decks.md moves 1, example 1: lift 6S, 7S 6S or 8S 7S 6S but not [9H]; from TD 9S only 9S', () => {
    const p = build(GAME, { 'tableau-1': '[9H] 8S 7S 6S', 'tableau-2': 'TD 9S' });
    for (const count of [1, 2, 3]) expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-3', count })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-3', count: 4 })).toBe('only 3 cards can be picked up from tableau-1, not 4');
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-3' })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-3', count: 2 })).toBe('only 1 card can be picked up from tableau-2, not 2');
  });

  it('spider-three-decks.md moves 1 and 8: nothing is lifted from the stock, a foundation or an empty pile', () => {
    const p = build(GAME, { 'foundation-1': run('S'), 'tableau-1': '5H' });
    expect(whyIllegal(p, { from: 'stock', to: 'tableau-2' })).toBe('no card can be picked up from stock');
    expect(whyIllegal(p, { from: 'foundation-1', to: 'tableau-2', count: 13 })).toBe('no card can be picked up from foundation-1');
    expect(whyIllegal(p, { from: 'foundation-1', to: 'tableau-2' })).toBe('no card can be picked up from foundation-1');
    expect(whyIllegal(p, { from: 'tableau-3', to: 'tableau-2' })).toBe('no card can be picked up from tableau-3');
  });

  it('spider-three-decks.md example 2: 8S 7S 6S onto 9H is legal, +0, and the source [9H] turns face up', () => {
    const p = build(GAME, { 'tableau-1': '[9H] 8S 7S 6S', 'tableau-2': '9H', 'foundation-2': run('C') });
    expect(score(p)).toBe(14);
    const after = play(p, { from: 'tableau-1', to: 'tableau-2', count: 3 });
    expect(show(after, 'tableau-1')).toBe('9H');
    expect(show(after, 'tableau-2')).toBe('9H 8S 7S 6S');
    expect(score(after)).toBe(14);
  });

  it('spider-three-decks.md example 2: 8S 7S 6S onto 9S +1; onto TS illegal; onto an empty pile legal; onto any foundation illegal', () => {
    const p = build(GAME, { 'tableau-1': '[9H] 8S 7S 6S', 'tableau-3': '9S', 'tableau-4': 'TS', 'foundation-2': run('C') });
    const lift = (to: string) => ({ from: 'tableau-1', to, count: 3 });
    expect(score(play(p, lift('tableau-3')))).toBe(score(p) + 1);
    expect(whyIllegal(p, lift('tableau-4'))).toBe('these 3 cards cannot be dropped on tableau-4');
    expect(show(play(p, lift('tableau-5')), 'tableau-5')).toBe('8S 7S 6S');
    expect(whyIllegal(p, lift('foundation-1'))).toBe('these 3 cards cannot be dropped on foundation-1');
    expect(whyIllegal(p, lift('foundation-2'))).toBe('these 3 cards cannot be dropped on foundation-2');
  });

  it('spider-three-decks.md moves 2 and 3: suit does not matter on a pile one rank higher; a king goes only to an empty pile', () => {
    const p = build(GAME, { 'tableau-1': 'KH', 'tableau-2': '5C', 'tableau-3': '6D', 'tableau-4': '7D' });
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-3' })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-4' })).toBe('that card cannot be dropped on tableau-4');
    for (const to of ['tableau-2', 'tableau-3', 'tableau-4']) expect(whyIllegal(p, { from: 'tableau-1', to })).not.toBeNull();
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-5' })).toBeNull();
  });

  it('spider-three-decks.md moves 5: a drop on the stock or back on the source pile is never a move', () => {
    const p = build(GAME, { 'tableau-1': '6S' });
    expect(whyIllegal(p, { from: 'tableau-1', to: 'stock' })).toBe('that card cannot be dropped on stock');
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-1' })).toBe('a card dropped back on its own pile is not a move');
  });

  it('spider-three-decks.md example 3 and scoring: moving 6S off 7S to an empty pile breaks a link, score −1', () => {
    const p = build(GAME, { 'tableau-2': 'TD 9S 8S 7S 6S' });
    expect(score(p)).toBe(3);
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-3', count: 5 })).toBe('only 4 cards can be picked up from tableau-2, not 5');
    const after = play(p, { from: 'tableau-2', to: 'tableau-3' });
    expect(show(after, 'tableau-3')).toBe('6S');
    expect(score(after)).toBe(2);
  });
});

describe('spider-three-decks.md stock deals', () => {
  it('spider-three-decks.md moves 6, example 4: a stock of 3 deals to tableau-1…3 and the empty tableau-3 takes a card', () => {
    const tops = ['KC', 'KD', '', 'KH', 'KS', 'KC', 'KD', 'KH', 'KS', 'KC', 'KD', 'KH'];
    const p = build(
      GAME,
      { stock: '[2C] [3C] [4C]', ...Object.fromEntries(TABLEAU.map((id, i) => [id, tops[i]])) },
      {
        // Leftovers lie face down under the kings, so the stock holds exactly the example's 3 cards.
        fill: TABLEAU.filter((id) => id !== 'tableau-3').map((pile) => ({ pile, under: true, faceDown: true })),
      },
    );
    const move = clickMove(p, 'stock');
    expect(move).toEqual({ action: 'deal' });
    const after = play(p, move!);
    expect([1, 2].map((t) => show(after, `tableau-${t}`).split(' ').slice(-2).join(' '))).toEqual(['KC 4C', 'KD 3C']);
    expect(show(after, 'tableau-3')).toBe('2C');
    for (const id of TABLEAU.slice(3)) expect(show(after, id)).toBe(show(p, id));
    expect(show(after, 'stock')).toBe('');
    expect(clickMove(after, 'stock')).toBeNull();
  });

  it('spider-three-decks.md example 5: nine deals 102 → 90 … 6 → 0, the 9th to tableau-1…6 only, a 10th click does nothing', () => {
    let p = newGame(GAME, 1);
    const sizes: number[] = [];
    for (let deal = 1; deal <= 9; deal++) {
      const before = p.piles.slice(13).map((pile) => pile.length);
      p = play(p, clickMove(p, 'stock')!);
      sizes.push(p.piles[0].length);
      expect(p.piles.slice(13).map((pile, t) => pile.length - before[t])).toEqual(
        deal < 9 ? Array(12).fill(1) : [1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0],
      );
      expect(p.piles.slice(13).every((pile) => !isFaceDown(pile[pile.length - 1]))).toBe(true);
    }
    expect(sizes).toEqual([90, 78, 66, 54, 42, 30, 18, 6, 0]);
    expect(clickMove(p, 'stock')).toBeNull();
    expect(whyIllegal(p, { action: 'deal' })).toBe('the stock is empty');
  });

  it('spider-three-decks.md scoring: a stock deal scores +1 for each card landing on a same-suit card one rank higher', () => {
    const p = build(GAME, { stock: '[2C] [4H]', 'tableau-1': '5H', 'tableau-2': '3D' });
    const after = play(p, { action: 'deal' });
    expect(show(after, 'tableau-1')).toBe('5H 4H');
    expect(show(after, 'tableau-2')).toBe('3D 2C');
    expect(score(after)).toBe(score(p) + 1);
  });

  it('spider-three-decks.md index.md rule 4: clicking anything but the stock does nothing', () => {
    const p = newGame(GAME, 1);
    for (const id of ['tableau-1', 'foundation-1']) expect(clickMove(p, id)).toBeNull();
  });
});

describe('spider-three-decks.md complete runs', () => {
  it('spider-three-decks.md moves 7, example 6: double-click sends K…A to the lowest empty foundation, 4C stays, score unchanged', () => {
    const p = build(GAME, { 'tableau-1': `4C ${run('H')}` });
    expect(doubleClickMove(p, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'foundation-1', count: 13 });
    const after = play(p, doubleClickMove(p, 'tableau-1')!);
    expect(show(after, 'tableau-1')).toBe('4C');
    expect(show(after, 'foundation-1')).toBe(run('H'));
    expect(score(after)).toBe(score(p));
    const occupied = build(GAME, { 'tableau-1': `4C ${run('H')}`, 'foundation-1': run('S') });
    expect(doubleClickMove(occupied, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'foundation-2', count: 13 });
  });

  it('spider-three-decks.md moves 7 and automatic actions: a double-click that uncovers a face-down card flips it in the same step', () => {
    const p = build(GAME, { 'tableau-1': `[4C] ${run('H')}` });
    expect(show(play(p, doubleClickMove(p, 'tableau-1')!), 'tableau-1')).toBe('4C');
  });

  it('spider-three-decks.md example 6: double-click on an empty pile or on a pile without a complete face-up run does nothing', () => {
    const p = build(GAME, { 'tableau-1': run('H', 12), 'tableau-2': `[KH] ${run('H', 12)}`, 'tableau-3': `KS ${run('H', 12)}` });
    for (const id of ['tableau-1', 'tableau-2', 'tableau-3', 'tableau-4', 'stock', 'foundation-1'])
      expect(doubleClickMove(p, id)).toBeNull();
  });

  it('spider-three-decks.md moves 4, example 7: 13 cards onto an occupied foundation and 12 cards onto an empty one are illegal', () => {
    const p = build(GAME, { 'foundation-1': run('S'), 'tableau-1': run('H'), 'tableau-2': run('D', 12) });
    expect(whyIllegal(p, { from: 'tableau-1', to: 'foundation-1', count: 13 })).toBe('these 13 cards cannot be dropped on foundation-1');
    expect(whyIllegal(p, { from: 'tableau-1', to: 'foundation-2', count: 13 })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-2', to: 'foundation-2', count: 12 })).toBe('these 12 cards cannot be dropped on foundation-2');
  });

  it('spider-three-decks.md automatic actions: a completed run stays in the tableau; only the flip is automatic', () => {
    const p = build(GAME, { 'tableau-1': `[5C] ${run('H', 13, 2)}`, 'tableau-2': '[3D] AH' });
    const after = play(p, { from: 'tableau-2', to: 'tableau-1' });
    expect(show(after, 'tableau-1')).toBe(`[5C] ${run('H')}`);
    expect(show(after, 'tableau-2')).toBe('3D');
    for (const id of FOUNDATIONS) expect(show(after, id)).toBe('');
    expect(score(after)).toBe(12);
  });
});

describe('spider-three-decks.md win and lost', () => {
  it('spider-three-decks.md win 1: stock and tableau empty, all 12 runs on foundations → won with 144', () => {
    const p = build(GAME, twelveRuns(FOUNDATIONS));
    expect(score(p)).toBe(144);
    expect(status(p)).toBe('won');
    expect(legalMoves(p)).toEqual([]);
  });

  it('spider-three-decks.md win 1: dragging the last run home wins; score 144 with a foundation in use is not a win before that', () => {
    const p = build(GAME, { ...twelveRuns(FOUNDATIONS.slice(0, 11)), 'tableau-1': run('S') });
    expect(score(p)).toBe(144);
    expect(status(p)).toBe('playing');
    expect(status(play(p, { from: 'tableau-1', to: 'foundation-12', count: 13 }))).toBe('won');
  });

  it('spider-three-decks.md win 1: an empty tableau is not a win while the stock still holds cards', () => {
    const p = build(GAME, twelveRuns(FOUNDATIONS.slice(0, 6)));
    expect(show(p, 'stock').split(' ')).toHaveLength(78);
    expect(status(p)).toBe('playing');
    expect(clickMove(p, 'stock')).toEqual({ action: 'deal' });
  });

  it('spider-three-decks.md win 2, example 8: twelve K…A runs in the tableau → 144, won; with a face-down ace (143) → not won', () => {
    const p = build(GAME, twelveRuns(TABLEAU));
    expect(score(p)).toBe(144);
    expect(status(p)).toBe('won');
    const hidden = build(GAME, { ...twelveRuns(TABLEAU), 'tableau-3': `${run('H', 13, 2)} [AH]` });
    expect(score(hidden)).toBe(143);
    expect(status(hidden)).toBe('playing');
  });

  it('spider-three-decks.md lost: never declared — no legal move at all (kings on every pile, stock empty) is still playing', () => {
    const kings = Object.fromEntries(TABLEAU.map((id, i) => [id, `K${SUITS[i % 4]}`]));
    // Leftovers face down under the kings: the stock stays empty and nothing can move.
    const p = build(GAME, kings, { fill: TABLEAU.map((pile) => ({ pile, under: true, faceDown: true })) });
    expect(show(p, 'stock')).toBe('');
    expect(legalMoves(p)).toEqual([]);
    expect(status(p)).toBe('playing');
  });

  it('spider-three-decks.md lost: never declared along 300 random moves of deal 7', () => {
    let p = newGame(GAME, 7);
    const rng = new MersenneTwister(7);
    for (let i = 0; i < 300; i++) {
      const moves = legalMoves(p);
      if (!moves.length) break;
      p = play(p, moves[rng.below(moves.length)]);
      expect(status(p)).not.toBe('lost');
    }
  });
});

describe('spider-three-decks.md undo', () => {
  it('spider-three-decks.md undo: undoing a move restores the face-down card and the score; redo replays the flip', () => {
    const h = historyFrom(build(GAME, { 'tableau-1': '[9H] 8S 7S 6S', 'tableau-3': '9S' }));
    const before = h.position;
    const after = h.play({ from: 'tableau-1', to: 'tableau-3', count: 3 });
    expect(after.ok && show(after.value, 'tableau-1')).toBe('9H');
    expect(h.undo()).toEqual({ ok: true, value: before });
    expect(show(h.position, 'tableau-1')).toBe('[9H] 8S 7S 6S');
    expect(score(h.position)).toBe(2);
    expect(h.redo()).toEqual(after);
  });

  it('spider-three-decks.md undo: a stock deal is one step and undoes exactly', () => {
    const h = historyFrom(newGame(GAME, 2));
    const before = h.position;
    h.play({ action: 'deal' });
    expect(h.position.piles[0]).toHaveLength(90);
    h.undo();
    expect(h.position).toEqual(before);
  });
});

pinGameFacts(GAME, { en: 'Spider Three Decks', ru: 'Паук с тремя колодами', maxScore: 144 });
pinDailyDeals(GAME, {
  candidates: ['2026-12-01', [383461669, 710514904, 49550522]],
  days: [
    ['2026-12-04', 433687531, 0],
    ['2026-12-09', 1472894431, 0],
  ],
});

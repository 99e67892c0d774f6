import { describe, expect, it } from 'vitest';
import {
  clickMove,
  doubleClickMove,
  formatCards,
  formatPosition,
  legalMoves,
  newGame,
  rankOf,
  rulesOf,
  score,
  standardDeck,
  status,
  whyIllegal,
} from '../../../src/engine';
import { MersenneTwister, shuffle } from '../../../src/engine/random';
import { build, historyFrom, mazeCells, play, raw, show } from '../support/positions';
import { pinDailyDeals, pinGameFacts, pinVerdicts } from '../support/pins';

const GAME = 'maze';
const CELLS = Array.from({ length: 54 }, (_, i) => `cell-${i + 1}`);
const suitRun = (suit: string): string[] => 'A23456789TJQ'.split('').map((r) => r + suit);
/** The 48 cards in `order` of suits, laid in reading order with `_` at the `gaps` cells. */
function grid(suits: string, gaps: readonly number[], cards = [...suits].flatMap(suitRun)): string {
  const rest = cards.slice();
  return CELLS.map((_, i) => (gaps.includes(i + 1) ? '_' : rest.shift())).join(' ');
}
const move = (from: number, to: number) => ({ from: `cell-${from}`, to: `cell-${to}` });
const legal = (p: Parameters<typeof whyIllegal>[0], from: number, to: number) => whyIllegal(p, move(from, to)) === null;

const PINNED: Record<number, string[]> = {
  1: [
    'cell-1: 7S',
    'cell-2: JS',
    'cell-3: TD',
    'cell-4: TS',
    'cell-5: 9H',
    'cell-6: AD',
    'cell-7:',
    'cell-8: 2C',
    'cell-9:',
    'cell-10: 3D',
    'cell-11:',
    'cell-12: 8D',
    'cell-13: 8S',
    'cell-14: 4H',
    'cell-15: 8H',
    'cell-16: 3H',
    'cell-17: 6D',
    'cell-18:',
    'cell-19: AS',
    'cell-20: 5D',
    'cell-21: 6S',
    'cell-22:',
    'cell-23: 8C',
    'cell-24: 2H',
    'cell-25: 7C',
    'cell-26: JC',
    'cell-27: 6C',
    'cell-28: 3C',
    'cell-29: 9C',
    'cell-30: 2S',
    'cell-31: JD',
    'cell-32: 5C',
    'cell-33: QS',
    'cell-34: 2D',
    'cell-35: TH',
    'cell-36: 7D',
    'cell-37: AC',
    'cell-38: 9S',
    'cell-39: 5H',
    'cell-40: 4D',
    'cell-41: TC',
    'cell-42: 5S',
    'cell-43: JH',
    'cell-44: 4S',
    'cell-45: 7H',
    'cell-46: QH',
    'cell-47: QC',
    'cell-48: 3S',
    'cell-49: 9D',
    'cell-50:',
    'cell-51: 6H',
    'cell-52: 4C',
    'cell-53: QD',
    'cell-54: AH',
    'score: 1/48',
    'status: playing',
  ],
  2: [
    'cell-1: 6S',
    'cell-2: 6C',
    'cell-3: 7S',
    'cell-4: 8D',
    'cell-5: 8S',
    'cell-6: 8H',
    'cell-7: 2D',
    'cell-8: JS',
    'cell-9:',
    'cell-10: JD',
    'cell-11: 9D',
    'cell-12: 9C',
    'cell-13: QS',
    'cell-14: AC',
    'cell-15: JC',
    'cell-16: QD',
    'cell-17: 4D',
    'cell-18:',
    'cell-19: 3D',
    'cell-20: 2H',
    'cell-21: 6H',
    'cell-22: 3C',
    'cell-23: AH',
    'cell-24: 9H',
    'cell-25: JH',
    'cell-26: 6D',
    'cell-27: 4C',
    'cell-28: 7H',
    'cell-29: 5S',
    'cell-30: 7C',
    'cell-31: TH',
    'cell-32:',
    'cell-33: 3S',
    'cell-34: AD',
    'cell-35: 3H',
    'cell-36: TC',
    'cell-37: 9S',
    'cell-38: 5D',
    'cell-39: 7D',
    'cell-40:',
    'cell-41: QC',
    'cell-42: TD',
    'cell-43: AS',
    'cell-44: 4H',
    'cell-45: TS',
    'cell-46: 8C',
    'cell-47:',
    'cell-48: 2S',
    'cell-49: 5C',
    'cell-50: QH',
    'cell-51:',
    'cell-52: 5H',
    'cell-53: 2C',
    'cell-54: 4S',
    'score: 1/48',
    'status: playing',
  ],
  1000: [
    'cell-1: 8C',
    'cell-2: 2C',
    'cell-3: 9H',
    'cell-4: JH',
    'cell-5: 3D',
    'cell-6: TD',
    'cell-7: JD',
    'cell-8: AD',
    'cell-9:',
    'cell-10: 5C',
    'cell-11: 4H',
    'cell-12: 5H',
    'cell-13: 4C',
    'cell-14: 4D',
    'cell-15: 9D',
    'cell-16: 8H',
    'cell-17: AS',
    'cell-18:',
    'cell-19:',
    'cell-20:',
    'cell-21: 6S',
    'cell-22: 4S',
    'cell-23: 3S',
    'cell-24: TH',
    'cell-25: QH',
    'cell-26: QS',
    'cell-27: JS',
    'cell-28: 2S',
    'cell-29: AC',
    'cell-30: 6H',
    'cell-31: 8D',
    'cell-32:',
    'cell-33: 6C',
    'cell-34: AH',
    'cell-35: JC',
    'cell-36: 7C',
    'cell-37: QC',
    'cell-38: TC',
    'cell-39: 7H',
    'cell-40: 7D',
    'cell-41: 2D',
    'cell-42: 7S',
    'cell-43: QD',
    'cell-44: 3H',
    'cell-45: 2H',
    'cell-46: 6D',
    'cell-47: TS',
    'cell-48: 5D',
    'cell-49: 3C',
    'cell-50: 8S',
    'cell-51: 5S',
    'cell-52:',
    'cell-53: 9S',
    'cell-54: 9C',
    'score: 2/48',
    'status: playing',
  ],
};

describe('maze.md setup and deal', () => {
  it('maze.md setup: 54 cells cell-1 … cell-54 in 6 rows of 9, one card each; 48 cards in play, no kings', () => {
    const rules = rulesOf(GAME);
    expect(rules.piles.map((p) => p.id)).toEqual(CELLS);
    expect(rules.piles.map((p) => [p.kind, p.row, p.col, p.capacity])).toEqual(CELLS.map((_, i) => ['cell', Math.floor(i / 9), i % 9, 1]));
    expect(rules.deck()).toHaveLength(48);
    expect(rules.deck().some((c) => rankOf(c) === 13)).toBe(false);
  });

  it('maze.md deal 1–3: s[0] → cell-2 … s[6] → cell-8, s[7] → cell-10 …, s[50] → cell-54, s[51] → cell-1, then kings removed', () => {
    for (const n of [1, 2, 1000]) {
      const s = shuffle(standardDeck(1), new MersenneTwister(n));
      const targets = [
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        ...Array.from({ length: 8 }, (_, i) => 10 + i),
        ...Array.from({ length: 36 }, (_, i) => 19 + i),
        1,
      ];
      const expected = new Map(targets.map((cell, k) => [cell, rankOf(s[k]) === 13 ? '' : formatCards([s[k]])]));
      const p = newGame(GAME, n);
      for (let cell = 1; cell <= 54; cell++) expect(show(p, `cell-${cell}`)).toBe(expected.get(cell) ?? '');
    }
  });

  it("maze.md deal 4, example 1: the 6 empty cells are cell-9, cell-18 and the kings' cells; 48 cards, no king in play (deals 1–300)", () => {
    for (let n = 1; n <= 300; n++) {
      const s = shuffle(standardDeck(1), new MersenneTwister(n));
      const kingCells = [...Array(51).keys()].filter((k) => rankOf(s[k]) === 13).map((k) => (k < 7 ? k + 2 : k < 15 ? k + 3 : k + 4));
      if (rankOf(s[51]) === 13) kingCells.push(1);
      const p = newGame(GAME, n);
      const empty = CELLS.filter((id) => show(p, id) === '').map((id) => Number(id.slice(5)));
      expect(empty).toEqual([9, 18, ...kingCells].sort((a, b) => a - b));
      expect(p.piles.flat().some((c) => rankOf(c) === 13)).toBe(false);
    }
  });

  it('maze.md example 1: a king dealt to cell-1 leaves cell-1 empty (deal 22)', () => {
    const p = newGame(GAME, 22);
    expect(show(p, 'cell-1')).toBe('');
    expect(CELLS.filter((id) => show(p, id) === '')).toHaveLength(6);
  });

  it('maze.md deal (index.md decision 5): deals 1, 2 and 1000 are pinned', () => {
    for (const n of [1, 2, 1000]) expect(formatPosition(newGame(GAME, n))).toBe(PINNED[n].join('\n'));
  });
});

describe('maze.md moves', () => {
  it('maze.md moves: any card may be picked up, one at a time; an empty cell gives nothing', () => {
    const p = build(GAME, { 'cell-10': '', 'cell-11': '5H', 'cell-12': '', 'cell-40': '6H' });
    expect(legal(p, 40, 12)).toBe(true);
    expect(whyIllegal(p, { ...move(40, 12), count: 2 })).toBe('only 1 card can be picked up from cell-40, not 2');
    expect(whyIllegal(p, move(12, 10))).toBe('no card can be picked up from cell-12');
  });

  it('maze.md example 2: next to 5H, 6H goes right (legal) but not left; 4H goes left (legal), 4C does not', () => {
    const p = build(GAME, {
      'cell-9': '',
      'cell-10': '',
      'cell-11': '5H',
      'cell-12': '',
      'cell-40': '6H',
      'cell-42': '4H',
      'cell-44': '4C',
    });
    expect([legal(p, 40, 12), legal(p, 40, 10), legal(p, 42, 10), legal(p, 44, 10)]).toEqual([true, false, true, false]);
  });

  it('maze.md example 3: rows connect — 8D after 7D in cell-9 goes to cell-10; 4D before 5D in cell-10 goes to cell-9', () => {
    const left = build(GAME, { 'cell-9': '7D', 'cell-10': '', 'cell-11': '', 'cell-40': '8D' });
    expect(legal(left, 40, 10)).toBe(true);
    const right = build(GAME, { 'cell-8': '', 'cell-9': '', 'cell-10': '5D', 'cell-40': '4D' });
    expect(legal(right, 40, 9)).toBe(true);
  });

  it('maze.md setup: no wrap between cell-54 and cell-1', () => {
    const first = build(GAME, { 'cell-1': '', 'cell-2': '', 'cell-54': '5H', 'cell-40': '6H' });
    expect(legal(first, 40, 1)).toBe(false);
    const last = build(GAME, { 'cell-1': '5H', 'cell-53': '', 'cell-54': '', 'cell-40': '4H' });
    expect(legal(last, 40, 54)).toBe(false);
  });

  it('maze.md example 4: queen/ace links ignore suits — AH or AS after QS, QD before AC; 2H after QS is illegal', () => {
    const p = build(GAME, {
      'cell-21': 'QS',
      'cell-22': '',
      'cell-23': '',
      'cell-24': 'AC',
      'cell-40': 'AH',
      'cell-41': 'AS',
      'cell-42': 'QD',
      'cell-43': '2H',
    });
    expect([legal(p, 40, 22), legal(p, 41, 22), legal(p, 42, 23), legal(p, 43, 22)]).toEqual([true, true, true, false]);
  });

  it('maze.md example 5: corners — any ace into cell-1, not 2S; any queen into cell-54, not 2C; QS into cell-53 illegal', () => {
    const p = build(GAME, {
      'cell-1': '',
      'cell-2': '',
      'cell-52': '',
      'cell-53': '',
      'cell-54': '',
      'cell-20': 'AD',
      'cell-21': '2S',
      'cell-22': 'QS',
      'cell-23': '2C',
      'cell-24': 'AH',
    });
    expect([legal(p, 20, 1), legal(p, 24, 1), legal(p, 21, 1)]).toEqual([true, true, false]);
    expect([legal(p, 22, 54), legal(p, 23, 54), legal(p, 22, 53)]).toEqual([true, false, false]);
  });

  it("maze.md moves, corners: cell-1 also takes, by the right rule, a card that fits before cell-2's card (3S before 4S, QD before AC)", () => {
    const p = build(GAME, { 'cell-1': '', 'cell-2': '4S', 'cell-20': '3S', 'cell-21': 'QD', 'cell-22': '3H' });
    expect([legal(p, 20, 1), legal(p, 21, 1), legal(p, 22, 1)]).toEqual([true, false, false]);
    const ace = build(GAME, { 'cell-1': '', 'cell-2': 'AC', 'cell-20': 'QD' });
    expect(legal(ace, 20, 1)).toBe(true);
  });

  it('maze.md example 5: with 3C in cell-53, 4C into cell-54 is legal', () => {
    const p = build(GAME, { 'cell-53': '3C', 'cell-54': '', 'cell-20': '4C' });
    expect(legal(p, 20, 54)).toBe(true);
  });

  it('maze.md example 6: dropping onto an occupied cell is always illegal', () => {
    const p = build(GAME, { 'cell-11': '5H', 'cell-12': '7C', 'cell-40': '6H' });
    expect(whyIllegal(p, move(40, 12))).toBe('that card cannot be dropped on cell-12');
    expect(whyIllegal(p, move(40, 40))).toBe('a card dropped back on its own pile is not a move');
  });

  it("maze.md example 7: the lifted card's cell counts as empty — 5H from cell-11 into cell-12 before 6H is legal", () => {
    const p = build(GAME, { 'cell-10': '', 'cell-11': '5H', 'cell-12': '', 'cell-13': '6H' });
    const after = play(p, move(11, 12));
    expect([show(after, 'cell-11'), show(after, 'cell-12')]).toEqual(['', '5H']);
  });

  it('maze.md setup: no click or double-click action on any cell', () => {
    const p = newGame(GAME, 1);
    for (const id of CELLS) {
      expect(clickMove(p, id)).toBeNull();
      expect(doubleClickMove(p, id)).toBeNull();
    }
  });
});

describe('maze.md scoring, win and lost', () => {
  it('maze.md example 8: AH 2H _ 3H QS AD 2C scores 4 and _ 2H AH 3H QS AD 2D scores 2, rest of the grid empty (raw)', () => {
    expect(score(raw(GAME, mazeCells('AH 2H _ 3H QS AD 2C _ _')))).toBe(4);
    expect(score(raw(GAME, mazeCells('_ 2H AH 3H QS AD 2D _ _')))).toBe(2);
  });

  it('maze.md example 8 with a whole deck: the same first rows score 4 and 2 when the other cards link nowhere', () => {
    expect(score(build(GAME, mazeCells('AH 2H _ 3H QS AD 2C _ _')))).toBe(4);
    expect(score(build(GAME, mazeCells('_ 2H AH 3H QS AD 2D _ _')))).toBe(2);
  });

  it('maze.md example 9: hearts, clubs, spades, diamonds A…Q with gaps at 1, 6, 18, 31, 53, 54 → 48, won', () => {
    const p = build(GAME, mazeCells(grid('HCSD', [1, 6, 18, 31, 53, 54])));
    expect([score(p), status(p)]).toEqual([48, 'won']);
    expect(legalMoves(p)).toEqual([]);
  });

  it('maze.md example 9: the same order packed into cells 1–48 → won', () => {
    const p = build(GAME, mazeCells(grid('HCSD', [49, 50, 51, 52, 53, 54])));
    expect([score(p), status(p)]).toEqual([48, 'won']);
  });

  it('maze.md example 9: 2H read first with AH after QH → 46, not won', () => {
    const cards = ['2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH', 'QH', 'AH', ...'CSD'.split('').flatMap(suitRun)];
    const p = build(GAME, mazeCells(grid('', [49, 50, 51, 52, 53, 54], cards)));
    expect([score(p), status(p)]).toEqual([46, 'playing']);
  });

  it('maze.md scoring: recomputed after every move, so it goes up and down (AH after QD +1, back after QH −1)', () => {
    const cards = ['2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH', 'QH', 'AH', ...'CSD'.split('').flatMap(suitRun)];
    const p = build(GAME, mazeCells(grid('', [49, 50, 51, 52, 53, 54], cards)));
    const out = play(p, move(12, 49));
    expect(score(out)).toBe(47);
    expect(score(play(out, move(49, 12)))).toBe(46);
  });

  it('maze.md undo: undoing a move restores the grid and the score; restart (index.md rule 8) returns to the deal', () => {
    const h = historyFrom(newGame(GAME, 1));
    const before = h.position;
    h.play(legalMoves(before)[0]);
    expect(h.undo()).toEqual({ ok: true, value: before });
    expect(score(h.position)).toBe(1);
    h.redo();
    h.play(legalMoves(h.position)[0]);
    expect(h.restart()).toEqual(before);
  });

  it('maze.md lost: never declared along 300 random moves of deals 1–3', () => {
    for (const n of [1, 2, 3]) {
      let p = newGame(GAME, n);
      const rng = new MersenneTwister(n);
      for (let i = 0; i < 300 && status(p) === 'playing'; i++) {
        const moves = legalMoves(p);
        expect(moves.length).toBeGreaterThan(0);
        p = play(p, moves[rng.below(moves.length)]);
        expect(status(p)).not.toBe('lost');
      }
    }
  });
});

pinGameFacts(GAME, { en: 'Maze', ru: 'Подземелье', maxScore: 48 });
pinDailyDeals(GAME, {
  candidates: ['2026-12-01', [436223306, 1677608374, 681851443]],
  days: [
    ['2026-12-04', 951822433, 0],
    ['2026-12-07', 1311400479, 0],
  ],
});
pinVerdicts(GAME, { solved: [1, 4, 5, 6, 9, 12], unsolvable: [], maxPositions: 50_000 });

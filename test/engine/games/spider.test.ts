import { describe, expect, it } from 'vitest';
import {
  clickMove,
  doubleClickMove,
  formatCards,
  formatPosition,
  gameOf,
  isFaceDown,
  kindOf,
  newGame,
  rankOf,
  rulesOf,
  score,
  status,
  stockClickOf,
  suitOf,
  turnDown,
  whyIllegal,
} from '../../../src/engine';
import { seededOrder } from '../../../src/engine/mechanics/deal';
import { build, play, show, run } from '../support/positions';
import { pinDailyDeals, pinGameFacts, pinVerdicts } from '../support/pins';

const GAME = 'spider';
const TABLEAU = Array.from({ length: 10 }, (_, i) => `tableau-${i + 1}`);
const FOUNDATIONS = Array.from({ length: 8 }, (_, i) => `foundation-${i + 1}`);
const words = gameOf(GAME).stock!;

/** The first cards of each column and the stock's top, for deals 1 and 2 under each rule set (index.md decision 6). */
const PINNED: Record<string, Record<number, string[]>> = {
  four: {
    1: ['tableau-1: [3H] [9C] [KS] [6H] [8H] JH', 'tableau-2: [7C] [2C] [9D] [4H] TC', 'tableau-10: [7H] [4D] [5C] [7S] [7H] 5H'],
    2: ['tableau-1: [7H] [8D] [9D] [TD] [4S] 5H', 'tableau-2: [3H] [KS] [7S] [TS] 7H', 'tableau-10: [7C] [4C] [8C] [7D] [6D] 2D'],
  },
  two: {
    1: ['tableau-1: [3H] [9H] [KS] [6H] [8H] JH', 'tableau-2: [7H] [2H] [9S] [4H] TH', 'tableau-10: [7H] [4S] [5H] [7S] [7H] 5H'],
    2: ['tableau-1: [7H] [8S] [9S] [TS] [4S] 5H', 'tableau-2: [3H] [KS] [7S] [TS] 7H', 'tableau-10: [7H] [4H] [8H] [7S] [6S] 2S'],
  },
  one: {
    1: ['tableau-1: [3S] [9S] [KS] [6S] [8S] JS', 'tableau-2: [7S] [2S] [9S] [4S] TS', 'tableau-10: [7S] [4S] [5S] [7S] [7S] 5S'],
    2: ['tableau-1: [7S] [8S] [9S] [TS] [4S] 5S', 'tableau-2: [3S] [KS] [7S] [TS] 7S', 'tableau-10: [7S] [4S] [8S] [7S] [6S] 2S'],
  },
};
const STOCK_TOPS: Record<string, Record<number, string>> = {
  four: { 1: '[4S] [3S] [3C]', 2: '[JS] [QD] [5C]' },
  two: { 1: '[4S] [3S] [3H]', 2: '[JS] [QS] [5H]' },
  one: { 1: '[4S] [3S] [3S]', 2: '[JS] [QS] [5S]' },
};

describe('spider.md setup and deal', () => {
  it('spider.md differences 2: 19 piles — stock, foundation-1…8, tableau-1…10 — maximum score 96', () => {
    const rules = rulesOf(GAME);
    expect(rules.piles.map((p) => p.id)).toEqual(['stock', ...FOUNDATIONS, ...TABLEAU]);
    expect(rules.maxScore).toBe(96);
    expect(rules.variants).toEqual(['four', 'two', 'one']);
    expect(gameOf(GAME).variantSetting).toEqual({ key: 'spider.suits' });
  });

  it('spider.md differences 1, example 4: 104 cards by option — two decks, hearts and spades four times, spades eight times', () => {
    const kinds = (variant: string): Map<number, number> => {
      const counts = new Map<number, number>();
      for (const card of rulesOf(GAME).deck(variant)) counts.set(kindOf(card), (counts.get(kindOf(card)) ?? 0) + 1);
      return counts;
    };
    for (const variant of ['four', 'two', 'one']) {
      const deck = rulesOf(GAME).deck(variant);
      expect(deck).toHaveLength(104);
      expect(new Set(deck).size, `${variant}: every card is a card of its own`).toBe(104);
    }
    expect([...kinds('four').values()]).toEqual(Array(52).fill(2));
    expect([...kinds('two').entries()].every(([kind, n]) => [2, 3].includes(Math.floor(kind / 13)) && n === 4)).toBe(true);
    expect(kinds('two').size).toBe(26);
    expect([...kinds('one').entries()].every(([kind, n]) => Math.floor(kind / 13) === 3 && n === 8)).toBe(true);
  });

  it('spider.md differences 3, example 1: five rounds of ten (s[0] … s[49]), then s[50] … s[53] to tableau-1, -4, -7, -10; tops face up; 50 in the stock, s[54] on top', () => {
    for (const variant of ['four', 'two', 'one']) {
      for (const n of [1, 2, 1000]) {
        const s = seededOrder(n, rulesOf(GAME).deck(variant));
        const p = newGame(GAME, n, variant);
        expect(show(p, 'tableau-1')).toBe(formatCards([...[0, 10, 20, 30, 40].map((i) => turnDown(s[i])), s[50]]));
        expect(show(p, 'tableau-2')).toBe(formatCards([...[1, 11, 21, 31].map((i) => turnDown(s[i])), s[41]]));
        expect(show(p, 'tableau-4')).toBe(formatCards([...[3, 13, 23, 33, 43].map((i) => turnDown(s[i])), s[51]]));
        expect(show(p, 'tableau-10')).toBe(formatCards([...[9, 19, 29, 39, 49].map((i) => turnDown(s[i])), s[53]]));
        expect(TABLEAU.map((id) => show(p, id).split(' ').length)).toEqual([6, 5, 5, 6, 5, 5, 6, 5, 5, 6]);
        expect(show(p, 'stock')).toBe(formatCards(s.slice(54).reverse().map(turnDown)));
        expect([score(p), status(p)]).toEqual([0, 'playing']);
      }
    }
  });

  it('spider.md deal (index.md decision 6): deals 1 and 2 of each rule set are pinned, and print in the deal order', () => {
    for (const [variant, deals] of Object.entries(PINNED)) {
      for (const [n, lines] of Object.entries(deals)) {
        const printed = formatPosition(newGame(GAME, Number(n), variant)).split('\n');
        for (const line of lines) expect(printed, `${variant} ${n}`).toContain(line);
        expect(printed[0].endsWith(STOCK_TOPS[variant][Number(n)]), `${variant} ${n}`).toBe(true);
      }
    }
  });
});

describe('spider.md the stock', () => {
  it('spider.md example 1: stock 50 → 40, 30, 20, 10, 0 after each click; a sixth click is not a move', () => {
    let p = newGame(GAME, 1);
    const sizes: number[] = [];
    for (let deal = 1; deal <= 5; deal++) {
      expect(stockClickOf(p)).toEqual({ does: 'deal-row', rows: 6 - deal });
      p = play(p, clickMove(p, 'stock')!);
      sizes.push(p.piles[0].length);
    }
    expect(sizes).toEqual([40, 30, 20, 10, 0]);
    expect(clickMove(p, 'stock')).toBeNull();
    expect(whyIllegal(p, { action: 'deal' })).toBe('the stock is empty');
  });

  it('spider.md differences 4, example 2: an empty column blocks the deal ("Please fill in empty pile first."); filled, the click deals 10', () => {
    const tops: Record<string, string> = Object.fromEntries(
      TABLEAU.map((id, i) => [id, ['5H', '6C', '', '9D', 'TS', 'JH', 'QC', 'KD', '2S', '3H'][i]]),
    );
    const p = build(GAME, tops, {
      fill: [
        { pile: 'stock', faceDown: true, under: true },
        ...TABLEAU.filter((id) => id !== 'tableau-3').map((pile) => ({ pile, faceDown: true, under: true })),
      ],
    });
    expect(stockClickOf(p)).toEqual({ does: 'nothing', why: 'fill-empty-piles' });
    expect(clickMove(p, 'stock')).toBeNull();
    expect(whyIllegal(p, { action: 'deal' })).toBe('please fill in empty pile first');
    expect(words.refused('fill-empty-piles', 'en')).toBe('Please fill in empty pile first.');
    const filled = play(p, { from: 'tableau-1', to: 'tableau-3' });
    const stock = filled.piles[0].length;
    const dealt = play(filled, clickMove(filled, 'stock')!);
    expect(dealt.piles[0].length).toBe(stock - 10);
    expect(TABLEAU.every((id, t) => dealt.piles[9 + t].length === filled.piles[9 + t].length + 1)).toBe(true);
  });

  it('spider.md example 3: stock 10, seven runs home, three cards in the tableau: "Undo until there are enough cards to fill all tableau piles"', () => {
    const p = build(
      GAME,
      {
        ...Object.fromEntries(['S', 'S', 'H', 'H', 'D', 'D', 'C'].map((suit, i) => [FOUNDATIONS[i], run(suit)])),
        'tableau-1': 'KC',
        'tableau-2': 'QC',
        'tableau-3': 'JC',
      },
      { fill: [{ pile: 'stock', faceDown: true }] },
    );
    expect(p.piles[0]).toHaveLength(10);
    expect(stockClickOf(p)).toEqual({ does: 'nothing', why: 'too-few-cards' });
    expect(whyIllegal(p, { action: 'deal' })).toBe('undo until there are enough cards to fill all tableau piles');
  });

  it('spider.md differences 4: Spider Three Decks, the other way round, deals onto empty columns', () => {
    const p = build(
      'spider-three-decks',
      { 'tableau-3': '' },
      { fill: [{ pile: 'stock', faceDown: true, under: true }, 'tableau-1', 'tableau-2'] },
    );
    expect(stockClickOf(p).does).toBe('deal-row');
  });
});

describe('spider.md moves, score and win', () => {
  it('spider.md example 4: two suits: a KH … AH run goes to an empty foundation; 9S goes onto TH or TS; TH 9S cannot be lifted as one', () => {
    const p = build(GAME, { 'tableau-1': run('H'), 'tableau-2': 'TH 9S', 'tableau-3': 'TH', 'tableau-4': 'TS' }, { variant: 'two' });
    expect(p.piles.flat().every((card) => [2, 3].includes(suitOf(card)))).toBe(true);
    expect(doubleClickMove(p, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'foundation-1', count: 13 });
    expect(whyIllegal(p, { from: 'tableau-1', to: 'foundation-2', count: 13 })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-3' })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-4' })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-5', count: 2 })).toBe('only 1 card can be picked up from tableau-2, not 2');
  });

  it('spider.md example 5: eight columns each a complete run, two empty, stock and foundations empty: score 96, won the second way', () => {
    const p = build(GAME, Object.fromEntries(TABLEAU.slice(0, 8).map((id, i) => [id, run('CDHS'[i % 4])])), { fill: [] });
    expect([score(p), status(p)]).toEqual([96, 'won']);
  });

  it('spider.md differences 5: all eight runs on the foundations with stock and tableau empty is a win with 96', () => {
    const p = build(GAME, Object.fromEntries(FOUNDATIONS.map((id, i) => [id, run('CDHS'[i % 4])])), { fill: [] });
    expect([score(p), status(p)]).toEqual([96, 'won']);
  });

  it('spider.md: the rules shared with Spider Three Decks — suited runs lift, any suit drops one rank higher, the flip', () => {
    const p = build(GAME, { 'tableau-1': '[9H] 8S 7S 6S', 'tableau-2': '9D' });
    expect(rulesOf(GAME).liftable(p, 9)).toBe(3);
    const after = play(p, { from: 'tableau-1', to: 'tableau-2', count: 3 });
    expect([show(after, 'tableau-1'), show(after, 'tableau-2')]).toEqual(['9H', '9D 8S 7S 6S']);
    expect(rankOf(after.piles[9][0])).toBe(9);
    expect(isFaceDown(after.piles[9][0])).toBe(false);
  });

  it('spider.md differences 7: never declared lost', () => {
    const p = build(GAME, { 'tableau-1': 'KC' }, { fill: [{ pile: 'stock', faceDown: true }] });
    expect(status(p)).toBe('playing');
  });
});

describe('spider hides cards', () => {
  it('its stock and face-down cards: a hint reads a masked record (hint-record.ts)', () => {
    expect(gameOf(GAME).hidesCards).toBe(true);
  });
});

describe("spider's stock words (the row-dealing stock's, both languages)", () => {
  it('says a deal, and why it cannot deal', () => {
    expect(words.says({ does: 'deal-row', rows: 5 }, 'en')).toBe('Deal a new row');
    expect(words.says({ does: 'nothing', why: 'fill-empty-piles' }, 'en')).toBe('Fill every column before dealing');
    expect(words.says({ does: 'nothing', why: 'fill-empty-piles' }, 'ru')).toBe('Заполните все столбцы, прежде чем сдавать');
    expect(words.says({ does: 'nothing', why: 'too-few-cards' }, 'en')).toBe('Undo until there are enough cards to fill all tableau piles');
    expect(words.label({ does: 'deal-row', rows: 5 }, 50, 'en')).toBe('stock, 50 cards, 5 deals left, click to deal');
    expect(words.label({ does: 'nothing', why: 'fill-empty-piles' }, 30, 'en')).toBe('stock, 30 cards: fill every column before dealing');
    expect(words.label({ does: 'deal-row', rows: 5 }, 50, 'ru')).toBe('прикуп, 50 карт, ещё 5 сдач, щёлкните, чтобы сдать');
    expect(words.refused('too-few-cards', 'ru')).toBe('Отменяйте ходы, пока карт не станет достаточно, чтобы заполнить все столбцы.');
  });
});

pinGameFacts(GAME, { en: 'Spider', ru: 'Паук', maxScore: 96 });
pinDailyDeals(GAME, {
  candidates: ['2026-12-01', [389831940, 532837612, 524746037]],
  days: [['2026-12-04', 676088932, 0]],
  // Each suit count's own daily deal, proved under it.
  ruleSetDays: [
    ['two', '2026-12-01', 389831940, 0],
    ['one', '2026-12-01', 389831940, 0],
  ],
});
// Deals its solver wins within 20,000 positions, reading the stock and the face-down cards (the staged search over the
// compact model; none is proved lost: a search that prunes proves no loss).
pinVerdicts(GAME, { variant: 'one', solved: [1, 2], unsolvable: [], maxPositions: 20000, knowledge: 'full' });
pinVerdicts(GAME, { variant: 'two', solved: [9, 10], unsolvable: [], maxPositions: 20000, knowledge: 'full' });
pinVerdicts(GAME, { variant: 'four', solved: [4, 8], unsolvable: [], maxPositions: 20000, knowledge: 'full' });

import { describe, expect, it } from 'vitest';
import {
  clickMove,
  doubleClickMove,
  doubleClickMoves,
  formatCards,
  formatPosition,
  gameOf,
  isFaceDown,
  kindOf,
  legalMoves,
  newGame,
  replay,
  rulesOf,
  score,
  status,
  stockClickOf,
  toStart,
  turnDown,
  turnUp,
  whyIllegal,
} from '../../../src/engine';
import { findDailyDeal } from '../../../src/engine/daily-deal';
import { seededDeck } from '../../../src/engine/mechanics/deal';
import { historyOfRecord, maskRecord } from '../../../src/engine/solver/hint-record';
import { build, historyFrom, play, show, upTo } from '../support/positions';
import { pinDailyDeals, pinGameFacts, pinVerdicts } from '../support/pins';

const GAME = 'klondike';
const TABLEAU = Array.from({ length: 7 }, (_, i) => `tableau-${i + 1}`);
const FOUNDATIONS = Array.from({ length: 4 }, (_, i) => `foundation-${i + 1}`);
const words = gameOf(GAME).stock!;

/** Deals 1, 2 and 1000: the first cards of each pile (index.md decision 6: a deal number means the same cards in every version). */
const PINNED: Record<number, string[]> = {
  1: [
    'stock: [7S] [AH] [QD] [4C] [6H] [KD] [9D] [3S] [QC] [QH] [7H] [4S] [JH] [5S] [TC] [4D] [5H] [9S] [AC] [7D] [TH] [2D] [QS] [5C]',
    'waste:',
    'foundation-1:',
    'foundation-2:',
    'foundation-3:',
    'foundation-4:',
    'tableau-1: JS',
    'tableau-2: [TD] 3D',
    'tableau-3: [TS] [KH] 3H',
    'tableau-4: [9H] [8D] [6D] KS',
    'tableau-5: [AD] [8S] [AS] [8C] JC',
    'tableau-6: [KC] [4H] [5D] [2H] [6C] 9C',
    'tableau-7: [2C] [8H] [6S] [7C] [3C] [2S] JD',
    'redeals: 0',
    'score: 0/52',
    'status: playing',
  ],
  2: [
    'stock: [6S] [4S] [2C] [5H] [KH] [QH] [5C] [2S] [KC] [8C] [TS] [4H] [AS] [TD] [QC] [KS] [7D] [5D] [9S] [TC] [3H] [AD] [3S] [KD]',
    'waste:',
    'foundation-1:',
    'foundation-2:',
    'foundation-3:',
    'foundation-4:',
    'tableau-1: 6C',
    'tableau-2: [7S] JD',
    'tableau-3: [8D] [9D] QD',
    'tableau-4: [8S] [9C] [4D] 3C',
    'tableau-5: [8H] [QS] [3D] [AH] 6D',
    'tableau-6: [2D] [AC] [2H] [9H] [4C] 5S',
    'tableau-7: [JS] [JC] [6H] [JH] [7H] [7C] TH',
    'redeals: 0',
    'score: 0/52',
    'status: playing',
  ],
  1000: [
    'stock: [8C] [9C] [9S] [KD] [5S] [8S] [3C] [5D] [TS] [6D] [2H] [3H] [QD] [7S] [2D] [7D] [7H] [TC] [QC] [7C] [JC] [AH] [6C] [KS]',
    'waste:',
    'foundation-1:',
    'foundation-2:',
    'foundation-3:',
    'foundation-4:',
    'tableau-1: 2C',
    'tableau-2: [9H] 5C',
    'tableau-3: [JH] [4H] 8H',
    'tableau-4: [3D] [5H] [AS] 4S',
    'tableau-5: [TD] [4C] [KC] [3S] QS',
    'tableau-6: [JD] [4D] [KH] [TH] [JS] AC',
    'tableau-7: [AD] [9D] [6S] [QH] [2S] [6H] 8D',
    'redeals: 0',
    'score: 0/52',
    'status: playing',
  ],
};

/** The stock, top first (as the rules' examples list it), face down. */
const stockTopFirst = (cards: string): string =>
  cards
    .split(' ')
    .reverse()
    .map((c) => `[${c}]`)
    .join(' ');

describe('klondike.md setup and deal', () => {
  it('klondike.md setup: 13 piles — stock, waste, foundation-1…4, tableau-1…7 — one deck of 52, maximum score 52', () => {
    const rules = rulesOf(GAME);
    expect(rules.piles.map((p) => p.id)).toEqual(['stock', 'waste', ...FOUNDATIONS, ...TABLEAU]);
    expect(rules.piles.map((p) => p.kind)).toEqual([
      'stock',
      'waste',
      ...FOUNDATIONS.map(() => 'foundation'),
      ...TABLEAU.map(() => 'tableau'),
    ]);
    expect(rules.piles.slice(2, 6).map((p) => p.col)).toEqual([3, 4, 5, 6]);
    expect(rules.deck()).toHaveLength(52);
    expect(rules.maxScore).toBe(52);
  });

  it("klondike.md options and index.md decision 5: AisleRiot's four, single card deals the default", () => {
    expect(rulesOf(GAME).variants).toEqual(['single', 'three', 'no-redeals', 'unlimited']);
    expect(rulesOf(GAME).variants.map((v) => rulesOf(GAME).draws!(v))).toEqual([1, 3, 1, 1]);
    expect(gameOf(GAME).variantSetting).toEqual({ key: 'klondike.deal' });
  });

  it('klondike.md deal and example 1: rows from tableau-1 (s[0] … s[6]), then tableau-2 …; tableau-k holds k, its top face up; s[28] tops the stock', () => {
    for (const n of [1, 2, 1000]) {
      const s = seededDeck(n).order;
      const p = newGame(GAME, n);
      const dealt: number[][] = TABLEAU.map(() => []);
      let next = 0;
      for (let row = 0; row < 7; row++) for (let t = row; t < 7; t++) dealt[t].push(s[next++]);
      TABLEAU.forEach((id, t) => {
        expect(show(p, id)).toBe(formatCards(dealt[t].map((c, k) => (k === t ? c : turnDown(c)))));
      });
      expect(show(p, 'tableau-1')).toBe(formatCards([s[0]]));
      expect(show(p, 'tableau-2')).toBe(formatCards([turnDown(s[1]), s[7]]));
      expect(show(p, 'tableau-7')).toBe(formatCards([...[6, 12, 17, 21, 24, 26].map((i) => turnDown(s[i])), s[27]]));
      // Printed bottom → top: s[51] first, s[28] (the first card a click draws) last.
      expect(show(p, 'stock')).toBe(formatCards(s.slice(28).reverse().map(turnDown)));
      expect([show(p, 'waste'), score(p), status(p), p.redeals]).toEqual(['', 0, 'playing', 0]);
    }
  });

  it('klondike.md deal (index.md decision 6): deals 1, 2 and 1000 are pinned, and print in the deal order', () => {
    for (const n of [1, 2, 1000]) expect(formatPosition(newGame(GAME, n))).toBe(PINNED[n].join('\n'));
    // The same cards under every rule set: the options change the stock's clicks, not the deal.
    for (const variant of rulesOf(GAME).variants) expect(newGame(GAME, 1, variant).piles).toEqual(newGame(GAME, 1).piles);
  });
});

describe('klondike.md moves', () => {
  it('klondike.md moves 1, example 2: lift 7S, 8H 7S or 9C 8H 7S from [KD] 9C 8H 7S; never the face-down KD', () => {
    const p = build(GAME, { 'tableau-3': '[KD] 9C 8H 7S', 'tableau-4': '9S', 'tableau-5': '9D' });
    expect(rulesOf(GAME).liftable(p, 8)).toBe(3);
    expect(whyIllegal(p, { from: 'tableau-3', to: 'tableau-4', count: 2 })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-3', to: 'tableau-5', count: 2 })).toBe('these 2 cards cannot be dropped on tableau-5');
    expect(whyIllegal(p, { from: 'tableau-3', to: 'tableau-6', count: 2 })).toBe('these 2 cards cannot be dropped on tableau-6');
    expect(whyIllegal(p, { from: 'tableau-3', to: 'tableau-6', count: 4 })).toBe('only 3 cards can be picked up from tableau-3, not 4');
  });

  it('klondike.md example 2 and automatic actions: when 9C 8H 7S leave, KD turns face up in the same step', () => {
    const p = build(GAME, { 'tableau-3': '[KD] 9C 8H 7S', 'tableau-4': 'TH' });
    const after = play(p, { from: 'tableau-3', to: 'tableau-4', count: 3 });
    expect(show(after, 'tableau-3')).toBe('KD');
    expect(show(after, 'tableau-4')).toBe('TH 9C 8H 7S');
  });

  it('klondike.md moves 1: a build alternates colours and goes down by one; a same-colour pair ends it', () => {
    const p = build(GAME, { 'tableau-1': '9C 8S 7H' });
    expect(rulesOf(GAME).liftable(p, 6)).toBe(2);
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-3', count: 3 })).toBe('only 2 cards can be picked up from tableau-1, not 3');
  });

  it('klondike.md example 3: kings only: KH QC to an empty tableau-5 is legal, QC alone is not', () => {
    const p = build(GAME, { 'tableau-2': 'KH QC' });
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-5', count: 2 })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-5' })).toBe('that card cannot be dropped on tableau-5');
  });

  it('klondike.md moves 1 and 4: the waste gives its top card only; nothing is lifted from the stock; nothing drops on the stock or the waste', () => {
    const p = build(GAME, { waste: '4C 9D 2H', 'tableau-1': '3S', 'tableau-2': '3C', stock: '[KC]' });
    expect(whyIllegal(p, { from: 'waste', to: 'tableau-1' })).toBeNull();
    expect(whyIllegal(p, { from: 'waste', to: 'tableau-1', count: 2 })).toBe('only 1 card can be picked up from waste, not 2');
    expect(whyIllegal(p, { from: 'stock', to: 'tableau-2' })).toBe('no card can be picked up from stock');
    expect(whyIllegal(p, { from: 'tableau-2', to: 'waste' })).toBe('that card cannot be dropped on waste');
    expect(whyIllegal(p, { from: 'tableau-2', to: 'stock' })).toBe('that card cannot be dropped on stock');
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-1' })).toBe('a card dropped back on its own pile is not a move');
  });

  it('klondike.md moves 2: a card goes only on a face-up card of the other colour one rank higher', () => {
    const p = build(GAME, { 'tableau-1': '[5H] 6S', 'tableau-2': '[6D]', 'tableau-3': '5D' });
    expect(whyIllegal(p, { from: 'tableau-3', to: 'tableau-1' })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-3', to: 'tableau-2' })).toBe('that card cannot be dropped on tableau-2');
  });
});

describe('klondike.md the stock and the waste', () => {
  it('klondike.md moves 5, example 4: three-card deals put 4C, 9D, 2H on the waste in turn; 2H tops it and alone may be lifted; the next click deals 7S', () => {
    const p = build(GAME, { stock: stockTopFirst('4C 9D 2H 7S') }, { variant: 'three', fill: [{ pile: 'tableau-1', faceDown: true }] });
    expect(stockClickOf(p)).toEqual({ does: 'draw', cards: 3 });
    const once = play(p, clickMove(p, 'stock')!);
    expect(show(once, 'waste')).toBe('4C 9D 2H');
    expect(show(once, 'stock')).toBe('[7S]');
    expect(rulesOf(GAME).liftable(once, 1)).toBe(1);
    const twice = play(once, { action: 'deal' });
    expect(show(twice, 'waste')).toBe('4C 9D 2H 7S');
    expect(show(twice, 'stock')).toBe('');
  });

  it('klondike.md moves 5: one-card deals draw the top card face up; a click is one step, undone whole', () => {
    const p = newGame(GAME, 1);
    const after = play(p, { action: 'deal' });
    expect(show(after, 'waste')).toBe('5C');
    expect(after.piles[0]).toHaveLength(23);
    const history = historyFrom(p);
    history.play({ action: 'deal' });
    expect(history.undo().ok && history.position).toEqual(historyFrom(p).position);
  });

  it('klondike.md example 5: single: turns the waste over twice (stock 24, waste 0, redeals 1, then 2); a third empty stock is final', () => {
    const waste = newGame(GAME, 1).piles[0].map(turnUp);
    let p = build(GAME, { waste: formatCards(waste.slice().reverse()), stock: '' }, { fill: [{ pile: 'tableau-1', faceDown: true }] });
    expect(p.piles[1]).toHaveLength(24);
    for (const used of [1, 2]) {
      expect(stockClickOf(p)).toEqual({ does: 'turn-over', redealsLeft: 3 - used });
      p = play(p, { action: 'deal' });
      expect([p.piles[0].length, p.piles[1].length, p.redeals]).toEqual([24, 0, used]);
      while (p.piles[0].length) p = play(p, { action: 'deal' });
    }
    expect(stockClickOf(p)).toEqual({ does: 'nothing', why: 'no-redeal-left' });
    expect(clickMove(p, 'stock')).toBeNull();
    expect(whyIllegal(p, { action: 'deal' })).toBe('no redeal left');
  });

  it('klondike.md moves 5: turning the waste over gives the stock its first order again: the first card drawn is on top again', () => {
    const start = newGame(GAME, 1);
    let p = start;
    for (let i = 0; i < 24; i++) p = play(p, { action: 'deal' });
    p = play(p, { action: 'deal' });
    expect(p.piles[0]).toEqual(start.piles[0]);
    expect(show(play(p, { action: 'deal' }), 'waste')).toBe('5C');
  });

  it('klondike.md example 5: no-redeals: the first empty stock is final; three: a stock of 2 deals both, then the next click turns', () => {
    const under = { fill: [{ pile: 'tableau-1', faceDown: true }] };
    const noRedeals = build(GAME, { waste: '4C 9D', stock: '' }, { variant: 'no-redeals', ...under });
    expect(stockClickOf(noRedeals)).toEqual({ does: 'nothing', why: 'no-redeal-left' });
    const three = build(GAME, { stock: '[2H] [9D]', waste: '4C' }, { variant: 'three', ...under });
    expect(stockClickOf(three)).toEqual({ does: 'draw', cards: 2 });
    const drawn = play(three, { action: 'deal' });
    expect(show(drawn, 'waste')).toBe('4C 9D 2H');
    expect(stockClickOf(drawn)).toEqual({ does: 'turn-over', redealsLeft: Infinity });
    const turned = play(drawn, { action: 'deal' });
    expect([show(turned, 'stock'), show(turned, 'waste'), turned.redeals]).toEqual(['[2H] [9D] [4C]', '', 1]);
  });

  it('klondike.md example 5: unlimited and three turn the waste as often as the player likes, each turn counted', () => {
    for (const variant of ['unlimited', 'three']) {
      let p = build(GAME, { waste: '4C 9D', stock: '' }, { variant, redeals: 40, fill: [{ pile: 'tableau-1', faceDown: true }] });
      p = play(p, { action: 'deal' });
      expect(p.redeals).toBe(41);
    }
  });

  it('klondike.md moves 5: an empty stock over an empty waste does nothing', () => {
    const p = build(GAME, { stock: '', waste: '' }, { fill: ['tableau-1'] });
    expect(stockClickOf(p)).toEqual({ does: 'nothing', why: 'empty' });
    expect(legalMoves(p).some((m) => 'action' in m)).toBe(false);
  });

  it('klondike.md undo: undo and redo of a turn-over restore the piles and the redeals made, in a replayed record too', () => {
    let p = newGame(GAME, 2);
    const moves = [];
    for (let i = 0; i < 25; i++) {
      moves.push({ action: 'deal' as const });
      p = play(p, { action: 'deal' });
    }
    expect(p.redeals).toBe(1);
    const replayed = replay({ game: GAME, deal: 2, moves });
    expect(replayed.ok && replayed.value.positions.map((q) => q.redeals ?? 0)).toEqual([...Array(25).fill(0), 1]);
    const history = historyFrom(newGame(GAME, 2));
    for (const move of moves) history.play(move);
    history.undo();
    expect([history.position.redeals, history.position.piles[1].length]).toEqual([0, 24]);
    history.redo();
    expect([history.position.redeals, history.position.piles[0].length]).toEqual([1, 24]);
  });
});

describe('klondike.md foundations and double-clicks', () => {
  it('klondike.md example 6: 2H from the waste onto AH on foundation-2, +1; not onto an empty foundation', () => {
    const p = build(GAME, { 'foundation-2': 'AH', waste: '2H' });
    expect(whyIllegal(p, { from: 'waste', to: 'foundation-1' })).toBe('that card cannot be dropped on foundation-1');
    const after = play(p, { from: 'waste', to: 'foundation-2' });
    expect([show(after, 'foundation-2'), score(after)]).toEqual(['AH 2H', score(p) + 1]);
  });

  it('klondike.md example 6: 3S taken from a foundation back onto a tableau 4D is legal, score −1', () => {
    const p = build(GAME, { 'foundation-1': upTo('S', 3), 'tableau-1': '4D' });
    const after = play(p, { from: 'foundation-1', to: 'tableau-1' });
    expect([show(after, 'tableau-1'), score(after)]).toEqual(['4D 3S', score(p) - 1]);
  });

  it('klondike.md moves 3: one card at a time to a foundation; an ace starts an empty one; the next of its suit follows', () => {
    const p = build(GAME, { 'tableau-1': 'AC', 'tableau-2': '3C 2D', 'tableau-3': '3D', 'foundation-2': 'AD' });
    expect(whyIllegal(p, { from: 'tableau-1', to: 'foundation-1' })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-2', to: 'foundation-2' })).toBeNull();
    expect(whyIllegal(p, { from: 'tableau-2', to: 'foundation-1', count: 2 })).toBe('these 2 cards cannot be dropped on foundation-1');
    expect(whyIllegal(p, { from: 'tableau-3', to: 'foundation-2' })).toBe('that card cannot be dropped on foundation-2');
  });

  it('klondike.md moves 3 (index.md decision 5): an ace taken from one foundation to another, empty one is not a move', () => {
    const p = build(GAME, { 'foundation-1': 'AS' });
    expect(whyIllegal(p, { from: 'foundation-1', to: 'foundation-2' })).toBe('that card cannot be dropped on foundation-2');
    expect(legalMoves(p).some((m) => 'from' in m && m.from === 'foundation-1' && m.to.startsWith('foundation'))).toBe(false);
  });

  it("klondike.md moves 6: a double-click sends the waste's or a column's top card to its suit's foundation, an ace to the first empty one", () => {
    const p = build(GAME, { 'foundation-3': 'AS', waste: '2S', 'tableau-1': '9H AD', 'tableau-2': '5C' });
    expect(doubleClickMove(p, 'waste')).toEqual({ from: 'waste', to: 'foundation-3' });
    expect(doubleClickMove(p, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'foundation-1' });
    expect(doubleClickMove(p, 'tableau-2')).toBeNull();
    expect(doubleClickMove(p, 'stock')).toBeNull();
  });

  it('klondike.md example 7: a double-click on a foundation sends 2C, 3D and AH home, +3, each as a move of its own (scanning again after each)', () => {
    const p = build(GAME, { 'foundation-1': 'AC', 'foundation-2': 'AD 2D', 'tableau-1': '2C', 'tableau-2': '3D', 'tableau-3': 'AH' });
    const moves = doubleClickMoves(p, 'foundation-3');
    expect(moves).toEqual([
      { from: 'tableau-1', to: 'foundation-1' },
      { from: 'tableau-2', to: 'foundation-2' },
      { from: 'tableau-3', to: 'foundation-3' },
    ]);
    const after = play(p, ...moves);
    expect(score(after)).toBe(score(p) + 3);
    // The same from any foundation; nothing to send is not a move.
    expect(doubleClickMoves(p, 'foundation-1')).toEqual(moves);
    expect(doubleClickMoves(after, 'foundation-1')).toEqual([]);
  });

  it('klondike.md example 7: the scan goes on after each card: a card the last one freed goes too (the waste first)', () => {
    const p = build(GAME, { 'foundation-1': 'AC', waste: '3C', 'tableau-1': '2C' });
    expect(doubleClickMoves(p, 'foundation-2')).toEqual([
      { from: 'tableau-1', to: 'foundation-1' },
      { from: 'waste', to: 'foundation-1' },
    ]);
  });

  it('klondike.md automatic actions: nothing goes home by itself', () => {
    const p = build(GAME, { 'tableau-1': '[KS] 5H', 'tableau-2': '6C', 'tableau-3': 'AD' });
    const after = play(p, { from: 'tableau-1', to: 'tableau-2' });
    expect([show(after, 'tableau-1'), show(after, 'tableau-2'), show(after, 'tableau-3'), show(after, 'foundation-1')]).toEqual([
      'KS',
      '6C 5H',
      'AD',
      '',
    ]);
  });
});

describe('klondike.md score, win and loss', () => {
  it('klondike.md example 8: 52 cards on the foundations is a win with 52, whatever is left of the redeals', () => {
    const p = build(GAME, {
      'foundation-1': upTo('C', 13),
      'foundation-2': upTo('D', 13),
      'foundation-3': upTo('H', 13),
      'foundation-4': upTo('S', 13),
    });
    expect([score(p), status(p), legalMoves(p)]).toEqual([52, 'won', []]);
    const last = build(
      GAME,
      {
        'foundation-1': upTo('C', 13),
        'foundation-2': upTo('D', 13),
        'foundation-3': upTo('H', 13),
        'foundation-4': upTo('S', 12),
        waste: 'KS',
      },
      { redeals: 2 },
    );
    expect(status(play(last, { from: 'waste', to: 'foundation-4' }))).toBe('won');
  });

  it('klondike.md win and loss: never declared lost, even with no move left', () => {
    const p = build(
      GAME,
      { stock: '', waste: '', 'tableau-1': 'QH', 'tableau-2': 'QD' },
      { variant: 'no-redeals', fill: [{ pile: 'tableau-3', faceDown: true, under: true }] },
    );
    expect(status(p)).toBe('playing');
  });

  it('klondike.md notation: a start writes and reads the redeals made; more than the rules allow is refused', () => {
    let p = newGame(GAME, 3);
    for (let i = 0; i < 25; i++) p = play(p, { action: 'deal' });
    const start = toStart(p);
    expect(start.redeals).toBe(1);
    const back = replay({ game: GAME, start, moves: [] });
    expect(back.ok && back.value.positions[0].redeals).toBe(1);
    expect(formatPosition(p)).toContain('\nredeals: 1\n');
    const tooMany = replay({ game: GAME, start: { ...start, redeals: 3 }, moves: [] });
    expect(tooMany.ok ? 'accepted' : tooMany.error).toBe('start: the waste may be turned over 2 times under these rules, not 3');
    const bad = replay({ game: GAME, start: { ...start, redeals: -1 }, moves: [] });
    expect(bad.ok ? 'accepted' : bad.error).toBe('start.redeals must be a whole number, 0 or more');
  });
});

describe("klondike's stock words (the game's descriptor, both languages)", () => {
  it("says what a click does, or why it does nothing, in Klondike's own words", () => {
    expect(words.says({ does: 'draw', cards: 1 }, 'en')).toBe('Draw a card');
    expect(words.says({ does: 'draw', cards: 3 }, 'en')).toBe('Draw three cards');
    expect(words.says({ does: 'turn-over', redealsLeft: 1 }, 'en')).toBe('Turn the waste over (1 redeal left)');
    expect(words.says({ does: 'turn-over', redealsLeft: 2 }, 'en')).toBe('Turn the waste over (2 redeals left)');
    expect(words.says({ does: 'turn-over', redealsLeft: Infinity }, 'en')).toBe('Turn the waste over');
    expect(words.says({ does: 'nothing', why: 'no-redeal-left' }, 'en')).toBe('No redeal left');
    expect(words.label({ does: 'draw', cards: 1 }, 24, 'en')).toBe('stock, 24 cards');
    expect(words.label({ does: 'turn-over', redealsLeft: 1 }, 0, 'en')).toBe('stock, empty: turn the waste over (1 redeal left)');
    expect(words.label({ does: 'nothing', why: 'no-redeal-left' }, 0, 'en')).toBe('stock, empty, no redeal left');
    expect(words.did({ does: 'draw', cards: 3 }, 'en')).toBe('Drew three cards.');
    expect(words.button.en).toBe('Draw');
  });

  it('says it in Russian too', () => {
    expect(words.says({ does: 'draw', cards: 1 }, 'ru')).toBe('Сдать карту');
    expect(words.says({ does: 'draw', cards: 3 }, 'ru')).toBe('Сдать три карты');
    expect(words.says({ does: 'turn-over', redealsLeft: 1 }, 'ru')).toBe('Перевернуть сброс (осталась 1 пересдача)');
    expect(words.says({ does: 'turn-over', redealsLeft: 2 }, 'ru')).toBe('Перевернуть сброс (осталось 2 пересдачи)');
    expect(words.says({ does: 'nothing', why: 'no-redeal-left' }, 'ru')).toBe('Пересдач не осталось');
    expect(words.asks({ does: 'draw', cards: 1 }, 'ru')).toBe('Сдайте карту');
    expect(words.label({ does: 'draw', cards: 1 }, 24, 'ru')).toBe('прикуп, 24 карты');
    expect(words.label({ does: 'draw', cards: 1 }, 21, 'ru')).toBe('прикуп, 21 карта');
  });

  it("never says another game's words: no row, no deals left, no redeal in fours", () => {
    const all: string[] = [];
    for (const lang of ['en', 'ru'] as const) {
      for (const click of [
        { does: 'draw', cards: 1 },
        { does: 'draw', cards: 3 },
        { does: 'turn-over', redealsLeft: 1 },
        { does: 'nothing', why: 'no-redeal-left' },
        { does: 'nothing', why: 'empty' },
      ] as const) {
        all.push(words.says(click, lang), words.asks(click, lang), words.label(click, 24, lang), words.label(click, 0, lang));
        if (click.does !== 'nothing') all.push(words.did(click, lang));
        else all.push(words.refused(click.why, lang));
      }
    }
    for (const text of all) expect(text).not.toMatch(/\brow|\bdeals? left|fours|click to deal|column|ряд|по четыре|чтобы сдать|столб/i);
  });
});

pinGameFacts(GAME, { en: 'Klondike', ru: 'Косынка', maxScore: 52 });
describe('klondike: a daily deal per rule set', () => {
  it('can be another number: draw one and draw three on 2026-12-01', async () => {
    const [single, three] = await Promise.all([
      findDailyDeal(GAME, '2026-12-01', { budget: 3000, maxCandidates: 20 }),
      findDailyDeal(GAME, '2026-12-01', { variant: 'three', budget: 3000, maxCandidates: 20 }),
    ]);
    expect(three.deal).toBe(440322100);
    // Draw one's first candidate is not proved within these positions: the rule sets' days differ.
    expect(single.deal).not.toBe(three.deal);
    for (const daily of [single, three]) {
      const replayed = replay({ game: GAME, variant: daily.variant, deal: daily.deal, moves: daily.line });
      expect(replayed.ok && status(replayed.value.positions.at(-1)!), daily.variant).toBe('won');
    }
  });
});

pinDailyDeals(GAME, {
  candidates: ['2026-12-01', [440322100, 1159410104, 1090920102]],
  days: [
    ['2026-12-02', 45502446, 0],
    ['2026-12-07', 952409451, 0],
  ],
  // Each rule set's own daily deal, proved under it: the same candidates, another proof (draw one's first candidate on
  // 2026-12-01 is not proved within its budget, draw three's is).
  ruleSetDays: [
    ['three', '2026-12-01', 440322100, 0],
    ['three', '2026-12-04', 213361876, 0],
    ['unlimited', '2026-12-01', 440322100, 0],
    // Without redeals each candidate is searched win first within 2,000 positions (daily p99 1.25 → under 0.5 s).
    ['no-redeals', '2026-12-01', 1688001999, 5],
    ['no-redeals', '2026-12-07', 2077000100, 8],
  ],
});

describe('klondike: a masked hint record (hint-record.ts)', () => {
  const historyOf = (value: unknown) => {
    const history = historyOfRecord(value);
    if (!history.ok) throw new Error(history.error);
    return history.value.map((position) => position.piles.map((pile) => pile.map((card) => (isFaceDown(card) ? -1 : kindOf(card)))));
  };

  it('hides the stock and the face-down cards', () => {
    expect(gameOf(GAME).hidesCards).toBe(true);
  });

  it('lists a card drawn again after the waste turned over once; a draw-three record replays under its own rules', () => {
    for (const variant of ['single', 'three']) {
      const moves = Array.from({ length: variant === 'three' ? 17 : 49 }, () => ({ action: 'deal' }) as const);
      const record = { game: GAME, variant, deal: 5, moves } as const;
      const masked = maskRecord(record);
      if (!masked.ok) throw new Error(masked.error);
      const mask = JSON.parse(JSON.stringify(masked.value)) as Record<string, unknown>;
      expect(mask.turned as string[]).toHaveLength(24);
      expect(new Set(mask.turned as string[]).size).toBe(24);
      expect(historyOf(mask)).toEqual(historyOf(record));
      // Read under the first rule set, a draw-three record turns up other cards: its own rule set is what replays it.
      if (variant === 'three') expect(historyOfRecord({ ...mask, variant: 'single' })).toMatchObject({ ok: false });
    }
  });
});
// Deals its solver decides within 10,000 positions, reading the stock and the face-down cards (the compact model, and
// under these rule sets a search with unlimited redeals first, whose loss is a loss here: solver README, Klondike).
pinVerdicts(GAME, {
  variant: 'single',
  solved: [1, 4, 6, 7, 21, 27, 28, 29],
  unsolvable: [25, 46, 58],
  maxPositions: 10_000,
  knowledge: 'full',
});
pinVerdicts(GAME, {
  variant: 'three',
  solved: [3, 4, 5, 29, 41, 55],
  unsolvable: [1, 9, 11, 18, 25],
  maxPositions: 10_000,
  knowledge: 'full',
});

import { describe, expect, it } from 'vitest';
import {
  type Card,
  clickMove,
  doubleClickMove,
  formatCards,
  formatPosition,
  isFaceUp,
  legalMoves,
  newGame,
  rankOf,
  rulesOf,
  replay,
  score,
  standardDeck,
  status,
  suitOf,
  whyIllegal,
} from '../../../src/engine';
import { MersenneTwister, shuffle } from '../../../src/engine/random';
import { build, historyFrom, legalMoveTexts, play, raw, show, upTo } from '../support/positions';
import { pinDailyDeals, pinGameFacts, pinVerdicts } from '../support/pins';

const GAME = 'cruel';
const TABLEAU = Array.from({ length: 12 }, (_, i) => `tableau-${i + 1}`);
const FOUNDATIONS = ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'];
/** Examples 6–8: "F: C:KC D:KD H:TH S:JS" (score 43). */
const F43 = { 'foundation-1': upTo('C', 13), 'foundation-2': upTo('D', 13), 'foundation-3': upTo('H', 10), 'foundation-4': upTo('S', 11) };
const tableauOf = (p: Parameters<typeof show>[0]): string[] => TABLEAU.map((id) => show(p, id));

/** cruel.md Deal 1–2, written independently of the engine: aces in deck order, the rest in fours. */
function layoutOf(order: readonly Card[]): { foundations: string[]; tableau: string[] } {
  const aces = order.filter((c) => rankOf(c) === 1);
  const rest = order.filter((c) => rankOf(c) !== 1);
  return { foundations: aces.map((c) => formatCards([c])), tableau: TABLEAU.map((_, k) => formatCards(rest.slice(4 * k, 4 * k + 4))) };
}

/** Deal 4: an opening has a move when some top card is a two (every foundation holds an ace) or fits on another top. */
function hasOpeningMove(order: readonly Card[]): boolean {
  const tops = order.filter((c) => rankOf(c) !== 1).filter((_, i) => i % 4 === 3);
  return tops.some((t) => rankOf(t) === 2 || tops.some((u) => suitOf(u) === suitOf(t) && rankOf(u) === rankOf(t) + 1));
}

/** The layout deal `n` must show: shuffles from one generator until an opening has a move. */
function expectedDeal(n: number): { layout: ReturnType<typeof layoutOf>; shuffles: number } {
  const rng = new MersenneTwister(n);
  for (let shuffles = 1; ; shuffles++) {
    const order = shuffle(standardDeck(1), rng);
    if (hasOpeningMove(order)) return { layout: layoutOf(order), shuffles };
  }
}

const PINNED: Record<number, string[]> = {
  1: [
    'stock:',
    'foundation-1: AD',
    'foundation-2: AS',
    'foundation-3: AC',
    'foundation-4: AH',
    'tableau-1: JS TD TS 9H',
    'tableau-2: KC 2C 3D KH',
    'tableau-3: 8D 8S 4H 8H',
    'tableau-4: 3H 6D 5D 6S',
    'tableau-5: KS 8C 2H 7C',
    'tableau-6: JC 6C 3C 9C',
    'tableau-7: 2S JD 5C QS',
    'tableau-8: 2D TH 7D 9S',
    'tableau-9: 5H 4D TC 5S',
    'tableau-10: JH 4S 7H QH',
    'tableau-11: QC 3S 9D KD',
    'tableau-12: 6H 4C QD 7S',
    'score: 0/48',
    'status: playing',
  ],
  2: [
    'stock:',
    'foundation-1: AC',
    'foundation-2: AH',
    'foundation-3: AD',
    'foundation-4: AS',
    'tableau-1: 6C 7S 8D 8S',
    'tableau-2: 8H 2D JS JD',
    'tableau-3: 9D 9C QS JC',
    'tableau-4: QD 4D 3D 2H',
    'tableau-5: 6H 3C 9H JH',
    'tableau-6: 6D 4C 7H 5S',
    'tableau-7: 7C TH KD 3S',
    'tableau-8: 3H TC 9S 5D',
    'tableau-9: 7D KS QC TD',
    'tableau-10: 4H TS 8C KC',
    'tableau-11: 2S 5C QH KH',
    'tableau-12: 5H 2C 4S 6S',
    'score: 0/48',
    'status: playing',
  ],
  1000: [
    'stock:',
    'foundation-1: AD',
    'foundation-2: AS',
    'foundation-3: AC',
    'foundation-4: AH',
    'tableau-1: 2C 9H JH 3D',
    'tableau-2: TD JD 5C 4H',
    'tableau-3: 5H 4C 4D 9D',
    'tableau-4: 8H KC KH 6S',
    'tableau-5: 4S 3S TH QH',
    'tableau-6: QS JS 2S 6H',
    'tableau-7: 8D KS 6C JC',
    'tableau-8: 7C QC TC 7H',
    'tableau-9: 7D 2D 7S QD',
    'tableau-10: 3H 2H 6D TS',
    'tableau-11: 5D 3C 8S 5S',
    'tableau-12: KD 9S 9C 8C',
    'score: 0/48',
    'status: playing',
  ],
};

describe('cruel.md setup and deal', () => {
  it('cruel.md setup: 17 piles — stock, foundation-1…4, tableau-1…12 (12, not 13) — one 52-card deck, max score 48', () => {
    const rules = rulesOf(GAME);
    expect(rules.piles.map((p) => p.id)).toEqual(['stock', ...FOUNDATIONS, ...TABLEAU]);
    expect(rules.deck()).toHaveLength(52);
    expect(rules.maxScore).toBe(48);
  });

  it('cruel.md deal 1–3, example 1: aces to foundation-1…4 in the order met, the rest in fours from tableau-1, all face up, justDealt', () => {
    for (const n of [1, 2, 1000]) {
      const { layout, shuffles } = expectedDeal(n);
      expect(shuffles).toBe(1);
      const p = newGame(GAME, n);
      expect(FOUNDATIONS.map((id) => show(p, id))).toEqual(layout.foundations);
      expect(tableauOf(p)).toEqual(layout.tableau);
      expect(p.piles.flat().every(isFaceUp)).toBe(true);
      expect(show(p, 'stock')).toBe('');
      expect([score(p), p.justDealt, status(p)]).toEqual([0, true, 'playing']);
      expect(clickMove(p, 'stock')).toBeNull();
    }
  });

  it('cruel.md deal (index.md decision 5): deals 1, 2 and 1000 are pinned', () => {
    for (const n of [1, 2, 1000]) expect(formatPosition(newGame(GAME, n))).toBe(PINNED[n].join('\n'));
  });

  it('cruel.md deal 4 (index.md decision 5): deal 14, the first whose opening has no move, is the next shuffle of the same generator', () => {
    const first = Array.from({ length: 14 }, (_, i) => i + 1).find(
      (n) => !hasOpeningMove(shuffle(standardDeck(1), new MersenneTwister(n))),
    );
    expect(first).toBe(14);
    const { layout, shuffles } = expectedDeal(14);
    expect(shuffles).toBe(2);
    const p = newGame(GAME, 14);
    expect(FOUNDATIONS.map((id) => show(p, id))).toEqual(layout.foundations);
    expect(tableauOf(p)).toEqual(layout.tableau);
    expect(legalMoves(p).length).toBeGreaterThan(0);
  });

  it('cruel.md deal 4: deal 14417 has two openings without a move and is dealt from the third shuffle, the same every time', () => {
    const { layout, shuffles } = expectedDeal(14417);
    expect(shuffles).toBe(3);
    expect(tableauOf(newGame(GAME, 14417))).toEqual(layout.tableau);
    expect(newGame(GAME, 14417)).toEqual(newGame(GAME, 14417));
  });
});

describe('cruel.md moves', () => {
  // Example 5: F: … S:5S; clubs and diamonds complete, hearts at the ace; the other cards ascend
  // on tableau-5 under KS, which cannot move; tableau-4 is empty.
  const example5 = (spades = upTo('S', 5)) =>
    build(GAME, { 'foundation-4': spades, 'tableau-1': '7S', 'tableau-2': '6S', 'tableau-3': '7H' }, { fill: ['tableau-5'] });

  it('cruel.md example 5: 6S onto an empty pile illegal, onto 7S legal, onto 7H illegal, to the spade foundation legal +1', () => {
    const p = example5();
    expect(show(p, 'tableau-4')).toBe('');
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-4' })).toBe('that card cannot be dropped on tableau-4');
    expect(show(play(p, { from: 'tableau-2', to: 'tableau-1' }), 'tableau-1')).toBe('7S 6S');
    expect(whyIllegal(p, { from: 'tableau-2', to: 'tableau-3' })).toBe('that card cannot be dropped on tableau-3');
    const home = play(p, { from: 'tableau-2', to: 'foundation-4' });
    expect(show(home, 'foundation-4')).toBe(upTo('S', 6));
    expect(score(home)).toBe(score(p) + 1);
    expect(legalMoveTexts(p)).toEqual(['tableau-2>foundation-4', 'tableau-2>tableau-1', 'redeal']);
  });

  it('cruel.md example 5: with S:4S, 6S to that foundation is illegal; lifting a foundation card is illegal', () => {
    const p = example5(upTo('S', 4));
    expect(whyIllegal(p, { from: 'tableau-2', to: 'foundation-4' })).toBe('that card cannot be dropped on foundation-4');
    expect(whyIllegal(p, { from: 'foundation-4', to: 'tableau-4' })).toBe('no card can be picked up from foundation-4');
  });

  it('cruel.md moves 1: only the top card of a tableau pile moves, one at a time; never from the stock', () => {
    const p = build(GAME, { 'tableau-1': '7S 6S', 'tableau-2': '8S' }, { fill: ['tableau-5'] });
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-2', count: 2 })).toBe('only 1 card can be picked up from tableau-1, not 2');
    expect(whyIllegal(p, { from: 'stock', to: 'tableau-2' })).toBe('no card can be picked up from stock');
  });

  it('cruel.md moves 4: double-click sends the top card to the foundation that takes it, otherwise nothing', () => {
    const p = example5();
    expect(doubleClickMove(p, 'tableau-2')).toEqual({ from: 'tableau-2', to: 'foundation-4' });
    for (const id of ['tableau-1', 'tableau-4', 'foundation-4', 'stock']) expect(doubleClickMove(p, id)).toBeNull();
  });

  it('cruel.md moves 5–6, examples 1 and 4: a redeal needs a move since the last deal; clicking the stock right after one does nothing', () => {
    let p = newGame(GAME, 1);
    expect(clickMove(p, 'stock')).toBeNull();
    expect(whyIllegal(p, { action: 'redeal' })).toBe('a redeal needs at least one move since the last deal');
    p = play(p, legalMoves(p)[0]);
    expect(p.justDealt).toBe(false);
    expect(clickMove(p, 'stock')).toEqual({ action: 'redeal' });
    expect(clickMove(p, 'tableau-1')).toBeNull();
    p = play(p, { action: 'redeal' });
    expect(p.justDealt).toBe(true);
    expect(clickMove(p, 'stock')).toBeNull();
  });
});

describe('cruel.md redeal', () => {
  it('cruel.md example 2: the redeal keeps the order and regroups in fours (partial layout, raw)', () => {
    const p = raw(GAME, { 'tableau-1': '2S 3H 4D 5C', 'tableau-2': '6H 7D', 'tableau-3': '8D 9C TS' });
    const after = play(p, { action: 'redeal' });
    expect(tableauOf(after)).toEqual(['2S 3H 4D 5C', '6H 7D 8D 9C', 'TS', '', '', '', '', '', '', '', '', '']);
    expect(after.justDealt).toBe(true);
  });

  it('cruel.md example 2 with a whole deck: cards read tableau-1 … tableau-12 bottom → top are dealt again in fours, the rest stay empty', () => {
    const p = build(GAME, { 'tableau-1': '2S 3H 4D 5C', 'tableau-2': '6H 7D', 'tableau-3': '8D 9C TS' }, { fill: TABLEAU.slice(3) });
    const sequence = tableauOf(p).join(' ').split(' ').filter(Boolean);
    const n = 48 - score(p);
    expect(sequence).toHaveLength(n);
    const after = play(p, { action: 'redeal' });
    expect(tableauOf(after)).toEqual(TABLEAU.map((_, k) => sequence.slice(4 * k, 4 * k + 4).join(' ')));
    expect(tableauOf(after).slice(0, 3)).toEqual(['2S 3H 4D 5C', '6H 7D 8D 9C', `TS ${sequence.slice(9, 12).join(' ')}`]);
    expect(tableauOf(after).filter((t) => t === '')).toHaveLength(12 - Math.ceil(n / 4));
  });

  it('cruel.md example 3: irregular piles shift across piles (partial layout, raw)', () => {
    const p = raw(GAME, { 'tableau-1': '5C 9D QS', 'tableau-2': '2H 7S KD 8C 7C' });
    expect(tableauOf(play(p, { action: 'redeal' })).slice(0, 3)).toEqual(['5C 9D QS 2H', '7S KD 8C 7C', '']);
  });
});

describe('cruel.md start positions', () => {
  const start = (piles: Record<string, string>, justDealt = false) =>
    replay({ game: GAME, start: { ...piles, justDealt }, moves: [{ action: 'redeal' }] });

  it('cruel.md examples 2 and 3 written as they stand (only the listed cards): the redeal gives the stated layouts', () => {
    const two = start({ 'tableau-1': '2S 3H 4D 5C', 'tableau-2': '6H 7D', 'tableau-3': '8D 9C TS' });
    expect(two.ok && tableauOf(two.value.positions[1])).toEqual(['2S 3H 4D 5C', '6H 7D 8D 9C', 'TS', '', '', '', '', '', '', '', '', '']);
    const three = start({ 'tableau-1': '5C 9D QS', 'tableau-2': '2H 7S KD 8C 7C' });
    expect(three.ok && tableauOf(three.value.positions[1]).slice(0, 3)).toEqual(['5C 9D QS 2H', '7S KD 8C 7C', '']);
  });

  it('cruel.md deal 1: an ace lies only on a foundation, and a foundation is empty or built up in suit from its ace', () => {
    const error = (r: ReturnType<typeof start>) => (r.ok ? 'accepted' : r.error);
    expect(error(start({ 'tableau-1': '2S AH' }))).toBe('start: tableau-1 holds an ace, but every ace starts a foundation');
    expect(error(start({ 'foundation-2': '2H', 'tableau-1': 'AH' }))).toBe(
      'start: tableau-1 holds an ace, but every ace starts a foundation',
    );
    expect(error(start({ 'foundation-2': '2H 3H' }))).toBe('start: foundation-2 must start with an ace');
    expect(error(start({ 'foundation-2': 'AH 3H' }))).toBe('start: foundation-2 must be built up in suit from the ace');
  });

  it('cruel.md scoring: each foundation scores its cards above the ace, also in a partial layout', () => {
    const made = replay({
      game: GAME,
      start: { 'foundation-1': 'AC 2C 3C', 'foundation-3': 'AH', 'tableau-1': '4C' },
      moves: [{ from: 'tableau-1', to: 'foundation-1' }],
    });
    expect(made.ok && made.value.positions.map(score)).toEqual([2, 3]);
  });
});

describe('cruel.md win and lost', () => {
  it('cruel.md example 6, lost 1: just redealt with no legal move → lost at score 43', () => {
    const p = build(GAME, { ...F43, 'tableau-1': 'JH QS QH KH', 'tableau-2': 'KS' }, { justDealt: true });
    expect(score(p)).toBe(43);
    expect(status(p)).toBe('lost');
    expect(legalMoves(p)).toEqual([]);
    expect(whyIllegal(p, { action: 'redeal' })).toBe('the game is over (no more moves)');
    expect(clickMove(p, 'stock')).toBeNull();
  });

  it('cruel.md example 6, undo: the redeal that ends the game can be undone and play continues', () => {
    const h = historyFrom(build(GAME, { ...F43, 'tableau-1': 'JH QS QH KH', 'tableau-2': 'KS' }, { justDealt: false }));
    const before = h.position;
    expect(status(before)).toBe('playing');
    expect(legalMoveTexts(before)).toEqual(['redeal']);
    h.play({ action: 'redeal' });
    expect(status(h.position)).toBe('lost');
    expect(tableauOf(h.position)).toEqual(tableauOf(before));
    expect(h.undo()).toEqual({ ok: true, value: before });
    expect(status(h.position)).toBe('playing');
  });

  it('cruel.md example 7, lost 2: the headbanger — QH onto KH is the only move and a redeal restores the layout → lost', () => {
    const layout = { ...F43, 'tableau-1': 'JH QS KS KH', 'tableau-2': 'QH' };
    expect(status(build(GAME, layout, { justDealt: true }))).toBe('lost');
    const open = build(GAME, layout, { justDealt: false });
    expect(legalMoveTexts(open)).toEqual(['tableau-2>tableau-1', 'redeal']);
    const moved = play(open, { from: 'tableau-2', to: 'tableau-1' });
    const again = play(moved, { action: 'redeal' });
    expect(tableauOf(again)).toEqual(tableauOf(open));
    expect(status(again)).toBe('lost');
  });

  it('cruel.md example 8: a lone last card that can go home is not a loss (project decision 2); QS, KS, JH, QH, KH home wins with 48', () => {
    let p = build(GAME, { ...F43, 'tableau-1': 'KH QH JH KS', 'tableau-2': 'QS' }, { justDealt: true });
    expect(status(p)).toBe('playing');
    expect(legalMoveTexts(p)).toEqual(['tableau-2>foundation-4', 'tableau-2>tableau-1']);
    for (const from of ['tableau-2', 'tableau-1', 'tableau-1', 'tableau-1', 'tableau-1']) p = play(p, doubleClickMove(p, from)!);
    expect(show(p, 'foundation-3')).toBe(upTo('H', 13));
    expect(show(p, 'foundation-4')).toBe(upTo('S', 13));
    expect([score(p), status(p)]).toEqual([48, 'won']);
    expect(legalMoves(p)).toEqual([]);
  });

  it('cruel.md lost 2: the headbanger needs no move from tableau-1 … tableau-(L−1) — with 9S able to go home the game goes on (n = 9, L = 3)', () => {
    // F: C:KC D:KD H:9H S:8S (score 39). X = QH alone on tableau-3 fits on tableau-2's KH.
    const f39 = { ...F43, 'foundation-3': upTo('H', 9), 'foundation-4': upTo('S', 8) };
    const open = build(GAME, { ...f39, 'tableau-1': 'JS TH QS 9S', 'tableau-2': 'JH TS KS KH', 'tableau-3': 'QH' }, { justDealt: true });
    expect(score(open)).toBe(39);
    expect(legalMoveTexts(open)).toEqual(['tableau-1>foundation-4', 'tableau-3>tableau-2']);
    expect(status(open)).toBe('playing');
    const stuck = { 'tableau-1': 'JS TH 9S QS', 'tableau-2': 'JH TS KS KH', 'tableau-3': 'QH' };
    expect(legalMoveTexts(build(GAME, { ...f39, ...stuck }, { justDealt: false }))).toEqual(['tableau-3>tableau-2', 'redeal']);
    expect(status(build(GAME, { ...f39, ...stuck }, { justDealt: true }))).toBe('lost');
  });

  it('cruel.md lost 2: the headbanger needs n ≠ 1 — a lone KS that can go home right after a redeal is not a loss', () => {
    const p = build(GAME, { ...F43, 'foundation-3': upTo('H', 13), 'foundation-4': upTo('S', 12), 'tableau-1': 'KS' }, { justDealt: true });
    expect(status(p)).toBe('playing');
    expect(legalMoveTexts(p)).toEqual(['tableau-1>foundation-4']);
  });

  it('cruel.md example 9: after a move the game is not lost even with no card move left; only the redeal remains', () => {
    const p = play(build(GAME, { ...F43, 'tableau-1': 'JH QS KS KH', 'tableau-2': 'QH' }, { justDealt: false }), {
      from: 'tableau-2',
      to: 'tableau-1',
    });
    expect(status(p)).toBe('playing');
    expect(legalMoveTexts(p)).toEqual(['redeal']);
  });

  it('cruel.md scoring and win: score = foundation cards − 4; all four foundations full → won', () => {
    const p = build(GAME, { ...F43, 'foundation-3': upTo('H', 13), 'foundation-4': upTo('S', 12), 'tableau-1': 'KS' });
    expect([score(p), status(p)]).toEqual([47, 'playing']);
    const won = play(p, { from: 'tableau-1', to: 'foundation-4' });
    expect([score(won), status(won)]).toEqual([48, 'won']);
  });

  it('cruel.md undo: undoing a redeal restores the layout before it and justDealt = false', () => {
    const h = historyFrom(newGame(GAME, 2));
    h.play(legalMoves(h.position)[0]);
    const before = h.position;
    h.play({ action: 'redeal' });
    expect(h.position.justDealt).toBe(true);
    expect(h.undo()).toEqual({ ok: true, value: before });
    expect(h.position.justDealt).toBe(false);
  });
});

pinGameFacts(GAME, { en: 'Cruel', ru: 'Жестокость', maxScore: 48 });
pinDailyDeals(GAME, {
  candidates: ['2026-12-01', [1774444687, 1747532605, 1817509887]],
  days: [
    ['2026-12-04', 1081440751, 0],
    ['2026-12-07', 1025781206, 0],
  ],
});
pinVerdicts(GAME, { solved: [2, 3, 4, 5, 6, 10], unsolvable: [96, 143, 154, 200], maxPositions: 50_000 });

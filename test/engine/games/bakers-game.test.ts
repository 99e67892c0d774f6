import { describe, expect, it } from 'vitest';
import { clickMove, doubleClickMove, legalMoves, newGame, rulesOf, score, status, whyIllegal } from '../../../src/engine';
import { MersenneTwister } from '../../../src/engine/random';
import { build, historyFrom, play, show, upTo } from '../support/positions';
import { MS_DEAL_1, MS_DEAL_617 } from '../support/microsoft-deals';
import { pinDailyDeals, pinGameFacts, pinVerdicts } from '../support/pins';

const GAME = 'bakers-game';
const VARIANTS = ['kings', 'any'] as const;
const FREECELLS = ['freecell-1', 'freecell-2', 'freecell-3', 'freecell-4'];
const FOUNDATIONS = ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'];
const TABLEAU = Array.from({ length: 8 }, (_, i) => `tableau-${i + 1}`);
/** tableau-a … tableau-b, as filler piles. */
const columns = (a: number, b: number): string[] => TABLEAU.slice(a - 1, b);
// Fillers (support/positions.ts): unlisted free cells named here get the highest leftovers, filler
// columns get the rest in rising rank, so their tops are kings and queens and nothing plays home.
const at = (variant: string, listed: Record<string, string>, fill: string[]) => build(GAME, listed, { variant, fill });

/** The rules' test-vector rows (first line = bottom cards) as columns bottom → top. */
function columnsOfRows(rows: string): string[] {
  const lines = rows
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  return TABLEAU.map((_, c) =>
    lines
      .map((line) => line[c])
      .filter(Boolean)
      .join(' '),
  );
}

describe('bakers-game.md setup and deal', () => {
  it('bakers-game.md setup: 16 piles — freecell-1…4, foundation-1…4, tableau-1…8; rule sets kings (default) and any', () => {
    const rules = rulesOf(GAME);
    expect(rules.piles.map((p) => p.id)).toEqual([...FREECELLS, ...FOUNDATIONS, ...TABLEAU]);
    expect(rules.piles.slice(0, 4).every((p) => p.capacity === 1)).toBe(true);
    expect(rules.variants).toEqual(['kings', 'any']);
    expect(newGame(GAME, 1).variant).toBe('kings');
    expect(rules.deck()).toHaveLength(52);
  });

  it('bakers-game.md deal numbers: deal 1 is laid out exactly as the test vector, in both rule sets', () => {
    for (const variant of VARIANTS) {
      const p = newGame(GAME, 1, variant);
      expect(TABLEAU.map((id) => show(p, id))).toEqual(columnsOfRows(MS_DEAL_1));
      expect(show(p, 'tableau-1')).toBe('JD KD 2S 4C 3S 6D 6S');
    }
  });

  it('bakers-game.md deal numbers: deal 617 is laid out exactly as the test vector, in both rule sets', () => {
    for (const variant of VARIANTS) expect(TABLEAU.map((id) => show(newGame(GAME, 617, variant), id))).toEqual(columnsOfRows(MS_DEAL_617));
  });

  it('bakers-game.md deal 1–2: 7, 7, 7, 7, 6, 6, 6, 6 cards; free cells and foundations empty; score 0', () => {
    for (const n of [1, 617, 1000, 2 ** 31 - 1]) {
      const p = newGame(GAME, n);
      expect(TABLEAU.map((id) => show(p, id).split(' ').length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
      expect([...FREECELLS, ...FOUNDATIONS].map((id) => show(p, id))).toEqual(Array(8).fill(''));
      expect([score(p), status(p)]).toEqual([0, 'playing']);
    }
  });

  it('bakers-game.md deal 3, example 8: an ace on top after the deal stays (deal 2) until the first move plays it home', () => {
    const p = newGame(GAME, 2);
    const aceColumn = TABLEAU.find((id) => /(^| )A[CDHS]$/.test(show(p, id)));
    expect(aceColumn).toBeDefined();
    const ace = show(p, aceColumn!).slice(-2);
    const other = TABLEAU.find((id) => id !== aceColumn)!;
    const after = play(p, doubleClickMove(p, other)!);
    expect(show(after, 'foundation-1').split(' ')[0]).toBe(ace);
    expect(score(after)).toBeGreaterThanOrEqual(1);
  });
});

describe('bakers-game.md moves', () => {
  it('bakers-game.md moves 1: a run from a column top, a free-cell card; nothing from a foundation (example 11)', () => {
    const p = at('any', { 'tableau-1': 'KH 9S 8S 7S', 'freecell-1': '5D', 'foundation-1': 'AC 2C' }, columns(2, 8));
    expect(whyIllegal(p, { from: 'tableau-1', to: 'freecell-2', count: 4 })).toBe('only 3 cards can be picked up from tableau-1, not 4');
    expect(whyIllegal(p, { from: 'freecell-1', to: 'freecell-2', count: 2 })).toBe('only 1 card can be picked up from freecell-1, not 2');
    expect(whyIllegal(p, { from: 'foundation-1', to: 'freecell-2' })).toBe('no card can be picked up from foundation-1');
  });

  it('bakers-game.md moves 2, example 10: a single card to an empty free cell, from a column or another free cell', () => {
    const p = at('any', { 'tableau-1': 'QD 6S 5S', 'freecell-1': '7H' }, columns(2, 8));
    expect(show(play(p, { from: 'tableau-1', to: 'freecell-2' }), 'freecell-2')).toBe('5S');
    expect(whyIllegal(p, { from: 'tableau-1', to: 'freecell-1' })).toBe('that card cannot be dropped on freecell-1');
    expect(whyIllegal(p, { from: 'tableau-1', to: 'freecell-2', count: 2 })).toBe('these 2 cards cannot be dropped on freecell-2');
    const moved = play(p, { from: 'freecell-1', to: 'freecell-4' });
    expect([show(moved, 'freecell-1'), show(moved, 'freecell-4')]).toEqual(['', '7H']);
  });

  it('bakers-game.md moves 3: single cards only; any ace starts any empty foundation, then the next card of its suit', () => {
    const p = at('any', { 'tableau-1': 'QD AS', 'tableau-2': 'KC 3H 2H', 'tableau-3': 'QH 2C', 'foundation-1': 'AH' }, columns(4, 8));
    expect(whyIllegal(p, { from: 'tableau-2', to: 'foundation-1', count: 2 })).toBe('these 2 cards cannot be dropped on foundation-1');
    expect(whyIllegal(p, { from: 'tableau-3', to: 'foundation-1' })).toBe('that card cannot be dropped on foundation-1');
    expect(whyIllegal(p, { from: 'tableau-3', to: 'foundation-2' })).toBe('that card cannot be dropped on foundation-2');
    expect(show(play(p, { from: 'tableau-1', to: 'foundation-3' }), 'foundation-3')).toBe('AS');
    const home = play(p, { from: 'tableau-2', to: 'foundation-1' });
    // Automatic play follows: 3H onto 2H, AS to the lowest empty foundation.
    expect(FOUNDATIONS.map((id) => show(home, id))).toEqual(['AH 2H 3H', 'AS', '', '']);
    expect(score(home)).toBe(4);
  });

  it('bakers-game.md moves 4: build down in suit — 5S or a free-cell 5S onto 6S, not 5H or 5D', () => {
    for (const variant of VARIANTS) {
      const p = at(variant, { 'tableau-1': 'QD 5H', 'tableau-2': 'KC 6S', 'tableau-3': 'QC 5S', 'freecell-1': '5D' }, columns(4, 8));
      expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-2' })).toBe('that card cannot be dropped on tableau-2');
      expect(whyIllegal(p, { from: 'freecell-1', to: 'tableau-2' })).toBe('that card cannot be dropped on tableau-2');
      expect(show(play(p, { from: 'tableau-3', to: 'tableau-2' }), 'tableau-2')).toBe('KC 6S 5S');
    }
  });

  it('bakers-game.md moves 5: a drop back on the source pile is never a move', () => {
    const p = at('any', { 'tableau-1': 'QD 5H' }, columns(2, 8));
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-1' })).toBe('a card dropped back on its own pile is not a move');
  });
});

describe('bakers-game.md power moves, both rule sets (project decision 1)', () => {
  const six = { from: 'tableau-1', to: 'tableau-2', count: 6 };

  it('bakers-game.md example 1: F = 4, no empty column — the 6-card run onto TS is illegal (limit 5) under any and kings', () => {
    for (const variant of VARIANTS) {
      const p = at(variant, { 'tableau-1': 'KH 9S 8S 7S 6S 5S 4S', 'tableau-2': 'QH TS' }, columns(3, 8));
      expect(whyIllegal(p, six)).toBe('these 6 cards cannot be dropped on tableau-2');
    }
  });

  it('bakers-game.md example 2: with one other empty column the limit is 10 under any — the 6-card move is legal', () => {
    const p = at('any', { 'tableau-1': 'KH 9S 8S 7S 6S 5S 4S', 'tableau-2': 'QH TS' }, columns(3, 7));
    const after = play(p, six);
    expect([show(after, 'tableau-1'), show(after, 'tableau-2')]).toEqual(['KH', 'QH TS 9S 8S 7S 6S 5S 4S']);
  });

  it('bakers-game.md example 2 under kings: empty columns do not count, limit F + 1 = 5 — illegal', () => {
    const p = at('kings', { 'tableau-1': 'KH 9S 8S 7S 6S 5S 4S', 'tableau-2': 'QH TS' }, columns(3, 7));
    expect(whyIllegal(p, six)).toBe('these 6 cards cannot be dropped on tableau-2');
  });

  it('bakers-game.md example 3: F = 1, the destination is the only empty column — 8S 7S 6S illegal, 7S 6S legal under any', () => {
    const p = at('any', { 'tableau-1': 'KH 9S 8S 7S 6S' }, [...FREECELLS.slice(0, 3), ...columns(2, 7)]);
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-8', count: 3 })).toBe('these 3 cards cannot be dropped on tableau-8');
    expect(show(play(p, { from: 'tableau-1', to: 'tableau-8', count: 2 }), 'tableau-8')).toBe('7S 6S');
  });

  it('bakers-game.md example 3 under kings: neither run starts with a king — both illegal', () => {
    const p = at('kings', { 'tableau-1': 'KH 9S 8S 7S 6S' }, [...FREECELLS.slice(0, 3), ...columns(2, 7)]);
    for (const count of [3, 2, 1]) expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-8', count })).not.toBeNull();
  });

  it('bakers-game.md moves 4, example 4: a single 4S starts an empty column under any, not under kings; a king does under both', () => {
    for (const variant of VARIANTS) {
      const p = at(variant, { 'tableau-1': 'QD 4S', 'tableau-2': 'QC KS' }, columns(3, 7));
      expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-8' }) === null).toBe(variant === 'any');
      expect(show(play(p, { from: 'tableau-2', to: 'tableau-8' }), 'tableau-8')).toBe('KS');
    }
  });

  it('bakers-game.md example 5: F = 0, 9S 8S 7S is a whole column, two other columns empty — into one illegal (E = 1), onto TS legal (E = 2) under any', () => {
    const p = at('any', { 'tableau-1': '9S 8S 7S', 'tableau-2': 'QH TS' }, [...FREECELLS, ...columns(3, 6)]);
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-8', count: 3 })).toBe('these 3 cards cannot be dropped on tableau-8');
    const after = play(p, { from: 'tableau-1', to: 'tableau-2', count: 3 });
    expect([show(after, 'tableau-1'), show(after, 'tableau-2')]).toEqual(['', 'QH TS 9S 8S 7S']);
  });

  it('bakers-game.md example 5: with only one other empty column, 9S 8S 7S onto TS is illegal (limit 2) under any', () => {
    const p = at('any', { 'tableau-1': '9S 8S 7S', 'tableau-2': 'QH TS' }, [...FREECELLS, ...columns(3, 7)]);
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-2', count: 3 })).toBe('these 3 cards cannot be dropped on tableau-2');
  });

  it('bakers-game.md example 5 under kings: limit F + 1 = 1 — every 3-card move is illegal', () => {
    const p = at('kings', { 'tableau-1': '9S 8S 7S', 'tableau-2': 'QH TS' }, [...FREECELLS, ...columns(3, 6)]);
    for (const to of ['tableau-2', 'tableau-8']) expect(whyIllegal(p, { from: 'tableau-1', to, count: 3 })).not.toBeNull();
  });

  it('bakers-game.md example 6: F = 0, the only empty column is the destination — 7S 6S illegal (limit 1); 6S alone legal only under any', () => {
    for (const variant of VARIANTS) {
      const p = at(variant, { 'tableau-1': '9D 7S 6S' }, [...FREECELLS, ...columns(2, 7)]);
      expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-8', count: 2 })).toBe('these 2 cards cannot be dropped on tableau-8');
      expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-8' }) === null).toBe(variant === 'any');
    }
  });

  it('bakers-game.md project decision 1 (kings): a run starting with a king fills an empty column when N ≤ F + 1', () => {
    const one = at('kings', { 'tableau-1': '9D KH QH' }, [...FREECELLS.slice(0, 3), ...columns(2, 7)]);
    expect(show(play(one, { from: 'tableau-1', to: 'tableau-8', count: 2 }), 'tableau-8')).toBe('KH QH');
    const none = at('kings', { 'tableau-1': '9D KH QH' }, [...FREECELLS, ...columns(2, 7)]);
    expect(whyIllegal(none, { from: 'tableau-1', to: 'tableau-8', count: 2 })).toBe('these 2 cards cannot be dropped on tableau-8');
  });
});

describe('bakers-game.md clicks and automatic play', () => {
  it('bakers-game.md moves 6, example 9: double-click sends the top card to the leftmost empty free cell; all full → nothing', () => {
    const p = at('any', { 'tableau-1': 'QD 5C', 'freecell-3': '7H' }, columns(2, 8));
    expect(doubleClickMove(p, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'freecell-1' });
    expect(show(play(p, doubleClickMove(p, 'tableau-1')!), 'freecell-1')).toBe('5C');
    expect(doubleClickMove(p, 'freecell-3')).toEqual({ from: 'freecell-3', to: 'freecell-1' });
    expect(doubleClickMove(p, 'freecell-2')).toBeNull();
    const full = at('any', { 'tableau-1': 'QD 5C' }, [...FREECELLS, ...columns(2, 8)]);
    expect(doubleClickMove(full, 'tableau-1')).toBeNull();
  });

  it('bakers-game.md example 9: double-click goes to a free cell even when the card could go home (then automatic play takes it)', () => {
    const p = at('any', { 'tableau-1': 'QD 5C', 'foundation-1': upTo('C', 4) }, columns(2, 8));
    expect(doubleClickMove(p, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'freecell-1' });
    expect(show(play(p, doubleClickMove(p, 'tableau-1')!), 'foundation-1')).toBe(upTo('C', 5));
  });

  it('bakers-game.md defect (project decision 3): double-click on a foundation does nothing; the score stays 3', () => {
    const p = at('any', { 'foundation-1': 'AH 2H 3H', 'tableau-1': 'QD 5C' }, columns(2, 8));
    expect(score(p)).toBe(3);
    expect(doubleClickMove(p, 'foundation-1')).toBeNull();
    expect(whyIllegal(p, { from: 'foundation-1', to: 'freecell-1' })).toBe('no card can be picked up from foundation-1');
  });

  it('bakers-game.md moves 6: there is no single-click action', () => {
    const p = newGame(GAME, 1);
    for (const spec of rulesOf(GAME).piles) expect(clickMove(p, spec.id)).toBeNull();
  });

  it('bakers-game.md example 7: after 3D to freecell-1, AS, AD, then 2S play home in that order; 3D stays; score 3', () => {
    for (const variant of VARIANTS) {
      const p = at(variant, { 'tableau-1': '5C AS', 'tableau-2': 'AD', 'tableau-3': '2S', 'tableau-8': '9C 3D' }, columns(4, 7));
      const after = play(p, { from: 'tableau-8', to: 'freecell-1' });
      expect(FOUNDATIONS.map((id) => show(after, id))).toEqual(['AS 2S', 'AD', '', '']);
      expect(['freecell-1', 'tableau-1', 'tableau-2', 'tableau-3', 'tableau-8'].map((id) => show(after, id))).toEqual([
        '3D',
        '5C',
        '',
        '',
        '9C',
      ]);
      for (const id of columns(4, 7)) expect(show(after, id)).toBe(show(p, id));
      expect(score(after)).toBe(3);
    }
  });

  it('bakers-game.md automatic actions 1–3: free cells are scanned before columns and every find restarts the scan, so aces take foundations in that order', () => {
    for (const variant of VARIANTS) {
      // AH in freecell-2 goes first; then AS (tableau-1), then the AD it uncovers (restart), then AC on tableau-2.
      const p = at(variant, { 'freecell-2': 'AH', 'tableau-1': 'QD AD AS', 'tableau-2': 'QC AC', 'tableau-3': 'KH 7D' }, columns(4, 8));
      const after = play(p, { from: 'tableau-3', to: 'freecell-1' });
      expect(FOUNDATIONS.map((id) => show(after, id))).toEqual(['AH', 'AS', 'AD', 'AC']);
      expect(score(after)).toBe(4);
    }
  });

  it('bakers-game.md undo: one step is the move plus its automatic play; undo restores it all and plays nothing', () => {
    const h = historyFrom(at('any', { 'tableau-1': '5C AS', 'tableau-2': 'AD', 'tableau-3': '2S', 'tableau-8': '9C 3D' }, columns(4, 7)));
    const before = h.position;
    const after = h.play({ from: 'tableau-8', to: 'freecell-1' });
    expect(h.undo()).toEqual({ ok: true, value: before });
    expect([show(h.position, 'tableau-1'), score(h.position)]).toEqual(['5C AS', 0]);
    expect(h.redo()).toEqual(after);
  });
});

describe('bakers-game.md win and lost', () => {
  it('bakers-game.md win: a move whose automatic play fills all four foundations wins with 52', () => {
    for (const variant of VARIANTS) {
      const p = at(
        variant,
        {
          'foundation-1': upTo('C', 13),
          'foundation-2': upTo('D', 13),
          'foundation-3': upTo('H', 13),
          'foundation-4': upTo('S', 11),
          'tableau-1': 'KS',
          'freecell-1': 'QS',
        },
        [],
      );
      expect([score(p), status(p)]).toEqual([50, 'playing']);
      const won = play(p, { from: 'tableau-1', to: 'freecell-2' });
      expect([score(won), status(won)]).toEqual([52, 'won']);
      expect(legalMoves(won)).toEqual([]);
    }
  });

  it('bakers-game.md lost (project decision 4): never declared — a position without any legal move stays playing', () => {
    const tops = ['QC', 'QD', 'QH', 'QS', 'TC', 'TD', 'TH', 'TS'];
    for (const variant of VARIANTS) {
      const p = build(
        GAME,
        {
          'freecell-1': 'KC',
          'freecell-2': 'KD',
          'freecell-3': 'KH',
          'freecell-4': 'KS',
          ...Object.fromEntries(TABLEAU.map((id, i) => [id, tops[i]])),
        },
        {
          variant,
          // Leftovers under the listed tops: no ace is exposed and no top fits another.
          fill: TABLEAU.map((pile) => ({ pile, under: true })),
        },
      );
      expect(legalMoves(p)).toEqual([]);
      expect(status(p)).toBe('playing');
    }
  });

  it('bakers-game.md lost: never declared along 300 random moves of deal 1 in both rule sets', () => {
    for (const variant of VARIANTS) {
      let p = newGame(GAME, 1, variant);
      const rng = new MersenneTwister(1);
      for (let i = 0; i < 300; i++) {
        const moves = legalMoves(p);
        if (!moves.length) break;
        p = play(p, moves[rng.below(moves.length)]);
        expect(status(p)).not.toBe('lost');
      }
    }
  });
});

pinGameFacts(GAME, { en: "Baker's Game", ru: 'Игра пекаря', maxScore: 52 });
pinDailyDeals(GAME, {
  candidates: ['2026-12-01', [894130666, 1328141709, 2032672647]],
  days: [
    ['2026-12-01', 894130666, 0],
    // Candidates 0-2 are proved lost under the kings rules.
    ['2026-12-07', 499329887, 3],
  ],
  // Proved under the default rules, kings only; every line wins under any card on an empty column too.
  winsUnder: ['kings', 'any'],
});
// The verdicts agree with fc-solve's counts over Microsoft deals 1–1000 (see test/bench/solver-bench.ts).
pinVerdicts(GAME, {
  variant: 'kings',
  solved: [2, 3, 13, 15, 18, 20, 33, 44, 46, 50, 51, 54],
  unsolvable: [14, 22, 26, 67, 68, 70, 71, 72, 80, 89, 92, 100],
});
pinVerdicts(GAME, {
  variant: 'any',
  solved: [2, 3, 6, 7, 11, 12, 13, 15, 16, 17, 18, 19],
  unsolvable: [22, 26, 68, 71, 109, 145, 169, 170],
});

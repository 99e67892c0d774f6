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
  turnDown,
  whyIllegal,
} from '../../../src/engine';
import { MersenneTwister, shuffle } from '../../../src/engine/random';
import { build, historyFrom, legalMoveTexts, play, show } from '../support/positions';
import { PILEON_EXAMPLE_5, PILEON_EXAMPLE_6, PILEON_EXAMPLE_7, pileonLayout } from '../support/pileon-examples';
import { pinDailyDeals, pinGameFacts, pinVerdicts } from '../support/pins';

const GAME = 'pileon';
const PILES = Array.from({ length: 15 }, (_, i) => `pile-${i + 1}`);
/** A frozen pile of one rank: three face up, the top face down. */
const frozen = (r: string): string => `${r}C ${r}D ${r}H [${r}S]`;

const PINNED: Record<number, string[]> = {
  1: [
    'pile-1: JS TD TS 9H',
    'pile-2: AD KC 2C 3D',
    'pile-3: KH 8D 8S 4H',
    'pile-4: 8H 3H 6D AS',
    'pile-5: 5D 6S KS 8C',
    'pile-6: 2H 7C JC 6C',
    'pile-7: 3C 9C 2S JD',
    'pile-8: 5C QS 2D TH',
    'pile-9: 7D AC 9S 5H',
    'pile-10: 4D TC 5S JH',
    'pile-11: 4S 7H QH QC',
    'pile-12: 3S 9D KD 6H',
    'pile-13: 4C QD AH 7S',
    'pile-14:',
    'pile-15:',
    'score: 0/52',
    'status: playing',
  ],
  2: [
    'pile-1: 6C 7S 8D 8S',
    'pile-2: 8H 2D JS JD',
    'pile-3: 9D 9C QS AC',
    'pile-4: JC QD 4D 3D',
    'pile-5: 2H 6H 3C AH',
    'pile-6: 9H JH 6D 4C',
    'pile-7: 7H 5S 7C TH',
    'pile-8: KD 3S AD 3H',
    'pile-9: TC 9S 5D 7D',
    'pile-10: KS QC TD AS',
    'pile-11: 4H TS 8C KC',
    'pile-12: 2S 5C QH KH',
    'pile-13: 5H 2C 4S 6S',
    'pile-14:',
    'pile-15:',
    'score: 0/52',
    'status: playing',
  ],
  1000: [
    'pile-1: 2C 9H JH 3D',
    'pile-2: TD JD AD 5C',
    'pile-3: 4H 5H 4C 4D',
    'pile-4: 9D 8H AS KC',
    'pile-5: KH 6S 4S 3S',
    'pile-6: TH QH QS JS',
    'pile-7: 2S AC 6H 8D',
    'pile-8: KS 6C AH JC',
    'pile-9: 7C QC TC 7H',
    'pile-10: 7D 2D 7S QD',
    'pile-11: 3H 2H 6D TS',
    'pile-12: 5D 3C 8S 5S',
    'pile-13: KD 9S 9C 8C',
    'pile-14:',
    'pile-15:',
    'score: 0/52',
    'status: playing',
  ],
};

describe('pileon.md setup and deal', () => {
  it('pileon.md setup: 15 piles pile-1 … pile-15 in rows of 4, 4, 4, 3, each holding at most 4 cards', () => {
    const rules = rulesOf(GAME);
    expect(rules.piles.map((p) => p.id)).toEqual(PILES);
    expect(rules.piles.map((p) => p.row)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3]);
    expect(rules.piles.every((p) => p.capacity === 4)).toBe(true);
    expect(rules.deck()).toHaveLength(52);
    expect(rules.maxScore).toBe(52);
  });

  it('pileon.md deal 1–2, example 1: s[4k … 4k+3] to pile-(k+1), s[0] at the bottom; pile-14 and pile-15 empty', () => {
    for (const n of [1, 2, 1000]) {
      const s = shuffle(standardDeck(1), new MersenneTwister(n));
      const p = newGame(GAME, n);
      expect(PILES.map((id) => show(p, id))).toEqual(PILES.map((_, k) => formatCards(s.slice(4 * k, Math.min(4 * k + 4, 52)))));
      expect([score(p), status(p)]).toEqual([0, 'playing']);
    }
  });

  it('pileon.md deal 3: four of a kind dealt to one pile is frozen at once, +4 (deal 3006, the first such deal)', () => {
    const fourOfAKind = (n: number) => {
      const s = shuffle(standardDeck(1), new MersenneTwister(n));
      return PILES.slice(0, 13).findIndex((_, k) => s.slice(4 * k, 4 * k + 4).every((c) => rankOf(c) === rankOf(s[4 * k])));
    };
    const first = Array.from({ length: 3006 }, (_, i) => i + 1).find((n) => fourOfAKind(n) >= 0);
    expect(first).toBe(3006);
    const k = fourOfAKind(3006);
    const s = shuffle(standardDeck(1), new MersenneTwister(3006));
    const p = newGame(GAME, 3006);
    expect(show(p, PILES[k])).toBe(formatCards([...s.slice(4 * k, 4 * k + 3), turnDown(s[4 * k + 3])]));
    expect(score(p)).toBe(4);
  });

  it('pileon.md deal (index.md decision 5): deals 1, 2 and 1000 are pinned', () => {
    for (const n of [1, 2, 1000]) expect(formatPosition(newGame(GAME, n))).toBe(PINNED[n].join('\n'));
  });
});

describe('pileon.md moves', () => {
  // Fillers: leftovers dealt round-robin in rising rank to the named piles (never four of a rank),
  // leaving pile-15 empty so the position is never lost.
  const example2 = () => build(GAME, { 'pile-1': '2C 5D 7H 7S' }, { fill: PILES.slice(1, 13) });

  it('pileon.md moves 1, example 2: from 2C 5D 7H 7S lift 7S or 7H 7S, not 5D 7H 7S', () => {
    const p = example2();
    expect(show(play(p, { from: 'pile-1', to: 'pile-14' }), 'pile-14')).toBe('7S');
    expect(show(play(p, { from: 'pile-1', to: 'pile-14', count: 2 }), 'pile-14')).toBe('7H 7S');
    expect(whyIllegal(p, { from: 'pile-1', to: 'pile-14', count: 3 })).toBe('only 2 cards can be picked up from pile-1, not 3');
    expect(whyIllegal(p, { from: 'pile-15', to: 'pile-14' })).toBe('no card can be picked up from pile-15');
  });

  it('pileon.md moves 2: onto an empty pile any group; onto another rank never; back on the source never', () => {
    const p = example2();
    expect(whyIllegal(p, { from: 'pile-1', to: 'pile-15', count: 2 })).toBeNull();
    const other = PILES.slice(1, 13).find((id) => !show(p, id).endsWith('7'))!;
    expect(whyIllegal(p, { from: 'pile-1', to: other })).toBe(`that card cannot be dropped on ${other}`);
    expect(whyIllegal(p, { from: 'pile-1', to: 'pile-1' })).toBe('a card dropped back on its own pile is not a move');
  });

  it('pileon.md example 3: 7H 7S onto 9C 7D fills it (4 mixed ranks, not frozen); then a 7C onto it is illegal', () => {
    const p = build(GAME, { 'pile-1': '2C 5D 7H 7S', 'pile-2': '9C 7D', 'pile-3': '3D 4D 7C' }, { fill: PILES.slice(3, 14) });
    const after = play(p, { from: 'pile-1', to: 'pile-2', count: 2 });
    expect(show(after, 'pile-2')).toBe('9C 7D 7H 7S');
    expect(score(after)).toBe(0);
    expect(whyIllegal(after, { from: 'pile-3', to: 'pile-2' })).toBe('that card cannot be dropped on pile-2');
  });

  it('pileon.md example 4, automatic freeze: 7H 7S onto 7C 7D gives 7C 7D 7H [7S], +4; nothing can be lifted from it or dropped on it', () => {
    const p = build(GAME, { 'pile-2': '7C 7D', 'pile-3': '7H 7S' }, { fill: ['pile-1', ...PILES.slice(3, 14)] });
    const after = play(p, { from: 'pile-3', to: 'pile-2', count: 2 });
    expect([show(after, 'pile-2'), show(after, 'pile-3'), score(after)]).toEqual(['7C 7D 7H [7S]', '', 4]);
    expect(whyIllegal(after, { from: 'pile-2', to: 'pile-15' })).toBe('no card can be picked up from pile-2');
    expect(whyIllegal(after, { from: 'pile-1', to: 'pile-2' })).toBe('that card cannot be dropped on pile-2');
  });

  it('pileon.md undo: undoing a freezing move unfreezes the pile and removes the 4 points', () => {
    const h = historyFrom(build(GAME, { 'pile-2': '7C 7D', 'pile-3': '7H 7S' }, { fill: ['pile-1', ...PILES.slice(3, 14)] }));
    const before = h.position;
    const after = h.play({ from: 'pile-3', to: 'pile-2', count: 2 });
    expect(h.undo()).toEqual({ ok: true, value: before });
    expect([show(h.position, 'pile-2'), show(h.position, 'pile-3'), score(h.position)]).toEqual(['7C 7D', '7H 7S', 0]);
    expect(h.redo()).toEqual(after);
  });

  it('pileon.md setup: no click or double-click action on any pile', () => {
    const p = newGame(GAME, 1);
    for (const id of PILES) {
      expect(clickMove(p, id)).toBeNull();
      expect(doubleClickMove(p, id)).toBeNull();
    }
  });
});

describe('pileon.md win and lost', () => {
  it('pileon.md example 5: 9S 9H does not fit onto pile-13 in one move (room 1), 9H there then 9S onto pile-14 does', () => {
    const p = build(GAME, PILEON_EXAMPLE_5);
    expect(status(p)).toBe('playing');
    expect(legalMoveTexts(p)).toEqual([
      'pile-12>pile-13',
      'pile-12>pile-14',
      'pile-13>pile-12',
      'pile-13>pile-14',
      'pile-14>pile-12',
      'pile-14>pile-13',
    ]);
    expect(whyIllegal(p, { from: 'pile-12', to: 'pile-13', count: 2 })).toBe('these 2 cards cannot be dropped on pile-13');
    const after = play(p, { from: 'pile-12', to: 'pile-13' }, { from: 'pile-12', to: 'pile-14' });
    expect(['pile-12', 'pile-13', 'pile-14'].map((id) => show(after, id))).toEqual(['KC', 'KD QS 9D 9H', 'KH QH 9C 9S']);
  });

  it('pileon.md example 6: lost although 9H onto pile-13 is legal by the move rules; after that move it is still lost', () => {
    const p = build(GAME, PILEON_EXAMPLE_6);
    expect(status(p)).toBe('lost');
    const rules = rulesOf(GAME);
    expect(rules.liftable(p, 11)).toBe(2);
    expect(rules.canDrop(p, 11, 1, 12)).toBe(true);
    expect(whyIllegal(p, { from: 'pile-12', to: 'pile-13' })).toBe('the game is over (no more moves)');
    expect(legalMoves(p)).toEqual([]);
    expect(status(build(GAME, { ...PILEON_EXAMPLE_6, 'pile-12': 'KC 9S', 'pile-13': 'KD 9D 9C 9H' }))).toBe('lost');
  });

  it('pileon.md lost 1: with an empty pile the game goes on (example 6 with pile-14 and pile-15 in one pile)', () => {
    expect(status(build(GAME, { ...PILEON_EXAMPLE_6, 'pile-14': 'KH QS QH KS', 'pile-15': '' }))).toBe('playing');
  });

  it('pileon.md example 7: a uniform pile counts as 1 — 9S 9H can make progress, the game goes on', () => {
    const p = build(GAME, PILEON_EXAMPLE_7);
    expect(status(p)).toBe('playing');
    expect(show(play(p, { from: 'pile-12', to: 'pile-13' }), 'pile-13')).toBe('KD QS 9D 9H');
  });

  it('pileon.md win, scoring: 13 frozen piles and 2 empty ones anywhere → won with 52', () => {
    const ranks = 'A23456789TJQK'.split('');
    const p = build(GAME, pileonLayout('', ...ranks.slice(0, 5).map(frozen), '', ...ranks.slice(5).map(frozen)));
    expect([score(p), status(p)]).toEqual([52, 'won']);
    expect(legalMoves(p)).toEqual([]);
  });

  it('pileon.md win: the freeze of the last pile wins', () => {
    const ranks = 'A23456789TJQK'.split('').filter((r) => r !== '7');
    const p = build(GAME, pileonLayout(...ranks.map(frozen), '7C 7D 7H', '7S'));
    expect([score(p), status(p)]).toEqual([48, 'playing']);
    const won = play(p, { from: 'pile-14', to: 'pile-13' });
    expect([show(won, 'pile-13'), score(won), status(won)]).toEqual(['7C 7D 7H [7S]', 52, 'won']);
  });
});

pinGameFacts(GAME, { en: 'Pileon', ru: 'Склад', maxScore: 52 });
pinDailyDeals(GAME, {
  candidates: ['2026-12-01', [963595198, 308823267, 610284747]],
  days: [
    ['2026-12-01', 963595198, 0],
    ['2026-12-07', 834039246, 0],
  ],
});
pinVerdicts(GAME, { solved: [1, 2, 3, 4, 5, 6], unsolvable: [89, 153], maxPositions: 50_000 });

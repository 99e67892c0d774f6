// FreeCell's rules (freecell.md): its differences from Baker's Game, its worked examples and its Microsoft deals.
import { describe, expect, it } from 'vitest';
import { doubleClickMove, newGame, replay, rulesOf, score, whyIllegal } from '../../../src/engine';
import { safeLimits } from '../../../src/engine/games/freecell-family/autoplay';
import { build, play, show } from '../support/positions';
import { MS_DEAL_1, MS_DEAL_617 } from '../support/microsoft-deals';
import { pinDailyDeals, pinGameFacts } from '../support/pins';

const GAME = 'freecell';
const FREECELLS = ['freecell-1', 'freecell-2', 'freecell-3', 'freecell-4'];
const FOUNDATIONS = ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'];
const TABLEAU = Array.from({ length: 8 }, (_, i) => `tableau-${i + 1}`);
const columns = (a: number, b: number): string[] => TABLEAU.slice(a - 1, b);
// Fillers (support/positions.ts): filler columns get the leftovers in rising rank, so their tops are
// kings and queens, their aces buried, and nothing plays home by itself.
const at = (variant: string, listed: Record<string, string>, fill: string[]) => build(GAME, listed, { variant, fill });
const index = (id: string) => rulesOf(GAME).piles.findIndex((p) => p.id === id);

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

describe("freecell.md: what FreeCell shares with Baker's Game", () => {
  it('the piles and their ids; rule sets are the autoplay options safe (default), off, all', () => {
    const rules = rulesOf(GAME);
    expect(rules.piles.map((p) => p.id)).toEqual([...FREECELLS, ...FOUNDATIONS, ...TABLEAU]);
    expect(rules.piles).toEqual(rulesOf('bakers-game').piles);
    expect(rules.variants).toEqual(['safe', 'off', 'all']);
    expect(newGame(GAME, 1).variant).toBe('safe');
    expect(rules.deck()).toHaveLength(52);
  });

  it("Microsoft numbering: deals 1 and 617 are the test vectors, and every deal is Baker's Game's", () => {
    expect(TABLEAU.map((id) => show(newGame(GAME, 1), id))).toEqual(columnsOfRows(MS_DEAL_1));
    expect(TABLEAU.map((id) => show(newGame(GAME, 617), id))).toEqual(columnsOfRows(MS_DEAL_617));
    for (const n of [2, 11982, 32000]) expect(newGame(GAME, n).piles).toEqual(newGame('bakers-game', n).piles);
  });

  // Pinned from fc-solve's make-microsoft-freecell-board -t N (its first and last lines: tableau-1 and tableau-8).
  it.each([
    [2, 'QD 4D TD 7S AH 3H AS', '5C 9C QH 8H 2H 7D'],
    [164, 'AH AS 5S AD 5H 2S 6S', '8D 2D JC JD 4D 5C'],
    [11982, 'AH 3D KD JC 6C JD KC', 'JS KS 3C 7C 7S 5H'],
    [32000, 'QD 3S 8C JH 3D 6H TC', 'TH 6D 7H QH 8S 4S'],
    [1_000_000, '2D 9C KD JD 3H TC TS', 'TD 4C KS 8C 8S JS'],
  ])('Microsoft deal %i: tableau-1 and tableau-8 as every FreeCell program deals them', (n, first, last) => {
    const p = newGame(GAME, n);
    expect([show(p, 'tableau-1'), show(p, 'tableau-8')]).toEqual([first, last]);
  });

  it('double-click sends the top card to the leftmost empty free cell', () => {
    const p = at('safe', { 'tableau-1': 'KD 9H', 'freecell-1': '5D' }, columns(2, 8));
    expect(doubleClickMove(p, 'tableau-1')).toEqual({ from: 'tableau-1', to: 'freecell-2' });
  });
});

describe("freecell.md differences from Baker's Game", () => {
  it('difference 1: 9H goes on TS or TC, never on TD or TH', () => {
    const p = at(
      'safe',
      { 'tableau-1': 'KD TS', 'tableau-2': 'KH TC', 'tableau-3': 'KS TD', 'tableau-4': 'KC TH', 'tableau-5': 'QC 9H' },
      columns(6, 8),
    );
    expect(show(play(p, { from: 'tableau-5', to: 'tableau-1' }), 'tableau-1')).toBe('KD TS 9H');
    expect(show(play(p, { from: 'tableau-5', to: 'tableau-2' }), 'tableau-2')).toBe('KH TC 9H');
    expect(whyIllegal(p, { from: 'tableau-5', to: 'tableau-3' })).toBe('that card cannot be dropped on tableau-3');
    expect(whyIllegal(p, { from: 'tableau-5', to: 'tableau-4' })).toBe('that card cannot be dropped on tableau-4');
  });

  it('difference 2: a run alternates colours, each card one lower than the card under it', () => {
    const rules = rulesOf(GAME);
    const p = at('safe', { 'tableau-1': 'KH TS 9H 8C 7D', 'tableau-2': 'KC 9D 8H', 'tableau-3': 'KD 9S 7H' }, columns(4, 8));
    expect(rules.liftable(p, index('tableau-1'))).toBe(4);
    expect(rules.liftable(p, index('tableau-2'))).toBe(1);
    expect(rules.liftable(p, index('tableau-3'))).toBe(1);
  });

  it('difference 3: any card or run starts an empty column; an empty column shows no hint', () => {
    const p = at('safe', { 'tableau-1': 'KH 5D', 'tableau-2': 'KC 9H 8S' }, columns(3, 7));
    expect(show(play(p, { from: 'tableau-1', to: 'tableau-8' }), 'tableau-8')).toBe('5D');
    expect(show(play(p, { from: 'tableau-2', to: 'tableau-8', count: 2 }), 'tableau-8')).toBe('9H 8S');
    expect(rulesOf(GAME).emptyHint?.('safe', index('tableau-8'))).toBeUndefined();
    expect(rulesOf(GAME).emptyHint?.('safe', index('foundation-1'))).toBe('A');
  });

  it('difference 4 and worked example 3: 9H 8S onto TC with F = 1, E = 0 is legal (N = 2 ≤ 2), onto TD not (same colour)', () => {
    const listed = { 'tableau-1': 'KH 9H 8S', 'tableau-2': 'KS TC', 'tableau-3': 'KC TD' };
    const p = at('safe', listed, [...FREECELLS.slice(0, 3), ...columns(4, 8)]);
    expect(show(play(p, { from: 'tableau-1', to: 'tableau-2', count: 2 }), 'tableau-2')).toBe('KS TC 9H 8S');
    expect(whyIllegal(p, { from: 'tableau-1', to: 'tableau-3', count: 2 })).toBe('these 2 cards cannot be dropped on tableau-3');
  });

  it('difference 4: N ≤ (F + 1) × 2^E — three cards need an empty column besides the destination when F = 1', () => {
    const listed = { 'tableau-1': 'KH TD 9S 8H', 'tableau-2': 'KD JC' };
    const none = at('safe', listed, [...FREECELLS.slice(0, 3), ...columns(3, 8)]);
    expect(whyIllegal(none, { from: 'tableau-1', to: 'tableau-2', count: 3 })).toBe('these 3 cards cannot be dropped on tableau-2');
    const oneEmpty = at('safe', listed, [...FREECELLS.slice(0, 3), ...columns(3, 7)]);
    expect(show(play(oneEmpty, { from: 'tableau-1', to: 'tableau-2', count: 3 }), 'tableau-2')).toBe('KD JC TD 9S 8H');
    // The destination does not count: into the only empty column, the limit is F + 1 = 2.
    expect(whyIllegal(oneEmpty, { from: 'tableau-1', to: 'tableau-8', count: 3 })).toBe('these 3 cards cannot be dropped on tableau-8');
    expect(show(play(oneEmpty, { from: 'tableau-1', to: 'tableau-8', count: 2 }), 'tableau-8')).toBe('9S 8H');
  });
});

describe('freecell.md difference 5: automatic play limited to safe cards', () => {
  it('worked example 1: h = 3, 2, 2, 1 (clubs, diamonds, hearts, spades) gives a red limit of 3 and a black limit of 4', () => {
    expect(safeLimits([3, 2, 2, 1])).toEqual({ red: 3, black: 4 });
  });

  it('worked example 2: with every foundation empty both limits are 2', () => {
    expect(safeLimits([0, 0, 0, 0])).toEqual({ red: 2, black: 2 });
  });

  it('worked example 1 in play: 3D, 3H, 2S and 4C go home after a move, each raising the limits for the next scan', () => {
    const listed = {
      'foundation-1': 'AC 2C 3C',
      'foundation-2': 'AD 2D',
      'foundation-3': 'AH 2H',
      'foundation-4': 'AS',
      'tableau-1': 'KH 3D',
      'freecell-1': '3H',
      'tableau-2': 'KD 2S',
      'tableau-3': 'KS 4C',
      'tableau-4': 'QC 8D',
    };
    const p = at('safe', listed, columns(5, 8));
    const after = play(p, { from: 'tableau-4', to: 'freecell-2' });
    expect(FOUNDATIONS.map((id) => show(after, id))).toEqual(['AC 2C 3C 4C', 'AD 2D 3D', 'AH 2H 3H', 'AS 2S']);
    expect(score(after)).toBe(score(p) + 4);
  });

  it('a card beyond the limit stays (4D with h = 1, 3, 3, 1: red limit 3); the player may still play it home', () => {
    const listed = {
      'foundation-1': 'AC',
      'foundation-2': 'AD 2D 3D',
      'foundation-3': 'AH 2H 3H',
      'foundation-4': 'AS',
      'tableau-1': 'KH 4D',
      'tableau-2': 'KD 2C',
      'tableau-3': 'QC 8D',
    };
    const p = at('safe', listed, columns(4, 8));
    const after = play(p, { from: 'tableau-3', to: 'freecell-1' });
    expect([show(after, 'foundation-1'), show(after, 'tableau-1')]).toEqual(['AC 2C', 'KH 4D']);
    expect(show(play(after, { from: 'tableau-1', to: 'foundation-2' }), 'foundation-2')).toBe('AD 2D 3D 4D');
  });

  it('a two never goes before its own ace: the move must be legal first', () => {
    const p = at('safe', { 'tableau-1': 'KH AC 2C', 'tableau-2': 'QC 8D' }, columns(3, 8));
    const after = play(p, { from: 'tableau-2', to: 'freecell-1' });
    expect([show(after, 'tableau-1'), FOUNDATIONS.map((id) => show(after, id)).join('')]).toEqual(['KH AC 2C', '']);
  });

  it('scan order: free cells 1…4 then columns; an ace goes to the lowest-numbered empty foundation, and the scan restarts', () => {
    const p = at('safe', { 'freecell-2': 'AH', 'tableau-1': 'KD 2H AC', 'tableau-2': 'QC 8D' }, columns(3, 8));
    const after = play(p, { from: 'tableau-2', to: 'freecell-1' });
    // AH first (free cell 2), then AC from tableau-1, then the restarted scan finds 2H (red limit 2) under it.
    expect(FOUNDATIONS.map((id) => show(after, id))).toEqual(['AH 2H', 'AC', '', '']);
  });

  it("not after the deal: deal 2's AS on top of tableau-1 waits for the first move", () => {
    const p = newGame(GAME, 2);
    expect(show(p, 'tableau-1').endsWith('AS')).toBe(true);
    const after = play(p, doubleClickMove(p, 'tableau-8')!);
    expect(show(after, 'foundation-1')).toBe('AS');
  });
});

describe('freecell.md difference 6: the two other autoplay options, kept by the game', () => {
  const listed = {
    'foundation-1': 'AC',
    'foundation-2': 'AD 2D 3D',
    'foundation-3': 'AH 2H 3H',
    'foundation-4': 'AS',
    'tableau-1': 'KH 4D',
    'tableau-2': 'KD 2C',
    'tableau-3': 'QC 8D',
  };
  const trigger = { from: 'tableau-3', to: 'freecell-1' };

  it('"Autoplay for all possible cards" plays every playable card home, as Baker\'s Game', () => {
    const after = play(at('all', listed, columns(4, 8)), trigger);
    expect([show(after, 'foundation-1'), show(after, 'foundation-2')]).toEqual(['AC 2C', 'AD 2D 3D 4D']);
  });

  it('"Autoplay Off": nothing moves by itself', () => {
    const p = at('off', listed, columns(4, 8));
    const after = play(p, trigger);
    expect(score(after)).toBe(score(p));
    expect(show(after, 'tableau-2')).toBe('KD 2C');
  });

  it('a game keeps its option, and its record replays under it', () => {
    expect(newGame(GAME, 2, 'off').variant).toBe('off');
    const moves = [{ from: 'tableau-8', to: 'freecell-1' }];
    const end = (variant: string) => {
      const replayed = replay({ game: GAME, variant, deal: 2, moves });
      if (!replayed.ok) throw new Error(replayed.error);
      return replayed.value.positions[replayed.value.positions.length - 1];
    };
    expect(end('off').variant).toBe('off');
    expect(show(end('off'), 'tableau-1').endsWith('AS')).toBe(true);
    expect(show(end('safe'), 'foundation-1')).toBe('AS');
  });
});

pinGameFacts(GAME, { en: 'FreeCell', ru: 'Свободная ячейка', maxScore: 52 });
pinDailyDeals(GAME, {
  candidates: ['2026-12-01', [1469470527, 1649406686, 1434568451]],
  days: [
    ['2026-12-01', 1469470527, 0],
    ['2026-12-07', 1965024755, 0],
  ],
});

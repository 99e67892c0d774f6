import { describe, expect, it } from 'vitest';
import { type GameId, GAME_IDS, legalMoves, newGame, parseStart, type Position, replay, status } from '../../../src/engine';
import { createSearch, solve } from '../../../src/engine/solver';
import { PILEON_EXAMPLE_6 } from '../support/pileon-examples';
import { moveText, randomWalk, seeded } from './support';

function start(game: GameId, piles: Record<string, string | boolean>, variant?: string): Position {
  const parsed = parseStart(game, variant ?? (game === 'bakers-game' ? 'kings' : 'standard'), piles);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Cards of one suit from rank `from` to `to` in notation, e.g. run('S', 1, 3) = "AS 2S 3S". */
function run(suit: string, from: number, to: number): string {
  const ranks = 'A23456789TJQK';
  const step = from <= to ? 1 : -1;
  const cards: string[] = [];
  for (let r = from; r !== to + step; r += step) cards.push(ranks[r - 1] + suit);
  return cards.join(' ');
}

function winsWhenReplayed(game: GameId, variant: string | undefined, deal: number, moves: readonly unknown[]): boolean {
  const replayed = replay({ game, ...(variant ? { variant } : {}), deal, moves });
  return replayed.ok && status(replayed.value.positions[replayed.value.positions.length - 1]) === 'won';
}

describe('every winning line replays to a won game', () => {
  it.each([['kings'], ['any']])("Baker's Game (%s), Microsoft deals 1–40", (variant) => {
    for (let deal = 1; deal <= 40; deal++) {
      const result = solve(newGame('bakers-game', deal, variant));
      expect(result.verdict).not.toBe('unknown');
      if (result.line) expect(winsWhenReplayed('bakers-game', variant, deal, result.line), `deal ${deal}`).toBe(true);
    }
  });

  it.each([
    ['pileon', 30],
    ['cruel', 15],
    ['maze', 6],
  ] as const)('%s, deals 1–%i within a budget', (game, deals) => {
    let solved = 0;
    for (let deal = 1; deal <= deals; deal++) {
      const result = solve(newGame(game, deal), { maxPositions: 10_000 });
      if (!result.line) continue;
      solved++;
      expect(winsWhenReplayed(game, undefined, deal, result.line), `deal ${deal}`).toBe(true);
    }
    expect(solved).toBeGreaterThan(0);
  });
});

describe("Baker's Game positions", () => {
  const homeBut = (spades: number) => ({
    'foundation-1': run('C', 1, 13),
    'foundation-2': run('D', 1, 13),
    'foundation-3': run('H', 1, 13),
    'foundation-4': run('S', 1, spades),
  });

  it.each([['kings'], ['any']])('one move from a win (%s): solved with that move', (variant) => {
    const position = start('bakers-game', { ...homeBut(11), 'tableau-1': 'QS KS' }, variant);
    const result = solve(position);
    expect(result.verdict).toBe('solved');
    expect(result.line).toHaveLength(1);
    expect(result.hint).toEqual(result.line![0]);
    const won = replay({ game: 'bakers-game', variant, start: { ...homeBut(11), 'tableau-1': 'QS KS' }, moves: result.line });
    expect(won.ok && status(won.value.positions[1])).toBe('won');
  });

  // Each suit's ace lies under its 3…7, whose 8 lies under the 9…K, all in rising order (never a run).
  const blocked = {
    'tableau-1': run('C', 1, 1) + ' ' + run('C', 3, 7),
    'tableau-2': run('C', 8, 13),
    'tableau-3': run('D', 1, 1) + ' ' + run('D', 3, 7),
    'tableau-4': run('D', 8, 13),
    'tableau-5': run('H', 1, 1) + ' ' + run('H', 3, 7),
    'tableau-6': run('H', 8, 13),
    'tableau-7': run('S', 1, 1) + ' ' + run('S', 3, 7),
    'tableau-8': run('S', 8, 13),
  };

  it.each([['kings'], ['any']])('no move at all (%s): unsolvable, no hint', (variant) => {
    const position = start(
      'bakers-game',
      { ...blocked, 'freecell-1': '2C', 'freecell-2': '2D', 'freecell-3': '2H', 'freecell-4': '2S' },
      variant,
    );
    const result = solve(position);
    expect(result).toEqual({ verdict: 'unsolvable', positions: 1, finished: true });
  });

  it.each([['kings'], ['any']])('one free cell cannot dig out an ace under five cards (%s): unsolvable', (variant) => {
    const position = start(
      'bakers-game',
      { ...blocked, 'tableau-8': `${run('S', 8, 13)} 2S`, 'freecell-1': '2C', 'freecell-2': '2D', 'freecell-3': '2H' },
      variant,
    );
    const result = solve(position);
    expect(result.verdict).toBe('unsolvable');
    expect(result.positions).toBeGreaterThan(1);
  });
});

describe('Cruel, Maze, Pileon and Spider positions', () => {
  const cruelHome = {
    'foundation-1': run('C', 1, 13),
    'foundation-2': run('D', 1, 13),
    'foundation-3': run('H', 1, 10),
    'foundation-4': run('S', 1, 11),
    justDealt: true,
  };

  it('cruel.md example 6 (no move after a redeal) and example 7 (headbanger): unsolvable', () => {
    expect(solve(start('cruel', { ...cruelHome, 'tableau-1': 'JH QS QH KH', 'tableau-2': 'KS' })).verdict).toBe('unsolvable');
    expect(solve(start('cruel', { ...cruelHome, 'tableau-1': 'JH QS KS KH', 'tableau-2': 'QH' })).verdict).toBe('unsolvable');
  });

  it('cruel.md example 8 (the headbanger defect case) is solved', () => {
    const result = solve(start('cruel', { ...cruelHome, 'tableau-1': 'KH QH JH KS', 'tableau-2': 'QS' }));
    expect(result.verdict).toBe('solved');
    expect(result.line).toHaveLength(5);
  });

  it('Cruel one move from a win: the last king goes home', () => {
    const result = solve(
      start('cruel', { ...cruelHome, 'foundation-3': run('H', 1, 13), 'foundation-4': run('S', 1, 12), 'tableau-7': 'KS' }),
    );
    expect(result).toMatchObject({ verdict: 'solved', line: [{ from: 'tableau-7', to: 'foundation-4' }] });
  });

  it('Pileon one move from a win: the fourth seven freezes the last pile', () => {
    const ranks = 'A23456789TJQK'.split('');
    const piles: Record<string, string> = {};
    ranks.forEach((rank, i) => {
      piles[`pile-${i + 1}`] = `${rank}C ${rank}D ${rank}H [${rank}S]`;
    });
    piles['pile-7'] = '7C 7D 7H';
    piles['pile-15'] = '7S';
    const result = solve(start('pileon', piles));
    expect(result.verdict).toBe('solved');
    expect(result.line).toHaveLength(1);
    const won = replay({ game: 'pileon', start: piles, moves: result.line });
    expect(won.ok && status(won.value.positions[1])).toBe('won');
  });

  it('pileon.md example 6 (lost although a move is legal): unsolvable', () => {
    const position = start('pileon', PILEON_EXAMPLE_6);
    expect(solve(position).verdict).toBe('unsolvable');
  });

  it('Maze one move from a win: the ace goes back to cell-1', () => {
    const order = [run('H', 1, 12), run('C', 1, 12), run('S', 1, 12), run('D', 1, 12)].join(' ').split(' ');
    const cells: Record<string, string> = {};
    order.forEach((card, i) => {
      cells[`cell-${i + 1}`] = card;
    });
    cells['cell-1'] = '';
    cells['cell-50'] = 'AH';
    const result = solve(start('maze', cells));
    expect(result.verdict).toBe('solved');
    expect(result.line).toEqual([{ from: 'cell-50', to: 'cell-1' }]);
  });
});

describe('hints', () => {
  it.each(GAME_IDS.map((game) => [game]))('%s: a hint is always among legalMoves', (game) => {
    const random = seeded(game.length);
    for (let i = 0; i < 12; i++) {
      const position = randomWalk(newGame(game, 1 + i * 37), Math.floor(random() * 30), random);
      const result = solve(position, { maxPositions: 1500 });
      const legal = legalMoves(position).map(moveText);
      if (result.hint) expect(legal).toContain(moveText(result.hint));
      else expect(result.verdict === 'unsolvable' || legal.length === 0 || result.line?.length === 0).toBe(true);
    }
  });
});

describe('memory bound', () => {
  // Baker's Game (kings) deal 35 is proved lost after some 15,000 positions (its table outgrows 0.75 MiB).
  it('depth first: a search that outgrows maxBytes ends unknown and finished, within the bound', () => {
    const position = newGame('bakers-game', 35, 'kings');
    expect(solve(position).verdict).toBe('unsolvable');
    const maxBytes = 1.5 * 2 ** 20;
    const search = createSearch(position, { maxBytes });
    const result = search.run();
    expect(result).toMatchObject({ verdict: 'unknown', finished: true });
    expect(result.positions).toBeGreaterThan(1000);
    expect(search.peakBytes).toBeLessThanOrEqual(maxBytes);
    // Finished: running it again changes nothing.
    expect(search.run()).toEqual(result);
  });

  // Cruel deal 5172 needs about a million positions (3.5 s) to be won.
  it('best first: the same, with nodes and snapshots counted', () => {
    const maxBytes = 4 * 2 ** 20;
    const search = createSearch(newGame('cruel', 5172), { maxBytes });
    const result = search.run();
    expect(result).toMatchObject({ verdict: 'unknown', finished: true });
    expect(search.peakBytes).toBeLessThanOrEqual(maxBytes);
    // It stopped for the bound, not before: the table of keys alone, doubling, reaches over a quarter of it.
    expect(search.peakBytes).toBeGreaterThan(maxBytes / 4);
  });

  it('a bound smaller than the first table still ends cleanly', () => {
    const result = solve(newGame('bakers-game', 35, 'kings'), { maxBytes: 1000 });
    expect(result).toMatchObject({ verdict: 'unknown', finished: true });
  });
});

describe('slices', () => {
  it('a search run in slices of 200 positions ends as one run does', () => {
    const position = newGame('bakers-game', 4, 'kings');
    const whole = solve(position);
    const search = createSearch(position);
    let result = search.run({ maxPositions: 200 });
    let slices = 1;
    while (result.verdict === 'unknown') {
      result = search.run({ maxPositions: 200 });
      slices++;
    }
    expect(slices).toBeGreaterThan(3);
    expect(result).toEqual(whole);
  });

  it('a time budget stops the search with unknown and a hint, and it can go on', () => {
    let clock = 0;
    const search = createSearch(newGame('bakers-game', 12, 'kings'));
    const first = search.run({ maxMs: 5, now: () => (clock += 1) });
    expect(first).toMatchObject({ verdict: 'unknown', finished: false });
    expect(first.hint).toBeDefined();
    expect(search.run().verdict).not.toBe('unknown');
  });
});

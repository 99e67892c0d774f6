// "Winnable deals only": numbers are drawn until the solver proves one winnable, in slices, with a
// per-deal budget and an overall cap after which any deal is taken (and said to be unproved).
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { findWinnableDeal } from '../../src/host/deals/winnable-search';
import { type DealProver, openProver, proverInThisThread } from '../../src/host/solver/solver-loader';

const verdicts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((deal) => [deal, solve(newGame('bakers-game', deal, 'kings')).verdict] as const);
const won = verdicts.find(([, v]) => v === 'solved')![0];
const lost = verdicts.find(([, v]) => v === 'unsolvable')?.[0];
/** The daily deal, which these tests never ask a prover for. */
const unused = (): Promise<number> => Promise.reject(new Error('not asked for in these tests'));

describe('findWinnableDeal', () => {
  it('skips a deal proved unwinnable and returns the next one proved winnable, yielding between slices', async () => {
    const draws = [...(lost ? [lost] : []), won];
    let pauses = 0;
    const found = await findWinnableDeal('bakers-game', 'kings', {
      random: () => draws.shift()!,
      pause: async () => {
        pauses++;
      },
      sliceMs: 1,
      prover: proverInThisThread,
    });
    expect(found).toEqual({ deal: won, proved: true });
    expect(draws).toEqual([]);
    expect(pauses).toBeGreaterThan(0);
  });

  it('falls back to an unproved deal once the overall cap is spent', async () => {
    let clock = 0;
    const found = await findWinnableDeal('spider-three-decks', undefined, {
      random: () => 7,
      now: () => (clock += 10),
      pause: async () => undefined,
      perDealMs: 50,
      totalMs: 200,
      prover: proverInThisThread,
    });
    expect(found.proved).toBe(false);
    expect(Number.isInteger(found.deal)).toBe(true);
  });

  it('a solver thread that fails mid-search hands the deal over to this thread, and is let go', async () => {
    let disposed = 0;
    const failing: DealProver = {
      prove: () => Promise.reject(new Error('the solver thread stopped (exit code 1)')),
      daily: unused,
      dispose: () => void disposed++,
    };
    const found = await findWinnableDeal('bakers-game', 'kings', { random: () => won, prover: async () => failing });
    expect(found).toEqual({ deal: won, proved: true });
    expect(disposed).toBe(1);
  });

  it('lets the prover go once a deal is found', async () => {
    let disposed = 0;
    const proves: DealProver = { prove: async () => 'solved', daily: unused, dispose: () => void disposed++ };
    expect(await findWinnableDeal('maze', undefined, { random: () => 42, prover: async () => proves })).toEqual({ deal: 42, proved: true });
    expect(disposed).toBe(1);
  });
});

describe('openProver', () => {
  it('with no solver file a worker can load, proves deals in this thread', async () => {
    const prover = await openProver({ now: () => performance.now(), pause: async () => undefined, sliceMs: 20 }, '/nowhere/host-solver.js');
    expect(await prover.prove('bakers-game', won, 'kings', 10_000)).toBe('solved');
    if (lost) expect(await prover.prove('bakers-game', lost, 'kings', 10_000)).toBe('unsolvable');
    prover.dispose();
  });
});

import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../../src/engine/solver/budget-clock';

/** A search whose positions each cost `msPer` on a fake clock; returns where the budget stopped it and how often it looked. */
function runOut(maxMs: number, msPer: (position: number) => number) {
  let time = 1000;
  let looks = 0;
  const clock = new BudgetClock({ maxMs, now: () => (looks++, time) }, 0);
  let positions = 0;
  do {
    time += msPer(positions);
    positions++;
  } while (!clock.spent(positions) && positions < 1e8);
  return { spentMs: time - 1000, looks, positions };
}

describe('BudgetClock', () => {
  it('never reads a clock without a time budget', () => {
    let looks = 0;
    const clock = new BudgetClock({ now: () => looks++ }, 0);
    for (let p = 0; p < 10_000; p++) expect(clock.spent(p)).toBe(false);
    expect(looks).toBe(0);
  });

  it('stops a cheap search within 5% past its budget, looking about once per millisecond, not per 64 positions', () => {
    const { spentMs, looks, positions } = runOut(1000, () => 0.001);
    expect(spentMs).toBeGreaterThanOrEqual(1000);
    expect(spentMs).toBeLessThanOrEqual(1050);
    expect(looks).toBeLessThan(1500);
    expect(looks).toBeLessThan(positions / 64 / 10);
  });

  it('stops a slow search within 5% too: a position of 3 ms is looked at after each', () => {
    const { spentMs } = runOut(1000, () => 3);
    expect(spentMs).toBeLessThanOrEqual(1050);
  });

  it('shrinks at once when positions turn ten times slower (a harder stage)', () => {
    const { spentMs } = runOut(1000, (p) => (p < 100_000 ? 0.0005 : 0.005));
    expect(spentMs).toBeGreaterThanOrEqual(1000);
    expect(spentMs).toBeLessThanOrEqual(1050);
  });

  it('keeps a short budget short', () => {
    const { spentMs } = runOut(20, () => 0.001);
    expect(spentMs).toBeLessThanOrEqual(21);
  });
});

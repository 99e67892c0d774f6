// Issue 17, break 10 and "bounded records": a record is kept up to 20,000 moves (the player is told),
// and the host replays records in slices, and for progress only the moves that are new.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_RECORD_MOVES, type Move, positionsEqual, replay } from '../../src/engine';
import { replayInSlices } from '../../src/stats-core/replay-in-slices';
import type { Slices } from '../../src/stats-core/slices';
import { activated, double, loaded, loadedId, progress, run, savedFile, settle } from './harness';

/** Maze #1: one card slid to a gap and back, a legal record as long as wanted. */
const THERE: Move = { from: 'cell-53', to: 'cell-18' };
const BACK: Move = { from: 'cell-18', to: 'cell-53' };
const slides = (count: number): Move[] => Array.from({ length: count }, (_, i) => (i % 2 === 0 ? THERE : BACK));
const maze = (count: number) => ({ game: 'maze' as const, deal: 1, moves: slides(count) });

/** A clock that moves 1 ms each time it is read, and counts the pauses between slices. */
function countingSlices(sliceMs: number): Slices & { pauses: number } {
  let time = 0;
  const slices = { now: () => time++, pause: async () => void slices.pauses++, sliceMs, pauses: 0 };
  return slices;
}

describe('break 10: a record longer than a record may be', () => {
  beforeEach(async () => {
    activated();
    await run('patience.newGame.maze');
    double.panel.fromPage({ type: 'ready' });
    double.answerInputBox = () => '1';
    await run('patience.selectDeal');
    await settle();
  });

  it('400,000 legal moves in one message: the game is saved up to move 20,000 and the player is told once', async () => {
    const id = loadedId();
    double.panel.fromPage({ ...progress(maze(400_000)), id });
    await vi.waitFor(() => expect((savedFile(id)?.record as { moves: Move[] }).moves).toHaveLength(MAX_RECORD_MOVES), { timeout: 20_000 });
    await vi.waitFor(() => expect(double.shown).not.toEqual([]));
    const told = double.shown.filter((s) => s.kind === 'warning');
    expect(told).toEqual([
      expect.objectContaining({
        message:
          'Maze #1 has reached 20000 moves, the most one game keeps. It is saved up to move 20000: later moves are not saved, and a win after them does not count.',
      }),
    ]);
    double.panel.fromPage({ ...progress(maze(20_002)), id });
    await vi.waitFor(() => expect(double.logLines.join('\n')).toContain('sent 20002 moves'));
    await settle();
    expect(double.shown.filter((s) => s.kind === 'warning')).toHaveLength(1);
    expect(double.logLines.join('\n')).toMatch(/sent 20002 moves of game .*; it is saved up to move 20000/);
  });

  it('a game at the cap still takes moves back: undone below it, it is saved as played', async () => {
    const id = loadedId();
    double.panel.fromPage({ ...progress(maze(20_001)), id });
    double.panel.fromPage({ ...progress(maze(19_999)), id });
    await vi.waitFor(() => expect((savedFile(id)?.record as { moves: Move[] }).moves).toHaveLength(19_999), { timeout: 20_000 });
    expect(loaded().record.deal).toBe(1);
  });
});

describe('replays in slices', () => {
  it('a 20,000-move record replays as the engine does, pausing between slices', async () => {
    const slices = countingSlices(20);
    const sliced = await replayInSlices(maze(MAX_RECORD_MOVES), slices);
    const whole = replay(maze(MAX_RECORD_MOVES));
    if (!sliced.ok || !whole.ok) throw new Error('does not replay');
    expect(sliced.value.positions).toHaveLength(MAX_RECORD_MOVES + 1);
    expect(sliced.value.positions.every((p, i) => positionsEqual(p, whole.value.positions[i]))).toBe(true);
    expect(slices.pauses).toBeGreaterThan(0);
  });

  it('a record that goes on from the last one replays only its new moves (the earlier positions are the same objects)', async () => {
    const before = await replayInSlices(maze(5000), countingSlices(Infinity));
    if (!before.ok) throw new Error(before.error);
    const after = await replayInSlices(maze(5001), countingSlices(Infinity), before.value);
    const undone = await replayInSlices(maze(4000), countingSlices(Infinity), before.value);
    if (!after.ok || !undone.ok) throw new Error('does not replay');
    expect(after.value.positions.slice(0, 5001).every((p, i) => p === before.value.positions[i])).toBe(true);
    expect(after.value.positions[5000]).toBe(before.value.positions[5000]);
    expect(undone.value.positions[4000]).toBe(before.value.positions[4000]);
    expect(after.value.positions).toHaveLength(5002);
    // Another deal shares nothing.
    const other = await replayInSlices({ game: 'maze', deal: 2, moves: [] }, countingSlices(Infinity), before.value);
    expect(other.ok && other.value.positions[0]).not.toBe(before.value.positions[0]);
  });

  it('an illegal move in a long record is named, as the engine names it', async () => {
    const moves = slides(3000);
    moves[2500] = { from: 'cell-1', to: 'cell-99' };
    expect(await replayInSlices({ game: 'maze', deal: 1, moves }, countingSlices(5))).toEqual(replay({ game: 'maze', deal: 1, moves }));
  });
});

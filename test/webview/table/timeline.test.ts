// The game on the table as a value: playing, undoing and redoing give new timelines and leave the
// old ones as they were, and the positions before the one on the table are read by index.
import { describe, expect, it } from 'vitest';
import { legalMoves, replay } from '../../../src/engine';
import { Timeline } from '../../../webview/table/timeline';

const PILEON = { game: 'pileon', deal: 1, moves: [] };

function fresh(): Timeline {
  const timeline = Timeline.fromRecord(PILEON);
  if (!timeline.ok) throw new Error(timeline.error);
  return timeline.value;
}

/** Plays the first legal move `count` times. */
function played(count: number): Timeline {
  let timeline = fresh();
  for (let i = 0; i < count; i++) {
    const next = timeline.play(legalMoves(timeline.position)[0]);
    if (!next.ok) throw new Error(next.error);
    timeline = next.value;
  }
  return timeline;
}

describe('Timeline', () => {
  it('plays a move into a new timeline and leaves the old one at its move', () => {
    const start = fresh();
    const move = legalMoves(start.position)[0];
    const next = start.play(move);
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(start.movesPlayed).toBe(0);
    expect(start.record.moves).toEqual([]);
    expect(next.value.movesPlayed).toBe(1);
    expect(next.value.record.moves).toEqual([move]);
    expect(next.value.lastMove).toEqual(move);
    const replayed = replay(next.value.record);
    expect(replayed.ok && replayed.value.positions.at(-1)).toEqual(next.value.position);
  });

  it('refuses an illegal move with the engine reason', () => {
    const start = fresh();
    const illegal = start.play({ from: 'foundation-1', to: 'tableau-1' });
    expect(illegal.ok).toBe(false);
  });

  it('undoes and redoes without losing the moves, and a new move drops the undone ones', () => {
    const three = played(3);
    const one = three.undo(2);
    expect(one.movesPlayed).toBe(1);
    expect(one.canRedo).toBe(true);
    expect(three.movesPlayed).toBe(3);
    const end = one.redo().redo();
    expect(end.position).toEqual(three.position);
    // Nothing to redo or undo: the same timeline, so the page sees no change.
    expect(end.redo()).toBe(end);
    const start = fresh();
    expect(start.undo()).toBe(start);
    const other = legalMoves(one.position).find((m) => JSON.stringify(m) !== JSON.stringify(three.record.moves[1]))!;
    const branched = one.play(other);
    expect(branched.ok && branched.value.canRedo).toBe(false);
    expect(three.canRedo).toBe(false);
    expect(three.undo().canRedo).toBe(true);
  });

  it('reads the positions before the one on the table by how far back they are', () => {
    const three = played(3);
    expect(three.positionBack(0)).toEqual(three.position);
    expect(three.positionBack(3)).toEqual(fresh().position);
    expect(three.positionBack(1)).toEqual(three.undo().position);
    expect(three.positionBack(4)).toBeUndefined();
    expect(three.undo(2).positionBack(2)).toBeUndefined();
  });

  it('refuses a record that does not replay', () => {
    const bad = Timeline.fromRecord({ ...PILEON, moves: [{ from: 'foundation-1', to: 'tableau-1' }] });
    expect(bad.ok).toBe(false);
  });
});

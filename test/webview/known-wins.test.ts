// The winning lines the page has seen proved, by position: what Show Me How plays at once, and how
// "Undo to the last winnable position" finds the newest earlier position with a known win.
import { describe, expect, it } from 'vitest';
import type { Move, Position } from '../../src/engine';
import { KnownWins } from '../../webview/solver/known-wins';
import { Timeline } from '../../webview/table/timeline';
import { handleSolverRequest } from '../../webview/solver/worker/solver-handler';
import { request } from './direct-solver';

const PILEON = { game: 'pileon', deal: 1, moves: [] };

function historyOf(moves: readonly Move[]): Timeline {
  const history = Timeline.fromRecord({ ...PILEON, moves });
  if (!history.ok) throw new Error(history.error);
  return history.value;
}

/** The solver's winning line for Pileon deal 1 from the start. */
function solvedLine(): readonly Move[] {
  const answer = handleSolverRequest(request(historyOf([]).position));
  expect(answer.verdict).toBe('solved');
  return answer.line!;
}

describe('KnownWins', () => {
  const line = solvedLine();

  it('finds a line by the position it starts from, whatever object holds that position', () => {
    const known = new KnownWins();
    known.remember(historyOf([]).position, line);
    expect(known.lineFrom(historyOf([]).position)).toEqual(line);
    expect(known.lineFrom(historyOf(line.slice(0, 1)).position)).toBeUndefined();
    known.remember(historyOf(line.slice(0, 1)).position, []);
    expect(known.lineFrom(historyOf(line.slice(0, 1)).position)).toBeUndefined();
  });

  it('counts the moves back to the newest earlier position with a known line', () => {
    const known = new KnownWins();
    known.remember(historyOf([]).position, line);
    known.remember(historyOf(line.slice(0, 2)).position, line.slice(2));
    const history = historyOf(line.slice(0, 5)).undo();
    // At move 4: moves 3 and 4 back to the newest (after move 2), not 4 back to the start.
    expect(known.stepsBackToWin(history)).toBe(2);
  });

  it('the position on the table itself does not count, and none known earlier is 0', () => {
    const known = new KnownWins();
    const history = historyOf(line.slice(0, 3));
    known.remember(history.position, line.slice(3));
    expect(known.stepsBackToWin(history)).toBe(0);
    expect(history.movesPlayed).toBe(3);
    expect(known.stepsBackToWin(historyOf([]))).toBe(0);
  });

  it('keeps the newest 2000 positions: the oldest goes first, and one remembered again counts as new', () => {
    const known = new KnownWins();
    const fake = (n: number) => ({ n }) as unknown as Position;
    for (let n = 0; n < 2000; n++) known.remember(fake(n), line);
    known.remember(fake(0), line);
    known.remember(fake(2000), line);
    expect(known.lineFrom(fake(0))).toBeDefined();
    expect(known.lineFrom(fake(1))).toBeUndefined();
    expect(known.lineFrom(fake(2))).toBeDefined();
    expect(known.lineFrom(fake(2000))).toBeDefined();
  });
});

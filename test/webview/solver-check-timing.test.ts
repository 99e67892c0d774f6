// When the background check runs: after a change the older check stops at once, and the new one is
// asked only once the cards have landed (a search beside the move's animation costs it frames on two
// cores); a change before the landing leaves the older position unasked.
import { describe, expect, it } from 'vitest';
import { type Position, legalMoves, replay } from '../../src/engine';
import type { Solver } from '../../webview/solver/solver-client';
import { SolverController, type SolverApp } from '../../webview/solver/solver-controller';
import { SOLVER_WORDS } from '../../webview/l10n/solver-strings';
import { Timeline } from '../../webview/table/timeline';
import { directSolver } from './direct-solver';

/** A solver that records what it is asked and cancelled, answering through the worker's handler. */
function recordingSolver() {
  const events: string[] = [];
  const solver: Solver = {
    solve: (record, maxMs, language) => {
      const replayed = replay(record);
      if (!replayed.ok) throw new Error(replayed.error);
      events.push(sizes(replayed.value.positions[replayed.value.positions.length - 1]));
      return directSolver.solve(record, maxMs, language);
    },
    cancel: () => void events.push('cancel'),
  };
  return { solver, events };
}

/** The page as the controller sees it, its cards landing when the test says. */
function page(start: Timeline) {
  const waiting: (() => void)[] = [];
  let timeline = start;
  const app: SolverApp = {
    game: () => ({ timeline, status: 'playing' }),
    playLine: () => ({ done: Promise.resolve(true), stop: () => undefined }),
    undo: () => undefined,
    announce: () => undefined,
    report: (message) => {
      throw new Error(message);
    },
    checking: () => true,
    dealtWinnable: () => false,
    requestUpdate: () => undefined,
    showingSolution: () => undefined,
    showMeSpeed: () => 1,
    showMeSpeeds: [1],
    keepShowMeSpeed: () => undefined,
    focusTable: () => undefined,
    landed: () => new Promise<void>((resolve) => void waiting.push(resolve)),
  };
  /** Plays the first legal move on the table. */
  const play = (): void => {
    const played = timeline.play(legalMoves(timeline.position)[0]);
    if (!played.ok) throw new Error(played.error);
    timeline = played.value;
  };
  return { app, play, position: () => timeline.position, land: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

const sizes = (position: Position) => `solve ${position.piles.map((p) => p.length).join(',')}`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the background check', () => {
  it('waits for the cards to land; a change before that cancels the older check and asks only for the newest position', async () => {
    const history = Timeline.fromRecord({ game: 'pileon', deal: 1, moves: [] });
    if (!history.ok) throw new Error(history.error);
    const { solver, events } = recordingSolver();
    const { app, play, position, land } = page(history.value);
    const controller = new SolverController(app, null, SOLVER_WORDS.en, 'en');
    controller.useSolver(solver);
    const first = history.value.position;
    await flush();
    expect(events).toEqual(['cancel']); // the cards of the change have not landed: nothing asked yet
    land();
    await flush();
    expect(events).toEqual(['cancel', sizes(first)]);

    // Two changes, the first one's cards not landed when the second comes: only the second position is asked.
    play();
    controller.positionChanged();
    play();
    controller.positionChanged();
    land();
    await flush();
    expect(events.slice(2)).toEqual(['cancel', 'cancel', sizes(position())]);
    await expect(controller.answer()).resolves.toMatchObject({ verdict: expect.any(String) });
  });
});

// The solver controller's two lifecycles without a page: what the background check proved (none, or
// an answer whose parts come and go together) and what the line says with the one offer it may make
// (a hint's undo when lost, or Show Me How's undo to a win). The game is read as a value and moves
// are taken back by asking the page, never by walking the game.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine';
import { SOLVER_WORDS } from '../../webview/l10n/solver-strings';
import type { Solver } from '../../webview/solver/solver-client';
import { type SolverApp, SolverController } from '../../webview/solver/solver-controller';
import type { SolverResponse } from '../../webview/solver/solver-protocol';
import { Timeline } from '../../webview/table/timeline';

/** Pileon deal 1 after `moves` of its first legal moves. */
function game(moves: number): Timeline {
  const start = Timeline.fromRecord({ game: 'pileon', deal: 1, moves: [] });
  if (!start.ok) throw new Error(start.error);
  let timeline = start.value;
  for (let i = 0; i < moves; i++) {
    const played = timeline.play(legalMoves(timeline.position)[0]);
    if (!played.ok) throw new Error(played.error);
    timeline = played.value;
  }
  return timeline;
}

/** A solver that gives the same answer to every question. */
const answering = (answer: Omit<SolverResponse, 'type' | 'id'>): Solver => ({
  solve: async () => ({ type: 'result', id: 1, ...answer }),
  cancel: () => undefined,
});

function page(timeline: Timeline) {
  const undone: [number, string][] = [];
  const said: string[] = [];
  const app: SolverApp = {
    game: () => ({ timeline, status: 'playing' }),
    playLine: () => ({ done: Promise.resolve(true), stop: () => undefined }),
    undo: (count, text) => void undone.push([count, text]),
    announce: (text) => void said.push(text),
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
    landed: () => Promise.resolve(),
  };
  return { app, undone, said };
}

const LOST = { verdict: 'unsolvable', visibleOnly: false, noMove: false, text: 'This position can no longer be won' } as const;

describe('the solver controller’s lifecycles', () => {
  it('an answer comes whole and a change of position takes all of it away', async () => {
    const move = legalMoves(game(2).position)[0];
    const { app } = page(game(2));
    const controller = new SolverController(
      app,
      answering({ verdict: 'solved', visibleOnly: false, noMove: false, text: 'hint', move, line: [move], finish: [move] }),
      SOLVER_WORDS.en,
      'en',
    );
    controller.positionChanged();
    expect(controller.check).toEqual({ kind: 'none' });
    await controller.answer();
    expect(controller.check).toMatchObject({
      kind: 'answered',
      winnability: 'winnable',
      winLine: [move],
      finishLine: [move],
      visibleOnly: false,
      standing: { kind: 'winnable' },
    });
    await controller.hint();
    expect(controller.saying).toMatchObject({ kind: 'hint', text: 'hint', shown: { move }, offerUndo: false });
    expect(controller.highlight).toEqual(move);
    controller.positionChanged();
    expect([controller.check, controller.saying]).toEqual([{ kind: 'none' }, { kind: 'quiet' }]);
    expect([
      controller.message,
      controller.highlight,
      controller.spots,
      controller.winnability,
      controller.winLine,
      controller.finishLine,
    ]).toEqual(['', null, null, null, null, null]);
  });

  it('a lost hint offers the undo, never with the undo to a win; Show Me How’s offer replaces it only while its words stand', async () => {
    const { app } = page(game(3));
    const controller = new SolverController(app, answering(LOST), SOLVER_WORDS.en, 'en');
    await controller.hint();
    expect([controller.offerUndo, controller.offerUndoToWin]).toEqual([true, false]);
    controller.offerUndoToWinAfter('No win known from here');
    expect(controller.offerUndoToWin).toBe(false);
    controller.say('No win known from here');
    controller.offerUndoToWinAfter('No win known from here');
    expect(controller.saying).toEqual({ kind: 'noWinHere', text: 'No win known from here' });
    expect([controller.offerUndo, controller.offerUndoToWin, controller.message]).toEqual([false, true, 'No win known from here']);
  });

  it('takes moves back by asking the page, the game it read left as it was', () => {
    const timeline = game(5);
    const { app, undone } = page(timeline);
    const controller = new SolverController(app, null, SOLVER_WORDS.en, 'en');
    controller.undoToMove(2);
    expect(undone).toEqual([[3, SOLVER_WORDS.en.undoneToWin(3)]]);
    expect(timeline.movesPlayed).toBe(5);
    controller.undoToMove(5);
    expect(undone).toHaveLength(1);
  });
});

// @vitest-environment happy-dom
// The solver line's vocabulary (webview/solver/solver-line-words.ts): where the deal came from and, apart,
// where the position stands, from the facts, in English and Russian; never two statements that read as
// a contradiction (issue 23, item 3). And the standing worked out from the solver's verdicts on the
// game's positions (webview/solver/standings.ts).
import { describe, expect, it, vi } from 'vitest';
import { type GameRecord, type Move, legalMoves } from '../../src/engine';
import { KnownWins } from '../../webview/solver/known-wins';
import { Standings } from '../../webview/solver/standings';
import { Timeline } from '../../webview/table/timeline';
import { type DealOrigin, type Standing, solverLine } from '../../webview/solver/solver-line-words';
import { SOLVER_WORDS } from '../../webview/l10n/solver-strings';
import { directSolver } from './direct-solver';
import { SETTINGS, fromHost, mountApp, resetPage, settle } from './support';

const en = SOLVER_WORDS.en;
const ru = SOLVER_WORDS.ru;
const ANY: DealOrigin = { kind: 'any' };
const WINNABLE: DealOrigin = { kind: 'winnable' };
const DAILY: DealOrigin = { kind: 'daily', date: '2026-12-03' };
const words = (origin: DealOrigin, standing: Standing | null, w = en) => {
  const line = solverLine(origin, standing, w);
  return [line.origin.text, line.standing?.text, line.undo?.text];
};

describe('the solver line in words', () => {
  it('says where the deal came from: a winnable deal, any deal, the daily deal of its day', () => {
    expect([WINNABLE, ANY, DAILY].map((o) => words(o, null)[0])).toEqual([
      'Winnable deal',
      'Random deal, winnable or not',
      'Daily deal of December 3',
    ]);
    expect([WINNABLE, ANY, DAILY].map((o) => words(o, null, ru)[0])).toEqual([
      'Выигрышная раздача',
      'Случайная раздача, может не сойтись',
      'Ежедневная раздача 3 декабря',
    ]);
    // Not checked yet: no standing at all, rather than a guess.
    expect(solverLine(ANY, null, en).standing).toBeUndefined();
  });

  it('a winnable deal spoilt at move 12 is "lost since move 12", with the undo to move 11', () => {
    expect(words(WINNABLE, { kind: 'lost', winnableAt: 11, lostAt: 12 })).toEqual([
      'Winnable deal',
      'lost since move 12',
      'Undo to move 11',
    ]);
    expect(words(WINNABLE, { kind: 'lost', winnableAt: 11, lostAt: 12 }, ru)).toEqual([
      'Выигрышная раздача',
      'проиграна с хода 12',
      'Отменить до хода 11',
    ]);
    expect(solverLine(WINNABLE, { kind: 'lost', winnableAt: 11, lostAt: 12 }, en).undo?.toMove).toBe(11);
  });

  it('when the move that lost it is not proved, says only that it was after the last winnable position', () => {
    expect(words(ANY, { kind: 'lost', winnableAt: 4, lostAt: 9 })).toEqual([
      'Random deal, winnable or not',
      'lost after move 4',
      'Undo to move 4',
    ]);
    expect(words(WINNABLE, { kind: 'lost', winnableAt: 0, lostAt: 3 })).toEqual(['Winnable deal', 'lost after move 0', 'Undo to the deal']);
    // No earlier position proved winnable: no undo to offer.
    expect(words(ANY, { kind: 'lost' })).toEqual(['Random deal, winnable or not', 'can no longer be won', undefined]);
  });

  it('a deal lost from the start says so, not "no longer"', () => {
    expect(words(ANY, { kind: 'dealLost' })).toEqual(['Random deal, winnable or not', 'this deal cannot be won', undefined]);
    expect(words(ANY, { kind: 'dealLost' }, ru)[1]).toBe('эту раздачу не выиграть');
  });

  it("still winnable, or can't tell yet (and why: hidden cards)", () => {
    expect(words(DAILY, { kind: 'winnable' })).toEqual(['Daily deal of December 3', 'still winnable', undefined]);
    expect(words(ANY, { kind: 'unknown', hidden: true })[1]).toBe("can't tell yet (cards are hidden)");
    expect(words(ANY, { kind: 'unknown', hidden: false })[1]).toBe("can't tell yet");
    expect(words(ANY, { kind: 'unknown', hidden: true }, ru)[1]).toBe('пока неизвестно (карты закрыты)');
  });

  it('the light takes the colour of the standing', () => {
    const light = (s: Standing) => solverLine(ANY, s, en).standing?.light;
    expect([
      light({ kind: 'winnable' }),
      light({ kind: 'lost' }),
      light({ kind: 'dealLost' }),
      light({ kind: 'unknown', hidden: false }),
    ]).toEqual(['winnable', 'lost', 'lost', 'unknown']);
  });
});

describe('the standing from the verdicts', () => {
  // Maze deal 4 and its first legal moves; the verdicts below are given, not searched.
  const history = (moves: number): Timeline => {
    const record: GameRecord = { game: 'maze', deal: 4, moves: [] };
    const h = Timeline.fromRecord(record);
    if (!h.ok) throw new Error(h.error);
    let timeline = h.value;
    for (let i = 0; i < moves; i++) {
      const move: Move = legalMoves(timeline.position)[0];
      const played = timeline.play(move);
      if (!played.ok) throw new Error('a legal move was refused');
      timeline = played.value;
    }
    return timeline;
  };

  it('lost since the first move proved lost after the newest position with a known win', () => {
    const h = history(3);
    const known = new KnownWins();
    const standings = new Standings();
    // Move 1 proved winnable (a line known), move 2 proved lost, move 3 (on the table) lost.
    known.remember(h.undo(2).position, [{ from: 'cell-1', to: 'cell-2' }]);
    expect(standings.of(h.undo(), 'unsolvable', false, known, false)).toEqual({ kind: 'lost', winnableAt: 1, lostAt: 2 });
    expect(standings.of(h, 'unsolvable', false, known, false)).toEqual({ kind: 'lost', winnableAt: 1, lostAt: 2 });
  });

  it('a deal proved winnable before it was dealt counts as winnable at move 0; lost at move 0 is the deal lost', () => {
    const known = new KnownWins();
    expect(new Standings().of(history(2), 'unsolvable', false, known, true)).toEqual({ kind: 'lost', winnableAt: 0, lostAt: 2 });
    expect(new Standings().of(history(0), 'unsolvable', false, known, false)).toEqual({ kind: 'dealLost' });
    expect(new Standings().of(history(2), 'unsolvable', false, known, false)).toEqual({ kind: 'lost' });
    expect(new Standings().of(history(2), 'solved', false, known, false)).toEqual({ kind: 'winnable' });
    expect(new Standings().of(history(2), 'unknown', true, known, false)).toEqual({ kind: 'unknown', hidden: true });
  });
});

describe('the solver line on the page', () => {
  it('a daily deal says its day, not "Any deal", and its standing apart', async () => {
    resetPage();
    const app = await mountApp();
    await fromHost({
      type: 'load',
      record: { game: 'pileon', deal: 1, moves: [] },
      elapsedMs: 0,
      settings: { ...SETTINGS, showWinnability: true },
      id: 'daily-game-01',
      daily: '2026-12-03',
    });
    const ui = (await app.solverReady())!;
    ui.controller.useSolver(directSolver);
    await settle();
    const bar = ui.bar.shadowRoot!;
    expect(bar.querySelector('.kind')!.textContent).toBe('Daily deal of December 3');
    await vi.waitFor(() => expect(bar.querySelector('.light')?.textContent).toBe('still winnable'));
  });
});

// Show Me How's side of the solver worker: in Spider Three Decks a line proved with full knowledge
// (asked for with `knowledge: 'full'`; a hint's question still keeps to the visible cards), and each
// move of a line named in the hint's words.
import { describe, expect, it } from 'vitest';
import { type Position, applyMove, newGame, status } from '../../src/engine';
import { lineWords } from '../../webview/solver/worker/full-line-job';
import { handleSolverRequest } from '../../webview/solver/worker/solver-handler';
import { SOLVER_WORDS } from '../../webview/l10n/solver-strings';
import { request } from './direct-solver';

const SPIDER = { game: 'spider-three-decks', deal: 3, moves: [] } as const;

describe("Show Me How's line", () => {
  it('Spider: a fresh deal the visible cards prove nothing about is won by a line proved with full knowledge', () => {
    const visible = handleSolverRequest(request(SPIDER, { maxPositions: 150_000 }));
    expect(visible.line).toBeUndefined();
    expect(visible.visibleOnly).toBe(true);
    const full = handleSolverRequest(request(SPIDER, { knowledge: 'full', maxPositions: 150_000 }));
    expect(full.verdict).toBe('solved');
    let position: Position = newGame('spider-three-decks', 3);
    for (const move of full.line!) {
      const next = applyMove(position, move);
      if (!next.ok) throw new Error(next.error);
      position = next.value;
    }
    expect(status(position)).toBe('won');
    expect(full.lineWords).toHaveLength(full.line!.length);
  });

  it('names each move as a hint does, from the position it is played in', () => {
    const start = newGame('pileon', 1);
    const answer = handleSolverRequest(request({ game: 'pileon', deal: 1, moves: [] }));
    const words = lineWords(start, answer.line!, SOLVER_WORDS.en);
    expect(words[0]).toBe(answer.text);
    expect(answer.lineWords).toEqual(words);
    expect(words.every((w) => /^(Move|Deal|Redeal)/.test(w))).toBe(true);
    expect(lineWords(start, answer.line!, SOLVER_WORDS.ru)[0]).toMatch(/^(Переложите|Положите|Уберите)/);
  });
});

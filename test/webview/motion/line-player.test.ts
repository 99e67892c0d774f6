// The line player (Finish, smart play's own moves, Show Me How): a move at a time, each once the one
// before has landed; stopped by the player or by any other change of the table.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../../src/engine';
import { type LineTable, playLine } from '../../../webview/motion/line-player';

const moves: Move[] = [1, 2, 3, 4].map((n) => ({ from: `t${n}`, to: 'f1' }));

/** A table whose cards land when `land()` is called; `refuse` moves cannot be played. */
function fakeTable(animated: boolean, refuse: Move | null = null) {
  const played: Move[] = [];
  let position = { n: 0 };
  let landings: (() => void)[] = [];
  const table: LineTable = {
    play: (move) => {
      if (move === refuse) return false;
      played.push(move);
      position = { n: played.length };
      return true;
    },
    position: () => position,
    animated: () => animated,
    landed: () => new Promise<void>((resolve) => landings.push(resolve)),
  };
  const land = async (): Promise<void> => {
    const now = landings;
    landings = [];
    now.forEach((resolve) => resolve());
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const changeElsewhere = (): void => {
    position = { n: -1 };
  };
  return { table, played, land, changeElsewhere };
}

const lineOf = (line: readonly Move[]) => {
  let i = 0;
  return () => line[i++] ?? null;
};

describe('playLine', () => {
  it('without motion: the whole line at once, in order', async () => {
    const { table, played } = fakeTable(false);
    const run = playLine(table, lineOf(moves));
    expect(played).toEqual(moves);
    await expect(run.done).resolves.toBe(true);
  });

  it('with motion: each move once the cards of the one before (and those moving at the start) have landed', async () => {
    const { table, played, land } = fakeTable(true);
    const run = playLine(table, lineOf(moves));
    expect(played).toEqual([]);
    for (let n = 1; n <= moves.length; n++) {
      await land();
      expect(played).toEqual(moves.slice(0, n));
    }
    await land();
    await expect(run.done).resolves.toBe(true);
  });

  it('stop: no move after it, the one landing lands', async () => {
    const { table, played, land } = fakeTable(true);
    const run = playLine(table, lineOf(moves));
    await land();
    await land();
    run.stop();
    await land();
    await land();
    expect(played).toEqual(moves.slice(0, 2));
    await expect(run.done).resolves.toBe(false);
  });

  it('another change of the table while a move lands ends the line', async () => {
    const { table, played, land, changeElsewhere } = fakeTable(true);
    const run = playLine(table, lineOf(moves));
    await land();
    changeElsewhere();
    await land();
    await land();
    expect(played).toEqual(moves.slice(0, 1));
    await expect(run.done).resolves.toBe(false);
  });

  it('a move that cannot be played ends the line there', async () => {
    const { table, played } = fakeTable(false, moves[2]);
    const run = playLine(table, lineOf(moves));
    expect(played).toEqual(moves.slice(0, 2));
    await expect(run.done).resolves.toBe(false);
  });
});

// The line player that Finish and Show Me How share: it plays a line a move at a time at the pace it
// is given, pauses, steps, stops, and gives way when the position changes by anything but its own move.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../src/engine';
import { type LineEnd, LinePlayer } from '../../webview/solver/line-player';

const LINE: Move[] = [1, 2, 3, 4, 5].map((n) => ({ from: `pile-${n}`, to: 'pile-15' }));

/** A table that counts its changes; `gate()` releases the pace's waits one at a time. */
function tableOf() {
  const played: Move[] = [];
  let changes = 0;
  let over = false;
  const waits: (() => void)[] = [];
  const table = {
    play: (move: Move) => {
      if (over) return false;
      played.push(move);
      changes++;
      return true;
    },
    changes: () => changes,
  };
  return {
    played,
    waits,
    table,
    /** A change of the player's own. */
    playerMoves: () => changes++,
    gameOver: () => {
      over = true;
    },
    pace: () => new Promise<void>((resolve) => waits.push(resolve)),
    /** Lets the oldest wait end, and the player take its turn. */
    release: async () => {
      waits.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

function playerOf(t: ReturnType<typeof tableOf>, paced = true) {
  const ends: LineEnd[] = [];
  const moved: string[] = [];
  const player = new LinePlayer(t.table);
  const start = (paused = false) =>
    player.start(
      LINE,
      {
        pace: paced ? t.pace : () => null,
        moved: (played, total) => moved.push(`${played}/${total}`),
        ended: (why) => ends.push(why),
      },
      paused,
    );
  return { player, ends, moved, start };
}

describe('LinePlayer', () => {
  it('with no pace plays the whole line at once and ends done', () => {
    const t = tableOf();
    const { player, ends, moved, start } = playerOf(t, false);
    start();
    expect(t.played).toEqual(LINE);
    expect(moved).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    expect(ends).toEqual(['done']);
    expect(player.state).toBe('idle');
  });

  it('plays one move per wait of its pace', async () => {
    const t = tableOf();
    const { player, ends, start } = playerOf(t);
    start();
    expect(t.played).toHaveLength(1);
    await t.release();
    expect(t.played).toHaveLength(2);
    for (let i = 0; i < 3; i++) await t.release();
    expect(t.played).toEqual(LINE);
    expect(ends).toEqual(['done']);
    expect(player.state).toBe('idle');
  });

  it('pause holds the line (a wait already begun plays nothing), resume goes on from the same move', async () => {
    const t = tableOf();
    const { player, ends, start } = playerOf(t);
    start();
    player.pause();
    expect(player.state).toBe('paused');
    await t.release();
    expect(t.played).toHaveLength(1);
    player.resume();
    expect(player.state).toBe('playing');
    expect(t.played).toEqual(LINE.slice(0, 2));
    expect(ends).toEqual([]);
  });

  it('step plays exactly one move and stays paused; a playing line pauses first', async () => {
    const t = tableOf();
    const { player, start } = playerOf(t);
    start(true);
    expect(t.played).toEqual([]);
    player.step();
    player.step();
    expect(t.played).toEqual(LINE.slice(0, 2));
    expect(player.state).toBe('paused');
    player.resume();
    expect(t.played).toHaveLength(3);
    player.step();
    await t.release();
    expect(t.played).toHaveLength(4);
    expect(player.state).toBe('paused');
    expect(player.played).toBe(4);
  });

  it('the last step ends the line done', () => {
    const t = tableOf();
    const { player, ends, start } = playerOf(t);
    start(true);
    for (let i = 0; i < LINE.length; i++) player.step();
    expect(ends).toEqual(['done']);
    expect(player.state).toBe('idle');
    player.step();
    expect(t.played).toEqual(LINE);
  });

  it('stop ends it at once: the pending wait plays nothing more', async () => {
    const t = tableOf();
    const { player, ends, start } = playerOf(t);
    start();
    player.stop();
    await t.release();
    expect(t.played).toHaveLength(1);
    expect(ends).toEqual(['stopped']);
    player.stop();
    expect(ends).toEqual(['stopped']);
  });

  it("a move of the player's own takes over: the line ends before its next move, playing or paused", async () => {
    const t = tableOf();
    const first = playerOf(t);
    first.start();
    t.playerMoves();
    await t.release();
    expect(t.played).toHaveLength(1);
    expect(first.ends).toEqual(['takenOver']);

    const second = playerOf(t);
    second.start(true);
    t.playerMoves();
    second.player.step();
    expect(t.played).toHaveLength(1);
    expect(second.ends).toEqual(['takenOver']);
  });

  it('a game no longer played stops the line', async () => {
    const t = tableOf();
    const { ends, start } = playerOf(t);
    start();
    t.gameOver();
    await t.release();
    expect(ends).toEqual(['stopped']);
  });

  it('a new line replaces the one playing, which ends stopped', async () => {
    const t = tableOf();
    const first = playerOf(t);
    first.start();
    const ends: LineEnd[] = [];
    // The same player started again: the first line's listener hears it stopped.
    first.player.start(LINE.slice(0, 1), { pace: () => null, ended: (why) => ends.push(why) });
    expect(first.ends).toEqual(['stopped']);
    expect(ends).toEqual(['done']);
    await t.release();
    expect(t.played).toEqual([LINE[0], LINE[0]]);
    expect(first.player.state).toBe('idle');
  });

  describe('on a table whose moves land (motion)', () => {
    /** Each move settles when its landing is released; `landings` holds them in order. */
    function landingTable() {
      const played: Move[] = [];
      const landings: ((ok: boolean) => void)[] = [];
      let changes = 0;
      const table = {
        play: (move: Move) => {
          played.push(move);
          changes++;
          return new Promise<boolean>((resolve) => landings.push(resolve));
        },
        changes: () => changes,
      };
      const land = async (ok = true) => {
        landings.shift()!(ok);
        await Promise.resolve();
        await Promise.resolve();
      };
      return { played, landings, table, land, playerMoves: () => changes++ };
    }
    const start = (player: LinePlayer, ends: LineEnd[] = [], paused = false) =>
      player.start(LINE, { pace: () => null, ended: (why) => ends.push(why) }, paused);

    it('plays the next move only once the one before has landed', async () => {
      const t = landingTable();
      const ends: LineEnd[] = [];
      const player = new LinePlayer(t.table);
      start(player, ends);
      expect(t.played).toHaveLength(1);
      expect(player.played).toBe(0);
      await t.land();
      expect(player.played).toBe(1);
      expect(t.played).toHaveLength(2);
      for (let i = 0; i < 4; i++) await t.land();
      expect(t.played).toEqual(LINE);
      expect(ends).toEqual(['done']);
    });

    it('a step while a move lands is not a second move; paused, the landed move is the last; resumed meanwhile, it goes on', async () => {
      const t = landingTable();
      const player = new LinePlayer(t.table);
      start(player);
      player.step();
      expect(t.played).toHaveLength(1);
      await t.land();
      expect([t.played.length, player.played, player.state]).toEqual([1, 1, 'paused']);
      player.step();
      player.resume();
      await t.land();
      expect([t.played.length, player.played, player.state]).toEqual([3, 2, 'playing']);
    });

    it('a landing the table reports spoiled (another change meanwhile) ends the line; a stop while landing plays no more', async () => {
      const t = landingTable();
      const ends: LineEnd[] = [];
      start(new LinePlayer(t.table), ends);
      await t.land(false);
      expect(ends).toEqual(['stopped']);
      const second = new LinePlayer(t.table);
      const secondEnds: LineEnd[] = [];
      start(second, secondEnds);
      second.stop();
      await t.land();
      expect(t.played).toHaveLength(2);
      expect(secondEnds).toEqual(['stopped']);
    });
  });
});

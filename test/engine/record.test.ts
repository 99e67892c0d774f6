import { describe, expect, it } from 'vitest';
import {
  GameHistory,
  MAX_RECORD_MOVES,
  formatPosition,
  newGame,
  playOn,
  positionsEqual,
  replay,
  score,
  status,
  toStart,
  type StartPosition,
} from '../../src/engine';
import { GAME_IDS } from '../../src/engine/game-id';
import { NO_SUCH_GAME } from '../support/no-such-game';

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const errorOf = (r: { ok: boolean; error?: string }) => (r.ok ? 'accepted' : r.error);

describe('game records', () => {
  it('replays a record to every position, starting from the deal', () => {
    const { positions } = ok(
      replay({
        game: 'pileon',
        deal: 1,
        moves: [
          { from: 'pile-1', to: 'pile-14' },
          { from: 'pile-14', to: 'pile-15' },
        ],
      }),
    );
    expect(positions).toHaveLength(3);
    expect(positionsEqual(positions[0], newGame('pileon', 1))).toBe(true);
    expect(formatPosition(positions[2])).toContain('pile-15: 9H');
  });

  it('names the index and the reason of an illegal move', () => {
    const result = replay({
      game: 'cruel',
      deal: 1,
      moves: [
        { from: 'tableau-2', to: 'tableau-1' },
        { from: 'tableau-1', to: 'tableau-9' },
      ],
    });
    expect(errorOf(result)).toMatch(/^move 1 \(moves\[0\]\) .* is illegal: that card cannot be dropped on tableau-1$/);
  });

  it.each([
    [{ game: NO_SUCH_GAME.id, deal: 1, moves: [] }, new RegExp(`unknown game "${NO_SUCH_GAME.id}": expected ${GAME_IDS.join(', ')}$`)],
    [{ game: 'maze', moves: [] }, /either "deal" or "start"/],
    [{ game: 'maze', deal: 1, start: {}, moves: [] }, /either "deal" or "start"/],
    [{ game: 'maze', deal: 0, moves: [] }, /deal must be a whole number from 1 to 2147483647/],
    [{ game: 'maze', deal: 2 ** 31, moves: [] }, /deal must be a whole number from 1 to 2147483647/],
    [{ game: 'maze', deal: 1.5, moves: [] }, /deal must be a whole number/],
    [{ game: 'maze', deal: 1 }, /no "moves" array/],
    [{ game: 'bakers-game', variant: 'free', deal: 1, moves: [] }, /has no rule set "free" \(it has kings, any\)/],
    [{ game: 'maze', deal: 1, moves: [{ from: 'cell-1' }] }, /^move 1 \(moves\[0\]\): .* expected \{"from": pileId/],
    [{ game: 'maze', deal: 1, moves: [{ action: 'shuffle' }] }, /an action move is/],
    [{ game: 'maze', deal: 1, moves: [{ from: 'cell-1', to: 'cell-9', count: 0 }] }, /count must be a whole number/],
    [{ game: 'maze', deal: 1, moves: [{ from: 'cell-1', to: 'cell-99' }] }, /Maze has no pile "cell-99"/],
    [{ game: 'spider-three-decks', deal: 1, moves: [{ action: 'redeal' }] }, /has no "redeal" action/],
    [{ game: 'cruel', deal: 1, moves: [{ action: 'redeal' }] }, /a redeal needs at least one move since the last deal/],
    [[1, 2], /must be a JSON object/],
    [null, /must be a JSON object/],
  ])('rejects %j with a clear error', (record, message) => {
    expect(errorOf(replay(record))).toMatch(message);
  });

  it('a record holds at most 20,000 moves: a longer one is refused before a move is read', () => {
    const there = { from: 'cell-53', to: 'cell-18' };
    const back = { from: 'cell-18', to: 'cell-53' }; // Maze #1: one card slid to a gap and back, legal for ever
    const moves = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? there : back));
    expect(MAX_RECORD_MOVES).toBe(20_000);
    expect(ok(replay({ game: 'maze', deal: 1, moves: moves(MAX_RECORD_MOVES) })).positions).toHaveLength(MAX_RECORD_MOVES + 1);
    expect(errorOf(replay({ game: 'maze', deal: 1, moves: [...moves(MAX_RECORD_MOVES), 'not even a move'] }))).toBe(
      'the record has 20001 moves; a record holds at most 20000',
    );
  });

  it('playOn goes on from the positions replayed so far, to the move asked for', () => {
    const record = {
      game: 'pileon',
      deal: 1,
      moves: [
        { from: 'pile-1', to: 'pile-14' },
        { from: 'pile-14', to: 'pile-15' },
      ],
    };
    const positions = [newGame('pileon', 1)];
    expect(playOn(positions, record.moves, 1)).toEqual({ ok: true, value: undefined });
    expect(positions).toHaveLength(2);
    expect(playOn(positions, record.moves)).toEqual({ ok: true, value: undefined });
    expect(positions.map(formatPosition)).toEqual(ok(replay(record)).positions.map(formatPosition));
  });

  it('a lifted count larger than the pile allows is refused with the number that may be lifted', () => {
    const result = replay({ game: 'pileon', deal: 1, moves: [{ from: 'pile-1', to: 'pile-14', count: 3 }] });
    expect(errorOf(result)).toMatch(/only 1 card can be picked up from pile-1, not 3/);
  });

  it('moves after a won or lost game are refused', () => {
    // cruel.md example 6: lost right after a redeal
    const start = {
      justDealt: true,
      'foundation-1': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
      'foundation-2': 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
      'foundation-3': 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH',
      'foundation-4': 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS',
      'tableau-1': 'JH QS QH KH',
      'tableau-2': 'KS',
    };
    expect(errorOf(replay({ game: 'cruel', start, moves: [{ action: 'redeal' }] }))).toMatch(/the game is over/);
  });
});

describe('start positions', () => {
  it('a start written from a position replays to the same position', () => {
    for (const game of GAME_IDS) {
      const position = newGame(game, 4242);
      const { positions } = ok(replay({ game, start: toStart(position), moves: [] }));
      expect(formatPosition(positions[0])).toBe(formatPosition(position));
    }
  });

  it('accepts the CLI notation with face-down cards', () => {
    const start = toStart(newGame('spider-three-decks', 9));
    expect(start['tableau-1']).toMatch(/^\[..\] \[..\] \[..\] \[..\] ..$/);
    expect(ok(replay({ game: 'spider-three-decks', start, moves: [{ action: 'deal' }] })).positions).toHaveLength(2);
  });

  it.each([
    [
      'a card twice',
      (s: StartPosition) => {
        s['freecell-1'] = 'JD';
      },
      /JD appears more often than the deck of Baker's Game holds it/,
    ],
    [
      'an unknown pile',
      (s: StartPosition) => {
        s['tableau-9'] = '';
      },
      /"tableau-9", which is not a pile of Baker's Game/,
    ],
    [
      'a bad card',
      (s: StartPosition) => {
        s['tableau-1'] = 'JD KD 2S 4C 3S 6D 1S';
      },
      /"1S" is not a card/,
    ],
    [
      'an overfull free cell',
      (s: StartPosition) => {
        s['tableau-1'] = 'JD KD 2S 4C 3S';
        s['freecell-1'] = '6D 6S';
      },
      /holds 2 cards; it can hold at most 1/,
    ],
    [
      'a foundation out of order',
      (s: StartPosition) => {
        s['tableau-1'] = 'JD KD 4C 3S 6D 6S';
        s['foundation-1'] = '2S';
      },
      /foundation-1 must be built up in suit/,
    ],
  ])('rejects a start with %s', (_what, change, message) => {
    const start = toStart(newGame('bakers-game', 1));
    change(start);
    expect(errorOf(replay({ game: 'bakers-game', start, moves: [] }))).toMatch(message);
  });

  it('Spider holds three copies of every card: a fourth is refused', () => {
    const spades = 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS';
    const start = { 'foundation-1': spades, 'foundation-2': spades, 'foundation-3': spades };
    expect(errorOf(replay({ game: 'spider-three-decks', start, moves: [] }))).toBe('accepted');
    expect(errorOf(replay({ game: 'spider-three-decks', start: { ...start, 'tableau-1': '5S' }, moves: [] }))).toBe(
      'start["tableau-1"]: 5S appears more often than the deck of Spider Three Decks holds it',
    );
  });

  it("index.md notation: a start may leave cards out (the rules' partial layouts); they are out of play", () => {
    // maze.md example 8, "rest of the grid empty": scores 4 and 2.
    const row = (cells: string) => Object.fromEntries(cells.split(' ').map((c, i) => [`cell-${i + 1}`, c === '_' ? '' : c]));
    expect(score(ok(replay({ game: 'maze', start: row('AH 2H _ 3H QS AD 2C _ _'), moves: [] })).positions[0])).toBe(4);
    expect(score(ok(replay({ game: 'maze', start: row('_ 2H AH 3H QS AD 2D _ _'), moves: [] })).positions[0])).toBe(2);
    // bakers-game.md: a position without the first card of tableau-1 of deal 1.
    const start = toStart(newGame('bakers-game', 1));
    start['tableau-1'] = String(start['tableau-1']).split(' ').slice(1).join(' ');
    const { positions } = ok(replay({ game: 'bakers-game', start, moves: [] }));
    expect(positions[0].piles.flat()).toHaveLength(51);
    expect(status(positions[0])).toBe('playing');
  });

  it.each([
    ['cruel', 'tableau-1', 'cruel.md setup: all cards are face up', /tableau-1 holds \[JS\] face down, but every card of Cruel is face up/],
    [
      'maze',
      'cell-2',
      'maze.md setup: each cell holds at most one face-up card',
      /cell-2 holds \[..\] face down, but every card of Maze is face up/,
    ],
    [
      'bakers-game',
      'tableau-1',
      'bakers-game.md setup: all cards face up',
      /tableau-1 holds \[JD\] face down, but every card of Baker's Game is face up/,
    ],
  ] as const)('%s start with a face-down card is refused (%s: %s)', (game, pile, _rule, message) => {
    const start = toStart(newGame(game, 1));
    const words = String(start[pile]).split(' ');
    start[pile] = [`[${words[0]}]`, ...words.slice(1)].join(' ');
    expect(errorOf(replay({ game, start, moves: [] }))).toMatch(message);
  });

  it('pileon.md setup and example 4: a face-down card only tops a frozen pile, and four of one rank must be written frozen', () => {
    const frozen = { 'pile-1': '7C 7D 7H [7S]' };
    const rest = ['A', '2', '3', '4', '5', '6', '8', '9', 'T', 'J', 'Q', 'K'].map((r) => `${r}C ${r}D ${r}H ${r}S`);
    const base: Record<string, string> = { ...frozen };
    rest.forEach((pile, i) => {
      base[`pile-${i + 2}`] = pile.replace(/ (\S+)$/, ' [$1]');
    });
    expect(errorOf(replay({ game: 'pileon', start: base, moves: [] }))).toBe('accepted');
    expect(errorOf(replay({ game: 'pileon', start: { ...base, 'pile-1': '7C 7D 7H 7S' }, moves: [] }))).toBe(
      'start: pile-1 holds four of one rank, so it is frozen: write its top card face down, like 7C 7D 7H [7S]',
    );
    expect(errorOf(replay({ game: 'pileon', start: { ...base, 'pile-1': '7C 7D [7H]', 'pile-15': '7S' }, moves: [] }))).toBe(
      'start: pile-1 holds [7H] face down, but only the top card of four of one rank (a frozen pile) is',
    );
    expect(errorOf(replay({ game: 'pileon', start: { ...base, 'pile-1': '[7C] 7D 7H 7S' }, moves: [] }))).toMatch(
      /pile-1 holds \[7C\] face down/,
    );
  });

  it('cruel.md state: justDealt belongs to Cruel; the other games take a boolean justDealt in a start and ignore it', () => {
    for (const game of GAME_IDS.filter((id) => id !== 'cruel')) {
      const position = newGame(game, 3);
      for (const justDealt of [true, false]) {
        const { positions } = ok(replay({ game, start: { ...toStart(position), justDealt }, moves: [] }));
        expect([formatPosition(positions[0]), positions[0].justDealt]).toEqual([formatPosition(position), false]);
      }
      expect(errorOf(replay({ game, start: { ...toStart(position), justDealt: 1 }, moves: [] }))).toMatch(
        /justDealt must be true or false/,
      );
    }
  });

  it("Cruel's justDealt is part of the start and must be a boolean", () => {
    const start = { ...toStart(newGame('cruel', 1)), justDealt: 'yes' as unknown as boolean };
    expect(errorOf(replay({ game: 'cruel', start, moves: [] }))).toMatch(/justDealt must be true or false/);
  });
});

describe('GameHistory: unlimited, exact undo and redo', () => {
  it('undoes to the deal and redoes to the end, position for position', () => {
    const history = ok(GameHistory.fromRecord({ game: 'spider-three-decks', deal: 3, moves: [] }));
    const seen = [history.position];
    for (let i = 0; i < 9; i++) seen.push(ok(history.play({ action: 'deal' })));
    for (let i = 9; i > 0; i--) expect(positionsEqual(ok(history.undo()), seen[i - 1])).toBe(true);
    expect(history.canUndo).toBe(false);
    for (let i = 1; i <= 9; i++) expect(positionsEqual(ok(history.redo()), seen[i])).toBe(true);
    expect(history.canRedo).toBe(false);
  });

  it('a new move after undo drops the undone moves from the record', () => {
    const history = ok(
      GameHistory.fromRecord({
        game: 'pileon',
        deal: 1,
        moves: [
          { from: 'pile-1', to: 'pile-14' },
          { from: 'pile-2', to: 'pile-15' },
        ],
      }),
    );
    history.undo();
    ok(history.play({ from: 'pile-3', to: 'pile-15' }));
    expect(history.record.moves).toEqual([
      { from: 'pile-1', to: 'pile-14' },
      { from: 'pile-3', to: 'pile-15' },
    ]);
    expect(history.canRedo).toBe(false);
  });

  it('restart goes back to the deal and keeps the moves for redo', () => {
    const history = ok(GameHistory.fromRecord({ game: 'pileon', deal: 1, moves: [{ from: 'pile-1', to: 'pile-14' }] }));
    expect(positionsEqual(history.restart(), newGame('pileon', 1))).toBe(true);
    expect(history.record.moves).toEqual([]);
    expect(history.canRedo).toBe(true);
  });

  it('an illegal move changes nothing', () => {
    const history = ok(GameHistory.fromRecord({ game: 'maze', deal: 1, moves: [] }));
    const before = history.position;
    expect(history.play({ from: 'cell-1', to: 'cell-2' }).ok).toBe(false);
    expect(history.position).toBe(before);
    expect(history.movesPlayed).toBe(0);
  });
});

// The CLI (`npm run patience -- …`) as outside programs use it: its stdout, stderr and exit code compared byte for
// byte. The commands run in this process (runCli, which the program runs on its own arguments and streams): a child
// process costs 0.1 s of CPU and most of this file's time went to starting them. The last describe runs the
// program itself, built to a private file, as a child process, and checks it prints what runCli prints.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { privateCli } from './private-cli';
import { runCli } from '../../src/cli/main';
import { type GameId, type Move, type Position, formatPosition, newGame, toStart } from '../../src/engine';
import { utcDate } from '../../src/engine/daily';
import { findDailyDeal } from '../../src/engine/daily-deal';
import { solve } from '../../src/engine/solver';
import { encodeMoves } from '../../src/stats-core/move-code';
import { MS_DEAL_1, MS_DEAL_617 } from '../engine/support/microsoft-deals';
import { PILEON_EXAMPLE_5, PILEON_EXAMPLE_6, PILEON_EXAMPLE_7 } from '../engine/support/pileon-examples';
import { build, play, upTo } from '../engine/support/positions';
import { NO_SUCH_GAME } from '../support/no-such-game';
import { GAME_IDS } from '../../src/engine/game-id';

const built = privateCli('cli');

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI on `args`, `input` its standard input (none: empty), run in this process. */
async function run(args: string[], input?: string): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const stdin = (async function* () {
    if (input !== undefined) yield input;
  })();
  const code = await runCli(args, { out: (text) => (stdout += text), err: (text) => (stderr += text), stdin });
  return { code, stdout, stderr };
}

/** The built program on `args`, as a child process. */
function runProgram(args: string[], input?: string): Ran {
  const result = spawnSync(process.execPath, [built.cli, ...args], { input, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `replay -` or `moves -` of a record given on standard input. */
const fromRecord = (command: 'replay' | 'moves', record: unknown) => run([command, '-'], JSON.stringify(record));
const startRecord = (position: Position, moves: Move[] = []) => ({
  game: position.game,
  variant: position.variant,
  start: toStart(position),
  moves,
});
const lines = (text: string): string[] => text.split('\n');

const TABLEAU_8 = Array.from({ length: 8 }, (_, i) => `tableau-${i + 1}`);
/** bakers-game.md test vectors: rows (first line = bottom cards) → the CLI's full output for the deal. */
function bakersOutput(rows: string): string {
  const grid = rows
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const columns = TABLEAU_8.map(
    (id, c) =>
      `${id}: ${grid
        .map((row) => row[c])
        .filter(Boolean)
        .join(' ')}`,
  );
  const empty = [
    'freecell-1',
    'freecell-2',
    'freecell-3',
    'freecell-4',
    'foundation-1',
    'foundation-2',
    'foundation-3',
    'foundation-4',
  ].map((id) => `${id}:`);
  return [...empty, ...columns, 'score: 0/52', 'status: playing', ''].join('\n');
}

describe('CLI deal (docs/cli.md, "The engine from the command line")', () => {
  it('bakers-game.md deal numbers: deal 1 prints the test vector byte for byte, in both rule sets', async () => {
    const expected = bakersOutput(MS_DEAL_1);
    expect(await run(['deal', 'bakers-game', '1'])).toEqual({ code: 0, stdout: expected, stderr: '' });
    expect(await run(['deal', 'bakers-game', '1', '--variant', 'any'])).toEqual({ code: 0, stdout: expected, stderr: '' });
    expect(lines(expected)[8]).toBe('tableau-1: JD KD 2S 4C 3S 6D 6S');
  });

  it('bakers-game.md deal numbers: deal 617 prints the test vector byte for byte', async () => {
    const expected = bakersOutput(MS_DEAL_617);
    expect(await run(['deal', 'bakers-game', '617', '--variant', 'kings'])).toEqual({ code: 0, stdout: expected, stderr: '' });
  });

  it("every game: deal 1 and the last deal 2147483647 print the engine's position, one line per pile, then score and status", async () => {
    for (const game of GAME_IDS) {
      for (const n of [1, 2 ** 31 - 1]) {
        expect(await run(['deal', game, String(n)])).toEqual({ code: 0, stdout: `${formatPosition(newGame(game, n))}\n`, stderr: '' });
      }
    }
    const spider = lines((await run(['deal', 'spider-three-decks', '1'])).stdout);
    expect(spider).toHaveLength(25 + 2 + 1);
    expect(spider[13]).toMatch(/^tableau-1: \[..\] \[..\] \[..\] \[..\] ..$/);
    expect(spider.slice(-3)).toEqual(['score: 0/144', 'status: playing', '']);
  });

  it.each(['0', '2147483648', '-1', '1.5', '1e3', 'seven', '99999999999999999999'])(
    'deal number "%s" is outside 1 … 2147483647: exit 2, one message and the usage, nothing on stdout',
    async (n) => {
      const { code, stdout, stderr } = await run(['deal', 'cruel', n]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(lines(stderr)[0]).toBe(`patience: "${n}" is not a deal number from 1 to 2147483647`);
      expect(lines(stderr)[1]).toBe('usage:');
    },
  );

  it('a missing deal number, an unknown game, an unknown rule set or an extra word is a usage error (exit 2)', async () => {
    const first = async (args: string[]) => {
      const r = await run(args);
      return [r.code, r.stdout, lines(r.stderr)[0]];
    };
    expect(await first(['deal', 'cruel'])).toEqual([2, '', 'patience: give a deal number from 1 to 2147483647']);
    expect(await first(['deal', NO_SUCH_GAME.id, '1'])).toEqual([2, '', `patience: unknown game "${NO_SUCH_GAME.id}"`]);
    expect(await first(['deal', 'bakers-game', '1', '--variant', 'free'])).toEqual([
      2,
      '',
      'patience: bakers-game has no variant "free" (it has kings, any)',
    ]);
    expect(await first(['deal', 'cruel', '1', '--varient', 'any'])).toEqual([2, '', 'patience: unexpected argument "--varient"']);
    expect(await first(['deal', 'cruel', '1', '2'])).toEqual([2, '', 'patience: unexpected argument "2"']);
    expect(await first(['shuffle'])).toEqual([2, '', 'patience: unknown command "shuffle"']);
  });

  it('help prints the usage on stdout with exit 0', async () => {
    const { code, stdout, stderr } = await run(['--help']);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).toMatch(/^usage:\n {2}patience deal <game> <n> \[--variant v\]/);
  });
});

describe("CLI replay and moves on the rules files' worked examples", () => {
  it('spider-three-decks.md example 2: 8S 7S 6S onto 9H turns the source [9H] face up, score +0', async () => {
    const start = build('spider-three-decks', { 'tableau-1': '[9H] 8S 7S 6S', 'tableau-2': '9H' });
    const move = { from: 'tableau-1', to: 'tableau-2', count: 3 };
    const { code, stdout } = await fromRecord('replay', startRecord(start, [move]));
    expect(code).toBe(0);
    expect(stdout).toBe(`${formatPosition(play(start, move))}\n`);
    expect(lines(stdout)).toContain('tableau-1: 9H');
    expect(lines(stdout)).toContain('tableau-2: 9H 8S 7S 6S');
    expect(lines(stdout).slice(-3)).toEqual(['score: 2/144', 'status: playing', '']);
  });

  it('spider-three-decks.md example 6: a double-click is recorded as a 13-card move to the lowest empty foundation', async () => {
    const run13 = 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH';
    const start = build('spider-three-decks', { 'tableau-1': `4C ${run13}`, 'foundation-1': 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS' });
    expect((await fromRecord('moves', startRecord(start))).stdout).toContain('{"from":"tableau-1","to":"foundation-2","count":13}\n');
    const { stdout } = await fromRecord('replay', startRecord(start, [{ from: 'tableau-1', to: 'foundation-2', count: 13 }]));
    expect(lines(stdout)).toContain(`foundation-2: ${run13}`);
    expect(lines(stdout)).toContain('tableau-1: 4C');
    expect(lines(stdout).slice(-3)).toEqual(['score: 24/144', 'status: playing', '']);
  });

  const F43 = {
    'foundation-1': upTo('C', 13),
    'foundation-2': upTo('D', 13),
    'foundation-3': upTo('H', 10),
    'foundation-4': upTo('S', 11),
  };

  it('cruel.md example 6: lost right after a redeal — status lost, no moves printed', async () => {
    const start = build('cruel', { ...F43, 'tableau-1': 'JH QS QH KH', 'tableau-2': 'KS' }, { justDealt: true });
    expect(lines((await fromRecord('replay', startRecord(start))).stdout).slice(-3)).toEqual(['score: 43/48', 'status: lost', '']);
    expect(await fromRecord('moves', startRecord(start))).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('cruel.md example 7: the headbanger is lost; after QH onto KH and a redeal it is lost again', async () => {
    const start = build('cruel', { ...F43, 'tableau-1': 'JH QS KS KH', 'tableau-2': 'QH' }, { justDealt: true });
    expect(lines((await fromRecord('replay', startRecord(start))).stdout).slice(-2)).toEqual(['status: lost', '']);
    const open = build('cruel', { ...F43, 'tableau-1': 'JH QS KS KH', 'tableau-2': 'QH' }, { justDealt: false });
    expect((await fromRecord('moves', startRecord(open))).stdout).toBe('{"from":"tableau-2","to":"tableau-1"}\n{"action":"redeal"}\n');
    const { stdout } = await fromRecord('replay', startRecord(open, [{ from: 'tableau-2', to: 'tableau-1' }, { action: 'redeal' }]));
    expect(lines(stdout)).toContain('tableau-1: JH QS KS KH');
    expect(lines(stdout)).toContain('tableau-2: QH');
    expect(lines(stdout).slice(-2)).toEqual(['status: lost', '']);
  });

  it('cruel.md example 8 (project decision 2): playing, two moves; QS, KS, JH, QH, KH home → 48/48 won', async () => {
    const start = build('cruel', { ...F43, 'tableau-1': 'KH QH JH KS', 'tableau-2': 'QS' }, { justDealt: true });
    expect((await fromRecord('moves', startRecord(start))).stdout).toBe(
      '{"from":"tableau-2","to":"foundation-4"}\n{"from":"tableau-2","to":"tableau-1"}\n',
    );
    const home = (from: string, to: string) => ({ from, to });
    const moves = [
      home('tableau-2', 'foundation-4'),
      home('tableau-1', 'foundation-4'),
      home('tableau-1', 'foundation-3'),
      home('tableau-1', 'foundation-3'),
      home('tableau-1', 'foundation-3'),
    ];
    expect(lines((await fromRecord('replay', startRecord(start, moves))).stdout).slice(-3)).toEqual(['score: 48/48', 'status: won', '']);
  });

  it('maze.md example 8: row 1 AH 2H _ 3H QS AD 2C scores 4 (fillers link nowhere)', async () => {
    const row = {
      'cell-1': 'AH',
      'cell-2': '2H',
      'cell-3': '',
      'cell-4': '3H',
      'cell-5': 'QS',
      'cell-6': 'AD',
      'cell-7': '2C',
      'cell-8': '',
      'cell-9': '',
    };
    const { stdout } = await fromRecord('replay', startRecord(build('maze', row)));
    expect(lines(stdout).slice(0, 9)).toEqual([
      'cell-1: AH',
      'cell-2: 2H',
      'cell-3:',
      'cell-4: 3H',
      'cell-5: QS',
      'cell-6: AD',
      'cell-7: 2C',
      'cell-8:',
      'cell-9:',
    ]);
    expect(lines(stdout).slice(-3)).toEqual(['score: 4/48', 'status: playing', '']);
  });

  it('maze.md example 9: hearts, clubs, spades, diamonds with gaps at 1, 6, 18, 31, 53, 54 → 48/48 won', async () => {
    const order = 'HCSD'.split('').flatMap((suit) => 'A23456789TJQ'.split('').map((rank) => rank + suit));
    const gaps = new Set([1, 6, 18, 31, 53, 54]);
    const start: Record<string, string> = {};
    for (let cell = 1; cell <= 54; cell++) start[`cell-${cell}`] = gaps.has(cell) ? '' : order.shift()!;
    const { code, stdout } = await fromRecord('replay', { game: 'maze', start, moves: [] });
    expect(code).toBe(0);
    expect(lines(stdout).slice(-3)).toEqual(['score: 48/48', 'status: won', '']);
  });

  it('bakers-game.md example 7: 3D to freecell-1 plays AS, AD, then 2S home; 3D stays; score 3', async () => {
    const start = build(
      'bakers-game',
      { 'tableau-1': '5C AS', 'tableau-2': 'AD', 'tableau-3': '2S', 'tableau-8': '9C 3D' },
      { fill: ['tableau-4', 'tableau-5', 'tableau-6', 'tableau-7'] },
    );
    const { stdout } = await fromRecord('replay', startRecord(start, [{ from: 'tableau-8', to: 'freecell-1' }]));
    expect(lines(stdout).slice(0, 11)).toEqual([
      'freecell-1: 3D',
      'freecell-2:',
      'freecell-3:',
      'freecell-4:',
      'foundation-1: AS 2S',
      'foundation-2: AD',
      'foundation-3:',
      'foundation-4:',
      'tableau-1: 5C',
      'tableau-2:',
      'tableau-3:',
    ]);
    expect(lines(stdout).slice(-3)).toEqual(['score: 3/52', 'status: playing', '']);
  });

  it('bakers-game.md examples 2 and 1: the 6-card run moves under any with an empty column, and is refused under kings', async () => {
    const listed = { 'tableau-1': 'KH 9S 8S 7S 6S 5S 4S', 'tableau-2': 'QH TS', 'tableau-3': '' };
    const move = { from: 'tableau-1', to: 'tableau-2', count: 6 };
    const any = build('bakers-game', listed, { variant: 'any', fill: ['tableau-4', 'tableau-5', 'tableau-6', 'tableau-7', 'tableau-8'] });
    const moved = await fromRecord('replay', startRecord(any, [move]));
    expect(lines(moved.stdout)).toContain('tableau-2: QH TS 9S 8S 7S 6S 5S 4S');
    const kings = await fromRecord('replay', { ...startRecord(any, [move]), variant: 'kings' });
    expect([kings.code, kings.stdout]).toEqual([1, '']);
    expect(kings.stderr).toBe(
      'patience: move 1 (moves[0]) {"from":"tableau-1","to":"tableau-2","count":6} is illegal: these 6 cards cannot be dropped on tableau-2\n',
    );
  });

  it('pileon.md example 4: the freeze prints 7C 7D 7H [7S] and scores 4', async () => {
    const start = build(
      'pileon',
      { 'pile-2': '7C 7D', 'pile-3': '7H 7S' },
      {
        fill: ['pile-1', 'pile-4', 'pile-5', 'pile-6', 'pile-7', 'pile-8', 'pile-9', 'pile-10', 'pile-11', 'pile-12', 'pile-13', 'pile-14'],
      },
    );
    const { stdout } = await fromRecord('replay', startRecord(start, [{ from: 'pile-3', to: 'pile-2', count: 2 }]));
    expect(lines(stdout)).toContain('pile-2: 7C 7D 7H [7S]');
    expect(lines(stdout)).toContain('pile-3:');
    expect(lines(stdout).slice(-3)).toEqual(['score: 4/52', 'status: playing', '']);
  });

  const pileon = (start: Record<string, string>) => ({ game: 'pileon' as GameId, start, moves: [] as Move[] });

  it('pileon.md example 6: lost although 9H onto pile-13 is legal by the move rules — no moves printed, the move refused', async () => {
    const record = pileon(PILEON_EXAMPLE_6);
    expect(lines((await fromRecord('replay', record)).stdout).slice(-3)).toEqual(['score: 0/52', 'status: lost', '']);
    expect(await fromRecord('moves', record)).toEqual({ code: 0, stdout: '', stderr: '' });
    const refused = await fromRecord('replay', { ...record, moves: [{ from: 'pile-12', to: 'pile-13' }] });
    expect([refused.code, refused.stderr]).toEqual([
      1,
      'patience: move 1 (moves[0]) {"from":"pile-12","to":"pile-13"} is illegal: the game is over (no more moves)\n',
    ]);
  });

  it('pileon.md examples 5 and 7: the hint moves are legal and the game goes on', async () => {
    const five = pileon(PILEON_EXAMPLE_5);
    expect((await fromRecord('moves', five)).stdout.split('\n')).toContain('{"from":"pile-12","to":"pile-13"}');
    expect((await fromRecord('moves', five)).stdout.split('\n')).not.toContain('{"from":"pile-12","to":"pile-13","count":2}');
    const split = await fromRecord('replay', {
      ...five,
      moves: [
        { from: 'pile-12', to: 'pile-13' },
        { from: 'pile-12', to: 'pile-14' },
      ],
    });
    expect(lines(split.stdout)).toEqual(expect.arrayContaining(['pile-12: KC', 'pile-13: KD QS 9D 9H', 'pile-14: KH QH 9C 9S']));
    const seven = pileon(PILEON_EXAMPLE_7);
    expect(lines((await fromRecord('replay', seven)).stdout).slice(-2)).toEqual(['status: playing', '']);
    expect((await fromRecord('moves', seven)).stdout.split('\n')).toContain('{"from":"pile-12","to":"pile-13"}');
  });
});

describe("CLI replay of the rules' partial layouts, written as they stand", () => {
  const cells = (row: string) => Object.fromEntries(row.split(' ').map((c, i) => [`cell-${i + 1}`, c === '_' ? '' : c]));

  it('maze.md example 8: "rest of the grid empty" — AH 2H _ 3H QS AD 2C scores 4, _ 2H AH 3H QS AD 2D scores 2', async () => {
    const four = await fromRecord('replay', { game: 'maze', start: cells('AH 2H _ 3H QS AD 2C _ _'), moves: [] });
    expect(four.code).toBe(0);
    expect(lines(four.stdout).slice(0, 10)).toEqual([
      'cell-1: AH',
      'cell-2: 2H',
      'cell-3:',
      'cell-4: 3H',
      'cell-5: QS',
      'cell-6: AD',
      'cell-7: 2C',
      'cell-8:',
      'cell-9:',
      'cell-10:',
    ]);
    expect(lines(four.stdout).slice(-3)).toEqual(['score: 4/48', 'status: playing', '']);
    const two = await fromRecord('replay', { game: 'maze', start: cells('_ 2H AH 3H QS AD 2D _ _'), moves: [] });
    expect(lines(two.stdout).slice(-3)).toEqual(['score: 2/48', 'status: playing', '']);
  });

  it('cruel.md example 2: "others empty" — the redeal regroups in fours from tableau-1', async () => {
    const start = { 'tableau-1': '2S 3H 4D 5C', 'tableau-2': '6H 7D', 'tableau-3': '8D 9C TS', justDealt: false };
    const { code, stdout } = await fromRecord('replay', { game: 'cruel', start, moves: [{ action: 'redeal' }] });
    expect(code).toBe(0);
    expect(lines(stdout).slice(5, 9)).toEqual(['tableau-1: 2S 3H 4D 5C', 'tableau-2: 6H 7D 8D 9C', 'tableau-3: TS', 'tableau-4:']);
  });

  it('cruel.md example 3: irregular piles shift across piles', async () => {
    const start = { 'tableau-1': '5C 9D QS', 'tableau-2': '2H 7S KD 8C 7C', justDealt: false };
    const { stdout } = await fromRecord('replay', { game: 'cruel', start, moves: [{ action: 'redeal' }] });
    expect(lines(stdout).slice(5, 8)).toEqual(['tableau-1: 5C 9D QS 2H', 'tableau-2: 7S KD 8C 7C', 'tableau-3:']);
  });

  it('spider-three-decks.md example 4: a stock of 3 deals to tableau-1 … tableau-3, the empty tableau-3 included; then the stock is empty', async () => {
    const start = { stock: '[4C] [3C] [2C]', 'tableau-1': 'KS', 'tableau-2': 'KH' };
    const record = { game: 'spider-three-decks', start, moves: [{ action: 'deal' }] };
    const { stdout } = await fromRecord('replay', record);
    expect(lines(stdout)[0]).toBe('stock:');
    expect(lines(stdout).slice(13, 17)).toEqual(['tableau-1: KS 2C', 'tableau-2: KH 3C', 'tableau-3: 4C', 'tableau-4:']);
    expect((await fromRecord('moves', record)).stdout).not.toContain('"action"');
  });
});

describe('CLI errors', () => {
  it('a record that is not JSON, or a bad start, is an error with exit 1 and one line on stderr', async () => {
    expect(await run(['replay', '-'], '{"game":')).toMatchObject({ code: 1, stdout: '' });
    expect((await run(['replay', '-'], '{"game":')).stderr).toMatch(/^patience: the record is not valid JSON: .*\n$/);
    const bad = await run(['moves', '-'], JSON.stringify({ game: 'maze', start: { 'cell-1': 'KS' }, moves: [] }));
    expect([bad.code, bad.stdout, bad.stderr]).toEqual([
      1,
      '',
      'patience: start["cell-1"]: KS appears more often than the deck of Maze holds it\n',
    ]);
  });

  it('a record file may start with a byte-order mark', async () => {
    const record = JSON.stringify({ game: 'pileon', deal: 1, moves: [] });
    expect(await run(['replay', '-'], `\uFEFF${record}`)).toEqual({
      code: 0,
      stdout: `${formatPosition(newGame('pileon', 1))}\n`,
      stderr: '',
    });
  });

  it('replay and moves take exactly one record: none or two are usage errors (exit 2)', async () => {
    expect([(await run(['replay'])).code, lines((await run(['replay'])).stderr)[0]]).toEqual([
      2,
      'patience: give a record file, or - for standard input',
    ]);
    expect([(await run(['moves', '-', 'more'])).code, lines((await run(['moves', '-', 'more'])).stderr)[0]]).toEqual([
      2,
      'patience: unexpected argument "more"',
    ]);
  });
});

describe('CLI daily (the daily deal, src/engine/daily-deal.ts)', () => {
  it("prints the day's deal number alone on a line; without a date, today's (UTC)", async () => {
    expect(await run(['daily', 'pileon', '2026-12-07'])).toEqual({ code: 0, stdout: '834039246\n', stderr: '' });
    expect(await run(['daily', 'bakers-game', '2026-12-07'])).toEqual({ code: 0, stdout: '499329887\n', stderr: '' });
    const before = utcDate(Date.now());
    const printed = await run(['daily', 'pileon']);
    // Run across midnight UTC, the program may have seen either day.
    const deals = await Promise.all([before, utcDate(Date.now())].map(async (date) => `${(await findDailyDeal('pileon', date)).deal}\n`));
    expect(deals).toContain(printed.stdout);
    expect(printed.code).toBe(0);
  });

  it('an unknown game, a date that is not a day, or an extra word is a usage error (exit 2)', async () => {
    const first = async (args: string[]) => {
      const r = await run(args);
      return [r.code, r.stdout, lines(r.stderr)[0]];
    };
    expect(await first(['daily'])).toEqual([2, '', 'patience: unknown game ""']);
    expect(await first(['daily', NO_SUCH_GAME.id])).toEqual([2, '', `patience: unknown game "${NO_SUCH_GAME.id}"`]);
    for (const date of ['2026-02-29', '2026-12-1', 'today', '1999-12-31']) {
      expect(await first(['daily', 'cruel', date])).toEqual([
        2,
        '',
        `patience: "${date}" is not a date YYYY-MM-DD from 2000-01-01 to 9999-12-31`,
      ]);
    }
    expect(await first(['daily', 'cruel', '2026-12-01', 'more'])).toEqual([2, '', 'patience: unexpected argument "more"']);
  });
});

describe("CLI stats merge (issue 17): the Import command's code, from outside", () => {
  const won = { game: 'bakers-game' as const, variant: 'kings', deal: 3, moves: [] as Move[] };
  const T = Date.UTC(2025, 2, 3, 10);
  /** A row as an export writes it; `record` given, it carries the moves in the move code. */
  const row = (id: string, minutes: number, over: Record<string, unknown> = {}) => ({
    id,
    game: 'maze',
    deal: 5,
    outcome: 'abandoned',
    score: 2,
    moves: 3,
    timeMs: 40_000,
    endedAt: new Date(T + minutes * 60_000).toISOString(),
    hintsUsed: 0,
    ...over,
  });
  const file = (name: string, results: unknown[], extra: Record<string, unknown> = {}) => {
    const path = join(built.dir, name);
    writeFileSync(
      path,
      JSON.stringify({ format: 'patience-statistics', schema: 1, exportedAt: new Date(T).toISOString(), results, ...extra }, null, 2),
    );
    return path;
  };
  let wonRow: Record<string, unknown>;

  beforeAll(() => {
    const found = solve(newGame('bakers-game', won.deal, won.variant), { maxMs: 20_000, now: () => performance.now() });
    won.moves = [...(found.line ?? [])];
    wonRow = row('won-on-a-0', 1, {
      game: 'bakers-game',
      variant: 'kings',
      deal: won.deal,
      outcome: 'won',
      score: 52,
      moves: won.moves.length,
      record: encodeMoves('bakers-game', won.moves),
    });
  });

  it('merges good files: each game once, records kept, the merged export on stdout and one line a file on stderr', async () => {
    const a = file('a.json', [wonRow, row('abandon-a-1', 2)]);
    const b = file('b.json', [row('abandon-a-1', 2), row('older-b-01', 0, { outcome: 'lost', moves: 0 })]);
    const { code, stdout, stderr } = await run(['stats', 'merge', a, b]);
    expect(code).toBe(0);
    expect(lines(stderr)).toEqual([
      `${a}: 2 added (1 without a record: unverified, 0 assisted: the solution was shown), 0 already counted, 0 conflicting (the first count stands), 0 from before a reset, 0 refused`,
      `${b}: 1 added (1 without a record: unverified, 0 assisted: the solution was shown), 1 already counted, 0 conflicting (the first count stands), 0 from before a reset, 0 refused`,
      '',
    ]);
    const merged = JSON.parse(stdout);
    expect(merged).toMatchObject({ format: 'patience-statistics', schema: 1 });
    expect(merged.results.map((r: { id: string }) => r.id)).toEqual(['older-b-01', 'won-on-a-0', 'abandon-a-1']);
    expect(merged.results[1]).toEqual(wonRow);
    // The merged file is an export like any other: merged again with its parts, nothing is new.
    const again = await run(['stats', 'merge', a, b, writeTo('merged.json', stdout)]);
    expect(again.code).toBe(0);
    expect(lines(again.stderr)[2]).toMatch(/merged\.json: 0 added .*, 3 already counted, 0 conflicting/);
  });

  it('conflicting rows: the first count of a game stands, and the report says how many disagreed', async () => {
    const a = file('first.json', [wonRow]);
    const b = file('second.json', [
      { ...wonRow, outcome: 'abandoned', score: 10, record: undefined, endedAt: '2025-01-01T00:00:00.000Z' },
      row('twice-b-01', 5),
      row('twice-b-01', 4, { score: 1 }),
    ]);
    const { code, stdout, stderr } = await run(['stats', 'merge', a, b]);
    expect(code).toBe(0);
    expect(lines(stderr)[1]).toBe(
      `${b}: 1 added (1 without a record: unverified, 0 assisted: the solution was shown), 0 already counted, 2 conflicting (the first count stands), 0 from before a reset, 0 refused`,
    );
    const results = JSON.parse(stdout).results;
    expect(results.find((r: { id: string }) => r.id === 'won-on-a-0')).toEqual(wonRow);
    expect(results.find((r: { id: string }) => r.id === 'twice-b-01')).toMatchObject({
      score: 1,
      endedAt: new Date(T + 4 * 60_000).toISOString(),
    });
  });

  it('an assisted game is counted as such in the report and merged as schema 2 with its mark', async () => {
    const a = file('assisted.json', [{ ...wonRow, id: 'helped-a-0', assisted: true }, row('plain-a-01', 3)]);
    const { code, stdout, stderr } = await run(['stats', 'merge', a]);
    expect(code).toBe(0);
    expect(lines(stderr)[0]).toBe(
      `${a}: 2 added (1 without a record: unverified, 1 assisted: the solution was shown), 0 already counted, 0 conflicting (the first count stands), 0 from before a reset, 0 refused`,
    );
    const merged = JSON.parse(stdout);
    expect(merged.schema).toBe(2);
    expect(merged.results.map((r: { id: string; assisted?: boolean }) => [r.id, r.assisted])).toEqual([
      ['helped-a-0', true],
      ['plain-a-01', undefined],
    ]);
  });

  it('rows that fail their checks are refused with the reason, one line each, and the rest merge', async () => {
    const a = file('some-bad.json', [
      wonRow,
      { ...wonRow, id: 'forged-win1', record: '1:FF' },
      row('future-row', 60 * 24 * 3650),
      'nonsense',
    ]);
    const { code, stderr } = await run(['stats', 'merge', a]);
    expect(code).toBe(0);
    expect(lines(stderr)).toEqual([
      `${a}: 1 added (0 without a record: unverified, 0 assisted: the solution was shown), 0 already counted, 0 conflicting (the first count stands), 0 from before a reset, 3 refused`,
      expect.stringMatching(
        new RegExp(`^${a}: refused results\\[1\\]: forged-win1: its record does not replay: move 1 \\(moves\\[0\\]\\) .* is illegal: `),
      ),
      `${a}: refused results[2]: it ends "${new Date(T + 60 * 24 * 3650 * 60_000).toISOString()}", after today`,
      `${a}: refused results[3]: "nonsense" is not a result`,
      '',
    ]);
  });

  it.each([
    ['not an export', () => writeTo('notes.json', '{"hello": 1}'), 'the file is not a Patience statistics export'],
    ['not JSON', () => writeTo('broken.json', '{"format": "patience-statistics", "results": ['), 'the file is not JSON'],
    ['too big', () => writeTo('huge.json', ' '.repeat(65 * 1024 * 1024)), 'the file is 65.0 MB; an export is at most 64 MB'],
    ['from a newer version', () => file('newer.json', [], { schema: 3 }), 'the file has schema 3; this version reads schemas up to 2'],
    ['missing', () => join(built.dir, 'missing.json'), /cannot be read \(ENOENT: /],
  ])('a file that is %s is refused: exit 2, the reason, nothing on stdout', async (_, make, why) => {
    const good = file('good.json', [wonRow]);
    const bad = make();
    const { code, stdout, stderr } = await run(['stats', 'merge', good, bad]);
    expect([code, stdout]).toEqual([2, '']);
    const last = lines(stderr).at(-2)!;
    expect(last.startsWith(`patience: ${bad}: `)).toBe(true);
    expect(last.slice(`patience: ${bad}: `.length)).toMatch(why);
  });

  it.each([[['stats']], [['stats', 'merge']], [['stats', 'split', 'a.json']], [['stats', 'merge', '--pretty', 'a.json']]])(
    '%j is a usage error (exit 2, with the usage)',
    async (args) => {
      const { code, stderr } = await run(args);
      expect(code).toBe(2);
      expect(stderr).toContain('patience stats merge <file…>');
    },
  );

  /** Writes `text` to a file in the test's folder; returns its path. */
  function writeTo(name: string, text: string): string {
    const path = join(built.dir, name);
    writeFileSync(path, text);
    return path;
  }
});

describe('the program (dist/cli.js) as a process', () => {
  // What it prints and its exit code are runCli's, byte for byte: a deal, a record from standard input (with a
  // byte-order mark), a usage error (exit 2, the usage on stderr), a broken record (exit 1), the daily deal, help.
  const record = JSON.stringify({ game: 'pileon', deal: 1, moves: [] });
  it.each<[string[], string?]>([
    [['deal', 'bakers-game', '1', '--variant', 'any']],
    [['replay', '-'], `\uFEFF${record}`],
    [['moves', '-'], record],
    [['deal', 'cruel', '0']],
    [['replay', '-'], '{"game":'],
    [['daily', 'pileon', '2026-12-07']],
    [['help']],
  ])('%j prints what runCli prints, with its exit code', async (args, input) => {
    const program = runProgram(args, input);
    expect(program).toEqual(await run(args, input));
    expect(program.stdout + program.stderr).not.toBe('');
  });

  it('the exit codes are 0, 1 and 2 as the commands say', () => {
    expect(runProgram(['deal', 'bakers-game', '617', '--variant', 'kings'])).toEqual({
      code: 0,
      stdout: bakersOutput(MS_DEAL_617),
      stderr: '',
    });
    expect(runProgram(['replay', '-'], '{"game":').code).toBe(1);
    expect(runProgram(['shuffle']).code).toBe(2);
  });
});

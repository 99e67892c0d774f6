import { beforeEach, describe, expect, it } from 'vitest';
import { documentOf } from '../../../src/stats-core/document';
import { planImport } from '../../../src/stats-core/import-plan';
import { encodeMoves } from '../../../src/stats-core/move-code';
import type { GameResult } from '../../../src/stats-core/result';
import { SliceClock, type Slices } from '../../../src/stats-core/slices';
import { Statistics } from '../../../src/host/stats/statistics';
import { STATS_KEY } from '../../../src/host/stats/store';
import { readExport } from '../../../src/stats-core/transfer';
import { checkRecords } from '../../../src/stats-core/import-check';
import { importFile } from '../../../src/stats-core/import-file';
import {
  ManualClock,
  MapMemento,
  exportText,
  importText,
  journalOf,
  lostRecord,
  openMachine,
  openRecord,
  openStatistics,
  scoreOf,
  wonRecord,
} from './support';
import { NO_SUCH_GAME } from '../../support/no-such-game';

const won = wonRecord();
const lost = lostRecord();
const open = openRecord();

let clock: ManualClock;
/** A machine of its own: its globalState, its journal. */
const fresh = () => openMachine(clock);

/** Four wins, a loss and an abandoned game (this machine's journal keeps each one's record). */
async function played(): Promise<{ statistics: Statistics }> {
  const statistics = await fresh();
  for (let i = 0; i < 4; i++) {
    await statistics.record({
      id: `won-game-${i}`,
      outcome: 'won',
      record: won,
      score: scoreOf(won),
      moves: won.moves.length,
      elapsedMs: 60_000 + i * 1000,
      hintsUsed: i === 1 ? 2 : 0,
    });
    clock.time += 60_000;
  }
  await statistics.leave({ id: 'lost-game-1', record: lost, elapsedMs: 20_000, hintsUsed: 1 });
  clock.time += 60_000;
  await statistics.leave({ id: 'left-game-1', record: open, elapsedMs: 5_000 });
  clock.time += 60_000;
  return { statistics };
}
const report = (over: object = {}) => ({
  added: 0,
  unverified: 0,
  assisted: 0,
  alreadyCounted: 0,
  conflicting: 0,
  hiddenByReset: 0,
  carried: 0,
  refused: [],
  ...over,
});

beforeEach(() => {
  clock = new ManualClock();
});

describe('the export file', () => {
  it('is readable JSON, one result a line: game, rule set, deal, outcome, score, moves, time, an ISO date, and the record in the move code', async () => {
    const { statistics } = await played();
    const text = await exportText(statistics, clock.now());
    const file = JSON.parse(text);
    expect(file).toMatchObject({ format: 'patience-statistics', schema: 1, exportedAt: new Date(clock.time).toISOString() });
    expect(file.results).toHaveLength(6);
    expect(file.results[0]).toEqual({
      id: 'won-game-0',
      game: 'bakers-game',
      variant: 'kings',
      deal: 2,
      outcome: 'won',
      score: 52,
      moves: won.moves.length,
      timeMs: 60_000,
      endedAt: '2025-01-06T12:00:00.000Z',
      hintsUsed: 0,
      record: encodeMoves('bakers-game', won.moves),
      machine: expect.stringMatching(/^[0-9a-z]{12}$/),
    });
    expect(file.results.map((r: { hintsUsed: number }) => r.hintsUsed)).toEqual([0, 2, 0, 0, 1, 0]);
    expect(file.results[4]).toEqual(expect.not.objectContaining({ variant: expect.anything() }));
    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('  {"id":'))).toHaveLength(6);
  });
});

describe('import', () => {
  it('round trip with records: every result replays, and the numbers are the same', async () => {
    const { statistics } = await played();
    const target = await fresh();
    expect(await importText(target, await exportText(statistics, clock.now()), clock.now())).toEqual({
      ok: true,
      value: report({ added: 6 }),
    });
    expect(target.snapshot()).toEqual(statistics.snapshot());
    expect(target.snapshot().total).toMatchObject({ won: 4, winsWithoutHints: 3, unverified: 0 });
  });

  it("the tally an import folds from the rows it wrote is the one a window folds from the journal's files", async () => {
    const { statistics } = await played();
    const dir = '/import-target/journal';
    const target = await openStatistics(new MapMemento(), { clock, journal: journalOf('window-t001', dir, clock) });
    for (const records of [true, false]) await importText(target, await exportText(statistics, clock.now(), { records }), clock.now());
    const next = await openStatistics(new MapMemento(), { clock, journal: journalOf('window-t002', dir, clock) });
    await next.catchUp();
    expect(next.snapshot()).toEqual(target.snapshot());
    expect(target.snapshot().total).toMatchObject({ played: 6, won: 4 });
  });

  it('round trip without records (a file from an older version): counted, unverified, no bests and no streak', async () => {
    const { statistics } = await played();
    const target = await fresh();
    expect(await importText(target, await exportText(statistics, clock.now(), { records: false }), clock.now())).toEqual({
      ok: true,
      value: report({ added: 6, unverified: 6 }),
    });
    const kings = target.snapshot().scopes.find((s) => s.scope === 'bakers-game:kings');
    expect(kings).toMatchObject({
      played: 4,
      won: 4,
      unverified: 4,
      currentStreak: 0,
      bestStreak: 0,
      bestScore: null,
      fastestWinMs: null,
      fewestMoves: null,
      averageWinMs: null,
    });
    expect(target.snapshot().total).toMatchObject({ played: 6, won: 4, lost: 1, abandoned: 1, unverified: 6 });
  });

  it('an unverified game stays unverified through the next export and import', async () => {
    const { statistics } = await played();
    const middle = await fresh();
    await importText(middle, await exportText(statistics, clock.now(), { records: false }), clock.now());
    const last = await fresh();
    await importText(last, await exportText(middle, clock.now()), clock.now());
    expect(last.snapshot()).toEqual(middle.snapshot());
    expect(JSON.parse((await exportText(middle, clock.now())).trim()).results.every((r: object) => !('record' in r))).toBe(true);
  });

  it.each([
    ['a record that does not replay', { record: '1:FF' }, /its record does not replay: move 1 \(moves\[0\]\) .* is illegal/],
    [
      'a win whose record stops short of the win',
      { record: encodeMoves('bakers-game', won.moves.slice(0, -1)) },
      /claims won, score 52 in \d+ moves; its record replays to abandoned/,
    ],
    ['a record of another deal', { deal: 3 }, /its record/],
    ['a score the record does not reach', { outcome: 'lost', score: 30 }, /claims lost, score 30/],
    ['a record in a later move code', { record: '2:0011' }, /move code 2/],
  ])('refuses %s, and counts the rest', async (_, change, why) => {
    const { statistics } = await played();
    const file = JSON.parse(await exportText(statistics, clock.now()));
    file.results[2] = { ...file.results[2], ...change };
    const target = await fresh();
    const imported = await importText(target, JSON.stringify(file), clock.now());
    expect(imported).toMatchObject({ ok: true, value: { added: 5, refused: [expect.stringMatching(/^results\[2\]: won-game-2: /)] } });
    if (imported.ok) expect(imported.value.refused[0]).toMatch(why);
  });

  it('a file from before hints were noted imports with no hints; a damaged hint count refuses that result', async () => {
    const { statistics } = await played();
    const file = JSON.parse(await exportText(statistics, clock.now()));
    for (const r of file.results) delete r.hintsUsed;
    file.results[2].hintsUsed = -1;
    const target = await fresh();
    const imported = await importText(target, JSON.stringify(file), clock.now());
    expect(imported).toMatchObject({
      ok: true,
      value: { added: 5, refused: [expect.stringMatching(/^results\[2\]: won-game-2: -1 hints used/)] },
    });
    expect(target.snapshot().total.recent.map((r) => r.hintsUsed)).toEqual([0, 0, 0, 0, 0]);
  });

  it("a daily deal's result keeps its day through export and import; a damaged day refuses that result", async () => {
    const source = await fresh();
    await source.record({
      id: 'daily-game-1',
      outcome: 'won',
      record: won,
      score: scoreOf(won),
      moves: won.moves.length,
      elapsedMs: 60_000,
      daily: '2025-01-06',
    });
    await source.leave({ id: 'daily-game-2', record: open, elapsedMs: 5_000, daily: '2025-01-06' });
    const file = JSON.parse(await exportText(source, clock.now()));
    expect(file.results.map((r: { daily?: string }) => r.daily)).toEqual(['2025-01-06', '2025-01-06']);
    const target = await fresh();
    expect(await importText(target, await exportText(source, clock.now()), clock.now())).toMatchObject({
      ok: true,
      value: { added: 2, refused: [] },
    });
    expect(JSON.parse(await exportText(target, clock.now())).results).toEqual(file.results);
    file.results[1].daily = '2025-02-30';
    const damaged = await fresh();
    expect(await importText(damaged, JSON.stringify(file), clock.now())).toMatchObject({
      ok: true,
      value: { added: 1, refused: [expect.stringMatching(/^results\[1\]: daily-game-2: "2025-02-30" is not the day of a daily deal/)] },
    });
  });

  it('an assisted game keeps its mark through export and import; only then is the file schema 2, which an older version refuses', async () => {
    const { statistics } = await played();
    expect(JSON.parse(await exportText(statistics, clock.now())).schema).toBe(1);
    await statistics.record({
      id: 'assisted-win',
      outcome: 'won',
      record: won,
      score: scoreOf(won),
      moves: won.moves.length,
      elapsedMs: 9_000,
      assisted: true,
    });
    const text = await exportText(statistics, clock.now());
    const file = JSON.parse(text);
    expect(file.schema).toBe(2);
    expect(file.results.filter((r: { assisted?: boolean }) => r.assisted).map((r: { id: string }) => r.id)).toEqual(['assisted-win']);
    expect(file.results[0]).toEqual(expect.not.objectContaining({ assisted: expect.anything() }));
    const target = await fresh();
    expect(await importText(target, text, clock.now())).toEqual({ ok: true, value: report({ added: 7, assisted: 1 }) });
    expect(target.document().results.get('assisted-win')).toMatchObject({ assisted: true, imported: true });
    expect(target.snapshot().scopes.find((s) => s.scope === 'bakers-game:kings')).toMatchObject({ won: 4, assistedWins: 1 });
    expect(JSON.parse(await exportText(target, clock.now())).results).toEqual(file.results);
  });

  it('a row that says assisted counts so whatever the schema; a row that differs only in it is a conflict; a damaged mark refuses the row', async () => {
    const source = await fresh();
    await source.record({ id: 'plain-win-1', outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 9_000 });
    const file = JSON.parse(await exportText(source, clock.now()));
    expect(await importText(source, JSON.stringify({ ...file, results: [{ ...file.results[0], assisted: true }] }), clock.now())).toEqual({
      ok: true,
      value: report({ conflicting: 1 }),
    });
    expect(source.document().results.get('plain-win-1')?.assisted).toBeUndefined();
    const target = await fresh();
    const marked = {
      ...file,
      results: [
        { ...file.results[0], assisted: true },
        { ...file.results[0], id: 'plain-win-2', assisted: 'yes' },
      ],
    };
    expect(await importText(target, JSON.stringify(marked), clock.now())).toMatchObject({
      ok: true,
      value: { added: 1, assisted: 1, refused: [expect.stringMatching(/^results\[1\]: plain-win-2: assisted "yes" is not true or false/)] },
    });
    expect(
      await importText(await fresh(), JSON.stringify({ ...file, results: [{ ...file.results[0], assisted: false }] }), clock.now()),
    ).toEqual({ ok: true, value: report({ added: 1 }) });
  });

  it('importing the same file again, or into the statistics it came from, counts nothing twice', async () => {
    const { statistics } = await played();
    const text = await exportText(statistics, clock.now());
    expect(await importText(statistics, text, clock.now())).toEqual({ ok: true, value: report({ alreadyCounted: 6 }) });
    const target = await fresh();
    await importText(target, text, clock.now());
    expect(await importText(target, text, clock.now())).toEqual({ ok: true, value: report({ alreadyCounted: 6 }) });
    expect(target.snapshot().total.played).toBe(6);
  });

  it('the same games without their records are already counted, not conflicts; the counted ones stay verified', async () => {
    const { statistics } = await played();
    expect(await importText(statistics, await exportText(statistics, clock.now(), { records: false }), clock.now())).toEqual({
      ok: true,
      value: report({ alreadyCounted: 6 }),
    });
    expect(statistics.snapshot().total.unverified).toBe(0);
  });

  it('a file from another machine merges: new games added, shared ones kept once', async () => {
    const { statistics: here } = await played();
    const other = await fresh();
    await importText(other, await exportText(here, clock.now()), clock.now());
    await other.record({ id: 'other-win-1', outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 1000 });
    expect(await importText(here, await exportText(other, clock.now()), clock.now())).toEqual({
      ok: true,
      value: report({ added: 1, alreadyCounted: 6 }),
    });
    expect(here.snapshot().total).toMatchObject({ played: 7, won: 5, currentStreak: 1 });
  });

  it('games from before a reset stay reset when an older export is imported', async () => {
    const { statistics } = await played();
    const text = await exportText(statistics, clock.now());
    await statistics.reset();
    expect(await importText(statistics, text, clock.now())).toEqual({ ok: true, value: report({ hiddenByReset: 6 }) });
    expect(statistics.snapshot().total.played).toBe(0);
  });

  it('entries that fail their checks are refused and reported; the valid ones are imported', async () => {
    const { statistics } = await played();
    const file = JSON.parse(await exportText(statistics, clock.now()));
    const future = new Date(clock.now() + 25 * 3_600_000).toISOString();
    file.results.push(
      { ...file.results[0], id: 'forged-best', score: 5000 },
      { ...file.results[0], id: 'bad-game-01', game: NO_SUCH_GAME.id },
      { ...file.results[0], id: 'bad-date-01', endedAt: 'yesterday' },
      { ...file.results[0], id: 'bad-rule-01', variant: 'queens' },
      'not a result',
      { ...file.results[0], id: 'from-future', endedAt: future },
      { ...file.results[0], id: 'skewed-clock', endedAt: new Date(clock.now() + 23 * 3_600_000).toISOString() },
    );
    const target = await fresh();
    const imported = await importText(target, JSON.stringify(file), clock.now());
    expect(imported.ok && imported.value.added).toBe(7);
    expect(imported.ok && imported.value.refused).toEqual([
      expect.stringMatching(/results\[6\].*score 5000/),
      `results[7]: unknown game "${NO_SUCH_GAME.id}"`,
      'results[8]: endedAt "yesterday" is not a date',
      'results[9]: Baker\'s Game has no rule set "queens"',
      'results[10]: "not a result" is not a result',
      `results[11]: it ends "${future}", after today`,
    ]);
  });

  it.each([
    ['text that is not JSON', 'hello', 'not JSON'],
    ['JSON that is not an export', '{"cruel":{"played":1,"won":1}}', 'not an export'],
    ['an export from a newer version', '{"format":"patience-statistics","schema":3,"results":[]}', 'newer schema'],
    ['an export without results', '{"format":"patience-statistics","schema":1}', 'no results'],
    ['an export with two results lists', '{"format":"patience-statistics","schema":1,"results":[],"results":[]}', 'not an export'],
  ])('%s is refused as a whole and changes nothing', async (_, text, kind) => {
    const memento = new MapMemento();
    const statistics = await openMachine(clock, memento);
    const imported = await importText(statistics, text, clock.now());
    expect(imported).toMatchObject({ ok: false, problem: { kind } });
    expect(memento.get(STATS_KEY)).toBeUndefined();
  });

  it('carried counts from schema 0 travel with the export, merge without adding up twice, and never raise what is here', async () => {
    const memento = new MapMemento();
    memento.values.set(STATS_KEY, { cruel: { played: 9, won: 2 } });
    const old = await openMachine(clock, memento);
    const text = await exportText(old, clock.now());
    expect(JSON.parse(text).carried).toEqual({ cruel: { played: 9, won: 2 } });
    const target = await fresh();
    await importText(target, text, clock.now());
    expect(await importText(target, text, clock.now())).toEqual({ ok: true, value: report() });
    expect(await importText(target, text.replace('"played":9', '"played":900'), clock.now())).toEqual({
      ok: true,
      value: report({ conflicting: 1 }),
    });
    expect(target.snapshot().total).toMatchObject({ played: 9, won: 2 });
  });
});

describe('bounds', () => {
  const result = (i: number): GameResult => ({
    id: `bounded-${String(i).padStart(5, '0')}`,
    scope: 'maze',
    deal: i + 1,
    outcome: 'lost',
    score: 3,
    moves: 5,
    timeMs: 1000,
    endedAt: Date.UTC(2024, 0, 1) + i,
    hintsUsed: 0,
  });

  it('an import has no limit on the games the statistics hold (globalState keeps tallies): only a file is bounded', () => {
    const before = documentOf(Array.from({ length: 120_000 }, (_, i) => result(i)));
    const file = { rows: [result(120_000), result(120_001)].map((r) => ({ result: r })), carried: {}, refused: [] };
    expect(planImport(before, file)).toMatchObject({ ok: true, value: { report: { added: 2 } } });
  });

  it('reading and replaying a big file pause as they go', async () => {
    // A clock that moves one tick at every look: with slices of 5 ticks, a pause comes after every 5 looks.
    let ticks = 0;
    let pauses = 0;
    const slices: Slices = { now: () => ++ticks, pause: async () => void pauses++, sliceMs: 5 };
    const { statistics } = await played();
    const file = JSON.parse(await exportText(statistics, clock.now()));
    const row = file.results[0];
    file.results = Array.from({ length: 400 }, (_, i) => ({ ...row, id: `many-games-${String(i).padStart(3, '0')}` }));
    const target = await fresh();
    const imported = await importFile(target, JSON.stringify(file), clock.now(), slices);
    expect(imported).toMatchObject({ ok: true, value: { added: 400 } });
    // 400 records of some 90 moves each, the clock looked at every 32 moves: some 1,200 looks.
    expect(pauses).toBeGreaterThan(200);
    const read = await readExport(JSON.stringify(file), clock.now(), new SliceClock(slices));
    expect(read.ok && (await checkRecords(read.value, new SliceClock(slices))).rows).toHaveLength(400);
  });
});

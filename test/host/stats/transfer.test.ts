import { beforeEach, describe, expect, it } from 'vitest';
import { Statistics } from '../../../src/host/stats/statistics';
import { STATS_KEY } from '../../../src/host/stats/store';
import { ManualClock, MapMemento, lostRecord, openRecord, quietLog, scoreOf, wonRecord } from './support';

const won = wonRecord();
const lost = lostRecord();
const open = openRecord();

let clock: ManualClock;
const fresh = () => new Statistics(new MapMemento(), quietLog(), { damaged() {}, newer() {} }, clock);

async function played(): Promise<Statistics> {
  const statistics = fresh();
  for (let i = 0; i < 4; i++) {
    await statistics.record({ id: `won-game-${i}`, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 60_000 + i * 1000, hintsUsed: i === 1 ? 2 : 0 });
    clock.time += 60_000;
  }
  await statistics.leave({ id: 'lost-game-1', record: lost, elapsedMs: 20_000, hintsUsed: 1 });
  clock.time += 60_000;
  await statistics.leave({ id: 'left-game-1', record: open, elapsedMs: 5_000 });
  clock.time += 60_000;
  return statistics;
}

beforeEach(() => {
  clock = new ManualClock();
});

describe('export and import', () => {
  it('the export is readable JSON: game, rule set, deal, outcome, score, moves, time and an ISO date per result', async () => {
    const file = JSON.parse((await played()).exportJson());
    expect(file).toMatchObject({ format: 'patience-statistics', schema: 1, exportedAt: new Date(clock.time).toISOString() });
    expect(file.results).toHaveLength(6);
    expect(file.results[0]).toEqual({
      id: 'won-game-0', game: 'bakers-game', variant: 'kings', deal: 2, outcome: 'won', score: 52, moves: won.moves.length, timeMs: 60_000, endedAt: '2025-01-06T12:00:00.000Z', hintsUsed: 0,
    });
    expect(file.results.map((r: { hintsUsed: number }) => r.hintsUsed)).toEqual([0, 2, 0, 0, 1, 0]);
    expect(file.results[4]).toEqual(expect.not.objectContaining({ variant: expect.anything() }));
  });

  it('round trip: imported into empty statistics, the numbers are the same', async () => {
    const source = await played();
    const target = fresh();
    const report = await target.importJson(source.exportJson());
    expect(report).toEqual({ ok: true, value: { added: 6, alreadyCounted: 0, hiddenByReset: 0, skipped: [] } });
    expect(target.snapshot()).toEqual(source.snapshot());
    expect(target.snapshot().total).toMatchObject({ won: 4, winsWithoutHints: 3 });
    expect(target.snapshot().total.recent.map((r) => r.hintsUsed)).toEqual([0, 2, 0, 0, 1, 0]);
  });

  it('a file from before hints were noted imports every result with no hints; a damaged hint count skips that result', async () => {
    const file = JSON.parse((await played()).exportJson());
    for (const r of file.results) delete r.hintsUsed;
    file.results[2].hintsUsed = -1;
    const target = fresh();
    const report = await target.importJson(JSON.stringify(file));
    expect(report).toMatchObject({ ok: true, value: { added: 5, skipped: [expect.stringMatching(/^results\[2\]: won-game-2: -1 hints used/)] } });
    expect(target.snapshot().total.recent.map((r) => r.hintsUsed)).toEqual([0, 0, 0, 0, 0]);
  });

  it("a daily deal's result keeps its day through export and import; a damaged day skips that result", async () => {
    const source = fresh();
    await source.record({ id: 'daily-game-1', outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 60_000, daily: '2025-01-06' });
    await source.leave({ id: 'daily-game-2', record: open, elapsedMs: 5_000, daily: '2025-01-06' });
    const file = JSON.parse(source.exportJson());
    expect(file.results.map((r: { daily?: string }) => r.daily)).toEqual(['2025-01-06', '2025-01-06']);
    const target = fresh();
    expect(await target.importJson(source.exportJson())).toMatchObject({ ok: true, value: { added: 2, skipped: [] } });
    expect(JSON.parse(target.exportJson()).results).toEqual(file.results);
    file.results[1].daily = '2025-02-30';
    const damaged = fresh();
    expect(await damaged.importJson(JSON.stringify(file))).toMatchObject({ ok: true, value: { added: 1, skipped: [expect.stringMatching(/^results\[1\]: daily-game-2: "2025-02-30" is not the day of a daily deal/)] } });
  });

  it('importing the same file again, or into the statistics it came from, counts nothing twice', async () => {
    const source = await played();
    const text = source.exportJson();
    expect(await source.importJson(text)).toMatchObject({ ok: true, value: { added: 0, alreadyCounted: 6 } });
    const target = fresh();
    await target.importJson(text);
    expect(await target.importJson(text)).toMatchObject({ ok: true, value: { added: 0, alreadyCounted: 6 } });
    expect(target.snapshot().total.played).toBe(6);
  });

  it('a file from another machine merges: new games added, shared ones kept once', async () => {
    const here = await played();
    const other = fresh();
    await other.importJson(here.exportJson());
    await other.record({ id: 'other-win-1', outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 1000 });
    expect(await here.importJson(other.exportJson())).toMatchObject({ ok: true, value: { added: 1, alreadyCounted: 6 } });
    expect(here.snapshot().total).toMatchObject({ played: 7, won: 5, currentStreak: 1 });
  });

  it('games from before a reset stay reset when an older export is imported', async () => {
    const statistics = await played();
    const text = statistics.exportJson();
    await statistics.reset();
    expect(await statistics.importJson(text)).toMatchObject({ ok: true, value: { added: 0, hiddenByReset: 6 } });
    expect(statistics.snapshot().total.played).toBe(0);
  });

  it('entries that fail their checks are skipped and reported; the valid ones are imported', async () => {
    const file = JSON.parse((await played()).exportJson());
    file.results.push(
      { ...file.results[0], id: 'forged-best', score: 5000 },
      { ...file.results[0], id: 'bad-game-01', game: 'klondike' },
      { ...file.results[0], id: 'bad-date-01', endedAt: 'yesterday' },
      { ...file.results[0], id: 'bad-rule-01', variant: 'queens' },
      'not a result',
    );
    const target = fresh();
    const report = await target.importJson(JSON.stringify(file));
    expect(report.ok && report.value.added).toBe(6);
    expect(report.ok && report.value.skipped).toEqual([
      expect.stringMatching(/results\[6\].*score 5000/),
      expect.stringMatching(/results\[7\].*klondike/),
      expect.stringMatching(/results\[8\].*not a date/),
      expect.stringMatching(/results\[9\].*rule set "queens"/),
      expect.stringMatching(/results\[10\]: not an object/),
    ]);
  });

  it.each([
    ['text that is not JSON', 'hello', /not JSON/],
    ['JSON that is not an export', '{"cruel":{"played":1,"won":1}}', /not a Patience statistics export/],
    ['an export from a newer version', '{"format":"patience-statistics","schema":2,"results":[]}', /schema 2/],
    ['an export without results', '{"format":"patience-statistics","schema":1}', /no "results"/],
  ])('%s is refused as a whole and changes nothing', async (_, text, why) => {
    const memento = new MapMemento();
    const statistics = new Statistics(memento, quietLog(), { damaged() {}, newer() {} }, clock);
    const report = await statistics.importJson(text);
    expect(report.ok).toBe(false);
    if (!report.ok) expect(report.error).toMatch(why);
    expect(memento.get(STATS_KEY)).toBeUndefined();
  });

  it('carried counts from schema 0 travel with the export and merge without adding up twice', async () => {
    const memento = new MapMemento();
    memento.values.set(STATS_KEY, { cruel: { played: 9, won: 2 } });
    const old = new Statistics(memento, quietLog(), { damaged() {}, newer() {} }, clock);
    const text = old.exportJson();
    expect(JSON.parse(text).carried).toEqual({ cruel: { played: 9, won: 2 } });
    const target = fresh();
    await target.importJson(text);
    await target.importJson(text);
    expect(target.snapshot().total).toMatchObject({ played: 9, won: 2 });
  });
});

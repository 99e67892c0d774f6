// What globalState holds, and what is read from it whatever it holds. The rows earlier versions kept
// (schemas 0 to 3, result.ts) are read by the migration (migration.ts, earlier.ts); this version's
// value (schema 5, synced.ts; schema 4 too, its tallies as JSON) is read part by part: damage is backed up on disk, reported once and
// repaired from what is valid; a newer version's value is left alone.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeResult, encodeResult, type GameResult } from '../../../src/stats-core/result';
import { BACKUP_KEY, DEVICE_KEY, NEWER_BACKUP_KEY, STATS_KEY } from '../../../src/host/stats/store';
import { SYNCED_SCHEMA } from '../../../src/stats-core/synced';
import { double } from '../../support/vscode-double';
import {
  JOURNAL_DIR,
  ManualClock,
  MapMemento,
  lostRecord as lostRecordOf,
  openStatistics,
  quietLog,
  scoreOf,
  storedSynced,
} from './support';
import { NO_SUCH_GAME } from '../../support/no-such-game';

beforeEach(() => double.reset());

/** A window's statistics on globalState holding `values`, opened and caught up with its journal. */
async function open(values: Record<string, unknown> = {}, memento = new MapMemento()) {
  for (const [key, value] of Object.entries(values)) memento.values.set(key, value);
  const log = quietLog();
  const told = { damaged: 0, newer: 0 };
  const clock = new ManualClock();
  const statistics = await openStatistics(memento, { clock, log, notices: { damaged: () => told.damaged++, newer: () => told.newer++ } });
  await statistics.catchUp();
  return { memento, log, told, statistics, clock };
}

/** The raw values backed up on disk (journal/backups/), oldest first. */
const backups = (): { key: string; why: string; problems: string[]; raw: unknown }[] =>
  [...double.files.keys()]
    .filter((path) => path.startsWith(`${JOURNAL_DIR}/backups/`))
    .sort()
    .map((path) => JSON.parse(new TextDecoder().decode(double.files.get(path))));

const T0 = Date.UTC(2025, 0, 1);
const row = (i: number, over: Partial<GameResult> = {}) =>
  encodeResult({
    id: `stored-${String(i).padStart(4, '0')}`,
    scope: 'pileon',
    deal: i,
    outcome: 'won',
    score: 52,
    moves: 90,
    timeMs: 100_000,
    endedAt: T0 + i * 1000,
    hintsUsed: 0,
    ...over,
  });
const schema1 = (rows: unknown[]) => ({ schema: 1, results: rows, resets: {}, carried: {} });
function decodeOk(row: unknown): GameResult {
  const decoded = decodeResult(row);
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.value;
}
const lostRecord = lostRecordOf();

describe('migration from schema 0 (the prototype\'s { "<game>": { played, won } })', () => {
  const v0 = { cruel: { played: 12, won: 3 }, 'bakers-game': { played: 5, won: 5 }, maze: { played: 0, won: 0 } };

  it("brings the counts over, Baker's Game to its default rule set, into this version's schema; the raw value backed up on disk", async () => {
    const { statistics, memento, log, told } = await open({ [STATS_KEY]: v0 });
    const snapshot = statistics.snapshot();
    expect(snapshot.scopes.find((s) => s.scope === 'cruel')).toMatchObject({ played: 12, won: 3, carried: 12, lost: 0, currentStreak: 0 });
    expect(snapshot.scopes.find((s) => s.scope === 'bakers-game:kings')).toMatchObject({ played: 5, won: 5 });
    expect(snapshot.total).toMatchObject({ played: 17, won: 8, carried: 17 });
    expect(memento.get<{ schema: number }>(STATS_KEY)?.schema).toBe(SYNCED_SCHEMA);
    const [legacy] = [...storedSynced(memento.get(STATS_KEY)).machines].filter(([id]) => id.startsWith('legacy-'));
    expect(legacy[1].scopes.get('cruel')?.carried).toEqual({ played: 12, won: 3 });
    expect(backups()).toEqual([expect.objectContaining({ key: STATS_KEY, why: 'earlier', problems: [], raw: v0 })]);
    expect(log.text()).toContain("game(s) of an earlier version's statistics moved to the game journal");
    expect(told.damaged).toBe(0);
  });

  it('moves once: opened again, the same counts, no second backup', async () => {
    const { memento, statistics } = await open({ [STATS_KEY]: v0 });
    const again = await open({}, memento);
    expect(again.statistics.snapshot()).toEqual(statistics.snapshot());
    expect(backups()).toHaveLength(1);
  });

  it('a reset clears carried counts with the rest of their game', async () => {
    const { statistics } = await open({ [STATS_KEY]: v0 });
    await statistics.reset('cruel');
    expect(statistics.snapshot().total).toMatchObject({ played: 5, won: 5 });
  });

  it("an entry that is not a game's counts is left out, backed up and reported; the others come over", async () => {
    const { statistics, told } = await open({
      [STATS_KEY]: { cruel: { played: 2, won: 1 }, [NO_SUCH_GAME.id]: { played: 9, won: 9 }, pileon: { played: 1, won: 4 } },
    });
    expect(statistics.snapshot().total).toMatchObject({ played: 2, won: 1 });
    expect(told.damaged).toBe(1);
    expect(backups()[0].problems).toHaveLength(2);
  });
});

describe('hints used: a 9th column of a row, added within schema 1', () => {
  // Rows as an older version wrote them: 8 columns, written out here rather than by encodeResult.
  const oldRows = [
    ['stored-0001', 'pileon', 1, 'w', 52, 90, 100_000, T0 + 1000],
    ['stored-0002', 'bakers-game:kings', 2, 'l', 10, 0, 5_000, T0 + 2000],
    ['stored-0003', 'maze', 3, 'a', 4, 7, 60_000, T0 + 3000],
  ];

  it('an older row of 8 columns still loads, every value kept, with no hints', async () => {
    expect(oldRows.map(decodeResult)).toEqual([
      {
        ok: true,
        value: {
          id: 'stored-0001',
          scope: 'pileon',
          deal: 1,
          outcome: 'won',
          score: 52,
          moves: 90,
          timeMs: 100_000,
          endedAt: T0 + 1000,
          hintsUsed: 0,
        },
      },
      {
        ok: true,
        value: {
          id: 'stored-0002',
          scope: 'bakers-game:kings',
          deal: 2,
          outcome: 'lost',
          score: 10,
          moves: 0,
          timeMs: 5_000,
          endedAt: T0 + 2000,
          hintsUsed: 0,
        },
      },
      {
        ok: true,
        value: {
          id: 'stored-0003',
          scope: 'maze',
          deal: 3,
          outcome: 'abandoned',
          score: 4,
          moves: 7,
          timeMs: 60_000,
          endedAt: T0 + 3000,
          hintsUsed: 0,
        },
      },
    ]);
    const { statistics, told } = await open({ [STATS_KEY]: schema1(oldRows) });
    expect(statistics.snapshot().total).toMatchObject({ played: 3, won: 1, winsWithoutHints: 1, lost: 1, abandoned: 1 });
    expect(told.damaged).toBe(0);
  });

  it('a game with hints is stored with its count as a 9th column, one without as 8 (what an older version reads)', async () => {
    expect(row(1, { hintsUsed: 3 })).toEqual(['stored-0001', 'pileon', 1, 'w', 52, 90, 100_000, T0 + 1000, 3]);
    expect(row(1)).toEqual(oldRows[0]);
    expect(decodeResult(row(1, { hintsUsed: 3 }))).toMatchObject({
      ok: true,
      value: { id: 'stored-0001', hintsUsed: 3, score: 52, endedAt: T0 + 1000 },
    });
    const { statistics } = await open({ [STATS_KEY]: schema1([row(1, { hintsUsed: 3 }), ...oldRows.slice(1)]) });
    expect(statistics.snapshot().total).toMatchObject({ won: 1, winsWithoutHints: 0 });
  });

  it.each([
    [[...oldRows[0], -1]],
    [[...oldRows[0], 1.5]],
    [[...oldRows[0], '2']],
    [[...oldRows[0], 2, 'extra']],
    [[...oldRows[0], 2, 'u', 'x']],
  ])('%j is a damaged row', (bad) => {
    expect(decodeResult(bad).ok).toBe(false);
  });
});

describe("a daily deal's day: a 10th column of a row, added within schema 1", () => {
  it('is stored only for a daily deal, after the hints (0 or not); a row of 8 or 9 is an ordinary deal', () => {
    expect(row(1, { daily: '2026-12-01' })).toEqual(['stored-0001', 'pileon', 1, 'w', 52, 90, 100_000, T0 + 1000, 0, '2026-12-01']);
    expect(row(1, { hintsUsed: 2, daily: '2026-12-01' })).toEqual([
      'stored-0001',
      'pileon',
      1,
      'w',
      52,
      90,
      100_000,
      T0 + 1000,
      2,
      '2026-12-01',
    ]);
    expect(decodeResult(row(1, { daily: '2026-12-01' }))).toMatchObject({
      ok: true,
      value: { id: 'stored-0001', hintsUsed: 0, daily: '2026-12-01' },
    });
    expect(decodeResult(row(1)).ok && 'daily' in (decodeResult(row(1)) as { value: object }).value).toBe(false);
  });

  it.each([['2026-02-30'], ['2026-12-1'], [20261201], [null], [undefined]])('a 10th column %j is a damaged row', (day) => {
    expect(decodeResult([...row(1, { hintsUsed: 1 }), day]).ok).toBe(false);
  });
});

describe("the marks of an earlier version's rows: imported (11th column, schema 2), assisted (12th, schema 3)", () => {
  it('an imported row is marked "i" (with its record replayed) or "u" (unverified); both read back and move over', async () => {
    const unverified = row(3, { imported: true, unverified: true });
    expect(unverified).toEqual(['stored-0003', 'pileon', 3, 'w', 52, 90, 100_000, T0 + 3000, 0, null, 'u']);
    expect(row(4, { imported: true, hintsUsed: 2 })).toEqual(['stored-0004', 'pileon', 4, 'w', 52, 90, 100_000, T0 + 4000, 2, null, 'i']);
    expect(row(5, { imported: true, daily: '2026-12-01' })).toEqual([
      'stored-0005',
      'pileon',
      5,
      'w',
      52,
      90,
      100_000,
      T0 + 5000,
      0,
      '2026-12-01',
      'i',
    ]);
    expect(decodeResult(row(4, { imported: true }))).toMatchObject({ ok: true, value: { imported: true } });
    expect(decodeResult(unverified)).toMatchObject({ ok: true, value: { imported: true, unverified: true } });
    expect(decodeResult(unverified).ok && 'daily' in (decodeResult(unverified) as { value: object }).value).toBe(false);
    const { statistics, told } = await open({ [STATS_KEY]: { ...schema1([row(1), unverified]), schema: 2 } });
    expect(statistics.snapshot().total).toMatchObject({ played: 2, unverified: 1 });
    expect(told).toEqual({ damaged: 0, newer: 0 });
  });

  it('an assisted row is marked in a 12th column (the 11th null for a game counted from play); it counts apart from the wins', async () => {
    const played = row(6, { assisted: true });
    expect(played).toEqual(['stored-0006', 'pileon', 6, 'w', 52, 90, 100_000, T0 + 6000, 0, null, null, 1]);
    expect(row(7, { assisted: true, imported: true, unverified: true, daily: '2026-12-01', hintsUsed: 3 })).toEqual([
      'stored-0007',
      'pileon',
      7,
      'w',
      52,
      90,
      100_000,
      T0 + 7000,
      3,
      '2026-12-01',
      'u',
      1,
    ]);
    expect(decodeResult(played)).toEqual({ ok: true, value: expect.not.objectContaining({ imported: expect.anything() }) });
    expect(decodeResult(played)).toMatchObject({ ok: true, value: { assisted: true } });
    const { statistics } = await open({ [STATS_KEY]: { ...schema1([row(1), played]), schema: 3 } });
    expect(statistics.snapshot().total).toMatchObject({ played: 2, won: 1, assistedWins: 1 });
  });

  it.each([
    ['a 12th column that is not 1', ['stored-0008', 'pileon', 8, 'w', 52, 90, 100_000, T0, 0, null, null, true]],
    ['a null 11th column without a 12th', ['stored-0009', 'pileon', 9, 'w', 52, 90, 100_000, T0, 0, null, null]],
    ['a 13th column', ['stored-0010', 'pileon', 10, 'w', 52, 90, 100_000, T0, 0, null, null, 1, 1]],
  ])('a row with %s is damaged: left out and reported', async (_, bad) => {
    const { statistics, told } = await open({ [STATS_KEY]: { ...schema1([row(1), bad]), schema: 3 } });
    expect(statistics.snapshot().total.played).toBe(1);
    expect(told.damaged).toBe(1);
  });

  it('every row reads back as the result it was written from, whatever optional columns it needs', () => {
    const result = fc.record({
      hintsUsed: fc.nat(20),
      daily: fc.option(fc.constantFrom('2025-01-01', '2026-12-01'), { nil: undefined }),
      assisted: fc.option(fc.constant(true as const), { nil: undefined }),
      origin: fc.constantFrom('play', 'imported', 'unverified'),
    });
    fc.assert(
      fc.property(result, fc.nat(1000), ({ hintsUsed, daily, assisted, origin }, i) => {
        const marks =
          origin === 'play'
            ? {}
            : origin === 'imported'
              ? { imported: true as const }
              : { imported: true as const, unverified: true as const };
        const r: GameResult = {
          ...decodeOk(row(i + 1)),
          hintsUsed,
          ...(daily ? { daily } : {}),
          ...(assisted ? { assisted } : {}),
          ...marks,
        };
        const encoded = encodeResult(r);
        expect(encoded.length).toBe(assisted ? 12 : origin !== 'play' ? 11 : daily ? 10 : hintsUsed > 0 ? 9 : 8);
        expect(decodeOk(encoded)).toEqual(r);
      }),
      { numRuns: 200 },
    );
  });
});

describe('corrupted or unknown data: back up the raw value, keep what is valid, tell once, never crash', () => {
  it("one damaged row of an earlier version's costs that row only; the player is told once", async () => {
    const raw = schema1([
      row(1),
      ['stored-0002', 'pileon', 2, 'w', 999, 90, 1, T0],
      row(3),
      'garbage',
      row(4, { outcome: 'lost', score: 10 }),
    ]);
    const { statistics, told, log } = await open({ [STATS_KEY]: raw });
    expect(statistics.snapshot().total).toMatchObject({ played: 3, won: 2, lost: 1 });
    expect(told.damaged).toBe(1);
    expect(backups()).toEqual([
      expect.objectContaining({
        key: STATS_KEY,
        raw,
        problems: [expect.stringContaining('score 999'), expect.stringContaining('"garbage"')],
      }),
    ]);
    expect(log.text()).toMatch(/\[error\] Statistics under "patience.statistics" were partly unreadable/);
  });

  it('carried counts out of bounds (1.7e308, more wins than games) are damage, never Infinity', async () => {
    const { statistics, told } = await open({
      [STATS_KEY]: {
        ...schema1([]),
        carried: { cruel: { played: 1.7e308, won: 1 }, maze: { played: 2, won: 3 }, pileon: { played: 1_000_000, won: 0 } },
      },
    });
    expect(statistics.snapshot().total).toMatchObject({ played: 1_000_000, won: 0 });
    expect(told.damaged).toBe(1);
  });

  it.each([
    ['a string', 'oops'],
    ['a number', 42],
    ['a list', [1, 2, 3]],
    ['an unknown schema', { schema: 'one', results: 'none' }],
    ['a schema 4 value whose tallies are not', { schema: 4, machines: { abcdefabcdef: { n: -1 } }, resets: { maze: 'soon' }, newest: 'x' }],
    [
      'a schema 5 value whose tallies are not',
      { schema: 5, machines: { abcdefabcdef: '1|x', b: { n: 1 } }, resets: { maze: 'soon' }, newest: 'x' },
    ],
  ])('a value that is %s is backed up and replaced by what is valid of it', async (_, raw) => {
    const { statistics, told, memento } = await open({ [STATS_KEY]: raw });
    expect(statistics.snapshot().total.played).toBe(0);
    expect(told.damaged).toBe(1);
    expect(backups()[0]).toMatchObject({ key: STATS_KEY, why: 'damaged', raw });
    expect(memento.get(STATS_KEY)).toMatchObject({ schema: SYNCED_SCHEMA, resets: {} });
  });

  it("a damaged synced value is repaired from this machine's copy, losing nothing", async () => {
    const first = await open();
    await first.statistics.record({
      id: 'counted-001',
      outcome: 'lost',
      record: lostRecord,
      score: scoreOf(lostRecord),
      moves: lostRecord.moves.length,
      elapsedMs: 1000,
    });
    first.memento.values.set(STATS_KEY, 'damaged');
    double.files.clear(); // and no journal to fold it from: this machine's key alone holds it
    const { statistics, memento } = await open({}, first.memento);
    expect(statistics.snapshot().total.played).toBe(1);
    expect(storedSynced(memento.get(STATS_KEY)).newest.map((m) => m.result.id)).toEqual(['counted-001']);
  });

  it('statistics from a newer version are left as they are; what this machine counts goes to its own key', async () => {
    const newer = { schema: SYNCED_SCHEMA + 1, machines: { somewhere: { n: 9 } }, somethingNew: { a: 1 } };
    const { statistics, told, memento, clock } = await open({ [STATS_KEY]: newer });
    await statistics.record({
      id: 'counted-001',
      outcome: 'lost',
      record: lostRecord,
      score: scoreOf(lostRecord),
      moves: lostRecord.moves.length,
      elapsedMs: 1000,
    });
    await statistics.reset('maze');
    expect(memento.get(STATS_KEY)).toEqual(newer);
    expect(memento.get<{ resets: object }>(DEVICE_KEY)?.resets).toEqual({ maze: expect.any(Number) });
    expect(statistics.snapshot().total.played).toBe(1);
    expect(told).toEqual({ damaged: 0, newer: 1 });
    // Settled: the re-checks find nothing missing, so they write nothing more.
    let writes = 0;
    const update = memento.update.bind(memento);
    memento.update = (key, value) => (writes++, update(key, value));
    await clock.advance(600_000);
    expect(writes).toBe(0);
  });

  it("break 12: after a downgrade, this machine's key from a newer version is backed up whole on disk before it is rewritten", async () => {
    const newer = { schema: SYNCED_SCHEMA + 1, machines: {}, somethingNew: { a: 1 } };
    const { statistics, memento, told } = await open({ [DEVICE_KEY]: newer });
    await statistics.reset('maze');
    expect(backups()).toEqual([expect.objectContaining({ key: DEVICE_KEY, why: 'newer', raw: newer })]);
    expect(memento.get<{ schema: number }>(DEVICE_KEY)).toMatchObject({ schema: SYNCED_SCHEMA });
    expect(told.newer).toBe(1);
  });

  it("break 12: with both keys from a newer version, the synced one is left alone and this machine's is backed up before it is rewritten", async () => {
    const synced = { schema: SYNCED_SCHEMA + 1, machines: {} };
    const device = { schema: SYNCED_SCHEMA + 2, machines: {} };
    const { statistics, memento } = await open({ [STATS_KEY]: synced, [DEVICE_KEY]: device });
    await statistics.reset('maze');
    expect(memento.get(STATS_KEY)).toEqual(synced);
    expect(backups()).toEqual([expect.objectContaining({ key: DEVICE_KEY, why: 'newer', raw: device })]);
    expect(memento.get<{ schema: number }>(DEVICE_KEY)?.schema).toBe(SYNCED_SCHEMA);
  });

  it('a write globalState refuses is logged and tried again; the result is not lost', async () => {
    const memento = new MapMemento();
    const update = memento.update.bind(memento);
    let refusals = 1;
    memento.update = (key, value) => (refusals-- > 0 ? Promise.reject(new Error('disk full')) : update(key, value));
    const clock = new ManualClock();
    const log = quietLog();
    const statistics = await openStatistics(memento, { clock, log });
    await statistics.reset('maze');
    expect(log.text()).toContain('could not be written to globalState (Error: disk full)');
    await clock.advance(2_000);
    expect(memento.get<{ resets: object }>(STATS_KEY)?.resets).toEqual({ maze: clock.time - 2_000 });
  });

  it('keeps at most five backups of damaged values on disk, newest last; what earlier versions kept in globalState moves there', async () => {
    const memento = new MapMemento();
    memento.values.set(BACKUP_KEY, [{ key: STATS_KEY, raw: 'an earlier backup' }]);
    memento.values.set(NEWER_BACKUP_KEY, { key: DEVICE_KEY, schema: 4, raw: { schema: 4 } });
    for (let i = 0; i < 7; i++) {
      memento.values.set(STATS_KEY, `damage ${i}`);
      const clock = new ManualClock();
      clock.time += i * 60_000; // each backup named by its own time
      await (await openStatistics(memento, { clock })).catchUp();
    }
    expect(
      backups()
        .filter((b) => b.why === 'damaged')
        .map((b) => b.raw),
    ).toEqual(['damage 2', 'damage 3', 'damage 4', 'damage 5', 'damage 6']);
    expect(
      backups()
        .filter((b) => b.why === 'earlier')
        .map((b) => b.key)
        .sort(),
    ).toEqual([BACKUP_KEY, NEWER_BACKUP_KEY]);
    expect([memento.get(BACKUP_KEY), memento.get(NEWER_BACKUP_KEY)]).toEqual([undefined, undefined]);
  });

  it('whatever JSON is stored, reading never throws, and every valid row among it counts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.array(fc.jsonValue(), { maxLength: 5 }),
        fc.integer({ min: 0, max: 5 }),
        async (whole, junkRows, validCount) => {
          double.reset();
          const opened = await open({ [STATS_KEY]: whole, [DEVICE_KEY]: whole });
          expect(() => opened.statistics.snapshot()).not.toThrow();
          double.reset();
          const rows = [...junkRows, ...Array.from({ length: validCount }, (_, i) => row(i + 1))];
          expect((await open({ [STATS_KEY]: schema1(rows) })).statistics.snapshot().total.played).toBe(validCount);
        },
      ),
      { numRuns: 100 },
    );
  });
});

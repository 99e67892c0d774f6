// Schema 5's packed texts (src/stats-core/packed-tally.ts): a tally's text stands for exactly the tally it was
// packed from (a newest result's for exactly its row), so a tally reads the same whichever schema carried it, and copies from either schema meet
// in a join alike. A text that does not read is refused whole, never read as something else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Carried, documentOf } from '../../../src/stats-core/document';
import { digestOf } from '../../../src/stats-core/digest';
import { packRow, packTally, unpackRow, unpackTally } from '../../../src/stats-core/packed-tally';
import { type PartitionTally, emptiedTally } from '../../../src/stats-core/partition';
import { type GameResult, SCOPES, decodeResult, encodeResult } from '../../../src/stats-core/result';
import { ownTallyOf } from '../../../src/stats-core/summary';
import { resultArbitrary } from './result-arbitrary';
import { type WeekCounts, emptyScope } from '../../../src/stats-core/tally';
import {
  type SyncedStats,
  decodeSynced,
  decodeTally,
  encodeSynced,
  encodeTally,
  joinSynced,
  newestOf,
} from '../../../src/stats-core/synced';

const DAY = 86_400_000;
const T = Date.UTC(2026, 2, 1, 8); // a month before and after Europe's and America's clock changes
const NOW = T + 200 * DAY;
const MACHINES = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'legacy-cccccccccccc'];

/** Results over 200 days (weeks with gaps, weeks across clock changes), some of them many in one week. */
const resultArb = (i: number): fc.Arbitrary<GameResult> =>
  resultArbitrary(i, {
    start: T,
    scopes: SCOPES,
    minutes: fc.oneof(fc.integer({ min: 0, max: 200 * 24 * 60 }), fc.integer({ min: 150 * 24 * 60, max: 151 * 24 * 60 })),
    dailyDays: 199,
    dailyFreq: 3,
    maxTimeMs: 9_000_000,
  });

const resultsArb = fc.integer({ min: 0, max: 120 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => resultArb(i))));

/** A machine's tally of `results`, with what else a tally may say: carried totals, resets applied, folds, a cut. */
function tallyOf(results: readonly GameResult[], extra: { carried?: boolean; reset?: boolean; folds?: number; cut?: boolean } = {}) {
  const sorted = [...results].sort((a, b) => a.endedAt - b.endedAt);
  const resets = extra.reset && sorted.length > 0 ? { [sorted[0].scope]: sorted[0].endedAt } : {};
  const carried: Record<string, Carried> = extra.carried ? { pileon: { played: 40, won: 39, imported: true } } : {};
  const own = ownTallyOf({ ...documentOf(sorted, resets), carried }, NOW);
  own.tally.entries = sorted.length;
  own.tally.digest = digestOf(sorted.map((r) => r.id));
  if (extra.folds) own.tally.folds = extra.folds;
  if (extra.cut && sorted.length > 0) own.tally.cut = sorted.at(-1)!.endedAt;
  return own.tally;
}

const extraArb = fc.record({ carried: fc.boolean(), reset: fc.boolean(), folds: fc.nat(5), cut: fc.boolean() });

const roundTrip = (tally: PartitionTally) => unpackTally(JSON.parse(JSON.stringify(packTally(encodeTally(tally)))));

/** The same document as schema 4 stored it: every tally as JSON (StoredTally). */
function schema4(doc: SyncedStats): Record<string, unknown> {
  const ids = [...doc.machines.keys()].sort();
  return {
    schema: 4,
    machines: Object.fromEntries([...doc.machines].map(([id, t]) => [id, encodeTally(t)])),
    resets: { ...doc.resets },
    newest: doc.newest.map((m) => [ids.indexOf(m.machine), ...encodeResult(m.result)]),
  };
}
const text = (doc: SyncedStats): string => JSON.stringify(encodeSynced(doc));
const read = (raw: Record<string, unknown>): SyncedStats => {
  const { doc, problems } = decodeSynced(JSON.parse(JSON.stringify(raw)) as Record<string, unknown>);
  expect(problems).toEqual([]);
  return doc;
};

describe('a packed tally', () => {
  it('unpacks to exactly the tally it was packed from: counts, bests, streaks, weeks, daily deals, carried totals, folds', () => {
    fc.assert(
      fc.property(resultsArb, extraArb, (results, extra) => {
        const tally = tallyOf(results, extra);
        expect(roundTrip(tally)).toEqual(encodeTally(tally));
        expect(decodeTally(roundTrip(tally))).toEqual(tally);
        if (extra.carried && !extra.reset) expect(tally.scopes.get('pileon')?.carried).toMatchObject({ played: 40 });
      }),
      { numRuns: 150 },
    );
  });

  it('keeps weeks after a gap, across a change of clocks, and with 36 or more of a kind in a week', () => {
    const tally = tallyOf([]);
    tally.scopes.set('maze', {
      ...emptyScope(),
      ...{ played: 140, won: 100, lost: 40 },
      weeks: new Map([
        [Date.UTC(2026, 2, 2) - 3_600_000, [1, 0, 2, 0] as WeekCounts],
        [Date.UTC(2026, 2, 9) - 3_600_000, [36, 0, 0, 0] as WeekCounts],
        [Date.UTC(2026, 2, 16) - 3_600_000, [2, 0, 0, 1] as WeekCounts],
        [Date.UTC(2026, 2, 30) - 7_200_000, [60, 0, 38, 0] as WeekCounts], // two weeks on, the clocks changed
        [Date.UTC(2026, 3, 6) - 7_200_000, [1, 0, 0, 0] as WeekCounts],
      ]),
    });
    expect(decodeTally(roundTrip(tally))).toEqual(tally);
    expect(packTally(encodeTally(tally))).toContain('2001;');
  });

  it.each([
    ['not a text', { n: 1 }],
    ['too few parts', '1|0000000000000000|'],
    ['a count that is not one', 'zz!|0000000000000000||||0,,,0,0|maze=1|'],
    ['a scope of the wrong length', '1|0000000000000000||||0,,,0,0|maze=1,0,0|'],
    ['weeks that do not read', `1|0000000000000000||||0,,,0,0|maze=${'1,'.repeat(19)}3.12|`],
    ['a run of weeks before any week', `1|0000000000000000||||0,,,0,0|maze=${'1,'.repeat(19)}1000|`],
    ['a bad number of folds', '1|0000000000000000|??|||0,,,0,0||'],
    ['daily deals that do not read', '1|0000000000000000||||0,,,0,0||maze=1,xyz,,0,0,0'],
  ])('is refused whole when it holds %s', (_, raw) => {
    const unpacked = unpackTally(raw);
    expect(typeof unpacked === 'string' ? unpacked : decodeTally(unpacked)).toEqual(expect.any(String));
  });
});

describe('a packed newest result', () => {
  it('unpacks to exactly its row: every mark a result may have (hints, a daily day, imported, unverified, assisted)', () => {
    fc.assert(
      fc.property(fc.nat(40).chain(resultArb), fc.nat(99), (r, index) => {
        const back = unpackRow(JSON.parse(JSON.stringify(packRow(index, encodeResult(r)))));
        expect(back).toEqual({ index, row: encodeResult(r) });
        expect(decodeResult(back!.row)).toEqual({ ok: true, value: r });
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['not a text', ['0', 'game-000001']],
    ['a number that is not one', '0,game-000001,maze,?,w,1,2,3,4'],
    ['too many columns', `0,${'1,'.repeat(13)}1`],
  ])('is refused when it is %s', (_, raw) => expect(unpackRow(raw)).toBeUndefined());

  it('a row that unpacks but is not a result is left out, and said (its scope named by its index among the names)', () => {
    const machines = { aaaaaaaaaaaa: packTally(encodeTally(tallyOf([]))) };
    const good = packRow(0, ['game-000001', '0', 1, 'w', 1, 2, 3, T]);
    const { doc, problems } = decodeSynced({ schema: 5, names: ['maze'], machines, resets: {}, newest: [good, '0,x,0,1,w,1,2,3,4'] });
    expect(doc.newest.map((m) => m.result.id)).toEqual(['game-000001']);
    expect(problems).toEqual([expect.stringContaining('"x"')]);
  });
});

/** Copies of one history, each machine's cut at some point, folded some number of times, some emptied. */
const copiesArb = resultsArb.chain((results) =>
  fc
    .tuple(
      ...[0, 1, 2].map(() =>
        fc.tuple(fc.array(fc.nat(results.length), { minLength: 3, maxLength: 3 }), fc.array(fc.nat(3), { minLength: 3, maxLength: 3 })),
      ),
    )
    .map((copies) =>
      copies.map(([cut, folds]): SyncedStats => {
        const machines = new Map<string, PartitionTally>();
        MACHINES.forEach((id, m) => {
          const own = results.filter((_, i) => i % 3 === m && i < cut[m]);
          if (own.length === 0) return;
          const tally = tallyOf(own, { folds: folds[m] });
          machines.set(id, folds[m] === 3 ? emptiedTally(tally) : tally);
        });
        const newest = newestOf(results.filter((_, i) => i < cut[i % 3]).map((result, i) => ({ machine: MACHINES[i % 3], result })));
        return { machines, resets: {}, newest: newest.filter((m) => machines.has(m.machine)) };
      }),
    ),
);

describe('the names a schema 5 value gives its scopes and games', () => {
  it('are each written once; an index that names none refuses its tally, and a value without names says so', () => {
    const tally = tallyOf([
      { id: 'game-000001', scope: 'maze', deal: 1, outcome: 'won', score: 1, moves: 2, timeMs: 3, endedAt: T, hintsUsed: 0 },
    ]);
    const stored = encodeSynced({ machines: new Map([[MACHINES[0], tally]]), resets: {}, newest: [] }) as unknown as Record<
      string,
      unknown
    >;
    expect(stored.names).toEqual(['maze']);
    expect(stored.machines).toEqual({ [MACHINES[0]]: expect.stringContaining('|0=') });
    expect(decodeSynced({ ...stored, names: [] }).problems).toEqual([expect.stringContaining('unknown game "#0"')]);
    expect(decodeSynced({ ...stored, names: undefined }).problems).toEqual([
      '"names" is not a list of names',
      expect.stringContaining('unknown game "#0"'),
    ]);
  });
});

describe('copies from schema 4 and schema 5 meet in a join alike', () => {
  it('a copy read from either schema is the copy; joined in any order, any number of times, they agree', () => {
    fc.assert(
      fc.property(copiesArb, fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), ([a, b, c], packed) => {
        const [ra, rb, rc] = [a, b, c].map((doc, i) =>
          read(packed[i] ? (encodeSynced(doc) as unknown as Record<string, unknown>) : schema4(doc)),
        );
        for (const [doc, back] of [
          [a, ra],
          [b, rb],
          [c, rc],
        ] as const)
          expect(text(back)).toBe(text(doc));
        const whole = text(joinSynced(joinSynced(a, b), c));
        expect(text(joinSynced(joinSynced(ra, rb), rc))).toBe(whole);
        expect(text(joinSynced(rc, joinSynced(rb, ra)))).toBe(whole);
        expect(text(joinSynced(joinSynced(ra, rb), joinSynced(rb, rc)))).toBe(whole);
        expect(text(joinSynced(ra, joinSynced(ra, read(schema4(a)))))).toBe(text(a));
      }),
      { numRuns: 150 },
    );
  });
});

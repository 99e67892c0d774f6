// The synced statistics (src/stats-core/synced.ts) and the numbers read from them (view.ts): the value
// machines merge is a join (commutative, associative, idempotent, whatever copies meet), it reads back
// as written, it stays within Settings Sync's part whatever the history, and the numbers of several
// machines' tallies are the numbers of all their games as CONTRIBUTING.md ("Statistics across
// machines") defines them: counts, times and bests exact; the current streak exact while the newest
// results reach back to the last game that ended one; the best streak the longest any machine had.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StatsDocument, documentOf } from '../../../src/stats-core/document';
import { digestOf } from '../../../src/stats-core/digest';
import { type PartitionTally, emptiedTally } from '../../../src/stats-core/partition';
import { type GameResult, SCOPES, byEnd } from '../../../src/stats-core/result';
import { ownTallyOf, summarize } from '../../../src/stats-core/summary';
import {
  type MachineResult,
  NEWEST_KEPT,
  SYNCED_LIMIT,
  type SyncedStats,
  decodeSynced,
  encodeSynced,
  fitSynced,
  joinSynced,
  newestOf,
} from '../../../src/stats-core/synced';
import { snapshotOf } from '../../../src/stats-core/view';
import { resultArbitrary } from './result-arbitrary';

const T = Date.UTC(2026, 10, 2, 8);
const NOW = T + 30 * 86_400_000;
const MACHINES = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc', 'legacy-dddddddddddd'];

/** A result as play, an import or help leave it: every field a counted game may have. */
const resultArb = (i: number): fc.Arbitrary<GameResult> =>
  resultArbitrary(i, {
    start: T,
    scopes: ['cruel', 'maze', 'bakers-game:kings', 'freecell:off'],
    minutes: fc.integer({ min: 0, max: 28 * 24 * 60 }),
    dailyDays: 27,
    dailyFreq: 4,
    maxTimeMs: 900_000,
  });

/** Results on machines: each result and the machine (index into MACHINES) that counted it. */
const playedArb = fc
  .integer({ min: 0, max: 40 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => fc.tuple(resultArb(i), fc.nat(MACHINES.length - 1)))));

/** One machine's tally of `results`, as its owner folds its journal. */
function tallyOf(results: readonly GameResult[], resets: Record<string, number> = {}): PartitionTally {
  const own = ownTallyOf(documentOf([...results], resets), NOW);
  own.tally.entries = results.length;
  own.tally.digest = digestOf(results.map((r) => r.id));
  return own.tally;
}

/** The synced value of machines that each folded their own results (`played`) and kept the newest of all. */
function syncedOf(played: readonly (readonly [GameResult, number])[], resets: Record<string, number> = {}): SyncedStats {
  const machines = new Map<string, PartitionTally>();
  MACHINES.forEach((id, m) => {
    const own = played.filter(([, at]) => at === m).map(([r]) => r);
    if (own.length > 0) machines.set(id, tallyOf(own, resets));
  });
  const newest = newestOf(played.map(([result, m]): MachineResult => ({ machine: MACHINES[m], result })));
  return { machines, resets, newest };
}

const text = (doc: SyncedStats): string => JSON.stringify(encodeSynced(doc));

/**
 * Copies of one history as machines hold them at different moments: each a prefix of what each machine
 * counted, folded some number of times (partition.ts `folds`), some of them emptied (a window's id given
 * up for its journal's: emptiedTally).
 */
const copiesArb = playedArb.chain((played) =>
  fc
    .tuple(
      ...[0, 1, 2].map(() =>
        fc.tuple(
          fc.array(fc.nat(played.length), { minLength: MACHINES.length, maxLength: MACHINES.length }),
          fc.array(fc.nat(3), { minLength: MACHINES.length, maxLength: MACHINES.length }),
        ),
      ),
    )
    .map((copies) => {
      const reset: Record<string, number> = played.length > 0 ? { maze: played[0][0].endedAt } : {};
      return copies.map(([cut, folds], c) => {
        const doc = syncedOf(
          played.filter(([, m], i) => i < cut[m]),
          c === 2 ? reset : {},
        );
        const machines = new Map(
          [...doc.machines].map(([id, tally]) => {
            const m = MACHINES.indexOf(id);
            return [id, folds[m] === 3 ? emptiedTally(tally) : { ...tally, folds: folds[m] }];
          }),
        );
        return { ...doc, machines };
      });
    }),
);

describe('the synced value is a join', () => {
  it('commutative, associative and idempotent: copies of one history meet in any order, any number of times, alike', () => {
    fc.assert(
      fc.property(copiesArb, ([a, b, c]) => {
        expect(text(joinSynced(a, b))).toBe(text(joinSynced(b, a)));
        expect(text(joinSynced(joinSynced(a, b), c))).toBe(text(joinSynced(a, joinSynced(b, c))));
        expect(text(joinSynced(a, a))).toBe(text(a));
        expect(text(joinSynced(joinSynced(a, b), b))).toBe(text(joinSynced(a, b)));
      }),
      { numRuns: 200 },
    );
  });

  it("a machine's later tally stands over its earlier one (more games folded, then more resets applied), whichever copy brings it", () => {
    fc.assert(
      fc.property(playedArb, (played) => {
        const all = syncedOf(played);
        const half = syncedOf(played.slice(0, played.length >> 1));
        const joined = joinSynced(half, all);
        expect(text(joined)).toBe(text(all));
        expect(text(joinSynced(all, half))).toBe(text(all));
      }),
      { numRuns: 100 },
    );
  });

  it('reads back as it was written, part by part', () => {
    fc.assert(
      fc.property(playedArb, (played) => {
        const folded = syncedOf(played, played.length > 0 ? { cruel: played[0][0].endedAt } : {});
        const doc = { ...folded, machines: new Map([...folded.machines].map(([id, t], i) => [id, { ...t, folds: i }])) };
        const { doc: back, problems } = decodeSynced(JSON.parse(text(doc)) as Record<string, unknown>);
        expect(problems).toEqual([]);
        expect(text(back)).toBe(text(doc));
      }),
      { numRuns: 100 },
    );
  });
});

describe('the numbers across machines (CONTRIBUTING.md, "Statistics across machines")', () => {
  const whole = (played: readonly (readonly [GameResult, number])[]): StatsDocument => documentOf(played.map(([r]) => r));

  it('counts, times and bests are those of all the games, however they are spread over machines', () => {
    fc.assert(
      fc.property(playedArb, (played) => {
        const view = snapshotOf({ doc: syncedOf(played) }, NOW);
        const all = summarize(whole(played), NOW);
        const pick = (s: (typeof view)['total']) => ({
          played: s.played,
          won: s.won,
          assistedWins: s.assistedWins,
          winsWithoutHints: s.winsWithoutHints,
          lost: s.lost,
          abandoned: s.abandoned,
          unverified: s.unverified,
          bestScore: s.bestScore,
          fastestWinMs: s.fastestWinMs,
          fewestMoves: s.fewestMoves,
          averageWinMs: s.averageWinMs,
          weeks: s.weeks,
        });
        expect(pick(view.total)).toEqual(pick(all.total));
        for (const scope of SCOPES)
          expect(pick(view.scopes.find((s) => s.scope === scope)!)).toEqual(pick(all.scopes.find((s) => s.scope === scope)!));
        // The last games of all machines: the newest kept, each game once.
        expect(view.total.recent).toEqual(all.total.recent.slice(-Math.min(50, NEWEST_KEPT)));
      }),
      { numRuns: 300 },
    );
  });

  it("the current streak is all machines' wins since the last game that ended one; the best, the longest any machine had or now has", () => {
    fc.assert(
      fc.property(playedArb, (played) => {
        const doc = syncedOf(played);
        const view = snapshotOf({ doc }, NOW);
        const all = summarize(whole(played), NOW);
        // Every game is among the newest kept (at most 40 here): the streak across machines is exact.
        expect(view.total.currentStreak).toBe(all.total.currentStreak);
        for (const scope of SCOPES) {
          const shown = view.scopes.find((s) => s.scope === scope)!;
          expect(shown.currentStreak).toBe(all.scopes.find((s) => s.scope === scope)!.currentStreak);
          const ownBests = [...doc.machines.values()].map((t) => t.scopes.get(scope)?.streak.best ?? 0);
          expect(shown.bestStreak).toBe(Math.max(shown.currentStreak, ...ownBests));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('one machine alone: every number is exactly what the whole history gives', () => {
    fc.assert(
      fc.property(playedArb, (played) => {
        const mine = played.map(([r]) => [r, 0] as const);
        expect(snapshotOf({ doc: syncedOf(mine) }, NOW)).toEqual(summarize(whole(mine), NOW));
      }),
      { numRuns: 200 },
    );
  });

  it("a reset another machine has not applied yet hides that machine's games up to it all the same", () => {
    const played = Array.from(
      { length: 12 },
      (_, i) =>
        [
          {
            id: `reset-${String(i).padStart(6, '0')}`,
            scope: 'cruel',
            deal: 1,
            outcome: i % 3 ? ('won' as const) : ('lost' as const),
            score: i % 3 ? 48 : 3,
            moves: 20,
            timeMs: 60_000,
            endedAt: T + i * 3_600_000,
            hintsUsed: 0,
          },
          i % 2,
        ] as const,
    );
    const doc = syncedOf(played); // folded before the reset
    const at = T + 5.5 * 3_600_000;
    const view = snapshotOf({ doc: { ...doc, resets: { cruel: at } } }, NOW);
    const all = summarize(
      documentOf(
        played.map(([r]) => r),
        { cruel: at },
      ),
      NOW,
    );
    expect(view.scopes.find((s) => s.scope === 'cruel')).toMatchObject({
      played: 6,
      won: all.scopes.find((s) => s.scope === 'cruel')!.won,
    });
    expect(view.total.played).toBe(all.total.played);
  });
});

describe('bounded whatever the history', () => {
  it('a machine of 100,000 games weighs what one of 10,000 does (both past the weeks and days a tally keeps): its tally is counts, not games', () => {
    // A game every 20 minutes: 10,000 games already span 139 days, past the chart's 12 weeks and the 64 days of daily deals.
    const STEP = 20 * 60_000;
    const many = (n: number) =>
      Array.from({ length: n }, (_, i): [GameResult, number] => [
        {
          id: `many-${String(i).padStart(7, '0')}`,
          scope: SCOPES[i % SCOPES.length],
          deal: 1,
          outcome: i % 4 ? 'won' : 'lost',
          score: i % 4 ? 48 : 3,
          moves: 30,
          timeMs: 90_000,
          endedAt: T - (n - i) * STEP,
          hintsUsed: i % 3,
          ...(i % 10 === 0 ? { daily: new Date(T - (n - i) * STEP).toISOString().slice(0, 10) } : {}),
        },
        0,
      ]);
    const small = fitSynced(syncedOf(many(10_000)))!;
    const large = fitSynced(syncedOf(many(100_000)))!;
    expect(large.size).toBeLessThan(SYNCED_LIMIT);
    // Only the counts' digits grow.
    expect(Math.abs(large.size - small.size), `${small.size} -> ${large.size}`).toBeLessThan(500);
  });

  it("past Settings Sync's part the newest results are given up first; a value that cannot fit is refused, never cut", () => {
    const played = Array.from({ length: 200 }, (_, i): [GameResult, number] => [
      {
        id: `fit-${String(i).padStart(8, '0')}`,
        scope: SCOPES[i % SCOPES.length],
        deal: 1,
        outcome: 'won',
        score: 48,
        moves: 30,
        timeMs: 90_000,
        endedAt: T + i * 60_000,
        hintsUsed: 0,
      },
      i % 3,
    ]);
    const doc = syncedOf(played);
    const full = fitSynced(doc)!;
    expect(full.doc.newest).toHaveLength(NEWEST_KEPT);
    const tight = fitSynced(doc, full.size - 100)!;
    expect(tight.doc.newest.length).toBeLessThan(NEWEST_KEPT);
    expect(tight.doc.machines).toBe(doc.machines);
    expect(fitSynced(doc, 50)).toBeUndefined();
    expect(
      doc.newest
        .map((m) => m.result)
        .sort(byEnd)
        .at(-1),
    ).toEqual(full.doc.newest.at(-1)!.result);
  });
});

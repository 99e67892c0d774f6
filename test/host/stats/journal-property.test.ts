// Issue 17's property: any sequence of wins, losses, resets, exports (each game's record taken from the
// journal) and imports across windows of one machine, with stale whole-state writes and windows that
// close right after counting, loses no result and never changes a counted one; and every export carries
// each game's record. Each window is a Statistics on its own copy of globalState (a
// SharedStorage window) and its own journal writer; all share the journal folder, as globalStorageUri.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compact } from '../../../src/stats-core/document';
import { type GameResult, encodeResult } from '../../../src/stats-core/result';
import { RECHECK_MS } from '../../../src/host/stats/store';
import { summarize } from '../../../src/stats-core/summary';
import { verifyResult } from '../../../src/stats-core/verify';
import { double } from '../../support/vscode-double';
import {
  ManualClock,
  SharedStorage,
  exportText,
  importText,
  journalOf,
  lostRecord,
  openStatistics,
  scoreOf,
  storedStats,
  wonRecord,
} from './support';

const won = wonRecord(2, 'kings'); // Baker's Game #2
const lost = lostRecord(1); // Cruel #1
const claims = {
  won: (id: string) => ({ id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 61_000 }),
  lost: (id: string) => ({ id, outcome: 'lost', record: lost, score: scoreOf(lost), moves: lost.moves.length, elapsedMs: 42_000 }),
};

type Op =
  /** Even games are Baker's Game #2 won, odd ones Cruel #1 lost (one id is one game, whichever window counts it). */
  | { readonly kind: 'count'; readonly window: number; readonly game: number; readonly closeAfter: boolean }
  | { readonly kind: 'reset'; readonly window: number; readonly scope: 'all' | 'cruel' | 'bakers-game:kings' }
  | { readonly kind: 'export'; readonly window: number }
  | { readonly kind: 'import'; readonly window: number; readonly file: number }
  | { readonly kind: 'stale'; readonly window: number }
  | { readonly kind: 'wait'; readonly ms: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('count' as const), window: fc.nat(3), game: fc.nat(7), closeAfter: fc.boolean() }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('reset' as const),
      window: fc.nat(3),
      scope: fc.constantFrom('all' as const, 'cruel' as const, 'bakers-game:kings' as const),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('export' as const), window: fc.nat(3) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('import' as const), window: fc.nat(3), file: fc.nat(5) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('stale' as const), window: fc.nat(3) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2000 }) }), weight: 2 },
);

/** Of two counts of one game, the one that stands: the earlier, the row text breaking a tie (document.ts). */
const first = (x: GameResult, y: GameResult): GameResult =>
  x.endedAt !== y.endedAt ? (x.endedAt < y.endedAt ? x : y) : JSON.stringify(encodeResult(x)) <= JSON.stringify(encodeResult(y)) ? x : y;

async function playOut(ops: readonly Op[], delayMs: number): Promise<void> {
  double.reset();
  const clock = new ManualClock();
  const storage = new SharedStorage(clock, delayMs);
  let opened = 0;
  const open = async () => {
    const memento = storage.openWindow();
    const journal = journalOf(`window-${String(++opened).padStart(4, '0')}`, '/global-storage/journal', clock);
    return { memento, statistics: await openStatistics(memento, { clock, journal }), closed: false };
  };
  const windows = [await open(), await open()];
  const pick = (n: number) => {
    const live = windows.filter((w) => !w.closed);
    return live[n % live.length];
  };
  /** Every result a window counted (record() said so): the first count of an id is the one that must stand. */
  const firsts = new Map<string, GameResult>();
  const resets: { scope: string; at: number }[] = [];
  const files: string[] = [];

  for (const step of ops) {
    if (step.kind === 'wait') {
      await clock.advance(step.ms);
      continue;
    }
    if (windows.every((w) => w.closed)) windows.push(await open());
    const w = pick(step.window);
    if (step.kind === 'count') {
      const id = `game-${String(step.game).padStart(4, '0')}`;
      const claim = claims[step.game % 2 === 0 ? 'won' : 'lost'](id);
      const endedAt = clock.now();
      if ((await w.statistics.record(claim)) === 'counted') {
        const result = verifyResult(claim, endedAt);
        if (!result.ok) throw new Error(result.error);
        const had = firsts.get(id);
        if (!had || first(result.value, had) === result.value) firsts.set(id, result.value);
      }
      if (step.closeAfter && windows.filter((x) => !x.closed).length > 1) {
        w.statistics.dispose(); // the window closes right after counting: no re-check, no last write
        w.closed = true;
      }
    } else if (step.kind === 'reset') {
      resets.push({ scope: step.scope, at: clock.now() });
      await w.statistics.reset(step.scope === 'all' ? undefined : step.scope);
    } else if (step.kind === 'export') {
      // Each game's record from the journal, as Export Statistics… writes it.
      const text = await exportText(w.statistics, clock.now());
      // Every game counted on this machine goes out with its record (played here: its journal entry; imported: what its import kept).
      for (const row of JSON.parse(text).results as { id: string; record?: string }[]) expect(row.record, row.id).toBeDefined();
      files.push(text);
    } else if (step.kind === 'import') {
      if (files.length > 0) await importText(w.statistics, files[step.file % files.length], clock.now());
    } else {
      await w.memento.update('patience.recentGames', [`stale-${clock.now()}`]); // any key, from this window's copy
    }
  }

  // Settled: the windows still open have re-checked; a new window reads the journal.
  await clock.advance(RECHECK_MS.slice(0, -1).reduce((a, b) => a + b, 0) * 2);
  const fresh = await open();
  await fresh.statistics.catchUp();
  await clock.advance(RECHECK_MS.slice(0, -1).reduce((a, b) => a + b, 0) * 2);

  // The history the journal holds, with the resets: what every number comes from.
  const history = compact((await fresh.statistics.exportHistory()).doc, clock.now());
  const hidden = (r: GameResult) => resets.some((reset) => (reset.scope === 'all' || reset.scope === r.scope) && r.endedAt <= reset.at);
  const expected = [...firsts.values()].filter((r) => !hidden(r));
  // No result lost, and each as first counted (not a later count, not changed by an import).
  for (const r of expected) expect(encodeResult(history.results.get(r.id)!), r.id).toEqual(encodeResult(r));
  // Nothing counted that was not.
  for (const r of history.results.values()) expect(firsts.has(r.id), r.id).toBe(true);
  // The numbers from the tallies are the numbers of the whole history, in the window and in what globalState holds.
  expect(fresh.statistics.snapshot()).toEqual(summarize(history, clock.now()));
  expect(storedStats(storage.value, clock.now())).toEqual(fresh.statistics.snapshot());
  for (const w of windows) w.statistics.dispose();
  fresh.statistics.dispose();
}

describe('the game journal and globalState together', () => {
  it('a window that closes right after counting, then a stale write: the next window takes the game back', async () => {
    await playOut(
      [
        { kind: 'count', window: 1, game: 2, closeAfter: true },
        { kind: 'wait', ms: 100 },
        { kind: 'stale', window: 0 },
        { kind: 'wait', ms: 1000 },
      ],
      200,
    );
  });

  // Without the journal (Statistics with no `journal`), both seeds find a lost win within 12 runs.
  for (const seed of [17, 1700]) {
    it(`any wins, losses, resets, exports and imports across windows lose no result and change no counted one (seed ${seed})`, async () => {
      await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), fc.integer({ min: 1, max: 800 }), playOut), {
        numRuns: 150,
        seed,
      });
    });
  }
});

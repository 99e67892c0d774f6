// Issue 17's property for imports: two VS Code windows on one globalState (the lost-update model of
// support.ts), games won and lost in either, exports from either, imports of those files as they are
// or tampered with, resets, time passing: no counted game is ever lost or changed, and nothing a
// file says counts unless it may.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../src/engine';
import { sameResult, standing } from '../../../src/stats-core/document';
import type { GameResult } from '../../../src/stats-core/result';
import type { Statistics } from '../../../src/host/stats/statistics';
import { RECHECK_MS } from '../../../src/host/stats/store';
import { double } from '../../support/vscode-double';
import {
  JOURNAL_DIR,
  ManualClock,
  SharedStorage,
  exportText,
  importText,
  journalOf,
  lostRecord,
  openStatistics,
  scoreOf,
  wonRecord,
} from './support';

beforeEach(() => double.reset());
let machines = 0;
/** Two windows of one machine: one globalState (shared as VS Code shares it), one journal folder (a new machine each call). */
const twoWindows = (storage: SharedStorage, clock: ManualClock): Promise<Statistics[]> => {
  const dir = `${JOURNAL_DIR}-${++machines}`;
  return Promise.all(
    ['window-aaaa', 'window-bbbb'].map((w) => openStatistics(storage.openWindow(), { clock, journal: journalOf(w, dir, clock) })),
  );
};

const won = wonRecord();
const lost = lostRecord();
const settle = (clock: ManualClock) => clock.advance(RECHECK_MS.slice(0, -1).reduce((a, b) => a + b, 0) * 2);

/** What a file may do to an exported row before it is imported. */
const TAMPERING = ['none', 'other outcome, earlier', 'no records', 'from the future', 'another machine'] as const;

type Step =
  | { readonly kind: 'win' | 'loss'; readonly window: number }
  | { readonly kind: 'export'; readonly window: number }
  | { readonly kind: 'import'; readonly window: number; readonly file: number; readonly tampering: (typeof TAMPERING)[number] }
  | { readonly kind: 'reset'; readonly window: number }
  | { readonly kind: 'wait'; readonly ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('win' as const, 'loss' as const), window: fc.nat(1) }),
  fc.record({ kind: fc.constant('export' as const), window: fc.nat(1) }),
  fc.record({ kind: fc.constant('import' as const), window: fc.nat(1), file: fc.nat(), tampering: fc.constantFrom(...TAMPERING) }),
  { arbitrary: fc.record({ kind: fc.constant('reset' as const), window: fc.nat(1) }), weight: 1 },
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2_000 }) }),
);

function tamper(text: string, tampering: Step & { kind: 'import' }, now: number, fresh: () => string): string {
  const file = JSON.parse(text) as { results: Record<string, unknown>[] };
  switch (tampering.tampering) {
    case 'none':
      return text;
    case 'other outcome, earlier':
      for (const r of file.results)
        Object.assign(r, { outcome: 'abandoned', score: 0, record: undefined, endedAt: '2024-01-01T00:00:00.000Z' });
      break;
    case 'no records':
      for (const r of file.results) delete r.record;
      break;
    case 'from the future':
      for (const r of file.results) Object.assign(r, { id: fresh(), endedAt: new Date(now + 30 * 86_400_000).toISOString() });
      break;
    case 'another machine':
      // New games, each in one file only, with their records: they count, as played there.
      for (const r of file.results) r.id = fresh();
      break;
  }
  return JSON.stringify(file);
}

async function run(steps: readonly Step[], delayMs: number): Promise<void> {
  const clock = new ManualClock();
  const storage = new SharedStorage(clock, delayMs);
  const windows = await twoWindows(storage, clock);
  const records = new Map<string, GameRecord>();
  const files: string[] = [];
  /** Every game counted, as first counted (from play, or from the import that first brought it). */
  const counted = new Map<string, GameResult>();
  let resetAt = -Infinity;
  let n = 0;
  const fresh = () => `game-${String(++n).padStart(6, '0')}`;

  /**
   * What a window shows of a game must be what was counted. Settled, every game not reset must be
   * there in every window, as counted; before, a window may not have heard of a game yet, and may
   * meanwhile show a copy from a file that the count stands over once it arrives.
   */
  const check = (settled: boolean) => {
    for (const w of windows) {
      const doc = w.document();
      for (const [id, first] of counted) {
        if (first.endedAt <= resetAt) continue;
        const shown = doc.results.get(id);
        if (!shown) {
          if (settled) throw new Error(`game ${id} was lost`);
        } else if (settled || !sameResult(shown, first)) expect(settled ? shown : standing(first, shown)).toEqual(first);
      }
      // Nothing counts that was not counted: no tampered row, no date after now.
      for (const r of doc.results.values()) expect(counted.has(r.id), `${r.id} counts, but was never counted`).toBe(true);
    }
  };

  for (const s of steps) {
    if (s.kind === 'win' || s.kind === 'loss') {
      const id = fresh();
      const claim =
        s.kind === 'win'
          ? { id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 30_000 }
          : { id, outcome: 'lost', record: lost, score: scoreOf(lost), moves: lost.moves.length, elapsedMs: 20_000 };
      expect(await windows[s.window].record(claim)).toBe('counted');
      records.set(id, s.kind === 'win' ? won : lost);
      counted.set(id, windows[s.window].document().results.get(id)!);
    } else if (s.kind === 'export') {
      files.push(await exportText(windows[s.window], clock.now()));
    } else if (s.kind === 'import' && files.length > 0) {
      const text = tamper(files[s.file % files.length], s, clock.now(), fresh);
      const before = new Set(windows[s.window].document().results.keys());
      const imported = await importText(windows[s.window], text, clock.now());
      expect(imported.ok).toBe(true);
      for (const r of windows[s.window].document().results.values()) if (!before.has(r.id) && !counted.has(r.id)) counted.set(r.id, r);
      if (imported.ok && s.tampering === 'from the future') expect(imported.value.added).toBe(0);
    } else if (s.kind === 'reset') {
      await windows[s.window].reset();
      resetAt = clock.now();
    } else if (s.kind === 'wait') {
      await clock.advance(s.ms);
    }
    clock.time += 1_000;
    check(false);
  }
  await settle(clock);
  check(true);
}

describe('imports and exports in two windows sharing globalState', () => {
  it('a window that has not yet heard of a game it is sent a tampered copy of: the game as played stands, everywhere', async () => {
    const clock = new ManualClock();
    const storage = new SharedStorage(clock, 500);
    const [a, b] = await twoWindows(storage, clock);
    await a.record({ id: 'played-in-a', outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 30_000 });
    const played = a.document().results.get('played-in-a');
    const file = JSON.parse(await exportText(a, clock.now()));
    Object.assign(file.results[0], { outcome: 'abandoned', score: 0, record: undefined, endedAt: '2024-01-01T00:00:00.000Z' });
    // B imports it before A's win reaches B's globalState: the machine's journal has it, as played.
    expect(await importText(b, JSON.stringify(file), clock.now())).toMatchObject({ ok: true, value: { added: 0, conflicting: 1 } });
    await settle(clock);
    for (const w of [a, b]) expect(w.document().results.get('played-in-a')).toEqual(played);
    expect(b.snapshot().total).toMatchObject({ played: 1, won: 1, abandoned: 0 });
  });

  for (const seed of [17, 2026]) {
    it(`wins, losses, exports, imports (tampered or not) and resets in any order lose no game and change none (seed ${seed})`, async () => {
      await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), fc.integer({ min: 1, max: 1_500 }), run), {
        numRuns: 40,
        seed,
      });
    });
  }
});

// FreeCell's statistics (issue 26): counted per autoplay option, since each option plays differently,
// and carried whole through an export and an import (every win replayed under its own option).
import { describe, expect, it } from 'vitest';
import { type GameRecord, newGame } from '../../../src/engine';
import { solve } from '../../../src/engine/solver';
import type { Statistics } from '../../../src/host/stats/statistics';
import { SCOPES } from '../../../src/stats-core/result';
import { ManualClock, exportText, importText, openMachine, scoreOf } from './support';

/** A won FreeCell record of `deal` under `autoplay`, found by the solver. */
function wonFreeCell(deal: number, autoplay: string): GameRecord {
  const found = solve(newGame('freecell', deal, autoplay), { maxMs: 20_000, now: () => performance.now() });
  if (!found.line) throw new Error(`freecell ${deal} (${autoplay}) was not solved (${found.verdict})`);
  return { game: 'freecell', variant: autoplay, deal, moves: [...found.line] };
}

describe('FreeCell statistics', () => {
  it("has one scope per autoplay option, in AisleRiot's order", () => {
    expect(SCOPES.filter((s) => s.startsWith('freecell'))).toEqual(['freecell:safe', 'freecell:off', 'freecell:all']);
  });

  it('counts a win under its own option, and an export imported elsewhere counts the same, every win replayed', async () => {
    const clock = new ManualClock();
    const fresh = () => openMachine(clock);
    const statistics = await fresh();
    const records = new Map<string, GameRecord>();
    for (const [i, autoplay] of (['off', 'all', 'off'] as const).entries()) {
      const record = wonFreeCell(1 + i, autoplay);
      await statistics.record({
        id: `freecell-${i}`,
        outcome: 'won',
        record,
        score: scoreOf(record),
        moves: record.moves.length,
        elapsedMs: 90_000,
        hintsUsed: 0,
      });
      records.set(`freecell-${i}`, record);
      clock.time += 60_000;
    }
    const won = (s: Statistics, scope: string) => s.snapshot().scopes.find((x) => x.scope === scope)?.won;
    expect([won(statistics, 'freecell:safe'), won(statistics, 'freecell:off'), won(statistics, 'freecell:all')]).toEqual([0, 2, 1]);

    const target = await fresh();
    const imported = await importText(target, await exportText(statistics, clock.now()), clock.now());
    expect(imported).toMatchObject({ ok: true, value: { added: 3, unverified: 0, refused: [] } });
    expect(target.snapshot()).toEqual(statistics.snapshot());
  });
});

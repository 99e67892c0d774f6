// Issue 24, breaks 7 and 11 (the journal's part): one rule for clocks, for the journal's catch-up as
// for imports (nothing dated more than 24 h past this machine's clock is taken), and damaged journal
// entries warned about once, then remembered as refused: never read or warned about again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entryName } from '../../../src/host/journal/entry';
import { Journal } from '../../../src/host/journal/journal';
import { type StatsDocument, documentOf, join } from '../../../src/stats-core/document';
import { takeBack } from '../../../src/host/journal/from-journal';
import type { GameResult } from '../../../src/stats-core/result';
import { Statistics } from '../../../src/host/stats/statistics';
import { unsliced } from '../../../src/stats-core/slices';
import { verifyResult } from '../../../src/stats-core/verify';
import { StorageFolder } from '../../../src/host/storage/storage-folder';
import { Uri, double, workspace } from '../../support/vscode-double';
import { MapMemento, ManualClock, quietLog, scoreOf, wonRecord } from './support';

const won = wonRecord();
const DIR = '/global-storage/journal';
const T = Date.UTC(2025, 0, 6, 12);
const YEAR = 365 * 24 * 3_600_000;
const journalOf = () => new Journal(new StorageFolder(Uri.file(DIR) as never, workspace.fs as never), 'window-aaaa', unsliced);

function result(id: string, endedAt: number): GameResult {
  const verified = verifyResult(
    { id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 61_000 },
    endedAt,
  );
  if (!verified.ok) throw new Error(verified.error);
  return verified.value;
}

/** A target holding `doc`, joined into as the statistics would, at clock `now`. */
function target(now: number, doc: StatsDocument = documentOf([])) {
  const log = quietLog();
  const held = {
    doc,
    log,
    current: () => held.doc,
    add: async (part: StatsDocument) => void (held.doc = join(held.doc, part)),
    slices: unsliced,
    now: () => now,
  };
  return held;
}

beforeEach(() => double.reset());

describe('break 7: one rule for clocks', () => {
  it('a journal entry dated 2286 is not taken back (an import refuses it the same way)', async () => {
    const journal = journalOf();
    await journal.write(result('future-0001', Date.UTC(2286, 0, 1)), won);
    await journal.write(result('present-001', T - 60_000), won);
    const held = target(T);
    expect(await takeBack(journal, held)).toBe(1);
    expect([...held.doc.results.keys()]).toEqual(['present-001']);
    expect(held.log.text()).toMatch(/future-0001.*more than 24 h after this machine's clock/);
  });

  it('a win counted while the clock was 10 years ahead does not survive Reset Statistics', async () => {
    const clock = new ManualClock();
    const statistics = new Statistics(new MapMemento(), quietLog(), { damaged() {}, newer() {} }, clock, { slices: unsliced });
    await statistics.ready;
    clock.time = T + 10 * YEAR;
    expect(
      await statistics.record({
        id: 'ahead-00001',
        outcome: 'won',
        record: won,
        score: scoreOf(won),
        moves: won.moves.length,
        elapsedMs: 61_000,
      }),
    ).toBe('counted');
    expect(statistics.snapshot().total.won).toBe(1);
    clock.time = T;
    await statistics.reset();
    expect(statistics.snapshot().total).toMatchObject({ played: 0, won: 0 });
  });
});

describe('break 11: damaged journal entries are warned about once, then remembered', () => {
  const DAMAGED = 200;

  async function withDamaged() {
    const journal = journalOf();
    await journal.write(result('good-000001', T - 3_600_000 * 5), won);
    for (let i = 0; i < DAMAGED; i++) {
      const name = entryName({ ...result(`bad-${String(i).padStart(7, '0')}`, T - 3_600_000 * 4 + i), window: 'window-bbbb' });
      double.files.set(`${DIR}/${name}`, new TextEncoder().encode(i % 2 === 0 ? '{"schema": 1, "id": "bad' : '{"schema": 1}'));
    }
    return journal;
  }

  it('the first catch-up takes the good entry and warns in a few lines; the next neither reads nor warns about the damaged ones', async () => {
    const journal = await withDamaged();
    const first = target(T);
    expect(await takeBack(journal, first)).toBe(1);
    const warnings = first.log.lines.filter((l) => l.startsWith('[warn]'));
    expect(warnings.length).toBeLessThanOrEqual(21);
    expect(warnings.join('\n')).toMatch(new RegExp(`${DAMAGED - 20} more .*remembered`));

    // Another window (statistics that lost the good entry again): the damaged entries are not read.
    const read = vi.spyOn(journal, 'readListed');
    const again = target(T + 60_000);
    expect(await takeBack(journal, again)).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    expect(again.log.lines.filter((l) => l.startsWith('[warn]'))).toEqual([]);
  });

  it('an entry damaged within the last hour is not remembered yet: its window may still be writing it', async () => {
    const journal = journalOf();
    const fresh = result('fresh-00001', T - 60_000);
    const name = entryName({ ...fresh, window: 'window-bbbb' });
    double.files.set(`${DIR}/${name}`, new TextEncoder().encode('{"schema": 1, "id'));
    expect(await takeBack(journal, target(T))).toBe(0);
    await journal.folder.writeOnce(name, { schema: 1, window: 'window-bbbb', ...fresh, record: won });
    const later = target(T + 120_000);
    expect(await takeBack(journal, later)).toBe(1);
    expect([...later.doc.results.keys()]).toEqual(['fresh-00001']);
  });
});

// Issue 24, breaks 7 and 11 (the journal's part): one rule for clocks, for the journal's fold as
// for imports (nothing dated more than 24 h past this machine's clock is taken), and damaged journal
// entries warned about once, then remembered as refused: never read or warned about again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entryName } from '../../../src/host/journal/entry';
import type { GameResult } from '../../../src/stats-core/result';
import { verifyResult } from '../../../src/stats-core/verify';
import { double, workspace } from '../../support/vscode-double';
import {
  JOURNAL_DIR as DIR,
  MapMemento,
  ManualClock,
  foldJournal,
  journalOf as journalIn,
  openStatistics,
  scoreOf,
  wonRecord,
} from './support';

const won = wonRecord();
const T = Date.UTC(2025, 0, 6, 12);
const YEAR = 365 * 24 * 3_600_000;
const journalOf = () => journalIn('window-aaaa');

function result(id: string, endedAt: number): GameResult {
  const verified = verifyResult(
    { id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 61_000 },
    endedAt,
  );
  if (!verified.ok) throw new Error(verified.error);
  return verified.value;
}

beforeEach(() => double.reset());

describe('break 7: one rule for clocks', () => {
  it('a journal entry dated 2286 is not counted (an import refuses it the same way)', async () => {
    const journal = journalOf();
    await journal.write(result('future-0001', Date.UTC(2286, 0, 1)), won);
    await journal.write(result('present-001', T - 60_000), won);
    const { games, log } = await foldJournal(journal, T);
    expect(games.map((r) => r.id)).toEqual(['present-001']);
    expect(log.text()).toMatch(/future-0001.*more than 24 h after this machine's clock/);
  });

  it('a win counted while the clock was 10 years ahead does not survive Reset Statistics', async () => {
    const clock = new ManualClock();
    const statistics = await openStatistics(new MapMemento(), { clock });
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

  it('the first fold takes the good entry and warns in a few lines; the next neither reads nor warns about the damaged ones', async () => {
    const journal = await withDamaged();
    const first = await foldJournal(journal, T);
    expect(first.games.map((r) => r.id)).toEqual(['good-000001']);
    const warnings = first.log.lines.filter((l) => l.startsWith('[warn]'));
    expect(warnings.length).toBeLessThanOrEqual(21);
    expect(warnings.join('\n')).toMatch(new RegExp(`${DAMAGED - 20} more .*remembered`));

    // Another window, its index lost: the good entry is read again, the damaged ones are not.
    double.files.delete(`${DIR}/index.json`);
    const read = vi.spyOn(workspace.fs, 'readFile');
    const again = await foldJournal(journal, T + 60_000);
    expect(again.games.map((r) => r.id)).toEqual(['good-000001']);
    expect(read.mock.calls.filter(([uri]) => String((uri as { path: string }).path).includes('.bad-'))).toEqual([]);
    expect(again.log.lines.filter((l) => l.startsWith('[warn]'))).toEqual([]);
  });

  it('an entry damaged within the last hour is not remembered yet: its window may still be writing it', async () => {
    const journal = journalOf();
    const fresh = result('fresh-00001', T - 60_000);
    const name = entryName({ ...fresh, window: 'window-bbbb' });
    double.files.set(`${DIR}/${name}`, new TextEncoder().encode('{"schema": 1, "id'));
    await journal.write(result('other-00001', T - 120_000), won);
    expect((await foldJournal(journal, T)).games.map((r) => r.id)).toEqual(['other-00001']);
    await journal.folder.writeOnce(name, { schema: 1, window: 'window-bbbb', ...fresh, record: won });
    const later = await foldJournal(journal, T + 120_000);
    expect(later.games.map((r) => r.id)).toEqual(['other-00001', 'fresh-00001']);
  });
});

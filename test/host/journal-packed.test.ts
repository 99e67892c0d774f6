// The game journal packed (src/host/journal/packed.ts, own-history.ts): loose entries a day old go into
// segments of their own, and nothing a pack does, or a pack cut short, changes what the journal counts:
// the same tally, every game once, its record still there for a replay and an export.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entryName } from '../../src/host/journal/entry';
import { OwnHistory, PACK_AFTER_MS, PACK_AT, latestEnd } from '../../src/host/journal/own-history';
import { PACKED, listSegments, playedRow, readSegment, writeSegments } from '../../src/host/journal/packed';
import { entryOf, latestEntries, parseEntryName } from '../../src/host/journal/reader';
import { encodeMoves } from '../../src/stats-core/move-code';
import type { GameResult } from '../../src/stats-core/result';
import { tallyText } from '../../src/stats-core/synced';
import { verifyResult } from '../../src/stats-core/verify';
import { double, workspace } from '../support/vscode-double';
import { JOURNAL_DIR, journalOf, lostRecord, quietLog, scoreOf, wonRecord } from './stats/support';

const won = wonRecord(2, 'kings');
const lost = lostRecord(1);
const T = Date.UTC(2026, 10, 1, 9);
const NOW = T + 10 * 86_400_000;

/** Game `i`: every fifth one lost, the rest won, one a minute from T. */
function result(i: number, at = T + i * 60_000): { result: GameResult; record: typeof won } {
  const record = i % 5 === 4 ? lost : won;
  const verified = verifyResult(
    {
      id: `game-${String(i).padStart(8, '0')}`,
      outcome: record === won ? 'won' : 'lost',
      record,
      score: scoreOf(record),
      moves: record.moves.length,
      elapsedMs: 60_000 + i,
    },
    at,
  );
  if (!verified.ok) throw new Error(verified.error);
  return { result: verified.value, record };
}

const looseFiles = () => [...double.files.keys()].filter((path) => parseEntryName(path.split('/').at(-1)!));
const packedFiles = () => [...double.files.keys()].filter((path) => path.startsWith(`${JOURNAL_DIR}/${PACKED}/`));
const history = (now = NOW) => new OwnHistory(journalOf('window-aaaa'), quietLog(), () => now);

async function played(count: number, from = 0): Promise<void> {
  const journal = journalOf('window-aaaa');
  for (let i = from; i < from + count; i++) {
    const { result: r, record } = result(i);
    await journal.write(r, record);
  }
}

beforeEach(() => double.reset());

describe('packing the journal', () => {
  it(`${PACK_AT} entries a day old go into a segment; the loose files go; the tally is the same, and the segment's name says its count and digest`, async () => {
    await played(PACK_AT);
    const own = history();
    const before = await own.fold({}, []);
    expect(await own.pack({})).toBe(PACK_AT);
    expect(looseFiles()).toEqual([]);
    expect(packedFiles()).toHaveLength(2); // rows and records
    const after = await own.fold({}, []);
    expect(tallyText(after.tally)).toBe(tallyText(before.tally));
    const [segment] = await listSegments(journalOf('window-aaaa').folder);
    expect([segment.count, segment.digest]).toEqual([after.tally.entries, after.tally.digest]);
    // Another window, its index read from disk: the same tally, no loose entry to read.
    const again = await history().fold({}, []);
    expect(tallyText(again.tally)).toBe(tallyText(before.tally));
  });

  it('fewer entries, or entries less than a day old, stay loose', async () => {
    await played(PACK_AT - 1);
    const own = history();
    await own.fold({}, []);
    expect(await own.pack({})).toBe(0);
    await played(1, PACK_AT - 1);
    const early = history(T + PACK_AFTER_MS - 1);
    await early.fold({}, []);
    expect(await early.pack({})).toBe(0);
    expect(looseFiles()).toHaveLength(PACK_AT);
  });

  it('a pack cut short after its segment was written (the loose files still there) counts each game once; the next pack tidies up', async () => {
    await played(PACK_AT);
    const before = await history().fold({}, []);
    const rows = [];
    for (let i = 0; i < PACK_AT; i++)
      rows.push({ row: playedRow(result(i).result, 'window-aaaa'), code: encodeMoves('bakers-game', won.moves) ?? null });
    await writeSegments(journalOf('window-aaaa').folder, rows);
    expect(looseFiles()).toHaveLength(PACK_AT);
    const own = history();
    const after = await own.fold({}, []);
    expect(after.tally.scopes.get('bakers-game:kings')?.played).toBe(before.tally.scopes.get('bakers-game:kings')?.played);
    expect(after.tally.entries).toBe(PACK_AT);
  });

  it('two windows packing the same entries at once write one segment', async () => {
    await played(PACK_AT);
    const [a, b] = [history(), history()];
    await Promise.all([a.fold({}, []), b.fold({}, [])]);
    await Promise.all([a.pack({}), b.pack({})]);
    expect((await listSegments(journalOf('window-aaaa').folder)).length).toBe(1);
    expect(tallyText((await history().fold({}, [])).tally)).toBe(tallyText((await a.fold({}, [])).tally));
  });

  it('a segment whose rows are not what its name says is written again under its true name when the journal is folded afresh', async () => {
    await played(PACK_AT);
    const own = history();
    await own.fold({}, []);
    await own.pack({});
    const [segment] = await listSegments(journalOf('window-aaaa').folder);
    const name = `${JOURNAL_DIR}/${PACKED}/${segment.stem}.json`;
    const raw = JSON.parse(new TextDecoder().decode(double.files.get(name)));
    raw.rows.pop(); // a game gone: the name's count and digest lie
    double.files.set(name, new TextEncoder().encode(JSON.stringify(raw)));
    double.files.delete(`${JOURNAL_DIR}/index.json`);
    const log = quietLog();
    const mended = await new OwnHistory(journalOf('window-aaaa'), log, () => NOW).fold({}, []);
    expect(mended.tally.entries).toBe(PACK_AT - 1);
    expect(log.text()).toMatch(/did not hold what its name says; written again/);
    const [after] = await listSegments(journalOf('window-aaaa').folder);
    expect([after.count, after.digest]).toEqual([mended.tally.entries, mended.tally.digest]);
  });

  it("an import's older games, packed apart, fold in the order the games ended (a streak broken by a loss among them is broken)", async () => {
    await played(3, 100); // three wins at the end: a streak of 3 (game 104 is a loss: i % 5 === 4 only for 104)
    const own = history();
    const first = await own.fold({}, []);
    expect(first.tally.all.run).toBe(3);
    // An import brings an older loss between them (it ended before the second win).
    const older = result(4, T + 101 * 60_000 - 1);
    await writeSegments(journalOf('window-aaaa').folder, [
      { row: { ...playedRow(older.result, 'window-aaaa'), from: 'bbbbbbbbbbbb' }, code: null },
    ]);
    const folded = await own.fold({}, []);
    expect(folded.tally.all).toMatchObject({ run: 2, best: 2, lastBreak: older.result.endedAt });
  });
});

describe('reading a packed journal', () => {
  it('Replay Last Game and a game by id find a packed game with its record; the newest game wins, loose or packed', async () => {
    await played(PACK_AT);
    const own = history();
    await own.fold({}, []);
    await own.pack({});
    const journal = journalOf('window-aaaa');
    const [last] = await latestEntries(journal, 1);
    expect(last).toMatchObject({ id: `game-${String(PACK_AT - 1).padStart(8, '0')}`, record: result(PACK_AT - 1).record });
    expect(await entryOf(journal, 'game-00000003')).toMatchObject({
      ok: true,
      value: { id: 'game-00000003', record: { moves: won.moves } },
    });
    expect(await entryOf(journal, 'game-99999999')).toBeUndefined();
    await played(1, PACK_AT);
    expect((await latestEntries(journal, 2)).map((e) => e.id)).toEqual([
      `game-${String(PACK_AT).padStart(8, '0')}`,
      `game-${String(PACK_AT - 1).padStart(8, '0')}`,
    ]);
  });

  it('every game comes back with its record (what an export writes), each once', async () => {
    await played(PACK_AT + 5);
    const own = history();
    await own.fold({}, []);
    await own.pack({});
    const { rows, codes } = await own.everyGame();
    expect(rows).toHaveLength(PACK_AT + 5);
    expect(new Set(rows.map((r) => r.result.id)).size).toBe(PACK_AT + 5);
    expect(rows.every((r) => codes.get(r.key)?.startsWith('1:'))).toBe(true);
    const [segment] = await listSegments(journalOf('window-aaaa').folder);
    expect((await readSegment(journalOf('window-aaaa').folder, segment)).rows[0].key).toBe(
      entryName({ ...result(0).result, window: 'window-aaaa' }),
    );
  });
});

describe("the segments' game ids", () => {
  const rowsReads = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter(([uri]) => {
      const path = (uri as { path: string }).path;
      return path.startsWith(`${JOURNAL_DIR}/${PACKED}/`) && !path.endsWith('.records.json');
    }).length;
  const idsFile = `${JOURNAL_DIR}/ids.json`;

  it('are read from the ids file by the next window, not from every segment; a segment packed since is read alone', async () => {
    await played(PACK_AT);
    const first = history();
    await first.fold({}, []);
    await first.pack({});
    await played(PACK_AT, PACK_AT);
    const later = history(NOW + PACK_AFTER_MS);
    await later.fold({}, []);
    await later.pack({});
    expect(await listSegments(journalOf('window-aaaa').folder)).toHaveLength(2);
    await history().learnIds();
    expect(double.files.has(idsFile)).toBe(true);
    const spy = vi.spyOn(workspace.fs, 'readFile');
    try {
      const next = history();
      expect(await next.find('game-00000003')).toMatchObject({ count: PACK_AT });
      expect(await next.find(`game-${String(PACK_AT + 3).padStart(8, '0')}`)).toMatchObject({ count: PACK_AT });
      expect(await next.find('game-99999999')).toBeUndefined();
      expect(rowsReads(spy)).toBe(0);
      await played(PACK_AT, 2 * PACK_AT);
      const third = history(NOW + 2 * PACK_AFTER_MS);
      await third.fold({}, []);
      await third.pack({});
      spy.mockClear();
      const another = history();
      expect(await another.find(`game-${String(2 * PACK_AT + 1).padStart(8, '0')}`)).toMatchObject({ count: PACK_AT });
      expect(rowsReads(spy)).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('an ids file that lists more ids than a segment counts, or does not read, is not believed: the segment is read', async () => {
    await played(PACK_AT);
    const own = history();
    await own.fold({}, []);
    await own.pack({});
    await history().learnIds();
    const [segment] = await listSegments(journalOf('window-aaaa').folder);
    const text = new TextDecoder().decode(double.files.get(idsFile));
    const lying = JSON.parse(text) as { segments: Record<string, string> };
    lying.segments[segment.stem] += ' forged-game-id';
    double.files.set(idsFile, new TextEncoder().encode(JSON.stringify(lying)));
    expect(await history().find('forged-game-id')).toBeUndefined();
    expect(await history().find('game-00000003')).toMatchObject({ count: PACK_AT });
    double.files.set(idsFile, new TextEncoder().encode('{"schema": 1, "segm'));
    expect(await history().find('game-00000004')).toMatchObject({ count: PACK_AT });
  });
});

describe('no ceiling', () => {
  it("the newest end of a million games' rows is found (a spread into Math.max overflowed the stack at a first fold of a million)", () => {
    const rows = Array.from({ length: 1_000_000 }, (_, i) => ({ result: { endedAt: T + i * 60_000 } as GameResult }));
    expect(latestEnd(rows)).toBe(T + 999_999 * 60_000);
    expect(latestEnd([], T)).toBe(T);
  });
});

// The game journal's API (the statistics write it; issue 16's replay viewer reads it): one file per
// counted game, named so the journal lists without reading a file; entries read back checked field by
// field; nothing another window writes, and no damaged file, is taken for an entry.
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_RECORD_MOVES } from '../../src/engine';
import { entryName } from '../../src/host/journal/entry';
import { Journal } from '../../src/host/journal/journal';
import { entryOf, latestEntries, readImportedCodes } from '../../src/host/journal/reader';
import type { GameResult } from '../../src/stats-core/result';
import { verifyResult } from '../../src/stats-core/verify';
import { StorageFolder } from '../../src/host/storage/storage-folder';
import { Uri, double, workspace } from '../support/vscode-double';
import { ManualClock, foldJournal, scoreOf, wonRecord } from './stats/support';
import { RETRY_MS } from '../../src/host/storage/write-limits';

const won = wonRecord(2, 'kings');
const DIR = '/global-storage/journal';
const folder = () => new StorageFolder(Uri.file(DIR) as never, workspace.fs as never);
const instant = { now: () => 0, pause: async () => undefined, sliceMs: Infinity };
const journalOf = (window: string) => new Journal(folder(), window, instant);

function result(id: string, endedAt: number): GameResult {
  const verified = verifyResult(
    { id, outcome: 'won', record: won, score: scoreOf(won), moves: won.moves.length, elapsedMs: 61_000 },
    endedAt,
  );
  if (!verified.ok) throw new Error(verified.error);
  return verified.value;
}

const T = Date.UTC(2025, 0, 6, 12);
const fileOf = (path: string) => JSON.parse(new TextDecoder().decode(double.files.get(path)));

beforeEach(() => double.reset());

describe('writing', () => {
  it('one file per counted game, named by when it ended, its game, its id and the window, holding result and record', async () => {
    const entry = await journalOf('window-aaaa').write(result('game-00000001', T), won);
    const path = `${DIR}/${T}.bakers-game+kings.game-00000001.window-aaaa.json`;
    expect([...double.files.keys()]).toEqual([path]);
    expect(fileOf(path)).toEqual({ ...entry, record: won });
    expect(fileOf(path)).toMatchObject({
      schema: 1,
      id: 'game-00000001',
      window: 'window-aaaa',
      scope: 'bakers-game:kings',
      deal: 2,
      outcome: 'won',
      moves: won.moves.length,
      timeMs: 61_000,
      endedAt: T,
      hintsUsed: 0,
    });
  });

  it('an entry is written in place: with the window gone the moment after its bytes (no rename can follow), it is listed and reads back whole', async () => {
    // In a browser window every file operation goes through the page: a rename after it closed never happens.
    const closing = { ...workspace.fs, rename: () => Promise.reject(new Error('the window closed')) };
    const journal = new Journal(new StorageFolder(Uri.file(DIR) as never, closing as never), 'window-aaaa', instant);
    await journal.write(result('game-00000001', T), won);
    const [listing] = await journalOf('window-bbbb').list();
    expect(listing).toMatchObject({ id: 'game-00000001', window: 'window-aaaa' });
    const entry = await journalOf('window-bbbb').readListed(listing);
    expect(entry.ok && entry.value.record).toEqual(won);
  });

  it('two windows counting one game write two files: neither overwrites the other', async () => {
    await journalOf('window-aaaa').write(result('game-00000001', T), won);
    await journalOf('window-bbbb').write(result('game-00000001', T), won);
    expect(double.files.size).toBe(2);
  });
});

describe('reading', () => {
  it('list() tells every entry from its file name, newest first; entryOf(journal, id) gives the first count of a game, checked', async () => {
    const a = journalOf('window-aaaa');
    await a.write(result('game-00000001', T), won);
    await a.write(result('game-00000002', T + 1000), won);
    await journalOf('window-bbbb').write(result('game-00000001', T + 5), won);
    const listed = await a.list();
    expect(listed.map((l) => [l.id, l.endedAt, l.window])).toEqual([
      ['game-00000002', T + 1000, 'window-aaaa'],
      ['game-00000001', T + 5, 'window-bbbb'],
      ['game-00000001', T, 'window-aaaa'],
    ]);
    expect(await entryOf(a, 'game-00000001')).toEqual({
      ok: true,
      value: expect.objectContaining({ id: 'game-00000001', endedAt: T, window: 'window-aaaa', record: won }),
    });
    expect(await entryOf(a, 'game-00000009')).toBeUndefined();
  });

  it('files that are not entries are not listed; an entry that is damaged, or lies about its name, reads as an error', async () => {
    const j = journalOf('window-aaaa');
    await j.write(result('game-00000001', T), won);
    const good = `${DIR}/${entryName({ endedAt: T, scope: 'bakers-game:kings', id: 'game-00000001', window: 'window-aaaa' })}`;
    const put = (name: string, value: unknown) =>
      double.files.set(`${DIR}/${name}`, new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value)));
    put('notes.txt', 'hello');
    put('123.chess.game-00000003.window-aaaa.json', {});
    put(`${T}.cruel.game-00000004.window-aaaa.json`, '{"schema": 1, "id"');
    put(`${T}.cruel.game-00000005.window-aaaa.json`, { ...fileOf(good), id: 'game-00000005' });
    put(`${T}.bakers-game+kings.game-00000006.window-aaaa.json`, { ...fileOf(good), id: 'game-00000006', schema: 2 });
    put(`${T}.bakers-game+kings.game-00000007.window-aaaa.json`, { ...fileOf(good), id: 'game-00000007', moves: 3 });
    expect((await j.list()).map((l) => l.id).sort()).toEqual([
      'game-00000001',
      'game-00000004',
      'game-00000005',
      'game-00000006',
      'game-00000007',
    ]);
    expect(await entryOf(j, 'game-00000004')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/game-00000004\.window-aaaa\.json: /),
    });
    expect(await entryOf(j, 'game-00000005')).toMatchObject({ ok: false, error: expect.stringContaining('does not match its name') });
    expect(await entryOf(j, 'game-00000006')).toMatchObject({
      ok: false,
      error: expect.stringContaining('schema 2, this version reads schema 1'),
    });
    expect(await entryOf(j, 'game-00000007')).toMatchObject({ ok: false, error: expect.stringContaining('is not the game counted') });
    expect(await entryOf(j, 'game-00000001')).toMatchObject({ ok: true });
  });

  it('a record longer than a record may be is refused', async () => {
    const j = journalOf('window-aaaa');
    const entry = await j.write(result('game-00000001', T), won);
    const name = entryName(entry);
    double.files.set(
      `${DIR}/${name}`,
      new TextEncoder().encode(JSON.stringify({ ...entry, record: { ...won, moves: Array(MAX_RECORD_MOVES + 1).fill(won.moves[0]) } })),
    );
    expect(await entryOf(j, 'game-00000001')).toMatchObject({ ok: false, error: expect.stringContaining('a record holds at most 20000') });
  });

  it('thousands of entries are listed from their names alone, pausing between slices', async () => {
    for (let i = 0; i < 5000; i++)
      double.files.set(`${DIR}/${T + i}.maze.game-${String(i).padStart(8, '0')}.window-aaaa.json`, new Uint8Array());
    let time = 0;
    const slices = { now: () => (time += 5), pause: async () => void pauses++, sliceMs: 20 };
    let pauses = 0;
    const listed = await new Journal(folder(), 'window-aaaa', slices).list();
    expect(listed).toHaveLength(5000);
    expect(listed[0].endedAt).toBe(T + 4999);
    expect(pauses).toBeGreaterThan(0);
  });
});

describe('the reader API (the replay viewer)', () => {
  it('latestEntries(journal, n): the newest finished games with their records, one a game (its first count), damaged entries skipped', async () => {
    const a = journalOf('window-aaaa');
    await a.write(result('game-00000001', T), won);
    await a.write(result('game-00000002', T + 1000), won);
    await journalOf('window-bbbb').write(result('game-00000001', T + 5000), won); // counted again later in another window
    const damaged = await a.write(result('game-00000003', T + 2000), won);
    double.files.set(`${DIR}/${entryName(damaged)}`, new TextEncoder().encode('{"schema": 1'));
    const latest = await latestEntries(a, 2);
    expect(latest.map((e) => [e.id, e.endedAt, e.window])).toEqual([
      ['game-00000002', T + 1000, 'window-aaaa'],
      ['game-00000001', T, 'window-aaaa'],
    ]);
    expect(latest[0].record).toEqual(won);
    expect(await latestEntries(a, 10)).toHaveLength(2);
  });
});

describe('what imports kept before the journal was packed (an earlier version wrote journal/imported/)', () => {
  it("one file per import under imported/, never listed as an entry; the oldest import's code of a game stands; damaged files and codes are left out", async () => {
    const a = journalOf('window-aaaa');
    const put = (name: string, text: string) => double.files.set(`${DIR}/imported/${name}`, new TextEncoder().encode(text));
    const kept = (window: string, at: number, codes: object[]) =>
      put(`${at}.${window}.json`, JSON.stringify({ schema: 1, window, importedAt: at, codes }));
    kept('window-aaaa', T + 10, [{ id: 'game-00000001', endedAt: T, code: '1:01' }]);
    kept('window-bbbb', T + 20, [
      { id: 'game-00000001', endedAt: T, code: '1:02' },
      { id: 'game-00000002', endedAt: T, code: '1:03' },
    ]);
    put(`${T + 40}.window-aaaa.json`, '{"schema": 1, "codes": [');
    put(`${T + 50}.window-aaaa.json`, JSON.stringify({ schema: 2, codes: [{ id: 'game-00000003', endedAt: T, code: '1:01' }] }));
    put(
      `${T + 60}.window-aaaa.json`,
      JSON.stringify({
        schema: 1,
        codes: [
          { id: 'game-00000004', endedAt: 'soon', code: '1:01' },
          { id: 'game-00000005', endedAt: T, code: 'x'.repeat(100_000) },
          { id: 'game-00000006', endedAt: T, code: '1:04' },
        ],
      }),
    );
    expect([...double.files.keys()].filter((path) => path.startsWith(`${DIR}/imported/`))).toHaveLength(5);
    expect(await a.list()).toEqual([]);
    expect([...(await readImportedCodes(a)).values()]).toEqual([
      { id: 'game-00000001', endedAt: T, code: '1:01' },
      { id: 'game-00000002', endedAt: T, code: '1:03' },
      { id: 'game-00000006', endedAt: T, code: '1:04' },
    ]);
  });
});

describe('marks a result carries', () => {
  it("an assisted win reads back assisted, and taken back into statistics that lost it, it is still assisted (not a win of the player's own)", async () => {
    const verified = verifyResult(
      { id: 'game-00000001', outcome: 'won', record: won, score: 52, moves: won.moves.length, elapsedMs: 61_000, assisted: true },
      T,
    );
    if (!verified.ok) throw new Error(verified.error);
    const j = journalOf('window-aaaa');
    await j.write(verified.value, won);
    expect(await entryOf(j, 'game-00000001')).toMatchObject({ ok: true, value: { assisted: true } });
    const { games, own } = await foldJournal(j, T + 60_000);
    expect(games).toEqual([verified.value]);
    expect(games[0].assisted).toBe(true);
    expect(own.tally.scopes.get('bakers-game:kings')).toMatchObject({ played: 1, won: 0, assistedWins: 1 });
  });
});

describe('issue 35, break 9: no retry of the journal outlives the window', () => {
  /** A journal on a disk that refuses writes while `full` is set, its retries timed by `clock`. */
  function onAFullDisk(clock: ManualClock) {
    const disk = { full: true, tries: 0 };
    const fs = {
      ...workspace.fs,
      writeFile: (uri: Parameters<typeof workspace.fs.writeFile>[0], content: Uint8Array) => {
        disk.tries++;
        return disk.full ? Promise.reject(new Error('ENOSPC: no space left on device')) : workspace.fs.writeFile(uri, content);
      },
    };
    return { disk, journal: new Journal(new StorageFolder(Uri.file(DIR) as never, fs as never), 'window-aaaa', instant, clock) };
  }
  const entries = () => [...double.files.keys()].filter((path) => path.startsWith(`${DIR}/`));

  it('a failed write is tried once more as the window closes, and nothing is written after', async () => {
    const clock = new ManualClock();
    const { disk, journal } = onAFullDisk(clock);
    await expect(journal.write(result('game-00000009', T), won)).rejects.toThrow(/ENOSPC/);
    await journal.dispose();
    expect(disk.tries).toBe(2);
    disk.full = false; // had a timer been left, its retry would write the entry now
    await clock.advance(RETRY_MS.reduce((a, b) => a + b, 0) * 2);
    expect(disk.tries).toBe(2);
    expect(entries()).toEqual([]);
  });

  it('the last try lands when the disk takes it then', async () => {
    const clock = new ManualClock();
    const { disk, journal } = onAFullDisk(clock);
    let landed = 0;
    await expect(journal.write(result('game-00000010', T), won, () => landed++)).rejects.toThrow(/ENOSPC/);
    disk.full = false;
    await journal.dispose();
    expect([landed, entries()]).toEqual([1, [`${DIR}/${T}.bakers-game+kings.game-00000010.window-aaaa.json`]]);
    await clock.advance(RETRY_MS.reduce((a, b) => a + b, 0) * 2);
    expect(disk.tries).toBe(2);
  });
});

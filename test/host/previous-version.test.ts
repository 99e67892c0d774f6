// What the previous version wrote still loads, its game instance whole: a saved game, the page's
// state VS Code keeps for a tab, a journal entry and a statistics export, each a file that version
// wrote (fixtures/previous-version/: a daily deal proved winnable, hints used, won or played with help).
// Its statistics in globalState (every result a row, schemas 0 to 3: statistics-*.json, written by its
// own code) move to this version's layout on first start with every number as it showed them; and its
// own store (statistics-store.mjs, built from its source) reads what this version writes without harm.
// So does the schema 4 version's (tallies as JSON: statistics-store-4.mjs, built from its source at d1953aa),
// whose values this version reads whole and writes again packed (schema 5).
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { readInstance } from '../../src/protocol/game-instance';
import { checkEntry, parseEntryName, parseEntryName as isEntryName } from '../../src/host/journal/reader';
import { entryName } from '../../src/host/journal/entry';
import { parseWebviewState } from '../../src/protocol/protocol';
import { STORAGE, activated, double, loaded, run, settle } from './harness';
import { FakePanel } from '../support/vscode-double';
import { JOURNAL_DIR, ManualClock, MapMemento, exportText, importText, openStatistics } from './stats/support';
import { DEVICE_KEY, NEWER_BACKUP_KEY, STATS_KEY } from '../../src/host/stats/store';
import { SYNCED_SCHEMA, decodeSynced } from '../../src/stats-core/synced';
import { documentOf } from '../../src/stats-core/document';
import { digestOf } from '../../src/stats-core/digest';
import { ownTallyOf } from '../../src/stats-core/summary';
// @ts-expect-error the previous version's store, bundled from its source: no types
import * as previous from './fixtures/previous-version/statistics-store.mjs';
// @ts-expect-error the schema 4 version's store and readers, bundled from its source (d1953aa): no types
import * as schema4 from './fixtures/previous-version/statistics-store-4.mjs';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/previous-version/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const text = (name: string): string => readFileSync(new URL(`./fixtures/previous-version/${name}`, import.meta.url), 'utf8');

beforeEach(() => {
  activated();
});

describe("the previous version's files, read by this one", () => {
  it('a saved game resumes as the same game instance: its id, hints, daily day, winnable deal and help go to the page whole', async () => {
    const saved = fixture('saved-game.json');
    double.files.set(`${STORAGE}/games/${String(saved.id)}.json`, new TextEncoder().encode(JSON.stringify(saved)));
    await run('patience.resume');
    double.panel.fromPage({ type: 'ready' });
    await settle();
    expect(loaded()).toMatchObject({
      id: 's4v3dg4m3123',
      record: saved.record,
      elapsedMs: 65_000,
      hintsUsed: 2,
      daily: '2026-12-03',
      dealtWinnable: true,
      assisted: true,
    });
  });

  it("the page's state VS Code kept for a tab brings back the same game instance, to the page and to the host", async () => {
    const state = fixture('page-state.json');
    expect(parseWebviewState(state)).toEqual({ ok: true, value: state });
    const panel = new FakePanel('patience.game', 'Patience');
    double.panels.push(panel);
    await double.serializers.get('patience.game')?.deserializeWebviewPanel(panel, state);
    panel.fromPage({ type: 'ready' });
    await settle();
    expect(loaded(panel)).toMatchObject({ id: 'p4g3st4t3123', hintsUsed: 2, daily: '2026-12-03', dealtWinnable: true, assisted: true });
  });

  it('a journal entry reads back with its instance: hints, daily day, help', () => {
    const entry = fixture('journal-entry.json');
    const listing = parseEntryName(entryName(entry as never));
    expect(listing).toBeDefined();
    const read = checkEntry(entry, listing!);
    expect(read).toMatchObject({ ok: true, value: { id: 'k3j4h5g6f7d8', hintsUsed: 3, daily: '2026-12-03', assisted: true } });
    expect(readInstance(entry)).toEqual({ ok: true, value: { id: 'k3j4h5g6f7d8', hintsUsed: 3, daily: '2026-12-03', assisted: true } });
  });

  it('a statistics export imports with its instance: the win with help counts apart, with its hints and day', async () => {
    const clock = new ManualClock();
    clock.time = Date.UTC(2026, 11, 4);
    const statistics = await openStatistics(new MapMemento(), { clock });
    expect(await importText(statistics, text('statistics-export.json'), clock.now())).toMatchObject({
      ok: true,
      value: { added: 1, assisted: 1 },
    });
    const [result] = [...statistics.document().results.values()];
    expect(result).toMatchObject({
      id: 'k3j4h5g6f7d8',
      scope: 'bakers-game:kings',
      outcome: 'won',
      hintsUsed: 3,
      daily: '2026-12-03',
      assisted: true,
    });
    expect(statistics.snapshot().total).toMatchObject({ played: 1, won: 0 });
  });
});

/** The statistics under both keys and the journal as the previous version left them (`values`: key → value). */
async function previousMachine(values: Record<string, unknown>) {
  double.files.clear();
  const entry = fixture('journal-entry.json');
  double.files.set(`${JOURNAL_DIR}/${entryName(entry as never)}`, new TextEncoder().encode(JSON.stringify(entry)));
  const memento = new MapMemento();
  for (const [key, value] of Object.entries(values)) memento.values.set(key, value);
  const clock = new ManualClock();
  clock.time = Date.UTC(2026, 11, 5, 12);
  const told = { damaged: 0, newer: 0 };
  const statistics = await openStatistics(memento, { clock, notices: { damaged: () => told.damaged++, newer: () => told.newer++ } });
  await statistics.catchUp();
  return { memento, clock, statistics, told };
}

/** What the previous version showed of `values` (its own code, its own numbers). */
const previousNumbers = (values: readonly unknown[], now: number) =>
  previous.summarize(values.map((v) => previous.readStored(v).doc).reduce(previous.join), now);

const size = (value: unknown): number => JSON.stringify(value).length;

describe("the previous version's statistics, moved on first start", () => {
  const synced = fixture('statistics-synced.json');
  const device = fixture('statistics-device.json');

  it('every number as the previous version showed it: counts, bests, streaks, last games, weeks, daily deals', async () => {
    const { statistics, clock, memento, told } = await previousMachine({ [STATS_KEY]: synced, [DEVICE_KEY]: device });
    expect(statistics.snapshot()).toEqual(previousNumbers([synced, device], clock.now()));
    expect(statistics.snapshot().total).toMatchObject({ played: 22, carried: 12, unverified: 1, assistedWins: 2 });
    expect(told).toEqual({ damaged: 0, newer: 0 });
    // globalState in this version's schema, a few KB; the raw values kept on disk.
    expect(memento.get<{ schema: number }>(STATS_KEY)?.schema).toBe(SYNCED_SCHEMA);
    expect(memento.get<{ schema: number }>(DEVICE_KEY)?.schema).toBe(SYNCED_SCHEMA);
    expect(size(memento.get(STATS_KEY)) + size(memento.get(DEVICE_KEY))).toBeLessThan(8 * 1024);
    const backups = [...double.files.keys()].filter((path) => path.startsWith(`${JOURNAL_DIR}/backups/`));
    expect(backups).toHaveLength(2);
    expect(JSON.parse(new TextDecoder().decode(double.files.get(backups.find((b) => b.includes(DEVICE_KEY))!))).raw).toEqual(device);
  });

  it('every game goes on in the journal: exported with the record the journal kept, and the loose entry packed', async () => {
    const { statistics, clock } = await previousMachine({ [STATS_KEY]: synced, [DEVICE_KEY]: device });
    const file = JSON.parse(await exportText(statistics, clock.now()));
    const rows = (device as { results: unknown[][] }).results;
    expect(file.results.map((r: { id: string }) => r.id).sort()).toEqual(
      rows
        .map((r) => r[0])
        .filter((id) => id !== 'm4z3ab4nd0n1')
        .sort(),
    );
    expect(file.results.find((r: { id: string }) => r.id === 'k3j4h5g6f7d8')).toMatchObject({
      assisted: true,
      daily: '2026-12-03',
      record: expect.stringMatching(/^1:/),
    });
    expect(file.carried).toEqual({ pileon: { played: 12, won: 3 } });
    expect([...double.files.keys()].filter((path) => isEntryName(path.split('/').at(-1)!))).toEqual([]);
  });

  it("the prototype's totals (schema 0) come over as carried counts, Baker's Game's to its default rule set", async () => {
    const schema0 = fixture('statistics-schema0.json');
    const { statistics, clock } = await previousMachine({ [STATS_KEY]: schema0 });
    // The previous version took the journal's game back into them too (its catch-up).
    const { record: _, schema: __, window: ___, ...entry } = fixture('journal-entry.json');
    const withEntry = previous.encodeDocument(previous.documentOf([entry]));
    expect(statistics.snapshot()).toEqual(previousNumbers([schema0, withEntry], clock.now()));
    expect(statistics.snapshot().scopes.find((s) => s.scope === 'cruel')).toMatchObject({ played: 12, won: 3, carried: 12 });
    expect(statistics.snapshot().scopes.find((s) => s.scope === 'bakers-game:kings')).toMatchObject({
      played: 6,
      won: 5,
      carried: 5,
      assistedWins: 1,
    });
  });

  it('a game counted since keeps counting on top; moving again (a second start) changes nothing', async () => {
    const { statistics, memento, clock } = await previousMachine({ [STATS_KEY]: synced, [DEVICE_KEY]: device });
    const before = statistics.snapshot();
    const again = await openStatistics(memento, { clock });
    await again.catchUp();
    expect(again.snapshot()).toEqual(before);
  });
});

describe('the previous version reading what this one writes', () => {
  it('keeps working: it leaves the synced value alone, says a newer version wrote it, keeps what it counts aside; this version takes that game back, once', async () => {
    const synced = fixture('statistics-synced.json');
    const device = fixture('statistics-device.json');
    const { memento, clock, statistics } = await previousMachine({ [STATS_KEY]: synced, [DEVICE_KEY]: device });
    const numbers = statistics.snapshot();
    const written = memento.get(STATS_KEY);

    // A window of the previous version on this globalState (an older VS Code, a downgrade).
    const newer: number[] = [];
    const store = new previous.StatsStore(
      memento,
      { damaged() {}, migrated() {}, newer: (schema: number) => newer.push(schema), writeFailed() {} },
      clock,
    );
    expect(() => store.current()).not.toThrow();
    expect(newer).toEqual([SYNCED_SCHEMA]);
    const game = previous.readStored(device).doc.results.get('b4k3rs0000w1');
    const counted = { ...game, id: 'c0unt3d0ld01', endedAt: clock.now() + 60_000 };
    await store.add(previous.documentOf([counted]));
    store.dispose();
    expect(memento.get(STATS_KEY)).toEqual(written); // left alone
    expect(memento.get(NEWER_BACKUP_KEY)).toMatchObject({ key: DEVICE_KEY, schema: SYNCED_SCHEMA }); // this version's value kept whole
    expect(memento.get<{ schema: number }>(DEVICE_KEY)?.schema).toBeLessThan(4);

    // This version again: the game the previous one counted is taken back, every other number as it was.
    clock.time += 120_000;
    const back = await openStatistics(memento, { clock });
    await back.catchUp();
    const after = back.snapshot();
    expect(after.total).toMatchObject({ played: numbers.total.played + 1, won: numbers.total.won + 1 });
    expect(after.scopes.find((s) => s.scope === 'cruel')).toEqual(numbers.scopes.find((s) => s.scope === 'cruel'));
    expect(memento.get<{ schema: number }>(DEVICE_KEY)?.schema).toBe(SYNCED_SCHEMA);
  });
});

/** What the schema 4 version wrote of the same statistics: `raw` (this version's value) with its tallies as that version stores them. */
const asSchema4 = (raw: unknown): Record<string, unknown> => {
  const value = raw as Record<string, unknown>;
  return { ...value, ...schema4.encodeSynced(decodeSynced(value).doc) };
};

describe('the schema 4 version (tallies as JSON) and this one (schema 5, tallies packed)', () => {
  it('its values alone (no journal) come over with every number as it showed them, on first start, packed and smaller', async () => {
    const { memento: moved, clock } = await previousMachine({
      [STATS_KEY]: fixture('statistics-synced.json'),
      [DEVICE_KEY]: fixture('statistics-device.json'),
    });
    const values: Record<string, Record<string, unknown>> = {
      [STATS_KEY]: asSchema4(moved.get(STATS_KEY)),
      [DEVICE_KEY]: asSchema4(moved.get(DEVICE_KEY)),
    };
    expect(values[STATS_KEY].schema).toBe(4);
    const docs = Object.values(values).map((v) => schema4.decodeSynced(v));
    expect(docs.flatMap((d) => d.problems)).toEqual([]);
    const shown = schema4.snapshotOf({ doc: schema4.joinSynced(docs[0].doc, docs[1].doc) }, clock.now());
    expect(shown.total).toMatchObject({ played: 22, carried: 12 });

    double.files.clear(); // the journal gone too: globalState alone holds the numbers
    const memento = new MapMemento();
    for (const [key, value] of Object.entries(values)) memento.values.set(key, value);
    const told = { damaged: 0, newer: 0 };
    const statistics = await openStatistics(memento, { clock, notices: { damaged: () => told.damaged++, newer: () => told.newer++ } });
    await statistics.catchUp();
    expect(statistics.snapshot().total).toEqual(shown.total);
    expect(statistics.snapshot().scopes).toEqual(shown.scopes);
    expect(told).toEqual({ damaged: 0, newer: 0 });
    for (const key of [STATS_KEY, DEVICE_KEY]) {
      expect(memento.get<{ schema: number }>(key)?.schema).toBe(SYNCED_SCHEMA);
      expect(size(memento.get(key))).toBeLessThan(size(values[key]));
    }
    // Nothing backed up as damaged: a schema 4 value is read whole.
    expect([...double.files.keys()].filter((path) => path.startsWith(`${JOURNAL_DIR}/backups/`))).toEqual([]);
  });

  it("it keeps working beside this one: it leaves the synced value alone, says a newer version wrote it, backs up this machine's key before writing its own; this version takes its game back, once", async () => {
    const { memento, clock, statistics } = await previousMachine({
      [STATS_KEY]: fixture('statistics-synced.json'),
      [DEVICE_KEY]: fixture('statistics-device.json'),
    });
    const numbers = statistics.snapshot();
    const written = memento.get(STATS_KEY);
    const device = memento.get(DEVICE_KEY);

    // A window of the schema 4 version on this globalState (a downgrade, an older VS Code's extension host) counts a game.
    const newer: number[] = [];
    const kept: { key: string; raw: unknown }[] = [];
    const store = new schema4.StatsStore(
      memento,
      {
        damaged() {},
        newer: (schema: number) => newer.push(schema),
        writeFailed() {},
        backUp: (b: { key: string; raw: unknown }) => kept.push(b),
      },
      clock,
    );
    expect(() => store.current()).not.toThrow();
    expect(newer).toEqual([SYNCED_SCHEMA]);
    const game = previous.readStored(fixture('statistics-device.json')).doc.results.get('b4k3rs0000w1');
    const counted = { ...game, id: 'c0unt3d4v4f4', endedAt: clock.now() + 60_000 };
    const own = ownTallyOf(documentOf([counted]), clock.now() + 60_000);
    own.tally.entries = 1;
    own.tally.digest = digestOf([counted.id]);
    store.own('zzzzzzzzzzzz');
    await store.add({
      machines: new Map([['zzzzzzzzzzzz', own.tally]]),
      resets: {},
      newest: [{ machine: 'zzzzzzzzzzzz', result: counted }],
    });
    store.dispose();
    expect(memento.get(STATS_KEY)).toEqual(written); // left alone
    expect(kept).toEqual([expect.objectContaining({ key: DEVICE_KEY, raw: device })]); // this version's value kept whole first
    expect(memento.get<{ schema: number }>(DEVICE_KEY)?.schema).toBe(4);

    // This version again: the game the schema 4 one counted is taken back, every other number as it was, once.
    clock.time += 120_000;
    for (let start = 0; start < 2; start++) {
      const back = await openStatistics(memento, { clock });
      await back.catchUp();
      const after = back.snapshot();
      expect(after.total).toMatchObject({ played: numbers.total.played + 1, won: numbers.total.won + 1 });
      expect(after.scopes.find((s) => s.scope === 'cruel')).toEqual(numbers.scopes.find((s) => s.scope === 'cruel'));
      expect(memento.get<{ schema: number }>(DEVICE_KEY)?.schema).toBe(SYNCED_SCHEMA);
      expect(memento.get<{ schema: number }>(STATS_KEY)?.schema).toBe(SYNCED_SCHEMA);
      back.dispose();
    }
  });
});

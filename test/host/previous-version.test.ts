// What the previous version wrote still loads, its game instance whole: a saved game, the page's
// state VS Code keeps for a tab, a journal entry and a statistics export, each a file that version
// wrote (fixtures/previous-version/: a daily deal proved winnable, hints used, won or played with help).
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { readInstance } from '../../src/protocol/game-instance';
import { checkEntry, parseEntryName } from '../../src/host/journal/reader';
import { entryName } from '../../src/host/journal/entry';
import { parseWebviewState } from '../../src/protocol/protocol';
import { STORAGE, activated, double, loaded, run, settle } from './harness';
import { FakePanel } from '../support/vscode-double';
import { ManualClock, MapMemento, importText, quietLog } from './stats/support';
import { Statistics } from '../../src/host/stats/statistics';

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
    const statistics = new Statistics(new MapMemento(), quietLog(), { damaged: () => undefined, newer: () => undefined }, clock);
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
